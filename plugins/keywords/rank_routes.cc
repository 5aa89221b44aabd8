#include "plugins/keywords/rank_routes.h"

#include <map>
#include <set>
#include <utility>

#include "plugins/keywords/api_examples.h"
#include "plugins/keywords/api_schemas.h"
#include "plugins/keywords/credits.h"
#include "plugins/keywords/keyword_store.h"
#include "plugins/keywords/keywords_values.h"
#include "plugins/keywords/rank_check.h"
#include "plugins/keywords/rank_events.h"
#include "plugins/keywords/rank_settings.h"
#include "plugins/keywords/rank_store.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/json_optional.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/json_text.h"

namespace seo::plugins::keywords {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The service of the analytics module that answers Search Console's figures per page and day,
// and how many pages it takes at once (the URLs of one keyword's history are a handful).
constexpr const char* kSearchConsoleDaysService = "analytics.search_console_page_days";
constexpr std::size_t kMaxSearchConsolePages = 20;

// The longest history one read gives, in days, and the default.
constexpr std::int64_t kMaxHistoryDays = 731;
constexpr std::int64_t kDefaultHistoryDays = 90;

std::string trackedBody() {
  return R"({"type": "object", "required": ["ids", "tracked"], "properties": {
      "website_id": {"type": "string", "format": "uuid"},
      "ids": )" +
         keywordIdList() + R"(,
      "tracked": {"type": "boolean"}}})";
}

std::string rankingSchema() {
  return R"({"type": "object", "additionalProperties": false,
      "required": ["checked_at", "position", "ranking_url", "device", "country", "language",
                   "serp_features", "ai_overview_cited", "competitors", "search_console"],
      "properties": {
      "checked_at": {"type": "string", "format": "date-time"},
      "position": {"type": ["integer", "null"], "minimum": 1, "maximum": 100,
                   "description": "null: not in the top 100"},
      "ranking_url": {"type": ["string", "null"]},
      "device": )" +
         kRankDevices.schema() + R"(,
      "country": {"type": "string"},
      "language": {"type": "string"},
      "serp_features": {"type": "array", "items": {"type": "string"}},
      "ai_overview_cited": {"type": "boolean"},
      "competitors": {"type": "array", "items": {"type": "object",
        "additionalProperties": false, "required": ["domain", "position"], "properties": {
        "domain": {"type": "string"},
        "position": {"type": ["integer", "null"], "minimum": 1, "maximum": 100}}}},
      "search_console": {
        "description": "Search Console's figures of the ranking URL on the check's UTC day",
        "oneOf": [{"type": "null"},
                  {"type": "object", "additionalProperties": false,
                   "required": ["position", "clicks", "impressions"], "properties": {
                   "position": {"type": ["number", "null"],
                                "description": "average position, weighted by impressions"},
                   "clicks": {"type": "integer", "minimum": 0},
                   "impressions": {"type": "integer", "minimum": 0}}}]}}})";
}

// The settings, with what the server's SERP provider allows: `note` says why nothing is
// checked when it has none.
std::string settingsAnswer() { return doc::dataOf(rankSettingsAnswerSchema()); }

Response settingsResponse(const RankSettings& settings, seo::sdk::Host& host) {
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  rapidjson::Value v = rankSettingsJson(settings, a);
  const std::string unavailable = host.serpQueue().unavailableReason();
  v.AddMember("note",
              unavailable.empty() ? rapidjson::Value() : seo::sdk::json::string(unavailable, a), a);
  return Response::data(std::move(seo::sdk::json::setRoot(data, v)));
}

Result<std::string> websiteLanguage(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo site, ctx.host->findWebsite(ctx.caller.website_id));
  return site.language;
}

Result<Response> onGetRankSettings(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string language, websiteLanguage(ctx));
  RankSettings settings;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    settings = readRankSettings(sql, ctx.caller.website_id, language);
    return Status::ok();
  }));
  return settingsResponse(settings, *ctx.host);
}

Result<Response> onPutRankSettings(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string language, websiteLanguage(ctx));
  RankSettings settings;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) -> Status {
    SEO_ASSIGN_OR_RETURN(
        settings,
        changedRankSettings(ctx.json(), readRankSettings(sql, ctx.caller.website_id, language)));
    writeRankSettings(sql, ctx.caller.website_id, settings, ctx.host->now());
    return Status::ok();
  }));
  return settingsResponse(settings, *ctx.host);
}

