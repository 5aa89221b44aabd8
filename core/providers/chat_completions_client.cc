#include "core/providers/chat_completions_client.h"
#include "seo/sdk/util/json_member.h"
#include "seo/sdk/util/peer_failure.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <utility>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

namespace seo::core {

using seo::sdk::ChatAnswer;
using seo::sdk::ChatRequest;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::member;

namespace {

// Operators write the base as OpenAI documents it (https://api.openai.com) or as Ollama
// documents it (http://localhost:11434/v1); both mean the same endpoint.
std::string endpointOf(std::string base) {
  while (!base.empty() && base.back() == '/') base.pop_back();
  const std::string v1 = "/v1";
  if (base.size() >= v1.size() && base.compare(base.size() - v1.size(), v1.size(), v1) == 0) {
    base.resize(base.size() - v1.size());
  }
  return base + "/v1/chat/completions";
}

void writeString(rapidjson::Writer<rapidjson::StringBuffer>& w, const std::string& s) {
  w.String(s.data(), static_cast<rapidjson::SizeType>(s.size()));
}

std::string requestBody(const std::string& model, const ChatRequest& request) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  w.StartObject();
  w.Key("model");
  writeString(w, model);
  w.Key("messages");
  w.StartArray();
  for (const seo::sdk::ChatMessage& m : request.messages) {
    w.StartObject();
    w.Key("role");
    writeString(w, m.role);
    w.Key("content");
    writeString(w, m.content);
    w.EndObject();
  }
  w.EndArray();
  w.Key("temperature");
  w.Double(request.temperature);
  // Servers that lack json_object mode refuse the field, so it is sent only when wanted.
  if (request.json_answer) {
    w.Key("response_format");
    w.StartObject();
    w.Key("type");
    w.String("json_object");
    w.EndObject();
  }
  if (request.max_tokens > 0) {
    w.Key("max_tokens");
    w.Int(request.max_tokens);
  }
  w.EndObject();
  return std::string(buf.GetString(), buf.GetSize());
}

// A provider may echo what it was sent; the key must never reach a log or an API caller.
std::string redact(std::string text, const std::string& secret) {
  if (secret.empty()) return text;
  const std::string mask = "[redacted]";
  for (std::size_t at = text.find(secret); at != std::string::npos;
       at = text.find(secret, at + mask.size())) {
    text.replace(at, secret.size(), mask);
  }
  return text;
}

// The provider's own words from the OpenAI error shape {"error": {"message": ...}}, else "".
std::string providerMessage(const rapidjson::Document& doc) {
  if (!doc.IsObject()) return "";
  auto error = doc.FindMember("error");
  if (error == doc.MemberEnd()) return "";
  if (error->value.IsString()) return error->value.GetString();  // llama.cpp's older shape
  if (!error->value.IsObject()) return "";
  auto message = error->value.FindMember("message");
  if (message == error->value.MemberEnd() || !message->value.IsString()) return "";
  return message->value.GetString();
}

std::int64_t tokenCount(const rapidjson::Value& usage, const char* name) {
  auto it = usage.FindMember(name);
  bool usable = it != usage.MemberEnd() && it->value.IsInt64() && it->value.GetInt64() > 0;
  return usable ? it->value.GetInt64() : 0;
}

// A cited URL as the provider gave it, if it is one worth keeping.
void addCitation(const rapidjson::Value& url, std::vector<std::string>& out) {
  constexpr std::size_t kMaxCitations = 100;
  constexpr rapidjson::SizeType kMaxUrl = 2048;
  if (!url.IsString() || url.GetStringLength() > kMaxUrl || out.size() >= kMaxCitations) return;
  std::string text(url.GetString(), url.GetStringLength());
  if (text.rfind("http://", 0) == 0 || text.rfind("https://", 0) == 0) out.push_back(text);
}

// Web-search-grounded endpoints cite their sources beside the text: OpenAI in
// choices[0].message.annotations[] {type: url_citation, url_citation: {url}}, Perplexity in
// citations[] (URLs) and search_results[] {url}.
void collectCitations(const rapidjson::Document& doc, const rapidjson::Value& message,
                      std::vector<std::string>& out) {
  if (const rapidjson::Value* notes = member(message, "annotations"); notes && notes->IsArray()) {
    for (const rapidjson::Value& note : notes->GetArray()) {
      const rapidjson::Value* cited = member(note, "url_citation");
      if (cited != nullptr) {
        if (const rapidjson::Value* url = member(*cited, "url"); url) addCitation(*url, out);
      }
    }
  }
  if (const rapidjson::Value* list = member(doc, "citations"); list && list->IsArray()) {
    for (const rapidjson::Value& url : list->GetArray()) addCitation(url, out);
  }
  if (const rapidjson::Value* list = member(doc, "search_results"); list && list->IsArray()) {
    for (const rapidjson::Value& result : list->GetArray()) {
      if (const rapidjson::Value* url = member(result, "url"); url) addCitation(*url, out);
    }
  }
}

}  // namespace

