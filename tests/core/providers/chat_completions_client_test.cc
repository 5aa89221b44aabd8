#include "core/providers/chat_completions_client.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include <rapidjson/document.h>

#include "core/providers/outbound_http.h"
#include "tests/testing/peer_process.h"

namespace seo::core {
namespace {

using seo::sdk::ChatAnswer;
using seo::sdk::ChatRequest;
using seo::sdk::Code;
using seo::sdk::OutboundRequest;
using seo::sdk::OutboundResponse;
using seo::sdk::Result;
using seo::sdk::Status;

constexpr const char* kKey = "sk-test-0123456789-secret";

// A system message asking for JSON and a user message quoting one seed: 3 + 4 words.
ChatRequest termsRequest() {
  ChatRequest request;
  request.messages = {{"system", "Answer in JSON."}, {"user", "Suggest terms for \"shoes\""}};
  return request;
}

std::string str(const rapidjson::Value& v) {
  return v.IsString() ? v.GetString() : "<not a string>";
}

// The client against tests/peers/llm_peer.py, over core's real libcurl client.
class ChatCompletionsClientTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    ASSERT_TRUE(peer_.start(&error)) << error;
  }

  LlmConfig config() {
    LlmConfig c;
    c.base_url = peer_.url();
    c.api_key = kKey;
    c.model = "gpt-test";
    c.timeout_ms = 10000;
    return c;
  }

  Result<ChatAnswer> ask(const LlmConfig& c, const ChatRequest& request) {
    ChatCompletionsClient client(c, http_);
    return client.complete(request);
  }

  void setMode(const std::string& mode, const char* content = nullptr) {
    std::string error;
    ASSERT_TRUE(peer_.control(seo::tests::llmControl(mode, content), &error)) << error;
  }

  // What the peer received, oldest first.
  rapidjson::Document requests() {
    rapidjson::Document seen;
    std::string error;
    EXPECT_TRUE(peer_.requests(&seen, &error)) << error;
    return seen;
  }

  // An error from `ask` with `code`, naming the provider and never the key.
  void expectError(const Result<ChatAnswer>& answer, Code code, const std::string& needle) {
    ASSERT_FALSE(answer.isOk());
    const Status& s = answer.status();
    EXPECT_EQ(s.code(), code) << s.message();
    EXPECT_NE(s.message().find(needle), std::string::npos) << s.message();
    EXPECT_NE(s.message().find("The LLM provider"), std::string::npos) << s.message();
    EXPECT_EQ(s.message().find("127.0.0.1"), std::string::npos) << s.message();
    EXPECT_EQ(s.message().find(kKey), std::string::npos) << s.message();
  }

  static OutboundConfig privateAllowed() {
    OutboundConfig c;
    c.allow_private_addresses = true;
    return c;
  }
  OutboundHttp http_{privateAllowed()};
  seo::tests::PeerProcess peer_{"llm_peer.py", {"--key", kKey}};
};

TEST_F(ChatCompletionsClientTest, SendsTheOpenAiRequest) {
  ChatRequest request = termsRequest();
  request.temperature = 0.25;
  request.max_tokens = 300;
  Result<ChatAnswer> answer = ask(config(), request);
  ASSERT_TRUE(answer.isOk()) << answer.status().message();

  rapidjson::Document seen = requests();
  ASSERT_EQ(seen.Size(), 1u);
  const rapidjson::Value& r = seen[0];
  EXPECT_EQ(str(r["path"]), "/v1/chat/completions");
  EXPECT_EQ(str(r["headers"]["authorization"]), std::string("Bearer ") + kKey);
  EXPECT_EQ(str(r["headers"]["content-type"]), "application/json");
  const rapidjson::Value& body = r["body"];
  ASSERT_TRUE(body.IsObject());
  EXPECT_EQ(str(body["model"]), "gpt-test");
  ASSERT_TRUE(body["messages"].IsArray());
  ASSERT_EQ(body["messages"].Size(), 2u);
  EXPECT_EQ(str(body["messages"][0]["role"]), "system");
  EXPECT_EQ(str(body["messages"][0]["content"]), "Answer in JSON.");
  EXPECT_EQ(str(body["messages"][1]["role"]), "user");
  EXPECT_EQ(str(body["messages"][1]["content"]), "Suggest terms for \"shoes\"");
  ASSERT_TRUE(body["temperature"].IsNumber());
  EXPECT_DOUBLE_EQ(body["temperature"].GetDouble(), 0.25);
  ASSERT_TRUE(body.HasMember("response_format"));
  EXPECT_EQ(str(body["response_format"]["type"]), "json_object");
  ASSERT_TRUE(body.HasMember("max_tokens"));
  EXPECT_EQ(body["max_tokens"].GetInt(), 300);
}

