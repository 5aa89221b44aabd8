// One batch of collected traffic written in one transaction: pageviews joined into visits (a
// visitor's run of events with gaps of at most 30 minutes), the raw events (custom events and
// every event's properties among them), and the rollups the
// read endpoints answer from (by day, hour, country, page, source and each of a visit's
// breakdowns, each figure in the day or hour its visit started); plus AI bot hits. Rollups change
// by the batch's sums, one bulk upsert per table (rollup_sums.h), so a batch of a thousand events
// costs a few statements more than one event.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "plugins/analytics/bot_hits.h"
#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/custom_event.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

inline constexpr std::int64_t kVisitGapMs = 30 * 60 * 1000;
// A visit takes no pageview later than this after its last one: the gap, then the ingestor's
// delay in writing what it queued. The filtered reads' rollups roll what is older.
inline constexpr std::int64_t kVisitClosedAfterMs = kVisitGapMs + 5 * 60 * 1000;

// A human pageview as stored: no address, no user agent.
struct Pageview {
  std::string website_id;
  std::string visitor;        // visitorHash of its day
  std::int64_t ms = 0;        // when it happened, ms since the epoch
  std::string path;           // path of the page, without query or fragment
  std::string referrer_host;  // "" when none or the website's own
  std::string country;        // ISO alpha-2, or "ZZ"
  std::vector<std::pair<std::string, std::string>> props = {};  // custom_event.h's limits
  // Its visit's breakdowns, should it start one (breakdowns.h): from `signals` when set (the
  // collector's pageviews), else these.
  VisitBreakdowns breakdowns = {};
  std::optional<VisitSignals> signals = std::nullopt;
};

// A custom event as stored: a pageview's visitor, page and country, with a name, properties, a
// revenue and whether it is interactive. It joins the visitor's open visit (within the gap), or
// none; it changes no visit's figures (visitors, visits, pageviews, bounces and durations count
// pageviews).
struct CustomEvent {
  std::string website_id;
  std::string visitor;        // visitorHash of its day
  std::int64_t ms = 0;        // when it happened, ms since the epoch
  std::string path;           // the page it happened on
  std::string referrer_host;  // its source when it joins no visit
  std::string country;
  EventDetails details;  // never a pageview's
};

// An id that grows with time (`ms` since the epoch, then `random_id`'s bits), so new rows land at
// the end of the primary-key index instead of on a random page of it: a batch touches a few
// pages, not one per row.
std::string timeOrderedId(std::int64_t ms, const std::string& random_id);
// Where the ids of `ms` start: the events from `ms` to `until` have ids from
// timeOrderedIdStart(ms) (inclusive) to timeOrderedIdStart(until) (exclusive).
std::string timeOrderedIdStart(std::int64_t ms);

// Writes `pageviews` (in the order they happened), `bot_hits` and `custom_events` in `sql`'s
// open transaction. Custom events join the visits as they are after this batch's pageviews.
seo::sdk::Status writeTraffic(soci::session& sql, seo::sdk::Host& host,
                              const std::vector<Pageview>& pageviews,
                              const std::vector<BotHit>& bot_hits,
                              const std::vector<CustomEvent>& custom_events = {});

}  // namespace seo::plugins::analytics
