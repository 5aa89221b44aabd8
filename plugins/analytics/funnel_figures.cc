#include "plugins/analytics/funnel_figures.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/funnel_hours.h"
#include "plugins/analytics/funnel_live.h"
#include "plugins/analytics/roll_holds.h"
#include "plugins/analytics/sql_rows.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// Days a roll reads and writes between two looks at what is left.
constexpr std::int64_t kFunnelDaysPerRead = 60;

// The days with traffic from `first` to `last` that `funnel_id` has not rolled, newest first, at
// most `limit`.
std::vector<std::string> funnelDaysToRoll(soci::session& sql, const std::string& website_id,
                                          const std::string& funnel_id, const std::string& first,
                                          const std::string& last, std::int64_t limit) {
  std::vector<std::string> days;
  std::string day;
  soci::statement st =
      (sql.prepare << "SELECT d.day FROM analytics_daily d WHERE d.website_id = :w AND d.day >= "
                      ":f AND d.day <= :l AND NOT EXISTS (SELECT 1 FROM analytics_funnel_days r "
                      "WHERE r.funnel_id = :u AND r.day = d.day) ORDER BY d.day DESC LIMIT " +
                          std::to_string(limit),
       soci::use(website_id), soci::use(first), soci::use(last), soci::use(funnel_id),
       soci::into(day));
  st.execute();
  while (st.fetch()) days.push_back(day);
  return days;
}

// The walk of the whole of `day`'s raw rows.
FunnelDayWalk walkOfDay(soci::session& sql, const Funnel& funnel, const std::string& day) {
  std::map<std::string, FunnelDayWalk> walks = walkRawFunnelDays(sql, funnel, GoalRead{day, day});
  auto it = walks.find(day);
  return it != walks.end() ? std::move(it->second) : FunnelDayWalk(funnel.steps.size());
}

// Rolls `day` of `funnel` with its hours: false when it was rolled meanwhile, has no traffic,
// the funnel was deleted, or (a closed day) it took an event meanwhile (a trusted sender's, dated
// into it). A closed day is read in a session (no write lock held meanwhile on SQLite) and
// written in a short transaction (roll_holds.h). An `open` day is read in the transaction that
// holds its analytics_daily row, as a goal day is (a batch writing into it waits, then walks its
// events on from the states written here: funnel_live.h).
Result<bool> rollFunnelDay(seo::sdk::Host& host, const Funnel& funnel, const std::string& day,
                           bool open) {
  std::optional<FunnelDayWalk> walk;
  std::pair<long long, long long> events;
  if (!open) {
    SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
      events = dayEvents(sql, funnel.website_id, day);
      walk = walkOfDay(sql, funnel, day);
      return Status::ok();
    }));
  }
  bool rolled = false;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    holdRolls(sql, funnel.website_id);
    const std::pair<long long, long long> now_events =
        dayEvents(sql, funnel.website_id, day, seo::sdk::forUpdate(host.dialect()));
    if (open ? now_events.first < 0 : now_events != events) return Status::ok();
    int one = 0;
    sql << "SELECT 1 FROM analytics_funnels WHERE id = :f", soci::use(funnel.id), soci::into(one);
    if (!sql.got_data()) return Status::ok();
    sql << "SELECT 1 FROM analytics_funnel_days WHERE funnel_id = :f AND day = :d",
        soci::use(funnel.id), soci::use(day), soci::into(one);
    if (sql.got_data()) return Status::ok();
    if (open) walk = walkOfDay(sql, funnel, day);
    const std::size_t n = walk->figures.size();
    std::vector<std::string> websites(n, funnel.website_id), funnels(n, funnel.id), days(n, day);
    std::vector<int> steps;
    for (std::size_t i = 0; i < n; ++i) steps.push_back(static_cast<int>(i));
    const int live = open ? 1 : 0;
    std::vector<int> lives(n, live);
    sql << "INSERT INTO analytics_funnel_days (website_id, funnel_id, day, step, visitors, hours, "
           "live) VALUES (:w, :f, :d, :s, :v, 1, :l)",
        soci::use(websites), soci::use(funnels), soci::use(days), soci::use(steps),
        soci::use(walk->figures), soci::use(lives);
    writeFunnelHours(sql, funnel, day, walk->hours);
    if (open) writeFunnelStates(sql, funnel, day, *walk);
    rolled = true;
    return Status::ok();
  }));
  return rolled;
}