Result<Response> onSetTracked(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  SEO_ASSIGN_OR_RETURN(std::vector<std::string> ids,
                       seo::sdk::bodyIdList(body, "ids", kMaxIdsPerRequest));
  if (!body.HasMember("tracked") || body["tracked"].IsNull())
    return Status::missingField("tracked");
  SEO_ASSIGN_OR_RETURN(bool tracked, seo::sdk::bodyBool(body, "tracked"));
  // Each check spends crawl_credits: tracking with none left would record nothing.
  if (tracked) {
    SEO_RETURN_IF_ERROR(
        ctx.host->credits().check(ctx.caller.payingOrganizationId(), kCrawlCredits));
  }
  long long updated = 0;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) -> Status {
    updated = setFlagMany(sql, ctx.caller.website_id, ids, KeywordFlag::kTracked, tracked);
    if (tracked && updated > 0) {
      SEO_RETURN_IF_ERROR(
          startRankCheck(*ctx.host, sql, ctx.caller.payingOrganizationId(), ctx.caller.website_id));
    }
    return Status::ok();
  }));
  Response r = Response::success();
  r.body.AddMember("updated", static_cast<std::int64_t>(updated), r.body.GetAllocator());
  return r;
}

// ?from and ?to (YYYY-MM-DD, both included): by default the 90 days to today.
Result<std::pair<std::string, std::string>> historyRange(seo::sdk::RequestContext& ctx) {
  const std::int64_t today =
      seo::sdk::dates::dayOfMs(seo::sdk::dates::msOfIso(ctx.host->now()).value_or(0));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> to, seo::sdk::queryDate(ctx, "to"));
  const std::int64_t last = to ? seo::sdk::dates::parseDay(*to).value_or(today) : today;
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> from, seo::sdk::queryDate(ctx, "from"));
  const std::int64_t first =
      from ? seo::sdk::dates::parseDay(*from).value_or(last) : last - (kDefaultHistoryDays - 1);
  if (first > last) return Status::invalidField("from", "must not be after to");
  if (last - first >= kMaxHistoryDays) {
    return Status::invalidField("from",
                                "at most " + std::to_string(kMaxHistoryDays) + " days before to");
  }
  return std::make_pair(seo::sdk::dates::formatDay(first) + "T00:00:00.000Z",
                        seo::sdk::dates::formatDay(last) + "T23:59:59.999Z");
}

// Search Console's figures of the URLs that ranked, by (page, day): what the analytics module
// answers (its service analytics.search_console_page_days), none when it is not loaded.
using SearchConsoleDays = std::map<std::pair<std::string, std::string>, rapidjson::Value>;

Result<SearchConsoleDays> searchConsoleDaysOf(seo::sdk::Host& host, const std::string& website_id,
                                              const std::vector<RankingRow>& rows,
                                              rapidjson::Document::AllocatorType& a) {
  SearchConsoleDays days;
  std::set<std::string> urls;
  for (const RankingRow& row : rows) {
    if (row.ranking_url && urls.size() < kMaxSearchConsolePages) urls.insert(*row.ranking_url);
  }
  if (urls.empty()) return days;
  rapidjson::Document request(rapidjson::kObjectType);
  auto& ra = request.GetAllocator();
  rapidjson::Value pages(rapidjson::kArrayType);
  for (const std::string& url : urls) pages.PushBack(seo::sdk::json::string(url, ra), ra);
  request.AddMember("pages", pages, ra);
  request.AddMember("from", seo::sdk::json::string(rows.front().checked_at.substr(0, 10), ra), ra);
  request.AddMember("to", seo::sdk::json::string(rows.back().checked_at.substr(0, 10), ra), ra);
  Result<std::string> answer =
      host.services().call(kSearchConsoleDaysService, website_id, seo::sdk::json::text(request));
  if (answer.status().code() == seo::sdk::Code::Unavailable) return days;
  if (!answer.isOk()) return answer.status();
  rapidjson::Document found;
  SEO_RETURN_IF_ERROR(seo::sdk::json::parse(answer.value(), found, 8, "search console days"));
  if (!found.IsObject() || !found.HasMember("data") || !found["data"].IsArray()) return days;
  for (const rapidjson::Value& day : found["data"].GetArray()) {
    if (!day.IsObject() || !day.HasMember("page") || !day["page"].IsString() ||
        !day.HasMember("day") || !day["day"].IsString()) {
      continue;
    }
    rapidjson::Value figures(rapidjson::kObjectType);
    for (const char* name : {"position", "clicks", "impressions"}) {
      rapidjson::Value v;
      if (day.HasMember(name) && (day[name].IsNumber() || day[name].IsNull())) {
        v.CopyFrom(day[name], a);
      }
      figures.AddMember(rapidjson::StringRef(name), v, a);
    }
    days.emplace(std::make_pair(std::string(day["page"].GetString()),
                                std::string(day["day"].GetString())),
                 std::move(figures));
  }
  return days;
}

