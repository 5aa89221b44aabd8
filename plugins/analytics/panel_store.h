// The SQL of the traffic reads: the summary, the time series and the dashboard's panels (pages,
// entry pages, sources, countries; each declared in panels.h) of one website's period. Unfiltered
// day periods are answered from the rollups (analytics_daily, _hourly, _daily_countries,
// _daily_pages, _daily_sources, _daily_breakdowns), so their cost follows the days and rows of the
// period, never the events; the 24-hour range's panels come from the last 50 hours' panels by hour
// (analytics_hourly_panels). A filtered read sums the filtered reads' rollups of what they answer
// and the raw events and visits of the rest (they alone know which pageviews match; kept
// settings.analytics.raw_retention_days):
//   - days: one value, or a source with a country, over the rolled days (filter_rollups.h);
//   - hours: a source, a country or both over the closed hours of the last two days
//     (filter_hours.h), which answer the 24-hour range and the days not rolled yet (today,
//     yesterday until it is): there, as in the unfiltered hourly rollups, figures count in the
//     hour their visit started and a visitor in the hour of their first visit of the day that
//     matches; the hours not rolled yet are read raw the same way.
//   - several filters without a page, a property's is_not and contains: the visits' sets of the
//     rolled days and hours (visit_sets.h).
// A page with another value is read raw.
// Raw reads filtered by a page seek that page's pageviews day by day (the index by website, day
// and page), whatever the other filters: a page is the most selective of them. That index holds
// each pageview's country, source (its visit's) and visit too, so a page with another filter
// reads the rows of the matching visits only.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "plugins/analytics/panels.h"
#include "plugins/analytics/traffic_filter.h"
#include "plugins/analytics/traffic_period.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The visits started from `from_ms` to `until_ms` (excluded).
struct StartedRange {
  std::int64_t from_ms = 0, until_ms = 0;
};

// What a read covers.
struct TrafficScope {
  std::string website_id;
  TrafficPeriod period;
  TrafficFilter filter;
  // Set when only these of the period's days are read from the raw rows (the others from the
  // filtered reads' rollups).
  std::optional<std::vector<std::string>> raw_days;
  // When the read is made: a filtered read's last days within the hourly rollups' hours
  // (filter_hours.h) are read by hour. 0: never.
  std::int64_t now_ms = 0;
  // Set when the raw rows read are the visits started in this range and all their pageviews
  // (the part of a read the hourly rollups do not answer yet), instead of the period's pageviews.
  std::optional<StartedRange> started;
};

// The traffic of a scope (zeros when it has none).
struct TrafficTotals {
  long long visitors = 0;
  long long visits = 0;
  long long pageviews = 0;
  long long bounces = 0;
  long long duration_ms = 0;
};
TrafficTotals trafficTotals(soci::session& sql, const TrafficScope& scope);

// Visitors, visits and pageviews by day ('YYYY-MM-DD') or, `by_hour`, by hour
// ('YYYY-MM-DDTHH'); only the buckets that have any.
struct SeriesFigures {
  long long visitors = 0;
  long long visits = 0;
  long long pageviews = 0;
};
std::map<std::string, SeriesFigures> trafficSeries(soci::session& sql, const TrafficScope& scope,
                                                   bool by_hour);

// The rows of `panel` in `scope` (panels.h), ranked as the panel says, the first `limit` (all
// when negative).
std::vector<PanelRow> panelRows(soci::session& sql, seo::sdk::Dialect dialect, const Panel& panel,
                                const TrafficScope& scope, std::int64_t limit);

// A read filtered without a page reads every pageview of its raw days: only a page is indexed,
// and the filtered reads' rollups answer rolled days and single filters only. Past
// settings.analytics.raw_read_max_pageviews pageviews on those days it is refused instead
// (checkRawCost): by default half a second of one database connection at the half a million
// pageviews a second such a read goes, so one costly combination never holds a connection other
// requests wait for.
inline constexpr const char* kRawReadLimitSetting = "analytics.raw_read_max_pageviews";
inline constexpr long long kDefaultRawReadLimit = 250000;

// InvalidArgument naming `range` when `scope` would read more than `limit` raw pageviews without
// a page filter; OK for every other read (unfiltered, filtered by a page, or answered by the
// rollups), and always when `limit` is 0. Costs a row of the daily rollup per raw day, and an
// index count of at most `limit` + 1 entries for the last hours. Without `sets` (the goals,
// funnels and properties reads), what the visits' sets answer counts as raw.
seo::sdk::Status checkRawCost(soci::session& sql, const TrafficScope& scope, long long limit,
                              bool sets = true);

// Distinct visitors whose visit had a pageview at `since_ms` or later.
long long visitorsSince(soci::session& sql, const std::string& website_id, std::int64_t since_ms);

}  // namespace seo::plugins::analytics