// The figures of `funnel` over the hourly period of `scope`: the hours of the days rolled with
// them, the other days' (and a filtered read's) raw rows by whole days, counted by entry hour.
std::vector<long long> hourlyFunnelVisitors(soci::session& sql, const Funnel& funnel,
                                            const TrafficScope& scope,
                                            const std::string& first_rollable,
                                            bool* days_not_rolled) {
  const std::size_t n = funnel.steps.size();
  std::vector<long long> visitors(n, 0);
  auto add = [&visitors](const std::vector<long long>& figures) {
    for (std::size_t k = 0; k < visitors.size() && k < figures.size(); ++k) {
      visitors[k] += figures[k];
    }
  };
  const TrafficPeriod& period = scope.period;
  const std::string& first_hour = *period.first_hour;
  const std::string& last_hour = *period.last_hour;
  std::set<std::string> with_hours;
  if (!scope.filter.any()) {
    for (const SqlRow& row : runRows(sql,
                                     "SELECT day FROM analytics_funnel_days WHERE funnel_id = :f "
                                     "AND day >= :a AND day <= :b AND step = 0 AND hours = 1",
                                     {funnel.id, period.days.from, period.days.to}, 0)) {
      with_hours.insert(row.name);
    }
    for (const auto& [day, figures] : rolledFunnelHours(sql, funnel, first_hour, last_hour)) {
      if (with_hours.count(day)) add(figures);
    }
  }
  std::set<std::string> raw_days;
  for (const std::string& day :
       daysWithTraffic(sql, funnel.website_id, period.days.from, period.days.to)) {
    if (!with_hours.count(day)) raw_days.insert(day);
  }
  if (raw_days.empty()) return visitors;
  if (days_not_rolled && !scope.filter.any() && *raw_days.rbegin() >= first_rollable) {
    *days_not_rolled = true;
  }
  GoalRead read{*raw_days.begin(), *raw_days.rbegin(), std::nullopt, std::nullopt, scope.filter};
  for (const auto& [day, walk] : walkRawFunnelDays(sql, funnel, read)) {
    if (!raw_days.count(day)) continue;
    for (const auto& [hour, figures] : walk.hours) {
      if (hour >= first_hour && hour <= last_hour) add(figures);
    }
  }
  return visitors;
}

}  // namespace

std::map<std::string, FunnelDayWalk> walkRawFunnelDays(soci::session& sql, const Funnel& funnel,
                                                       const GoalRead& read) {
  std::vector<FunnelEvent> events;
  for (std::size_t step = 0; step < funnel.steps.size(); ++step) {
    forEachGoalEvent(sql, funnel.steps[step], read, [&](const GoalEvent& e) {
      events.push_back(FunnelEvent{e.day, e.visit_id, e.visitor, e.at, e.id, 1u << step});
    });
  }
  return walkFunnelDays(std::move(events), funnel.steps.size());
}

