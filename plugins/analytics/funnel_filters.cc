#include "plugins/analytics/funnel_filters.h"

#include <algorithm>
#include <charconv>
#include <numeric>
#include <set>
#include <system_error>
#include <tuple>
#include <unordered_map>
#include <utility>

#include "plugins/analytics/filter_hour_funnels.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/funnel_figures.h"
#include "plugins/analytics/funnel_walk.h"
#include "plugins/analytics/rolled_panel.h"
#include "plugins/analytics/visit_conversions.h"
#include "plugins/analytics/visit_sets.h"

namespace seo::plugins::analytics {

std::string funnelStepName(const std::string& funnel_id, std::size_t step) {
  return funnel_id + ":" + std::to_string(step);
}

std::optional<std::size_t> funnelStepOf(const std::string& name, const std::string& funnel_id) {
  if (name.size() <= funnel_id.size() || name.compare(0, funnel_id.size(), funnel_id) != 0 ||
      name[funnel_id.size()] != ':') {
    return std::nullopt;
  }
  std::size_t step = 0;
  const char* end = name.data() + name.size();
  const auto [at, error] = std::from_chars(name.data() + funnel_id.size() + 1, end, step);
  if (error != std::errc() || at != end) return std::nullopt;
  return step;
}

void walkFunnelByValue(const Funnel& funnel, const std::vector<FilterKind>& kinds,
                       const std::map<std::string, std::vector<StepConversion>>& by_goal,
                       const FunnelReached& reached) {
  const std::size_t steps = funnel.steps.size();
  std::vector<FunnelEvent> events;
  std::vector<const FilterConversion*> where;
  for (std::size_t k = 0; k < steps; ++k) {
    auto it = by_goal.find(funnel.steps[k].id);
    if (it == by_goal.end()) continue;
    for (const StepConversion& s : it->second) {
      const GoalEvent& e = s.event;
      events.push_back(FunnelEvent{e.day, e.visit_id, e.visitor, e.at, e.id, 1u << k});
      where.push_back(&s.where);
    }
  }
  // Time order, as walkFunnelDays; an event of several steps once, with their bits.
  std::vector<std::size_t> order(events.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return std::tie(events[a].at, events[a].id) < std::tie(events[b].at, events[b].id);
  });
  std::vector<std::size_t> merged;
  for (std::size_t i : order) {
    if (!merged.empty() && events[merged.back()].id == events[i].id) {
      events[merged.back()].steps |= events[i].steps;
    } else {
      merged.push_back(i);
    }
  }
  // Each value's events (indexes, in time order), then one walk per value.
  std::map<std::pair<FilterKind, std::string>, std::vector<std::size_t>> by_value;
  for (std::size_t i : merged) {
    forEachFilterValue(kinds, *where[i], [&](FilterKind kind, const std::string& value) {
      by_value[{kind, value}].push_back(i);
    });
  }
  for (const auto& [key, indexes] : by_value) {
    std::unordered_map<std::string, FunnelVisitor> visitors;
    for (std::size_t i : indexes) {
      FunnelVisitor& visitor = visitors[events[i].visitor];
      const int step = walkFunnelEvent(events[i], steps, visitor);
      if (step >= 0) reached(key.first, key.second, events[i], visitor, step);
    }
  }
}

