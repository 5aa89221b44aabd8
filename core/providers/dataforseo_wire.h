// DataForSEO's wire vocabulary: its URL paths, JSON field names and status codes, exactly as its
// API spells them. Several of these are DataForSEO's own names and contain words that core
// otherwise never uses (core says "term" where DataForSEO says something else). They live in this
// one file, which scripts/check-core-names exempts, so the rest of core names none of them:
// code elsewhere uses only the constants below. Add here nothing but DataForSEO's spellings.
#pragma once

namespace seo::core::dataforseo_wire {

// Live endpoints, each taking a JSON array of exactly one task.
inline constexpr char kOverviewPath[] = "/v3/dataforseo_labs/google/keyword_overview/live";
inline constexpr char kIdeasPath[] = "/v3/dataforseo_labs/google/keyword_ideas/live";
inline constexpr char kSearchVolumePath[] = "/v3/keywords_data/google_ads/search_volume/live";

// The task sent.
inline constexpr char kTermsField[] = "keywords";
inline constexpr char kLocationCodeField[] = "location_code";
inline constexpr char kLanguageCodeField[] = "language_code";
inline constexpr char kLimitField[] = "limit";

// The envelope answered, and each of its tasks.
inline constexpr char kStatusCodeField[] = "status_code";
inline constexpr char kStatusMessageField[] = "status_message";
inline constexpr char kCostField[] = "cost";
inline constexpr char kTasksField[] = "tasks";
inline constexpr char kResultField[] = "result";
inline constexpr char kItemsField[] = "items";

// One answered term: flat in the search-volume result, nested in the Labs items.
inline constexpr char kTermField[] = "keyword";
inline constexpr char kSearchVolumeField[] = "search_volume";
inline constexpr char kCpcField[] = "cpc";
inline constexpr char kTermInfoField[] = "keyword_info";
inline constexpr char kTermPropertiesField[] = "keyword_properties";
inline constexpr char kDifficultyField[] = "keyword_difficulty";
inline constexpr char kIntentInfoField[] = "search_intent_info";
inline constexpr char kMainIntentField[] = "main_intent";

// Search results: one query per task, `depth` results; result[0].items[] of which those with
// type "organic" are the organic results.
inline constexpr char kSerpPath[] = "/v3/serp/google/organic/live/advanced";
inline constexpr char kSerpQueryField[] = "keyword";
inline constexpr char kDepthField[] = "depth";
inline constexpr char kItemTypeField[] = "type";
inline constexpr char kOrganicType[] = "organic";
inline constexpr char kRankAbsoluteField[] = "rank_absolute";
inline constexpr char kRankGroupField[] = "rank_group";
inline constexpr char kUrlField[] = "url";
inline constexpr char kDomainField[] = "domain";
inline constexpr char kTitleField[] = "title";
inline constexpr char kDescriptionField[] = "description";

// The SERP queue: task_post takes up to 100 tasks (each with a `device` and a `tag`) and answers
// one task each, status kTaskCreated, with its `id` and its `data` as posted; tasks_ready answers
// result[] of {id, tag}; task_get (the path, then the id) answers the page as the live call does,
// or the task's status while it waits. An ai_overview element lists its sources in `references`
// (at its top and in its own `items`).
inline constexpr char kSerpTaskPostPath[] = "/v3/serp/google/organic/task_post";
inline constexpr char kSerpTasksReadyPath[] = "/v3/serp/google/organic/tasks_ready";
inline constexpr char kSerpTaskGetPath[] = "/v3/serp/google/organic/task_get/advanced/";
inline constexpr char kDeviceField[] = "device";
inline constexpr char kTagField[] = "tag";
inline constexpr char kIdField[] = "id";
inline constexpr char kDataField[] = "data";
inline constexpr char kAiOverviewType[] = "ai_overview";
inline constexpr char kReferencesField[] = "references";

// Status codes: 20000 is success; the rest are grouped by their first three digits.
inline constexpr int kOk = 20000;
inline constexpr int kTaskCreated = 20100;
inline constexpr int kTaskHanded = 40601;   // taken by a worker, not finished
inline constexpr int kTaskInQueue = 40602;  // waiting for a worker
inline constexpr int kNotFoundGroup = 404;  // 404xx: no such task (never posted, expired)

}  // namespace seo::core::dataforseo_wire
