// The AI visibility module: Brand Radar campaigns (a prompt asked of chosen models on a
// schedule, with tracked brands and competitors found in every answer), Prompt Research
// campaigns (which brands and domains the answers name), their runs and metrics, prompt
// suggestions from the website's keywords, and a consolidated visibility score.
#include <functional>

#include "plugins/ai_visibility/api_examples.h"
#include "plugins/ai_visibility/api_schemas.h"
#include "plugins/ai_visibility/campaign.h"
#include "plugins/ai_visibility/campaign_metrics.h"
#include "plugins/ai_visibility/campaign_routes.h"
#include "plugins/ai_visibility/campaign_schedule.h"
#include "plugins/ai_visibility/credits.h"
#include "plugins/ai_visibility/prompt_suggestions.h"
#include "plugins/ai_visibility/run.h"
#include "plugins/ai_visibility/run_job.h"
#include "plugins/ai_visibility/run_routes.h"
#include "plugins/ai_visibility/schema.h"
#include "plugins/ai_visibility/visibility_score.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::ai_visibility {

namespace doc = seo::sdk::doc;

namespace {

using KindHandler = seo::sdk::Result<seo::sdk::Response> (*)(seo::sdk::RequestContext&,
                                                             std::string_view);

seo::sdk::Handler forKind(KindHandler handler, std::string_view kind) {
  return [handler, kind](seo::sdk::RequestContext& ctx) { return handler(ctx, kind); };
}

constexpr const char* kBrandBody = R"({"type": "object", "additionalProperties": false,
    "required": ["name"], "properties": {
      "name": {"type": "string", "minLength": 1, "maxLength": 100},
      "domain": {"type": "string", "maxLength": 253, "description": "a host name, e.g. example.com"}}})";

// The fields both kinds of campaign take.
std::string commonBodyProperties() {
  return R"("website_id": {"type": "string", "format": "uuid"},
      "frequency": {"type": "integer", "minimum": 1, "maximum": 365, "default": 7,
                    "description": "days between scheduled runs"},
      "languages": {"type": "array", "minItems": 1, "maxItems": 10, "items": {"type": "string"},
                    "description": "language codes (en, pt-BR); default: the website's"},
      "models": {"type": "array", "minItems": 1, "maxItems": 20, "items": {"type": "string"},
                 "description": "endpoint/model names the operator configured; default: all"},
      "samples": {"type": "integer", "minimum": 1, "maximum": 10, "default": 3,
                  "description": "answers per model and language; a run asks at most 100: models x languages x samples"},
      "status": {"type": "string", "enum": ["active", "paused"], "default": "active"})";
}

// The routes of one kind of campaign under `base` ("/brand-radar/campaigns").
void addCampaignRoutes(seo::sdk::Registrar& r, std::string_view kind, const std::string& base,
                       const std::string& schema, const std::string& body, const char* what,
                       const examples::CampaignExamples& ex) {
  const std::string campaign = doc::dataOf(doc::ref(schema));
  const std::string w(what);
  r.route("POST", base, forKind(&onCreateCampaign, kind))
      .summary("Create a " + w + " campaign",
               "An active campaign runs at once and then every `frequency` days; refused with "
               "402 before anything is written when ai_credits are exhausted.")
      .body(body, "The campaign")
      .answers(201, campaign, "The campaign")
      .fails(402, "ai_credits exhausted")
      .fails(409, "The website has 200 campaigns of this kind")
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
  r.route("POST", base + "/{id}/runs", forKind(&onStartRun, kind))
      .summary("Run a " + w + " campaign now",
               "A durable job asks every model the prompt in every language, `samples` times "
               "each; poll the run. Spends ai_credits by the tokens used.")
      .answers(202, doc::dataOf(doc::ref("VisibilityRun")), "The queued run")
      .fails(402, "ai_credits exhausted")
      .fails(409, "A run is under way, or no model is configured")
      .spends(kAiCredits)
      .answerExample(202, ex.queued_run);
  doc::listed(r.route("GET", base + "/{id}/runs", forKind(&onListRuns, kind)), 10, 20)
      .summary("The campaign's runs", "Newest first, each with its answers and detections.")
      .answers(200, doc::listOf(doc::ref("VisibilityRun")), "A page of runs")
      .answerExample(200, ex.runs);
  r.route("GET", base + "/{id}/runs/{run_id}", forKind(&onGetRun, kind))
      .summary("One run of the campaign, with its answers")
      .answers(200, doc::dataOf(doc::ref("VisibilityRun")), "The run")
      .answerExample(200, ex.run);
}

