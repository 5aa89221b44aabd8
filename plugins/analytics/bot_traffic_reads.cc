#include "plugins/analytics/bot_traffic_reads.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "plugins/analytics/ai_bots.h"
#include "plugins/analytics/analytics_values.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/traffic_store.h"

namespace seo::plugins::analytics {

using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using seo::sdk::json::stringOrNull;

namespace {

Result<DayRange> periodOf(const RequestContext& ctx) {
  return parseDayRange(ctx, dayOfMs(nowMs()));
}

// The list's entry named `name` (ignoring ASCII case when `any_case`), or null.
const AiBot* listedBot(std::string_view name, bool any_case) {
  for (const AiBot& bot : AiBotList::builtIn().bots()) {
    if (any_case ? seo::sdk::ascii::equalsIgnoreCase(bot.name, name) : bot.name == name) {
      return &bot;
    }
  }
  return nullptr;
}

Response dataOf(rapidjson::Document& body, rapidjson::Value& data) {
  body.AddMember("data", data, body.GetAllocator());
  return Response::object(std::move(body));
}

}  // namespace

Result<Response> onGetBots(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(DayRange period, periodOf(ctx));
  std::vector<BotRow> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    rows = botRows(sql, ctx.host->dialect(), ctx.caller.website_id, period.from, period.to);
    return Status::ok();
  }));
  rapidjson::Document body(rapidjson::kObjectType);
  auto& a = body.GetAllocator();
  rapidjson::Value data(rapidjson::kArrayType);
  for (const BotRow& row : rows) {
    const AiBot* listed = listedBot(row.bot, false);
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("bot", string(row.bot, a), a);
    item.AddMember("operator", stringOrNull(listed ? listed->operator_name : "", a), a);
    item.AddMember("purpose", stringOrNull(listed ? listed->purpose : "", a), a);
    item.AddMember("hits", static_cast<std::int64_t>(row.hits), a);
    item.AddMember("pages", static_cast<std::int64_t>(row.pages), a);
    item.AddMember("last_seen", string(row.last_seen, a), a);
    data.PushBack(item, a);
  }
  return dataOf(body, data);
}

Result<Response> onGetBotPages(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(DayRange period, periodOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::int64_t limit,
                       seo::sdk::queryInt(ctx, "limit", kDefaultBotPages, 1, kMaxBotPages));
  std::optional<std::string> bot;
  if (std::optional<std::string_view> name = ctx.queryParam("bot")) {
    if (name->find_first_not_of(' ') == std::string_view::npos) {
      return Status::invalidField("bot", "must be a bot name");
    }
    const AiBot* listed = listedBot(*name, true);
    bot = listed ? listed->name : std::string(*name);
  }
  std::vector<BotPageRow> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    rows = botPageRows(sql, ctx.host->dialect(), ctx.caller.website_id, period.from, period.to, bot,
                       limit);
    return Status::ok();
  }));
  rapidjson::Document body(rapidjson::kObjectType);
  auto& a = body.GetAllocator();
  rapidjson::Value data(rapidjson::kArrayType);
  for (const BotPageRow& row : rows) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("page", string(row.page, a), a);
    item.AddMember("hits", static_cast<std::int64_t>(row.hits), a);
    item.AddMember("bots", static_cast<std::int64_t>(row.bots), a);
    item.AddMember("last_seen", string(row.last_seen, a), a);
    data.PushBack(item, a);
  }
  return dataOf(body, data);
}

Result<Response> onGetBotDaily(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(DayRange range, periodOf(ctx));
  if (range.last - range.first + 1 > kMaxDailyDays) {
    return Status::invalidField("from", "the period of daily figures must not exceed " +
                                            std::to_string(kMaxDailyDays) + " days");
  }
  std::map<std::string, std::map<std::string, long long>> by_day;  // bots in byte order
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    by_day = botHitsByDay(sql, ctx.caller.website_id, range.from, range.to);
    return Status::ok();
  }));

  rapidjson::Document body(rapidjson::kObjectType);
  auto& a = body.GetAllocator();
  rapidjson::Value data(rapidjson::kArrayType);
  for (std::int64_t d = range.first; d <= range.last; ++d) {
    std::string date = formatDay(d);
    long long total = 0;
    rapidjson::Value bots(rapidjson::kObjectType);
    if (auto found = by_day.find(date); found != by_day.end()) {
      for (const auto& [bot, hits] : found->second) {
        total += hits;
        bots.AddMember(string(bot, a), rapidjson::Value(static_cast<std::int64_t>(hits)), a);
      }
    }
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("date", string(date, a), a);
    item.AddMember("hits", static_cast<std::int64_t>(total), a);
    item.AddMember("bots", bots, a);
    data.PushBack(item, a);
  }
  return dataOf(body, data);
}

}  // namespace seo::plugins::analytics
