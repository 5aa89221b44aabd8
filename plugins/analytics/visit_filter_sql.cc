#include "plugins/analytics/visit_filter_sql.h"

#include <algorithm>
#include <set>
#include <utility>

#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/sql_rows.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

using seo::sdk::Status;

namespace {

// The visits converting `goal` from `from` to `to`: "SELECT ... visit_id ...".
std::string goalVisits(const TrafficFilter& f, const std::string& p, const std::string& website_id,
                       const std::string& from, const std::string& to,
                       std::vector<std::string>* values) {
  // Each day named: an index seek by website, day and name (or page) each.
  values->push_back(website_id);
  const std::string days = " WHERE g.website_id = " + p + "gw" +
                           dayList("g.day", daysFrom(from, to), p.substr(1) + "gd", values);
  if (!f.goal->isPage()) {
    // The index by website, day and name.
    values->push_back(*f.goal->what.event_name);
    return "SELECT g.visit_id FROM analytics_custom_events g" + days + " AND g.name = " + p + "gn";
  }
  // The index by website, day and page, one page at a time.
  std::string query = "SELECT g.visit_id FROM analytics_events g" + days + " AND g.path IN (";
  for (std::size_t i = 0; i < f.goal_pages.size(); ++i) {
    query += (i ? ", " : "") + p + "gp" + std::to_string(i);
    values->push_back(f.goal_pages[i]);
  }
  return query + (f.goal_pages.empty() ? "NULL)" : ")");
}

// The visits with an event whose property matches (as `is` or `contains`), of the pageviews
// and of the custom events: "SELECT ... UNION SELECT ...".
std::string propertyVisits(const PropertyFilter& property, const std::string& prefix,
                           const std::string& website_id, const std::string& from,
                           const std::string& to, std::vector<std::string>* values) {
  std::string query;
  for (const char* table : {"analytics_events", "analytics_custom_events"}) {
    const bool pageviews = std::string_view(table) == "analytics_events";
    const std::string p = prefix + (pageviews ? "pv" : "pc");
    // REPLACE, not LIKE: the same case-sensitive match on both backends, no escaping.
    const std::string match = property.match == PropertyFilter::kContains
                                  ? "REPLACE(pr.prop_value, " + p + "v, '') <> pr.prop_value"
                                  : "pr.prop_value = " + p + "v";
    if (!query.empty()) query += " UNION ";
    // Each day named: an index seek by website, day and key (and value) each. The events'
    // days too: PostgreSQL, not knowing how few match, would else read every custom event of
    // the website to join them.
    const std::vector<std::string> days = daysFrom(from, to);
    values->push_back(website_id);
    query += std::string("SELECT x.visit_id FROM analytics_event_props pr JOIN ") + table +
             " x ON x.id = pr.event_id WHERE pr.website_id = " + p + "w";
    query += dayList("pr.day", days, p.substr(1) + "d", values);
    query += " AND pr.prop_key = " + p + "k AND " + match + " AND pr.event_name " +
             (pageviews ? "= " : "<> ") + p + "n AND x.website_id = " + p + "xw";
    values->insert(values->end(),
                   {property.key, property.value, std::string(kPageviewName), website_id});
    query += dayList("x.day", days, p.substr(1) + "xd", values);
  }
  return query;
}

}  // namespace

std::optional<std::vector<std::string>> goalPages(soci::session& sql, const std::string& website_id,
                                                  const std::string& from, const std::string& to,
                                                  const std::string& pattern) {
  const std::string prefix(literalPrefix(pattern));
  const int prefix_chars = static_cast<int>(seo::sdk::utf8::characterCount(prefix));
  std::set<std::string> pages;
  std::string path;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(from));
  st.exchange(soci::use(to));
  st.exchange(soci::use(prefix_chars));
  st.exchange(soci::use(prefix));
  st.exchange(soci::into(path));
  prepareOnce(st,
              "SELECT DISTINCT path FROM analytics_daily_pages WHERE website_id = :w AND "
              "day >= :f AND day <= :t AND SUBSTR(path, 1, :n) = :x");
  st.execute();
  while (st.fetch()) {
    if (!pagePathMatches(pattern, path)) continue;
    pages.insert(path);
    if (pages.size() > kMaxGoalFilterPages) return std::nullopt;
  }
  return std::vector<std::string>(pages.begin(), pages.end());
}

Status resolveGoalPages(soci::session& sql, const std::string& website_id, const std::string& from,
                        const std::string& to, TrafficFilter* filter) {
  filter->goal_pages.clear();
  if (!filter->goal || !filter->goal->isPage()) return Status::ok();
  std::optional<std::vector<std::string>> pages =
      goalPages(sql, website_id, from, to, *filter->goal->what.page_path);
  if (!pages) {
    return Status::invalidField("goal", "its page path matches more than " +
                                            std::to_string(kMaxGoalFilterPages) +
                                            " pages in the period: choose fewer days");
  }
  filter->goal_pages = std::move(*pages);
  return Status::ok();
}

std::string visitConditions(const TrafficFilter& filter, std::string_view alias,
                            const std::string& website_id, const std::string& from,
                            const std::string& to, std::vector<std::string>* values) {
  const std::string a(alias);
  // Placeholders are named after the alias: a statement may hold the conditions of two.
  const std::string p = ":" + a + "_";
  std::string clause;
  for (int b = 0; b < kBreakdowns; ++b) {
    if (!filter.breakdowns[b]) continue;
    // Names are constants (breakdowns.h): written into the SQL, not bound.
    const std::string name(kBreakdownNames.values()[b]);
    clause += " AND " + a + "." + name + " = " + p + name;
    values->push_back(*filter.breakdowns[b]);
  }
  if (filter.goal) {
    clause += " AND " + a + ".id IN (" + goalVisits(filter, p, website_id, from, to, values) + ")";
  }
  if (filter.property) {
    clause += " AND " + a + ".id " +
              (filter.property->match == PropertyFilter::kIsNot ? "NOT IN (" : "IN (") +
              propertyVisits(*filter.property, p, website_id, from, to, values) + ")";
  }
  return clause;
}

std::string eventConditions(const TrafficFilter& f, std::string_view alias,
                            const std::string& website_id, const std::string& from,
                            const std::string& to, std::vector<std::string>* values,
                            std::int64_t active_since_ms) {
  const std::string a(alias);
  std::string clause;
  for (const auto& [column, value] : {std::pair{"path", &f.path}, std::pair{"country", &f.country},
                                      std::pair{"source", &f.source}}) {
    if (!*value) continue;
    clause += " AND " + a + "." + column + " = :" + a + "_" + column;
    values->push_back(**value);
  }
  // The filters only visits answer: the event's visit matches them.
  std::vector<std::string> visit_values{website_id, from, to};
  const std::string visits = visitConditions(f, a + "v", website_id, from, to, &visit_values);
  if (!visits.empty()) {
    // The visits by the index of recent ones too (a visit of `from` or later was active since
    // its start): else the website's every visit is read for the last day's.
    const std::int64_t since =
        std::max(parseDay(from).value_or(0) * seo::sdk::dates::kMsPerDay, active_since_ms);
    clause += " AND " + a + ".visit_id IN (SELECT " + a + "v.id FROM analytics_visits " + a +
              "v WHERE " + a + "v.website_id = :" + a + "vw AND " + a + "v.day >= :" + a +
              "vf AND " + a + "v.day <= :" + a + "vt AND " + a +
              "v.last_ms >= " + std::to_string(since) + visits + ")";
    values->insert(values->end(), visit_values.begin(), visit_values.end());
  }
  return clause;
}

}  // namespace seo::plugins::analytics
