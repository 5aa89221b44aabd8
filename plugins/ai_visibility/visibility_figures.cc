#include "plugins/ai_visibility/visibility_figures.h"

#include <algorithm>
#include <cmath>

#include "plugins/ai_visibility/visibility_stats.h"

namespace seo::plugins::ai_visibility {

namespace {

using Allocator = rapidjson::Document::AllocatorType;

rapidjson::Value percentOrNull(bool known, double fraction) {
  return known ? rapidjson::Value(rounded(100 * fraction)) : rapidjson::Value(rapidjson::kNullType);
}

rapidjson::Value meanJson(const MeanEstimate& m, double scale, double low_bound, double high_bound,
                          Allocator& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  const bool known = m.n > 0;
  auto bounded = [&](double x) {
    return known ? rapidjson::Value(rounded(std::clamp(x * scale, low_bound, high_bound)))
                 : rapidjson::Value(rapidjson::kNullType);
  };
  v.AddMember("value", bounded(m.mean), a);
  v.AddMember("ci_low", bounded(m.interval.low), a);
  v.AddMember("ci_high", bounded(m.interval.high), a);
  v.AddMember("samples", m.n, a);
  return v;
}

}  // namespace

double rounded(double value) { return std::round(value * 100) / 100; }

rapidjson::Value rateJson(std::int64_t count, std::int64_t samples, Allocator& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  const bool known = samples > 0;
  const Interval ci = wilsonInterval(count, samples);
  v.AddMember("value", percentOrNull(known, known ? double(count) / double(samples) : 0), a);
  v.AddMember("ci_low", percentOrNull(known, ci.low), a);
  v.AddMember("ci_high", percentOrNull(known, ci.high), a);
  v.AddMember("count", count, a);
  v.AddMember("samples", samples, a);
  return v;
}

rapidjson::Value figuresJson(const Tally& t, std::int64_t all_mentions, Allocator& a,
                             Detail detail) {
  const bool full = detail == Detail::kFull;
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("answers", t.answers, a);
  if (full) v.AddMember("mentions", t.mention_count, a);
  v.AddMember("mention_rate", rateJson(t.mentioned, t.answers, a), a);
  v.AddMember("share_of_voice", rateJson(t.mentioned, all_mentions, a), a);
  // Positions run from 1 up: the interval is clamped at 1.
  v.AddMember(
      "average_position",
      meanJson(meanEstimate(double(t.position_sum), double(t.position_squares), t.mentioned), 1, 1,
               1e9, a),
      a);
  v.AddMember("citation_share", rateJson(t.cited, t.answers, a), a);
  if (full) v.AddMember("citation_rate", rateJson(t.cited, t.with_citations, a), a);

  // Sentiment as a mean of scores 1 (positive), 0.5 (neutral), 0 (negative).
  const double score_sum = double(t.positive) + 0.5 * double(t.neutral);
  const double score_squares = double(t.positive) + 0.25 * double(t.neutral);
  rapidjson::Value sentiment =
      meanJson(meanEstimate(score_sum, score_squares, t.judged()), 100, 0, 100, a);
  if (!full) {
    v.AddMember("sentiment", sentiment, a);
    return v;
  }
  sentiment.AddMember("positive", t.positive, a);
  sentiment.AddMember("neutral", t.neutral, a);
  sentiment.AddMember("negative", t.negative, a);
  sentiment.AddMember("unknown", t.mentioned - t.judged(), a);
  v.AddMember("sentiment", sentiment, a);

  rapidjson::Value stability(rapidjson::kObjectType);
  const bool known = t.pairs > 0;
  const double flip = known ? double(t.flip_pairs) / double(t.pairs) : 0;
  stability.AddMember("flip_rate", percentOrNull(known, flip), a);
  stability.AddMember("stability", percentOrNull(known, 1 - flip), a);
  stability.AddMember("disagreeing_pairs", t.flip_pairs, a);
  stability.AddMember("pairs", t.pairs, a);
  stability.AddMember("groups", t.sample_groups, a);
  v.AddMember("stability", stability, a);
  return v;
}

}  // namespace seo::plugins::ai_visibility
