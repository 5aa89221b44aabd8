// The figures of the filtered reads' rollups (filter_rollups.h by day, filter_hours.h by hour),
// every panel's (the breakdowns' among them: breakdowns.h), summed in one pass over pageviews
// joined to their visits. Each kind of filter counts as its raw read does (panels.h,
// panel_store.cc): the matching pageviews, and the visits with one (each once) with their
// visitors, bounces and duration; distinct visits and visitors are counted per row with sets of
// their ids.
//
//   FilterFigures figures(filterKinds(kPathKind, kFilterKinds), true);
//   figures.add(view);  // for each pageview of the day, joined to its visit
//   std::vector<FilterRow> rows = std::move(figures).rows();
#pragma once

#include <soci/soci.h>

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/property_figures.h"
#include "plugins/analytics/traffic_filter.h"
#include "plugins/analytics/visit_conversions.h"

namespace seo::plugins::analytics {

// The kinds of filter rolled: a pageview's page and country, its visit's source, the source with
// the country, each breakdown of its visit (kFirstBreakdownKind + its Breakdown), and the goals
// its visit converted and the properties its visit's events had (a visit may have several).
enum FilterKind : int {
  kPathKind,
  kCountryKind,
  kSourceKind,
  kSourceCountryKind,
  kFirstBreakdownKind,
  kGoalKind = kFirstBreakdownKind + kBreakdowns,
  kPropertyKind,
  kFilterKinds
};
// Its rows' `filter`: path, country, source, source_country, the breakdown's name, goal or
// property.
const char* filterKindName(int kind);
// The kinds from `first` to `last` (excluded): what the days roll (kPathKind to kFilterKinds),
// and the hours (kCountryKind to kFilterKinds).
std::vector<FilterKind> filterKinds(FilterKind first, FilterKind last);

// A property row's value: its key, a unit separator (never in a clean text), its value.
std::string propertyValue(const std::string& key, const std::string& value);

// A filter the rollups answer: its rows' `filter` and `value`, and the first day roll version
// that wrote them (filter_rollups.h): 2 for source_country, 3 for the breakdowns, 4 for goals and
// properties, whose days (and hours) are those that rolled the goal (the goals of their roll)
// or the property's key (not every key's values are rolled: visit_conversions.h).
struct RolledFilter {
  std::string kind, value;
  int since_version = 1;
  // The goal's id, the property's key; "" when it is neither.
  std::string goal_id = "", property_key = "";

  // Whether a roll of `rolled_goals` (goalsSignature) answers it: any roll, but a goal's only
  // one made while it was a goal.
  bool answeredBy(const std::string& rolled_goals) const {
    return goal_id.empty() || rolledGoal(rolled_goals, goal_id);
  }
  // Whether the roll of `rolled_goals` rolled the goal `id`.
  static bool rolledGoal(const std::string& rolled_goals, const std::string& id) {
    return ("," + rolled_goals + ",").find("," + id + ",") != std::string::npos;
  }
};
// The rolled filter `filter` is, or nullopt when the raw rows alone answer it: by day
// (rolledFilterOf) one value (a property's with `is`), or a source with a country; by hour
// (hourFilterOf, filter_hours.h) the same but a page (a page's pageviews are one index seek a
// day).
std::optional<RolledFilter> rolledFilterOf(const TrafficFilter& filter);
std::optional<RolledFilter> hourFilterOf(const TrafficFilter& filter);

// The value of a source_country row: the country, a space, the source as stored.
std::string sourceCountryValue(const std::string& source, const std::string& country);

// One row of the rollups: visitors, visits, views, bounces and duration_ms of a panel's `name`
// under the filter `filter` = `value`.
enum FilterFigure { kFigureVisitors, kFigureVisits, kFigureViews, kFigureBounces, kFigureDuration };
struct FilterRow {
  std::string filter, value, panel, name;
  long long figures[5] = {0, 0, 0, 0, 0};
};

// Inserts `rows` of `website_id` into `table` (analytics_filter_days or _hours), keyed by
// `key_column` = `key` (a day or an hour), in one bulk statement.
void insertFilterRows(soci::session& sql, const char* table, const char* key_column,
                      const std::string& website_id, const std::string& key,
                      const std::vector<FilterRow>& rows);

// A pageview joined to its visit.
struct FilterPageview {
  std::string path, country;
  std::string hour;  // of the pageview, 'HH': the 'hour' panel's name
  std::string visit_id, visitor, source, entry;
  long long pageviews = 0, duration_ms = 0;  // its visit's
  VisitBreakdowns breakdowns;                // its visit's (breakdowns.h)
  // The goals its visit converted (their ids) and the properties its visit's events had
  // (propertyValue), each once; none when null.
  const std::vector<std::string>* goals = nullptr;
  const std::vector<std::string>* properties = nullptr;
  // The hour rolls: the goals and properties the visitor's earlier visits of the day had
  // (sorted), under which this visit does not count its visitor; none when null.
  const std::vector<std::string>* earlier_goals = nullptr;
  const std::vector<std::string>* earlier_properties = nullptr;
  // False for a kind when the visit does not count its visitor under this pageview's value of
  // it (the hour rolls: an earlier visit of the day matched that value; filter_hours.h).
  std::array<bool, kFilterKinds> counts_visitor = allTrue();

