// A filtered read split by what answers each part of it: the filtered reads' rollups of its
// rolled days (filter_rollups.h) and of its rolled hours (filter_hours.h), or, for the filters
// those do not answer, the rolled days' visits' sets (visit_sets.h); and the raw rows of the rest
// (days not rolled, and the visits started in hours not rolled yet). The traffic reads
// (panel_store.cc) read each part and sum them.
//
//   FilterSplit s = splitOf(sql, scope);
//   if (s.days) ... "SELECT name, ..." + rolledDayRows(s, scope, "page", &values) ...
//   for (const TrafficScope& part : s.raw) ... the raw rows of `part` ...
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "plugins/analytics/filter_figures.h"
#include "plugins/analytics/panel_store.h"
#include "plugins/analytics/visit_sets.h"

namespace seo::plugins::analytics {

struct FilterSplit {
  std::optional<RolledFilter> days;   // the rolled days' rows, when any is rolled
  std::optional<RolledFilter> hours;  // the rows of the rolled hours from first_hour to last_hour
  std::string first_hour, last_hour;
  SetSpan sets;                   // the days and hours the visits' sets answer
  std::vector<TrafficScope> raw;  // raw days (raw_days), or visits started (started)
};

// The parts of `scope`, a filtered read, as they stand now: the days and hours rolled, the rest;
// without `sets`, the parts the visits' sets would answer are raw (what the goals, funnels and
// properties reads read under several filters).
FilterSplit splitOf(soci::session& sql, const TrafficScope& scope, bool sets = true);

// " FROM analytics_filter_days WHERE ...": the rows of `panel` (a panel's name, or "total",
// "hour") on the split's rolled days; their values appended to `values`. Only when `s.days`.
std::string rolledDayRows(const FilterSplit& s, const TrafficScope& scope, const char* panel,
                          std::vector<std::string>* values);
// The same from analytics_filter_hours, over the split's rolled hours. Only when `s.hours`.
std::string rolledHourRows(const FilterSplit& s, const TrafficScope& scope, const char* panel,
                           std::vector<std::string>* values);

}  // namespace seo::plugins::analytics
