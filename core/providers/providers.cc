#include "core/providers/providers.h"

#include "core/providers/chat_completions_client.h"
#include "core/providers/dataforseo_client.h"
#include "core/providers/dataforseo_serp.h"
#include "core/providers/dataforseo_serp_queue.h"
#include "core/providers/offline_llm.h"
#include "core/providers/offline_term_metrics.h"

namespace seo::core {

namespace {

OutboundConfig providerOutbound() {
  OutboundConfig outbound;
  outbound.allow_private_addresses = true;
  outbound.max_response_bytes = 16 * 1024 * 1024;
  return outbound;
}

Providers::NamedLlm namedLlm(const std::string& name, LlmConfig config,
                             std::vector<std::string> models, bool web_search,
                             seo::sdk::HttpClient& http) {
  Providers::NamedLlm named;
  named.endpoint.name = name;
  named.endpoint.models = std::move(models);
  named.endpoint.collection = web_search ? "web_search" : "api";
  // Errors of named endpoints reach tenants (a module stores them): named, not by URL.
  named.client =
      std::make_unique<ChatCompletionsClient>(std::move(config), http, "LLM endpoint " + name);
  return named;
}

}  // namespace

const Providers::NamedLlm* Providers::findNamedLlm(std::string_view name) const {
  for (const NamedLlm& named : named_llms_) {
    if (named.endpoint.name == name) return &named;
  }
  return nullptr;
}

Providers::Providers(const ProvidersConfig& config) : http_(providerOutbound(), "providers") {
  if (config.llm.base_url.empty()) {
    llm_ = std::make_unique<OfflineLlm>();
    description_ = "llm=offline-estimate";
  } else {
    llm_ = std::make_unique<ChatCompletionsClient>(config.llm, http_);
    llm_configured_ = true;
    description_ = "llm=openai-compatible(" + config.llm.model + " at " + config.llm.base_url + ")";
  }
  for (const LlmEndpointConfig& e : config.llm_endpoints) {
    LlmConfig llm{e.base_url, e.api_key, e.models.front(), e.timeout_ms};
    named_llms_.push_back(namedLlm(e.name, std::move(llm), e.models, e.web_search, http_));
    description_ += " llm[" + e.name + "]=" + e.base_url;
  }
  if (llm_configured_) {
    named_llms_.push_back(namedLlm("default", config.llm, {config.llm.model}, false, http_));
  }
  if (config.dataforseo.login.empty()) {
    term_metrics_ = std::make_unique<OfflineTermMetrics>();
    serp_ = std::make_unique<OfflineSerp>();
    serp_queue_ = std::make_unique<OfflineSerpQueue>();
    description_ += " term_metrics=offline-estimate serp=offline";
  } else {
    term_metrics_ = std::make_unique<DataForSeoClient>(config.dataforseo, http_);
    serp_ = std::make_unique<DataForSeoSerp>(config.dataforseo, http_);
    serp_queue_ = std::make_unique<DataForSeoSerpQueue>(config.dataforseo, http_);
    description_ += " term_metrics=dataforseo(" + config.dataforseo.base_url + ") serp=dataforseo";
  }
}

}  // namespace seo::core
