#include "tests/e2e/harness/response_checks.h"

#include <regex>

namespace seo::tests {

std::string describe(const HttpResponse& r) {
  return "HTTP " + std::to_string(r.status) + r.transport_error + ": " + r.body;
}

::testing::AssertionResult hasCommonHeaders(const HttpResponse& r) {
  if (r.headerCount("access-control-allow-origin") != 1) {
    return ::testing::AssertionFailure()
           << "expected one Access-Control-Allow-Origin header, got "
           << r.headerCount("access-control-allow-origin") << " on " << describe(r);
  }
  if (r.header("access-control-allow-origin") != "*") {
    return ::testing::AssertionFailure()
           << "Access-Control-Allow-Origin is " << *r.header("access-control-allow-origin");
  }
  if (r.header("x-request-id").value_or("").empty()) {
    return ::testing::AssertionFailure() << "no X-Request-Id on " << describe(r);
  }
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult isErrorContaining(const HttpResponse& r, long status,
                                             std::initializer_list<std::string> parts) {
  if (r.status != status) {
    return ::testing::AssertionFailure() << "expected HTTP " << status << ", got " << describe(r);
  }
  rapidjson::Document body = r.json();
  if (body.HasParseError() || !body.IsObject()) {
    return ::testing::AssertionFailure() << "error body is not a JSON object: " << describe(r);
  }
  if (body.MemberCount() != 1 || !body.HasMember("error") || !body["error"].IsString()) {
    return ::testing::AssertionFailure() << "error body must be exactly {\"error\": string}: "
                                         << describe(r);
  }
  std::string message = body["error"].GetString();
  for (const std::string& part : parts) {
    if (message.find(part) == std::string::npos) {
      return ::testing::AssertionFailure() << "error \"" << message << "\" does not contain \""
                                           << part << "\"";
    }
  }
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult isError(const HttpResponse& r, long status, const std::string& message) {
  ::testing::AssertionResult shape = isErrorContaining(r, status, {});
  if (!shape) return shape;
  std::string got = r.json()["error"].GetString();
  if (got != message) {
    return ::testing::AssertionFailure() << "expected error \"" << message << "\", got \"" << got
                                         << "\"";
  }
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult tellsNoInternals(const HttpResponse& r) {
  if (r.status < 500) return ::testing::AssertionFailure() << "not a 5xx: " << describe(r);
  ::testing::AssertionResult shape = isErrorContaining(r, r.status, {});
  if (!shape) return shape;
  std::string message = r.json()["error"].GetString();
  std::string id = r.header("x-request-id").value_or("<none>");
  const std::string suffix = " (request id " + id + ")";
  if (message.size() < suffix.size() ||
      message.compare(message.size() - suffix.size(), suffix.size(), suffix) != 0) {
    return ::testing::AssertionFailure() << "no request id at the end: " << describe(r);
  }
  std::string sentence = message.substr(0, message.size() - suffix.size());
  static const std::regex kInternals(
      R"((SELECT|INSERT|UPDATE|DELETE|FROM|WHERE|VALUES|soci|sqlite|postgres|Connection failed|)"
      R"(database error|exception|/tmp/|/usr/|\.cc|[0-9a-fA-F]{12,}|:[a-z_]+=))",
      std::regex::icase);
  if (std::regex_search(sentence, kInternals)) {
    return ::testing::AssertionFailure() << "internals in a 5xx body: " << describe(r);
  }
  if (r.status == 503 && !r.header("retry-after")) {
    return ::testing::AssertionFailure() << "a 503 without Retry-After: " << describe(r);
  }
  return ::testing::AssertionSuccess();
}

}  // namespace seo::tests
