// GET /metrics (issue 37): off by default; on, it needs the token and an allowed address; it
// counts requests by route template (never a raw path or id), method and status, rate-limited
// answers, job attempts and the queue by kind and state; it can be served on a listener of its
// own; and what it writes passes `promtool check metrics` (Prometheus's own linter).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/run_command.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

constexpr const char* kToken = "scrape-token-0123456789";

// The value of the sample whose series is exactly `series` (name and labels as written), or
// nullopt when no line has it.
std::optional<double> sampleOf(const std::string& text, const std::string& series) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.size() > series.size() && line.compare(0, series.size(), series) == 0 &&
        line[series.size()] == ' ') {
      return std::stod(line.substr(series.size() + 1));
    }
  }
  return std::nullopt;
}

// A port nothing listens on now (bound and released).
int freePort() {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address));
  socklen_t size = sizeof(address);
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size);
  ::close(fd);
  return ntohs(address.sin_port);
}

class MetricsTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "metrics", "pro", &tenant_));
  }
  ServerOptions metricsOn() {
    ServerOptions o = options();
    o.env["SEO_METRICS"] = "1";
    o.env["SEO_METRICS_TOKEN"] = kToken;
    o.env["SEO_JOB_RETRY_BASE_MS"] = "20";
    return o;
  }
  HttpResponse scrape(const std::optional<std::string>& token = kToken,
                      std::vector<std::pair<std::string, std::string>> headers = {}) {
    HttpRequest r;
    r.path = "/metrics";
    r.key = token;
    r.headers = std::move(headers);
    return http().send(r);
  }
  Tenant tenant_;
};

TEST_F(MetricsTest, OffByDefault) {
  ASSERT_NO_FATAL_FAILURE(startServer(options()));
  HttpResponse r = scrape();
  EXPECT_TRUE(isError(r, 404, "Resource not found")) << describe(r);
}

TEST_F(MetricsTest, AskForTheTokenAndCountByRouteTemplate) {
  ASSERT_NO_FATAL_FAILURE(startServer(metricsOn()));
  HttpResponse none = scrape(std::nullopt);
  EXPECT_TRUE(isErrorContaining(none, 401, {"metrics token"})) << describe(none);
  EXPECT_EQ(none.header("www-authenticate").value_or(""), "Bearer realm=\"metrics\"");
  EXPECT_EQ(scrape(std::string("wrong")).status, 401);
  EXPECT_EQ(scrape(std::string(kToken) + "x").status, 401);

  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(http().get(api("/probe/items/item-" + std::to_string(i)), tenant_.key).status, 200);
  }
  EXPECT_EQ(http().get(api("/me"), std::string("seo_not_a_key")).status, 401);
  // Paths no route takes, and a method no route uses, are one label each however many.
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(http().get(api("/no-such-thing-" + std::to_string(i)), tenant_.key).status, 404);
    EXPECT_EQ(http().get("/nowhere/" + std::to_string(i)).status, 404);
  }
  HttpRequest odd;
  odd.method = "PROPFIND";  // a WebDAV method the HTTP layer reads, no route uses
  odd.path = api("/probe/items/x");
  odd.key = tenant_.key;
  EXPECT_GE(http().send(odd).status, 400);

  HttpResponse r = scrape();
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.header("content-type").value_or(""), "text/plain; version=0.0.4; charset=utf-8");
  const std::string& text = r.body;
  EXPECT_EQ(sampleOf(text, "seo_http_requests_total{route=\"/probe/items/{id}\",method=\"GET\","
                           "status=\"200\"}"),
            3.0)
      << text;
  EXPECT_EQ(sampleOf(text, "seo_http_requests_total{route=\"/me\",method=\"GET\",status=\"401\"}"),
            1.0);
  EXPECT_EQ(
      sampleOf(text, "seo_http_requests_total{route=\"unmatched\",method=\"GET\",status=\"404\"}"),
      10.0);
  EXPECT_TRUE(sampleOf(text, "seo_http_request_duration_seconds_count{route=\"/probe/items/{id}\","
                             "method=\"GET\"}")
                  .has_value());
  EXPECT_EQ(sampleOf(text, "seo_http_response_size_bytes_bucket{route=\"/probe/items/{id}\","
                           "method=\"GET\",le=\"+Inf\"}"),
            3.0);
  // Bounded labels: no raw path, id or method a client made up.
  EXPECT_EQ(text.find("item-1"), std::string::npos);
  EXPECT_EQ(text.find("no-such-thing"), std::string::npos);
  EXPECT_EQ(text.find("nowhere"), std::string::npos);
  EXPECT_EQ(text.find("PROPFIND"), std::string::npos);
  EXPECT_NE(text.find("method=\"other\""), std::string::npos);
  EXPECT_EQ(text.find(tenant_.org_id), std::string::npos);
  EXPECT_EQ(text.find(kToken), std::string::npos);

  EXPECT_EQ(sampleOf(text, std::string("seo_build_info{version=\"") + SEO_SERVER_VERSION_TEXT +
                               "\",database=\"" +
                               (db_->onPostgresql() ? "postgresql" : "sqlite") + "\"}"),
            1.0)
      << text;
  EXPECT_EQ(sampleOf(text, "seo_database_up"), 1.0);
  EXPECT_GE(sampleOf(text, "seo_database_connections").value_or(0), 1.0);
  EXPECT_GE(sampleOf(text, "seo_plugins_loaded").value_or(0), 1.0);
  // The scrape itself is in flight while it is written.
  EXPECT_EQ(sampleOf(text, "seo_http_requests_in_flight"), 1.0);
  EXPECT_GT(sampleOf(text, "process_resident_memory_bytes").value_or(0), 1e6);
  EXPECT_GE(sampleOf(text, "seo_http_connections").value_or(0), 1.0);

  // HEAD: the headers alone.
  HttpRequest head;
  head.method = "HEAD";
  head.path = "/metrics";
  head.key = kToken;
  EXPECT_EQ(http().send(head).status, 200);
  HttpRequest post;
  post.method = "POST";
  post.path = "/metrics";
  post.key = kToken;
  post.body = "{}";
  EXPECT_EQ(http().send(post).status, 405);
}

