// The reads of the panels the filtered reads' day roll writes for each goal, funnel or property
// key (goal, funnel, property, property_value: filter_figures.h): for each id a read asks for,
// the days the rollups answer and the rest, which are read raw; and the rolled rows.
//
//   PanelDays days = panelDays(sql, scope, ids, [&](const std::string& day, const std::string& id)
//                              { return ... the day's roll rolled `id` ... });
//   SEO_RETURN_IF_ERROR(checkGoalReadCost(sql, website, days.first_raw, days.last_raw, limit));
//   if (days.any_rolled) forEachRolledRow(sql, scope, *filter, "goal", each);
//   ... the raw rows of days.raw[id] ...
#pragma once

#include <soci/soci.h>

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "plugins/analytics/filter_figures.h"
#include "plugins/analytics/panel_store.h"

namespace seo::plugins::analytics {

struct PanelDays {
  std::map<std::string, std::set<std::string>> raw;  // by id: its days the rollups do not answer
  std::string first_raw, last_raw;  // the span of every id's raw days, "" when none
  bool any_rolled = false;          // whether the rollups answer a day of an id
};

// The days with traffic of `scope`'s period (a day period), split for each of `ids`:
// `rolled_with(day, id)` says whether the rollups answer the day for the id.
PanelDays panelDays(soci::session& sql, const TrafficScope& scope,
                    const std::vector<std::string>& ids,
                    const std::function<bool(const std::string&, const std::string&)>& rolled_with);

// The days of the span of `days`' raw days whose hours the filtered reads' hours rolled under
// `filter` (filter_hours.h): today, yesterday until its day is rolled.
std::set<std::string> daysWithRolledHours(soci::session& sql, const std::string& website_id,
                                          const PanelDays& days, const RolledFilter& filter);

// The same for the goals' and funnels' reads under `scope`'s filter: the hours rolled under one
// value the hours roll (hourFilterOf), or with their events' lists for the filters the visits'
// sets answer (visit_sets.h); none for the rest.
std::set<std::string> daysWithRolledHours(soci::session& sql, const TrafficScope& scope,
                                          const PanelDays& days);

// `scope` over the hours of `day` alone, as an hourly period.
TrafficScope hoursOfDay(const TrafficScope& scope, const std::string& day);

// Takes `day` out of every id's raw days in `days` (first_raw and last_raw follow): the ids it was
// raw for; none when the rollups answer it for each (or it had no traffic). For a day another
// source answers (the filtered reads' hours).
std::vector<std::string> takeRawDay(PanelDays& days, const std::string& day);

// Calls `each(day, row)` for every row of `panel` under `filter` over `scope`'s period, in no
// order (the caller keeps those of the days rolled with its ids).
void forEachRolledRow(soci::session& sql, const TrafficScope& scope, const RolledFilter& filter,
                      const char* panel,
                      const std::function<void(const std::string&, const FilterRow&)>& each);

}  // namespace seo::plugins::analytics
