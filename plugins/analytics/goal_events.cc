#include "plugins/analytics/goal_events.h"

#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

void forEachGoalEvent(soci::session& sql, const Goal& goal, const GoalRead& read,
                      const std::function<void(const GoalEvent&)>& each) {
  const int has_path = read.filter.path ? 1 : 0, has_country = read.filter.country ? 1 : 0,
            has_source = read.filter.source ? 1 : 0, has_time = read.since ? 1 : 0;
  const std::string path = read.filter.path.value_or(""),
                    country = read.filter.country.value_or(""),
                    source = read.filter.source.value_or(""), since = read.since.value_or(""),
                    until = read.until.value_or("");
  // Column names are the same in both tables (aliased `e`).
  const std::string filters =
      " AND (:hp = 0 OR e.path = :p) AND (:hc = 0 OR e.country = :c) AND (:hs = 0 OR e.source = "
      ":s) AND (:ht = 0 OR (e.occurred_at >= :a AND e.occurred_at < :b))";
  GoalEvent event;
  if (goal.isPage()) {
    // The pattern's literal start narrows the rows; the pattern itself is matched here.
    const std::string prefix(literalPrefix(*goal.what.page_path));
    const int prefix_chars = static_cast<int>(seo::sdk::utf8::characterCount(prefix));
    std::string matched_path;
    soci::statement st =
        (sql.prepare << "SELECT e.day, v.visitor, e.visit_id, e.occurred_at, e.id, e.path FROM "
                        "analytics_events e JOIN analytics_visits v ON v.id = e.visit_id WHERE "
                        "e.website_id = :w AND e.day >= :f AND e.day <= :t AND SUBSTR(e.path, 1, "
                        ":n) = :x" +
                            filters,
         soci::use(goal.website_id), soci::use(read.from), soci::use(read.to),
         soci::use(prefix_chars), soci::use(prefix), soci::use(has_path), soci::use(path),
         soci::use(has_country), soci::use(country), soci::use(has_source), soci::use(source),
         soci::use(has_time), soci::use(since), soci::use(until), soci::into(event.day),
         soci::into(event.visitor), soci::into(event.visit_id), soci::into(event.at),
         soci::into(event.id), soci::into(matched_path));
    st.execute();
    while (st.fetch()) {
      if (pagePathMatches(*goal.what.page_path, matched_path)) each(event);
    }
    return;
  }
  long long revenue = 0;
  std::string currency;
  soci::indicator revenue_ind = soci::i_null, currency_ind = soci::i_null;
  soci::statement st =
      (sql.prepare << "SELECT e.day, e.visitor, e.visit_id, e.occurred_at, e.id, "
                      "e.revenue_micros, e.currency FROM analytics_custom_events e WHERE "
                      "e.website_id = :w AND e.day >= :f AND e.day <= :t AND e.name = :n" +
                          filters,
       soci::use(goal.website_id), soci::use(read.from), soci::use(read.to),
       soci::use(*goal.what.event_name), soci::use(has_path), soci::use(path),
       soci::use(has_country), soci::use(country), soci::use(has_source), soci::use(source),
       soci::use(has_time), soci::use(since), soci::use(until), soci::into(event.day),
       soci::into(event.visitor), soci::into(event.visit_id), soci::into(event.at),
       soci::into(event.id), soci::into(revenue, revenue_ind), soci::into(currency, currency_ind));
  st.execute();
  while (st.fetch()) {
    event.revenue_micros =
        revenue_ind == soci::i_ok ? std::optional<long long>(revenue) : std::nullopt;
    event.currency =
        currency_ind == soci::i_ok ? std::optional<std::string>(currency) : std::nullopt;
    each(event);
  }
}

}  // namespace seo::plugins::analytics
