#include "plugins/analytics/bot_traffic_reads.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "plugins/analytics/ai_bots.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/query_values.h"
#include "plugins/analytics/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using seo::sdk::json::stringOrNull;

namespace {

constexpr int kDefaultPages = 50;
constexpr int kMaxPages = 500;
constexpr std::int64_t kMaxDailyDays = 366;

// The rows of the caller's website in the period.
const char* const kInPeriod =
    " FROM analytics_bot_daily WHERE website_id = :w AND day >= :f AND day <= :t";

Result<DayRange> periodOf(const RequestContext& ctx) {
  return parseDayRange(ctx, dayOfMs(nowMs()));
}

// The list's entry named `name` (ignoring ASCII case when `any_case`), or null.
const AiBot* listedBot(std::string_view name, bool any_case) {
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
  for (const AiBot& bot : AiBotList::builtIn().bots()) {
    if (bot.name.size() != name.size()) continue;
    bool same = true;
    for (std::size_t i = 0; same && i < name.size(); ++i) {
      same = any_case ? lower(bot.name[i]) == lower(name[i]) : bot.name[i] == name[i];
    }
    if (same) return &bot;
  }
  return nullptr;
}

Response dataOf(rapidjson::Document& body, rapidjson::Value& data) {
  body.AddMember("data", data, body.GetAllocator());
  return Response::object(std::move(body));
}

struct BotRow {
  std::string bot;
  long long hits = 0;
  long long pages = 0;
  std::string last_seen;
};

struct PageRow {
  std::string page;
  long long hits = 0;
  long long bots = 0;
  std::string last_seen;
};

}  // namespace

Result<Response> onGetBots(RequestContext& ctx) {
  Result<DayRange> period = periodOf(ctx);
  if (!period.isOk()) return period.status();
  std::vector<BotRow> rows;
  Status s = ctx.host->withSession([&](soci::session& sql) {
    BotRow row;
    soci::statement st =
        (sql.prepare << std::string("SELECT bot, CAST(SUM(hits) AS BIGINT), COUNT(DISTINCT "
                                    "path), MAX(last_seen)") +
                            kInPeriod + " GROUP BY bot ORDER BY 2 DESC, bot" +
                            byteOrder(ctx.host->dialect()),
         soci::use(ctx.caller.website_id), soci::use(period.value().from),
         soci::use(period.value().to), soci::into(row.bot), soci::into(row.hits),
         soci::into(row.pages), soci::into(row.last_seen));
    st.execute();
    while (st.fetch()) rows.push_back(row);
    return Status::ok();
  });
  if (!s.isOk()) return s;

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
  Result<DayRange> period = periodOf(ctx);
  if (!period.isOk()) return period.status();
  Result<std::int64_t> limit = seo::sdk::queryInt(ctx, "limit", kDefaultPages, 1, kMaxPages);
  if (!limit.isOk()) return limit.status();
  std::optional<std::string> bot;
  if (std::optional<std::string_view> name = ctx.queryParam("bot")) {
    if (name->find_first_not_of(' ') == std::string_view::npos) {
      return Status::invalidField("bot", "must be a bot name");
    }
    const AiBot* listed = listedBot(*name, true);
    bot = listed ? listed->name : std::string(*name);
  }

  std::vector<PageRow> rows;
  Status s = ctx.host->withSession([&](soci::session& sql) {
    PageRow row;
    std::string query =
        std::string("SELECT path, CAST(SUM(hits) AS BIGINT), COUNT(DISTINCT bot), "
                    "MAX(last_seen)") +
        kInPeriod + (bot ? " AND bot = :b" : "") + " GROUP BY path ORDER BY 2 DESC, path" +
        byteOrder(ctx.host->dialect()) + " LIMIT " + std::to_string(limit.value());
    soci::statement st(sql);
    st.exchange(soci::use(ctx.caller.website_id));
    st.exchange(soci::use(period.value().from));
    st.exchange(soci::use(period.value().to));
    if (bot) st.exchange(soci::use(*bot));
    st.exchange(soci::into(row.page));
    st.exchange(soci::into(row.hits));
    st.exchange(soci::into(row.bots));
    st.exchange(soci::into(row.last_seen));
    st.alloc();
    st.prepare(query);
    st.define_and_bind();
    st.execute();
    while (st.fetch()) rows.push_back(row);
    return Status::ok();
  });
  if (!s.isOk()) return s;

  rapidjson::Document body(rapidjson::kObjectType);
  auto& a = body.GetAllocator();
  rapidjson::Value data(rapidjson::kArrayType);
  for (const PageRow& row : rows) {
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
  Result<DayRange> period = periodOf(ctx);
  if (!period.isOk()) return period.status();
  const DayRange& range = period.value();
  if (range.last - range.first + 1 > kMaxDailyDays) {
    return Status::invalidField("from", "the period of daily figures must not exceed " +
                                            std::to_string(kMaxDailyDays) + " days");
  }
  // day -> bot -> hits; std::map keeps the bots in byte order.
  std::map<std::string, std::map<std::string, long long>> by_day;
  Status s = ctx.host->withSession([&](soci::session& sql) {
    std::string day, bot;
    long long hits = 0;
    soci::statement st =
        (sql.prepare << std::string("SELECT day, bot, CAST(SUM(hits) AS BIGINT)") + kInPeriod +
                            " GROUP BY day, bot",
         soci::use(ctx.caller.website_id), soci::use(range.from), soci::use(range.to),
         soci::into(day), soci::into(bot), soci::into(hits));
    st.execute();
    while (st.fetch()) by_day[day][bot] = hits;
    return Status::ok();
  });
  if (!s.isOk()) return s;

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
