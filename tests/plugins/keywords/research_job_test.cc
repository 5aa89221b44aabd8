// The research job's handler on the SDK's fakes alone, as a plugin author tests a module without
// a server: how it merges the provider's ideas with the LLM's suggestions, and when it gives the
// research credits back.
#include "plugins/keywords/research_job.h"

#include <soci/sqlite3/soci-sqlite3.h>

#include <gtest/gtest.h>

#include "seo/sdk/testing/fake_host.h"

namespace seo::plugins::keywords {
namespace {

using seo::sdk::ChatAnswer;
using seo::sdk::Code;
using seo::sdk::JobContext;
using seo::sdk::Status;
using seo::sdk::TermFigures;

TermFigures figures(std::int64_t volume, const char* intent) {
  TermFigures f;
  f.volume = volume;
  f.difficulty = 30;
  f.cpc = 1.5;
  f.intent = intent;
  return f;
}

class ResearchJobTest : public ::testing::Test {
 protected:
  void SetUp() override {
    sql_.open(soci::sqlite3, ":memory:");
    host_ = std::make_unique<seo::sdk::testing::FakeHost>(sql_);
    host_->fake_credits.quotas["keyword_research"] = 100;
    host_->fake_credits.quotas["ai_credits"] = 100000;
    host_->fake_credits.used["keyword_research"] = 10;  // what POST /keywords/research spent
    host_->term_metrics.ideas_for["coffee"] = {"coffee beans", "Coffee", "cold brew"};
    host_->term_metrics.figures["coffee beans"] = figures(9900, "transactional");
    host_->term_metrics.figures["cold brew"] = figures(500, "informational");
    host_->term_metrics.figures["best coffee"] = figures(22000, "commercial");
    job_.job_id = "job-1";
    job_.organization_id = "org-1";
    job_.website_id = "site-1";
    job_.payload = researchPayload({{"coffee"}, "en", "US", 10});
    job_.host = host_.get();
    job_.attempt = 1;
    job_.max_attempts = 3;
  }
  void llmSuggests(const std::string& content, std::int64_t tokens = 40) {
    ChatAnswer answer;
    answer.content = content;
    answer.finish_reason = "stop";
    answer.model = "fake-model";
    answer.usage.total_tokens = tokens;
    host_->fake_models.llm.answers.emplace_back(std::move(answer));
  }

  soci::session sql_;
  std::unique_ptr<seo::sdk::testing::FakeHost> host_;
  JobContext job_;
};

TEST_F(ResearchJobTest, MergesIdeasAndSuggestionsMostSearchedFirstWithoutSeedsOrRepeats) {
  llmSuggests(R"({"terms": ["best coffee", "COLD BREW", " ", "coffee"]})");
  auto result = onResearch(job_);
  ASSERT_TRUE(result.isOk()) << result.status().message();
  rapidjson::Document doc;
  doc.Parse(result.value().c_str());
  const auto& keywords = doc["keywords"];
  ASSERT_EQ(keywords.Size(), 3u) << result.value();
  EXPECT_STREQ(keywords[0]["term"].GetString(), "best coffee");
  EXPECT_STREQ(keywords[0]["suggested_by"].GetString(), "llm");
  EXPECT_STREQ(keywords[1]["term"].GetString(), "coffee beans");
  EXPECT_STREQ(keywords[1]["suggested_by"].GetString(), "provider");
  EXPECT_STREQ(keywords[2]["term"].GetString(), "cold brew");
  EXPECT_STREQ(keywords[2]["source"].GetString(), "fake");
  EXPECT_EQ(doc["count"].GetInt(), 3);
  EXPECT_STREQ(doc["ai"]["model"].GetString(), "fake-model");
  EXPECT_EQ(doc["ai"]["total_tokens"].GetInt(), 40);
  EXPECT_EQ(host_->fake_credits.used["ai_credits"], 40);
  // Only the LLM's new term was looked up, after the ideas for the seed.
  ASSERT_EQ(host_->term_metrics.queries.size(), 2u);
  EXPECT_EQ(host_->term_metrics.queries[1].terms, std::vector<std::string>{"best coffee"});
  EXPECT_EQ(host_->fake_credits.used["keyword_research"], 10) << "a completed job keeps its credits";
}

TEST_F(ResearchJobTest, UnusableLlmAnswerFailsTheAttemptAndRefundsOnlyOnTheLast) {
  llmSuggests(R"({"ideas": ["best coffee"]})");
  auto first = onResearch(job_);
  ASSERT_FALSE(first.isOk());
  EXPECT_EQ(first.status().code(), Code::BadGateway);
  EXPECT_NE(first.status().message().find("LLM"), std::string::npos);
  EXPECT_EQ(host_->fake_credits.used["keyword_research"], 10) << "a retry follows: nothing given back yet";

  job_.attempt = 3;
  llmSuggests(R"({"ideas": ["best coffee"]})");
  ASSERT_FALSE(onResearch(job_).isOk());
  EXPECT_EQ(host_->fake_credits.used["keyword_research"], 0) << "the last attempt gives the credits back";
  // A worker that dies after the refund runs the attempt again: no second refund.
  host_->fake_credits.used["keyword_research"] = 5;
  llmSuggests(R"({"ideas": []})");
  ASSERT_FALSE(onResearch(job_).isOk());
  EXPECT_EQ(host_->fake_credits.used["keyword_research"], 5);
}

TEST_F(ResearchJobTest, ProviderRefusalEndsTheJobAtOnceWithARefund) {
  host_->term_metrics.failure = Status::invalidArgument("Invalid field: country: not a country");
  auto result = onResearch(job_);
  ASSERT_FALSE(result.isOk());
  EXPECT_EQ(result.status().code(), Code::InvalidArgument);
  EXPECT_EQ(result.status().message().rfind("keyword data: ", 0), 0u);
  EXPECT_EQ(host_->fake_credits.used["keyword_research"], 0);
  EXPECT_TRUE(host_->fake_models.llm.requests.empty()) << "no model is asked after the provider failed";
}

TEST_F(ResearchJobTest, EmptyAiCreditsSkipTheLlm) {
  host_->fake_credits.used["ai_credits"] = 100000;
  auto result = onResearch(job_);
  ASSERT_TRUE(result.isOk()) << result.status().message();
  rapidjson::Document doc;
  doc.Parse(result.value().c_str());
  EXPECT_STREQ(doc["ai"]["skipped"].GetString(), "Usage limit reached for ai_credits");
  EXPECT_EQ(doc["keywords"].Size(), 2u);
}

TEST_F(ResearchJobTest, MalformedPayloadFailsAtOnce) {
  job_.payload = R"({"seed_keywords": "coffee"})";
  auto result = onResearch(job_);
  ASSERT_FALSE(result.isOk());
  EXPECT_EQ(result.status().code(), Code::InvalidArgument);
  EXPECT_EQ(host_->fake_credits.used["keyword_research"], 0);
}

}  // namespace
}  // namespace seo::plugins::keywords
