#include "plugins/backlinks/opportunity_routes.h"

#include <charconv>
#include <system_error>

#include "plugins/backlinks/api_examples.h"
#include "plugins/backlinks/backlinks_values.h"
#include "plugins/backlinks/campaign_store.h"
#include "plugins/backlinks/opportunity.h"
#include "plugins/backlinks/opportunity_json.h"
#include "plugins/backlinks/opportunity_store.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/choices.h"
#include "seo/sdk/util/json_optional.h"

namespace seo::plugins::backlinks {

namespace doc = seo::sdk::doc;
namespace json = seo::sdk::json;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

Result<OpportunityFilter> filterOf(const seo::sdk::RequestContext& ctx) {
  OpportunityFilter filter;
  if (ctx.queryParam("status")) {
    SEO_ASSIGN_OR_RETURN(filter.status,
                         seo::sdk::queryChoice(ctx, "status", kOpportunityStatuses, ""));
  }
  SEO_ASSIGN_OR_RETURN(filter.strategy, seo::sdk::queryText(ctx, "strategy", kMaxStrategyChars));
  SEO_ASSIGN_OR_RETURN(std::int64_t min,
                       seo::sdk::queryInt(ctx, "min_relevance", -1, 0, kMaxRelevanceScore));
  if (min >= 0) filter.min_relevance = static_cast<int>(min);
  SEO_ASSIGN_OR_RETURN(std::string sort,
                       seo::sdk::queryChoice(ctx, "sort", kOpportunityOrders, "relevance"));
  filter.newest_first = sort == "newest";
  return filter;
}

// Reads the body's writable fields into `o`; 400 for any other field, a bad value, or none.
Result<rapidjson::Document> applyUpdate(const rapidjson::Value& body, OpportunityRecord& o) {
  if (!body.IsObject()) return Status::invalidArgument("The body must be a JSON object");
  rapidjson::Document updated(rapidjson::kObjectType);
  auto& a = updated.GetAllocator();
  for (const auto& m : body.GetObject()) {
    std::string name(m.name.GetString(), m.name.GetStringLength());
    if (name == "website_id") continue;  // the scope, read by the host
    if (name == "status") {
      if (!m.value.IsString() || !kOpportunityStatuses.contains(std::string_view(
                                     m.value.GetString(), m.value.GetStringLength()))) {
        return Status::invalidField("status", kOpportunityStatuses.rule());
      }
      o.status.assign(m.value.GetString(), m.value.GetStringLength());
      updated.AddMember("status", string(o.status, a), a);
    } else if (name == "contact_email") {
      SEO_ASSIGN_OR_RETURN(o.contact_email, seo::sdk::bodyEmail(body, "contact_email"));
      updated.AddMember("contact_email", json::orNull(o.contact_email, a), a);
    } else if (name == "contact_name") {
      SEO_ASSIGN_OR_RETURN(o.contact_name,
                           seo::sdk::bodyText(body, "contact_name", kMaxContactNameChars));
      updated.AddMember("contact_name", json::orNull(o.contact_name, a), a);
    } else if (name == "outreach_status") {
      if (m.value.IsNull()) {
        o.outreach_status.reset();
      } else if (m.value.IsString() && kWritableOutreachStatuses.contains(std::string_view(
                                           m.value.GetString(), m.value.GetStringLength()))) {
        o.outreach_status.emplace(m.value.GetString(), m.value.GetStringLength());
      } else {
        return Status::invalidField("outreach_status", kWritableOutreachStatuses.rule());
      }
      updated.AddMember("outreach_status", json::orNull(o.outreach_status, a), a);
    } else if (name == "notes") {
      SEO_ASSIGN_OR_RETURN(o.notes, seo::sdk::bodyText(body, "notes", kMaxNotesChars));
      updated.AddMember("notes", json::orNull(o.notes, a), a);
    } else {
      return Status::invalidField(name,
                                  "cannot be changed (writable: status, contact_email, "
                                  "contact_name, outreach_status, notes)");
    }
  }
  if (updated.MemberCount() == 0) {
    return Status::invalidArgument(
        "Nothing to update: give status, contact_email, contact_name, outreach_status or notes");
  }
  return updated;
}

}  // namespace

seo::sdk::RouteSpec& opportunityListQuery(seo::sdk::RouteSpec& route) {
  return doc::listed(route, kDefaultOpportunityLimit, kMaxOpportunityLimit)
      .query("status", kOpportunityStatuses.schema(), "only opportunities with this status")
      .query("strategy", doc::text(kMaxStrategyChars), "only opportunities of this strategy")
      .query("min_relevance", doc::integer(0, kMaxRelevanceScore),
             "only opportunities scored at least this")
      .query("sort", kOpportunityOrders.schema(), "order, default relevance");
}

