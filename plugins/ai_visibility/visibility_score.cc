#include "plugins/ai_visibility/visibility_score.h"

#include <map>

#include "plugins/ai_visibility/ai_visibility_values.h"
#include "plugins/ai_visibility/api_examples.h"
#include "plugins/ai_visibility/campaign_store.h"
#include "plugins/ai_visibility/visibility_figures.h"
#include "seo/sdk/host.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

constexpr double kVisibilityWeight = 0.35;
constexpr double kShareOfVoiceWeight = 0.25;
constexpr double kPositionWeight = 0.15;
constexpr double kCitationsWeight = 0.15;
constexpr double kSentimentWeight = 0.10;

// Own-brand counts and every tracked brand's mentions, over some rows.
struct Pool {
  Tally own;
  std::int64_t all_mentions = 0;
  void add(const DailyRow& r) {
    if (r.role == "brand") own.add(r.tally);
    all_mentions += r.tally.mentioned;
  }
};

rapidjson::Value scoreJson(const Pool& pool, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  std::optional<ScoreParts> parts = scoreOf(pool.own, pool.all_mentions);
  if (!parts) {
    v.AddMember("score", rapidjson::Value(rapidjson::kNullType), a);
    v.AddMember("components", rapidjson::Value(rapidjson::kNullType), a);
  } else {
    v.AddMember("score", rounded(parts->score), a);
    rapidjson::Value c(rapidjson::kObjectType);
    c.AddMember("visibility", rounded(parts->visibility), a);
    c.AddMember("share_of_voice", rounded(parts->share_of_voice), a);
    c.AddMember("position", rounded(parts->position), a);
    c.AddMember("citations", rounded(parts->citations), a);
    if (parts->sentiment) {
      c.AddMember("sentiment", rounded(*parts->sentiment), a);
    } else {
      c.AddMember("sentiment", rapidjson::Value(rapidjson::kNullType), a);
    }
    v.AddMember("components", c, a);
  }
  v.AddMember("answers", pool.own.answers, a);
  return v;
}

}  // namespace

std::optional<ScoreParts> scoreOf(const Tally& own, std::int64_t all_mentions) {
  if (own.answers <= 0) return std::nullopt;
  ScoreParts p;
  p.visibility = 100.0 * double(own.mentioned) / double(own.answers);
  p.share_of_voice = all_mentions > 0 ? 100.0 * double(own.mentioned) / double(all_mentions) : 0;
  p.position = own.mentioned > 0 ? 100.0 / (double(own.position_sum) / double(own.mentioned)) : 0;
  p.citations = 100.0 * double(own.cited) / double(own.answers);
  double weighted = kVisibilityWeight * p.visibility + kShareOfVoiceWeight * p.share_of_voice +
                    kPositionWeight * p.position + kCitationsWeight * p.citations;
  double weights = kVisibilityWeight + kShareOfVoiceWeight + kPositionWeight + kCitationsWeight;
  if (own.judged() > 0) {
    p.sentiment = 100.0 * (double(own.positive) + 0.5 * double(own.neutral)) / double(own.judged());
    weighted += kSentimentWeight * *p.sentiment;
    weights += kSentimentWeight;
  }
  p.score = weighted / weights;
  return p;
}

Result<Response> onVisibilityScore(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(DayRange range, dayRangeOf(ctx));
  std::vector<DailyRow> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    std::vector<std::string> ids;
    for (const Campaign& c : listCampaigns(sql, ctx.caller.website_id, kBrandRadar)) {
      ids.push_back(c.id);
    }
    rows = dailyRows(sql, ids, range.from, range.to);
    return Status::ok();
  }));
  Pool total;
  std::map<std::string, Pool> by_model, by_day;
  for (const DailyRow& r : rows) {
    total.add(r);
    by_model[r.endpoint + "/" + r.model].add(r);
    by_day[r.day].add(r);
  }
  rapidjson::Document data;
  auto& a = data.GetAllocator();
  rapidjson::Value v = scoreJson(total, a);
  v.AddMember("website_id", string(ctx.caller.website_id, a), a);
  v.AddMember("from", string(range.from, a), a);
  v.AddMember("to", string(range.to, a), a);
  rapidjson::Value weights(rapidjson::kObjectType);
  weights.AddMember("visibility", kVisibilityWeight, a);
  weights.AddMember("share_of_voice", kShareOfVoiceWeight, a);
  weights.AddMember("position", kPositionWeight, a);
  weights.AddMember("citations", kCitationsWeight, a);
  weights.AddMember("sentiment", kSentimentWeight, a);
  v.AddMember("weights", weights, a);
  rapidjson::Value models(rapidjson::kArrayType);
  for (const auto& [model, pool] : by_model) {
    rapidjson::Value m = scoreJson(pool, a);
    m.AddMember("model", string(model, a), a);
    models.PushBack(m, a);
  }
  v.AddMember("by_model", models, a);
  rapidjson::Value trend(rapidjson::kArrayType);
  for (const auto& [day, pool] : by_day) {
    rapidjson::Value d = scoreJson(pool, a);
    d.AddMember("date", string(day, a), a);
    trend.PushBack(d, a);
  }
  v.AddMember("trend", trend, a);
  seo::sdk::json::setRoot(data, v);
  return Response::data(std::move(data));
}

void registerVisibilityScore(seo::sdk::Registrar& r) {
  rangeParameters(r.route("GET", "/ai-visibility/score", &onVisibilityScore))
      .summary("The website's consolidated AI visibility score (0-100)",
               "From its Brand Radar campaigns' own brands: a weighted combination of mention "
               "rate, share of voice, position, citation share and sentiment (docs/ai-visibility.md, \"AI "
               "visibility score\"), with its components, per model and per day.")
      .answers(200, seo::sdk::doc::dataOf(seo::sdk::doc::ref("VisibilityScore")), "The score")
      .answerExample(200, examples::kGetAiVisibilityScore200);
}

}  // namespace seo::plugins::ai_visibility
