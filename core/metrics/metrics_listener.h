// The handler of the listener metrics.listen names: /metrics and nothing else, so the API's
// port can face the public while the scrape port stays on a private address.
#pragma once

#include <chrono>

#include "core/http/dispatch_stages.h"
#include "core/http/request_handler.h"
#include "core/metrics/metrics_endpoint.h"
#include "core/metrics/server_metrics.h"

namespace seo::core {

class MetricsListener : public RequestHandler {
 public:
  explicit MetricsListener(MetricsEndpoint& endpoint) : endpoint_(endpoint) {}

  void handle(HttpRequest request, Completion done) override {
    auto started = std::chrono::steady_clock::now();
    HttpResponse response =
        request.path == kMetricsPath
            ? endpoint_.answer(request, request.peer_address, forwardingHeaderOf(request) != nullptr)
            : errorResponse(404, "Resource not found");
    serverMetrics().recordRequest(
        response.route.empty() ? kUnmatchedRoute : response.route, request.method,
        response.status,
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(),
        response.body.size());
    done(std::move(response));
  }
  std::int64_t bodyLimit(const std::string&, const std::string&) const override { return 0; }

 private:
  MetricsEndpoint& endpoint_;
};

}  // namespace seo::core
