// The spec's traffic reads, answered from the daily rollups (their cost follows the days in
// the range, not the events):
//
//   GET /website/summary  {data: {unique_visitors, total_visits, pageviews, views_per_visit,
//                                 avg_visit_duration, bounce_rate}}
//   GET /website/geo      {data: [{country, views, visits}]}, most views first
//
// Units: views_per_visit = pageviews / visits, 2 decimals; avg_visit_duration = whole seconds
// from a visit's first to its last pageview, averaged over visits (a one-page visit counts 0);
// bounce_rate = percent (0-100, 2 decimals) of visits with one pageview. unique_visitors sums
// each day's distinct visitors: the daily salt makes one day's visitor unknowable the next day.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

seo::sdk::Result<seo::sdk::Response> onWebsiteSummary(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onWebsiteGeo(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::analytics