TEST_F(ChatCompletionsClientTest, PlainRequestHasNoResponseFormatNorMaxTokens) {
  ChatRequest request;
  request.messages = {{"user", "Say hello to \"shoes\""}};
  request.json_answer = false;
  Result<ChatAnswer> answer = ask(config(), request);
  ASSERT_TRUE(answer.isOk()) << answer.status().message();

  rapidjson::Document seen = requests();
  ASSERT_EQ(seen.Size(), 1u);
  const rapidjson::Value& body = seen[0]["body"];
  ASSERT_TRUE(body.IsObject());
  EXPECT_FALSE(body.HasMember("response_format"));
  EXPECT_FALSE(body.HasMember("max_tokens"));
  ASSERT_TRUE(body.HasMember("temperature"));
  EXPECT_DOUBLE_EQ(body["temperature"].GetDouble(), 0.0);
  EXPECT_EQ(answer.value().content, "Here are some ideas about shoes.");
  EXPECT_EQ(answer.value().finish_reason, "stop");
}

TEST_F(ChatCompletionsClientTest, ParsesTheAnswerAndItsUsage) {
  Result<ChatAnswer> answer = ask(config(), termsRequest());
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  const ChatAnswer& a = answer.value();
  rapidjson::Document content;
  content.Parse(a.content.c_str());
  ASSERT_FALSE(content.HasParseError()) << a.content;
  ASSERT_TRUE(content.IsObject() && content["terms"].IsArray()) << a.content;
  ASSERT_EQ(content["terms"].Size(), 5u);
  EXPECT_EQ(str(content["terms"][0]), "best shoes");
  EXPECT_EQ(str(content["terms"][4]), "shoes vs alternatives");
  EXPECT_EQ(a.finish_reason, "stop");
  // The peer counts words: 7 in the messages, 15 in its JSON answer.
  EXPECT_EQ(a.usage.prompt_tokens, 7);
  EXPECT_EQ(a.usage.completion_tokens, 15);
  EXPECT_EQ(a.usage.total_tokens, 22);
  EXPECT_EQ(a.model, "gpt-test");
  EXPECT_EQ(a.source, "openai-compatible");
  EXPECT_FALSE(a.estimate);
}

TEST_F(ChatCompletionsClientTest, ForcedContentIsReturnedAsIs) {
  setMode("ok", R"({"terms": ["a"]})");
  Result<ChatAnswer> answer = ask(config(), termsRequest());
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().content, R"({"terms": ["a"]})");
  EXPECT_EQ(answer.value().usage.completion_tokens, 2);
  EXPECT_EQ(answer.value().usage.total_tokens, 9);
}

TEST_F(ChatCompletionsClientTest, EmptyKeySendsNoAuthorizationHeader) {
  LlmConfig c = config();
  c.api_key = "";
  Result<ChatAnswer> answer = ask(c, termsRequest());
  // This peer wants a key, so it refuses; an Ollama would have answered.
  expectError(answer, Code::BadGateway, "Incorrect API key provided");
  rapidjson::Document seen = requests();
  ASSERT_EQ(seen.Size(), 1u);
  EXPECT_FALSE(seen[0]["headers"].HasMember("authorization"));
}

TEST_F(ChatCompletionsClientTest, WrongKeyIsBadGatewayWithTheProvidersMessage) {
  LlmConfig c = config();
  c.api_key = "sk-wrong-key-42";
  Result<ChatAnswer> answer = ask(c, termsRequest());
  expectError(answer, Code::BadGateway, "Incorrect API key provided");
  EXPECT_NE(answer.status().message().find("401"), std::string::npos);
  EXPECT_EQ(answer.status().message().find("sk-wrong-key-42"), std::string::npos);
}

TEST_F(ChatCompletionsClientTest, RateLimitIsUnavailable) {
  setMode("rate_limit");
  expectError(ask(config(), termsRequest()), Code::Unavailable, "429");
}

