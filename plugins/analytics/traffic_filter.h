// The dashboard's filters, each an exact value: `path` (a page, as the pages panel names it),
// `source` (a referrer host, or "(direct)" for visits without one) and `country` (ISO code, ZZ
// when unknown). Clicking a row of a panel sets one; every panel then counts only the pageviews
// that match, and the visits that have one.
//
//   SEO_ASSIGN_OR_RETURN(TrafficFilter filter, parseTrafficFilter(ctx));
//   if (filter.any()) ...   // answered from the raw rows, not the rollups
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The source of visits without a referrer, in answers and in the `source` filter (a host name
// cannot hold parentheses). Stored as "".
inline constexpr std::string_view kDirectSource = "(direct)";

struct TrafficFilter {
  std::optional<std::string> path;
  std::optional<std::string> source;  // as stored: "" for direct
  std::optional<std::string> country;

  bool any() const { return path || source || country; }
};

// 400 naming the parameter when one is not a page path, a host or a country code.
seo::sdk::Result<TrafficFilter> parseTrafficFilter(const seo::sdk::RequestContext& ctx);

// Documents the three filters on `route`.
seo::sdk::RouteSpec& filterParameters(seo::sdk::RouteSpec& route);

// The source as answers name it: kDirectSource for "".
std::string sourceName(const std::string& stored);

}  // namespace seo::plugins::analytics
