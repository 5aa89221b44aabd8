#include "plugins/analytics/goal_conversions.h"

#include <algorithm>
#include <set>
#include <utility>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hour_goals.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/funnel_figures.h"
#include "plugins/analytics/funnel_hours.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/goal_hours.h"
#include "plugins/analytics/roll_holds.h"
#include "plugins/analytics/rolled_panel.h"
#include "plugins/analytics/rollup_sums.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_sets.h"
#include "seo/sdk/util/sql_dialect.h"
#include "seo/sdk/util/website_flag.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A roll asked for and not finished within this time is asked for again (its job failed).
constexpr std::int64_t kRollRequestStaleMs = 60 * 60 * 1000;

enum GoalDayColumn { kGoalVisitors, kGoalConversions, kGoalRevenueMicros, kGoalRevenueConversions };

// One day's conversions of a goal as the raw rows give them.
struct DayConversions {
  std::set<std::string> visitors;
  long long conversions = 0, revenue_micros = 0, revenue_conversions = 0;
};

// The conversions of `goal` in the raw rows of `read`, by day.
std::map<std::string, DayConversions> rawConversions(soci::session& sql, const Goal& goal,
                                                     const GoalRead& read) {
  std::map<std::string, DayConversions> days;
  forEachGoalEvent(sql, goal, read, [&](const GoalEvent& e) {
    DayConversions& on = days[e.day];
    on.visitors.insert(e.visitor);
    on.conversions += 1;
    if (const std::optional<long long> revenue = goalRevenue(goal, e)) {
      on.revenue_micros += *revenue;
      on.revenue_conversions += 1;
    }
  });
  return days;
}

void addDay(GoalFigures& figures, const DayConversions& day) {
  figures.visitors += static_cast<long long>(day.visitors.size());
  figures.conversions += day.conversions;
  figures.revenue_micros += day.revenue_micros;
  figures.revenue_conversions += day.revenue_conversions;
}

// The rolled days of `website_id`'s goals in [from, to], by goal and day.
std::map<std::pair<std::string, std::string>, GoalFigures> rolledGoalDays(
    soci::session& sql, const std::string& website_id, const std::string& from,
    const std::string& to) {
  std::map<std::pair<std::string, std::string>, GoalFigures> rolled;
  std::string goal_id, day;
  GoalFigures f;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(from));
  st.exchange(soci::use(to));
  st.exchange(soci::into(goal_id));
  st.exchange(soci::into(day));
  st.exchange(soci::into(f.visitors));
  st.exchange(soci::into(f.conversions));
  st.exchange(soci::into(f.revenue_micros));
  st.exchange(soci::into(f.revenue_conversions));
  prepareOnce(st,
              "SELECT goal_id, day, visitors, conversions, revenue_micros, "
              "revenue_conversions FROM analytics_goal_days WHERE website_id = :w AND "
              "day >= :f AND day <= :t");
  st.execute();
  while (st.fetch()) rolled[{goal_id, day}] = f;
  return rolled;
}

// The days with traffic of `goal` not rolled yet, from `first` on, newest first, at most `limit`.
std::vector<std::string> goalDaysToRoll(soci::session& sql, const Goal& goal,
                                        const std::string& first, std::int64_t limit) {
  std::vector<std::string> days;
  std::string day;
  soci::statement st(sql);
  st.exchange(soci::use(goal.website_id));
  st.exchange(soci::use(first));
  st.exchange(soci::use(goal.id));
  st.exchange(soci::into(day));
  prepareOnce(st,
              "SELECT d.day FROM analytics_daily d WHERE d.website_id = :w AND d.day >= "
              ":f AND NOT EXISTS (SELECT 1 FROM analytics_goal_days g WHERE g.website_id = "
              "d.website_id AND g.goal_id = :g AND g.day = d.day) ORDER BY d.day DESC "
              "LIMIT " +
                  std::to_string(limit));
  st.execute();
  while (st.fetch()) days.push_back(day);
  return days;
}