TEST_F(ChatCompletionsClientTest, ServerErrorIsUnavailable) {
  setMode("server_error");
  expectError(ask(config(), termsRequest()), Code::Unavailable, "500");
}

TEST_F(ChatCompletionsClientTest, UnknownModelIsBadGateway) {
  setMode("bad_model");
  Result<ChatAnswer> answer = ask(config(), termsRequest());
  expectError(answer, Code::BadGateway, "The model `gpt-test` does not exist");
  EXPECT_NE(answer.status().message().find("404"), std::string::npos);
}

TEST_F(ChatCompletionsClientTest, RefusedRequestIsBadGateway) {
  ChatRequest no_messages;
  expectError(ask(config(), no_messages), Code::BadGateway,
              "Missing required parameter: 'messages'.");
  // json_object mode without the word JSON in a message: OpenAI refuses it with a 400.
  ChatRequest no_json_word;
  no_json_word.messages = {{"user", "Suggest terms"}};
  expectError(ask(config(), no_json_word), Code::BadGateway, "400");
}

TEST_F(ChatCompletionsClientTest, TruncatedAnswerIsBadGateway) {
  setMode("truncated");
  expectError(ask(config(), termsRequest()), Code::BadGateway, "truncated");
}

TEST_F(ChatCompletionsClientTest, ProseWhenJsonWasAskedIsBadGateway) {
  setMode("not_json");
  expectError(ask(config(), termsRequest()), Code::BadGateway, "not a JSON object");
  // The same prose is a fine answer to a plain request.
  ChatRequest plain = termsRequest();
  plain.json_answer = false;
  Result<ChatAnswer> answer = ask(config(), plain);
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().content, "Sure! Here are some ideas");
}

TEST_F(ChatCompletionsClientTest, JsonThatIsNotAnObjectIsBadGateway) {
  setMode("ok", R"(["best shoes"])");
  expectError(ask(config(), termsRequest()), Code::BadGateway, "not a JSON object");
}

TEST_F(ChatCompletionsClientTest, SlowAnswerTimesOutAsUnavailable) {
  setMode("slow");
  LlmConfig c = config();
  c.timeout_ms = 500;
  auto started = std::chrono::steady_clock::now();
  Result<ChatAnswer> answer = ask(c, termsRequest());
  auto took = std::chrono::steady_clock::now() - started;
  expectError(answer, Code::Unavailable, "The LLM provider did not answer in time");
  EXPECT_LT(took, std::chrono::seconds(4));  // the peer sleeps 5 s: the time-out cut it short
}

TEST_F(ChatCompletionsClientTest, UnreachableServerIsUnavailable) {
  LlmConfig c = config();
  c.base_url = "http://127.0.0.1:1";  // nothing listens on tcpmux
  expectError(ask(c, termsRequest()), Code::Unavailable, "The LLM provider could not be reached");
}

TEST_F(ChatCompletionsClientTest, BaseUrlMayEndWithASlashOrV1) {
  for (const char* suffix : {"/", "/v1", "/v1/"}) {
    LlmConfig c = config();
    c.base_url = peer_.url(suffix);
    Result<ChatAnswer> answer = ask(c, termsRequest());
    EXPECT_TRUE(answer.isOk()) << suffix << ": " << answer.status().message();
  }
  rapidjson::Document seen = requests();
  ASSERT_EQ(seen.Size(), 3u);
  for (const rapidjson::Value& r : seen.GetArray()) {
    EXPECT_EQ(str(r["path"]), "/v1/chat/completions");
  }
}

// Answers the peer cannot give: a fixed response for every request.
class CannedHttp : public seo::sdk::HttpClient {
 public:
  CannedHttp(int status, std::string body) : status_(status), body_(std::move(body)) {}
  Result<OutboundResponse> send(const OutboundRequest&) override {
    OutboundResponse response;
    response.status = status_;
    response.body = body_;
    return response;
  }

 private:
  int status_;
  std::string body_;
};

Result<ChatAnswer> askCanned(int status, const std::string& body) {
  CannedHttp http(status, body);
  LlmConfig c;
  c.base_url = "http://llm.example";
  c.api_key = kKey;
  ChatCompletionsClient client(c, http);
  return client.complete(termsRequest());
}