Result<Response> opportunityPage(seo::sdk::RequestContext& ctx, const CampaignRecord& campaign,
                                 bool for_public) {
  SEO_ASSIGN_OR_RETURN(OpportunityFilter filter, filterOf(ctx));
  SEO_ASSIGN_OR_RETURN(
      seo::sdk::ListWindow window,
      seo::sdk::readListWindow(ctx, kDefaultOpportunityLimit, kMaxOpportunityLimit, 2));
  if (window.after && !filter.newest_first) {
    // By relevance the first key is a score, written into the query: a whole number 0 to
    // kMaxRelevanceScore.
    const std::string& score = (*window.after)[0];
    int relevance = -1;
    auto [end, error] = std::from_chars(score.data(), score.data() + score.size(), relevance);
    if (error != std::errc() || end != score.data() + score.size() || relevance < 0 ||
        relevance > kMaxRelevanceScore) {
      return Status::invalidField("cursor", "must be a next_cursor of this list in this order");
    }
  }
  std::string url;
  if (!for_public) {
    SEO_ASSIGN_OR_RETURN(url, websiteUrl(*ctx.host, campaign.website_id));
  }
  std::int64_t total = 0;
  std::vector<OpportunityRecord> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    if (!window.byCursor()) {
      total = countOpportunities(*ctx.host, sql, campaign.id, filter);
      if (window.page.offset() >= total) return Status::ok();  // past the end: an empty page
    }
    rows = listOpportunities(*ctx.host, sql, campaign.id, filter, window);
    return Status::ok();
  }));
  std::optional<std::string> next = seo::sdk::trimToPage(
      rows, window.page.limit,
      [&](const OpportunityRecord& o) { return opportunityKeysOf(filter, o); });
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const OpportunityRecord& o : rows) {
    data.PushBack(
        for_public ? publicOpportunityJson(o, a) : opportunityJson(o, campaign.keyword, url, a), a);
  }
  return seo::sdk::listAnswer(std::move(data), total, window, next);
}

Result<Response> onListOpportunities(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  CampaignRecord campaign;
  SEO_RETURN_IF_ERROR(ctx.host->withSession(
      [&](soci::session& sql) { return findCampaign(sql, ctx.caller.website_id, id, &campaign); }));
  return opportunityPage(ctx, campaign, /*for_public=*/false);
}

Result<Response> onUpdateOpportunity(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  rapidjson::Document updated;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    OpportunityRecord o;
    SEO_RETURN_IF_ERROR(findOpportunity(*ctx.host, sql, ctx.caller.website_id, id, &o));
    const std::string old_status = o.status;
    SEO_ASSIGN_OR_RETURN(updated, applyUpdate(ctx.json(), o));
    o.updated_at = ctx.host->now();
    updateOwnerFields(sql, o, old_status);
    return Status::ok();
  }));
  rapidjson::Document answer(rapidjson::kObjectType);
  auto& a = answer.GetAllocator();
  answer.AddMember("success", true, a);
  rapidjson::Value fields(updated, a);  // copied into the answer's allocator
  answer.AddMember("updated", fields, a);
  return Response::object(std::move(answer));
}

void registerOpportunities(seo::sdk::Registrar& r) {
  r.route("PATCH", "/opportunities/{id}", &onUpdateOpportunity)
      .summary("Update an opportunity's writable fields",
               "Only `status`, `contact_email`, `contact_name`, `outreach_status` and `notes`; "
               "any other field is refused. Null clears a field (not `status`).")
      .body(R"({"type": "object", "minProperties": 1, "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "status": )" +
                kOpportunityStatuses.schema() + R"(,
                "contact_email": {"type": ["string", "null"], "format": "email"},
                "contact_name": {"type": ["string", "null"], "maxLength": )" +
                std::to_string(kMaxContactNameChars) + R"(},
                "outreach_status": )" +
                kWritableOutreachStatuses.nullableSchema() + R"(,
                "notes": {"type": ["string", "null"], "maxLength": )" +
                std::to_string(kMaxNotesChars) + "}}}",
            "The fields to change")
      .answers(200, R"({"type": "object", "required": ["success", "updated"],
                 "additionalProperties": false, "properties": {
                 "success": {"type": "boolean", "enum": [true]},
                 "updated": {"type": "object", "description": "the fields changed, as stored"}}})",
               "The fields as stored")
      .bodyExample(examples::kPatchOpportunitiesByIdBody)
      .answerExample(200, examples::kPatchOpportunitiesById200);
}

}  // namespace seo::plugins::backlinks
