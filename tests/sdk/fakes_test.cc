// The SDK's fakes are enough to unit-test a plugin's handlers without a server: the example's
// handlers run here on a FakeHost over an in-memory SQLite session.
#include <soci/sqlite3/soci-sqlite3.h>

#include <gtest/gtest.h>

#include "greetings.h"
#include "seo/sdk/testing/fake_host.h"
#include "seo/sdk/testing/fake_registrar.h"

namespace seo::sdk {
namespace {

class FakesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    sql_.open(soci::sqlite3, ":memory:");
    sql_ << "CREATE TABLE hello_greetings (id TEXT PRIMARY KEY, website_id TEXT NOT NULL, "
            "message TEXT NOT NULL, created_at TEXT NOT NULL)";
    host_ = std::make_unique<testing::FakeHost>(sql_);
  }

  RequestContext context(const std::string& website, const char* body_json) {
    body_.Parse(body_json);
    RequestContext ctx;
    ctx.body = &body_;
    ctx.caller.website_id = website;
    ctx.host = host_.get();
    return ctx;
  }

  soci::session sql_;
  std::unique_ptr<testing::FakeHost> host_;
  rapidjson::Document body_;
};

TEST_F(FakesTest, HandlersRunOnTheFakeHost) {
  RequestContext create = context("site-1", R"({"name":"Grace"})");
  Result<Response> created = hello::onCreateGreeting(create);
  ASSERT_TRUE(created.isOk()) << created.status().message();
  EXPECT_EQ(created.value().status, 201);
  EXPECT_STREQ(created.value().body["data"]["created_at"].GetString(), host_->clock.c_str());

  RequestContext list_other = context("site-2", "{}");
  EXPECT_EQ(hello::onListGreetings(list_other).value().body["data"].Size(), 0u);
  RequestContext list_own = context("site-1", "{}");
  EXPECT_EQ(hello::onListGreetings(list_own).value().body["data"].Size(), 1u);
}

TEST_F(FakesTest, FakeRegistrarKeepsGuardedRoutes) {
  testing::FakeRegistrar r;
  r.route("GET", "/boom", [](RequestContext&) -> Result<Response> {
    throw std::runtime_error("thrown in a handler");
  });
  const Route* route = r.findRoute("GET", "/boom");
  ASSERT_NE(route, nullptr);
  RequestContext ctx = context("site-1", "{}");
  Result<Response> result = route->handler(ctx);  // the barrier catches the throw
  EXPECT_EQ(result.status().code(), Code::Internal);
}

TEST_F(FakesTest, FakeHostMetersCredits) {
  host_->quotas["ai_credits"] = 5;
  RequestContext ctx = context("site-1", "{}");
  EXPECT_TRUE(host_->consumeCredits(sql_, ctx, "ai_credits", 5).isOk());
  Status over = host_->consumeCredits(sql_, ctx, "ai_credits", 1);
  EXPECT_EQ(over.code(), Code::PaymentRequired);
  EXPECT_EQ(over.message(), "Usage limit reached for ai_credits");
}

}  // namespace
}  // namespace seo::sdk
