// Reads and writes of visibility_runs and visibility_answers.
#pragma once

#include <soci/soci.h>

#include <string>
#include <vector>

#include "plugins/ai_visibility/answer.h"
#include "plugins/ai_visibility/run.h"
#include "seo/sdk/host.h"
#include "seo/sdk/status.h"
#include "seo/sdk/util/pagination.h"

namespace seo::plugins::ai_visibility {

void insertRun(soci::session& sql, const Run& run);
// The reads of runs keep their statement prepared on the connection (`host`,
// prepared_statement.h).
// The run `id` of `campaign_id`, or NotFound.
seo::sdk::Status findRun(seo::sdk::Host& host, soci::session& sql, const std::string& campaign_id,
                         const std::string& id, Run* out);
// For jobs: the run `id`, or NotFound.
seo::sdk::Status findRunById(seo::sdk::Host& host, soci::session& sql, const std::string& id,
                             Run* out);
// The campaign's runs in `window`, newest first: at most window.page.limit + 1, the extra one
// saying that more follow.
std::vector<Run> listRuns(seo::sdk::Host& host, soci::session& sql, const std::string& campaign_id,
                          const seo::sdk::ListWindow& window);
// A run's sort keys in the list, for its cursor.
std::vector<std::string> runKeysOf(const Run& r);
std::int64_t countRuns(soci::session& sql, const std::string& campaign_id);
// True when a run of `campaign_id` is queued or running.
bool runUnderWay(soci::session& sql, const std::string& campaign_id);
// `queued` -> `running` (started_at set once).
void markRunRunning(soci::session& sql, const std::string& id, const std::string& now);
// The job working on run `id` from now on (a run's checks are asked in slices, run_job.cc).
void setRunJob(soci::session& sql, const std::string& id, const std::string& job_id);
// Ends a running run with its counts; false when it was not running (another attempt ended it).
bool finishRun(soci::session& sql, const Run& run);

// Stores an answer unless its check (run, endpoint, model, language, sample) is stored
// already; true when it was written.
bool insertAnswer(soci::session& sql, const Answer& answer);
// The answers of `run_ids`, by run, then endpoint, model, language and sample.
std::vector<Answer> answersOfRuns(soci::session& sql, const std::vector<std::string>& run_ids);

std::string trackedText(const std::vector<TrackedEntry>& tracked);
std::vector<TrackedEntry> trackedOf(const std::string& text);

}  // namespace seo::plugins::ai_visibility
