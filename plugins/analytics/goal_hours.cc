#include "plugins/analytics/goal_hours.h"

#include <tuple>
#include <utility>

#include "plugins/analytics/days.h"
#include "plugins/analytics/roll_holds.h"
#include "plugins/analytics/sql_rows.h"

namespace seo::plugins::analytics {

GoalFigures GoalDayHours::day() const {
  GoalFigures sum;
  for (const auto& [hour, figures] : hours) sum += figures;
  return sum;
}

std::map<std::string, GoalDayHours> rawGoalDayHours(soci::session& sql, const Goal& goal,
                                                    const GoalRead& read) {
  std::map<std::string, GoalDayHours> days;
  // Each visitor's first conversion of each day: its time, then its id (events of one time).
  std::map<std::pair<std::string, std::string>, std::pair<std::string, std::string>> first;
  forEachGoalEvent(sql, goal, read, [&](const GoalEvent& e) {
    GoalDayHours& day = days[e.day];
    day.visitors.insert(e.visitor);
    GoalFigures& hour = day.hours[e.at.substr(0, 13)];
    hour.conversions += 1;
    if (const std::optional<long long> revenue = goalRevenue(goal, e)) {
      hour.revenue_micros += *revenue;
      hour.revenue_conversions += 1;
    }
    auto [it, added] = first.try_emplace({e.day, e.visitor}, e.at, e.id);
    if (!added && std::tie(e.at, e.id) < std::tie(it->second.first, it->second.second)) {
      it->second = {e.at, e.id};
    }
  });
  for (const auto& [day_visitor, at] : first) {
    days[day_visitor.first].hours[at.first.substr(0, 13)].visitors += 1;
  }
  return days;
}

void writeGoalHours(soci::session& sql, const Goal& goal, const std::string& day,
                    const std::map<std::string, GoalFigures>& hours) {
  // Whatever the day held (none, unless its goal day was lost) is replaced.
  const std::string first = day + "T00", last = day + "T23";
  sql << "DELETE FROM analytics_goal_hours WHERE website_id = :w AND hour >= :f AND hour <= :l "
         "AND goal_id = :g",
      soci::use(goal.website_id), soci::use(first), soci::use(last), soci::use(goal.id);
  if (hours.empty()) return;
  std::vector<std::string> websites, goal_ids, hour_list;
  std::vector<long long> visitors, conversions, revenue_micros, revenue_conversions;
  for (const auto& [hour, figures] : hours) {
    websites.push_back(goal.website_id);
    goal_ids.push_back(goal.id);
    hour_list.push_back(hour);
    visitors.push_back(figures.visitors);
    conversions.push_back(figures.conversions);
    revenue_micros.push_back(figures.revenue_micros);
    revenue_conversions.push_back(figures.revenue_conversions);
  }
  sql << "INSERT INTO analytics_goal_hours (website_id, goal_id, hour, visitors, conversions, "
         "revenue_micros, revenue_conversions) VALUES (:w, :g, :h, :v, :c, :r, :rc)",
      soci::use(websites), soci::use(goal_ids), soci::use(hour_list), soci::use(visitors),
      soci::use(conversions), soci::use(revenue_micros), soci::use(revenue_conversions);
}

std::map<std::string, GoalFigures> hourlyGoalFigures(soci::session& sql,
                                                     const std::vector<Goal>& goals,
                                                     const TrafficScope& scope,
                                                     const std::string& first_rollable,
                                                     bool* days_not_rolled) {
  std::map<std::string, GoalFigures> figures;
  const TrafficPeriod& period = scope.period;
  const std::string& first_hour = *period.first_hour;
  const std::string& last_hour = *period.last_hour;
  const std::vector<std::string> days =
      daysWithTraffic(sql, scope.website_id, period.days.from, period.days.to);
  // Unfiltered, the goal days rolled with their hours, and those hours' sums by goal and day.
  std::set<std::pair<std::string, std::string>> rolled;
  std::map<std::pair<std::string, std::string>, GoalFigures> rolled_hours;
  if (!scope.filter.any()) {
    std::string goal_id, day;
    soci::statement days_st(sql);
    days_st.exchange(soci::use(scope.website_id));
    days_st.exchange(soci::use(period.days.from));
    days_st.exchange(soci::use(period.days.to));
    days_st.exchange(soci::into(goal_id));
    days_st.exchange(soci::into(day));
    prepareOnce(days_st,
                "SELECT goal_id, day FROM analytics_goal_days WHERE website_id = :w AND "
                "day >= :f AND day <= :t AND hours = 1");
    days_st.execute();
    while (days_st.fetch()) rolled.emplace(goal_id, day);
    GoalFigures f;
    soci::statement hours_st(sql);
    hours_st.exchange(soci::use(scope.website_id));
    hours_st.exchange(soci::use(first_hour));
    hours_st.exchange(soci::use(last_hour));
    hours_st.exchange(soci::into(goal_id));
    hours_st.exchange(soci::into(day));
    hours_st.exchange(soci::into(f.visitors));
    hours_st.exchange(soci::into(f.conversions));
    hours_st.exchange(soci::into(f.revenue_micros));
    hours_st.exchange(soci::into(f.revenue_conversions));
    prepareOnce(hours_st,
                "SELECT goal_id, SUBSTR(hour, 1, 10), CAST(SUM(visitors) AS BIGINT), "
                "CAST(SUM(conversions) AS BIGINT), CAST(SUM(revenue_micros) AS BIGINT), "
                "CAST(SUM(revenue_conversions) AS BIGINT) FROM analytics_goal_hours WHERE "
                "website_id = :w AND hour >= :f AND hour <= :l GROUP BY goal_id, "
                "SUBSTR(hour, 1, 10)");
    hours_st.execute();
    while (hours_st.fetch()) rolled_hours[{goal_id, day}] = f;
  }
  for (const Goal& goal : goals) {
    GoalFigures& of = figures[goal.id];
    std::set<std::string> raw_days;
    for (const std::string& day : days) {
      if (!rolled.count({goal.id, day})) {
        raw_days.insert(day);
      } else if (auto it = rolled_hours.find({goal.id, day}); it != rolled_hours.end()) {
        of += it->second;
      }
    }
    if (raw_days.empty()) continue;
    if (days_not_rolled && !scope.filter.any() && *raw_days.rbegin() >= first_rollable) {
      *days_not_rolled = true;
    }
    GoalRead read{*raw_days.begin(), *raw_days.rbegin(), std::nullopt, std::nullopt, scope.filter};
    for (const auto& [day, of_day] : rawGoalDayHours(sql, goal, read)) {
      if (!raw_days.count(day)) continue;
      for (const auto& [hour, hour_figures] : of_day.hours) {
        if (hour >= first_hour && hour <= last_hour) of += hour_figures;
      }
    }
  }
  return figures;
}

void pruneGoalHours(soci::session& sql, const std::string& website_id, std::int64_t now_ms) {
  const std::string oldest = hourText(now_ms - kRecentHours * kMsPerHour);
  sql << "DELETE FROM analytics_goal_hours WHERE website_id = :w AND hour < :o",
      soci::use(website_id), soci::use(oldest);
}

}  // namespace seo::plugins::analytics
