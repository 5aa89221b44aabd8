// File: http_client.h
// Outbound HTTP for plugins (CMS connectors, webhooks, providers). The host's implementation
// enforces timeouts and a response size limit, and refuses private and loopback addresses unless
// the operator allows them, so a plugin never needs its own HTTP stack.
//
//   OutboundRequest req{"POST", url, {{"Content-Type", "application/json"}}, body};
//   Result<OutboundResponse> res = http.send(req);
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

struct OutboundRequest {
  std::string method = "GET";
  std::string url;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  int timeout_ms = 0;  // 0: the host's configured default
};

struct OutboundResponse {
  int status = 0;
  std::vector<std::pair<std::string, std::string>> headers;  // names lower-cased
  std::string body;
};

// Sends HTTP requests on the caller's thread. Thread-safe: one instance serves every thread.
class HttpClient {
 public:
  virtual ~HttpClient() = default;
  // Sends `request` and waits for the answer. Any HTTP status is a value; an error Status means
  // no answer: Unavailable (connect failure, time-out), InvalidArgument (bad or refused URL) or
  // PayloadTooLarge (answer over the limit).
  virtual Result<OutboundResponse> send(const OutboundRequest& request) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