// Rolls `day` of `goal`: holds the day's analytics_daily row (a batch writing into the day waits,
// then adds to the rolled row), counts the raw rows and writes them. False when there was
// nothing to roll: no traffic that day, rolled already, or the goal deleted.
Result<bool> rollGoalDay(seo::sdk::Host& host, const Goal& goal, const std::string& day) {
  bool rolled = false;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    long long pageviews = 0;
    sql << std::string(
               "SELECT pageviews FROM analytics_daily WHERE website_id = :w AND day = "
               ":d") +
               seo::sdk::forUpdate(host.dialect()),
        soci::use(goal.website_id), soci::use(day), soci::into(pageviews);
    if (!sql.got_data()) return Status::ok();
    int one = 0;
    sql << "SELECT 1 FROM analytics_goals WHERE id = :g", soci::use(goal.id), soci::into(one);
    if (!sql.got_data()) return Status::ok();
    sql << "SELECT 1 FROM analytics_goal_days WHERE website_id = :w AND goal_id = :g AND day = "
           ":d",
        soci::use(goal.website_id), soci::use(goal.id), soci::use(day), soci::into(one);
    if (sql.got_data()) return Status::ok();
    std::map<std::string, GoalDayHours> raw =
        rawGoalDayHours(sql, goal, GoalRead{day, day, std::nullopt, std::nullopt, {}});
    const GoalDayHours& of_day = raw[day];
    const GoalFigures figures = of_day.day();
    sql << "INSERT INTO analytics_goal_days (website_id, goal_id, day, visitors, conversions, "
           "revenue_micros, revenue_conversions, hours) VALUES (:w, :g, :d, :v, :c, :r, :rc, 1)",
        soci::use(goal.website_id), soci::use(goal.id), soci::use(day), soci::use(figures.visitors),
        soci::use(figures.conversions), soci::use(figures.revenue_micros),
        soci::use(figures.revenue_conversions);
    writeGoalHours(sql, goal, day, of_day.hours);
    if (!of_day.visitors.empty()) {
      std::vector<std::string> ids, websites, goal_ids, days,
          visitor_list(of_day.visitors.begin(), of_day.visitors.end());
      for (std::size_t i = 0; i < visitor_list.size(); ++i) {
        ids.push_back(timeOrderedId(nowMsOf(host), host.newId()));
        websites.push_back(goal.website_id);
        goal_ids.push_back(goal.id);
        days.push_back(day);
      }
      sql << "INSERT INTO analytics_goal_visitors (id, website_id, goal_id, day, visitor) VALUES "
             "(:i, :w, :g, :d, :v) ON CONFLICT (goal_id, day, visitor) DO NOTHING",
          soci::use(ids), soci::use(websites), soci::use(goal_ids), soci::use(days),
          soci::use(visitor_list);
    }
    rolled = true;
    return Status::ok();
  }));
  return rolled;
}

// Whether `website_id` has a goal day to roll.
bool anyGoalDayToRoll(soci::session& sql, const std::string& website_id, const std::string& first) {
  for (const Goal& goal : listGoals(sql, website_id)) {
    if (!goalDaysToRoll(sql, goal, first, 1).empty()) return true;
  }
  return false;
}

Result<std::string> onRollGoals(seo::sdk::JobContext& job) {
  seo::sdk::Host& host = *job.host;
  SEO_ASSIGN_OR_RETURN(std::int64_t rolled, rollGoalDays(host, job.website_id, kGoalDaysPerRoll));
  const std::string first = firstRollableDay(host);
  // The funnels' days, with what is left of the run.
  std::int64_t funnel_days = 0;
  if (rolled < kGoalDaysPerRoll) {
    SEO_ASSIGN_OR_RETURN(funnel_days,
                         rollFunnelDays(host, job.website_id, first, kGoalDaysPerRoll - rolled));
    rolled += funnel_days;
  }
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    pruneGoalHours(sql, job.website_id, nowMsOf(host));
    pruneFunnelHours(sql, job.website_id, nowMsOf(host));
    if (!anyGoalDayToRoll(sql, job.website_id, first) &&
        !anyFunnelDayToRoll(host, sql, job.website_id, first)) {
      sql << "UPDATE analytics_goals SET roll_requested_ms = NULL WHERE website_id = :w",
          soci::use(job.website_id);
      return Status::ok();
    }
    // More to roll: the next run, after the jobs queued meanwhile; later when this one could
    // roll nothing (its goals deleted or rolled by another run meanwhile).
    seo::sdk::JobRequest next{kRollGoalsJob,        job.organization_id, job.website_id, "{}", 3,
                              rolled == 0 ? 300 : 0};
    SEO_ASSIGN_OR_RETURN(std::string id, host.jobs().enqueue(sql, next));
    (void)id;
    long long at = nowMsOf(host);
    sql << "UPDATE analytics_goals SET roll_requested_ms = :t WHERE website_id = :w", soci::use(at),
        soci::use(job.website_id);
    return Status::ok();
  }));
  return std::string(R"({"goal_days_rolled": )") + std::to_string(rolled - funnel_days) +
         R"(, "funnel_days_rolled": )" + std::to_string(funnel_days) + "}";
}

