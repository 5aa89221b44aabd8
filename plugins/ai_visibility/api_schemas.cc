#include "plugins/ai_visibility/api_schemas.h"

#include <string>

#include "plugins/ai_visibility/answer.h"
#include "plugins/ai_visibility/campaign.h"
#include "plugins/ai_visibility/prompt_suggestions.h"
#include "plugins/ai_visibility/run.h"

namespace seo::plugins::ai_visibility {

namespace {

constexpr const char* kBrand = R"({"type": "object", "additionalProperties": false,
    "required": ["name", "domain"], "properties": {
      "name": {"type": "string"}, "domain": {"type": "string", "description": "may be empty"}}})";

// The fields both kinds of campaign show beside their own.
std::string campaignCommon() {
  return R"(
      "id": {"type": "string", "format": "uuid"},
      "website_id": {"type": "string", "format": "uuid"},
      "frequency": {"type": "integer", "minimum": 1, "maximum": )" +
         std::to_string(kMaxFrequency) + R"(,
                    "description": "days between scheduled runs"},
      "status": )" +
         kCampaignStatuses.schema() + R"(,
      "languages": {"type": "array", "items": {"type": "string"}},
      "models": {"type": "array", "items": {"type": "string"},
                 "description": "endpoint/model, as the operator configured them"},
      "samples": {"type": "integer", "minimum": 1, "maximum": )" +
         std::to_string(kMaxSamples) + R"(,
                  "description": "answers per model and language in a run"},
      "next_run_at": {"type": ["string", "null"], "format": "date-time"},
      "last_run_at": {"type": ["string", "null"], "format": "date-time"},
      "created_at": {"type": "string", "format": "date-time"},
      "updated_at": {"type": "string", "format": "date-time"})";
}

constexpr const char* kCampaignRequired =
    R"("id", "website_id", "frequency", "status", "languages", "models", "samples",
       "next_run_at", "last_run_at", "created_at", "updated_at")";

// A rate or mean with its interval; values are null without a sample.
constexpr const char* kEstimate = R"({"type": "object", "required": ["value", "ci_low",
    "ci_high", "samples"], "properties": {
      "value": {"type": ["number", "null"]}, "ci_low": {"type": ["number", "null"]},
      "ci_high": {"type": ["number", "null"]}, "count": {"type": "integer"},
      "samples": {"type": "integer"}}})";

std::string figuresProperties() {
  const std::string e = kEstimate;
  return R"("answers": {"type": "integer"}, "mentions": {"type": "integer"},
      "mention_rate": )" +
         e + R"(, "share_of_voice": )" + e + R"(,
      "average_position": )" +
         e + R"(, "citation_share": )" + e + R"(,
      "citation_rate": )" +
         e + R"(,
      "sentiment": {"type": "object", "required": ["value", "samples"],
        "description": "counts of positive, neutral, negative and unknown beside, but in a trend",
        "properties": {"value": {"type": ["number", "null"]},
        "ci_low": {"type": ["number", "null"]}, "ci_high": {"type": ["number", "null"]},
        "samples": {"type": "integer"}, "positive": {"type": "integer"},
        "neutral": {"type": "integer"}, "negative": {"type": "integer"},
        "unknown": {"type": "integer"}}},
      "stability": {"type": "object", "required": ["flip_rate", "stability", "pairs"],
        "properties": {"flip_rate": {"type": ["number", "null"]},
        "stability": {"type": ["number", "null"]}, "disagreeing_pairs": {"type": "integer"},
        "pairs": {"type": "integer"}, "groups": {"type": "integer"}}})";
}

std::string ranked(const char* key) {
  return std::string(R"({"type": "array", "items": {"type": "object", "required": ["rank", ")") +
         key + R"(", "answers", "share"], "properties": {"rank": {"type": "integer"}, ")" + key +
         R"(": {"type": "string"}, "answers": {"type": "integer"}, "share": )" + kEstimate +
         R"(, "average_rank": {"type": "number"}}}})";
}

