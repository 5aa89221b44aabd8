#include "plugins/analytics/goal_events.h"

#include <vector>

#include "plugins/analytics/visit_filter_sql.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

namespace {

// " AND ...": the conditions of `read` on the events `e`: its filter's, and its time's.
std::string readConditions(const std::string& website_id, const GoalRead& read,
                           std::vector<std::string>* values) {
  std::string clause = eventConditions(read.filter, "e", website_id, read.from, read.to, values);
  if (read.since) {
    clause += " AND e.occurred_at >= :a AND e.occurred_at < :b";
    values->insert(values->end(), {*read.since, read.until.value_or("")});
  }
  return clause;
}

// Binds `values` in order; the caller adds its intos next.
void bindAll(soci::statement& st, const std::vector<std::string>& values) {
  for (const std::string& value : values) st.exchange(soci::use(value));
}

}  // namespace

void forEachGoalEvent(soci::session& sql, const Goal& goal, const GoalRead& read,
                      const std::function<void(const GoalEvent&)>& each) {
  GoalEvent event;
  std::vector<std::string> values{goal.website_id, read.from, read.to};
  soci::statement st(sql);
  if (goal.isPage()) {
    // The pattern's literal start narrows the rows; the pattern itself is matched here.
    const std::string prefix(literalPrefix(*goal.what.page_path));
    values.push_back(std::to_string(seo::sdk::utf8::characterCount(prefix)));
    values.push_back(prefix);
    const std::string query =
        "SELECT e.day, v.visitor, e.visit_id, e.occurred_at, e.id, e.path FROM "
        "analytics_events e JOIN analytics_visits v ON v.id = e.visit_id WHERE "
        "e.website_id = :w AND e.day >= :f AND e.day <= :t AND SUBSTR(e.path, 1, "
        "CAST(:n AS INTEGER)) = :x" +
        readConditions(goal.website_id, read, &values);
    std::string matched_path;
    bindAll(st, values);
    for (std::string* text :
         {&event.day, &event.visitor, &event.visit_id, &event.at, &event.id, &matched_path}) {
      st.exchange(soci::into(*text));
    }
    st.alloc();
    st.prepare(query);
    st.define_and_bind();
    st.execute();
    while (st.fetch()) {
      if (pagePathMatches(*goal.what.page_path, matched_path)) each(event);
    }
    return;
  }
  values.push_back(*goal.what.event_name);
  const std::string query =
      "SELECT e.day, e.visitor, e.visit_id, e.occurred_at, e.id, e.revenue_micros, e.currency "
      "FROM analytics_custom_events e WHERE e.website_id = :w AND e.day >= :f AND e.day <= :t "
      "AND e.name = :n" +
      readConditions(goal.website_id, read, &values);
  long long revenue = 0;
  std::string currency;
  soci::indicator revenue_ind = soci::i_null, currency_ind = soci::i_null;
  bindAll(st, values);
  for (std::string* text : {&event.day, &event.visitor, &event.visit_id, &event.at, &event.id}) {
    st.exchange(soci::into(*text));
  }
  st.exchange(soci::into(revenue, revenue_ind));
  st.exchange(soci::into(currency, currency_ind));
  st.alloc();
  st.prepare(query);
  st.define_and_bind();
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
