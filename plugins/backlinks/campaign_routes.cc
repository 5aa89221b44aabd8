#include "plugins/backlinks/campaign_routes.h"

#include "plugins/backlinks/api_examples.h"
#include "plugins/backlinks/backlinks_values.h"
#include "plugins/backlinks/campaign.h"
#include "plugins/backlinks/campaign_json.h"
#include "plugins/backlinks/campaign_store.h"
#include "plugins/backlinks/credits.h"
#include "plugins/backlinks/opportunity_routes.h"
#include "plugins/backlinks/research_job.h"
#include "plugins/backlinks/research_state.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::backlinks {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::string newShareToken(seo::sdk::Host& host) {
  std::string token;
  for (int i = 0; i < 2; ++i) {
    for (char c : host.newId()) {
      if (c != '-') token += c;
    }
  }
  return token;
}

Response campaignAnswer(const CampaignRecord& c, const std::string& website_url, int status,
                        bool for_public = false) {
  rapidjson::Document data;
  rapidjson::Value v = campaignJson(c, website_url, for_public, data.GetAllocator());
  seo::sdk::json::setRoot(data, v);
  return Response::data(std::move(data), status);
}

// The campaign {id} of the caller's website, or 404.
Result<CampaignRecord> campaignOf(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  CampaignRecord c;
  SEO_RETURN_IF_ERROR(ctx.host->withSession(
      [&](soci::session& sql) { return findCampaign(sql, ctx.caller.website_id, id, &c); }));
  return c;
}

// The public campaign whose token is {token}, or 404 (also for a token that is not one).
Result<CampaignRecord> publicCampaignOf(seo::sdk::RequestContext& ctx) {
  std::string_view token = ctx.pathParam("token");
  if (!isShareToken(token)) return Status::notFound();
  CampaignRecord c;
  SEO_RETURN_IF_ERROR(ctx.host->withSession(
      [&](soci::session& sql) { return findPublicCampaign(sql, std::string(token), &c); }));
  return c;
}

}  // namespace

bool isShareToken(std::string_view text) {
  if (text.size() != kShareTokenChars) return false;
  for (char c : text) {
    if (!seo::sdk::ascii::isDigit(c) && !(c >= 'a' && c <= 'f')) return false;
  }
  return true;
}

Result<Response> onListCampaigns(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string url, websiteUrl(*ctx.host, ctx.caller.website_id));
  std::vector<CampaignRecord> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    rows = listCampaigns(sql, ctx.caller.website_id);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const CampaignRecord& c : rows) data.PushBack(campaignJson(c, url, false, a), a);
  return Response::data(std::move(data));
}

Result<Response> onCreateCampaign(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  SEO_ASSIGN_OR_RETURN(std::string keyword,
                       seo::sdk::requiredText(body, "keyword", kMaxKeywordChars));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> niche,
                       seo::sdk::bodyText(body, "niche", kMaxNicheChars));
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo website, ctx.host->findWebsite(ctx.caller.website_id));
  SEO_ASSIGN_OR_RETURN(std::string language, languageOf(body, website.language));
  SEO_ASSIGN_OR_RETURN(std::string target_domain, targetDomainOf(body, website.domain));

  CampaignRecord c;
  c.id = ctx.host->newId();
  c.website_id = website.id;
  c.organization_id = ctx.caller.payingOrganizationId();
  c.keyword = std::move(keyword);
  c.niche = std::move(niche);
  c.status = kCampaignActive;
  c.language = std::move(language);
  c.target_domain = std::move(target_domain);
  c.progress = queuedProgress();
  c.general_strategies = "[]";
  c.created_at = c.updated_at = ctx.host->now();
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    // 402 here writes nothing: the transaction rolls back.
    SEO_RETURN_IF_ERROR(
        ctx.host->credits().consume(sql, ctx, kBacklinkResearchCredits, kResearchCost));
    seo::sdk::JobRequest job;
    job.kind = kResearchJob;
    job.organization_id = c.organization_id;
    job.website_id = c.website_id;
    job.payload = researchPayload(c.id);
    job.max_attempts = kResearchAttempts;
    SEO_ASSIGN_OR_RETURN(std::string job_id, ctx.host->jobs().enqueue(sql, job));
    c.research_job_id = job_id;
    insertCampaign(sql, c);
    return Status::ok();
  }));
  return campaignAnswer(c, "https://" + website.domain, 201);
}

