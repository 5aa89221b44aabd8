#include "plugins/content/api_schemas.h"

#include <string>
#include <string_view>

#include "plugins/content/article.h"
#include "plugins/content/automation_settings.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::plugins::content {

namespace doc = seo::sdk::doc;

namespace {

// The fields every article shows, in lists too (article_json.h).
std::string articleProperties() {
  return R"(
      "id": {"type": "string", "format": "uuid"},
      "title": {"type": "string"},
      "slug": {"type": "string"},
      "status": )" +
         kArticleStatuses.schema() + R"(,
      "pipeline_status": )" +
         doc::withMembers(kPipelineStages.schema(),
                          R"("description": "the stage of generation or publishing")") +
         R"(,
      "article_type": )" +
         kArticleTypes.schema() + R"(,
      "meta_description": {"type": ["string", "null"]},
      "featured_image": {"type": ["string", "null"]},
      "published_at": {"type": ["string", "null"], "format": "date-time"},
      "scheduled_publish_at": {"type": ["string", "null"], "format": "date-time"},
      "keywords": {"oneOf": [{"type": "null"}, {"type": "object", "additionalProperties": false,
        "required": ["term", "volume", "difficulty"], "properties": {
          "term": {"type": "string"},
          "volume": {"type": ["integer", "null"]},
          "difficulty": {"type": ["integer", "null"]}}}],
        "description": "the linked keyword, as the keywords module told it when linked"},
      "created_at": {"type": "string", "format": "date-time"},
      "keyword_id": {"type": ["string", "null"], "format": "uuid"},
      "cms_url": {"type": ["string", "null"], "description": "where the CMS published it"},
      "error": {"type": ["string", "null"],
                "description": "the last generation or publishing failure"},
      "updated_at": {"type": "string", "format": "date-time"})";
}

constexpr const char* kArticleRequired =
    R"("id", "title", "slug", "status", "pipeline_status", "article_type", "meta_description",
       "featured_image", "published_at", "scheduled_publish_at", "keywords", "created_at",
       "keyword_id", "cms_url", "error", "updated_at")";

}  // namespace