// The day range the results routes read (route_values.h).
seo::sdk::RouteSpec& withRange(seo::sdk::RouteSpec& route) {
  return route
      .query("from", std::string(doc::kDate), "the first UTC day (default: 29 days before to)")
      .query("to", std::string(doc::kDate), "the last UTC day (default: today); at most 366 days");
}

}  // namespace

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  for (seo::sdk::Migration& m : migrations()) r.addMigration(std::move(m));
  addApiSchemas(r);
  const std::string common = commonBodyProperties();
  const std::string brand_list = doc::arrayOf(kBrandBody);

  r.route("GET", "/brand-radar/campaigns", forKind(&onListCampaigns, kBrandRadar))
      .summary("List the website's Brand Radar campaigns", "Oldest first.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("BrandRadarCampaign"))), "The campaigns")
      .answerExample(200, examples::kGetBrandRadarCampaigns200);
  addCampaignRoutes(r, kBrandRadar, "/brand-radar/campaigns", "BrandRadarCampaign",
                    R"({"type": "object", "properties": {)" + common + R"(,
      "prompt": {"type": "string", "minLength": 1, "maxLength": 2000},
      "brands": {"type": "array", "minItems": 1, "maxItems": 10, "items": )" +
                        kBrandBody + R"(},
      "competitors": {"type": "array", "maxItems": 20, "items": )" +
                        kBrandBody + R"(}}})",
                    "Brand Radar", examples::kBrandRadarExamples);
  withRange(r.route("GET", "/brand-radar/campaigns/{id}/metrics", &onCampaignMetrics))
      .summary("A Brand Radar campaign's metrics over a range of days",
               "Per tracked brand and competitor: mention rate (brand visibility), share of "
               "voice, average position, citation share and rate (source visibility), "
               "sentiment and stability, each with its sample count and 95% interval; per "
               "model and per day; and the domains the answers cite.")
      .answers(200, doc::dataOf(doc::ref("VisibilityMetrics")), "The metrics")
      .answerExample(200, examples::kGetBrandRadarCampaignsByIdMetrics200);

  r.route("GET", "/prompt-research/campaigns", forKind(&onListCampaigns, kPromptResearch))
      .summary("List the website's Prompt Research campaigns", "Oldest first.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("PromptResearchCampaign"))), "The campaigns")
      .answerExample(200, examples::kGetPromptResearchCampaigns200);
  addCampaignRoutes(r, kPromptResearch, "/prompt-research/campaigns", "PromptResearchCampaign",
                    R"({"type": "object", "properties": {)" + common + R"(,
      "custom_prompt": {"type": "string", "minLength": 1, "maxLength": 2000}}})",
                    "Prompt Research", examples::kPromptResearchExamples);
  withRange(r.route("GET", "/prompt-research/campaigns/{id}/results", &onPromptResearchResults))
      .summary("What a Prompt Research campaign's answers name, ranked",
               "The brands (as the judge reads them) and the cited domains, by how many "
               "answers name them, and the website's own figures.")
      .answers(200, doc::dataOf(doc::ref("PromptResearchResults")), "The results")
      .answerExample(200, examples::kGetPromptResearchCampaignsByIdResults200);
  // Asks the language model: on the outbound pool.
  r.route("GET", "/prompt-research/suggestions", &onPromptSuggestions)
      .callsOutside()
      .summary("Prompts worth researching, from the website's keywords",
               "Worded by the configured language model (its tokens are spent from "
               "ai_credits); without one, an offline template, labelled.")
      .query("limit", doc::integer(1, 20), "how many (default 10)")
      .answers(200, doc::dataOf(doc::ref("PromptSuggestions")), "The suggestions")
      .fails(402, "ai_credits exhausted")
      .fails(502, "The language model's answer was unusable")
      .spends(kAiCredits)
      .answerExample(200, examples::kGetPromptResearchSuggestions200);

  withRange(r.route("GET", "/ai-visibility/score", &onVisibilityScore))
      .summary("The website's consolidated AI visibility score (0-100)",
               "From its Brand Radar campaigns' own brands: a weighted combination of mention "
               "rate, share of voice, position, citation share and sentiment (README, \"AI "
               "visibility score\"), with its components, per model and per day.")
      .answers(200, doc::dataOf(doc::ref("VisibilityScore")), "The score")
      .answerExample(200, examples::kGetAiVisibilityScore200);

  r.job(std::string(kRunJob), &onRunJob);
  r.event(kRunCompletedEvent,
          "A Brand Radar or Prompt Research run ended; `status` says how (completed, partial or "
          "failed).",
          kRunCompletedEventSchema);
  r.job(std::string(kScheduleJob), &onScheduleJob);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::ai_visibility

SEO_PLUGIN("ai_visibility", "1.0.0", &seo::plugins::ai_visibility::onRegister)
