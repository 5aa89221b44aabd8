// Request bodies: malformed JSON, bodies that are not objects, and the size limit (413), checked
// with a configuration whose max_body_bytes is 1024.
#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {
namespace {

constexpr int kLimit = 1024;

// A JSON object of exactly `size` bytes: {"website_id":"<id>","pad":"xxx..."}.
std::string objectOfSize(const std::string& website_id, std::size_t size) {
  std::string head = "{\"website_id\":\"" + website_id + "\",\"pad\":\"";
  std::string tail = "\"}";
  return head + std::string(size - head.size() - tail.size(), 'x') + tail;
}

class RequestBodyTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bodies", "pro", &tenant_));
    ServerOptions o = options();
    o.config_file = configWith("\"max_body_bytes\": 1048576",
                               "\"max_body_bytes\": " + std::to_string(kLimit));
    ASSERT_NO_FATAL_FAILURE(startServer(o));
  }
  Tenant tenant_;
};

TEST_F(RequestBodyTest, MalformedJsonIs400) {
  for (const std::string& bad : {std::string("{"), std::string("{\"a\": }"),
                                 std::string("not json"), std::string("{\"a\":1} trailing")}) {
    HttpResponse r = http().post(api("/probe/echo"), tenant_.key, bad);
    EXPECT_TRUE(isErrorContaining(r, 400, {"Malformed JSON"})) << bad;
    EXPECT_TRUE(hasCommonHeaders(r));
  }
}

TEST_F(RequestBodyTest, NonObjectJsonIs400) {
  for (const char* body : {"[1,2]", "42", "\"text\"", "null", "true"}) {
    EXPECT_TRUE(isError(http().post(api("/probe/echo"), tenant_.key, body), 400,
                        "Request body must be a JSON object"))
        << body;
  }
}

TEST_F(RequestBodyTest, BlankBodyIsAnEmptyObject) {
  HttpResponse r = http().post(api("/probe/echo"), tenant_.key, "");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document body = r.json();
  ASSERT_TRUE(body["data"]["body"].IsObject()) << r.body;
  EXPECT_EQ(body["data"]["body"].MemberCount(), 0u) << r.body;
  EXPECT_EQ(stringField(body["data"], "website_id"), tenant_.website_id);
}

TEST_F(RequestBodyTest, TheBodyReachesTheHandler) {
  HttpResponse r = http().post(api("/probe/echo"), tenant_.key,
                               R"({"title":"Hello","count":3,"nested":{"ok":true}})");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document body = r.json();
  const rapidjson::Value& echoed = body["data"]["body"];
  EXPECT_EQ(stringField(echoed, "title"), "Hello") << r.body;
  ASSERT_TRUE(echoed.HasMember("count") && echoed["count"].IsInt()) << r.body;
  EXPECT_EQ(echoed["count"].GetInt(), 3);
  EXPECT_TRUE(echoed["nested"]["ok"].GetBool());
}

TEST_F(RequestBodyTest, BodyOverTheLimitIs413) {
  std::string at_limit = objectOfSize(tenant_.website_id, kLimit);
  ASSERT_EQ(at_limit.size(), static_cast<std::size_t>(kLimit));
  HttpResponse r = http().post(api("/probe/echo"), tenant_.key, at_limit);
  EXPECT_EQ(r.status, 200) << describe(r);

  for (std::size_t size : {static_cast<std::size_t>(kLimit) + 1, static_cast<std::size_t>(3000)}) {
    r = http().post(api("/probe/echo"), tenant_.key, objectOfSize(tenant_.website_id, size));
    EXPECT_TRUE(isErrorContaining(r, 413, {std::to_string(kLimit)})) << size;
    EXPECT_TRUE(hasCommonHeaders(r));
  }
  // The server still serves after refusing.
  EXPECT_EQ(http().get(api("/me"), tenant_.key).status, 200);
}

TEST_F(RequestBodyTest, OversizedBodyIsNotSpent) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), tenant_.org_id, "crawl_credits", 10));
  std::string body = R"({"resource":"crawl_credits","amount":1,"pad":")" +
                     std::string(kLimit, 'x') + "\"}";
  EXPECT_TRUE(isErrorContaining(http().post(api("/probe/spend"), tenant_.key, body), 413, {}));
  rapidjson::Document bucket;
  ASSERT_NO_FATAL_FAILURE(usageOf(cli(), tenant_.org_id, "crawl_credits", &bucket));
  EXPECT_EQ(bucket["used"].GetInt64(), 0);
}

}  // namespace
}  // namespace seo::tests
