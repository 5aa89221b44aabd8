// The properties read under a filter (property_reads.h). The filtered reads' day roll
// (filter_rollups.h) counts each property of a closed day's events under every filter value the
// event counts under (a conversion's rule: filter_figures.h, forEachFilterValue) and writes the
// `property` panel (name: the key) and, for the keys whose values the day rolls
// (visit_conversions.h), the `property_value` panel (name: propertyValue) of
// analytics_filter_days: events and distinct visitors. A read under one filter value (or a
// source with a country) takes the days rolled with them (and, by `key`, that rolled the key's
// values) from those rows, a read under other filters without a page from the visits' sets
// (visit_sets.h: of the days, and of the hours rolled from a day's midnight on), the rest from
// the raw rows.
#pragma once

#include <soci/soci.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "plugins/analytics/panel_store.h"
#include "plugins/analytics/property_figures.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// Whether the raw property rows from `from` to `to` (days), `key`'s only when set, are few
// enough to read under filters: OK at most `limit` of them (0: no bound), else 400 naming range,
// as the traffic reads' budget (panel_store.h: checkRawCost).
seo::sdk::Status checkPropertyReadCost(soci::session& sql, const std::string& website_id,
                                       const std::string& from, const std::string& to,
                                       const std::optional<std::string>& key, long long limit);
// The same for the raw hours of a read by hour: `hours` by day (each day's oldest first), every
// key's rows from the first to the end of the last.
seo::sdk::Status checkPropertyHoursReadCost(
    soci::session& sql, const std::string& website_id,
    const std::map<std::string, std::vector<std::string>>& hours, long long limit);

// The keys (no `key`) or `key`'s values of `scope`'s events, a filtered day period, summed by
// name in no order: the rolled days from the rollups, the rest from the raw rows, refused past
// `raw_limit` property rows in them.
seo::sdk::Result<std::vector<PropertyFigures>> filteredPropertyFigures(
    soci::session& sql, const TrafficScope& scope, const std::optional<std::string>& key,
    long long raw_limit);

}  // namespace seo::plugins::analytics
