#include "plugins/analytics/filter_hour_funnels.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <tuple>
#include <utility>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/funnel_figures.h"
#include "plugins/analytics/funnel_filters.h"
#include "plugins/analytics/funnel_walk.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_sets.h"

namespace seo::plugins::analytics {

using seo::sdk::dates::kMsPerDay;

namespace {

// An hour's row's name: funnelStepName, a colon, the hour ("HH", of the same day) the visitor
// entered the funnel.
std::string hourRowName(const std::string& funnel_id, int step, const std::string& entry_hour) {
  return funnelStepName(funnel_id, step) + ":" + entry_hour.substr(11, 2);
}

// The step and the entry hour ('YYYY-MM-DDTHH') of `row` of `hour`, when it is `funnel_id`'s.
std::optional<std::pair<std::size_t, std::string>> hourRowOf(const FilterRow& row,
                                                             const std::string& hour,
                                                             const std::string& funnel_id) {
  const std::size_t colon = row.name.rfind(':');
  if (colon == std::string::npos || row.name.size() - colon != 3) return std::nullopt;
  const std::optional<std::size_t> step = funnelStepOf(row.name.substr(0, colon), funnel_id);
  if (!step) return std::nullopt;
  return std::make_pair(*step, hour.substr(0, 11) + row.name.substr(colon + 1));
}

// Adds to `visitors` those `funnel`'s events under `filter` in `hours` (of `day`, oldest first,
// not rolled with the funnel) took to a step, who entered the funnel from `entered_from` (an
// hour) on: the events from the first hour to the end of the last, walked on from their
// visitors' earlier events that day; the events of the hours rolled in between are walked, not
// counted (their rows count them).
void addRawHours(soci::session& sql, const Funnel& funnel, const std::string& day,
                 const std::vector<std::string>& hours, const TrafficFilter& filter,
                 const std::string& entered_from, std::vector<long long>& visitors) {
  const std::size_t steps = funnel.steps.size();
  const std::int64_t from = msOfHour(hours.front()), until = msOfHour(hours.back()) + kMsPerHour;
  const std::set<std::string> wanted(hours.begin(), hours.end());
  std::vector<FunnelEvent> events = funnelStepEvents(
      sql, funnel, GoalRead{day, day, std::nullopt, std::nullopt, filter, {{from, until}}});
  std::set<std::string> seen;
  for (const FunnelEvent& e : events) seen.insert(e.visitor);
  const std::int64_t day_start = parseDay(day).value_or(0) * kMsPerDay;
  const std::vector<std::string> met(seen.begin(), seen.end());
  for (std::size_t i = 0; from > day_start && i < met.size(); i += kValuesPerInList) {
    const std::vector<std::string> some(met.begin() + i,
                                        met.begin() + std::min(i + kValuesPerInList, met.size()));
    GoalRead before{day, day, isoOfMs(day_start), isoOfMs(from), filter};
    before.visitors = &some;
    for (FunnelEvent& e : funnelStepEvents(sql, funnel, before)) events.push_back(std::move(e));
  }
  std::sort(events.begin(), events.end(), [](const FunnelEvent& a, const FunnelEvent& b) {
    return std::tie(a.at, a.id) < std::tie(b.at, b.id);
  });
  // Walked in runs of events in the hours wanted or not (an event's copies, one per step, share
  // its time and so its run); a wanted run adds what it added to the walk's entry hours.
  FunnelDayWalk walk(steps);
  for (std::size_t i = 0; i < events.size();) {
    const bool counted = wanted.count(events[i].at.substr(0, 13)) > 0;
    std::size_t j = i + 1;
    while (j < events.size() && (wanted.count(events[j].at.substr(0, 13)) > 0) == counted) ++j;
    const std::map<std::string, std::vector<long long>> before = walk.hours;
    walkFunnelDay(walk, std::vector<FunnelEvent>(events.begin() + i, events.begin() + j), steps);
    for (const auto& [entered, figures] : walk.hours) {
      if (!counted || entered < entered_from) continue;
      auto was = before.find(entered);
      for (std::size_t k = 0; k < steps && k < figures.size(); ++k) {
        visitors[k] += figures[k] - (was == before.end() ? 0 : was->second[k]);
      }
    }
    i = j;
  }
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
      if (by_goal.count(goal.id)) continue;
      std::vector<StepConversion>& of = by_goal[goal.id];
      forEachGoalEvent(sql, goal, GoalRead{day, day}, [&](const GoalEvent& e) {
        auto visit = visits.find(e.visit_id);
        of.push_back(StepConversion{
            e, goalConversion(goal, e, visit == visits.end() ? nullptr : &visit->second,
                              conversions)});
      });
    }
  }
  for (const Funnel& funnel : funnels) {
    std::map<std::tuple<std::string, FilterKind, std::string, std::string>, long long> counts;
    walkFunnelByValue(funnel, kinds, by_goal,
                      [&](FilterKind kind, const std::string& value, const FunnelEvent& e,
                          const FunnelVisitor& visitor, int step) {
                        std::string hour = e.at.substr(0, 13);
                        if (!rolling.count(hour)) return;
                        counts[{std::move(hour), kind, value,
                                hourRowName(funnel.id, step, visitor.entry_hour)}] += 1;
                      });
    for (const auto& [key, count] : counts) {
      const auto& [hour, kind, value, name] = key;
      FilterRow row{filterKindName(kind), value, "funnel", name};
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
    for (const Goal& goal : funnel.steps) cost[day].add(goal, hours);
  }
  SEO_RETURN_IF_ERROR(checkGoalHoursReadCost(sql, scope.website_id, cost, raw_limit));
  if (!rolled.empty()) {
    forEachHourRow(
        sql, scope.website_id, filter, first_hour, last_hour, "funnel",
        [&](const std::string& hour, const FilterRow& row) {
          const auto of = hourRowOf(row, hour, funnel.id);
          if (rolled.count(hour) && of && of->first < steps && of->second >= first_hour) {
            visitors[of->first] += row.figures[kFigureVisitors];
          }
        });
  }
  for (const auto& [day, hours] : raw) {
    addRawHours(sql, funnel, day, hours, scope.filter, first_hour, visitors);
  }
  return visitors;
}

namespace {

// Walks `events` (a day's raw events of the funnel's steps after the sets' hours) on from where
// `states` (by visitorKey) left their visitors, into `states`.
void walkOnFromSets(std::vector<FunnelEvent> events, std::size_t steps,
                    std::unordered_map<std::uint64_t, SetFunnelVisitor>& states) {
  FunnelDayWalk walk(steps);
  std::unordered_map<std::string, std::uint64_t> keys;
  for (const FunnelEvent& e : events) {
    const auto [key, added] = keys.try_emplace(e.visitor, 0);
    if (!added) continue;
    key->second = visitorKey(e.visitor);
    const auto known = states.find(key->second);
    if (known == states.end()) continue;
    FunnelVisitor& visitor = walk.visitors[e.visitor];
    visitor.best = known->second.best;
    visitor.loose = known->second.loose;
  }
  // A visitor enters in the hour of their first event of the first step, which may come before
  // a later one the sets hold (of a visit started in their hours).
  for (const FunnelEvent& e : events) {
    if (!(e.steps & 1u)) continue;
    std::int64_t& entered = states[keys.at(e.visitor)].entered_ms;
    entered = std::min(entered, msOfHour(e.at.substr(0, 13)));
  }
  walkFunnelDay(walk, std::move(events), steps);
  for (const auto& [visitor, where] : walk.visitors) {
    SetFunnelVisitor& state = states[keys.at(visitor)];
    state.best = where.best;
    state.loose = where.loose;
  }
}

}  // namespace

seo::sdk::Result<std::vector<long long>> setHourFunnelVisitors(soci::session& sql,
                                                               const Funnel& funnel,
                                                               const TrafficScope& scope,
                                                               long long raw_limit) {
  const std::string& first_hour = *scope.period.first_hour;
  const std::string& last_hour = *scope.period.last_hour;
  const std::size_t steps = funnel.steps.size();
  std::vector<std::string> ids;
  for (const Goal& goal : funnel.steps) ids.push_back(goal.id);
  const std::map<std::string, RolledHour> rolled = visitSetEventHours(
      sql, scope.website_id, first_hour.substr(0, 10) + "T00", last_hour, scope.filter);
  auto withSteps = [&](std::int64_t ms) {
    const auto it = rolled.find(hourText(ms));
    return it != rolled.end() && std::all_of(ids.begin(), ids.end(), [&](const std::string& id) {
             return RolledFilter::rolledGoal(it->second.goals, id);
           });
  };
  // Each day of the period: from its first hour in the period to the end of its last; the
  // sets' hours from its midnight, and the raw ones after them (only they count against the
  // budget).
  struct DayPart {
    std::string day;
    std::int64_t from_ms, sets_until_ms, end_ms;
  };
  const std::int64_t period_end = msOfHour(last_hour) + kMsPerHour;
  std::vector<DayPart> parts;
  std::map<std::string, GoalHours> cost;
  for (std::int64_t day = dayOfMs(msOfHour(first_hour)); day <= dayOfMs(period_end - kMsPerHour);
       ++day) {
    DayPart part{formatDay(day), std::max(msOfHour(first_hour), day * kMsPerDay), day * kMsPerDay,
                 std::min(period_end, (day + 1) * kMsPerDay)};
    while (part.sets_until_ms < part.end_ms && withSteps(part.sets_until_ms)) {
      part.sets_until_ms += kMsPerHour;
    }
    std::vector<std::string> raw;
    for (std::int64_t ms = part.sets_until_ms; ms < part.end_ms; ms += kMsPerHour) {
      raw.push_back(hourText(ms));
    }
    for (const Goal& goal : funnel.steps) {
      if (!raw.empty()) cost[part.day].add(goal, raw);
    }
    parts.push_back(std::move(part));
  }
  SEO_RETURN_IF_ERROR(checkGoalHoursReadCost(sql, scope.website_id, cost, raw_limit));
  std::vector<long long> visitors(steps, 0);
  for (const DayPart& part : parts) {
    std::unordered_map<std::uint64_t, SetFunnelVisitor> states =
        visitSetFunnelHours(sql, scope, ids, part.day, part.sets_until_ms, part.end_ms);
    if (part.sets_until_ms < part.end_ms) {
      std::vector<FunnelEvent> events =
          funnelStepEvents(sql, funnel,
                           GoalRead{part.day, part.day, std::nullopt, std::nullopt, scope.filter,
                                    std::make_pair(part.sets_until_ms, part.end_ms)});
      // The visits started in the sets' hours are there whole (an hour rolls once its visits
      // are over).
      const std::string sets_from = timeOrderedIdStart(msOfHour(part.day + "T00"));
      const std::string sets_until = timeOrderedIdStart(part.sets_until_ms);
      std::erase_if(events, [&](const FunnelEvent& e) {
        return !e.visit.empty() && e.visit >= sets_from && e.visit < sets_until;
      });
      walkOnFromSets(std::move(events), steps, states);
    }
    for (const auto& [visitor, state] : states) {
      if (state.entered_ms < part.from_ms || state.entered_ms >= part.end_ms) continue;
      for (std::size_t k = 0; k < state.best && k < steps; ++k) visitors[k] += 1;
    }
  }
  return visitors;
}

}  // namespace seo::plugins::analytics
