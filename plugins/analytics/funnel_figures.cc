#include "plugins/analytics/funnel_figures.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "plugins/analytics/days.h"
#include "plugins/analytics/funnel_hours.h"
#include "plugins/analytics/funnel_live.h"
#include "plugins/analytics/roll_holds.h"
#include "plugins/analytics/rollup_sums.h"
#include "plugins/analytics/sql_rows.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// Days a roll reads and writes between two looks at what is left.
constexpr std::int64_t kFunnelDaysPerRead = 60;

// A funnel day to roll: to `last`, its last closed hour (a whole day when T23), from `rolled`
// ("" when not rolled).
struct FunnelDayToRoll {
  std::string day, rolled, last;
};

// The days with traffic from `first` to today that `funnel_id` has not rolled to their last
// closed hour at `now_ms`, newest first, at most `limit`.
std::vector<FunnelDayToRoll> funnelDaysToRoll(soci::session& sql, const std::string& website_id,
                                              const std::string& funnel_id,
                                              const std::string& first, std::int64_t now_ms,
                                              std::int64_t limit) {
  std::vector<FunnelDayToRoll> days;
  std::string day, last_hour;
  int live = 0;
  soci::indicator rolled = soci::i_null, rolled_hour = soci::i_null;
  const std::string today = formatDay(dayOfMs(now_ms));
  soci::statement st(sql);
  st.exchange(soci::use(funnel_id));
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(first));
  st.exchange(soci::use(today));
  st.exchange(soci::into(day));
  st.exchange(soci::into(live, rolled));
  st.exchange(soci::into(last_hour, rolled_hour));
  prepareOnce(st,
              "SELECT d.day, r.live, r.last_hour FROM analytics_daily d LEFT JOIN "
              "analytics_funnel_days r ON r.funnel_id = :u AND r.day = d.day AND r.step = "
              "0 WHERE d.website_id = :w AND d.day >= :f AND d.day <= :t AND (r.day IS "
              "NULL OR r.live = 1) ORDER BY d.day DESC");
  st.execute();
  while (st.fetch() && static_cast<std::int64_t>(days.size()) < limit) {
    const std::string last = lastClosedHourOf(day, now_ms);
    const std::string before = rolled == soci::i_ok ? last_hour : "";
    if (last.empty() || (rolled == soci::i_ok && before >= last)) continue;
    days.push_back({day, before, last});
  }
  return days;
}

// The walk of the whole of `day`'s raw rows.
FunnelDayWalk walkOfDay(soci::session& sql, const Funnel& funnel, const std::string& day) {
  std::map<std::string, FunnelDayWalk> walks = walkRawFunnelDays(sql, funnel, GoalRead{day, day});
  auto it = walks.find(day);
  return it != walks.end() ? std::move(it->second) : FunnelDayWalk(funnel.steps.size());
}

