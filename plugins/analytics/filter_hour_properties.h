// The property panels of the filtered reads' rollups by hour (filter_hours.h): each key's (and
// each rolled key's values') events under each filter value the hours roll, so that the last 24
// hours of properties under a filter read their rolled hours and only today's raw rows up to the
// hours after them, instead of two whole days of raw rows.
//
//   analytics_filter_hours rows with panel 'property' (name: a key) and 'property_value' (name:
//   propertyValue, for the keys whose values the hour rolls: analytics_filter_hours_keys),
//   figures as the day rolls' (filter_figures.h: PropertyPanelFigure)
//
// An event counts in the hour it happened, under its own page, country and source and its visit's
// breakdowns, goals and properties (forEachFilterValue); its visitor in the hour of their first
// event of the day with the key (value) under that value, as the raw reads (PropertyWalk) and the
// unfiltered property hours (property_hours.h) count them, so that a day's hours add up to it.
#pragma once

#include <soci/soci.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "plugins/analytics/filter_figures.h"
#include "plugins/analytics/panel_store.h"
#include "plugins/analytics/property_figures.h"
#include "plugins/analytics/visit_conversions.h"
#include "plugins/analytics/visit_sets.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The property panels' rows of `hours` (of `day`, being rolled), by hour: one pass over the
// properties of the whole day's events (a visitor's first of the day may precede the hours),
// which are added to the hours' sets too (`sets`, by hour: visit_sets.h).
std::map<std::string, std::vector<FilterRow>> propertyHourRows(
    soci::session& sql, const std::string& website_id, const std::string& day,
    const std::vector<std::string>& hours, const VisitConversions& conversions,
    std::map<std::string, VisitSetsBuilder>* sets);

// The keys (no `key`) or `key`'s values over the hourly period of `scope`, whose filter is
// `filter` (one the hours roll: hourFilterOf), by name in no order: the hours rolled (with the
// key's values) from their rows, the others from the raw rows of their day up to their end,
// walked from the day's first hour. The days of those hours are checked against `raw_limit`
// (checkPropertyReadCost).
seo::sdk::Result<std::vector<PropertyFigures>> rolledHourPropertyFigures(
    soci::session& sql, const TrafficScope& scope, const RolledFilter& filter,
    const std::optional<std::string>& key, long long raw_limit);

// The same under a filter the visits' sets answer (visitSetsAnswer): the hours of each day
// rolled with their events' lists (with the key's values, or no event with the key) from its
// midnight on (visitSetEventHours) from the sets, the rest raw.
seo::sdk::Result<std::vector<PropertyFigures>> setHourPropertyFigures(
    soci::session& sql, const TrafficScope& scope, const std::optional<std::string>& key,
    long long raw_limit);

}  // namespace seo::plugins::analytics
