#include "plugins/analytics/traffic_store.h"

#include "plugins/analytics/sql_rows.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::byteOrder;

namespace {

// The rows of one website's bot rollup in a period.
const char* const kBotsInPeriod =
    " FROM analytics_bot_daily WHERE website_id = :w AND day >= :f AND day <= :t";

}  // namespace

// Sums are cast to BIGINT: SUM's type differs between the backends (NUMERIC on PostgreSQL), and
// the intos are typed.

std::vector<BotRow> botRows(soci::session& sql, seo::sdk::Dialect dialect,
                            const std::string& website_id, const std::string& from,
                            const std::string& to) {
  std::vector<BotRow> rows;
  BotRow row;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(from));
  st.exchange(soci::use(to));
  st.exchange(soci::into(row.bot));
  st.exchange(soci::into(row.hits));
  st.exchange(soci::into(row.pages));
  st.exchange(soci::into(row.last_seen));
  prepareOnce(st, std::string("SELECT bot, CAST(SUM(hits) AS BIGINT), COUNT(DISTINCT "
                              "path), MAX(last_seen)") +
                      kBotsInPeriod + " GROUP BY bot ORDER BY 2 DESC, bot" + byteOrder(dialect));
  st.execute();
  while (st.fetch()) rows.push_back(row);
  return rows;
}

std::vector<BotPageRow> botPageRows(soci::session& sql, seo::sdk::Dialect dialect,
                                    const std::string& website_id, const std::string& from,
                                    const std::string& to, const std::optional<std::string>& bot,
                                    std::int64_t limit) {
  std::vector<BotPageRow> rows;
  BotPageRow row;
  std::string query =
      std::string("SELECT path, CAST(SUM(hits) AS BIGINT), COUNT(DISTINCT bot), "
                  "MAX(last_seen)") +
      kBotsInPeriod + (bot ? " AND bot = :b" : "") + " GROUP BY path ORDER BY 2 DESC, path" +
      byteOrder(dialect) + " LIMIT " + std::to_string(limit);
  // Built by parts: the `bot` parameter is there only when filtering.
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(from));
  st.exchange(soci::use(to));
  if (bot) st.exchange(soci::use(*bot));
  st.exchange(soci::into(row.page));
  st.exchange(soci::into(row.hits));
  st.exchange(soci::into(row.bots));
  st.exchange(soci::into(row.last_seen));
  prepareOnce(st, query);
  st.execute();
  while (st.fetch()) rows.push_back(row);
  return rows;
}

std::map<std::string, std::map<std::string, long long>> botHitsByDay(
    soci::session& sql, const std::string& website_id, const std::string& from,
    const std::string& to) {
  std::map<std::string, std::map<std::string, long long>> by_day;
  std::string day, bot;
  long long hits = 0;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(from));
  st.exchange(soci::use(to));
  st.exchange(soci::into(day));
  st.exchange(soci::into(bot));
  st.exchange(soci::into(hits));
  prepareOnce(st, std::string("SELECT day, bot, CAST(SUM(hits) AS BIGINT)") + kBotsInPeriod +
                      " GROUP BY day, bot");
  st.execute();
  while (st.fetch()) by_day[day][bot] = hits;
  return by_day;
}

}  // namespace seo::plugins::analytics
