#include "plugins/analytics/filter_hour_funnels.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <tuple>
#include <utility>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/funnel_filters.h"
#include "plugins/analytics/funnel_walk.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/sql_rows.h"

namespace seo::plugins::analytics {

using seo::sdk::dates::kMsPerDay;

namespace {

// The events of `funnel`'s steps that `read` names, appended to `events` (with the visitors met).
void readStepEvents(soci::session& sql, const Funnel& funnel, const GoalRead& read,
                    std::vector<FunnelEvent>& events, std::set<std::string>* visitors = nullptr) {
  for (std::size_t step = 0; step < funnel.steps.size(); ++step) {
    forEachGoalEvent(sql, funnel.steps[step], read, [&](const GoalEvent& e) {
      events.push_back(FunnelEvent{e.day, e.visit_id, e.visitor, e.at, e.id, 1u << step});
      if (visitors) visitors->insert(e.visitor);
    });
  }
}

// Adds to `visitors` those `funnel`'s events under `filter` in `hours` (of `day`, oldest first,
// not rolled with the funnel) took to a step: the events from the first hour to the end of the
// last, walked on from their visitors' earlier events that day; the events of the hours rolled in
// between are walked, not counted (their rows count them).
void addRawHours(soci::session& sql, const Funnel& funnel, const std::string& day,
                 const std::vector<std::string>& hours, const TrafficFilter& filter,
                 std::vector<long long>& visitors) {
  const std::size_t steps = funnel.steps.size();
  const std::int64_t from = msOfHour(hours.front()), until = msOfHour(hours.back()) + kMsPerHour;
  const std::set<std::string> wanted(hours.begin(), hours.end());
  std::vector<FunnelEvent> events;
  std::set<std::string> seen;
  readStepEvents(sql, funnel,
                 GoalRead{day, day, std::nullopt, std::nullopt, filter, {{from, until}}}, events,
                 &seen);
  const std::int64_t day_start = parseDay(day).value_or(0) * kMsPerDay;
  const std::vector<std::string> met(seen.begin(), seen.end());
  for (std::size_t i = 0; from > day_start && i < met.size(); i += kValuesPerInList) {
    const std::vector<std::string> some(met.begin() + i,
                                        met.begin() + std::min(i + kValuesPerInList, met.size()));
    GoalRead before{day, day, isoOfMs(day_start), isoOfMs(from), filter};
    before.visitors = &some;
    readStepEvents(sql, funnel, before, events);
  }
  std::sort(events.begin(), events.end(), [](const FunnelEvent& a, const FunnelEvent& b) {
    return std::tie(a.at, a.id) < std::tie(b.at, b.id);
  });
  // Walked in runs of events in the hours wanted or not (an event's copies, one per step, share
  // its time and so its run).
  FunnelDayWalk walk(steps);
  for (std::size_t i = 0; i < events.size();) {
    const bool counted = wanted.count(events[i].at.substr(0, 13)) > 0;
    std::size_t j = i + 1;
    while (j < events.size() && (wanted.count(events[j].at.substr(0, 13)) > 0) == counted) ++j;
    const std::vector<long long> before = walk.figures;
    walkFunnelDay(walk, std::vector<FunnelEvent>(events.begin() + i, events.begin() + j), steps);
    if (!counted) walk.figures = before;
    i = j;
  }
  for (std::size_t k = 0; k < steps; ++k) visitors[k] += walk.figures[k];
}

}  // namespace

std::map<std::string, std::vector<FilterRow>> funnelHourRows(soci::session& sql,
                                                             const std::string& day,
                                                             const std::vector<std::string>& hours,
                                                             const std::vector<Funnel>& funnels,
                                                             const ConvertingVisits& visits,
                                                             const VisitConversions& conversions) {
  std::map<std::string, std::vector<FilterRow>> out;
  if (funnels.empty()) return out;
  const std::set<std::string> rolling(hours.begin(), hours.end());
  const std::vector<FilterKind> kinds = filterKinds(kCountryKind, kFilterKinds);
  // Each step's goal's events of the whole day, once, with where they count.
  std::map<std::string, std::vector<StepConversion>> by_goal;
  for (const Funnel& funnel : funnels) {
    for (const Goal& goal : funnel.steps) {
      auto [of, added] = by_goal.try_emplace(goal.id);
      if (!added) continue;
      forEachGoalEvent(sql, goal, GoalRead{day, day}, [&](const GoalEvent& e) {
        auto visit = visits.find(e.visit_id);
        of->second.push_back(StepConversion{
            e, goalConversion(goal, e, visit == visits.end() ? nullptr : &visit->second,
                              conversions)});
      });
    }
  }
  for (const Funnel& funnel : funnels) {
    std::map<std::tuple<std::string, FilterKind, std::string, int>, long long> counts;
    walkFunnelByValue(
        funnel, kinds, by_goal,
        [&](FilterKind kind, const std::string& value, const FunnelEvent& e, int step) {
          std::string hour = e.at.substr(0, 13);
          if (rolling.count(hour)) counts[{std::move(hour), kind, value, step}] += 1;
        });
    for (const auto& [key, count] : counts) {
      const auto& [hour, kind, value, step] = key;
      FilterRow row{filterKindName(kind), value, "funnel", funnelStepName(funnel.id, step)};
      row.figures[kFigureVisitors] = count;
      out[hour].push_back(std::move(row));
    }
  }
  return out;
}

seo::sdk::Result<std::vector<long long>> rolledHourFunnelVisitors(soci::session& sql,
                                                                  const Funnel& funnel,
                                                                  const TrafficScope& scope,
                                                                  const RolledFilter& filter,
                                                                  long long raw_limit) {
  const std::string& first_hour = *scope.period.first_hour;
  const std::string& last_hour = *scope.period.last_hour;
  const std::size_t steps = funnel.steps.size();
  std::vector<long long> visitors(steps, 0);
  std::set<std::string> rolled;
  for (const auto& [hour, with] :
       rolledHourGoals(sql, scope.website_id, first_hour, last_hour, filter)) {
    if (RolledFilter::rolledGoal(with.funnels, funnel.id)) rolled.insert(hour);
  }
  // The hours not rolled with the funnel, by day; only they count against the budget.
  std::map<std::string, std::vector<std::string>> raw;
  for (std::int64_t ms = msOfHour(first_hour); ms <= msOfHour(last_hour); ms += kMsPerHour) {
    std::string hour = hourText(ms);
    if (!rolled.count(hour)) raw[hour.substr(0, 10)].push_back(std::move(hour));
  }
  std::map<std::string, GoalHours> cost;
  for (const auto& [day, hours] : raw) {
    const auto span = std::make_pair(msOfHour(hours.front()), msOfHour(hours.back()) + kMsPerHour);
    for (const Goal& goal : funnel.steps)
      (goal.isPage() ? cost[day].pageviews : cost[day].events) = span;
  }
  SEO_RETURN_IF_ERROR(checkGoalHoursReadCost(sql, scope.website_id, cost, raw_limit));
  if (!rolled.empty()) {
    forEachHourRow(sql, scope.website_id, filter, first_hour, last_hour, "funnel",
                   [&](const std::string& hour, const FilterRow& row) {
                     const std::optional<std::size_t> k = funnelStepOf(row.name, funnel.id);
                     if (rolled.count(hour) && k && *k < steps) {
                       visitors[*k] += row.figures[kFigureVisitors];
                     }
                   });
  }
  for (const auto& [day, hours] : raw) addRawHours(sql, funnel, day, hours, scope.filter, visitors);
  return visitors;
}

}  // namespace seo::plugins::analytics
