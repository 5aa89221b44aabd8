#include "plugins/analytics/funnel_figures.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/roll_holds.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// Days a roll reads and writes between two looks at what is left.
constexpr std::int64_t kFunnelDaysPerRead = 60;

// One event of a step, as the walk through a visit needs it.
struct StepEvent {
  std::string day, visit, visitor, at, id;
  std::size_t step = 0;
};

// The closed days with traffic from `first` to `last` that `funnel_id` has not rolled, newest
// first, at most `limit`.
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

// Rolls `day` of `funnel`: false when it was rolled meanwhile, took an event meanwhile (a
// trusted sender's, dated into it) or the funnel was deleted. Read in a session (no write lock
// held meanwhile on SQLite), written in a short transaction (roll_holds.h).
Result<bool> rollFunnelDay(seo::sdk::Host& host, const Funnel& funnel, const std::string& day) {
  std::vector<long long> visitors(funnel.steps.size(), 0);
  std::pair<long long, long long> events;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    events = dayEvents(sql, funnel.website_id, day);
    std::map<std::string, std::vector<long long>> raw =
        rawFunnelDays(sql, funnel, GoalRead{day, day});
    if (auto it = raw.find(day); it != raw.end()) visitors = it->second;
    return Status::ok();
  }));
  bool rolled = false;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    holdRolls(sql, funnel.website_id);
    if (dayEvents(sql, funnel.website_id, day, seo::sdk::forUpdate(host.dialect())) != events) {
      return Status::ok();
    }
    int one = 0;
    sql << "SELECT 1 FROM analytics_funnels WHERE id = :f", soci::use(funnel.id), soci::into(one);
    if (!sql.got_data()) return Status::ok();
    sql << "SELECT 1 FROM analytics_funnel_days WHERE funnel_id = :f AND day = :d",
        soci::use(funnel.id), soci::use(day), soci::into(one);
    if (sql.got_data()) return Status::ok();
    std::vector<std::string> websites(visitors.size(), funnel.website_id),
        funnels(visitors.size(), funnel.id), days(visitors.size(), day);
    std::vector<int> steps;
    for (std::size_t i = 0; i < visitors.size(); ++i) steps.push_back(static_cast<int>(i));
    sql << "INSERT INTO analytics_funnel_days (website_id, funnel_id, day, step, visitors) "
           "VALUES (:w, :f, :d, :s, :v)",
        soci::use(websites), soci::use(funnels), soci::use(days), soci::use(steps),
        soci::use(visitors);
    rolled = true;
    return Status::ok();
  }));
  return rolled;
}

}  // namespace

std::map<std::string, std::vector<long long>> rawFunnelDays(soci::session& sql,
                                                            const Funnel& funnel,
                                                            const GoalRead& read) {
  const std::size_t n = funnel.steps.size();
  std::vector<StepEvent> events;
  for (std::size_t step = 0; step < n; ++step) {
    forEachGoalEvent(sql, funnel.steps[step], read, [&](const GoalEvent& e) {
      // A custom event that joined no visit is a visit of its own.
      events.push_back(StepEvent{e.day, e.visit_id.empty() ? "\n" + e.visitor : e.visit_id,
                                 e.visitor, e.at, e.id, step});
    });
  }
  std::sort(events.begin(), events.end(), [](const StepEvent& a, const StepEvent& b) {
    return std::tie(a.day, a.visit, a.at, a.id, a.step) <
           std::tie(b.day, b.visit, b.at, b.id, b.step);
  });
  // The furthest step of each visitor of each day: their visits' furthest.
  std::map<std::string, std::unordered_map<std::string, std::size_t>> furthest;
  for (std::size_t i = 0; i < events.size();) {
    std::size_t reached = 0;
    const std::string* advanced_by = nullptr;  // one event is one step
    std::size_t j = i;
    for (;
         j < events.size() && events[j].day == events[i].day && events[j].visit == events[i].visit;
         ++j) {
      const StepEvent& e = events[j];
      if (reached < n && e.step == reached && (!advanced_by || *advanced_by != e.id)) {
        ++reached;
        advanced_by = &e.id;
      }
    }
    if (reached > 0) {
      std::size_t& best = furthest[events[i].day][events[i].visitor];
      best = std::max(best, reached);
    }
    i = j;
  }
  std::map<std::string, std::vector<long long>> days;
  for (const auto& [day, visitors] : furthest) {
    std::vector<long long>& at = days.try_emplace(day, n, 0).first->second;
    for (const auto& [visitor, reached] : visitors) {
      for (std::size_t k = 0; k < reached; ++k) at[k] += 1;
    }
  }
  return days;
}

