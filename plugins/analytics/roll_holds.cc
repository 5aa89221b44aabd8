#include "plugins/analytics/roll_holds.h"

#include "plugins/analytics/sql_rows.h"

namespace seo::plugins::analytics {

void holdRolls(soci::session& sql, const std::string& website_id) {
  // An upsert on both backends: PostgreSQL locks the row (or waits for the transaction that is
  // inserting it); SQLite's write transaction excludes every other.
  sql << "INSERT INTO analytics_roll_locks (website_id, rolls) VALUES (:w, 1) ON CONFLICT "
         "(website_id) DO UPDATE SET rolls = analytics_roll_locks.rolls + 1",
      soci::use(website_id);
}

std::pair<long long, long long> dayEvents(soci::session& sql, const std::string& website_id,
                                          const std::string& day, const char* lock) {
  long long pageviews = 0, custom_events = 0;
  sql << std::string(
             "SELECT pageviews, custom_events FROM analytics_daily WHERE website_id = :w "
             "AND day = :d") +
             lock,
      soci::use(website_id), soci::use(day), soci::into(pageviews), soci::into(custom_events);
  return sql.got_data() ? std::pair{pageviews, custom_events} : std::pair{-1LL, -1LL};
}

std::vector<std::string> daysWithTraffic(soci::session& sql, const std::string& website_id,
                                         const std::string& from, const std::string& to) {
  std::vector<std::string> days;
  std::string day;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(from));
  st.exchange(soci::use(to));
  st.exchange(soci::into(day));
  prepareOnce(st,
              "SELECT day FROM analytics_daily WHERE website_id = :w "
              "AND day >= :f AND day <= :t");
  st.execute();
  while (st.fetch()) days.push_back(day);
  return days;
}

}  // namespace seo::plugins::analytics