// Under a filter, the days rolled with each goal from the goal panel of the filtered reads'
// rollups (filter_rollups.h), or under the filters they do not roll from the visits' sets
// (visit_sets.h); the rest from the raw rows, within `raw_limit` custom events.
Result<std::map<std::string, GoalFigures>> filteredGoalFigures(soci::session& sql,
                                                               const std::vector<Goal>& goals,
                                                               const TrafficScope& scope,
                                                               long long raw_limit) {
  std::map<std::string, GoalFigures> figures;
  const DayRange& period = scope.period.days;
  std::optional<RolledFilter> filter = rolledFilterOf(scope.filter);
  std::map<std::string, RolledDay> rolled;  // day -> what its roll rolled
  if (filter) {
    filter->since_version = std::max(filter->since_version, kGoalPanelRollVersion);
    rolled = rolledDayGoals(sql, scope.website_id, period.from, period.to, *filter);
  } else if (visitSetsAnswer(scope.filter)) {
    rolled = visitSetEventDays(sql, scope.website_id, period.from, period.to, scope.filter);
  }
  auto rolledWith = [&](const std::string& day, const std::string& goal_id) {
    auto it = rolled.find(day);
    return it != rolled.end() && RolledFilter::rolledGoal(it->second.goals, goal_id);
  };
  std::vector<std::string> ids;
  for (const Goal& goal : goals) ids.push_back(goal.id);
  PanelDays days = panelDays(sql, scope, ids, rolledWith);
  // The days not rolled whose hours are (today, yesterday until its day is) are their hours: the
  // rolled ones from their goal panel, the rest raw by time (filter_hour_goals.h), not the day's
  // raw events.
  const std::optional<RolledFilter> by_hour = hourFilterOf(scope.filter);
  for (const std::string& day : daysWithRolledHours(sql, scope, days)) {
    const std::vector<std::string> ids_of_day = takeRawDay(days, day);
    std::vector<Goal> of_day;
    for (const Goal& goal : goals) {
      if (std::find(ids_of_day.begin(), ids_of_day.end(), goal.id) != ids_of_day.end()) {
        of_day.push_back(goal);
      }
    }
    if (of_day.empty()) continue;  // rolled by day
    SEO_ASSIGN_OR_RETURN(
        auto of_hours,
        by_hour ? rolledHourGoalFigures(sql, of_day, hoursOfDay(scope, day), *by_hour, raw_limit)
                : setHourGoalFigures(sql, of_day, hoursOfDay(scope, day), raw_limit));
    for (const auto& [id, figures_of] : of_hours) figures[id] += figures_of;
  }
  if (!days.first_raw.empty()) {
    SEO_RETURN_IF_ERROR(
        checkGoalReadCost(sql, scope.website_id, days.first_raw, days.last_raw, raw_limit));
  }
  if (days.any_rolled && !filter) {
    std::set<std::string> of_sets;
    for (const auto& [day, of] : rolled) of_sets.insert(of_sets.end(), day);
    const std::set<std::string> wanted(ids.begin(), ids.end());
    for (const auto& [id, of] : visitSetEvents(sql, scope, kGoalEvents, of_sets,
                                               [&](const std::string&day, const std::string&id) {
                                                 return wanted.count(id) > 0 && rolledWith(day, id);
                                               })) {
      figures[id] += GoalFigures{of.visitors, of.events, of.revenue_micros, of.revenue_events};
    }
  } else if (days.any_rolled) {
    forEachRolledRow(sql, scope, *filter, "goal",
                     [&](const std::string& day, const FilterRow& row) {
                       if (!rolledWith(day, row.name)) return;
                       GoalFigures& of = figures[row.name];
                       of.visitors += row.figures[kGoalPanelVisitors];
                       of.conversions += row.figures[kGoalPanelConversions];
                       of.revenue_micros += row.figures[kGoalPanelRevenueMicros];
                       of.revenue_conversions += row.figures[kGoalPanelRevenueConversions];
                     });
  }
  for (const Goal& goal : goals) {
    auto raw = days.raw.find(goal.id);
    if (raw == days.raw.end()) continue;
    // One read over the span of the raw days; the rolled ones in it are skipped.
    GoalRead read{*raw->second.begin(), *raw->second.rbegin(), std::nullopt, std::nullopt,
                  scope.filter};
    GoalFigures& of = figures[goal.id];
    for (const auto& [day, conversions] : rawConversions(sql, goal, read)) {
      if (raw->second.count(day)) addDay(of, conversions);
    }
  }
  return figures;
}

}  // namespace

