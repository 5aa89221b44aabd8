// What the module spends: the tokens of every model answer (each check, and the judge's
// verdict on it), from ai_credits, through Host::models().
#pragma once

namespace seo::plugins::ai_visibility {

inline constexpr const char* kAiCredits = "ai_credits";

}  // namespace seo::plugins::ai_visibility
