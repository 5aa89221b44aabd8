// GET /prompt-research/suggestions: prompts worth researching for a website, drawn from its
// keywords (the keywords module's planning candidates: active keywords by volume and
// difficulty). The configured LLM words them as a user would ask an assistant; without one, an
// offline template does, and the answer says so (`source: offline-template`).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/plugin.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::ai_visibility {

// Who worded the suggestions: the configured model, or the offline template.
inline constexpr std::string_view kModelSource = "llm";
inline constexpr std::string_view kTemplateSource = "offline-template";
inline constexpr seo::sdk::Choices kSuggestionSources{kModelSource, kTemplateSource};

// GET /prompt-research/suggestions's `limit`: by default and at most.
inline constexpr std::int64_t kDefaultSuggestions = 10;
inline constexpr std::int64_t kMaxSuggestions = 20;

struct PromptSuggestion {
  std::string prompt;
  std::string keyword;
};

// The offline stand-in: one question per keyword, from a fixed template.
std::vector<PromptSuggestion> templatePrompts(const std::vector<std::string>& keywords);
// The model's {"prompts": [{"prompt", "keyword"}]} read; prompts of 1..300 characters, at
// most `limit`. BadGateway when there is none.
seo::sdk::Result<std::vector<PromptSuggestion>> readSuggestedPrompts(const std::string& content,
                                                                     std::size_t limit);

seo::sdk::Result<seo::sdk::Response> onPromptSuggestions(seo::sdk::RequestContext& ctx);

// Registers GET /prompt-research/suggestions.
void registerPromptSuggestions(seo::sdk::Registrar& r);

}  // namespace seo::plugins::ai_visibility
