#include "plugins/analytics/funnel_live.h"

#include <algorithm>
#include <set>
#include <unordered_map>
#include <utility>
#include <vector>

#include "plugins/analytics/days.h"
#include "plugins/analytics/funnel_figures.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/sql_rows.h"

namespace seo::plugins::analytics {

namespace {

// Keys bound in one IN list: well under SQLite's and PostgreSQL's limits on parameters.
constexpr std::size_t kKeysPerRead = 500;

// The states of `visitors` of `funnel_id`'s `day` (those that have one).
std::unordered_map<std::string, FunnelVisitor> readVisitors(soci::session& sql,
                                                            const std::string& funnel_id,
                                                            const std::string& day,
                                                            const std::set<std::string>& visitors) {
  std::unordered_map<std::string, FunnelVisitor> states;
  const std::vector<std::string> all(visitors.begin(), visitors.end());
  for (std::size_t at = 0; at < all.size(); at += kKeysPerRead) {
    const std::vector<std::string> chunk(all.begin() + at,
                                         all.begin() + std::min(all.size(), at + kKeysPerRead));
    std::vector<std::string> values{funnel_id, day};
    const std::string query =
        "SELECT visitor, entry_hour, last_at, last_id, visit, best, reached, loose FROM "
        "analytics_funnel_visitors WHERE funnel_id = :f AND day = :d" +
        dayList("visitor", chunk, "v", &values);
    std::string visitor;
    FunnelVisitor state;
    long long best = 0, reached = 0, loose = 0;
    soci::statement st(sql);
    for (const std::string& value : values) st.exchange(soci::use(value));
    for (std::string* text :
         {&visitor, &state.entry_hour, &state.last_at, &state.last_id, &state.visit}) {
      st.exchange(soci::into(*text));
    }
    for (long long* number : {&best, &reached, &loose}) st.exchange(soci::into(*number));
    prepareOnce(st, query);
    st.execute();
    while (st.fetch()) {
      state.best = static_cast<std::size_t>(best);
      state.reached = static_cast<std::size_t>(reached);
      state.loose = static_cast<std::size_t>(loose);
      states[visitor] = state;
    }
  }
  return states;
}

// Visitors' states of funnel days, column by column, for one bulk upsert.
struct VisitorRows {
  std::vector<std::string> funnel, day, visitor, entry_hour, last_at, last_id, visit;
  std::vector<long long> best, reached, loose;

  void add(const std::string& funnel_id, const std::string& of_day, const std::string& key,
           const FunnelVisitor& state) {
    funnel.push_back(funnel_id);
    day.push_back(of_day);
    visitor.push_back(key);
    entry_hour.push_back(state.entry_hour);
    last_at.push_back(state.last_at);
    last_id.push_back(state.last_id);
    visit.push_back(state.visit);
    best.push_back(static_cast<long long>(state.best));
    reached.push_back(static_cast<long long>(state.reached));
    loose.push_back(static_cast<long long>(state.loose));
  }

  void upsert(soci::session& sql) {
    if (funnel.empty()) return;
    sql << "INSERT INTO analytics_funnel_visitors (funnel_id, day, visitor, entry_hour, last_at, "
           "last_id, visit, best, reached, loose) VALUES (:f, :d, :v, :h, :a, :i, :s, :b, :r, :l) "
           "ON CONFLICT (funnel_id, day, visitor) DO UPDATE SET entry_hour = excluded.entry_hour, "
           "last_at = excluded.last_at, last_id = excluded.last_id, visit = excluded.visit, best "
           "= excluded.best, reached = excluded.reached, loose = excluded.loose",
        soci::use(funnel), soci::use(day), soci::use(visitor), soci::use(entry_hour),
        soci::use(last_at), soci::use(last_id), soci::use(visit), soci::use(best),
        soci::use(reached), soci::use(loose);
  }
};

}  // namespace

FunnelDayWalk funnelHoursAfter(soci::session& sql, const Funnel& funnel, const std::string& day,
                               const std::string& rolled, const std::string& last_hour) {
  const std::size_t n = funnel.steps.size();
  FunnelDayWalk walk(n);
  if (last_hour <= rolled) return walk;
  GoalRead read{day, day};
  read.recent = std::make_pair(msOfHour(rolled) + kMsPerHour, msOfHour(last_hour) + kMsPerHour);
  std::vector<FunnelEvent> events = funnelStepEvents(sql, funnel, read);
  if (events.empty()) return walk;
  std::set<std::string> visitors;
  for (const FunnelEvent& e : events) visitors.insert(e.visitor);
  walk.visitors = readVisitors(sql, funnel.id, day, visitors);
  walkFunnelDay(walk, std::move(events), n);
  return walk;
}

void writeFunnelStates(soci::session& sql, const Funnel& funnel, const std::string& day,
                       const FunnelDayWalk& walk) {
  VisitorRows states;
  for (const auto& [visitor, state] : walk.visitors) states.add(funnel.id, day, visitor, state);
  states.upsert(sql);
}

void dropFunnelStates(soci::session& sql, const std::string& funnel_id, const std::string& day) {
  sql << "DELETE FROM analytics_funnel_visitors WHERE funnel_id = :f AND day = :d",
      soci::use(funnel_id), soci::use(day);
}

void unrollFunnelHour(soci::session& sql, const std::string& website_id, std::int64_t ms,
                      std::int64_t now_ms) {
  const std::string hour = hourText(ms);
  if (now_ms <= 0 || hour > lastClosedHour(now_ms)) return;
  for (const SqlRow& row :
       runRows(sql,
               "SELECT funnel_id FROM analytics_funnel_days WHERE website_id = :w AND day = :d AND "
               "step = 0 AND live = 1 AND last_hour >= :h",
               {website_id, hour.substr(0, 10), hour}, 0)) {
    unrollFunnelDay(sql, website_id, row.name, hour.substr(0, 10));
  }
}

}  // namespace seo::plugins::analytics
