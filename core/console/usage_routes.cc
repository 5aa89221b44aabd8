#include "core/console/usage_routes.h"

#include <chrono>

#include "core/common/clock.h"
#include "core/console/account_route.h"
#include "core/console/console_api_examples.h"
#include "core/metering/meter.h"
#include "core/metering/usage_history.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/request_values.h"

namespace seo::core {
namespace {

namespace doc = seo::sdk::doc;
using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

constexpr std::int64_t kDefaultDays = 30;
constexpr std::int64_t kMaxDays = 366;

constexpr std::string_view kUsageSchema = R"j({"type": "object", "required": ["data"],
  "properties": {"data": {"type": "object", "required": ["since", "credits", "daily"],
    "properties": {
      "since": {"type": "string", "format": "date", "description": "the first day of `daily`"},
      "credits": {"type": "array", "items": {"type": "object",
        "required": ["resource", "quota", "used", "remaining", "resets_at"],
        "properties": {"resource": {"type": "string"},
                       "quota": {"type": "integer", "minimum": 0},
                       "used": {"type": "integer", "minimum": 0},
                       "remaining": {"type": "integer", "minimum": 0},
                       "resets_at": {"type": "string", "format": "date-time"}}}},
      "daily": {"type": "array", "description": "days with use only, oldest first",
        "items": {"type": "object", "required": ["date", "resource", "credits", "overage"],
          "properties": {"date": {"type": "string", "format": "date"},
                         "resource": {"type": "string"},
                         "credits": {"type": "integer",
                                     "description": "spent less refunded that day (UTC)"},
                         "overage": {"type": "integer",
                                     "description": "of which past the quota (metered billing)"}}}}}}}})j";

constexpr std::string_view kOrganizationSchema = R"j({"type": "object",
  "required": ["id", "name", "plan", "metered_billing", "created_at"],
  "properties": {
    "id": {"type": "string", "format": "uuid"},
    "name": {"type": "string"},
    "plan": {"type": "string"},
    "metered_billing": {"type": "boolean",
                        "description": "on: an empty bucket records overage instead of answering 402"},
    "created_at": {"type": "string", "format": "date-time"}}})j";

Result<Response> onUsage(RequestContext& ctx, Database& db) {
  SEO_ASSIGN_OR_RETURN(std::int64_t days,
                       seo::sdk::queryInt(ctx, "days", kDefaultDays, 1, kMaxDays));
  const std::string since = isoTime(clockNow() - std::chrono::hours(24 * (days - 1))).substr(0, 10);
  SEO_ASSIGN_OR_RETURN(std::vector<Bucket> buckets, listBuckets(db, ctx.caller.organization_id));
  SEO_ASSIGN_OR_RETURN(std::vector<DailyUsage> daily,
                       dailyUsage(db, ctx.caller.organization_id, since));
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("since", string(since, a), a);
  rapidjson::Value credits(rapidjson::kArrayType);
  for (const Bucket& b : buckets) {
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("resource", string(b.resource, a), a);
    v.AddMember("quota", b.quota, a);
    v.AddMember("used", b.used, a);
    v.AddMember("remaining", b.quota > b.used ? b.quota - b.used : std::int64_t{0}, a);
    v.AddMember("resets_at", string(b.period_end, a), a);
    credits.PushBack(v, a);
  }
  d.AddMember("credits", credits, a);
  rapidjson::Value by_day(rapidjson::kArrayType);
  for (const DailyUsage& u : daily) {
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("date", string(u.date, a), a);
    v.AddMember("resource", string(u.resource, a), a);
    v.AddMember("credits", u.credits, a);
    v.AddMember("overage", u.overage, a);
    by_day.PushBack(v, a);
  }
  d.AddMember("daily", by_day, a);
  return Response::data(std::move(d));
}

Result<Response> organizationAnswer(RequestContext& ctx, Database& db) {
  SEO_ASSIGN_OR_RETURN(Organization org,
                       OrganizationStore(db).find(ctx.caller.organization_id));
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("id", string(org.id, a), a);
  d.AddMember("name", string(org.name, a), a);
  d.AddMember("plan", string(org.plan, a), a);
  d.AddMember("metered_billing", org.metered_billing, a);
  d.AddMember("created_at", string(org.created_at, a), a);
  return Response::data(std::move(d));
}

// The name is the managers'; metered billing, which lets the organization spend past its quota
// and be billed for it, is the owners' alone.
Result<Response> onChangeOrganization(RequestContext& ctx, Database& db) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"name", "metered_billing"},
                                         "cannot be changed (name, metered_billing)"));
  SEO_ASSIGN_OR_RETURN(
      std::string role,
      requireManager(ctx, db, "Only an owner or admin of the organization changes it"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> name, givenText(body, "name"));
  std::optional<bool> metered;
  if (body.HasMember("metered_billing")) {
    SEO_ASSIGN_OR_RETURN(bool value, seo::sdk::bodyBool(body, "metered_billing", false));
    metered = value;
    if (role != kOwnerRole) {
      return Status::permissionDenied("Only an owner turns metered billing on or off");
    }
  }
  OrganizationStore organizations(db);
  const std::string& organization_id = ctx.caller.organization_id;
  if (name) SEO_RETURN_IF_ERROR(organizations.rename(organization_id, *name));
  if (metered) SEO_RETURN_IF_ERROR(organizations.setMeteredBilling(organization_id, *metered));
  return organizationAnswer(ctx, db);
}

}  // namespace

void registerUsageRoutes(Registrations& r, Database& db) {
  accountRoute(r, "GET", "/usage", [&db](RequestContext& ctx) { return onUsage(ctx, db); })
      .summary("Credits and their daily use",
               "Each credit bucket of the organization this period, and what the usage ledger "
               "recorded day by day (UTC) over the last `days` days, today included.")
      .query("days", doc::integer(1, kMaxDays), "how many days of daily use (default 30)")
      .answers(200, kUsageSchema, "The buckets and the daily use")
      .answerExample(200, console_examples::kGetUsage200);
}

void registerOrganizationRoutes(Registrations& r, Database& db) {
  r.schema("Organization", std::string(kOrganizationSchema));
  const std::string organization = doc::dataOf(doc::ref("Organization"));
  accountRoute(r, "GET", "/organization",
               [&db](RequestContext& ctx) { return organizationAnswer(ctx, db); })
      .summary("The organization you act in")
      .answers(200, organization, "The organization")
      .answerExample(200, console_examples::kGetOrganization200);
  accountRoute(r, "PATCH", "/organization",
               [&db](RequestContext& ctx) { return onChangeOrganization(ctx, db); })
      .summary("Change the organization",
               "Its name (owners and admins), and metered billing (owners only): on, a spend "
               "past an empty bucket is recorded as overage instead of answering 402.")
      .body(R"j({"type": "object", "properties": {
               "name": {"type": "string", "minLength": 1, "maxLength": 200},
               "metered_billing": {"type": "boolean"}}})j",
            "What to change")
      .answers(200, organization, "The organization")
      .fails(403, "the caller is not an owner or admin, or not an owner for metered_billing")
      .bodyExample(console_examples::kPatchOrganizationBody)
      .answerExample(200, console_examples::kGetOrganization200);
}

}  // namespace seo::core
