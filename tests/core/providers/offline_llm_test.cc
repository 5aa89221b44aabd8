#include "core/providers/offline_llm.h"

#include <gtest/gtest.h>

#include <string>

#include <rapidjson/document.h>

namespace seo::core {
namespace {

using seo::sdk::ChatAnswer;
using seo::sdk::ChatRequest;
using seo::sdk::Result;

constexpr const char* kNote =
    "No LLM is configured on this server; this is a placeholder, not model output.";

ChatRequest request(bool json_answer, const std::string& topic = "shoes") {
  ChatRequest r;
  r.messages = {{"system", "Answer in JSON."}, {"user", "Suggest terms for \"" + topic + "\""}};
  r.json_answer = json_answer;
  return r;
}

TEST(OfflineLlmTest, JsonAnswerIsAnObjectMarkedAsEstimate) {
  OfflineLlm llm;
  Result<ChatAnswer> answer = llm.complete(request(true));
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  rapidjson::Document doc;
  doc.Parse(answer.value().content.c_str());
  ASSERT_FALSE(doc.HasParseError()) << answer.value().content;
  ASSERT_TRUE(doc.IsObject());
  ASSERT_TRUE(doc.HasMember("estimate") && doc["estimate"].IsBool());
  EXPECT_TRUE(doc["estimate"].GetBool());
  ASSERT_TRUE(doc.HasMember("source") && doc["source"].IsString());
  EXPECT_STREQ(doc["source"].GetString(), "offline-estimate");
  ASSERT_TRUE(doc.HasMember("note") && doc["note"].IsString());
  EXPECT_STREQ(doc["note"].GetString(), kNote);
  EXPECT_EQ(doc.MemberCount(), 3u);
}

TEST(OfflineLlmTest, PlainAnswerIsTheNote) {
  OfflineLlm llm;
  Result<ChatAnswer> answer = llm.complete(request(false));
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().content, kNote);
}

TEST(OfflineLlmTest, SaysItIsAnEstimateAndUsesNothing) {
  OfflineLlm llm;
  for (bool json_answer : {true, false}) {
    Result<ChatAnswer> answer = llm.complete(request(json_answer));
    ASSERT_TRUE(answer.isOk()) << answer.status().message();
    const ChatAnswer& a = answer.value();
    EXPECT_TRUE(a.estimate);
    EXPECT_EQ(a.source, "offline-estimate");
    EXPECT_EQ(a.model, "offline");
    EXPECT_EQ(a.finish_reason, "stop");
    EXPECT_EQ(a.usage.prompt_tokens, 0);
    EXPECT_EQ(a.usage.completion_tokens, 0);
    EXPECT_EQ(a.usage.total_tokens, 0);
  }
}

TEST(OfflineLlmTest, IsDeterministic) {
  OfflineLlm first;
  OfflineLlm second;
  for (bool json_answer : {true, false}) {
    Result<ChatAnswer> a = first.complete(request(json_answer, "shoes"));
    Result<ChatAnswer> b = second.complete(request(json_answer, "shoes"));
    Result<ChatAnswer> c = first.complete(request(json_answer, "boots"));
    ASSERT_TRUE(a.isOk() && b.isOk() && c.isOk());
    EXPECT_EQ(a.value().content, b.value().content);
    // It asks no model, so what was asked changes nothing.
    EXPECT_EQ(a.value().content, c.value().content);
  }
}

TEST(OfflineLlmTest, AnswersARequestWithoutMessages) {
  OfflineLlm llm;
  Result<ChatAnswer> answer = llm.complete(ChatRequest{});
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_TRUE(answer.value().estimate);
}

}  // namespace
}  // namespace seo::core
