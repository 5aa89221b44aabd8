#include "core/metrics/server_metrics.h"

#include <string>

namespace seo::core {
namespace {

// Methods outside the ones routes use are one label, so a client cannot grow the set.
std::string_view methodLabel(std::string_view method) {
  for (std::string_view known : {"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"}) {
    if (method == known) return known;
  }
  return "other";
}

}  // namespace

ServerMetrics& serverMetrics() {
  static ServerMetrics metrics;
  return metrics;
}

void ServerMetrics::recordRequest(std::string_view route, std::string_view method, int status,
                                  double seconds, std::size_t body_bytes) {
  RouteCell& cell = http_.at({std::string(route), std::string(methodLabel(method))});
  if (status >= kFirstStatus && status <= kLastStatus) cell.by_status[status - kFirstStatus].add();
  cell.duration.observe(seconds);
  cell.size.observe(static_cast<double>(body_bytes));
}

void ServerMetrics::jobAttempt(std::string_view kind, std::string_view outcome, double seconds) {
  job_attempts_.at({std::string(kind), std::string(outcome)}).add();
  job_duration_.at({std::string(kind)}).observe(seconds);
}

void ServerMetrics::outboundCall(std::string_view target, std::string_view outcome,
                                 double seconds) {
  outbound_calls_.at({std::string(target), std::string(outcome)}).add();
  outbound_duration_.at({std::string(target)}).observe(seconds);
}

void ServerMetrics::write(MetricsText& out) const {
  out.family("seo_http_requests_total", "counter",
             "Requests answered, by route template, method and status code.");
  http_.forEach([&](const auto& labels, const RouteCell& cell) {
    for (int i = 0; i <= kLastStatus - kFirstStatus; ++i) {
      std::uint64_t n = cell.by_status[i].value();
      if (n == 0) continue;
      std::string status = std::to_string(i + kFirstStatus);
      out.sample("seo_http_requests_total",
                 {{"route", labels[0]}, {"method", labels[1]}, {"status", status}},
                 static_cast<double>(n));
    }
  });
  out.family("seo_http_request_duration_seconds", "histogram",
             "Time from a request's arrival at the dispatcher to its answer.");
  http_.forEach([&](const auto& labels, const RouteCell& cell) {
    out.histogram("seo_http_request_duration_seconds",
                  {{"route", labels[0]}, {"method", labels[1]}}, cell.duration);
  });
  out.family("seo_http_response_size_bytes", "histogram", "Answer body sizes.");
  http_.forEach([&](const auto& labels, const RouteCell& cell) {
    out.histogram("seo_http_response_size_bytes", {{"route", labels[0]}, {"method", labels[1]}},
                  cell.size);
  });
  out.family("seo_http_requests_in_flight", "gauge", "Requests read and not yet answered.");
  out.sample("seo_http_requests_in_flight", {},
             static_cast<double>(in_flight_.load(std::memory_order_relaxed)));

  auto counters1 = [&out](const Family<Counter, 1>& family, const char* name, const char* label,
                          const char* help) {
    out.family(name, "counter", help);
    family.forEach([&](const auto& labels, const Counter& c) {
      out.sample(name, {{label, labels[0]}}, static_cast<double>(c.value()));
    });
  };
  counters1(rate_limited_, "seo_http_rate_limited_total", "limit",
            "Requests refused with 429 by a rate limit: key, address, failed_auth, outbound_lane.");

  out.family("seo_job_attempts_total", "counter",
             "Job attempts run by this process, by kind and outcome (completed, failed).");
  job_attempts_.forEach([&](const auto& labels, const Counter& c) {
    out.sample("seo_job_attempts_total", {{"kind", labels[0]}, {"outcome", labels[1]}},
               static_cast<double>(c.value()));
  });
  out.family("seo_job_duration_seconds", "histogram", "Job attempts' run time, by kind.");
  job_duration_.forEach([&](const auto& labels, const Histogram& h) {
    out.histogram("seo_job_duration_seconds", {{"kind", labels[0]}}, h);
  });

  counters1(webhook_deliveries_, "seo_webhook_deliveries_total", "outcome",
            "Webhook delivery attempts by outcome: succeeded, retrying, failed, superseded.");

  out.family("seo_outbound_requests_total", "counter",
             "Outbound calls by target kind (providers, plugins, smtp) and outcome.");
  outbound_calls_.forEach([&](const auto& labels, const Counter& c) {
    out.sample("seo_outbound_requests_total", {{"target", labels[0]}, {"outcome", labels[1]}},
               static_cast<double>(c.value()));
  });
  out.family("seo_outbound_request_duration_seconds", "histogram",
             "Outbound calls' time, by target kind.");
  outbound_duration_.forEach([&](const auto& labels, const Histogram& h) {
    out.histogram("seo_outbound_request_duration_seconds", {{"target", labels[0]}}, h);
  });

  counters1(database_errors_, "seo_database_errors_total", "kind",
            "Database calls failed for the database's reason: connection_lost, full, "
            "unwritable, error.");
  counters1(plugin_changes_, "seo_plugin_reloads_total", "action",
            "Plugin loads and reloads by what happened: loaded, reloaded, refused, kept, "
            "unloaded.");
}

}  // namespace seo::core
