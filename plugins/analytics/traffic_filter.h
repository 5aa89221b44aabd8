// The dashboard's filters, combinable, each narrowing every read to what matches all of them:
//   - `path`: a page (as the pages panel names it): only its pageviews, and the visits that saw it;
//   - `country`: ISO code (ZZ when unknown): only the pageviews from there;
//   - `source` (a referrer host, or "(direct)"), and each breakdown of breakdowns.h by its name
//     (`channel`, `utm_source` ... `utm_content`, `browser`, `browser_version`, `os`,
//     `os_version`, `device`), an exact value: only the visits that have it;
//   - `goal` (a goal's id): only the visits that converted it (a custom event of its name, or a
//     pageview of a page its path matches);
//   - `property`, `property_value` and `property_match` (is | is_not | contains, default is): only
//     the visits with an event (a pageview or a custom event) whose property `property` is
//     `property_value`, or contains it (bytes, case-sensitive); is_not: every visit but those
//     `is` keeps, so that the two split the traffic.
// Clicking a row of a panel sets one; every panel then counts what matches.
//
//   SEO_ASSIGN_OR_RETURN(TrafficFilter filter, parseTrafficFilter(ctx));
//   if (filter.any()) ...   // answered by the filtered reads' rollups and the raw rows
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/goals.h"
#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::analytics {

// The source of visits without a referrer, in answers and in the `source` filter (a host name
// cannot hold parentheses). Stored as "".
inline constexpr std::string_view kDirectSource = "(direct)";

inline constexpr seo::sdk::Choices kPropertyMatches{"is", "is_not", "contains"};

struct PropertyFilter {
  enum Match { kIs, kIsNot, kContains };
  std::string key, value;
  Match match = kIs;
};

struct TrafficFilter {
  std::optional<std::string> path;
  std::optional<std::string> source;  // as stored: "" for direct
  std::optional<std::string> country;
  std::array<std::optional<std::string>, kBreakdowns> breakdowns = {};  // by Breakdown
  std::optional<Goal> goal = std::nullopt;
  // A page goal's pages in the read's period (visit_filter_sql.h: resolveGoalPages).
  std::vector<std::string> goal_pages = {};
  std::optional<PropertyFilter> property = std::nullopt;

  bool any() const { return path || source || country || visitOnly() || goal || property; }
  // Whether a filter is on what only the visits know (a breakdown) or on their conversions (a
  // goal, a property): the pageviews' rows alone cannot answer it.
  bool visitOnly() const;
  // How many of the filters are set.
  int count() const;
};

// 400 naming the parameter when one is not a page path, a host, a country code, a breakdown's
// value, a goal of the website or a property; a goal is read from the database.
seo::sdk::Result<TrafficFilter> parseTrafficFilter(const seo::sdk::RequestContext& ctx);

// Documents the filters on `route`.
seo::sdk::RouteSpec& filterParameters(seo::sdk::RouteSpec& route);

// The source as answers name it: kDirectSource for "".
std::string sourceName(const std::string& stored);

}  // namespace seo::plugins::analytics
