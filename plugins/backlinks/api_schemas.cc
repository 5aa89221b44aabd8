#include "plugins/backlinks/api_schemas.h"

#include <string>

#include "plugins/backlinks/campaign.h"
#include "plugins/backlinks/opportunity.h"
#include "plugins/backlinks/research_state.h"
#include "plugins/backlinks/smtp_settings.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::backlinks {

namespace doc = seo::sdk::doc;

void addApiSchemas(seo::sdk::Registrar& r) {
  r.schema(
      "BacklinkCampaign",
      std::string(R"({
    "type": "object", "additionalProperties": false,
    "required": ["id", "keyword", "niche", "status", "language", "target_domain", "is_public",
                 "public_share_token", "progress", "general_strategies", "websites",
                 "created_at", "updated_at"],
    "properties": {
      "id": {"type": "string", "format": "uuid"},
      "keyword": {"type": "string", "description": "target keyword"},
      "niche": {"type": ["string", "null"], "description": "industry or niche context"},
      "status": )") +
          doc::withMembers(
              kCampaignStatuses.schema(),
              R"("description": "the owner's mark; research runs to its end whatever it is")") +
          R"(,
      "language": {"type": "string", "description": "language code"},
      "target_domain": {"type": "string", "description": "domain researched"},
      "is_public": {"type": "boolean"},
      "public_share_token": {"type": ["string", "null"], "pattern": )" +
          doc::literal(kShareTokenPattern) + R"(,
        "description": "opens GET /public/campaigns/{token} without a key while the campaign is public; null in the public view itself"},
      "progress": {"$ref": "#/components/schemas/BacklinkResearchProgress"},
      "general_strategies": {"type": "array", "items": {
        "type": "object", "additionalProperties": false,
        "required": ["title", "description", "source"],
        "properties": {"title": {"type": "string"}, "description": {"type": "string"},
                       "source": {"type": "string", "enum": ["llm", "offline"],
                                  "description": "offline: the fixed set used without a model"}}}},
      "websites": {"type": "object", "additionalProperties": false, "required": ["url"],
                   "properties": {"url": {"type": "string"}}},
      "created_at": {"type": "string", "format": "date-time"},
      "updated_at": {"type": "string", "format": "date-time"}}})");

  r.schema("BacklinkResearchProgress", R"({
    "type": "object", "additionalProperties": false,
    "description": "The background research, kept current as it runs",
    "required": ["stage", "percent", "opportunities_found", "queries_done", "queries_total",
                 "sites_done", "sites_total", "search_source", "estimate", "note", "error", "ai",
                 "started_at", "finished_at"],
    "properties": {
      "stage": )" + kResearchStages.schema() +
                                           R"(,
      "percent": {"type": "integer", "minimum": 0, "maximum": 100},
      "opportunities_found": {"type": "integer", "minimum": 0},
      "queries_done": {"type": "integer", "minimum": 0},
      "queries_total": {"type": "integer", "minimum": 0},
      "sites_done": {"type": "integer", "minimum": 0},
      "sites_total": {"type": "integer", "minimum": 0},
      "search_source": {"type": ["string", "null"], "description": "dataforseo or offline"},
      "estimate": {"type": "boolean",
                   "description": "true when the offline stand-in answered the searches, which finds nothing"},
      "note": {"type": ["string", "null"]},
      "error": {"type": ["string", "null"], "description": "why the research failed"},
      "ai": {"type": ["string", "null"],
             "description": "the model that scored the opportunities, or why heuristic scores stand"},
      "started_at": {"type": ["string", "null"], "format": "date-time"},
      "finished_at": {"type": ["string", "null"], "format": "date-time"}}})");

  // The research's findings, shared by both views of an opportunity.
  const std::string kFindings = R"(
      "id": {"type": "string", "format": "uuid"},
      "campaign_id": {"type": "string", "format": "uuid"},
      "url": {"type": "string"},
      "title": {"type": ["string", "null"]},
      "strategy": {"type": "string", "description": "guest_post, resource_page, listicle, roundup or directory"},
      "type": {"type": "string", "description": "blog, news, forum, directory, resource_page or website"},
      "relevance_score": {"type": "integer", "minimum": 0, "maximum": )" +
                                std::to_string(kMaxRelevanceScore) + R"(},
      "domain_authority": {"type": ["integer", "null"], "description": "null: no provider of it is configured"},
      "domain_rating": {"type": ["integer", "null"], "description": "null: no provider of it is configured"},
      "monthly_traffic": {"type": ["string", "null"]},
      "link_type": )" + kLinkTypes.nullableSchema() +
                                R"(,
      "niche_relevance": )" + kNicheRelevances.nullableSchema() +
                                R"(,
      "reasoning": {"type": "string"},
      "tags": {"type": "array", "items": {"type": "string"}},
      "status": )" + kOpportunityStatuses.schema() +
                                R"(,
      "created_at": {"type": "string", "format": "date-time"})";
  r.schema("BacklinkOpportunity", std::string(R"({
    "type": "object", "additionalProperties": false,
    "required": ["id", "campaign_id", "url", "title", "strategy", "type", "relevance_score",
                 "domain_authority", "domain_rating", "monthly_traffic", "link_type",
                 "niche_relevance", "reasoning", "tags", "status", "contact_info",
                 "contact_email", "contact_name", "outreach_status", "outreach_error",
                 "emailed_at", "notes", "email_draft", "backlink_campaigns", "created_at",
                 "updated_at"],
    "properties": {)") + kFindings + R"(,
      "contact_info": {"type": "object", "additionalProperties": false,
        "required": ["emails", "contact_pages"],
        "properties": {"emails": {"type": "array", "items": {"type": "string"}},
                       "contact_pages": {"type": "array", "items": {"type": "string"}}}},
      "contact_email": {"type": ["string", "null"]},
      "contact_name": {"type": ["string", "null"]},
      "outreach_status": )" + kOutreachStatuses.nullableSchema() +
                                      R"(,
      "outreach_error": {"type": ["string", "null"], "description": "why the last e-mail failed, or why it is being retried"},
      "emailed_at": {"type": ["string", "null"], "format": "date-time"},
      "notes": {"type": ["string", "null"]},
      "email_draft": {"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/OutreachDraftSummary"}]},
      "backlink_campaigns": {"type": "object", "additionalProperties": false,
        "required": ["keyword", "websites"],
        "properties": {"keyword": {"type": "string"},
                       "websites": {"type": "object", "additionalProperties": false,
                                    "required": ["url"], "properties": {"url": {"type": "string"}}}}},
      "updated_at": {"type": "string", "format": "date-time"}}})");
  r.schema("PublicBacklinkOpportunity", std::string(R"({
    "type": "object", "additionalProperties": false,
    "description": "An opportunity in the public share view: the research's findings, no contact details or notes",
    "required": ["id", "campaign_id", "url", "title", "strategy", "type", "relevance_score",
                 "domain_authority", "domain_rating", "monthly_traffic", "link_type",
                 "niche_relevance", "reasoning", "tags", "status", "created_at"],
    "properties": {)") + kFindings + "}}");

  r.schema("OutreachDraftSummary", R"({
    "type": "object", "additionalProperties": false,
    "required": ["subject", "body_text", "body_html", "created_at"],
    "properties": {"subject": {"type": "string"}, "body_text": {"type": ["string", "null"]},
                   "body_html": {"type": ["string", "null"]},
                   "created_at": {"type": ["string", "null"], "format": "date-time"}}})");

  r.schema("OutreachDraft", R"({
    "type": "object", "additionalProperties": false,
    "required": ["opportunity_id", "subject", "body_text", "body_html", "to_email", "source",
                 "model", "total_tokens", "note", "created_at"],
    "properties": {
      "opportunity_id": {"type": "string", "format": "uuid"},
      "subject": {"type": "string"},
      "body_text": {"type": "string"},
      "body_html": {"type": "string", "description": "rendered here from body_text, escaped"},
      "to_email": {"type": ["string", "null"], "description": "the opportunity's contact_email"},
      "source": {"type": "string", "enum": ["llm", "template"]},
      "model": {"type": ["string", "null"]},
      "total_tokens": {"type": "integer", "minimum": 0, "description": "ai_credits spent"},
      "note": {"type": ["string", "null"]},
      "created_at": {"type": "string", "format": "date-time"}}})");

  r.schema("SmtpSettings", std::string(R"({
    "type": "object", "additionalProperties": false,
    "required": ["host", "port", "security", "username", "has_password", "from_address",
                 "from_name", "updated_at"],
    "properties": {
      "host": {"type": "string"},
      "port": {"type": "integer", "minimum": 1, "maximum": )") +
                               std::to_string(kMaxPort) + R"(},
      "security": )" + kSmtpSecurities.schema() +
                               R"(,
      "username": {"type": ["string", "null"]},
      "has_password": {"type": "boolean", "description": "the password itself is never shown"},
      "from_address": {"type": "string"},
      "from_name": {"type": ["string", "null"]},
      "updated_at": {"type": "string", "format": "date-time"}}})");

  r.schema("DoNotContactEntry", R"({
    "type": "object", "additionalProperties": false,
    "required": ["email", "reason", "created_at"],
    "properties": {"email": {"type": "string"}, "reason": {"type": ["string", "null"]},
                   "created_at": {"type": "string", "format": "date-time"}}})");
}

}  // namespace seo::plugins::backlinks