  static std::array<bool, kFilterKinds> allTrue() {
    std::array<bool, kFilterKinds> all;
    all.fill(true);
    return all;
  }
};

// The 'goal' panel's rows (name: a goal's id; day rolls only) hold a goal's conversions under
// the filter value: its converting visitors in visitors, its conversions in views, and in the
// goal's currency the revenue's micros in duration_ms and the conversions that had one in
// visits (bounces stays 0).
enum GoalPanelFigure {
  kGoalPanelVisitors = kFigureVisitors,
  kGoalPanelConversions = kFigureViews,
  kGoalPanelRevenueMicros = kFigureDuration,
  kGoalPanelRevenueConversions = kFigureVisits,
};

// The 'property' panel's rows (name: a key) and the 'property_value' panel's (name:
// propertyValue, for the keys whose values the day rolls; day rolls only) hold the events that
// had the key (value) under the filter value in views, their distinct visitors in visitors.
enum PropertyPanelFigure {
  kPropertyPanelVisitors = kFigureVisitors,
  kPropertyPanelEvents = kFigureViews,
};

// A goal's conversion (goal_events.h), for the 'goal' panel, or an event with a property, for the
// property panels: it counts under its own page, country and source, and under its visit's
// breakdowns, goals and properties (none when it joined no visit), as the raw reads of goals and
// properties under a filter do.
struct FilterConversion {
  std::string goal_id, visitor, path, country, source;
  std::optional<long long> revenue_micros;  // in the goal's currency
  // Its visit's, null when it joined none (or had none: goals, properties).
  const VisitBreakdowns* breakdowns = nullptr;
  const std::vector<std::string>* goals = nullptr;
  const std::vector<std::string>* properties = nullptr;
};

// `goal`'s conversion `e` as the goal panel counts it: under its visit's `breakdowns` and the
// goals and properties `conversions` found for its visit, when its visit is known (else null).
FilterConversion goalConversion(const Goal& goal, const GoalEvent& e,
                                const VisitBreakdowns* breakdowns,
                                const VisitConversions& conversions);

// A property of the event `e` as the property panels count it: under its visit's breakdowns and
// the goals and properties `conversions` found for its visit, when it joined one. It points into
// `e`, which must outlive it.
FilterConversion propertyConversion(const PropertyEvent& e, const VisitConversions& conversions);

// Calls `each(kind, value)` for every value of `kinds` that `c` counts under (addConversion's
// rule), in `kinds`' order.
void forEachFilterValue(const std::vector<FilterKind>& kinds, const FilterConversion& c,
                        const std::function<void(FilterKind, const std::string&)>& each);

class FilterFigures {
 public:
  // Rows of the `kinds` given; the 'hour' panel when `hour_panel`.
  FilterFigures(std::vector<FilterKind> kinds, bool hour_panel)
      : kinds_(std::move(kinds)), hour_panel_(hour_panel) {}

  void add(const FilterPageview& view);
  void addConversion(const FilterConversion& conversion);
  // An event's property `key` (with its `value` when the day rolls the key's values: else null)
  // where `where` (goal_id unused) counts.
  void addProperty(const FilterConversion& where, const std::string& key, const std::string* value);
  std::vector<FilterRow> rows() && { return std::move(rows_); }

 private:
  static std::uint64_t intern(std::unordered_map<std::string, std::uint64_t>& ids,
                              const std::string& id);
  // Adds `view` under `kind` = `value`.
  void addUnder(const FilterPageview& view, FilterKind kind, const std::string& value,
                std::uint64_t visit, std::uint64_t visitor);
  std::uint32_t row(const char* filter, const std::string& value, const char* panel,
                    const std::string& name);
  bool distinct(std::uint32_t row, FilterFigure figure, std::uint64_t id);

  std::vector<FilterKind> kinds_;
  bool hour_panel_;
  std::vector<FilterRow> rows_;
  std::unordered_map<std::string, std::uint32_t> index_;
  std::unordered_map<std::string, std::uint64_t> visits_, visitors_;
  std::unordered_set<std::uint64_t> seen_;
};

}  // namespace seo::plugins::analytics