std::string firstRollableDay(seo::sdk::Host& host) {
  const std::string lookback = formatDay(dayOfMs(nowMsOf(host)) - kRollLookbackDays);
  return std::max(lookback, rerollFrom(host));
}

const std::vector<Goal>& GoalConversions::goalsOf(const std::string& website_id) {
  auto it = goals_.find(website_id);
  if (it == goals_.end()) it = goals_.emplace(website_id, listGoals(sql_, website_id)).first;
  return it->second;
}

void GoalConversions::addPageview(const std::string& website_id, std::int64_t ms,
                                  const std::string& visitor, const std::string& path) {
  for (const Goal& goal : goalsOf(website_id)) {
    if (goal.isPage() && pagePathMatches(*goal.what.page_path, path)) {
      hits_.push_back(
          {website_id, goal.id, formatDay(dayOfMs(ms)), hourText(ms), visitor, std::nullopt});
    }
  }
}

void GoalConversions::addCustomEvent(const std::string& website_id, std::int64_t ms,
                                     const std::string& visitor, const std::string& name,
                                     const std::optional<Revenue>& revenue) {
  for (const Goal& goal : goalsOf(website_id)) {
    if (goal.isPage() || *goal.what.event_name != name) continue;
    std::optional<std::int64_t> micros;
    if (goal.what.currency && revenue && revenue->currency == *goal.what.currency) {
      micros = revenue->micros;
    }
    hits_.push_back({website_id, goal.id, formatDay(dayOfMs(ms)), hourText(ms), visitor, micros});
  }
}