std::vector<long long> funnelVisitors(soci::session& sql, const Funnel& funnel,
                                      const TrafficScope& scope, const std::string& first_rollable,
                                      const std::string& last_closed, bool* days_not_rolled) {
  const std::size_t n = funnel.steps.size();
  std::vector<long long> visitors(n, 0);
  auto add = [&visitors](const std::vector<long long>& day) {
    for (std::size_t k = 0; k < visitors.size() && k < day.size(); ++k) visitors[k] += day[k];
  };
  const TrafficPeriod& period = scope.period;
  if (scope.filter.any() || period.hourly()) {
    GoalRead read{period.days.from, period.days.to, std::nullopt, std::nullopt, scope.filter};
    if (period.hourly()) {
      read.since = period.sinceIso();
      read.until = period.untilIso();
    }
    for (const auto& [day, figures] : rawFunnelDays(sql, funnel, read)) add(figures);
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
  {
    std::string day;
    soci::statement st = (sql.prepare << "SELECT day FROM analytics_daily WHERE website_id = :w "
                                         "AND day >= :f AND day <= :t",
                          soci::use(funnel.website_id), soci::use(period.days.from),
                          soci::use(period.days.to), soci::into(day));
    st.execute();
    while (st.fetch()) {
      if (!rolled.count(day)) raw_days.insert(day);
    }
  }
  if (raw_days.empty()) return visitors;
  if (days_not_rolled) {
    for (const std::string& day : raw_days) {
      if (day >= first_rollable && day <= last_closed) *days_not_rolled = true;
    }
  }
  for (const auto& [day, figures] :
       rawFunnelDays(sql, funnel, GoalRead{*raw_days.begin(), *raw_days.rbegin()})) {
    if (raw_days.count(day)) add(figures);
  }
  return visitors;
}

void unrollFunnelDays(soci::session& sql, const std::string& website_id,
                      const std::vector<std::string>& days) {
  for (const std::string& day : days) {
    sql << "DELETE FROM analytics_funnel_days WHERE website_id = :w AND day = :d",
        soci::use(website_id), soci::use(day);
  }
}

bool anyFunnelDayToRoll(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                        const std::string& first) {
  const std::string last = lastClosedDay(nowMsOf(host));
  for (const Funnel& funnel : listFunnels(sql, website_id)) {
    if (!funnelDaysToRoll(sql, website_id, funnel.id, first, last, 1).empty()) return true;
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
      if (left <= 0) return rolled;
      const std::int64_t now_ms = nowMsOf(host);
      std::vector<std::string> days;
      SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
        days = funnelDaysToRoll(sql, website_id, funnel.id, first, lastClosedDay(now_ms), left);
        return Status::ok();
      }));
      if (days.empty()) break;
      std::int64_t written = 0;
      for (const std::string& day : days) {
        SEO_ASSIGN_OR_RETURN(bool done, rollFunnelDay(host, funnel, day));
        written += done ? 1 : 0;
      }
      rolled += written;
      if (written == 0) break;  // deleted meanwhile
    }
  }
  return rolled;
}

}  // namespace seo::plugins::analytics
