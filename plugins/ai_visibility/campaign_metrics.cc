#include "plugins/ai_visibility/campaign_metrics.h"

#include <algorithm>
#include <map>
#include <set>

#include "plugins/ai_visibility/ai_visibility_values.h"
#include "plugins/ai_visibility/api_examples.h"
#include "plugins/ai_visibility/daily_figures.h"
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

constexpr std::int64_t kRankedNames = 50;

// The daily rows of one campaign summed by brand: overall, per model and per day, with share
// of voice's denominators for each.
struct Sums {
  std::map<std::string, Tally> brand;
  std::map<std::string, std::string> role;
  std::map<std::string, std::map<std::string, Tally>> brand_model;
  std::map<std::string, std::map<std::string, Tally>> brand_day;
  std::int64_t all = 0;
  std::map<std::string, std::int64_t> all_model;
  std::map<std::string, std::int64_t> all_day;
  std::int64_t answers = 0;  // answered checks
};

Sums sum(const std::vector<DailyRow>& rows) {
  Sums s;
  std::map<std::string, std::int64_t> answers;  // by day + model: the same for every brand
  for (const DailyRow& r : rows) {
    const std::string model = r.endpoint + "/" + r.model;
    s.brand[r.brand].add(r.tally);
    s.role[r.brand] = r.role;
    s.brand_model[r.brand][model].add(r.tally);
    s.brand_day[r.brand][r.day].add(r.tally);
    s.all += r.tally.mentioned;
    s.all_model[model] += r.tally.mentioned;
    s.all_day[r.day] += r.tally.mentioned;
    std::int64_t& n = answers[r.day + "\x1f" + model];
    n = std::max(n, r.tally.answers);
  }
  for (const auto& [key, n] : answers) s.answers += n;
  return s;
}

// The brands in the campaign's order (brands, then competitors), then any the range holds
// that the campaign no longer tracks.
std::vector<std::string> brandOrder(const Campaign& c, const Sums& s) {
  std::vector<std::string> order;
  std::set<std::string> listed;
  for (const auto* list : {&c.brands, &c.competitors}) {
    for (const Brand& b : *list) {
      if (listed.insert(b.name).second) order.push_back(b.name);
    }
  }
  for (const auto& [name, tally] : s.brand) {
    if (listed.insert(name).second) order.push_back(name);
  }
  return order;
}

// The campaign's entry for `name`: its domain and role; none for a brand it no longer tracks.
struct Listed {
  std::string domain;
  std::string role;
};
Listed listedAs(const Campaign& c, const std::string& name) {
  for (const Brand& b : c.brands) {
    if (b.name == name) return {b.domain, "brand"};
  }
  for (const Brand& b : c.competitors) {
    if (b.name == name) return {b.domain, "competitor"};
  }
  return {"", "competitor"};
}

rapidjson::Value brandJson(const Campaign& c, const Sums& s, const std::string& name,
                           rapidjson::Document::AllocatorType& a) {
  static const Tally kNone;
  auto found = s.brand.find(name);
  const Tally& t = found == s.brand.end() ? kNone : found->second;
  rapidjson::Value v = figuresJson(t, s.all, a);
  // The role the answers were counted under, else the campaign's.
  const Listed listed = listedAs(c, name);
  auto role = s.role.find(name);
  v.AddMember("name", string(name, a), a);
  v.AddMember("role", string(role != s.role.end() ? role->second : listed.role, a), a);
  v.AddMember("domain", string(listed.domain, a), a);
  rapidjson::Value by_model(rapidjson::kArrayType);
  if (auto it = s.brand_model.find(name); it != s.brand_model.end()) {
    for (const auto& [model, tally] : it->second) {
      rapidjson::Value m = figuresJson(tally, s.all_model.at(model), a);
      m.AddMember("model", string(model, a), a);
      by_model.PushBack(m, a);
    }
  }
  v.AddMember("by_model", by_model, a);
  rapidjson::Value trend(rapidjson::kArrayType);
  if (auto it = s.brand_day.find(name); it != s.brand_day.end()) {
    for (const auto& [day, tally] : it->second) {
      rapidjson::Value d = figuresJson(tally, s.all_day.at(day), a, Detail::kHeadline);
      d.AddMember("date", string(day, a), a);
      trend.PushBack(d, a);
    }
  }
  v.AddMember("trend", trend, a);
  return v;
}