// Rolls `day` of `funnel` with its hours to `to.last`: false when it was rolled meanwhile, has
// no traffic, the funnel was deleted, or (a whole day) it took an event meanwhile (a trusted
// sender's, dated into it). A day rolled before to an hour goes on from there: the hours since
// are walked on from where its visitors stood (funnel_live.h) and added. A whole day not rolled
// before is read in a session (no write lock held meanwhile on SQLite) and written in a short
// transaction (roll_holds.h); an open one is read to its last closed hour in the transaction
// that holds its analytics_daily row, and keeps where its visitors stand then.
Result<bool> rollFunnelDay(seo::sdk::Host& host, const Funnel& funnel, const FunnelDayToRoll& to) {
  const std::string& day = to.day;
  const bool whole = to.last == day + "T23";
  const bool onward = !to.rolled.empty();  // from where its last roll left it
  std::optional<FunnelDayWalk> walk;
  std::pair<long long, long long> events;
  if (whole && !onward) {
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
    if (whole && !onward ? now_events != events : now_events.first < 0) return Status::ok();
    int one = 0;
    sql << "SELECT 1 FROM analytics_funnels WHERE id = :f", soci::use(funnel.id), soci::into(one);
    if (!sql.got_data()) return Status::ok();
    int live = 0;
    std::string before;
    sql << "SELECT live, last_hour FROM analytics_funnel_days WHERE funnel_id = :f AND day = :d "
           "AND step = 0",
        soci::use(funnel.id), soci::use(day), soci::into(live), soci::into(before);
    const bool exists = sql.got_data();
    if (!exists) before = "";
    // Rolled (or unrolled) by another meanwhile.
    if ((exists && live == 0) || before != to.rolled) return Status::ok();
    if (onward) {
      // The hours since the last roll walked on from where its visitors stood (funnel_live.h),
      // added to the day's figures and hours.
      const FunnelDayWalk after = funnelHoursAfter(sql, funnel, day, before, to.last);
      const int now_live = whole ? 0 : 1;
      for (std::size_t k = 0; k < after.figures.size(); ++k) {
        const long long added = after.figures[k];
        const int step = static_cast<int>(k);
        sql << "UPDATE analytics_funnel_days SET visitors = visitors + :n, live = :l, last_hour = "
               ":h WHERE funnel_id = :f AND day = :d AND step = :s",
            soci::use(added), soci::use(now_live), soci::use(to.last), soci::use(funnel.id),
            soci::use(day), soci::use(step);
      }
      RollupSums hours("analytics_funnel_hours", {"website_id", "funnel_id", "hour"},
                       funnelHourColumns());
      for (const auto& [hour, figures] : after.hours) {
        std::vector<long long>& sums = hours.at({funnel.website_id, funnel.id, hour});
        for (std::size_t k = 0; k < figures.size(); ++k) sums[k] += figures[k];
      }
      hours.write(sql);
      if (whole) {
        dropFunnelStates(sql, funnel.id, day);
      } else {
        writeFunnelStates(sql, funnel, day, after);
      }
      rolled = true;
      return Status::ok();
    }
    if (!whole) {
      // The day's first roll: its events to the end of its last closed hour.
      const std::size_t n = funnel.steps.size();
      GoalRead read{day, day, isoOfMs(msOfHour(day + "T00")),
                    isoOfMs(msOfHour(to.last) + kMsPerHour)};
      walk.emplace(n);
      walkFunnelDay(*walk, funnelStepEvents(sql, funnel, read), n);
    }
    sql << "DELETE FROM analytics_funnel_days WHERE funnel_id = :f AND day = :d",
        soci::use(funnel.id), soci::use(day);
    const std::size_t n = walk->figures.size();
    std::vector<std::string> websites(n, funnel.website_id), funnels(n, funnel.id), days(n, day),
        lasts(n, to.last);
    std::vector<int> steps;
    for (std::size_t i = 0; i < n; ++i) steps.push_back(static_cast<int>(i));
    std::vector<int> lives(n, whole ? 0 : 1);
    sql << "INSERT INTO analytics_funnel_days (website_id, funnel_id, day, step, visitors, hours, "
           "live, last_hour) VALUES (:w, :f, :d, :s, :v, 1, :l, :h)",
        soci::use(websites), soci::use(funnels), soci::use(days), soci::use(steps),
        soci::use(walk->figures), soci::use(lives), soci::use(lasts);
    writeFunnelHours(sql, funnel, day, walk->hours);
    if (whole) {
      dropFunnelStates(sql, funnel.id, day);
    } else {
      writeFunnelStates(sql, funnel, day, *walk);
    }
    rolled = true;
    return Status::ok();
  }));
  return rolled;
}

// The last hour rolled of a live day of `funnel_id`.
std::string liveLastHour(soci::session& sql, const std::string& funnel_id, const std::string& day) {
  std::string last;
  sql << "SELECT last_hour FROM analytics_funnel_days WHERE funnel_id = :f AND day = :d AND step "
         "= 0",
      soci::use(funnel_id), soci::use(day), soci::into(last);
  return last;
}

