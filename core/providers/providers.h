// The configured providers: for each outside service, its real client when the operator
// configured it, else its offline stand-in. Built once at start-up; thread-safe.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/config.h"
#include "core/providers/chat_completions_client.h"
#include "core/providers/outbound_http.h"
#include "seo/sdk/llm.h"
#include "seo/sdk/serp.h"
#include "seo/sdk/serp_queue.h"
#include "seo/sdk/term_metrics.h"

namespace seo::core {

class Providers {
 public:
  explicit Providers(const ProvidersConfig& config);
  seo::sdk::Llm& llm() { return *llm_; }
  seo::sdk::TermMetrics& termMetrics() { return *term_metrics_; }
  seo::sdk::Serp& serp() { return *serp_; }
  seo::sdk::SerpQueue& serpQueue() { return *serp_queue_; }
  // A named endpoint (providers.llm_endpoints, and "default" for a configured providers.llm).
  struct NamedLlm {
    seo::sdk::LlmEndpoint endpoint;
    std::unique_ptr<ChatCompletionsClient> client;
  };
  const std::vector<NamedLlm>& namedLlms() const { return named_llms_; }
  // The endpoint called `name`, or null.
  const NamedLlm* findNamedLlm(std::string_view name) const;
  // False while the LLM is the offline stand-in (which spends nothing).
  bool llmConfigured() const { return llm_configured_; }
  // One line for the start-up log, e.g. "llm=openai-compatible(gpt-4o-mini) terms=offline".
  const std::string& description() const { return description_; }

 private:
  // Provider addresses are the operator's own, so private and loopback targets are allowed.
  OutboundHttp http_;
  std::unique_ptr<seo::sdk::Llm> llm_;
  std::unique_ptr<seo::sdk::TermMetrics> term_metrics_;
  std::unique_ptr<seo::sdk::Serp> serp_;
  std::unique_ptr<seo::sdk::SerpQueue> serp_queue_;
  std::vector<NamedLlm> named_llms_;
  std::string description_;
  bool llm_configured_ = false;
};

}  // namespace seo::core
