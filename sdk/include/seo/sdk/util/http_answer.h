// File: http_answer.h
// What an outside service's HTTP answer means to a plugin calling it (a CMS connector, a
// webhook, a provider): a status code turned into the Status the caller and the job queue act
// on, with the service's own error message when its body carries one. Header-only.
//
//   Result<OutboundResponse> res = http.send(req);
//   if (!res.isOk()) return res.status();
//   if (res.value().status / 100 != 2) return answerStatus(res.value(), "WordPress");
#pragma once

#include <rapidjson/document.h>

#include <string>
#include <string_view>

#include "seo/sdk/http_client.h"
#include "seo/sdk/status.h"
#include "seo/sdk/util/utf8.h"

namespace seo::sdk {
inline namespace v2 {

// The error message in a JSON error body, in the shapes services use: {"message"},
// {"error": "..."}, {"error": {"message"}}, {"errors": [{"message"}]}; at most 300 bytes of
// clean text; empty when there is none.
inline std::string errorMessageOf(std::string_view body) {
  rapidjson::Document doc;
  doc.Parse<rapidjson::kParseValidateEncodingFlag>(body.data(), body.size());
  if (doc.HasParseError() || !doc.IsObject()) return {};
  const rapidjson::Value* found = nullptr;
  if (doc.HasMember("message") && doc["message"].IsString()) {
    found = &doc["message"];
  } else if (doc.HasMember("error")) {
    const rapidjson::Value& e = doc["error"];
    if (e.IsString()) found = &e;
    if (e.IsObject() && e.HasMember("message") && e["message"].IsString()) found = &e["message"];
  } else if (doc.HasMember("errors") && doc["errors"].IsArray() && !doc["errors"].Empty()) {
    const rapidjson::Value& e = doc["errors"][0];
    if (e.IsObject() && e.HasMember("message") && e["message"].IsString()) found = &e["message"];
  }
  if (found == nullptr) return {};
  std::string text =
      utf8::sanitized(std::string_view(found->GetString(), found->GetStringLength()));
  return std::string(utf8::truncated(text, 300));
}

// The Status a non-2xx answer of `service` means, its message naming the service, the HTTP
// status and the service's own message:
//   401, 403            PermissionDenied  the credentials were refused (retrying cannot help)
//   404, 410            NotFound          the thing asked for is not there
//   400, 409, 413, 422  InvalidArgument   the service refused what was sent
//   408, 425, 429, 5xx  Unavailable       try again later
//   anything else       BadGateway
inline Status answerStatus(const OutboundResponse& answer, std::string_view service) {
  std::string message = std::string(service) + " answered HTTP " + std::to_string(answer.status);
  std::string detail = errorMessageOf(answer.body);
  if (!detail.empty()) message += ": " + detail;
  switch (answer.status) {
    case 401:
    case 403:
      return Status::permissionDenied(message);
    case 404:
    case 410:
      return Status::notFound(message);
    case 400:
    case 409:
    case 413:
    case 422:
      return Status::invalidArgument(message);
    case 408:
    case 425:
    case 429:
      return Status::unavailable(message);
    default:
      return answer.status >= 500 ? Status::unavailable(message) : Status::badGateway(message);
  }
}

}  // namespace v2
}  // namespace seo::sdk
