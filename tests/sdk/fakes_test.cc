// The SDK's fakes are enough to unit-test a plugin's handlers without a server: the example's
// handlers run here on a FakeHost over an in-memory SQLite session.
#include <soci/sqlite3/soci-sqlite3.h>

#include <gtest/gtest.h>

#include "greeting_routes.h"
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
  host_->fake_credits.quotas["ai_credits"] = 5;
  RequestContext ctx = context("site-1", "{}");
  EXPECT_TRUE(host_->credits().consume(sql_, ctx, "ai_credits", 5).isOk());
  Status over = host_->credits().consume(sql_, ctx, "ai_credits", 1);
  EXPECT_EQ(over.code(), Code::PaymentRequired);
  EXPECT_EQ(over.message(), "Usage limit reached for ai_credits");
}

TEST_F(FakesTest, FakeHostAnswersQueuedChatAnswersAndMetersTheirTokens) {
  host_->fake_credits.quotas["ai_credits"] = 40;
  ChatAnswer answer;
  answer.content = R"({"terms":["a"]})";
  answer.finish_reason = "stop";
  answer.usage.total_tokens = 15;
  host_->fake_models.llm.answers.push_back(answer);
  host_->fake_models.llm.answers.push_back(answer);
  host_->fake_models.llm.answers.push_back(answer);
  ChatRequest request;
  request.messages = {{"user", "Answer in JSON."}};
  request.max_tokens = 20;
  ASSERT_EQ(estimatedTokens(request), 15 / 3 + 8 + 20);
  Result<ModelAnswer> first = host_->models().ask("org-1", request, {});
  ASSERT_TRUE(first.isOk());
  EXPECT_EQ(first.value().answer.content, R"({"terms":["a"]})");
  EXPECT_EQ(first.value().endpoint, "") << "the configured model, not a named endpoint";
  EXPECT_EQ(host_->fake_credits.used["ai_credits"], 15);
  // The next call's estimate (33) no longer fits in what is left (25): refused before asking.
  EXPECT_EQ(host_->models().ask("org-1", request, {}).status().code(), Code::PaymentRequired);
  EXPECT_EQ(host_->fake_models.llm.requests.size(), 1u)
      << "no model is asked when the estimate does not fit";

  // Work accepted now and asked later holds a reservation; what it did not draw goes back.
  host_->fake_credits.quotas["ai_credits"] = 100;
  EXPECT_TRUE(host_->credits().reserve(sql_, "org-1", "ai_credits", 30, "r1").isOk());
  EXPECT_EQ(host_->fake_credits.used["ai_credits"], 45);
  EXPECT_EQ(host_->credits().reserve(sql_, "org-1", "ai_credits", 60, "r2").code(),
            Code::PaymentRequired);
  ASSERT_TRUE(host_->models().ask("org-1", request, {"", "", "r1"}).isOk());
  EXPECT_EQ(host_->fake_credits.used["ai_credits"], 45) << "drawn from the reservation";
  EXPECT_TRUE(host_->credits().settle(sql_, "org-1", "r1").isOk());
  EXPECT_EQ(host_->fake_credits.used["ai_credits"], 30);
  EXPECT_TRUE(host_->credits().settle(sql_, "org-1", "r1").isOk());
  EXPECT_EQ(host_->fake_credits.used["ai_credits"], 30) << "settled once";
}

TEST_F(FakesTest, FakeModelsAnswerANamedEndpointsModelWithItsProvenance) {
  host_->fake_credits.metered = true;
  host_->fake_models.named_endpoints = {{"lab", {"model-a"}, "web_search"}};
  host_->fake_models.citations = {"https://example.com/source"};
  ChatAnswer answer;
  answer.content = "{}";
  answer.usage.total_tokens = 3;
  host_->fake_models.llm.answers.push_back(answer);
  ChatRequest request;
  request.messages = {{"user", "Answer in JSON."}};
  Result<ModelAnswer> asked = host_->models().ask("org-1", request, {"lab", "model-a", ""});
  ASSERT_TRUE(asked.isOk()) << asked.status().message();
  EXPECT_EQ(asked.value().endpoint, "lab");
  EXPECT_EQ(asked.value().collection, "web_search");
  EXPECT_EQ(asked.value().citations, host_->fake_models.citations);
  EXPECT_EQ(host_->models().ask("org-1", request, {"lab", "model-b", ""}).status().code(),
            Code::NotFound);
  EXPECT_EQ(host_->models().ask("org-1", request, {"elsewhere", "model-a", ""}).status().code(),
            Code::NotFound);
  EXPECT_EQ(host_->fake_models.llm.requests.size(), 1u) << "no model asked for an unknown one";
  ASSERT_EQ(host_->models().endpoints().size(), 1u);
}

