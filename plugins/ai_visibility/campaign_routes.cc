#include "plugins/ai_visibility/campaign_routes.h"

#include "plugins/ai_visibility/campaign_input.h"
#include "plugins/ai_visibility/campaign_json.h"
#include "plugins/ai_visibility/campaign_schedule.h"
#include "plugins/ai_visibility/campaign_store.h"
#include "plugins/ai_visibility/credits.h"
#include "plugins/ai_visibility/route_values.h"
#include "seo/sdk/host.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::ai_visibility {

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
    SEO_RETURN_IF_ERROR(ctx.host->checkCredits(c.organization_id, kAiCredits));
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
    SEO_RETURN_IF_ERROR(ctx.host->checkCredits(before.organization_id, kAiCredits));
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

}  // namespace seo::plugins::ai_visibility