void addApiSchemas(seo::sdk::Registrar& r) {
  const std::string heading = R"({"type": "string", "minLength": 1, "maxLength": )" +
                              std::to_string(kMaxHeadingChars) + "}";
  r.schema("Outline", R"({
    "type": "array", "minItems": 1, "maxItems": )" +
                          std::to_string(kMaxSections) + R"(,
    "description": "The sections the writer follows, in order: a heading, or a heading with the points to cover",
    "items": {"oneOf": [
      )" + heading + R"(,
      {"type": "object", "additionalProperties": false, "required": ["heading"], "properties": {
        "heading": )" + heading +
                          R"(,
        "points": {"type": "array", "maxItems": )" +
                          std::to_string(kMaxPoints) + R"(,
                   "items": {"type": "string", "minLength": 1, "maxLength": )" +
                          std::to_string(kMaxPointChars) + "}}}}]}}");
  r.schema("Article", R"({"type": "object", "additionalProperties": false, "required": [)" +
                          std::string(kArticleRequired) + R"(], "properties": {)" +
                          articleProperties() + "}}");
  r.schema("ArticleDetail",
           R"({"type": "object", "additionalProperties": false, "required": [)" +
               std::string(kArticleRequired) +
               R"(, "outline", "outline_source", "content_markdown", "content_html",
               "instructions", "generation", "cms"], "properties": {)" +
               articleProperties() + R"(,
      "outline": {"type": "array", "items": {"type": "object", "additionalProperties": false,
        "required": ["heading", "points"], "properties": {"heading": {"type": "string"},
        "points": {"type": "array", "items": {"type": "string"}}}}},
      "outline_source": )" +
               kOutlineSources.nullableSchema() + R"(,
      "content_markdown": {"type": ["string", "null"]},
      "content_html": {"type": ["string", "null"],
                       "description": "rendered from content_markdown by cmark, raw HTML left out"},
      "instructions": {"type": ["string", "null"]},
      "generation": {"type": "object", "additionalProperties": false,
        "required": ["source", "model", "total_tokens", "job_id", "note"], "properties": {
          "source": )" +
               doc::withMembers(
                   kGenerationSources.nullableSchema(),
                   R"("description": "offline: the labelled template written without a model")") +
               R"(,
          "model": {"type": ["string", "null"]},
          "total_tokens": {"type": "integer", "minimum": 0},
          "job_id": {"type": ["string", "null"], "format": "uuid"},
          "note": {"type": ["string", "null"]}}},
      "cms": {"type": "object", "additionalProperties": false,
        "required": ["type", "url", "post_id"], "properties": {
          "type": {"type": ["string", "null"]}, "url": {"type": ["string", "null"]},
          "post_id": {"type": ["string", "null"]}}}}})");
  r.schema("CalendarEvent", R"({
    "type": "object", "additionalProperties": false,
    "required": ["id", "title", "date", "status", "pipeline_status", "article_type", "volume",
                 "difficulty"],
    "properties": {
      "id": {"type": "string", "format": "uuid"},
      "title": {"type": "string"},
      "date": {"type": "string", "format": "date-time",
               "description": "when it was published, else when it is to be"},
      "status": {"type": "string"},
      "pipeline_status": {"type": "string"},
      "article_type": {"type": "string"},
      "volume": {"type": ["integer", "null"]},
      "difficulty": {"type": ["integer", "null"]}}})");
  r.schema("ContentAutomation", R"({
    "type": "object", "additionalProperties": false,
    "required": ["auto_plan", "auto_generate", "auto_publish", "articles_per_week",
                 "publish_days", "publish_time", "time_zone", "default_article_type",
                 "cms_type", "planner_active", "last_run_at", "last_run"],
    "properties": {
      "auto_plan": {"type": "boolean"},
      "auto_generate": {"type": "boolean"},
      "auto_publish": {"type": "boolean"},
      "articles_per_week": )" + seo::sdk::doc::integer(1, kMaxArticlesPerWeek) +
                                    R"(,
      "publish_days": {"type": "array", "minItems": 1, "maxItems": 7, "items": )" +
                                    kWeekdays.schema() + R"(},
      "publish_time": {"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"},
      "time_zone": {"type": "string", "description": "IANA name, e.g. Europe/Berlin"},
      "default_article_type": )" + kArticleTypes.schema() +
                                    R"(,
      "cms_type": {"type": ["string", "null"]},
      "planner_active": {"type": "boolean"},
      "last_run_at": {"type": ["string", "null"], "format": "date-time"},
      "last_run": {"oneOf": [{"type": "null"}, {"type": "object", "additionalProperties": false,
        "required": ["planned", "generating", "notes"], "properties": {
          "planned": {"type": "array", "items": {"type": "string", "format": "uuid"}},
          "generating": {"type": "array", "items": {"type": "string", "format": "uuid"}},
          "notes": {"type": "array", "items": {"type": "string"}}}}]}}})");
  r.schema("BlogPost", R"({
    "type": "object", "additionalProperties": false,
    "required": ["id", "title", "slug", "status", "content", "excerpt", "featured_image",
                 "published_at", "created_at"],
    "properties": {
      "id": {"type": "string", "format": "uuid"},
      "title": {"type": "string"},
      "slug": {"type": "string"},
      "status": {"type": "string"},
      "content": {"type": ["string", "null"], "description": "the article's HTML"},
      "excerpt": {"type": ["string", "null"]},
      "featured_image": {"type": ["string", "null"]},
      "published_at": {"type": ["string", "null"], "format": "date-time"},
      "created_at": {"type": "string", "format": "date-time"}}})");
}

}  // namespace seo::plugins::content
