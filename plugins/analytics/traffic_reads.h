// The traffic reads: the spec's summary and geo, and the dashboard's time series, pages, entry
// pages, sources and realtime visitors. Each takes a period (traffic_period.h) and the filters
// (traffic_filter.h); unfiltered day periods answer from the rollups, the rest from the raw rows
// (panel_store.h).
//
//   GET /website/summary      {data: {unique_visitors, total_visits, pageviews, views_per_visit,
//                                     avg_visit_duration, bounce_rate, previous?}}
//   GET /website/geo          {data: [{country, views, visits}]}, most views first
//   GET /website/timeseries   {data: [{date, visitors, visits, pageviews, previous?}]}
//   GET /website/pages        {data: [{page, pageviews}]}
//   GET /website/entry-pages  {data: [{page, entries, bounce_rate}]}
//   GET /website/sources      {data: [{source, visits, pageviews, bounce_rate,
//                                      avg_visit_duration}]}
//   GET /website/breakdown?by=channel|utm_source|...|device (breakdowns.h)
//                             {data: [{value, visits, pageviews, bounce_rate,
//                                      avg_visit_duration}]}
//   GET /website/realtime     {data: {visitors, since}}
//
// Units: views_per_visit = pageviews / visits, 2 decimals; avg_visit_duration = whole seconds
// from a visit's first to its last pageview, averaged over visits (a one-page visit counts 0);
// bounce_rate = percent (0-100, 2 decimals) of visits with one pageview. unique_visitors sums
// each day's distinct visitors: the daily salt makes one day's visitor unknowable the next day.
#pragma once

#include <cstdint>

#include "plugins/analytics/panel_store.h"
#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::analytics {

// Rows a panel answers by default and at most (a CSV export asks for the most).
inline constexpr std::int64_t kDefaultPanelRows = 10;
inline constexpr std::int64_t kMaxPanelRows = 1000;
// The window of the realtime count.
inline constexpr std::int64_t kRealtimeMinutes = 5;
// The most buckets a time series answers: a year of days, a week of hours.
inline constexpr std::int64_t kMaxSeriesDays = 366;
inline constexpr std::int64_t kMaxHourlyDays = 7;
// The buckets of a time series; weeks start on Monday, and a bucket is named by its first day.
inline constexpr seo::sdk::Choices kIntervals{"hour", "day", "week", "month"};

// The period and filters of a traffic read (400 naming the parameter), its filtered rollups
// queued and its raw rows' cost checked (checkRawCost: `sets` false for the goals, funnels and
// properties reads, which the visits' sets do not answer).
seo::sdk::Result<TrafficScope> scopeOf(const seo::sdk::RequestContext& ctx, bool sets = true);

// settings.analytics.raw_read_max_pageviews (panel_store.h: kRawReadLimitSetting), or its
// default.
long long rawReadLimit(seo::sdk::Host& host);

seo::sdk::Result<seo::sdk::Response> onWebsiteSummary(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onWebsiteGeo(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onWebsiteTimeseries(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onWebsitePages(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onWebsiteEntryPages(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onWebsiteSources(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onWebsiteBreakdown(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onWebsiteRealtime(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::analytics
