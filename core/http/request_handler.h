// What a listener (HttpServer) hands its framed requests to: the Dispatcher for the API, or a
// listener's own small handler (the metrics listener, metrics/metrics_listener.h).
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "core/http/http_types.h"

namespace seo::core {

// Takes the finished answer to a request. Called exactly once, on the request's thread or, for a
// handler that answers later, on whichever thread answers.
using Completion = std::function<void(HttpResponse)>;

class RequestHandler {
 public:
  virtual ~RequestHandler() = default;
  // Takes the request by value: its parts may move into the handler's context.
  virtual void handle(HttpRequest request, Completion done) = 0;
  // The most body bytes a request to `method` `path` may carry; asked before a body is read.
  virtual std::int64_t bodyLimit(const std::string& method, const std::string& path) const = 0;
};

}  // namespace seo::core
