// The events' properties (custom_event.h) by key: GET /website/properties lists the period's
// keys, and with `key` that key's values, each with its events (pageviews and custom events
// that had it) and their distinct visitors, most events first. The period and filters are the
// traffic reads' (traffic_filter.h): a page, country or source on the event itself, the rest on
// its visit. Unfiltered day periods are read from the properties' rollup of the closed days, the
// rolled hours of the last days and the raw rows of the rest (property_figures.h,
// property_hours.h); the 24-hour range counts a visitor in the hour of their first event of the
// day with the key (value), from the rolled hours when unfiltered. Under one filter value (or a
// source with a country) the closed days rolled are read from the filtered reads' rollups
// (property_filters.h); the rest of a filtered read counts the raw rows (analytics_event_props,
// kept settings.analytics.raw_retention_days) by the index by website, day and key, refused past
// settings.analytics.raw_read_max_pageviews of them. Each read asks the filtered reads' job to
// roll what is closed and not rolled (filter_rollups.h).
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

seo::sdk::Result<seo::sdk::Response> onWebsiteProperties(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::analytics
