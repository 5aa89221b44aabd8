// What this process counts as it works, for /metrics (metrics_endpoint.h): requests by route
// template, method and status; rate-limited answers; job attempts; webhook deliveries; outbound
// calls; database errors; plugin changes. Always counted (a few atomic additions per request);
// written out only when metrics are enabled. Names follow PROVIDERS.md: the `seo_` prefix, base
// units, `_total` for counters.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <string_view>

#include "core/metrics/metric_cells.h"
#include "core/metrics/metrics_text.h"

namespace seo::core {

// Route labels for answers no plugin route gives (the route template is used otherwise).
inline constexpr std::string_view kUnmatchedRoute = "unmatched";

class ServerMetrics {
 public:
  // One answered request: `route` a template (a plugin route's, "/healthz", "unmatched"...).
  void recordRequest(std::string_view route, std::string_view method, int status, double seconds,
                     std::size_t body_bytes);
  void requestStarted() { in_flight_.fetch_add(1, std::memory_order_relaxed); }
  void requestEnded() { in_flight_.fetch_sub(1, std::memory_order_relaxed); }
  // A request refused by a rate limit: "key", "address", "failed_auth", "outbound_lane".
  void rateLimited(std::string_view limit) { rate_limited_.at({std::string(limit)}).add(); }
  // A job attempt's end: `outcome` "completed" or "failed".
  void jobAttempt(std::string_view kind, std::string_view outcome, double seconds);
  // A webhook delivery attempt's outcome: "succeeded", "retrying", "failed", "superseded".
  void webhookDelivery(std::string_view outcome) {
    webhook_deliveries_.at({std::string(outcome)}).add();
  }
  // An outbound call by the kind of its target ("providers", "plugins", "smtp") and its outcome
  // ("2xx".."5xx", "refused", "error").
  void outboundCall(std::string_view target, std::string_view outcome, double seconds);
  // A database call that failed for the database's own reason ("connection_lost", "full",
  // "unwritable", "error").
  void databaseError(std::string_view kind) { database_errors_.at({std::string(kind)}).add(); }
  // A plugin loaded, reloaded, refused, kept (its reload refused) or unloaded.
  void pluginChange(std::string_view action) { plugin_changes_.at({std::string(action)}).add(); }

  void write(MetricsText& out) const;

 private:
  static constexpr int kFirstStatus = 100, kLastStatus = 599;
  struct RouteCell {
    std::array<Counter, kLastStatus - kFirstStatus + 1> by_status;
    Histogram duration{durationBounds()};
    Histogram size{sizeBounds()};
  };
  static std::unique_ptr<Histogram> durations() {
    return std::make_unique<Histogram>(durationBounds());
  }

  Family<RouteCell, 2> http_;  // route, method
  std::atomic<std::int64_t> in_flight_{0};
  Family<Counter, 1> rate_limited_;        // limit
  Family<Counter, 2> job_attempts_;        // kind, outcome
  Family<Histogram, 1> job_duration_{durations};  // kind
  Family<Counter, 1> webhook_deliveries_;  // outcome
  Family<Counter, 2> outbound_calls_;      // target, outcome
  Family<Histogram, 1> outbound_duration_{durations};  // target
  Family<Counter, 1> database_errors_;     // kind
  Family<Counter, 1> plugin_changes_;      // action
};

// The process's one instance.
ServerMetrics& serverMetrics();

}  // namespace seo::core
