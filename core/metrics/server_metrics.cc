#include "core/metrics/server_metrics.h"

#include <array>
#include <string>
#include <type_traits>

namespace seo::core {
namespace {

// Methods outside the ones routes use are one label, so a client cannot grow the set.
std::string_view methodLabel(std::string_view method) {
  for (std::string_view known : {"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"}) {
    if (method == known) return known;
  }
  return "other";
}

// Every cell of `family` as a series of `name` labelled `names`: a counter's value, or a
// histogram's buckets, sum and count.
template <typename Cell, std::size_t K>
void writeCells(MetricsText& out, const Family<Cell, K>& family, const char* name,
                const std::array<const char*, K>& names, const char* help) {
  constexpr bool kCounter = std::is_same_v<Cell, Counter>;
  out.family(name, kCounter ? "counter" : "histogram", help);
  family.forEach([&](const auto& labels, const Cell& cell) {
    MetricLabels pairs;
    for (std::size_t i = 0; i < K; ++i) pairs.emplace_back(names[i], labels[i]);
    if constexpr (kCounter) {
      out.sample(name, pairs, static_cast<double>(cell.value()));
    } else {
      out.histogram(name, pairs, cell);
    }
  });
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

  writeCells(out, rate_limited_, "seo_http_rate_limited_total", {"limit"},
             "Requests refused with 429 by a rate limit: key, address, failed_auth, "
             "outbound_lane.");
  writeCells(out, job_attempts_, "seo_job_attempts_total", {"kind", "outcome"},
             "Job attempts run by this process, by kind and outcome (completed, failed).");
  writeCells(out, job_duration_, "seo_job_duration_seconds", {"kind"},
             "Job attempts' run time, by kind.");
  writeCells(out, webhook_deliveries_, "seo_webhook_deliveries_total", {"outcome"},
             "Webhook delivery attempts by outcome: succeeded, retrying, failed, superseded.");
  writeCells(out, outbound_calls_, "seo_outbound_requests_total", {"target", "outcome"},
             "Outbound calls by target kind (providers, plugins, smtp) and outcome.");
  writeCells(out, outbound_duration_, "seo_outbound_request_duration_seconds", {"target"},
             "Outbound calls' time, by target kind.");
  writeCells(out, database_errors_, "seo_database_errors_total", {"kind"},
             "Database calls failed for the database's reason: connection_lost, full, "
             "unwritable, error.");
  writeCells(out, plugin_changes_, "seo_plugin_reloads_total", {"action"},
             "Plugin loads and reloads by what happened: loaded, reloaded, refused, kept, "
             "unloaded.");
}

}  // namespace seo::core
