// What a roll holds while it writes. Every roll of a closed day or hour (the filtered reads'
// days and hours, the funnels' days) reads the raw rows in a session, then writes its rows in a
// short transaction that first
//   - holds the website's rolls (holdRolls): a second roll of the same days (the command's beside
//     the job's, two servers' jobs) waits for the first to commit, then replaces its rows,
//     rather than inserting the same keys beside it (PostgreSQL refused the second, or found a
//     deadlock between them; SQLite's one writer never let them meet);
//   - holds the day's analytics_daily row (dayEvents with forUpdate) and checks that the day took
//     no pageview nor custom event since it was read: a batch writing into the day waits, then
//     drops (unrolls) the rows the roll wrote.
// Always in that order, and the batch never holds the website's rolls: no two wait on each other.
//
//   analytics_roll_locks (website_id) -> rolls: one row per website, updated by each roll's
//                        transaction (the count itself means nothing).
#pragma once

#include <soci/soci.h>

#include <string>
#include <utility>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// Holds the rolls of `website_id` until the transaction ends.
void holdRolls(soci::session& sql, const std::string& website_id);

// The day's pageviews and custom events as analytics_daily counts them ({-1, -1} when it has no
// row); with `lock` (seo::sdk::forUpdate) its row held until the transaction ends.
std::pair<long long, long long> dayEvents(soci::session& sql, const std::string& website_id,
                                          const std::string& day, const char* lock = "");

// The days from `from` to `to` with traffic (an analytics_daily row): those a roll may have
// rolled, and the only ones with raw rows.
std::vector<std::string> daysWithTraffic(soci::session& sql, const std::string& website_id,
                                         const std::string& from, const std::string& to);

}  // namespace seo::plugins::analytics
