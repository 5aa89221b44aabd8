// Rank tracking's checks: one chain of durable jobs per website (kRankCheckJob), whose turn
// keyword_rank_runs names (recurring_job.h). Each run reads the pages of the checks the SERP
// queue has finished (serp_queue.h), then posts the tracked keywords that are due (not checked
// within the website's interval, none pending), at most kRankPostsPerRun of them in batches of
// 100, each keyword's check paid with one `crawl_credits` credit, given back when the provider
// refuses or loses it. It then queues the next run: in settings.keywords.rank_poll_seconds while
// checks are pending, at once while more keywords are due (other jobs go between the runs), else
// after the interval. Without a SERP provider a run records nothing and says why. Each reading
// becomes the keyword's position (rank_store.h) and emits its webhook events (rank_events.h);
// each run also thins the website's old readings, once a day (rank_thinning.h), and mails the
// weekly digest when one is due (rank_digest.h).
//
// Tracking a keyword, and `seoctl keywords check-rankings`, start a run now (startRankCheck):
// the run queued before, no longer having the turn, ends without doing anything.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

inline constexpr const char* kRankCheckJob = "keywords.rank_check";
// What one keyword's check costs, from crawl_credits.
inline constexpr std::int64_t kRankCheckCost = 1;
inline constexpr int kRankPostsPerRun = 1000;
inline constexpr int kRankPagesPerRun = 1000;
// How many results a check reads: a keyword past them is "not in the top 100".
inline constexpr int kRankDepth = 100;
// A check the provider has not finished after this long is dropped, its credit given back.
inline constexpr std::int64_t kRankTaskExpiryMs = 24LL * 60 * 60 * 1000;

// Queues a run of `website_id`'s checks now and gives it the turn, in the caller's transaction.
seo::sdk::Result<std::string> startRankCheck(seo::sdk::Host& host, soci::session& sql,
                                             const std::string& organization_id,
                                             const std::string& website_id);

// The job, and `seoctl keywords check-rankings --website ID`.
void registerRankChecks(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
