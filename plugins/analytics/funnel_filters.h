// A funnel's figures under a filter (funnels.h, funnel_figures.h). The filtered reads' day roll
// (filter_rollups.h) walks each funnel of a closed day once per filter value, over the steps'
// events that count under it (a conversion's rule: filter_figures.h, forEachFilterValue), and
// writes the visitors at each step as the `funnel` panel of analytics_filter_days (name: the
// funnel's id, a colon, the step's index; the figure in `visitors`; no row for 0). A read under
// one filter value (or a source with a country) takes the days rolled with the funnel
// (analytics_filter_rolled.funnels) from those rows, the rest from the raw rows.
#pragma once

#include <soci/soci.h>

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "plugins/analytics/filter_figures.h"
#include "plugins/analytics/funnel_walk.h"
#include "plugins/analytics/funnels.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/panel_store.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// An event of a step's goal and where it counts (its pointers are the roll's, valid while it
// runs).
struct StepConversion {
  GoalEvent event;
  FilterConversion where;
};

// A funnel panel row's name: the funnel's id, a colon, the step's index.
std::string funnelStepName(const std::string& funnel_id, std::size_t step);
// The step a funnel panel row's `name` names when it is `funnel_id`'s, else nullopt.
std::optional<std::size_t> funnelStepOf(const std::string& name, const std::string& funnel_id);

// Walks `funnel`'s steps' events (by goal id; one day's) in time order once per value of `kinds`
// they count under: `reached(kind, value, event, visitor, step)` for each visitor `event` newly
// took to `step` under that value (funnel_walk.h), where the visitor stands then.
using FunnelReached = std::function<void(FilterKind, const std::string&, const FunnelEvent&,
                                         const FunnelVisitor&, int)>;
void walkFunnelByValue(const Funnel& funnel, const std::vector<FilterKind>& kinds,
                       const std::map<std::string, std::vector<StepConversion>>& by_goal,
                       const FunnelReached& reached);

// The rows of `funnel` on one day under every value of `kinds`, from its steps' events by goal
// id.
std::vector<FilterRow> funnelFilterRows(
    const Funnel& funnel, const std::vector<FilterKind>& kinds,
    const std::map<std::string, std::vector<StepConversion>>& by_goal);

// The funnels' ids, sorted, joined by commas: what a day roll records of the funnels it rolled.
std::string funnelsSignature(const std::vector<Funnel>& funnels);

// The visitors of each step of `funnel` over `scope`, a filtered day period: the days rolled
// with the funnel under the filter from the rollups, or under the filters they do not roll with
// its steps' goals from the visits' sets (visit_sets.h: visitSetFunnelDays); today's (and
// yesterday's until its day is rolled) from their hours; the rest from the raw rows, refused past
// `raw_limit` custom events in them (checkGoalReadCost).
seo::sdk::Result<std::vector<long long>> filteredFunnelVisitors(soci::session& sql,
                                                                const Funnel& funnel,
                                                                const TrafficScope& scope,
                                                                long long raw_limit);

}  // namespace seo::plugins::analytics
