#include "tests/e2e/harness/route_sweeps.h"

#include <gtest/gtest.h>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {

void expectHostileBodiesRefused(const HttpClient& http, const std::string& key,
                                const std::vector<std::pair<std::string, std::string>>& routes,
                                const std::string& field) {
  struct Case {
    std::string body;
    long status;
    std::string message;
  };
  const std::string f = "\"" + field + "\":";
  const std::vector<Case> cases = {
      {"{" + f + "\"caf\xC3\"}", 400, "Invalid field: " + field + ": not valid UTF-8"},
      {"{" + f + "\"a\\u0000b\"}", 400, "Invalid field: " + field + ": contains a NUL"},
      {"{" + f + std::string(40, '[') + std::string(40, ']') + "}", 400,
       "nested deeper than 32 levels"},
      {"{" + f + "\"" + std::string(1100 * 1024, 'x') + "\"}", 413, "exceeds the limit"},
  };
  for (const auto& [method, path] : routes) {
    for (const Case& c : cases) {
      HttpRequest request;
      request.method = method;
      request.path = api(path);
      request.key = key;
      request.body = c.body;
      HttpResponse r = http.send(request);
      EXPECT_TRUE(isErrorContaining(r, c.status, {c.message}))
          << method << " " << path << " " << c.body.substr(0, 40) << "\n"
          << describe(r);
    }
  }
}

void expectForbiddenOnEveryRoute(
    const HttpClient& http, const std::string& key,
    const std::vector<std::tuple<std::string, std::string, std::string>>& routes) {
  for (const auto& [method, path, body] : routes) {
    HttpRequest request;
    request.method = method;
    request.path = api(path);
    request.key = key;
    if (!body.empty()) request.body = body;
    HttpResponse r = http.send(request);
    EXPECT_EQ(r.status, 403) << method << " " << path << " " << describe(r);
  }
}

}  // namespace seo::tests
