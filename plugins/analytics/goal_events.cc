#include "plugins/analytics/goal_events.h"

#include <algorithm>
#include <vector>

#include "plugins/analytics/days.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_filter_sql.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

namespace {

// " AND ...": the conditions of `read` on the events `e`: its filter's, and its time's.
std::string readConditions(const std::string& website_id, const GoalRead& read,
                           std::vector<std::string>* values) {
  // The last hours' events (`recent`) are of visits active since a visit's gap before them (a
  // custom event joins a visit still open).
  const std::int64_t active_since = read.recent ? read.recent->first - kVisitClosedAfterMs : 0;
  std::string clause =
      eventConditions(read.filter, "e", website_id, read.from, read.to, values, active_since);
  if (read.since) {
    clause += " AND e.occurred_at >= :a AND e.occurred_at < :b";
    values->insert(values->end(), {*read.since, read.until.value_or("")});
  }
  return clause;
}

// " AND `column` IN (...)": the read's visitors, when it names them.
std::string visitorConditions(const GoalRead& read, const std::string& column,
                              std::vector<std::string>* values) {
  if (!read.visitors) return "";
  std::string clause = " AND " + column + " IN (";
  for (std::size_t i = 0; i < read.visitors->size(); ++i) {
    clause += (i ? ", :r" : ":r") + std::to_string(i);
    values->push_back((*read.visitors)[i]);
  }
  return clause + (read.visitors->empty() ? "NULL)" : ")");
}

// Binds `values` in order; the caller adds its intos next.
void bindAll(soci::statement& st, const std::vector<std::string>& values) {
  for (const std::string& value : values) st.exchange(soci::use(value));
}

}  // namespace

std::optional<long long> goalRevenue(const Goal& goal, const GoalEvent& event) {
  if (!goal.what.currency || !event.revenue_micros || event.currency != *goal.what.currency) {
    return std::nullopt;
  }
  return event.revenue_micros;
}

seo::sdk::Status checkGoalReadCost(soci::session& sql, const std::string& website_id,
                                   const std::string& from, const std::string& to,
                                   long long limit) {
  if (limit <= 0) return seo::sdk::Status::ok();
  // The daily rollup's count: a row a day, where counting the index took 40 ms on SQLite and
  // more on PostgreSQL to refuse.
  long long events = 0;
  sql << "SELECT CAST(COALESCE(SUM(custom_events), 0) AS BIGINT) FROM analytics_daily WHERE "
         "website_id = :w AND day >= :f AND day <= :t",
      soci::use(website_id), soci::use(from), soci::use(to), soci::into(events);
  if (events <= limit) return seo::sdk::Status::ok();
  return seo::sdk::Status::invalidField(
      "range", "the period holds more than " + std::to_string(limit) +
                   " custom events, too many to count goals under filters; choose fewer days");
}

void GoalHours::add(const Goal& goal, const std::vector<std::string>& hours) {
  auto& span = goal.isPage() ? pageviews : events;
  const std::int64_t from = msOfHour(hours.front()), until = msOfHour(hours.back()) + kMsPerHour;
  span = span ? std::make_pair(std::min(span->first, from), std::max(span->second, until))
              : std::make_pair(from, until);
}

seo::sdk::Status checkGoalHoursReadCost(soci::session& sql, const std::string& website_id,
                                        const std::map<std::string, GoalHours>& hours,
                                        long long limit) {
  if (limit <= 0) return seo::sdk::Status::ok();
  long long events = 0;
  for (const auto& [day, of_day] : hours) {
    // As the reads take them (forEachGoalEvent's recent): the custom events a range of the index
    // by day, website and id, the pageviews one of the index by website and time.
    if (of_day.events) {
      events += countUpTo(sql,
                          "SELECT 1 AS one FROM analytics_custom_events WHERE day = :d AND "
                          "website_id = :w AND id >= :i AND id < :j",
                          {day, website_id, timeOrderedIdStart(of_day.events->first),
                           timeOrderedIdStart(of_day.events->second)},
                          limit - events);
    }
    if (of_day.pageviews && events <= limit) {
      events += countUpTo(
          sql,
          "SELECT 1 AS one FROM analytics_events WHERE website_id = :w AND "
          "occurred_at >= :a AND occurred_at < :b",
          {website_id, isoOfMs(of_day.pageviews->first), isoOfMs(of_day.pageviews->second)},
          limit - events);
    }
    if (events > limit) {
      return seo::sdk::Status::invalidField(
          "range", "the hours not rolled up yet hold more than " + std::to_string(limit) +
                       " events, too many to count goals under filters; the same read answers "
                       "once they are rolled, or choose another period");
    }
  }
  return seo::sdk::Status::ok();
}