Result<ChatAnswer> ChatCompletionsClient::complete(const ChatRequest& request) {
  return completeWith(config_.model, request, nullptr);
}

Result<ChatAnswer> ChatCompletionsClient::completeWith(const std::string& model,
                                                       const ChatRequest& request,
                                                       std::vector<std::string>* citations) {
  const std::string who = label_.empty() ? "The LLM provider" : label_;
  // RapidJSON writes no NaN or infinity, so such a request is a caller's bug, not a JSON body.
  if (!std::isfinite(request.temperature)) {
    return Status::internal("chat request temperature is not a finite number");
  }
  seo::sdk::OutboundRequest outbound;
  outbound.method = "POST";
  outbound.url = endpointOf(config_.base_url);
  if (!config_.api_key.empty()) {  // Ollama and llama-server need none
    outbound.headers.emplace_back("Authorization", "Bearer " + config_.api_key);
  }
  outbound.headers.emplace_back("Content-Type", "application/json");
  outbound.body = requestBody(model, request);
  outbound.timeout_ms = config_.timeout_ms;

  Result<seo::sdk::OutboundResponse> sent = http_.send(outbound);
  if (!sent.isOk()) {
    Status told = seo::sdk::peerFailure(sent.status(), who);
    if (told.code() == seo::sdk::Code::Unavailable) return told;
    if (told.code() == seo::sdk::Code::PayloadTooLarge) return Status::badGateway(told.message());
    // The operator's endpoint refused by the outbound policy: the address stays in the config.
    return Status::unavailable(who + "'s configured address may not be called (outbound policy)");
  }
  const seo::sdk::OutboundResponse& response = sent.value();

  rapidjson::Document doc;
  doc.Parse(response.body.data(), response.body.size());
  const bool parsed = !doc.HasParseError();
  std::string detail = parsed ? redact(providerMessage(doc), config_.api_key) : "";
  if (!detail.empty()) detail = ": " + detail;
  const std::string http_status = "HTTP " + std::to_string(response.status);
  // Rate limits and server faults pass; anything else the provider refused will be refused again.
  if (response.status == 429 || response.status >= 500) {
    return Status::unavailable(who + " is unavailable (" + http_status + detail + ")");
  }
  if (response.status < 200 || response.status >= 300) {
    return Status::badGateway(who + " refused the request (" + http_status + detail + ")");
  }
  if (!parsed || !doc.IsObject()) {
    return Status::badGateway(who + " answered with a body that is not a JSON object");
  }

  const rapidjson::Value* choices = member(doc, "choices");
  if (choices == nullptr || !choices->IsArray() || choices->Empty()) {
    return Status::badGateway(who + " answered without choices" + detail);
  }
  const rapidjson::Value& choice = (*choices)[0];
  const rapidjson::Value* message = member(choice, "message");
  const rapidjson::Value* content = message ? member(*message, "content") : nullptr;
  if (content == nullptr || !content->IsString()) {
    return Status::badGateway(who + " answered without choices[0].message.content");
  }

  ChatAnswer answer;
  answer.content.assign(content->GetString(), content->GetStringLength());
  const rapidjson::Value* finish = member(choice, "finish_reason");
  if (finish != nullptr && finish->IsString()) answer.finish_reason = finish->GetString();
  // A cut answer is half a JSON object or half a sentence: never a value.
  if (answer.finish_reason == "length") {
    return Status::badGateway(who +
                              " truncated its answer (finish_reason length); raise "
                              "max_tokens or shorten the request");
  }
  if (request.json_answer) {
    rapidjson::Document inner;
    inner.Parse(answer.content.data(), answer.content.size());
    if (inner.HasParseError() || !inner.IsObject()) {
      return Status::badGateway(who + " answered with content that is not a JSON object");
    }
  }

  if (const rapidjson::Value* usage = member(doc, "usage"); usage && usage->IsObject()) {
    answer.usage.prompt_tokens = tokenCount(*usage, "prompt_tokens");
    answer.usage.completion_tokens = tokenCount(*usage, "completion_tokens");
    answer.usage.total_tokens = tokenCount(*usage, "total_tokens");
    if (answer.usage.total_tokens == 0) {
      answer.usage.total_tokens = answer.usage.prompt_tokens + answer.usage.completion_tokens;
    }
  }
  const rapidjson::Value* answered = member(doc, "model");
  answer.model = answered && answered->IsString() ? answered->GetString() : model;
  if (citations != nullptr) collectCitations(doc, *message, *citations);
  answer.source = "openai-compatible";
  answer.estimate = false;
  return answer;
}

}  // namespace seo::core
