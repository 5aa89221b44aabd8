#include "plugins/ai_visibility/campaign_routes.h"

#include <string>

#include "plugins/ai_visibility/ai_visibility_values.h"
#include "plugins/ai_visibility/api_examples.h"
#include "plugins/ai_visibility/campaign_input.h"
#include "plugins/ai_visibility/campaign_json.h"
#include "plugins/ai_visibility/campaign_schedule.h"
#include "plugins/ai_visibility/campaign_store.h"
#include "plugins/ai_visibility/credits.h"
#include "plugins/ai_visibility/run_routes.h"
#include "seo/sdk/host.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::ai_visibility {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

Response campaignAnswer(const Campaign& c, int status) {
  rapidjson::Document data;
  rapidjson::Value v = campaignJson(c, data.GetAllocator());
  seo::sdk::json::setRoot(data, v);
  return Response::data(std::move(data), status);
}

std::string number(std::int64_t n) { return std::to_string(n); }

// `schema`, a JSON object's text, with the string `value` as its "default".
std::string withDefault(std::string schema, std::string_view value) {
  schema.pop_back();  // its closing brace
  return schema + R"(, "default": ")" + std::string(value) + "\"}";
}

std::string brandBody() {
  return R"({"type": "object", "additionalProperties": false,
    "required": ["name"], "properties": {
      "name": {"type": "string", "minLength": 1, "maxLength": )" +
         number(kMaxBrandChars) + R"(},
      "domain": {"type": "string", "maxLength": )" +
         number(kMaxDomainChars) + R"(, "description": "a host name, e.g. example.com"}}})";
}

// The fields both kinds of campaign take.
std::string commonBodyProperties() {
  return R"("website_id": {"type": "string", "format": "uuid"},
      "frequency": {"type": "integer", "minimum": 1, "maximum": )" +
         number(kMaxFrequency) + R"(, "default": )" + number(kDefaultFrequency) + R"(,
                    "description": "days between scheduled runs"},
      "languages": {"type": "array", "minItems": 1, "maxItems": )" +
         number(kMaxLanguages) + R"(, "items": {"type": "string"},
                    "description": "language codes (en, pt-BR); default: the website's"},
      "models": {"type": "array", "minItems": 1, "maxItems": )" +
         number(kMaxModels) + R"(, "items": {"type": "string"},
                 "description": "endpoint/model names the operator configured; default: all"},
      "samples": {"type": "integer", "minimum": 1, "maximum": )" +
         number(kMaxSamples) + R"(, "default": )" + number(kDefaultSamples) + R"(,
                  "description": "answers per model and language; a run asks at most )" +
         number(kMaxChecksPerRun) + R"(: models x languages x samples"},
      "status": )" +
         withDefault(kCampaignStatuses.schema(), kActive);
}

std::string brandRadarBody() {
  return R"({"type": "object", "properties": {)" + commonBodyProperties() + R"(,
      "prompt": {"type": "string", "minLength": 1, "maxLength": )" +
         number(kMaxPromptChars) + R"(},
      "brands": {"type": "array", "minItems": 1, "maxItems": )" +
         number(kMaxBrands) + R"(, "items": )" + brandBody() + R"(},
      "competitors": {"type": "array", "maxItems": )" +
         number(kMaxCompetitors) + R"(, "items": )" + brandBody() + R"(}}})";
}

std::string promptResearchBody() {
  return R"({"type": "object", "properties": {)" + commonBodyProperties() + R"(,
      "custom_prompt": {"type": "string", "minLength": 1, "maxLength": )" +
         number(kMaxPromptChars) + R"(}}})";
}

// The routes of one kind of campaign under `base` ("/brand-radar/campaigns"), its list apart.
void addCampaignRoutes(seo::sdk::Registrar& r, std::string_view kind, const std::string& base,
                       const std::string& schema, const std::string& body, const char* what,
                       const examples::CampaignExamples& ex) {
  const std::string campaign = doc::dataOf(doc::ref(schema));
  const std::string w(what);
  r.route("POST", base, forKind(&onCreateCampaign, kind))
      .summary("Create a " + w + " campaign",
               "An active campaign runs at once and then every `frequency` days, each run "
               "spending ai_credits by the tokens used; refused with 402 before anything is "
               "written when ai_credits are exhausted.")
      .body(body, "The campaign")
      .answers(201, campaign, "The campaign")
      .fails(402, "ai_credits exhausted")
      .fails(409, "The website has " + number(kMaxCampaignsPerWebsite) + " campaigns of this kind")
      .spends(kAiCredits)
      .bodyExample(ex.create_body)
      .answerExample(201, ex.created);
  r.route("GET", base + "/{id}", forKind(&onGetCampaign, kind))
      .summary("A " + w + " campaign")
      .answers(200, campaign, "The campaign")
      .answerExample(200, ex.campaign);
  r.route("PATCH", base + "/{id}", forKind(&onUpdateCampaign, kind))
      .summary("Change a " + w + " campaign",
               "Lists are replaced whole. A new frequency or status moves the schedule: "
               "`frequency` days after the last run, or at once.")
      .body(body, "The fields to change")
      .answers(200, campaign, "The campaign")
      .fails(402, "Resuming with ai_credits exhausted")
      .bodyExample(ex.update_body)
      .answerExample(200, ex.updated);
  r.route("DELETE", base + "/{id}", forKind(&onDeleteCampaign, kind))
      .summary("Delete a " + w + " campaign", "With its runs, answers and figures.")
      .answers(200, doc::kSuccess, "Deleted")
      .answerExample(200, examples::kDeleted);
  addRunRoutes(r, kind, base, w, ex);
}

}  // namespace