TEST(ChatCompletionsClientShapeTest, UnusableBodiesAreBadGateway) {
  EXPECT_EQ(askCanned(200, "<html>hello</html>").status().code(), Code::BadGateway);
  EXPECT_EQ(askCanned(200, "[]").status().code(), Code::BadGateway);
  EXPECT_EQ(askCanned(200, R"({"object":"chat.completion","choices":[]})").status().code(),
            Code::BadGateway);
  EXPECT_EQ(askCanned(200, R"({"choices":[{"message":{"content":null}}]})").status().code(),
            Code::BadGateway);
  EXPECT_EQ(askCanned(403, "<html>Forbidden</html>").status().code(), Code::BadGateway);
  // A proxy's HTML error page in front of a model server that is down.
  EXPECT_EQ(askCanned(502, "<html>Bad Gateway</html>").status().code(), Code::Unavailable);
}

TEST(ChatCompletionsClientShapeTest, MissingUsageIsZeroAndTotalIsSummedWhenAbsent) {
  Result<ChatAnswer> bare = askCanned(200, R"({"choices":[{"message":{"content":"{}"}}]})");
  ASSERT_TRUE(bare.isOk()) << bare.status().message();
  EXPECT_EQ(bare.value().usage.total_tokens, 0);
  EXPECT_EQ(bare.value().model, "gpt-4o-mini");  // the configured one when none is named
  Result<ChatAnswer> partial = askCanned(
      200, R"({"model":"m","choices":[{"message":{"content":"{}"},"finish_reason":"stop"}],)"
           R"("usage":{"prompt_tokens":4,"completion_tokens":3}})");
  ASSERT_TRUE(partial.isOk()) << partial.status().message();
  EXPECT_EQ(partial.value().usage.total_tokens, 7);
  EXPECT_EQ(partial.value().model, "m");
}

TEST(ChatCompletionsClientShapeTest, AnEchoedKeyIsRedacted) {
  Result<ChatAnswer> answer = askCanned(
      401, std::string(R"({"error":{"message":"Incorrect API key provided: )") + kKey +
               R"(","type":"invalid_request_error","param":null,"code":"invalid_api_key"}})");
  ASSERT_EQ(answer.status().code(), Code::BadGateway);
  EXPECT_EQ(answer.status().message().find(kKey), std::string::npos) << answer.status().message();
  EXPECT_NE(answer.status().message().find("Incorrect API key provided"), std::string::npos);
}

TEST(ChatCompletionsClientShapeTest, CitationsBesideTheTextAreCollected) {
  // OpenAI's search models: message.annotations url_citation; Perplexity: citations and
  // search_results. Anything but an http(s) URL is left out.
  CannedHttp http(200, R"j({"model": "m", "choices": [{"message": {"content": "See the sources.",
      "annotations": [{"type": "url_citation", "url_citation": {"url": "https://a.example/x"}},
                      {"type": "url_citation", "url_citation": {"url": "javascript:alert(1)"}},
                      {"type": "other"}]}, "finish_reason": "stop"}],
      "citations": ["https://b.example/", 7],
      "search_results": [{"url": "http://c.example/y", "title": "C"}, {"title": "no url"}]})j");
  LlmConfig c;
  c.base_url = "http://llm.example";
  c.model = "configured";
  ChatCompletionsClient client(c, http);
  ChatRequest plain;
  plain.json_answer = false;
  plain.messages = {{"user", "Which CRM?"}};
  std::vector<std::string> citations;
  Result<ChatAnswer> answer = client.completeWith("asked-model", plain, &citations);
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().content, "See the sources.");
  EXPECT_EQ(citations, (std::vector<std::string>{"https://a.example/x", "https://b.example/",
                                                 "http://c.example/y"}));
}

TEST_F(ChatCompletionsClientTest, CompleteWithAsksTheNamedModel) {
  ChatCompletionsClient client(config(), http_);
  ChatRequest plain;
  plain.json_answer = false;
  plain.messages = {{"user", "Which CRM?"}};
  Result<ChatAnswer> answer = client.completeWith("other-model", plain, nullptr);
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().model, "other-model");
  rapidjson::Document seen = requests();
  ASSERT_EQ(seen.Size(), 1u);
  EXPECT_EQ(str(seen[0]["body"]["model"]), "other-model");
}

}  // namespace
}  // namespace seo::core