TEST_F(MetricsTest, CountsJobAttemptsAndTheQueueByKindAndState) {
  ASSERT_NO_FATAL_FAILURE(startServer(metricsOn()));
  // One job fails once then completes; one fails for good.
  ASSERT_EQ(http().post(api("/probe/jobs"), tenant_.key, R"({"fail_times": 1})").status, 202);
  ASSERT_EQ(
      http().post(api("/probe/jobs"), tenant_.key, R"({"permanent": true, "max_attempts": 1})")
          .status,
      202);
  std::string text;
  EXPECT_TRUE(eventuallyTrue([&] {
    text = scrape().body;
    return sampleOf(text, "seo_job_attempts_total{kind=\"probe.work\",outcome=\"completed\"}") ==
               1.0 &&
           sampleOf(text, "seo_jobs{kind=\"probe.work\",state=\"failed\"}") == 1.0;
  }))
      << text;
  EXPECT_EQ(sampleOf(text, "seo_job_attempts_total{kind=\"probe.work\",outcome=\"failed\"}"), 2.0)
      << text;
  EXPECT_EQ(sampleOf(text, "seo_job_duration_seconds_count{kind=\"probe.work\"}"), 3.0);
  EXPECT_FALSE(sampleOf(text, "seo_jobs{kind=\"probe.work\",state=\"queued\"}").has_value());
}

TEST_F(MetricsTest, RateLimitedAnswersAreCountedByLimit) {
  ServerOptions o = metricsOn();
  o.env["SEO_RATE_LIMITS"] = "1";
  o.config_file = configWith("\"rate_limits\": {",
                             "\"rate_limits\": {\"per_key_per_second\": 0.01, "
                             "\"per_key_burst\": 2, ");
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  for (int i = 0; i < 4; ++i) static_cast<void>(http().get(api("/me"), tenant_.key));
  std::string text = scrape().body;
  EXPECT_EQ(sampleOf(text, "seo_http_rate_limited_total{limit=\"key\"}"), 2.0) << text;
  EXPECT_EQ(sampleOf(text, "seo_http_requests_total{route=\"/me\",method=\"GET\",status=\"429\"}"),
            2.0);
}

