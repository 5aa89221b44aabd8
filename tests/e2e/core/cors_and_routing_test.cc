// CORS on every kind of answer, preflight, /healthz, 404 and 405 routing, and path and query
// parameters, against the real server.
#include <set>

#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {
namespace {

class CorsAndRoutingTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "routing", "pro", &tenant_));
    ASSERT_NO_FATAL_FAILURE(startServer());
  }
  Tenant tenant_;
};

TEST_F(CorsAndRoutingTest, EveryKindOfAnswerCarriesCorsAndRequestId) {
  HttpRequest wrong_method;
  wrong_method.method = "DELETE";
  wrong_method.path = api("/me");
  wrong_method.key = tenant_.key;
  std::vector<HttpResponse> answers = {
      http().get(api("/me"), tenant_.key),        // 200
      http().get(api("/probe/public")),           // 200, no key
      http().get(api("/me")),                     // 401
      http().get(api("/no/such/route"), tenant_.key),  // 404
      http().get("/not-the-api"),                 // 404 outside the prefix
      http().send(wrong_method),                  // 405
      http().get("/healthz"),                     // 200
  };
  std::vector<long> expected = {200, 200, 401, 404, 404, 405, 200};
  ASSERT_EQ(answers.size(), expected.size());
  for (std::size_t i = 0; i < answers.size(); ++i) {
    EXPECT_EQ(answers[i].status, expected[i]) << i << ": " << describe(answers[i]);
    EXPECT_TRUE(hasCommonHeaders(answers[i])) << i;
    EXPECT_EQ(answers[i].header("content-type").value_or(""), "application/json") << i;
  }
}

TEST_F(CorsAndRoutingTest, RequestIdsDiffer) {
  std::set<std::string> ids;
  for (int i = 0; i < 5; ++i) {
    HttpResponse r = http().get(api("/me"), tenant_.key);
    ASSERT_EQ(r.status, 200) << describe(r);
    ids.insert(r.header("x-request-id").value_or(""));
  }
  EXPECT_EQ(ids.size(), 5u);
}

TEST_F(CorsAndRoutingTest, PreflightIsAnsweredWithoutKeyOnAnyPath) {
  for (const std::string& path : {api("/me"), api("/probe/spend"), api("/no/such/route")}) {
    HttpRequest preflight;
    preflight.method = "OPTIONS";
    preflight.path = path;
    preflight.headers = {{"Origin", "https://app.example"},
                         {"Access-Control-Request-Method", "POST"},
                         {"Access-Control-Request-Headers", "authorization, content-type"}};
    HttpResponse r = http().send(preflight);
    EXPECT_EQ(r.status, 204) << path << " " << describe(r);
    EXPECT_TRUE(hasCommonHeaders(r)) << path;
    EXPECT_TRUE(r.body.empty()) << r.body;
    std::string methods = r.header("access-control-allow-methods").value_or("");
    for (const char* m : {"GET", "POST", "DELETE", "OPTIONS"}) {
      EXPECT_NE(methods.find(m), std::string::npos) << methods;
    }
    std::string headers = r.header("access-control-allow-headers").value_or("");
    EXPECT_NE(headers.find("Authorization"), std::string::npos) << headers;
    EXPECT_NE(headers.find("Content-Type"), std::string::npos) << headers;
  }
}

TEST_F(CorsAndRoutingTest, UnknownRoutesAre404WithOrWithoutKey) {
  EXPECT_TRUE(isError(http().get(api("/no/such/route"), tenant_.key), 404, "Resource not found"));
  EXPECT_TRUE(isError(http().get(api("/no/such/route")), 404, "Resource not found"));
  EXPECT_TRUE(isError(http().get(api("/probe/items")), 404, "Resource not found"));
  EXPECT_TRUE(isError(http().get("/api/v10/me", tenant_.key), 404, "Resource not found"));
  EXPECT_TRUE(isError(http().get("/me", tenant_.key), 404, "Resource not found"));
  EXPECT_TRUE(isError(http().get("/console/nothing-here", tenant_.key), 404, "Resource not found"));
  EXPECT_TRUE(isError(http().get("/console/assets/0/nothing.js"), 404, "Resource not found"));
  // A page of an older build still gets the shell (this build's, not cached under that name).
  HttpResponse old_build = http().get("/console/assets/0/shell.js");
  EXPECT_EQ(old_build.status, 200);
  EXPECT_EQ(old_build.header("cache-control").value_or(""), "no-cache");
  // The root leads to the console.
  HttpResponse root = http().get("/", tenant_.key);
  EXPECT_EQ(root.status, 302);
  EXPECT_EQ(root.header("location").value_or(""), "/console/");
}

