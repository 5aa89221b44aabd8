// The metrics of a tracked brand from its counts (PROVIDERS.md, "AI visibility metrics"), each
// with its sample count and 95% interval, as the API shows them. Percentages are 0..100,
// rounded to two decimals; a figure with no sample is null.
//
//   mention_rate     answers naming the brand / answers (brand visibility)
//   share_of_voice   answers naming it / answers naming any tracked brand, counted per brand
//                    (a brand counts once per answer, as in the mention rate)
//   average_position mean rank of its first mention among the tracked brands named (1 = first)
//   citation_share   answers citing its domain / answers (source visibility)
//   citation_rate    answers citing its domain / answers citing anything
//   sentiment        (positive + 0.5 x neutral) / judged mentions, 0..100; mentions no judge
//                    read are counted as unknown and left out
//   stability        flip_rate: the chance two samples of one prompt (run x model x language)
//                    disagree on whether the brand is named; stability = 100 - flip_rate
#pragma once

#include <rapidjson/document.h>

#include <cstdint>

#include "plugins/ai_visibility/daily_figures.h"

namespace seo::plugins::ai_visibility {

// How much of a figure set: all of it, or the headline figures a daily trend shows (answers,
// mention rate, share of voice, average position, citation share, sentiment's value), which
// keeps a year of days per brand a few hundred kilobytes smaller.
enum class Detail { kFull, kHeadline };

// `tally`'s metrics; `all_mentions` is the sum of `mentioned` over every tracked brand in the
// same answers (share of voice's denominator).
rapidjson::Value figuresJson(const Tally& tally, std::int64_t all_mentions,
                             rapidjson::Document::AllocatorType& a, Detail detail = Detail::kFull);

// A rate in percent with its Wilson interval: {value, ci_low, ci_high, count, samples}.
rapidjson::Value rateJson(std::int64_t count, std::int64_t samples,
                          rapidjson::Document::AllocatorType& a);

// `value` rounded to two decimals.
double rounded(double value);

}  // namespace seo::plugins::ai_visibility
