#include "plugins/ai_visibility/run_routes.h"

#include "plugins/ai_visibility/ai_visibility_values.h"
#include "plugins/ai_visibility/api_examples.h"
#include "plugins/ai_visibility/credits.h"
#include "plugins/ai_visibility/run_job.h"
#include "plugins/ai_visibility/run_json.h"
#include "plugins/ai_visibility/run_start.h"
#include "plugins/ai_visibility/run_store.h"
#include "seo/sdk/host.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/pagination.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::ai_visibility {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

Result<Response> onStartRun(seo::sdk::RequestContext& ctx, std::string_view kind) {
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(ctx.json(), {}, "a run takes no options"));
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo website, ctx.host->findWebsite(ctx.caller.website_id));
  SEO_ASSIGN_OR_RETURN(Campaign c, campaignOf(ctx, kind));
  if (c.models.empty()) {
    return Status::conflict(
        "The campaign has no model to ask: no LLM endpoint is configured "
        "(providers.llm_endpoints)");
  }
  Run run;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    // One run at a time per campaign, so a client cannot queue a thousand of them.
    if (runUnderWay(sql, c.id)) {
      return Status::conflict("A run of this campaign is already queued or running");
    }
    SEO_ASSIGN_OR_RETURN(run, startRun(sql, *ctx.host, c, website, kManualTrigger));
    return Status::ok();
  }));
  rapidjson::Document data;
  rapidjson::Value v = runJson(run, {}, data.GetAllocator());
  seo::sdk::json::setRoot(data, v);
  return Response::data(std::move(data), 202);
}

Result<Response> onListRuns(seo::sdk::RequestContext& ctx, std::string_view kind) {
  SEO_ASSIGN_OR_RETURN(seo::sdk::ListWindow window,
                       seo::sdk::readListWindow(ctx, kDefaultRunsLimit, kMaxRunsLimit, 2));
  SEO_ASSIGN_OR_RETURN(Campaign c, campaignOf(ctx, kind));
  std::vector<Run> runs;
  std::vector<Answer> answers;
  std::int64_t total = 0;
  std::optional<std::string> next;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    if (!window.byCursor()) total = countRuns(sql, c.id);
    runs = listRuns(*ctx.host, sql, c.id, window);
    next = seo::sdk::trimToPage(runs, window.page.limit, runKeysOf);
    std::vector<std::string> ids;
    for (const Run& r : runs) ids.push_back(r.id);
    answers = answersOfRuns(sql, ids);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  for (const Run& r : runs)
    data.PushBack(runJson(r, answers, data.GetAllocator()), data.GetAllocator());
  return seo::sdk::listAnswer(std::move(data), total, window, next);
}

Result<Response> onGetRun(seo::sdk::RequestContext& ctx, std::string_view kind) {
  SEO_ASSIGN_OR_RETURN(Campaign c, campaignOf(ctx, kind));
  SEO_ASSIGN_OR_RETURN(std::string run_id, seo::sdk::pathUuid(ctx, "run_id"));
  Run run;
  std::vector<Answer> answers;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(findRun(*ctx.host, sql, c.id, run_id, &run));
    answers = answersOfRuns(sql, {run.id});
    return Status::ok();
  }));
  rapidjson::Document data;
  rapidjson::Value v = runJson(run, answers, data.GetAllocator());
  seo::sdk::json::setRoot(data, v);
  return Response::data(std::move(data));
}

void addRunRoutes(seo::sdk::Registrar& r, std::string_view kind, const std::string& base,
                  const std::string& what, const examples::CampaignExamples& ex) {
  r.route("POST", base + "/{id}/runs", forKind(&onStartRun, kind))
      .summary("Run a " + what + " campaign now",
               "A durable job asks every model the prompt in every language, `samples` times "
               "each; poll the run. Spends ai_credits by the tokens used.")
      .answers(202, doc::dataOf(doc::ref("VisibilityRun")), "The queued run")
      .polledBy(base + "/{id}/runs/{run_id}")
      .fails(402, "ai_credits exhausted")
      .fails(409, "A run is under way, or no model is configured")
      .spends(kAiCredits)
      .answerExample(202, ex.queued_run);
  doc::listed(r.route("GET", base + "/{id}/runs", forKind(&onListRuns, kind)), kDefaultRunsLimit,
              kMaxRunsLimit)
      .summary("The campaign's runs", "Newest first, each with its answers and detections.")
      .answers(200, doc::listOf(doc::ref("VisibilityRun")), "A page of runs")
      .answerExample(200, ex.runs);
  r.route("GET", base + "/{id}/runs/{run_id}", forKind(&onGetRun, kind))
      .summary("One run of the campaign, with its answers")
      .answers(200, doc::dataOf(doc::ref("VisibilityRun")), "The run")
      .answerExample(200, ex.run);
}

void registerRunJob(seo::sdk::Registrar& r) {
  r.job(std::string(kRunJob), &onRunJob);
  r.event(kRunCompletedEvent,
          "A Brand Radar or Prompt Research run ended; `status` says how (completed, partial or "
          "failed).",
          runCompletedEventSchema());
}

}  // namespace seo::plugins::ai_visibility
