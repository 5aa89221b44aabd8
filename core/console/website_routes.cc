#include "core/console/website_routes.h"

#include "core/console/account_route.h"
#include "core/console/console_api_examples.h"
#include "core/tenancy/tenant_store.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {
namespace {

namespace doc = seo::sdk::doc;
using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

constexpr std::string_view kWebsiteSchema = R"j({"type": "object",
  "required": ["id", "organization_id", "domain", "name", "language", "created_at"],
  "properties": {
    "id": {"type": "string", "format": "uuid"},
    "organization_id": {"type": "string", "format": "uuid"},
    "domain": {"type": "string"},
    "name": {"type": "string"},
    "language": {"type": "string"},
    "created_at": {"type": "string", "format": "date-time"}}})j";

rapidjson::Value websiteJson(const Website& w, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(w.id, a), a);
  v.AddMember("organization_id", string(w.organization_id, a), a);
  v.AddMember("domain", string(w.domain, a), a);
  v.AddMember("name", string(w.name, a), a);
  v.AddMember("language", string(w.language, a), a);
  v.AddMember("created_at", string(w.created_at, a), a);
  return v;
}

Result<Response> onListWebsites(RequestContext& ctx, Database& db) {
  // WebsiteStore::list("") is every organization's: never for a request (a caller always has one).
  if (ctx.caller.organization_id.empty()) return Status::notFound();
  SEO_ASSIGN_OR_RETURN(std::vector<Website> sites,
                       WebsiteStore(db).list(ctx.caller.organization_id));
  rapidjson::Document d(rapidjson::kArrayType);
  for (const Website& w : sites) d.PushBack(websiteJson(w, d.GetAllocator()), d.GetAllocator());
  return Response::data(std::move(d));
}

// Adding a website is the organization's managers' (owner, admin): it takes a place others'
// keys and pages then act on.
Result<Response> onCreateWebsite(RequestContext& ctx, Database& db) {
  SEO_RETURN_IF_ERROR(
      requireManager(ctx, db, "Only an owner or admin of the organization adds websites").status());
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"domain", "name", "language"},
                                         "is not a field of a website (domain, name, language)"));
  // The values as given: the tenancy's rules judge and spell them, as for seoctl's.
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> domain, givenText(body, "domain"));
  if (!domain) return Status::missingField("domain");
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> name, givenText(body, "name"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> language, givenText(body, "language"));
  SEO_ASSIGN_OR_RETURN(Website site,
                       WebsiteStore(db).create(ctx.caller.organization_id, *domain,
                                               name.value_or(""), language.value_or("en")));
  rapidjson::Document d;
  rapidjson::Value v = websiteJson(site, d.GetAllocator());
  return Response::data(std::move(seo::sdk::json::setRoot(d, v)), 201);
}

}  // namespace

void registerWebsiteRoutes(Registrations& r, Database& db) {
  r.schema("Website", std::string(kWebsiteSchema));
  accountRoute(r, "GET", "/websites",
               [&db](RequestContext& ctx) { return onListWebsites(ctx, db); })
      .summary("The organization's websites", "Oldest first.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("Website"))), "The websites")
      .answerExample(200, console_examples::kGetWebsites200);
  accountRoute(r, "POST", "/websites",
               [&db](RequestContext& ctx) { return onCreateWebsite(ctx, db); })
      .summary("Add a website", "To the organization; owners and admins only.")
      .body(R"j({"type": "object", "required": ["domain"], "properties": {
               "domain": {"type": "string", "maxLength": 253, "description": "a host name, e.g. example.com"},
               "name": {"type": "string", "maxLength": 200, "description": "default: the domain"},
               "language": {"type": "string", "description": "ISO 639-1, e.g. en (the default) or pt-BR"}}})j",
            "The website")
      .answers(201, doc::dataOf(doc::ref("Website")), "The website")
      .fails(403, "the caller is not an owner or admin of the organization")
      .bodyExample(console_examples::kPostWebsitesBody)
      .answerExample(201, console_examples::kPostWebsites201);
}

}  // namespace seo::core