TEST_F(MetricsTest, OnlyAllowedNetworksAndNoUnnamedProxy) {
  ServerOptions o = metricsOn();
  o.env["SEO_METRICS_ALLOWED_NETWORKS"] = "10.0.0.0/8, fd00::/8";
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  HttpResponse r = scrape();
  EXPECT_TRUE(isError(r, 403, "Metrics are not served to your address")) << describe(r);

  // Loopback allowed (the default list), but the request came through a proxy the server was
  // not told to read: its client is unknown.
  ServerOptions local = metricsOn();
  ASSERT_NO_FATAL_FAILURE(restartServer(local));
  EXPECT_EQ(scrape().status, 200);
  r = scrape(kToken, {{"X-Forwarded-For", "203.0.113.9"}});
  EXPECT_TRUE(isErrorContaining(r, 403, {"proxy"})) << describe(r);

  // Told to read X-Forwarded-For, the server checks the address it names.
  local.env["SEO_CLIENT_IP_HEADER"] = "X-Forwarded-For";
  ASSERT_NO_FATAL_FAILURE(restartServer(local));
  EXPECT_EQ(scrape(kToken, {{"X-Forwarded-For", "203.0.113.9"}}).status, 403);
  EXPECT_EQ(scrape(kToken, {{"X-Forwarded-For", "127.0.0.1"}}).status, 200);
}

TEST_F(MetricsTest, ServedOnItsOwnListener) {
  ServerOptions o = metricsOn();
  const int port = freePort();
  o.env["SEO_METRICS_LISTEN"] = "127.0.0.1:" + std::to_string(port);
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  EXPECT_EQ(scrape().status, 404);  // not on the API's port
  ASSERT_EQ(http().get(api("/me"), tenant_.key).status, 200);

  HttpClient own("http://127.0.0.1:" + std::to_string(port));
  HttpRequest r;
  r.path = "/metrics";
  r.key = kToken;
  HttpResponse answer = own.send(r);
  ASSERT_EQ(answer.status, 200) << describe(answer);
  EXPECT_EQ(sampleOf(answer.body, "seo_http_requests_total{route=\"/me\",method=\"GET\","
                                  "status=\"200\"}"),
            1.0);
  r.key.reset();
  EXPECT_EQ(own.send(r).status, 401);
  r.key = kToken;
  r.path = "/api/v1/me";
  EXPECT_EQ(own.send(r).status, 404);
}

TEST_F(MetricsTest, RefusesToStartOpenToEveryone) {
  ServerOptions o = options();
  o.env["SEO_METRICS"] = "1";
  o.env["SEO_METRICS_ALLOWED_NETWORKS"] = "";
  ServerProcess open(o, dir_.file("open.log"));
  std::string error;
  EXPECT_FALSE(open.start(&error));
  EXPECT_NE(error.find("would be open to anyone"), std::string::npos) << error;

  o.env["SEO_METRICS_ALLOWED_NETWORKS"] = "10.0.0.0/33";
  ServerProcess bad(o, dir_.file("bad.log"));
  EXPECT_FALSE(bad.start(&error));
  EXPECT_NE(error.find("metrics.allowed_networks: \"10.0.0.0/33\""), std::string::npos) << error;
}

// Prometheus's own linter over a scrape with every family filled: names, types, units, help.
TEST_F(MetricsTest, PromtoolChecksTheText) {
  ASSERT_NO_FATAL_FAILURE(startServer(metricsOn()));
  ASSERT_EQ(http().get(api("/me"), tenant_.key).status, 200);
  ASSERT_EQ(http().post(api("/probe/jobs"), tenant_.key, "{}").status, 202);
  std::string text;
  EXPECT_TRUE(eventuallyTrue([&] {
    text = scrape().body;
    return sampleOf(text, "seo_job_attempts_total{kind=\"probe.work\",outcome=\"completed\"}")
        .has_value();
  }));
  CommandResult checked =
      runCommand({seo::testing::promtoolBin(), "check", "metrics"}, {}, 60, text);
  EXPECT_EQ(checked.exit_code, 0) << "promtool (" << seo::testing::promtoolBin()
                                  << "): " << checked.out << checked.err << "\n"
                                  << text;
}

}  // namespace
}  // namespace seo::tests
