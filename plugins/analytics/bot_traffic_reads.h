// The AI bot traffic reads, answered from the daily rollup (analytics_bot_daily) alone, so their
// cost grows with the days, bots and pages of the period, never with the raw hits. Each takes the
// period as every analytics read does (analytics_values.h: range, or from and to) and acts on the
// caller's website; a bad period or limit is 400 naming the field.
#pragma once

#include <cstdint>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// GET /bot-traffic/pages's `limit`: by default and at most.
inline constexpr std::int64_t kDefaultBotPages = 50;
inline constexpr std::int64_t kMaxBotPages = 500;
// GET /bot-traffic/daily's longest period, in days: every day is an element.
inline constexpr std::int64_t kMaxDailyDays = 366;

// GET /bot-traffic/bots: {data: [{bot, operator, purpose, hits, pages, last_seen}]}, one element
// per bot seen in the period: hits summed, pages the distinct pages it crawled, last_seen its
// latest hit (ISO 8601 UTC). operator and purpose come from the AI bot list, null for a bot no
// longer in it. Most hits first, ties by bot name (byte order).
seo::sdk::Result<seo::sdk::Response> onGetBots(seo::sdk::RequestContext& ctx);

// GET /bot-traffic/pages: {data: [{page, hits, bots, last_seen}]}, the `limit` (1..500, default
// 50) most crawled pages of the period: hits summed over all bots, bots the distinct bots, most
// hits first, ties by page (byte order). `bot` (optional) keeps one bot's hits: a name of the
// list in any case is taken as listed ("gptbot" is GPTBot); any other name filters exactly, so
// bots since dropped from the list stay reachable. An empty `bot` is 400.
seo::sdk::Result<seo::sdk::Response> onGetBotPages(seo::sdk::RequestContext& ctx);

// GET /bot-traffic/daily: {data: [{date, hits, bots: {"GPTBot": 3, ...}}]}, one element per day
// of the period in ascending order, days without hits included (hits 0, bots {}), so a chart
// needs no gap filling. Periods over 366 days are 400 (from): every day is an element.
seo::sdk::Result<seo::sdk::Response> onGetBotDaily(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::analytics