Result<Response> onListCampaigns(seo::sdk::RequestContext& ctx, std::string_view kind) {
  std::vector<Campaign> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    rows = listCampaigns(sql, ctx.caller.website_id, kind);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  for (const Campaign& c : rows)
    data.PushBack(campaignJson(c, data.GetAllocator()), data.GetAllocator());
  return Response::data(std::move(data));
}

Result<Response> onCreateCampaign(seo::sdk::RequestContext& ctx, std::string_view kind) {
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo website, ctx.host->findWebsite(ctx.caller.website_id));
  Campaign c;
  c.id = ctx.host->newId();
  c.website_id = website.id;
  c.organization_id = ctx.caller.payingOrganizationId();
  c.kind = std::string(kind);
  SEO_RETURN_IF_ERROR(readNewCampaign(ctx.json(), *ctx.host, website.language, c));
  // An active campaign runs at once and spends ai_credits: refused before anything is written.
  if (c.status == kActive) {
    SEO_RETURN_IF_ERROR(ctx.host->credits().check(c.organization_id, kAiCredits));
  }
  c.created_at = c.updated_at = ctx.host->now();
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    if (countCampaigns(sql, c.website_id, kind) >= kMaxCampaignsPerWebsite) {
      return Status::conflict("A website has at most " + std::to_string(kMaxCampaignsPerWebsite) +
                              " campaigns of each kind; delete one first");
    }
    SEO_RETURN_IF_ERROR(planSchedule(sql, *ctx.host, c));
    insertCampaign(sql, c);
    return Status::ok();
  }));
  return campaignAnswer(c, 201);
}

Result<Response> onGetCampaign(seo::sdk::RequestContext& ctx, std::string_view kind) {
  SEO_ASSIGN_OR_RETURN(Campaign c, campaignOf(ctx, kind));
  return campaignAnswer(c, 200);
}

Result<Response> onUpdateCampaign(seo::sdk::RequestContext& ctx, std::string_view kind) {
  SEO_ASSIGN_OR_RETURN(Campaign before, campaignOf(ctx, kind));
  // Resuming starts a run at once: 402 before anything changes. Asked outside the transaction
  // (the host's metering may write, and SQLite has one writer).
  const rapidjson::Value& body = ctx.json();
  if (before.status != kActive && body.HasMember("status") && body["status"].IsString() &&
      std::string_view(body["status"].GetString()) == kActive) {
    SEO_RETURN_IF_ERROR(ctx.host->credits().check(before.organization_id, kAiCredits));
  }
  Campaign c;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(findCampaign(sql, ctx.caller.website_id, kind, before.id, &c));
    const std::int64_t frequency = c.frequency;
    const std::string status = c.status;
    SEO_RETURN_IF_ERROR(applyCampaignChanges(body, *ctx.host, c));
    // A new frequency or status moves the schedule; the older job finds it changed.
    if (c.frequency != frequency || c.status != status) {
      SEO_RETURN_IF_ERROR(planSchedule(sql, *ctx.host, c));
    }
    c.updated_at = ctx.host->now();
    updateCampaign(sql, c);
    return Status::ok();
  }));
  return campaignAnswer(c, 200);
}

Result<Response> onDeleteCampaign(seo::sdk::RequestContext& ctx, std::string_view kind) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  bool deleted = false;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    deleted = deleteCampaign(sql, ctx.caller.website_id, kind, id);
    return Status::ok();
  }));
  if (!deleted) return Status::notFound();
  return Response::success();
}

void registerBrandRadarCampaigns(seo::sdk::Registrar& r) {
  r.route("GET", "/brand-radar/campaigns", forKind(&onListCampaigns, kBrandRadar))
      .summary("List the website's Brand Radar campaigns", "Oldest first.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("BrandRadarCampaign"))), "The campaigns")
      .answerExample(200, examples::kGetBrandRadarCampaigns200);
  addCampaignRoutes(r, kBrandRadar, "/brand-radar/campaigns", "BrandRadarCampaign",
                    brandRadarBody(), "Brand Radar", examples::kBrandRadarExamples);
}

void registerPromptResearchCampaigns(seo::sdk::Registrar& r) {
  r.route("GET", "/prompt-research/campaigns", forKind(&onListCampaigns, kPromptResearch))
      .summary("List the website's Prompt Research campaigns", "Oldest first.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("PromptResearchCampaign"))), "The campaigns")
      .answerExample(200, examples::kGetPromptResearchCampaigns200);
  addCampaignRoutes(r, kPromptResearch, "/prompt-research/campaigns", "PromptResearchCampaign",
                    promptResearchBody(), "Prompt Research", examples::kPromptResearchExamples);
}

}  // namespace seo::plugins::ai_visibility