void GoalConversions::write(seo::sdk::Host& host) {
  if (hits_.empty()) return;
  const std::int64_t now_ms = nowMsOf(host);
  // The goal days rolled among those hit (the others are counted from the raw rows), and
  // whether their hours are (goal_hours.h).
  std::map<std::pair<std::string, std::string>, bool> rolled;
  std::map<std::string, std::pair<std::string, std::string>> span;  // by website: first, last day
  for (const Hit& hit : hits_) {
    auto [it, added] = span.emplace(hit.website_id, std::make_pair(hit.day, hit.day));
    if (!added) {
      it->second.first = std::min(it->second.first, hit.day);
      it->second.second = std::max(it->second.second, hit.day);
    }
  }
  for (const auto& [website_id, days] : span) {
    std::string goal_id, day;
    int hours = 0;
    soci::statement st = (sql_.prepare << "SELECT goal_id, day, hours FROM analytics_goal_days "
                                          "WHERE website_id = :w AND day >= :f AND day <= :t",
                          soci::use(website_id), soci::use(days.first), soci::use(days.second),
                          soci::into(goal_id), soci::into(day), soci::into(hours));
    st.execute();
    while (st.fetch()) rolled[{goal_id, day}] = hours == 1;
  }
  RollupSums sums("analytics_goal_days", {"website_id", "goal_id", "day"},
                  {"visitors", "conversions", "revenue_micros", "revenue_conversions"});
  RollupSums hour_sums("analytics_goal_hours", {"website_id", "goal_id", "hour"},
                       {"visitors", "conversions", "revenue_micros", "revenue_conversions"});
  // The converting visitors of each rolled goal day by hour, each hour's inserted at once, the
  // earliest first: those new to the day (the insert's count) are its new visitors, counted in
  // the first hour they converted in.
  std::map<std::vector<std::string>, std::map<std::string, std::set<std::string>>> visitors;
  for (const Hit& hit : hits_) {
    auto rolled_day = rolled.find({hit.goal_id, hit.day});
    if (rolled_day == rolled.end()) continue;
    const std::vector<std::string> key{hit.website_id, hit.goal_id, hit.day};
    std::vector<long long>& figures = sums.at(key);
    figures[kGoalConversions] += 1;
    if (hit.revenue_micros) {
      figures[kGoalRevenueMicros] += *hit.revenue_micros;
      figures[kGoalRevenueConversions] += 1;
    }
    if (rolled_day->second) {
      std::vector<long long>& hour = hour_sums.at({hit.website_id, hit.goal_id, hit.hour});
      hour[kGoalConversions] += 1;
      if (hit.revenue_micros) {
        hour[kGoalRevenueMicros] += *hit.revenue_micros;
        hour[kGoalRevenueConversions] += 1;
      }
    }
    visitors[key][hit.hour].insert(hit.visitor);
  }
  for (const auto& [key, by_hour] : visitors) {
    const bool with_hours = rolled.at({key[1], key[2]});
    for (const auto& [hour, of_hour] : by_hour) {
      std::vector<std::string> ids, websites(of_hour.size(), key[0]),
          goal_ids(of_hour.size(), key[1]), days(of_hour.size(), key[2]),
          visitor_list(of_hour.begin(), of_hour.end());
      for (std::size_t i = 0; i < of_hour.size(); ++i)
        ids.push_back(timeOrderedId(now_ms, host.newId()));
      soci::statement once =
          (sql_.prepare << "INSERT INTO analytics_goal_visitors (id, website_id, goal_id, day, "
                           "visitor) VALUES (:i, :w, :g, :d, :v) ON CONFLICT (goal_id, day, "
                           "visitor) DO NOTHING",
           soci::use(ids), soci::use(websites), soci::use(goal_ids), soci::use(days),
           soci::use(visitor_list));
      once.execute(true);
      const long long added = once.get_affected_rows();
      sums.at(key)[kGoalVisitors] += added;
      if (with_hours) hour_sums.at({key[0], key[1], hour})[kGoalVisitors] += added;
    }
  }
  sums.write(sql_);
  hour_sums.write(sql_);
}

Result<std::map<std::string, GoalFigures>> goalFigures(soci::session& sql,
                                                       const std::vector<Goal>& goals,
                                                       const TrafficScope& scope,
                                                       const std::string& first_rollable,
                                                       bool* days_not_rolled, long long raw_limit) {
  std::map<std::string, GoalFigures> figures;
  const TrafficPeriod& period = scope.period;
  if (period.hourly()) {
    if (scope.filter.any()) {
      if (std::optional<RolledFilter> filter = hourFilterOf(scope.filter)) {
        return rolledHourGoalFigures(sql, goals, scope, *filter, raw_limit);
      }
      if (visitSetsAnswer(scope.filter)) return setHourGoalFigures(sql, goals, scope, raw_limit);
      SEO_RETURN_IF_ERROR(
          checkGoalReadCost(sql, scope.website_id, period.days.from, period.days.to, raw_limit));
    }
    return hourlyGoalFigures(sql, goals, scope, first_rollable, days_not_rolled);
  }
  if (scope.filter.any()) return filteredGoalFigures(sql, goals, scope, raw_limit);
  const std::vector<std::string> traffic =
      daysWithTraffic(sql, scope.website_id, period.days.from, period.days.to);
  const auto rolled = rolledGoalDays(sql, scope.website_id, period.days.from, period.days.to);
  for (const Goal& goal : goals) {
    GoalFigures& of = figures[goal.id];
    std::set<std::string> raw_days;
    for (const std::string& day : traffic) {
      auto it = rolled.find({goal.id, day});
      if (it == rolled.end()) {
        raw_days.insert(day);
        continue;
      }
      of.visitors += it->second.visitors;
      of.conversions += it->second.conversions;
      of.revenue_micros += it->second.revenue_micros;
      of.revenue_conversions += it->second.revenue_conversions;
    }
    if (raw_days.empty()) continue;
    if (days_not_rolled && *raw_days.rbegin() >= first_rollable) *days_not_rolled = true;
    // One read over the span of the days not rolled; the rolled ones in it are skipped.
    GoalRead read{*raw_days.begin(), *raw_days.rbegin(), std::nullopt, std::nullopt, {}};
    for (const auto& [day, conversions] : rawConversions(sql, goal, read)) {
      if (raw_days.count(day)) addDay(of, conversions);
    }
  }
  return figures;
}

