// The tables of rank tracking (keywords migration 6): which keywords are tracked
// (keywords.tracked), the checks posted to the SERP queue and not yet read
// (keyword_rank_tasks), the readings (keyword_rankings: one row per keyword and check), and the
// run whose turn it is (keyword_rank_runs: the website's one chain of rank-check jobs).
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "plugins/keywords/rank_reading.h"
#include "plugins/keywords/rank_settings.h"

namespace seo::plugins::keywords {

// How many keywords of `website_id` are tracked (keyword_store.h's setFlagMany sets them).
long long trackedCount(soci::session& sql, const std::string& website_id);

// A tracked keyword to check: not checked since `since` (ISO time) and without a check pending.
struct DueKeyword {
  std::string id, term;
};
std::vector<DueKeyword> dueKeywords(soci::session& sql, const std::string& website_id,
                                    const std::string& since, int limit);

// A check posted and not yet read, with what it asked.
struct RankTask {
  std::string task_id, keyword_id, device, country, language, posted_at;
};
void insertRankTasks(soci::session& sql, const std::string& website_id,
                     const std::vector<RankTask>& tasks);
// The website's pending checks, oldest first.
std::vector<RankTask> pendingRankTasks(soci::session& sql, const std::string& website_id);
// Deletes the task; false when another run took it first.
bool takeRankTask(soci::session& sql, const std::string& task_id);

// What a new reading moved, against the keyword's readings before it in the same place (device
// and country): what position_change and the rank events (rank_events.h) say.
struct RankMove {
  std::string term;     // the keyword's
  bool latest = false;  // it is the keyword's latest reading, now on the keyword (tracked only)
  bool had_previous = false;
  std::optional<int> previous;  // the position at the check before (nullopt: not in the top 100)
  std::optional<int> change;    // places gained since the check a week before, when both ranked
};

// Records what the check `task` read (checked_at: when it was posted) and, when it is the
// latest, makes it the keyword's position. `week_before`: the latest time (ISO) of a reading
// that counts as a week before this one.
RankMove recordRanking(soci::session& sql, const std::string& website_id, const RankTask& task,
                       const RankReading& reading, const std::string& week_before);

// One row of GET /keywords/{id}/rankings.
struct RankingRow {
  std::string checked_at, device, country, language;
  std::optional<int> position;
  std::optional<std::string> ranking_url;
  std::string features, competitors;  // JSON text, as stored
  bool ai_overview_cited = false;
};
// The keyword's readings from `from` to `to` (ISO times, both included), oldest first.
std::vector<RankingRow> rankingsOf(soci::session& sql, const std::string& keyword_id,
                                   const std::string& from, const std::string& to);
// Whether `keyword_id` is a keyword of `website_id`.
bool isKeywordOf(soci::session& sql, const std::string& website_id, const std::string& keyword_id);

// The job id whose turn it is to check the website's rankings, nullopt when none is.
std::optional<std::string> rankTurn(soci::session& sql, const std::string& website_id);
void setRankTurn(soci::session& sql, const std::string& website_id, const std::string& job_id,
                 const std::string& now);

}  // namespace seo::plugins::keywords