std::vector<FilterRow> funnelFilterRows(
    const Funnel& funnel, const std::vector<FilterKind>& kinds,
    const std::map<std::string, std::vector<StepConversion>>& by_goal) {
  std::map<std::tuple<FilterKind, std::string, int>, long long> visitors;
  walkFunnelByValue(funnel, kinds, by_goal,
                    [&](FilterKind kind, const std::string& value, const FunnelEvent&,
                        const FunnelVisitor&, int step) {
                      visitors[{kind, value, step}] += 1;
                    });
  std::vector<FilterRow> rows;
  for (const auto& [key, count] : visitors) {
    const auto& [kind, value, step] = key;
    FilterRow row{filterKindName(kind), value, "funnel", funnelStepName(funnel.id, step)};
    row.figures[kFigureVisitors] = count;
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string funnelsSignature(const std::vector<Funnel>& funnels) {
  std::vector<std::string> ids;
  for (const Funnel& funnel : funnels) ids.push_back(funnel.id);
  return idsSignature(std::move(ids));
}

seo::sdk::Result<std::vector<long long>> filteredFunnelVisitors(soci::session& sql,
                                                                const Funnel& funnel,
                                                                const TrafficScope& scope,
                                                                long long raw_limit) {
  const std::size_t steps = funnel.steps.size();
  std::vector<long long> visitors(steps, 0);
  const DayRange& period = scope.period.days;
  std::optional<RolledFilter> filter = rolledFilterOf(scope.filter);
  const bool by_sets = !filter && visitSetsAnswer(scope.filter);
  std::set<std::string> rolled;  // the days rolled with the funnel (its steps' goals)
  if (filter) {
    filter->since_version = std::max(filter->since_version, kFunnelPanelRollVersion);
    for (const auto& [day, of] :
         rolledDayGoals(sql, scope.website_id, period.from, period.to, *filter)) {
      if (RolledFilter::rolledGoal(of.funnels, funnel.id)) rolled.insert(day);
    }
  } else if (by_sets) {
    for (const auto& day_rolled :
         visitSetEventDays(sql, scope.website_id, period.from, period.to, scope.filter)) {
      const std::string& goals = day_rolled.second.goals;  // a lambda captures it
      if (std::all_of(funnel.steps.begin(), funnel.steps.end(), [&goals](const Goal& goal) {
            return RolledFilter::rolledGoal(goals, goal.id);
          })) {
        rolled.insert(day_rolled.first);
      }
    }
  }
  PanelDays days =
      panelDays(sql, scope, {funnel.id},
                [&](const std::string& day, const std::string&) { return rolled.count(day) > 0; });
  // The days not rolled whose hours are (today, yesterday until its day is) are their hours: the
  // rolled ones from their funnel panel or their sets, the rest raw by time
  // (filter_hour_funnels.h), not the day's raw events.
  const std::optional<RolledFilter> by_hour = hourFilterOf(scope.filter);
  for (const std::string& day : daysWithRolledHours(sql, scope, days)) {
    if (takeRawDay(days, day).empty()) continue;  // rolled by day
    SEO_ASSIGN_OR_RETURN(
        const std::vector<long long> of_day,
        by_hour ? rolledHourFunnelVisitors(sql, funnel, hoursOfDay(scope, day), *by_hour, raw_limit)
                : setHourFunnelVisitors(sql, funnel, hoursOfDay(scope, day), raw_limit));
    for (std::size_t k = 0; k < steps; ++k) visitors[k] += of_day[k];
  }
  if (!days.first_raw.empty()) {
    SEO_RETURN_IF_ERROR(
        checkGoalReadCost(sql, scope.website_id, days.first_raw, days.last_raw, raw_limit));
  }
  if (days.any_rolled && by_sets) {
    std::vector<std::string> ids;
    for (const Goal& goal : funnel.steps) ids.push_back(goal.id);
    for (const auto& [day, figures] : visitSetFunnelDays(sql, scope, ids, rolled)) {
      for (std::size_t k = 0; k < steps && k < figures.size(); ++k) visitors[k] += figures[k];
    }
  } else if (days.any_rolled) {
    forEachRolledRow(sql, scope, *filter, "funnel",
                     [&](const std::string& day, const FilterRow& row) {
                       const std::optional<std::size_t> k = funnelStepOf(row.name, funnel.id);
                       if (rolled.count(day) && k && *k < steps) {
                         visitors[*k] += row.figures[kFigureVisitors];
                       }
                     });
  }
  auto raw = days.raw.find(funnel.id);
  if (raw != days.raw.end()) {
    // One read over the span of the raw days; the rolled ones in it are skipped.
    const GoalRead read{*raw->second.begin(), *raw->second.rbegin(), std::nullopt, std::nullopt,
                        scope.filter};
    for (const auto& [day, walk] : walkRawFunnelDays(sql, funnel, read)) {
      if (!raw->second.count(day)) continue;
      for (std::size_t k = 0; k < steps && k < walk.figures.size(); ++k) {
        visitors[k] += walk.figures[k];
      }
    }
  }
  return visitors;
}

}  // namespace seo::plugins::analytics