void forEachGoalEvent(soci::session& sql, const Goal& goal, const GoalRead& read,
                      const std::function<void(const GoalEvent&)>& each) {
  GoalEvent event;
  std::vector<std::string> values{goal.website_id, read.from, read.to};
  soci::statement st(sql);
  if (goal.isPage()) {
    // The pages the pattern matches in the period, each sought day by day in the index by
    // website, day and page; past kMaxGoalFilterPages of them, the pattern's literal start
    // narrows the rows. Either way the pattern itself is matched here.
    std::string where;
    const std::optional<std::vector<std::string>> pages =
        read.recent ? std::nullopt
                    : goalPages(sql, goal.website_id, read.from, read.to, *goal.what.page_path);
    if (read.recent) {
      // The website's pageviews of those hours: a range of its index by time.
      values = {goal.website_id, isoOfMs(read.recent->first), isoOfMs(read.recent->second),
                read.from};
      where = " AND e.occurred_at >= :a AND e.occurred_at < :b AND e.day = :d";
    } else if (pages) {
      values.resize(1);
      where = dayList("e.day", daysFrom(read.from, read.to), "d", &values) + " AND e.path IN (";
      for (std::size_t i = 0; i < pages->size(); ++i) {
        where += (i ? ", :p" : ":p") + std::to_string(i);
        values.push_back((*pages)[i]);
      }
      where += pages->empty() ? "NULL)" : ")";
    } else {
      const std::string prefix(literalPrefix(*goal.what.page_path));
      values.push_back(std::to_string(seo::sdk::utf8::characterCount(prefix)));
      values.push_back(prefix);
      where = " AND e.day >= :f AND e.day <= :t AND SUBSTR(e.path, 1, CAST(:n AS INTEGER)) = :x";
    }
    std::string query =
        "SELECT e.day, v.visitor, e.visit_id, e.occurred_at, e.id, e.path, e.country, "
        "COALESCE(e.source, v.source) FROM "
        "analytics_events e JOIN analytics_visits v ON v.id = e.visit_id WHERE "
        "e.website_id = :w" +
        where;
    query += readConditions(goal.website_id, read, &values);
    query += visitorConditions(read, "v.visitor", &values);
    bindAll(st, values);
    for (std::string* text : {&event.day, &event.visitor, &event.visit_id, &event.at, &event.id,
                              &event.path, &event.country, &event.source}) {
      st.exchange(soci::into(*text));
    }
    prepareOnce(st, query);
    st.execute();
    while (st.fetch()) {
      if (pagePathMatches(*goal.what.page_path, event.path)) each(event);
    }
    return;
  }
  std::string query =
      "SELECT e.day, e.visitor, e.visit_id, e.occurred_at, e.id, e.path, e.country, e.source, "
      "e.name, e.revenue_micros, e.currency FROM analytics_custom_events e WHERE ";
  if (read.recent) {
    // The website's custom events of those hours: a range of its index by day, website and id
    // (ids grow with time); the name is matched here, or the index by name would be taken,
    // which reads the day's events of that name.
    values = {read.from, goal.website_id, timeOrderedIdStart(read.recent->first),
              timeOrderedIdStart(read.recent->second)};
    query += "e.day = :d AND e.website_id = :w AND e.id >= :i AND e.id < :j";
    query += readConditions(goal.website_id, read, &values);
  } else {
    // Each day named: an index seek by website, day and name each (a range of days would read
    // every name's events of the days between).
    values.resize(1);
    query += "e.website_id = :w" + dayList("e.day", daysFrom(read.from, read.to), "d", &values) +
             " AND e.name = :n";
    values.push_back(*goal.what.event_name);
    query += readConditions(goal.website_id, read, &values);
    query += visitorConditions(read, "e.visitor", &values);
  }
  std::string name;
  long long revenue = 0;
  std::string currency;
  soci::indicator revenue_ind = soci::i_null, currency_ind = soci::i_null;
  bindAll(st, values);
  for (std::string* text : {&event.day, &event.visitor, &event.visit_id, &event.at, &event.id,
                            &event.path, &event.country, &event.source, &name}) {
    st.exchange(soci::into(*text));
  }
  st.exchange(soci::into(revenue, revenue_ind));
  st.exchange(soci::into(currency, currency_ind));
  prepareOnce(st, query);
  st.execute();
  while (st.fetch()) {
    if (name != *goal.what.event_name) continue;
    event.revenue_micros =
        revenue_ind == soci::i_ok ? std::optional<long long>(revenue) : std::nullopt;
    event.currency =
        currency_ind == soci::i_ok ? std::optional<std::string>(currency) : std::nullopt;
    each(event);
  }
}

}  // namespace seo::plugins::analytics