// The flat methods of ABI 2.0-2.19 are the SDK's forwards to the subsystems (until 3.0): a plugin
// built against an older minor calls them, and reaches the same fakes (and, on the server, the
// same subsystems; the frozen 2.0 plugin in tests/abi tours them there).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
TEST_F(FakesTest, TheFlatMethodsOfOlderMinorsForwardToTheSubsystems) {
  Host& host = *host_;
  RequestContext ctx = context("site-1", "{}");
  host_->fake_credits.quotas["keyword_research"] = 5;
  ASSERT_TRUE(host.consumeCredits(sql_, ctx, "keyword_research", 2).isOk());
  ASSERT_TRUE(host.refundCredits(sql_, "org-1", "keyword_research", 1, "r").isOk());
  EXPECT_EQ(host_->fake_credits.used["keyword_research"], 1);
  EXPECT_TRUE(host.checkCredits("org-1", "keyword_research").isOk());
  host_->fake_credits.quotas["ai_credits"] = 1000;
  ASSERT_TRUE(host.reserveCredits(sql_, "org-1", "ai_credits", 100, "w").isOk());
  EXPECT_EQ(host_->fake_credits.reservations.count("w"), 1u);

  ChatAnswer answer;
  answer.content = "{}";
  answer.usage.total_tokens = 10;
  for (int i = 0; i < 4; ++i) host_->fake_models.llm.answers.push_back(answer);
  host_->fake_models.named_endpoints = {{"lab", {"model-a"}, "api"}};
  ChatRequest request;
  request.messages = {{"user", "Answer in JSON."}};
  request.max_tokens = 20;  // an estimate that fits beside the reservation
  EXPECT_EQ(host.completeChat("org-1", request).value().content, "{}");
  EXPECT_TRUE(host.completeChatWithin("org-1", "w", request).isOk());
  EXPECT_EQ(host_->fake_credits.reservations["w"].drawn, 10) << "drawn from the reservation";
  EXPECT_EQ(host.askModel("org-1", "lab", "model-a", request).value().endpoint, "lab");
  EXPECT_EQ(host.askModelWithin("org-1", "w", "lab", "model-a", request).value().endpoint, "lab");
  EXPECT_EQ(host_->fake_credits.reservations["w"].drawn, 20);
  EXPECT_EQ(host.llmEndpoints().size(), 1u);
  ASSERT_TRUE(host.settleReservation(sql_, "org-1", "w").isOk());
  EXPECT_TRUE(host_->fake_credits.reservations["w"].settled);

  Result<std::string> id = host.enqueueJob(sql_, {"things.refresh", "org-1", "site-1", "{}"});
  ASSERT_TRUE(id.isOk());
  EXPECT_EQ(host.findJob(id.value(), "site-1").value().kind, "things.refresh");
  bool watched = false;
  host.watchJob(id.value(), "site-1", 10, [&](Result<JobInfo> job) { watched = job.isOk(); });
  host_->fake_jobs.finishWatches();
  EXPECT_TRUE(watched);

  Result<std::string> sealed = host.sealSecret("hunter2");
  ASSERT_TRUE(sealed.isOk());
  EXPECT_EQ(host.openSecret(sealed.value()).value(), "hunter2");
  ASSERT_TRUE(host.saveConnection(sql_, "site-1", "echo", R"({"a":1})").isOk());
  EXPECT_EQ(host.findConnection("site-1", "echo").value(), R"({"a":1})");
  EXPECT_EQ(host.findConnector("echo"), nullptr);
  EXPECT_TRUE(host.connectorTypes().empty());

  host_->fake_services.handlers["things.echo"] = [](Host&, std::string_view,
                                                    std::string_view request) {
    return Result<std::string>(std::string(request));
  };
  EXPECT_EQ(host.callService("things.echo", "site-1", "ping").value(), "ping");
  EXPECT_EQ(host.callServiceIn(sql_, "things.echo", "site-1", "ping").status().code(),
            Code::Unavailable);
  ASSERT_TRUE(host.emitEvent(sql_, {"things.refreshed", "org-1", "site-1", "{}", "k"}).isOk());
  EXPECT_EQ(host_->fake_events.emitted.size(), 1u);
  soci::statement* st = host.leaseStatement(sql_, "SELECT 1");
  ASSERT_NE(st, nullptr);
  host.releaseStatement(sql_, st);
}
#pragma GCC diagnostic pop

TEST_F(FakesTest, FakeTermMetricsAnswersTheFiguresTheTestSets) {
  TermFigures figures;
  figures.volume = 1200;
  figures.intent = "commercial";
  host_->term_metrics.figures["espresso"] = figures;
  host_->term_metrics.ideas_for["coffee"] = {"espresso", "latte", "mocha"};
  Result<TermFiguresAnswer> ideas = host_->termMetrics().ideas({{"coffee"}, "en", "US", 2});
  ASSERT_TRUE(ideas.isOk());
  ASSERT_EQ(ideas.value().items.size(), 2u);
  EXPECT_EQ(ideas.value().items[0].term, "espresso");
  EXPECT_EQ(ideas.value().items[0].volume, 1200);
  EXPECT_FALSE(ideas.value().items[1].volume.has_value());
  host_->term_metrics.failure = Status::unavailable("down");
  EXPECT_EQ(host_->termMetrics().overview({{"espresso"}}).status().code(), Code::Unavailable);
}

TEST_F(FakesTest, FakeHostRefundsOncePerReference) {
  host_->fake_credits.quotas["keyword_research"] = 30;
  RequestContext ctx = context("site-1", "{}");
  ASSERT_TRUE(host_->credits().consume(sql_, ctx, "keyword_research", 20).isOk());
  ASSERT_TRUE(host_->credits().refund(sql_, "org-1", "keyword_research", 10, "job:1").isOk());
  ASSERT_TRUE(host_->credits().refund(sql_, "org-1", "keyword_research", 10, "job:1").isOk());
  EXPECT_EQ(host_->fake_credits.used["keyword_research"], 10);
}

TEST_F(FakesTest, FakeHostSpellsOutboundHostsAndRefusesWhatTheTestLists) {
  host_->refused_hosts = {"intranet.example"};
  EXPECT_TRUE(host_->checkOutboundHost("url", "hooks.example").isOk());
  EXPECT_FALSE(host_->checkOutboundHost("url", "127.1").isOk());
  Status refused = host_->checkOutboundHost("url", "Intranet.Example");
  EXPECT_EQ(refused.code(), Code::InvalidArgument);
  EXPECT_EQ(refused.message().rfind("Invalid field: url: ", 0), 0u) << refused.message();
}

}  // namespace
}  // namespace seo::sdk
