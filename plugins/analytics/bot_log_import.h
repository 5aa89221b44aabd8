// Importing a web server's access log (nginx or Apache "combined" format, access_log.h) as AI bot
// hits: the admin command `seoctl analytics import-access-log --website ID --file PATH`.
//
//   std::ifstream in("/var/log/nginx/access.log");
//   Result<AccessLogImport> done = importAccessLog(host, website_id, in);
//   // done.value().bot_hits_recorded new hits; importing the file again records none
//
// The log is streamed line by line and its hits recorded (recordBotHits, source "access_log") in
// transactions of at most `batch_hits` hits, opened only once a batch is full: a log of any size
// takes bounded memory, and the database is not locked while the file is read. Hits of days
// whose raw rows the retention deletes (raw_retention.h) are skipped: their hit keys may be gone,
// so recording them again would count them twice in the daily rollup.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>

#include <rapidjson/document.h>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// What one import did. Every line read counts in `lines` and in exactly one of the others.
struct AccessLogImport {
  std::int64_t lines = 0;
  std::int64_t bot_hits_recorded = 0;  // AI bot hits new to the website
  std::int64_t already_recorded = 0;   // AI bot hits whose line was imported before
  std::int64_t older_than_retention = 0;  // AI bot hits of days the retention no longer keeps
  std::int64_t not_ai_bots = 0;        // people, search engines, other programs
  std::int64_t malformed = 0;          // not a combined-format line (or over 64 KiB)
};

constexpr std::size_t kImportBatchHits = 1000;

// Records the AI bot hits of the log read from `in` for `website_id` (which must exist). The
// batches committed before a database error stay (a re-run skips them); the error then names the
// line reached. Logs the first malformed line, as a hint when the format is not the expected one.
seo::sdk::Result<AccessLogImport> importAccessLog(seo::sdk::Host& host,
                                                  const std::string& website_id, std::istream& in,
                                                  std::size_t batch_hits = kImportBatchHits);

// The command: flags --website ID and --file PATH ("-" reads standard input, e.g. from zcat).
// Answers {website_id, lines, bot_hits_recorded, already_recorded, older_than_retention,
// not_ai_bots, malformed}.
// InvalidArgument for a missing or unknown flag or a file that cannot be read, NotFound for an
// unknown website; either way before anything is written.
seo::sdk::Result<rapidjson::Document> onImportAccessLog(seo::sdk::CommandContext& cmd);

}  // namespace seo::plugins::analytics
