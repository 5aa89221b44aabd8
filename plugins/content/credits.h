// What the content module spends (spec, "Limits"): `ai_credits` by tokens, metered by the host
// on every model answer (Models::ask) — the outline POST /articles drafts when none is
// given, and each step of generation. Nothing is spent when no model is configured (the offline
// stand-in writes a labelled draft), nor for a plan that brings its own outline.
#pragma once

namespace seo::plugins::content {

inline constexpr const char* kAiCredits = "ai_credits";

}  // namespace seo::plugins::content
