// What a campaign's research carries from one job to the next. The research runs in slices
// (seo/sdk/util/job_continuation.h): a few footprint queries, then a few sites, then the review,
// each its own job queued behind whatever else waits, so one organization's research never holds a
// worker for minutes. Each slice's payload holds where the research stands: its stage, the next
// query or site, the prospects found so far and the campaign's `progress` as last written.
#pragma once

#include <string>
#include <vector>

#include "plugins/backlinks/prospects.h"
#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::backlinks {

// The stages of `progress.stage`: queued until the first slice runs; searching, reading and
// reviewing are also the stages a slice can be asked to do; retrying between two attempts.
inline constexpr const char* kQueued = "queued";
inline constexpr const char* kSearching = "searching";
inline constexpr const char* kReading = "reading";
inline constexpr const char* kReviewing = "reviewing";
inline constexpr const char* kCompleted = "completed";
inline constexpr const char* kRetrying = "retrying";
inline constexpr const char* kFailed = "failed";
inline constexpr seo::sdk::Choices kResearchStages{kQueued,    kSearching, kReading, kReviewing,
                                                   kCompleted, kRetrying,  kFailed};

// What the campaign's `progress` shows. Percentages: searching 0-30, reading 30-90,
// reviewing 90-99, completed 100.
struct Progress {
  std::string stage = kQueued;  // one of kResearchStages
  int percent = 0;
  int queries_done = 0;
  int queries_total = 0;
  int sites_done = 0;
  int sites_total = 0;
  int opportunities_found = 0;
  std::string search_source;
  bool search_estimate = false;
  std::string note;   // e.g. why the search found nothing
  std::string error;  // why the research failed
  std::string ai;     // the LLM's part: the model, or why it was skipped
  std::string started_at;
  std::string finished_at;

  // The campaign's `progress` object (spec, "Backlink campaign").
  rapidjson::Value json(rapidjson::Document::AllocatorType& a) const;
  std::string text() const;
  // Reads json()'s object back; members missing or of another type keep their defaults.
  static Progress from(const rapidjson::Value& object);
};

struct ResearchState {
  std::string campaign_id;
  std::string stage = kSearching;
  std::size_t next = 0;              // the next footprint query (searching) or prospect (reading)
  std::vector<SearchHit> prospects;  // one per site, best ranked first seen; at most kMaxProspects
  int pages_requested = 0;           // by the slices before this one
  Progress progress;
};

// The payload of the first job of campaign `campaign_id`'s research: the search, from the start.
std::string researchPayload(const std::string& campaign_id);
// The progress of a campaign whose research has not started: {"stage": "queued", ...}.
std::string queuedProgress();

// The payload of a research job.
std::string stateText(const ResearchState& state);
// InvalidArgument naming `payload` when it is not a research's payload.
seo::sdk::Result<ResearchState> stateFrom(const std::string& payload);

}  // namespace seo::plugins::backlinks
