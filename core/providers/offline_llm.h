// The LLM stand-in used while no model is configured: asks nothing, spends nothing, and answers
// a deterministic note marked `estimate: true` so no caller mistakes it for model output.
#pragma once

#include "seo/sdk/llm.h"

namespace seo::core {

class OfflineLlm : public seo::sdk::Llm {
 public:
  seo::sdk::Result<seo::sdk::ChatAnswer> complete(const seo::sdk::ChatRequest& request) override;
};

}  // namespace seo::core
