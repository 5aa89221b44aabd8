#include "plugins/backlinks/campaign_routes.h"

#include "plugins/backlinks/campaign_store.h"
#include "plugins/backlinks/credits.h"
#include "plugins/backlinks/opportunity_routes.h"
#include "plugins/backlinks/opportunity_store.h"
#include "plugins/backlinks/research_job.h"
#include "plugins/backlinks/research_state.h"
#include "plugins/backlinks/website_url.h"
#include "seo/sdk/util/language_code.h"

namespace seo::plugins::backlinks {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::size_t kMaxKeywordChars = 200;
constexpr std::size_t kMaxNicheChars = 200;

// An ISO 639-1 code, optionally with a region ("en", "pt-BR"); the website's by default.
Result<std::string> languageOf(const rapidjson::Value& body, const std::string& fallback) {
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> given, seo::sdk::bodyText(body, "language", 16));
  if (!given) return fallback.empty() ? std::string("en") : fallback;
  std::optional<std::string> code = seo::sdk::languageCode(*given);
  if (!code) return Status::invalidField("language", seo::sdk::kLanguageCodeRule);
  return *code;
}

Result<std::string> targetDomainOf(const rapidjson::Value& body, const std::string& fallback) {
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> given,
                       seo::sdk::bodyText(body, "target_domain", 253));
  if (!given) return fallback;
  std::string domain = seo::sdk::ascii::lower(*given);
  if (!seo::sdk::isDomainName(domain)) {
    return Status::invalidField("target_domain", "must be a host name such as example.com");
  }
  return domain;
}

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
  if (text.size() != 64) return false;
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
        ctx.host->consumeCredits(sql, ctx, kBacklinkResearchCredits, kResearchCost));
    seo::sdk::JobRequest job;
    job.kind = kResearchJob;
    job.organization_id = c.organization_id;
    job.website_id = c.website_id;
    job.payload = researchPayload(c.id);
    job.max_attempts = kResearchAttempts;
    SEO_ASSIGN_OR_RETURN(std::string job_id, ctx.host->enqueueJob(sql, job));
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
    if (body["status"].IsNull()) {
      return Status::invalidField("status", "must be one of active, paused, archived");
    }
    SEO_ASSIGN_OR_RETURN(status,
                         seo::sdk::bodyOneOf(body, "status", {"active", "paused", "archived"}, ""));
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

}  // namespace seo::plugins::backlinks
