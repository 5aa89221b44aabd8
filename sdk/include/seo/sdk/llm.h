// File: llm.h
// Chat completions from the host's large language models: the configured one (providers.llm), an
// OpenAI-compatible server (OpenAI, Ollama, llama.cpp server, vLLM) or, when the operator
// configures none, an offline stand-in whose answers say `estimate: true` and carry no model
// output; or a model of one of the operator's named endpoints (providers.llm_endpoints). A plugin
// asks through Host::models(), which meters the answer's tokens as `ai_credits`.
//
//   ChatRequest req;
//   req.messages = {{"system", "Answer in JSON."}, {"user", "Suggest titles for: " + topic}};
//   Result<ModelAnswer> asked = ctx.host->models().ask(organization_id, req, {});
//   if (asked.isOk() && !asked.value().answer.estimate) parse(asked.value().answer.content);
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

struct ChatMessage {
  std::string role;  // "system", "user" or "assistant"
  std::string content;
};

struct ChatRequest {
  std::vector<ChatMessage> messages;
  // Asks for a JSON object answer (response_format json_object). A message must then say "JSON".
  bool json_answer = true;
  double temperature = 0;
  int max_tokens = 0;  // 0: the model's default
};

// What a chat is priced at before it is asked (Credits::reserve, and the host's own
// reservation for every call): its prompt at one token per three bytes (no tokenizer counts
// fewer; ASCII text is nearer four), a few tokens per message, and the answer's max_tokens, or
// kAnswerTokensWhenUnbounded when the request sets none. Header-only, since 2.12.
inline constexpr std::int64_t kAnswerTokensWhenUnbounded = 1024;
inline std::int64_t estimatedTokens(const ChatRequest& request) {
  std::int64_t prompt = 0;
  for (const ChatMessage& m : request.messages) {
    prompt += static_cast<std::int64_t>(m.content.size()) / 3 + 8;
  }
  return prompt + (request.max_tokens > 0 ? request.max_tokens : kAnswerTokensWhenUnbounded);
}

struct ChatUsage {
  std::int64_t prompt_tokens = 0;
  std::int64_t completion_tokens = 0;
  std::int64_t total_tokens = 0;
};

struct ChatAnswer {
  std::string content;        // the model's message; a JSON object when json_answer was asked
  std::string finish_reason;  // "stop"; a truncated ("length") answer is an error, never a value
  ChatUsage usage;
  std::string model;          // the model that answered
  std::string source;         // "openai-compatible" or "offline-estimate"
  bool estimate = false;      // true for the offline stand-in: no model was asked
};

// One of the operator's named chat-completions endpoints (providers.llm_endpoints), as
// Models::endpoints lists it. Frozen since 2.7.
struct LlmEndpoint {
  std::string name;                 // the operator's name for it, e.g. "openai", "local-ollama"
  std::vector<std::string> models;  // the models it may be asked for
  // How its answers are collected: "api" (the plain chat-completions API) or "web_search" (the
  // endpoint grounds its answers in a web search, as search models and some gateways do).
  std::string collection;
};

// A model's answer (Models::ask), with where it came from. Frozen since 2.7.
struct ModelAnswer {
  ChatAnswer answer;
  std::string endpoint;    // LlmEndpoint::name; empty when the configured model answered
  std::string collection;  // LlmEndpoint::collection; empty when the configured model answered
  // URLs the endpoint returned beside the text (OpenAI's message.annotations url_citation,
  // Perplexity's citations); URLs written in the text itself are the caller's to find.
  std::vector<std::string> citations;
};

// Implemented by the host. Thread-safe.
class Llm {
 public:
  virtual ~Llm() = default;
  // Sends `request` and waits (bounded by the configured time-out). Errors: Unavailable (no
  // answer, time-out, rate limit, 5xx: retrying may help), BadGateway (the model answered with
  // an error or with unusable content, e.g. truncated or invalid JSON).
  virtual Result<ChatAnswer> complete(const ChatRequest& request) = 0;
};

// Which model answers a Models::ask, and what pays for it. Frozen since 2.20.
struct ModelChoice {
  // A name of Models::endpoints() and one of its models; both empty: the configured model
  // (providers.llm, or the offline stand-in).
  std::string endpoint;
  std::string model;
  // A reservation (Credits::reserve) to draw the answer's tokens from; empty: the call reserves
  // the request's estimate for itself.
  std::string reservation;
};

// The one way a plugin asks a model (Host::models(), since ABI 2.20; testing::FakeModels in
// tests). Thread-safe.
class Models {
 public:
  virtual ~Models() = default;
  // Asks the model `choice` names on behalf of `organization_id` and spends the answer's total
  // tokens from its `ai_credits`. Before asking, the request's estimatedTokens are reserved
  // (PaymentRequired when they do not fit and the organization has no metered billing), so
  // concurrent calls never spend more than the bucket holds; then settled at what the answer
  // used. With `choice.reservation` holding credits the model is asked without another check
  // and the tokens are drawn from it (beyond it, from the bucket); a reservation spent, settled
  // or unknown is no reservation. NotFound naming the endpoint or model when the operator has
  // not configured it; otherwise Llm::complete's errors. The offline stand-in spends nothing.
  // Outbound: from a job or a route that callsOutside(), never from a request thread.
  virtual Result<ModelAnswer> ask(std::string_view organization_id, const ChatRequest& request,
                                  const ModelChoice& choice) = 0;
  // The operator's named endpoints (providers.llm_endpoints, then "default" for providers.llm
  // when it has a base_url), in configuration order; empty when none is configured.
  virtual std::vector<LlmEndpoint> endpoints() = 0;
};

}  // namespace v2
}  // namespace seo::sdk
