#include "core/metrics/server_metrics.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

TEST(ServerMetricsTest, RequestsByTemplateMethodAndStatus) {
  ServerMetrics metrics;
  metrics.recordRequest("/keywords/{id}", "GET", 200, 0.002, 120);
  metrics.recordRequest("/keywords/{id}", "GET", 200, 0.004, 80);
  metrics.recordRequest("/keywords/{id}", "GET", 404, 0.001, 30);
  // A method no route uses is "other"; a status out of range is not counted by status.
  metrics.recordRequest("unmatched", "PROPFIND", 405, 0.001, 30);
  metrics.recordRequest("unmatched", "GET", 999, 0.001, 0);
  MetricsText out;
  metrics.write(out);
  const std::string& text = out.text();
  EXPECT_NE(text.find("seo_http_requests_total{route=\"/keywords/{id}\",method=\"GET\","
                      "status=\"200\"} 2\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("seo_http_requests_total{route=\"/keywords/{id}\",method=\"GET\","
                      "status=\"404\"} 1\n"),
            std::string::npos);
  EXPECT_NE(text.find("seo_http_requests_total{route=\"unmatched\",method=\"other\","
                      "status=\"405\"} 1\n"),
            std::string::npos);
  EXPECT_EQ(text.find("PROPFIND"), std::string::npos);
  EXPECT_EQ(text.find("status=\"999\""), std::string::npos);
  EXPECT_NE(text.find("seo_http_request_duration_seconds_count{route=\"/keywords/{id}\","
                      "method=\"GET\"} 3\n"),
            std::string::npos);
  EXPECT_NE(text.find("seo_http_response_size_bytes_sum{route=\"/keywords/{id}\","
                      "method=\"GET\"} 230\n"),
            std::string::npos);
}

TEST(ServerMetricsTest, InFlightJobsAndOutcomes) {
  ServerMetrics metrics;
  metrics.requestStarted();
  metrics.requestStarted();
  metrics.requestEnded();
  metrics.jobAttempt("keywords.research", "completed", 1.5);
  metrics.jobAttempt("keywords.research", "failed", 0.5);
  metrics.outboundCall("smtp", "ok", 0.2);
  metrics.rateLimited("key");
  metrics.pluginChange("reloaded");
  MetricsText out;
  metrics.write(out);
  const std::string& text = out.text();
  EXPECT_NE(text.find("seo_http_requests_in_flight 1\n"), std::string::npos) << text;
  EXPECT_NE(text.find("seo_job_attempts_total{kind=\"keywords.research\",outcome=\"failed\"} 1\n"),
            std::string::npos);
  EXPECT_NE(text.find("seo_job_duration_seconds_sum{kind=\"keywords.research\"} 2\n"),
            std::string::npos);
  EXPECT_NE(text.find("seo_outbound_requests_total{target=\"smtp\",outcome=\"ok\"} 1\n"),
            std::string::npos);
  EXPECT_NE(text.find("seo_http_rate_limited_total{limit=\"key\"} 1\n"), std::string::npos);
  EXPECT_NE(text.find("seo_plugin_reloads_total{action=\"reloaded\"} 1\n"), std::string::npos);
  // Every family says what it is, once.
  EXPECT_NE(text.find("# TYPE seo_webhook_deliveries_total counter\n"), std::string::npos);
}

}  // namespace
}  // namespace seo::core