Result<Response> onRankings(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  SEO_ASSIGN_OR_RETURN(auto range, historyRange(ctx));
  std::vector<RankingRow> rows;
  bool found = false;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    found = isKeywordOf(sql, ctx.caller.website_id, id);
    if (found) rows = rankingsOf(sql, id, range.first, range.second);
    return Status::ok();
  }));
  if (!found) return Status::notFound();
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  SEO_ASSIGN_OR_RETURN(SearchConsoleDays console,
                       searchConsoleDaysOf(*ctx.host, ctx.caller.website_id, rows, a));
  for (const RankingRow& row : rows) {
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("checked_at", seo::sdk::json::string(row.checked_at, a), a);
    v.AddMember("position", seo::sdk::json::orNull(row.position), a);
    v.AddMember("ranking_url", seo::sdk::json::orNull(row.ranking_url, a), a);
    v.AddMember("device", seo::sdk::json::string(row.device, a), a);
    v.AddMember("country", seo::sdk::json::string(row.country, a), a);
    v.AddMember("language", seo::sdk::json::string(row.language, a), a);
    v.AddMember("serp_features", seo::sdk::json::valueOf(row.features, rapidjson::kArrayType, a),
                a);
    v.AddMember("ai_overview_cited", row.ai_overview_cited, a);
    v.AddMember("competitors", seo::sdk::json::valueOf(row.competitors, rapidjson::kArrayType, a),
                a);
    rapidjson::Value figures;
    if (row.ranking_url) {
      auto it = console.find({*row.ranking_url, row.checked_at.substr(0, 10)});
      if (it != console.end()) figures.CopyFrom(it->second, a);
    }
    v.AddMember("search_console", figures, a);
    data.PushBack(v, a);
  }
  return Response::data(std::move(data));
}

}  // namespace

void registerRankTracking(seo::sdk::Registrar& r) {
  r.route("PATCH", "/keywords/tracked", &onSetTracked)
      .summary("Track several keywords' positions in search, or stop",
               "Tracked keywords are checked in the website's search results (GET "
               "/keywords/rank-settings) every interval, spending " +
                   std::to_string(kRankCheckCost) +
                   " `crawl_credits` credits per check, given back when the SERP provider "
                   "fails it. "
                   "Tracking starts a check at once; without a SERP provider nothing is "
                   "recorded (the settings' `note` says why).")
      .body(trackedBody(), "The keywords and whether they are tracked")
      .answers(200, kUpdatedAnswer, "How many keywords matched")
      .spends(kCrawlCredits)
      .bodyExample(examples::kPatchKeywordsTrackedBody)
      .answerExample(200, examples::kPatchKeywordsTracked200);
  r.route("GET", "/keywords/{id}/rankings", &onRankings)
      .summary("A keyword's positions in search, one row per check",
               "Oldest first, from `from` to `to` (by default the last 90 days), each with the "
               "URL that ranked, the SERP features of the page, whether its AI Overview cites "
               "the website, and the competitors' positions in the same results.")
      .query("from", doc::kDate, "the first day (YYYY-MM-DD)")
      .query("to", doc::kDate, "the last day (YYYY-MM-DD), by default today")
      .answers(200, doc::dataOf(doc::arrayOf(rankingSchema())), "The keyword's checks")
      .answerExample(200, examples::kGetKeywordRankings200);
  r.route("GET", "/keywords/rank-settings", &onGetRankSettings)
      .summary("Where and how often the website's tracked keywords are checked")
      .answers(200, settingsAnswer(), "The settings")
      .answerExample(200, examples::kGetRankSettings200);
  r.route("PUT", "/keywords/rank-settings", &onPutRankSettings)
      .summary("Change where and how often the website's tracked keywords are checked",
               "Any of the fields; the others keep their values.")
      .body(rankSettingsBodySchema(), "The settings to change")
      .answers(200, settingsAnswer(), "The settings")
      .bodyExample(examples::kPutRankSettingsBody)
      .answerExample(200, examples::kGetRankSettings200);
  registerRankChecks(r);
  registerRankEvents(r);
}

}  // namespace seo::plugins::keywords