Result<std::int64_t> rollGoalDays(seo::sdk::Host& host, const std::string& website_id,
                                  std::int64_t limit) {
  const std::string first = firstRollableDay(host);
  std::int64_t rolled = 0;
  std::vector<Goal> goals;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    goals = listGoals(sql, website_id);
    return Status::ok();
  }));
  for (const Goal& goal : goals) {
    for (;;) {
      const std::int64_t left = limit > 0 ? limit - rolled : kGoalDaysPerRoll;
      if (left <= 0) return rolled;
      std::vector<std::string> days;
      SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
        days = goalDaysToRoll(sql, goal, first, left);
        return Status::ok();
      }));
      if (days.empty()) break;
      std::int64_t written = 0;
      for (const std::string& day : days) {
        SEO_ASSIGN_OR_RETURN(bool done, rollGoalDay(host, goal, day));
        written += done ? 1 : 0;
      }
      rolled += written;
      if (written == 0) break;  // deleted meanwhile
    }
  }
  return rolled;
}

void requestGoalRoll(seo::sdk::Host& host, const std::string& website_id,
                     const std::string& organization_id) {
  const std::int64_t now_ms = nowMsOf(host);
  auto queued = [&](soci::session& sql) {
    long long requested = 0;
    soci::indicator ind = soci::i_null;
    sql << "SELECT MAX(roll_requested_ms) FROM analytics_goals WHERE website_id = :w",
        soci::use(website_id), soci::into(requested, ind);
    return ind == soci::i_ok && now_ms - requested < kRollRequestStaleMs;
  };
  // Read first: a dashboard's reads come in a burst, and all but the first find it queued.
  bool already = false;
  Status s = host.withSession([&](soci::session& sql) {
    already = queued(sql);
    return Status::ok();
  });
  if (s.isOk() && already) return;
  if (s.isOk())
    s = host.withTransaction([&](soci::session& sql) {
      if (queued(sql)) return Status::ok();
      seo::sdk::JobRequest job{kRollGoalsJob, organization_id, website_id, "{}", 3, 0};
      SEO_ASSIGN_OR_RETURN(std::string id, host.jobs().enqueue(sql, job));
      (void)id;
      long long at = now_ms;
      sql << "UPDATE analytics_goals SET roll_requested_ms = :t WHERE website_id = :w",
          soci::use(at), soci::use(website_id);
      return Status::ok();
    });
  if (!s.isOk()) {
    host.log(seo::sdk::LogLevel::Warning,
             "analytics: the goals' roll was not queued: " + s.message());
  }
}

namespace {

Result<rapidjson::Document> onRollGoalsCommand(seo::sdk::CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(seo::sdk::onlyFlags(cmd, {"website"}));
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo site, seo::sdk::websiteFlag(cmd));
  SEO_ASSIGN_OR_RETURN(std::int64_t goal_days, rollGoalDays(*cmd.host, site.id, 0));
  SEO_RETURN_IF_ERROR(cmd.host->withTransaction([&](soci::session& sql) {
    pruneGoalHours(sql, site.id, nowMsOf(*cmd.host));
    pruneFunnelHours(sql, site.id, nowMsOf(*cmd.host));
    return Status::ok();
  }));
  SEO_ASSIGN_OR_RETURN(std::int64_t funnel_days,
                       rollFunnelDays(*cmd.host, site.id, firstRollableDay(*cmd.host), 0));
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("website_id", seo::sdk::json::string(site.id, a), a);
  out.AddMember("goal_days_rolled", goal_days, a);
  out.AddMember("funnel_days_rolled", funnel_days, a);
  out.AddMember("last_closed_day", seo::sdk::json::string(lastClosedDay(nowMsOf(*cmd.host)), a), a);
  return out;
}

}  // namespace

void registerGoalRollups(seo::sdk::Registrar& r) {
  r.job(kRollGoalsJob, &onRollGoals);
  r.command("roll-goals",
            "--website ID   rolls every goal day and every funnel day of a website (the "
            "server does it on its own when a goal or funnel is made, or read)",
            &onRollGoalsCommand);
}

}  // namespace seo::plugins::analytics
