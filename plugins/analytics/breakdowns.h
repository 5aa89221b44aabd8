// The breakdowns of visits besides their source, entry page and country: the channel, the
// campaign's UTM fields and the visitor's browser, operating system and device, each known when
// a visit starts (from its first pageview) and stored on it, a column of analytics_visits named
// as the breakdown. Each is a dashboard panel (panels.h) with the source panel's figures
// (visits, pageviews, bounces, duration), rolled up by day (analytics_daily_breakdowns), by hour
// for the 24-hour range (analytics_hourly_panels) and under each filter (filter_figures.h).
//
// A visit from before they existed has none (its channel is ""), and counts in none of them; a
// UTM field a visit's address did not have makes no row of its panel.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "plugins/analytics/campaign.h"
#include "plugins/analytics/panels.h"
#include "plugins/analytics/user_agents.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::analytics {

enum Breakdown {
  kChannel,
  kUtmSource,
  kUtmMedium,
  kUtmCampaign,
  kUtmTerm,
  kUtmContent,
  kBrowser,
  kBrowserVersion,  // "Chrome 120": the browser and its major version
  kOs,
  kOsVersion,  // "Mac OS X 10.15": the system and its version
  kDevice,
  kBreakdowns
};
// Their names: the `by` of GET /website/breakdown, the columns of analytics_visits, the `panel`
// of the hourly and filtered rollups.
inline constexpr seo::sdk::Choices kBreakdownNames{
    "channel", "utm_source",      "utm_medium", "utm_campaign", "utm_term", "utm_content",
    "browser", "browser_version", "os",         "os_version",   "device"};

// A visit's value of each breakdown, by Breakdown.
using VisitBreakdowns = std::array<std::string, kBreakdowns>;

// The breakdowns of a visit whose first pageview has `utm`, comes from `referrer_host` ("" when
// none) with `agent`, on a device of `device` class (user_agents.h: deviceClass).
VisitBreakdowns visitBreakdowns(const Campaign& utm, std::string_view referrer_host,
                                const UserAgentInfo& agent, std::string device);

// What a pageview's request said that its visit's breakdowns come from, kept in memory until the
// writer reads them (only for a pageview that starts a visit: the others' are the visit's), then
// dropped: the user agent is never stored.
struct VisitSignals {
  std::string page_query;  // the address's query (its UTM fields)
  std::string user_agent;
  int screen_width = 0;  // 0: none given
};
VisitBreakdowns visitBreakdowns(const VisitSignals& signals, std::string_view referrer_host);

// Whether a visit with `value` makes a row of `breakdown`'s panel: a visit that has its
// breakdowns, and for the UTM fields one whose address had it.
bool makesRow(const VisitBreakdowns& visit, int breakdown);

// ", <prefix>channel, <prefix>utm_source, ...": the visits' breakdown columns for a SELECT or
// an INSERT, in Breakdown's order.
std::string breakdownColumns(std::string_view prefix = "");

// The panel of `breakdown` (panels.h).
const Panel& breakdownPanel(int breakdown);

}  // namespace seo::plugins::analytics
