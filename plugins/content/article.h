// An article as the content module keeps it, and the words of its lifecycle.
//
// status (the spec's sequence planned -> queued -> in-progress -> completed -> published), and
// what moves it:
//   POST /articles                      -> planned
//   POST /articles/{id}/generate        planned|completed -> queued (the job is enqueued)
//   the generation job starts           queued -> in-progress
//   the generation job ends             in-progress -> completed; a final failure -> planned,
//                                       with `error` (generating again may then succeed)
//   PATCH status                        planned <-> completed (completed needs a body); never
//                                       during generation, never of a published article
//   POST /articles/{id}/publish, or the schedule's time for a completed article
//                                       completed -> published, once the CMS took it; a failure
//                                       keeps it completed with `error`, and the job retries
//   publishing a published article again updates the same post (stays published)
//   DELETE /articles/{id}               removed; its keyword returns to `active`
//
// pipeline_status names the stage: not_started, queued, outlining, writing, rendering,
// generated, generation_failed, publishing, publish_failed, published.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "seo/sdk/util/choices.h"

namespace seo::plugins::content {

inline constexpr const char* kPlanned = "planned";
inline constexpr const char* kQueued = "queued";
inline constexpr const char* kInProgress = "in-progress";
inline constexpr const char* kCompleted = "completed";
inline constexpr const char* kPublished = "published";
inline constexpr seo::sdk::Choices kArticleStatuses{kPlanned, kQueued, kInProgress, kCompleted,
                                                    kPublished};
// The statuses PATCH /articles/{id} may set; generation and publishing move the others.
inline constexpr seo::sdk::Choices kSettableStatuses{kPlanned, kCompleted};

inline constexpr const char* kStageNotStarted = "not_started";
inline constexpr const char* kStageQueued = "queued";
inline constexpr const char* kStageOutlining = "outlining";
inline constexpr const char* kStageWriting = "writing";
inline constexpr const char* kStageRendering = "rendering";
inline constexpr const char* kStageGenerated = "generated";
inline constexpr const char* kStageGenerationFailed = "generation_failed";
inline constexpr const char* kStagePublishing = "publishing";
inline constexpr const char* kStagePublishFailed = "publish_failed";
inline constexpr const char* kStagePublished = "published";
inline constexpr seo::sdk::Choices kPipelineStages{
    kStageNotStarted,    kStageQueued,    kStageOutlining,        kStageWriting,
    kStageRendering,     kStageGenerated, kStageGenerationFailed, kStagePublishing,
    kStagePublishFailed, kStagePublished};

// The article types (the spec names `standard` and `listicle`; the rest complete the set a
// content plan needs); article_types.h gives each its shape for the writer.
inline constexpr seo::sdk::Choices kArticleTypes{"standard",   "listicle", "how-to", "guide",
                                                 "comparison", "review",   "news"};
inline constexpr const char* kDefaultArticleType = "standard";

// Who wrote an outline (`outline_source`) or an article (`generation.source`): the user, a
// model, or the labelled offline template.
inline constexpr const char* kSourceUser = "user";
inline constexpr const char* kSourceModel = "llm";
inline constexpr const char* kSourceOffline = "offline";
inline constexpr seo::sdk::Choices kOutlineSources{kSourceUser, kSourceModel, kSourceOffline};
inline constexpr seo::sdk::Choices kGenerationSources{kSourceModel, kSourceOffline};

// The writable fields' limits (content_values.h checks them; the API description states them).
inline constexpr std::size_t kMaxTitleChars = 300;
inline constexpr std::size_t kMaxSlugChars = 200;
inline constexpr std::size_t kMaxMetaDescriptionChars = 320;
inline constexpr std::size_t kMaxImageUrlChars = 2048;
inline constexpr std::size_t kMaxInstructionsChars = 2000;
inline constexpr std::size_t kMaxMarkdownBytes = 512 * 1024;
// The outline: 1 to kMaxSections sections, each a heading with at most kMaxPoints points.
inline constexpr std::size_t kMaxSections = 30;
inline constexpr std::size_t kMaxPoints = 20;
inline constexpr std::size_t kMaxHeadingChars = 200;
inline constexpr std::size_t kMaxPointChars = 500;

// The keyword an article is written for, as the keywords module told it at link time.
struct LinkedKeyword {
  std::string id;
  std::string term;
  std::optional<std::int64_t> volume;
  std::optional<std::int64_t> difficulty;
};

struct ArticleRecord {
  std::string id;
  std::string website_id;
  std::string organization_id;  // who pays for its generation
  std::string title;
  std::string slug;
  std::string status = kPlanned;
  std::string pipeline_status = kStageNotStarted;
  std::string article_type = kDefaultArticleType;
  std::optional<std::string> meta_description;
  std::optional<std::string> featured_image;
  std::string outline = "[]";                 // JSON array of {heading, points[]}
  std::optional<std::string> outline_source;  // one of kOutlineSources
  std::optional<std::string> instructions;    // for the writer, from POST /generate
  std::optional<std::string> content_markdown;
  std::optional<std::string> content_html;
  std::optional<LinkedKeyword> keyword;
  std::optional<std::string> scheduled_publish_at;  // ISO 8601 UTC
  std::optional<std::string> published_at;
  std::optional<std::string> cms_type;
  std::optional<std::string> cms_url;
  std::optional<std::string> cms_post_id;
  std::optional<std::string> generation_job_id;
  std::optional<std::string> generation_source;  // "llm" or "offline"
  std::optional<std::string> generation_model;
  std::int64_t total_tokens = 0;              // spent on this article, all steps
  std::optional<std::string> publish_job_id;  // the publish job whose turn it is
  std::optional<std::string> error;           // the last failure's reason
  std::string origin = "api";                 // "api" or "automation"
  std::string created_at;
  std::string updated_at;

  // The day the calendar shows the article on: when it went out, else when it is to.
  std::optional<std::string> calendarAt() const {
    return published_at ? published_at : scheduled_publish_at;
  }
};

}  // namespace seo::plugins::content
