// The real LLM: an OpenAI-compatible chat-completions client (OpenAI, Ollama, llama.cpp
// llama-server, vLLM), speaking POST {base_url}/v1/chat/completions with a Bearer key.
#pragma once

#include <string>
#include <vector>

#include "core/config/config.h"
#include "seo/sdk/http_client.h"
#include "seo/sdk/llm.h"

namespace seo::core {

class ChatCompletionsClient : public seo::sdk::Llm {
 public:
  // `http` must outlive the client. `label` names it in error messages ("LLM endpoint lab");
  // empty: "The LLM provider". Never its address: the messages reach tenants' answers.
  ChatCompletionsClient(LlmConfig config, seo::sdk::HttpClient& http, std::string label = "")
      : config_(std::move(config)), http_(http), label_(std::move(label)) {}
  seo::sdk::Result<seo::sdk::ChatAnswer> complete(const seo::sdk::ChatRequest& request) override;
  // Asks `model` instead of the configured one; the URLs the provider cited beside its text
  // (message.annotations url_citation, Perplexity's citations) are appended to `citations`.
  seo::sdk::Result<seo::sdk::ChatAnswer> completeWith(const std::string& model,
                                                      const seo::sdk::ChatRequest& request,
                                                      std::vector<std::string>* citations);

 private:
  LlmConfig config_;
  seo::sdk::HttpClient& http_;
  std::string label_;
};

}  // namespace seo::core
