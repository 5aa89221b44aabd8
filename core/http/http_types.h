// Transport-neutral request and response, so the way of a request (Dispatcher) can be tested
// without sockets and the Pistache adapter stays a thin shell.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace seo::core {

struct HttpRequest {
  std::string method;  // upper case
  std::string path;    // without the query string, not decoded
  std::vector<std::pair<std::string, std::string>> query;  // decoded, in order
  std::string authorization;  // the raw Authorization header, "" when absent
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // names lower-cased
  std::string peer_address;  // the connection's remote address
};

struct HttpResponse {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  std::string content_type = "application/json";  // sent when the body is not empty
  // What answered, as /metrics labels it: a route's template ("/items/{id}") or a fixed name
  // ("/healthz"); "" for a request no route took. Read by the dispatcher's last stage only, while
  // the catalog that holds the template is still pinned.
  std::string_view route = {};
};

// The value of the first field called `name` (query parameters, lower-cased header names), or
// null.
const std::string* firstValue(const std::vector<std::pair<std::string, std::string>>& fields,
                              std::string_view name);

// The first forwarding header `request` carries (a proxy's: "x-forwarded-for", "x-real-ip",
// "forwarded"), or null.
const char* forwardingHeaderOf(const HttpRequest& request);

// Parses "a=1&b=x%20y" into decoded pairs.
std::vector<std::pair<std::string, std::string>> parseQueryString(const std::string& query);

}  // namespace seo::core