Result<Response> onGetCampaign(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(CampaignRecord c, campaignOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::string url, websiteUrl(*ctx.host, c.website_id));
  return campaignAnswer(c, url, 200);
}

Result<Response> onUpdateCampaign(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"niche", "is_public", "status"},
                                         "cannot be changed (writable: niche, is_public, status)"));
  bool any = body.HasMember("niche") || body.HasMember("is_public") || body.HasMember("status");
  if (!any) return Status::invalidArgument("Nothing to update: give niche, is_public or status");
  // The new values first, so a bad one writes nothing; then one transaction reads and writes.
  std::optional<std::optional<std::string>> niche;  // set when given (null clears)
  if (body.HasMember("niche")) {
    SEO_ASSIGN_OR_RETURN(niche, seo::sdk::bodyText(body, "niche", kMaxNicheChars));
  }
  std::optional<std::string> status;
  if (body.HasMember("status")) {
    if (body["status"].IsNull()) return Status::invalidField("status", kCampaignStatuses.rule());
    SEO_ASSIGN_OR_RETURN(status, seo::sdk::bodyChoice(body, "status", kCampaignStatuses, ""));
  }
  std::optional<bool> make_public;
  if (body.HasMember("is_public")) {
    if (!body["is_public"].IsBool()) {
      return Status::invalidField("is_public", "must be true or false");
    }
    make_public = body["is_public"].GetBool();
  }
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  CampaignRecord c;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(findCampaign(sql, ctx.caller.website_id, id, &c));
    if (niche) c.niche = *niche;
    if (status) c.status = *status;
    if (make_public) {
      // Publishing issues a token once; making the campaign private revokes it for good (a
      // later publication issues a new one), so a link once shared stops working when sharing
      // stops.
      if (*make_public && !c.is_public) c.public_share_token = newShareToken(*ctx.host);
      if (!*make_public) c.public_share_token.reset();
      c.is_public = *make_public;
    }
    c.updated_at = ctx.host->now();
    // Deleted meanwhile (by a writer this read did not wait for): as if never there.
    if (!updateCampaignSettings(sql, c)) return Status::notFound();
    return Status::ok();
  }));
  SEO_ASSIGN_OR_RETURN(std::string url, websiteUrl(*ctx.host, c.website_id));
  return campaignAnswer(c, url, 200);
}

Result<Response> onDeleteCampaign(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  bool deleted = false;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    deleted = deleteCampaign(sql, ctx.caller.website_id, id);
    return Status::ok();
  }));
  if (!deleted) return Status::notFound();
  return Response::success();
}

Result<Response> onGetPublicCampaign(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(CampaignRecord c, publicCampaignOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::string url, websiteUrl(*ctx.host, c.website_id));
  return campaignAnswer(c, url, 200, /*for_public=*/true);
}

Result<Response> onListPublicOpportunities(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(CampaignRecord c, publicCampaignOf(ctx));
  return opportunityPage(ctx, c, /*for_public=*/true);
}

