// How long the raw analytics rows are kept: the events (pageviews and custom events, with their
// properties), visits and AI bot hits behind the daily
// rollups. The rollups (and so every figure the API answers) are always kept; no route reads the
// raw rows, and the writer reads only today's and yesterday's visits (a visitor hash lives one
// day). `settings.analytics.raw_retention_days` N > 0 keeps the rows of the last N days before
// today (UTC); unset, 0 or negative keeps everything.
//
//   std::optional<std::string> cutoff = rawRetentionCutoff(host);  // "2026-02-28", say
//   if (cutoff) Result<RawPruneBatch> b = pruneRawBatch(host, "analytics_events", *cutoff);
//
// Deleting goes in small batches, one transaction each, so that no prune holds SQLite's write
// lock for long; RawPruner spreads a run of them between the ingestor's commits.
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

inline constexpr char kRawRetentionSetting[] = "analytics.raw_retention_days";
// Longer than any install lives: a larger value is a typo, refused like text.
inline constexpr std::int64_t kMaxRawRetentionDays = 36500;

// The tables pruned, each with a `day` column ('YYYY-MM-DD') and a text `id` key.
inline constexpr std::array<const char*, 6> kRawTables = {
    "analytics_events",        "analytics_visits",      "analytics_bot_hits",
    "analytics_custom_events", "analytics_event_props", "analytics_goal_visitors"};

// The first day kept ('YYYY-MM-DD', UTC): the day of host.now() minus the setting's days; rows of
// earlier days may be deleted. nullopt when everything is kept: the setting unset, 0 or
// negative, or nonsense (not an integer, above kMaxRawRetentionDays), which is logged as a
// warning.
std::optional<std::string> rawRetentionCutoff(seo::sdk::Host& host);

struct RawPruneBatch {
  std::int64_t deleted = 0;
  bool done = false;  // fewer than a batch deleted: the table holds no row before the cutoff
};

// Deletes at most `batch_rows` rows of `table` (one of kRawTables) whose day is before `cutoff`,
// in one transaction. The error of the database, if any; nothing is deleted then.
seo::sdk::Result<RawPruneBatch> pruneRawBatch(seo::sdk::Host& host, const char* table,
                                              const std::string& cutoff,
                                              std::size_t batch_rows = 500);

struct RawPruneOptions {
  // The first run, after the pruner is made (when its owner thread starts).
  std::chrono::milliseconds first_after = std::chrono::seconds(30);
  // From one run's start to the next.
  std::chrono::milliseconds interval = std::chrono::hours(1);
  // Rows per statement and transaction.
  std::size_t batch_rows = 500;
  // Batches per run, over all tables; the rest waits for the next run.
  std::size_t max_batches = 400;
};

// A prune run at most every `interval`, cut into batches its owner thread runs between its own
// work (step() runs one). A run reads the setting when it starts, so a run with retention off
// deletes nothing. A run cut short by `max_batches` is continued by the next from the table it
// stopped in, so every table gets its turn. A failed batch ends the run, logged; the next run tries
// again. Not thread-safe: one owner thread calls both methods.
class RawPruner {
 public:
  using Clock = std::chrono::steady_clock;

  explicit RawPruner(RawPruneOptions options = {}, Clock::time_point start = Clock::now())
      : options_(options), next_run_(start + options.first_after) {}

  // When step() next has work: a run under way is due since it started; else the next run's
  // start.
  Clock::time_point due() const { return running_ ? run_started_ : next_run_; }

  // Runs one batch if a run is under way or due at `now` (starting it); else nothing.
  void step(seo::sdk::Host& host, Clock::time_point now);

 private:
  void finish(seo::sdk::Host& host);

  const RawPruneOptions options_;
  Clock::time_point next_run_;
  Clock::time_point run_started_;
  bool running_ = false;
  std::string cutoff_;
  std::size_t table_ = 0;        // index into kRawTables
  std::size_t next_table_ = 0;   // where the next run starts: where a run cut short stopped
  std::size_t tables_done_ = 0;  // in this run
  std::size_t batches_ = 0;      // in this run
  std::int64_t deleted_ = 0;
};

}  // namespace seo::plugins::analytics