// The figures of `funnel` over the hourly period of `scope`: the hours of the days rolled with
// them, the other days' (and a filtered read's) raw rows by whole days, counted by entry hour.
std::vector<long long> hourlyFunnelVisitors(soci::session& sql, const Funnel& funnel,
                                            const TrafficScope& scope,
                                            const std::string& first_rollable, std::int64_t now_ms,
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
    // The days rolled with their hours; those rolled to an hour (live) go on from their states.
    std::map<std::string, std::string> live;  // day -> its last hour rolled
    for (const SqlRow& row :
         runRows(sql,
                 "SELECT day, live FROM analytics_funnel_days WHERE funnel_id = :f AND day >= :a "
                 "AND day <= :b AND step = 0 AND hours = 1",
                 {funnel.id, period.days.from, period.days.to}, 1)) {
      with_hours.insert(row.name);
      if (row.values[0] == 1) live[row.name] = "";
    }
    for (auto& [day, rolled] : live) rolled = liveLastHour(sql, funnel.id, day);
    for (const auto& [day, figures] : rolledFunnelHours(sql, funnel, first_hour, last_hour)) {
      if (with_hours.count(day)) add(figures);
    }
    for (const auto& [day, rolled] : live) {
      const FunnelDayWalk after =
          funnelHoursAfter(sql, funnel, day, rolled, std::min(last_hour, day + "T23"));
      for (const auto& [hour, figures] : after.hours) {
        if (hour >= first_hour && hour <= last_hour) add(figures);
      }
      if (days_not_rolled && rolled < lastClosedHourOf(day, now_ms)) *days_not_rolled = true;
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

std::vector<FunnelEvent> funnelStepEvents(soci::session& sql, const Funnel& funnel,
                                          const GoalRead& read) {
  std::vector<FunnelEvent> events;
  for (std::size_t step = 0; step < funnel.steps.size(); ++step) {
    forEachGoalEvent(sql, funnel.steps[step], read, [&](const GoalEvent& e) {
      events.push_back(FunnelEvent{e.day, e.visit_id, e.visitor, e.at, e.id, 1u << step});
    });
  }
  return events;
}

std::map<std::string, FunnelDayWalk> walkRawFunnelDays(soci::session& sql, const Funnel& funnel,
                                                       const GoalRead& read) {
  return walkFunnelDays(funnelStepEvents(sql, funnel, read), funnel.steps.size());
}

std::vector<long long> funnelVisitors(soci::session& sql, const Funnel& funnel,
                                      const TrafficScope& scope, const std::string& first_rollable,
                                      std::int64_t now_ms, bool* days_not_rolled) {
  const TrafficPeriod& period = scope.period;
  if (period.hourly()) {
    return hourlyFunnelVisitors(sql, funnel, scope, first_rollable, now_ms, days_not_rolled);
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
  std::map<std::string, std::string> live;  // day -> its last hour rolled
  {
    std::string day, last_hour;
    int step = 0, is_live = 0;
    long long count = 0;
    soci::statement st(sql);
    st.exchange(soci::use(funnel.id));
    st.exchange(soci::use(period.days.from));
    st.exchange(soci::use(period.days.to));
    st.exchange(soci::into(day));
    st.exchange(soci::into(step));
    st.exchange(soci::into(count));
    st.exchange(soci::into(is_live));
    st.exchange(soci::into(last_hour));
    prepareOnce(st,
                "SELECT day, step, visitors, live, last_hour FROM analytics_funnel_days "
                "WHERE funnel_id = :f AND day >= :a AND day <= :b");
    st.execute();
    while (st.fetch()) {
      std::vector<long long>& of = rolled.try_emplace(day, n, 0).first->second;
      if (step >= 0 && static_cast<std::size_t>(step) < n) of[step] = count;
      if (is_live == 1) live[day] = last_hour;
    }
  }
  for (const auto& [day, figures] : rolled) add(figures);
  // The days rolled to an hour go on from there.
  for (const auto& [day, last_hour] : live) {
    add(funnelHoursAfter(sql, funnel, day, last_hour, day + "T23").figures);
    if (days_not_rolled && last_hour < lastClosedHourOf(day, now_ms)) *days_not_rolled = true;
  }
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
  const std::int64_t now_ms = nowMsOf(host);
  for (const Funnel& funnel : listFunnels(sql, website_id)) {
    if (!funnelDaysToRoll(sql, website_id, funnel.id, first, now_ms, 1).empty()) return true;
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
      std::vector<FunnelDayToRoll> days;
      SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
        days = funnelDaysToRoll(sql, website_id, funnel.id, first, now_ms, left);
        return Status::ok();
      }));
      if (days.empty()) break;
      std::int64_t written = 0;
      for (const FunnelDayToRoll& day : days) {
        SEO_ASSIGN_OR_RETURN(bool done, rollFunnelDay(host, funnel, day));
        written += done ? 1 : 0;
      }
      rolled += written;
      if (written == 0) break;  // deleted meanwhile, or taking events while rolled
    }
  }
  return rolled;
}

}  // namespace seo::plugins::analytics
