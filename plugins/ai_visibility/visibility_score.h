// The consolidated visibility score of a website, 0..100, from its Brand Radar campaigns:
// GET /ai-visibility/score. The figures of every brand those campaigns track as the website's
// own (role "brand") are pooled, then combined (docs/ai-visibility.md, "AI visibility score"):
//
//   score = sum(w_i x c_i) / sum(w_i) over the components that have a sample
//   visibility      c = mention rate                       w = 0.35
//   share_of_voice  c = share of voice                     w = 0.25
//   position        c = 100 / average position (0 unnamed) w = 0.15
//   citations       c = citation share                     w = 0.15
//   sentiment       c = sentiment (only when judged)       w = 0.10
//
// With the components, the same score per model and per day (the trend).
#pragma once

#include "plugins/ai_visibility/daily_figures.h"
#include "seo/sdk/plugin.h"

namespace seo::plugins::ai_visibility {

struct ScoreParts {
  double score = 0;
  double visibility = 0;
  double share_of_voice = 0;
  double position = 0;
  double citations = 0;
  std::optional<double> sentiment;  // none when no mention was judged
};

// The score of the pooled own-brand counts `own`, with `all_mentions` the mentions of every
// tracked brand in the same answers; nullopt when there is no answer.
std::optional<ScoreParts> scoreOf(const Tally& own, std::int64_t all_mentions);

seo::sdk::Result<seo::sdk::Response> onVisibilityScore(seo::sdk::RequestContext& ctx);

// Registers GET /ai-visibility/score.
void registerVisibilityScore(seo::sdk::Registrar& r);

}  // namespace seo::plugins::ai_visibility