std::vector<long long> funnelVisitors(soci::session& sql, const Funnel& funnel,
                                      const TrafficScope& scope, const std::string& first_rollable,
                                      bool* days_not_rolled) {
  const TrafficPeriod& period = scope.period;
  if (period.hourly()) {
    return hourlyFunnelVisitors(sql, funnel, scope, first_rollable, days_not_rolled);
  }
  const std::size_t n = funnel.steps.size();
  std::vector<long long> visitors(n, 0);
  auto add = [&visitors](const std::vector<long long>& day) {
    for (std::size_t k = 0; k < visitors.size() && k < day.size(); ++k) visitors[k] += day[k];
  };
  if (scope.filter.any()) {
    GoalRead read{period.days.from, period.days.to, std::nullopt, std::nullopt, scope.filter};
    for (const auto& [day, walk] : walkRawFunnelDays(sql, funnel, read)) add(walk.figures);
    return visitors;
  }
  // The rolled days, then the rest from the raw rows in one read over their span.
  std::map<std::string, std::vector<long long>> rolled;
  {
    std::string day;
    int step = 0;
    long long count = 0;
    soci::statement st =
        (sql.prepare << "SELECT day, step, visitors FROM analytics_funnel_days WHERE funnel_id = "
                        ":f AND day >= :a AND day <= :b",
         soci::use(funnel.id), soci::use(period.days.from), soci::use(period.days.to),
         soci::into(day), soci::into(step), soci::into(count));
    st.execute();
    while (st.fetch()) {
      std::vector<long long>& of = rolled.try_emplace(day, n, 0).first->second;
      if (step >= 0 && static_cast<std::size_t>(step) < n) of[step] = count;
    }
  }
  for (const auto& [day, figures] : rolled) add(figures);
  std::set<std::string> raw_days;
  for (const std::string& day :
       daysWithTraffic(sql, funnel.website_id, period.days.from, period.days.to)) {
    if (!rolled.count(day)) raw_days.insert(day);
  }
  if (raw_days.empty()) return visitors;
  if (days_not_rolled && *raw_days.rbegin() >= first_rollable) *days_not_rolled = true;
  for (const auto& [day, walk] :
       walkRawFunnelDays(sql, funnel, GoalRead{*raw_days.begin(), *raw_days.rbegin()})) {
    if (raw_days.count(day)) add(walk.figures);
  }
  return visitors;
}

void unrollFunnelDay(soci::session& sql, const std::string& website_id,
                     const std::string& funnel_id, const std::string& day) {
  dropFunnelHours(sql, website_id, funnel_id, day);
  dropFunnelStates(sql, funnel_id, day);
  sql << "DELETE FROM analytics_funnel_days WHERE funnel_id = :f AND day = :d",
      soci::use(funnel_id), soci::use(day);
}

void unrollFunnelDays(soci::session& sql, const std::string& website_id,
                      const std::vector<std::string>& days) {
  for (const std::string& day : days) {
    for (const SqlRow& row :
         runRows(sql,
                 "SELECT funnel_id FROM analytics_funnel_days WHERE website_id = :w AND day = :d "
                 "AND step = 0 AND live = 0",
                 {website_id, day}, 0)) {
      unrollFunnelDay(sql, website_id, row.name, day);
    }
  }
}

bool anyFunnelDayToRoll(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                        const std::string& first) {
  const std::string today = formatDay(dayOfMs(nowMsOf(host)));
  for (const Funnel& funnel : listFunnels(sql, website_id)) {
    if (!funnelDaysToRoll(sql, website_id, funnel.id, first, today, 1).empty()) return true;
  }
  return false;
}

Result<std::int64_t> rollFunnelDays(seo::sdk::Host& host, const std::string& website_id,
                                    const std::string& first, std::int64_t limit) {
  std::vector<Funnel> funnels;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    funnels = listFunnels(sql, website_id);
    return Status::ok();
  }));
  std::int64_t rolled = 0;
  for (const Funnel& funnel : funnels) {
    for (;;) {
      const std::int64_t left = limit > 0 ? limit - rolled : kFunnelDaysPerRead;
      if (left <= 0) break;
      const std::int64_t now_ms = nowMsOf(host);
      const std::string today = formatDay(dayOfMs(now_ms)), last_closed = lastClosedDay(now_ms);
      std::vector<std::string> days;
      SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
        days = funnelDaysToRoll(sql, website_id, funnel.id, first, today, left);
        return Status::ok();
      }));
      if (days.empty()) break;
      std::int64_t written = 0;
      for (const std::string& day : days) {
        SEO_ASSIGN_OR_RETURN(bool done, rollFunnelDay(host, funnel, day, day > last_closed));
        written += done ? 1 : 0;
      }
      rolled += written;
      if (written == 0) break;  // deleted meanwhile, or taking events while closed
    }
  }
  SEO_RETURN_IF_ERROR(pruneFunnelStates(host, website_id, lastClosedDay(nowMsOf(host))));
  return rolled;
}

}  // namespace seo::plugins::analytics
