#include "core/providers/providers.h"

#include "core/providers/chat_completions_client.h"
#include "core/providers/dataforseo_client.h"
#include "core/providers/dataforseo_serp.h"
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

}  // namespace

Providers::Providers(const ProvidersConfig& config) : http_(providerOutbound()) {
  if (config.llm.base_url.empty()) {
    llm_ = std::make_unique<OfflineLlm>();
    description_ = "llm=offline-estimate";
  } else {
    llm_ = std::make_unique<ChatCompletionsClient>(config.llm, http_);
    llm_configured_ = true;
    description_ = "llm=openai-compatible(" + config.llm.model + " at " + config.llm.base_url + ")";
  }
  if (config.dataforseo.login.empty()) {
    term_metrics_ = std::make_unique<OfflineTermMetrics>();
    serp_ = std::make_unique<OfflineSerp>();
    description_ += " term_metrics=offline-estimate serp=offline";
  } else {
    term_metrics_ = std::make_unique<DataForSeoClient>(config.dataforseo, http_);
    serp_ = std::make_unique<DataForSeoSerp>(config.dataforseo, http_);
    description_ += " term_metrics=dataforseo(" + config.dataforseo.base_url + ") serp=dataforseo";
  }
}

}  // namespace seo::core
