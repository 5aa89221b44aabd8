// A small libcurl client for calling the server under test: one request per call, so threads may
// share one HttpClient. Header names come back lower-cased.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <rapidjson/document.h>

namespace seo::tests {

struct HttpResponse {
  long status = 0;                                  // 0 when the transfer itself failed
  std::string transport_error;                      // libcurl's message when status is 0
  std::multimap<std::string, std::string> headers;  // lower-cased names
  std::string body;

  // The first value of header `name` (lower-case), or nullopt.
  std::optional<std::string> header(const std::string& name) const;
  std::size_t headerCount(const std::string& name) const { return headers.count(name); }
  // The body parsed as JSON; HasParseError() when it is not JSON.
  rapidjson::Document json() const;
};

struct HttpRequest {
  std::string method = "GET";
  std::string path;                 // e.g. "/api/v1/me?x=1"
  std::optional<std::string> key;   // sent as "Authorization: Bearer <key>"
  std::optional<std::string> body;  // sent as given, with Content-Type: application/json
  std::vector<std::pair<std::string, std::string>> headers;
};

class HttpClient {
 public:
  explicit HttpClient(std::string base_url);  // "http://127.0.0.1:PORT"

  HttpResponse send(const HttpRequest& request) const;
  HttpResponse get(const std::string& path, const std::optional<std::string>& key = {}) const;
  HttpResponse post(const std::string& path, const std::optional<std::string>& key,
                    const std::string& body) const;

  const std::string& baseUrl() const { return base_url_; }

 private:
  std::string base_url_;
};

// Parses `text` as JSON; HasParseError() on the result when it is not.
rapidjson::Document parseJson(const std::string& text);
// Serializes a JSON value compactly (for failure messages and request bodies).
std::string toJson(const rapidjson::Value& value);
// The string member `name` of `value`, or "" when absent or not a string.
std::string stringField(const rapidjson::Value& value, const char* name);
// "?website_id=<id>" style URL encoding of one query value.
std::string urlEncode(const std::string& text);

}  // namespace seo::tests