void registerCampaigns(seo::sdk::Registrar& r) {
  const std::string kCampaign = doc::ref("BacklinkCampaign");
  r.route("GET", "/campaigns", &onListCampaigns)
      .summary("List the website's backlink campaigns", "Newest first.")
      .answers(200, doc::dataOf(doc::arrayOf(kCampaign)), "The campaigns")
      .answerExample(200, examples::kGetCampaigns200);
  r.route("POST", "/campaigns", &onCreateCampaign)
      .summary("Create a backlink research campaign",
               "Spends " + std::to_string(kResearchCost) +
                   " `backlink_research` credits and starts the research in the "
                   "background: `progress` follows it (poll GET /campaigns/{id}); opportunities "
                   "appear as they are found. A research that fails gives the credits back.")
      .body(R"({"type": "object", "required": ["keyword"], "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "keyword": {"type": "string", "minLength": 1, "maxLength": )" +
                std::to_string(kMaxKeywordChars) + R"(},
                "niche": {"type": "string", "maxLength": )" +
                std::to_string(kMaxNicheChars) + R"(},
                "language": {"type": "string", "pattern": "^[A-Za-z]{2}(-[A-Za-z]{2})?$",
                             "description": "default: the website's"},
                "target_domain": {"type": "string", "maxLength": )" +
                std::to_string(kMaxTargetDomainChars) + R"(,
                                  "description": "a host name; default: the website's domain"}}})",
            "What to research")
      .answers(201, doc::dataOf(kCampaign), "The campaign, its research queued")
      .spends(kBacklinkResearchCredits)
      .bodyExample(examples::kPostCampaignsBody)
      .answerExample(201, examples::kPostCampaigns201);
  r.route("GET", "/campaigns/{id}", &onGetCampaign)
      .summary("Read a backlink campaign and its research progress")
      .answers(200, doc::dataOf(kCampaign), "The campaign")
      .answerExample(200, examples::kGetCampaignsById200);
  r.route("PATCH", "/campaigns/{id}", &onUpdateCampaign)
      .summary("Change a campaign's niche, status or sharing",
               "`is_public: true` issues a `public_share_token`; `false` revokes it (a later "
               "publication issues a new one). Any other field is refused.")
      .body(R"({"type": "object", "minProperties": 1, "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "niche": {"type": ["string", "null"], "maxLength": )" +
                std::to_string(kMaxNicheChars) + R"(},
                "is_public": {"type": "boolean"},
                "status": )" +
                kCampaignStatuses.schema() + "}}",
            "The fields to change")
      .answers(200, doc::dataOf(kCampaign), "The campaign")
      .bodyExample(examples::kPatchCampaignsByIdBody)
      .answerExample(200, examples::kPatchCampaignsById200);
  r.route("DELETE", "/campaigns/{id}", &onDeleteCampaign)
      .summary("Delete a campaign with its opportunities and e-mails",
               "A research still running stops at its next step.")
      .answers(200, doc::kSuccess, "Deleted")
      .answerExample(200, examples::kDeleteCampaignsById200);
  opportunityListQuery(r.route("GET", "/campaigns/{id}/opportunities", &onListOpportunities))
      .summary("List a campaign's opportunities", "Most relevant first unless `sort=newest`.")
      .answers(200, doc::listOf(doc::ref("BacklinkOpportunity")), "A page of opportunities")
      .answerExample(200, examples::kGetCampaignsByIdOpportunities200);

  // The share view: no key, so its own token is all that scopes it.
  const std::string kToken =
      R"({"type": "string", "pattern": )" + doc::literal(kShareTokenPattern) + "}";
  r.route("GET", "/public/campaigns/{token}", &onGetPublicCampaign)
      .publicAccess()
      .summary("Read a shared campaign, without a key",
               "Open while the campaign is public; 404 once it is private again.")
      .parameter("path", "token", kToken, "the campaign's public_share_token", true)
      .answers(200, doc::dataOf(kCampaign), "The campaign (public_share_token is null here)")
      .answerExample(200, examples::kGetPublicCampaignsByToken200);
  opportunityListQuery(
      r.route("GET", "/public/campaigns/{token}/opportunities", &onListPublicOpportunities))
      .publicAccess()
      .summary("List a shared campaign's opportunities, without a key",
               "The research's findings only: no contact details, notes or drafts.")
      .parameter("path", "token", kToken, "the campaign's public_share_token", true)
      .answers(200, doc::listOf(doc::ref("PublicBacklinkOpportunity")), "A page of opportunities")
      .answerExample(200, examples::kGetPublicCampaignsByTokenOpportunities200);

  // The research a new campaign starts, and its webhook events (docs/webhooks.md), emitted by
  // the host as each job's end is recorded.
  r.job(kResearchJob, &onResearch);
  r.event("backlinks.research.completed",
          "A backlink research job completed; `result` holds the opportunities it found.",
          doc::jobCompletedEvent(R"({"type": "object"})"));
  r.event("backlinks.research.failed", "A backlink research job failed for good.",
          doc::jobFailedEvent());
  r.jobEvents(kResearchJob, "backlinks.research.completed", "backlinks.research.failed");
}

}  // namespace seo::plugins::backlinks