constexpr const char* kScoreProperties = R"(
      "score": {"type": ["number", "null"], "minimum": 0, "maximum": 100},
      "components": {"oneOf": [{"type": "null"}, {"type": "object", "properties": {
        "visibility": {"type": "number"}, "share_of_voice": {"type": "number"},
        "position": {"type": "number"}, "citations": {"type": "number"},
        "sentiment": {"type": ["number", "null"]}}}]},
      "answers": {"type": "integer"})";

}  // namespace

void addApiSchemas(seo::sdk::Registrar& r) {
  const std::string common = campaignCommon();
  const std::string roles = kTrackedRoles.schema();
  r.schema("BrandRadarCampaign",
           std::string(R"({"type": "object", "additionalProperties": false, "required": [)") +
               kCampaignRequired + R"(, "prompt", "brands", "competitors"], "properties": {)" +
               common + R"(, "prompt": {"type": "string"},
      "brands": {"type": "array", "items": )" +
               kBrand + R"(},
      "competitors": {"type": "array", "items": )" +
               kBrand + R"(}}})");
  r.schema("PromptResearchCampaign",
           std::string(R"({"type": "object", "additionalProperties": false, "required": [)") +
               kCampaignRequired + R"(, "custom_prompt"], "properties": {)" + common +
               R"(, "custom_prompt": {"type": "string"}}})");
  r.schema("VisibilityAnswer", std::string(R"({"type": "object", "additionalProperties": false,
    "required": ["id", "model", "endpoint", "answered_model", "collection", "language", "sample",
      "status", "error", "content", "citations", "cited_domains", "detections", "other_brands",
      "tokens", "created_at"], "properties": {
      "id": {"type": "string", "format": "uuid"},
      "model": {"type": "string", "description": "endpoint/model asked"},
      "endpoint": {"type": "string"},
      "answered_model": {"type": ["string", "null"], "description": "the model the endpoint reported"},
      "collection": {"type": ["string", "null"], "enum": ["api", "web_search", null],
        "description": "plain API, or grounded in a web search"},
      "language": {"type": "string"},
      "sample": {"type": "integer", "minimum": 1},
      "status": )") + kAnswerStatuses.schema() +
                                   R"(,
      "error": {"type": ["string", "null"]},
      "content": {"type": ["string", "null"], "description": "the full answer"},
      "citations": {"type": "array", "items": {"type": "string"}},
      "cited_domains": {"type": "array", "items": {"type": "string"}},
      "detections": {"type": "array", "items": {"type": "object", "additionalProperties": false,
        "required": ["name", "role", "mentioned", "mentions", "position", "cited", "sentiment"],
        "properties": {"name": {"type": "string"},
          "role": )" + roles + R"(,
          "mentioned": {"type": "boolean"}, "mentions": {"type": "integer"},
          "position": {"type": ["integer", "null"], "minimum": 1},
          "cited": {"type": "boolean"},
          "sentiment": )" + kSentiments.schema() +
                                   R"(}}},
      "other_brands": {"type": ["array", "null"], "items": {"type": "string"}},
      "tokens": {"type": "integer"},
      "created_at": {"type": "string", "format": "date-time"}}})");
  r.schema("VisibilityRun", std::string(R"({"type": "object", "additionalProperties": false,
    "required": ["id", "campaign_id", "trigger", "status", "prompt", "tracked", "languages",
      "models", "samples", "day", "checks_planned", "checks_answered", "checks_failed",
      "tokens", "judge", "error", "job_id", "created_at", "started_at", "finished_at",
      "answers"], "properties": {
      "id": {"type": "string", "format": "uuid"},
      "campaign_id": {"type": "string", "format": "uuid"},
      "trigger": )") + kRunTriggers.schema() +
                                R"(,
      "status": )" + kRunStatuses.schema() +
                                R"(,
      "prompt": {"type": "string"},
      "tracked": {"type": "array", "items": {"type": "object", "required": ["name", "domain", "role"],
        "properties": {"name": {"type": "string"}, "domain": {"type": "string"},
          "role": )" + roles + R"(}}},
      "languages": {"type": "array", "items": {"type": "string"}},
      "models": {"type": "array", "items": {"type": "string"}},
      "samples": {"type": "integer"},
      "day": {"type": "string", "format": "date"},
      "checks_planned": {"type": "integer"},
      "checks_answered": {"type": "integer"},
      "checks_failed": {"type": "integer"},
      "tokens": {"type": "integer", "description": "ai_credits spent, the judge's included"},
      "judge": {"type": ["string", "null"], "description": "endpoint/model of the sentiment judge"},
      "error": {"type": ["string", "null"]},
      "job_id": {"type": ["string", "null"], "format": "uuid", "description":
        "The job asking the run's checks now: a run is asked five checks per job, each job queuing the next"},
      "created_at": {"type": "string", "format": "date-time"},
      "started_at": {"type": ["string", "null"], "format": "date-time"},
      "finished_at": {"type": ["string", "null"], "format": "date-time"},
      "answers": {"type": "array", "items": {"$ref": "#/components/schemas/VisibilityAnswer"}}}})");
  const std::string figures = figuresProperties();
  r.schema("VisibilityMetrics", R"({"type": "object", "required": ["campaign_id", "from", "to",
    "answers", "brands", "sources", "other_brands"], "properties": {
      "campaign_id": {"type": "string", "format": "uuid"},
      "from": {"type": "string", "format": "date"}, "to": {"type": "string", "format": "date"},
      "answers": {"type": "integer", "description": "answered checks in the range"},
      "brands": {"type": "array", "items": {"type": "object", "required": ["name", "role",
        "domain", "mention_rate", "share_of_voice", "average_position", "citation_share",
        "sentiment", "stability", "by_model", "trend"], "properties": {
        "name": {"type": "string"}, "role": )" +
                                    roles + R"(,
        "domain": {"type": "string"}, )" +
                                    figures + R"(,
        "by_model": {"type": "array", "items": {"type": "object", "required": ["model"],
          "properties": {"model": {"type": "string"}, )" +
                                    figures + R"(}}},
        "trend": {"type": "array", "description": "per UTC day, the headline figures",
          "items": {"type": "object", "required": ["date", "answers", "mention_rate",
            "share_of_voice", "average_position", "citation_share", "sentiment"],
          "properties": {"date": {"type": "string", "format": "date"}, )" +
                                    figures + R"(}}}}}},
      "sources": )" + ranked("domain") +
                                    R"(,
      "other_brands": )" + ranked("name") +
                                    R"(}})");
  r.schema("PromptResearchResults", R"({"type": "object", "required": ["campaign_id", "from",
    "to", "answers", "website", "brands", "domains"], "properties": {
      "campaign_id": {"type": "string", "format": "uuid"},
      "from": {"type": "string", "format": "date"}, "to": {"type": "string", "format": "date"},
      "answers": {"type": "integer"},
      "website": {"oneOf": [{"type": "null"}, {"type": "object", "required": ["name"],
        "properties": {"name": {"type": "string"}, )" +
                                        figures + R"(}}]},
      "brands": )" + ranked("name") + R"(,
      "domains": )" + ranked("domain") + R"(}})");
  r.schema("VisibilityScore", std::string(R"({"type": "object", "required": ["score",
    "components", "answers", "website_id", "from", "to", "weights", "by_model", "trend"],
    "properties": {)") + kScoreProperties +
                                  R"(,
      "website_id": {"type": "string", "format": "uuid"},
      "from": {"type": "string", "format": "date"}, "to": {"type": "string", "format": "date"},
      "weights": {"type": "object"},
      "by_model": {"type": "array", "items": {"type": "object", "required": ["model", "score"],
        "properties": {"model": {"type": "string"}, )" +
                                  kScoreProperties + R"(}}},
      "trend": {"type": "array", "items": {"type": "object", "required": ["date", "score"],
        "properties": {"date": {"type": "string", "format": "date"}, )" +
                                  kScoreProperties + R"(}}}}})");
  r.schema("PromptSuggestions", std::string(R"({"type": "object", "additionalProperties": false,
    "required": ["suggestions", "source", "model", "note"], "properties": {
      "suggestions": {"type": "array", "items": {"type": "object", "required": ["prompt", "keyword"],
        "properties": {"prompt": {"type": "string"}, "keyword": {"type": ["string", "null"]}}}},
      "source": )") + kSuggestionSources.schema() +
                                    R"(,
      "model": {"type": ["string", "null"]},
      "note": {"type": ["string", "null"]}}})");
}

}  // namespace seo::plugins::ai_visibility
