#include "core/http/server_error.h"

#include <rapidjson/document.h>

#include "core/common/log.h"
#include "core/http/dispatch_stages.h"
#include "core/storage/storage_fault.h"

namespace seo::core {
namespace {

// The `error` of a JSON error body, or "" when the body is no such thing.
std::string errorOf(const std::string& body) {
  rapidjson::Document doc;
  doc.Parse(body.data(), body.size());
  if (doc.HasParseError() || !doc.IsObject()) return "";
  auto found = doc.FindMember("error");
  if (found == doc.MemberEnd() || !found->value.IsString()) return "";
  return std::string(found->value.GetString(), found->value.GetStringLength());
}

bool hasHeader(const HttpResponse& response, const char* name) {
  for (const auto& [key, value] : response.headers) {
    if (key == name) return true;
  }
  return false;
}

}  // namespace

HttpResponse publicServerError(HttpResponse response, const std::string& request_id) {
  const std::string suffix = " (request id " + request_id + ")";
  std::string sentence = errorOf(response.body);
  if (sentence.size() >= suffix.size() &&
      sentence.compare(sentence.size() - suffix.size(), suffix.size(), suffix) == 0) {
    sentence.resize(sentence.size() - suffix.size());  // made here before (an inner stage)
  }
  switch (response.status) {
    case 500:
      if (sentence != "Internal server error") {
        logLine(Level::Error, "request failed",
                {{"request_id", request_id}, {"error", redactedDatabaseText(sentence)}});
      }
      sentence = "Internal server error";
      break;
    case 502:
    case 503:
      if (sentence.empty()) {
        sentence = response.status == 502 ? "Bad gateway" : "Service temporarily unavailable";
      }
      if (response.status == 503 && !hasHeader(response, "Retry-After")) {
        response.headers.emplace_back("Retry-After", std::to_string(kRetryAfterSeconds));
      }
      break;
    case 504: sentence = "Gateway timeout"; break;
    case 507: sentence = "Insufficient storage"; break;
    default: sentence = "Server error"; break;
  }
  HttpResponse safe = errorResponse(response.status, sentence + suffix);
  safe.headers = std::move(response.headers);
  return safe;
}

}  // namespace seo::core