TEST_F(CorsAndRoutingTest, WrongMethodIs405WithAllow) {
  HttpRequest del;
  del.method = "DELETE";
  del.path = api("/me");
  del.key = tenant_.key;
  HttpResponse r = http().send(del);
  EXPECT_TRUE(isError(r, 405, "Method not allowed"));
  EXPECT_EQ(r.header("allow").value_or(""), "GET");

  r = http().post(api("/probe/spends"), tenant_.key, "{}");
  EXPECT_TRUE(isError(r, 405, "Method not allowed"));
  EXPECT_EQ(r.header("allow").value_or(""), "GET");

  HttpRequest put;
  put.method = "PUT";
  put.path = api("/probe/echo");
  put.key = tenant_.key;
  put.body = "{}";
  r = http().send(put);
  EXPECT_TRUE(isError(r, 405, "Method not allowed"));
  std::string allow = r.header("allow").value_or("");
  EXPECT_NE(allow.find("GET"), std::string::npos) << allow;
  EXPECT_NE(allow.find("POST"), std::string::npos) << allow;
  EXPECT_EQ(allow.find("PUT"), std::string::npos) << allow;

  // 405 comes from routing, before authentication.
  r = http().send(HttpRequest{"DELETE", api("/me"), std::nullopt, std::nullopt, {}});
  EXPECT_TRUE(isError(r, 405, "Method not allowed"));
}

TEST_F(CorsAndRoutingTest, HealthzListsTheLoadedPlugins) {
  HttpResponse r = http().get("/healthz");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document body = r.json();
  ASSERT_TRUE(body.IsObject()) << r.body;
  EXPECT_EQ(stringField(body, "status"), "ok");
  EXPECT_EQ(stringField(body, "database"), "ok");
  ASSERT_TRUE(body.HasMember("plugins") && body["plugins"].IsArray()) << r.body;
  std::set<std::string> names;
  for (const auto& p : body["plugins"].GetArray()) {
    names.insert(stringField(p, "name"));
    EXPECT_FALSE(stringField(p, "version").empty()) << toJson(p);
    EXPECT_EQ(stringField(p, "abi"), kHostAbi) << toJson(p);
  }
  EXPECT_EQ(names,
            (std::set<std::string>{"account", "ai_visibility", "analytics", "backlinks", "billing_stripe", "cms_ghost", "cms_webhook",
                                   "cms_wordpress", "content", "keywords", "probe"}));
}

TEST_F(CorsAndRoutingTest, PathAndQueryParametersReachTheHandler) {
  HttpResponse r = http().get(api("/probe/items/item-42"), tenant_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "id"), "item-42");

  r = http().get(api("/probe/items/a%20b"), tenant_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "id"), "a b");

  // An escape at the very end is decoded too.
  r = http().get(api("/probe/items/a%2F%20"), tenant_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "id"), "a/ ");

  r = http().get(api("/probe/echo?color=blue+green&size=") + urlEncode("x y&z=") + "&" +
                     urlEncode("odd key") + "=1",
                 tenant_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document body = r.json();
  const rapidjson::Value& query = body["data"]["query"];
  EXPECT_EQ(stringField(query, "color"), "blue green") << r.body;
  EXPECT_EQ(stringField(query, "size"), "x y&z=") << r.body;
  EXPECT_EQ(stringField(query, "odd key"), "1") << r.body;
  EXPECT_EQ(stringField(body["data"], "method"), "GET");
  EXPECT_EQ(stringField(body["data"], "path"), "/probe/echo");
}

}  // namespace
}  // namespace seo::tests
