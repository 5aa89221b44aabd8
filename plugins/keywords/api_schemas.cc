#include "plugins/keywords/api_schemas.h"

#include <string>

#include "plugins/keywords/keyword.h"
#include "plugins/keywords/keyword_group.h"
#include "plugins/keywords/keywords_values.h"
#include "plugins/keywords/rank_check.h"
#include "plugins/keywords/research_job.h"

namespace seo::plugins::keywords {

namespace {

// A whole number from 0 to kMaxDifficulty, or null.
std::string difficulty() {
  return R"({"type": ["integer", "null"], "minimum": 0, "maximum": )" +
         std::to_string(kMaxDifficulty) + "}";
}

}  // namespace

std::string keywordIdList() {
  return R"({"type": "array", "minItems": 1, "maxItems": )" + std::to_string(kMaxIdsPerRequest) +
         R"(, "items": {"type": "string", "format": "uuid"}})";
}

void addApiSchemas(seo::sdk::Registrar& r) {
  const std::string depth = std::to_string(kRankDepth);
  r.schema("Keyword", R"({
    "type": "object", "additionalProperties": false,
    "required": ["id", "term", "volume", "difficulty", "cpc", "intent", "opportunity", "status",
                 "is_starred", "funnel_stage", "language", "group_id", "keyword_groups",
                 "blog_posts", "created_at", "is_tracked", "position", "position_change",
                 "ranking_url", "position_checked_at"],
    "properties": {
      "id": {"type": "string", "format": "uuid"},
      "term": {"type": "string", "description": "the keyword text"},
      "volume": {"type": ["integer", "null"], "minimum": 0, "description": "search volume"},
      "difficulty": )" + difficulty() +
                          R"(,
      "cpc": {"type": ["number", "null"], "minimum": 0, "description": "cost per click"},
      "intent": {"type": ["string", "null"], "description": "search intent"},
      "opportunity": )" + kOpportunities.nullableSchema() +
                          R"(,
      "status": )" + kKeywordStatuses.schema() +
                          R"(,
      "is_starred": {"type": "boolean"},
      "funnel_stage": )" + kFunnelStages.nullableSchema() +
                          R"(,
      "language": {"type": ["string", "null"], "description": "language code"},
      "group_id": {"type": ["string", "null"], "format": "uuid"},
      "keyword_groups": {
        "oneOf": [{"type": "null"},
                  {"type": "object", "additionalProperties": false, "required": ["id", "name"],
                   "properties": {"id": {"type": "string", "format": "uuid"},
                                  "name": {"type": "string"}}}]},
      "blog_posts": {
        "description": "the linked article",
        "oneOf": [{"type": "null"},
                  {"type": "object", "additionalProperties": false,
                   "required": ["id", "title", "status"],
                   "properties": {"id": {"type": "string", "format": "uuid"},
                                  "title": {"type": ["string", "null"]},
                                  "status": {"type": ["string", "null"]}}}]},
      "created_at": {"type": "string", "format": "date-time"},
      "is_tracked": {"type": "boolean",
                     "description": "whether its position in search is checked"},
      "position": {"type": ["integer", "null"], "minimum": 1, "maximum": )" +
                          depth + R"(,
        "description": "null: untracked, not checked yet, or not in the top )" + depth +
                          R"("},
      "position_change": {"type": ["integer", "null"],
        "description": "places gained since the check a week before; up is positive"},
      "ranking_url": {"type": ["string", "null"],
                      "description": "the website's page that ranked at the latest check"},
      "position_checked_at": {"type": ["string", "null"], "format": "date-time",
        "description": "when the latest check was made; null when untracked or not checked"}}})");

  const std::string term = std::to_string(kMaxTermChars);
  const std::string group = std::to_string(kMaxGroupNameChars);
  const std::string short_text = std::to_string(kMaxShortTextChars);
  r.schema("KeywordInput", R"({
    "type": "object",
    "description": "One keyword to add; `term` (or its alias `keyword`) is required",
    "anyOf": [{"required": ["term"]}, {"required": ["keyword"]}],
    "properties": {
      "term": {"type": "string", "minLength": 1, "maxLength": )" +
                               term + R"(},
      "keyword": {"type": "string", "minLength": 1, "maxLength": )" +
                               term + R"(,
                  "description": "alias of term"},
      "keyword_group": {"type": "string", "maxLength": )" +
                               group + R"(,
                        "description": "group name; created when it does not exist"},
      "group": {"type": "string", "maxLength": )" +
                               group + R"(,
                "description": "alias of keyword_group"},
      "volume": {"type": ["integer", "null"], "minimum": 0},
      "difficulty": )" + difficulty() +
                               R"(,
      "cpc": {"type": ["number", "null"], "minimum": 0},
      "intent": {"type": ["string", "null"], "maxLength": )" +
                               short_text + R"(},
      "opportunity": )" + kOpportunities.nullableSchema() +
                               R"(,
      "funnel_stage": )" + kFunnelStages.nullableSchema() +
                               R"(,
      "language": {"type": ["string", "null"], "maxLength": )" +
                               short_text + R"(},
      "track": {"type": "boolean",
                "description": "track its position; by default the request's `track`"}}})");

  r.schema("KeywordGroup", R"({
    "type": "object", "additionalProperties": false,
    "required": ["id", "name", "keyword_count", "created_at"],
    "properties": {
      "id": {"type": "string", "format": "uuid"},
      "name": {"type": "string"},
      "keyword_count": {"type": "integer", "minimum": 0},
      "created_at": {"type": "string", "format": "date-time"}}})");

  r.schema("KeywordIds", R"({
    "type": "object", "required": ["ids"],
    "properties": {
      "website_id": {"type": "string", "format": "uuid"},
      "ids": )" + keywordIdList() +
                             "}}");

  r.schema("KeywordResearchJob", R"({
    "type": "object", "additionalProperties": false,
    "required": ["job_id", "status", "poll_url"],
    "properties": {
      "job_id": {"type": "string", "format": "uuid"},
      "status": )" + kResearchJobStatuses.schema() +
                                     R"(,
      "poll_url": {"type": "string", "description": "/keywords/research/<job_id>"},
      "created_at": {"type": "string", "format": "date-time"},
      "updated_at": {"type": "string", "format": "date-time"},
      "result": {"$ref": "#/components/schemas/KeywordResearchResult"},
      "error": {"type": "string", "description": "why a failed job failed"}}})");

  r.schema("KeywordResearchResult", R"({
    "type": "object", "additionalProperties": false,
    "required": ["seed_keywords", "language", "country", "count", "source", "estimate", "ai",
                 "keywords"],
    "properties": {
      "seed_keywords": {"type": "array", "items": {"type": "string"}},
      "language": {"type": "string"},
      "country": {"type": "string"},
      "count": {"type": "integer", "minimum": 0},
      "source": {"type": "string", "description": "the keyword-data provider"},
      "estimate": {"type": "boolean",
                   "description": "true when the figures are the offline provider's estimates"},
      "ai": {"type": "object", "additionalProperties": false,
             "description": "the model that suggested terms, or why none was asked",
             "properties": {"model": {"type": "string"},
                            "total_tokens": {"type": "integer", "minimum": 0},
                            "skipped": {"type": "string"}}},
      "keywords": {"type": "array", "items": {
        "type": "object", "additionalProperties": false,
        "required": ["term", "volume", "difficulty", "cpc", "intent", "source", "suggested_by"],
        "properties": {
          "term": {"type": "string"},
          "volume": {"type": ["integer", "null"], "minimum": 0},
          "difficulty": )" + difficulty() +
                                        R"(,
          "cpc": {"type": ["number", "null"], "minimum": 0},
          "intent": {"type": ["string", "null"]},
          "source": {"type": "string"},
          "suggested_by": )" + kSuggestedBy.schema() +
                                        R"(}}}}})");
}

}  // namespace seo::plugins::keywords