rapidjson::Value rankedJson(const std::vector<NamedCount>& named, std::int64_t answers,
                            const char* key, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value list(rapidjson::kArrayType);
  std::int64_t rank = 0;
  for (const NamedCount& n : named) {
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("rank", ++rank, a);
    v.AddMember(rapidjson::StringRef(key), string(n.name, a), a);
    v.AddMember("answers", n.answers, a);
    v.AddMember("share", rateJson(n.answers, answers, a), a);
    if (std::string_view(key) == "name") {
      v.AddMember("average_rank", rounded(double(n.rank_sum) / double(n.answers)), a);
    }
    list.PushBack(v, a);
  }
  return list;
}

struct Read {
  Campaign campaign;
  DayRange range;
  Sums sums;
  std::vector<NamedCount> domains;
  std::vector<NamedCount> names;
};

Result<Read> readResults(seo::sdk::RequestContext& ctx, std::string_view kind) {
  Read r;
  SEO_ASSIGN_OR_RETURN(r.range, dayRangeOf(ctx));
  SEO_ASSIGN_OR_RETURN(r.campaign, campaignOf(ctx, kind));
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    r.sums = sum(dailyRows(sql, {r.campaign.id}, r.range.from, r.range.to));
    r.domains = namedCounts(sql, r.campaign.id, "domain", r.range.from, r.range.to, kRankedNames);
    r.names = namedCounts(sql, r.campaign.id, "brand", r.range.from, r.range.to, kRankedNames);
    return Status::ok();
  }));
  return r;
}

rapidjson::Value header(const Read& r, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("campaign_id", string(r.campaign.id, a), a);
  v.AddMember("from", string(r.range.from, a), a);
  v.AddMember("to", string(r.range.to, a), a);
  v.AddMember("answers", r.sums.answers, a);
  return v;
}

}  // namespace

Result<Response> onCampaignMetrics(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(Read r, readResults(ctx, kBrandRadar));
  rapidjson::Document data;
  auto& a = data.GetAllocator();
  rapidjson::Value v = header(r, a);
  rapidjson::Value brands(rapidjson::kArrayType);
  for (const std::string& name : brandOrder(r.campaign, r.sums)) {
    brands.PushBack(brandJson(r.campaign, r.sums, name, a), a);
  }
  v.AddMember("brands", brands, a);
  v.AddMember("sources", rankedJson(r.domains, r.sums.answers, "domain", a), a);
  v.AddMember("other_brands", rankedJson(r.names, r.sums.answers, "name", a), a);
  seo::sdk::json::setRoot(data, v);
  return Response::data(std::move(data));
}

Result<Response> onPromptResearchResults(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(Read r, readResults(ctx, kPromptResearch));
  rapidjson::Document data;
  auto& a = data.GetAllocator();
  rapidjson::Value v = header(r, a);
  // The website is the one tracked brand of a Prompt Research run.
  rapidjson::Value website(rapidjson::kNullType);
  for (const auto& [name, tally] : r.sums.brand) {
    website = figuresJson(tally, r.sums.all, a);
    website.AddMember("name", string(name, a), a);
  }
  v.AddMember("website", website, a);
  v.AddMember("brands", rankedJson(r.names, r.sums.answers, "name", a), a);
  v.AddMember("domains", rankedJson(r.domains, r.sums.answers, "domain", a), a);
  seo::sdk::json::setRoot(data, v);
  return Response::data(std::move(data));
}

void registerBrandRadarMetrics(seo::sdk::Registrar& r) {
  rangeParameters(r.route("GET", "/brand-radar/campaigns/{id}/metrics", &onCampaignMetrics))
      .summary("A Brand Radar campaign's metrics over a range of days",
               "Per tracked brand and competitor: mention rate (brand visibility), share of "
               "voice, average position, citation share and rate (source visibility), "
               "sentiment and stability, each with its sample count and 95% interval; per "
               "model and per day; and the domains the answers cite.")
      .answers(200, seo::sdk::doc::dataOf(seo::sdk::doc::ref("VisibilityMetrics")), "The metrics")
      .answerExample(200, examples::kGetBrandRadarCampaignsByIdMetrics200);
}

void registerPromptResearchResults(seo::sdk::Registrar& r) {
  rangeParameters(
      r.route("GET", "/prompt-research/campaigns/{id}/results", &onPromptResearchResults))
      .summary("What a Prompt Research campaign's answers name, ranked",
               "The brands (as the judge reads them) and the cited domains, by how many "
               "answers name them, and the website's own figures.")
      .answers(200, seo::sdk::doc::dataOf(seo::sdk::doc::ref("PromptResearchResults")),
               "The results")
      .answerExample(200, examples::kGetPromptResearchCampaignsByIdResults200);
}

}  // namespace seo::plugins::ai_visibility
