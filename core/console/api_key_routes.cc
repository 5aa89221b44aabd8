#include "core/console/api_key_routes.h"

#include <algorithm>
#include <optional>

#include "core/auth/roles.h"
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
using seo::sdk::json::stringOrNull;

constexpr std::string_view kKeySchema = R"j({"type": "object",
  "required": ["id", "prefix", "name", "user_id", "website_id", "active", "created_at"],
  "properties": {
    "id": {"type": "string", "format": "uuid"},
    "key": {"type": "string", "description": "the key itself: only in the answer that creates it"},
    "prefix": {"type": "string", "description": "its first characters, to tell keys apart"},
    "name": {"type": "string"},
    "user_id": {"type": "string", "format": "uuid", "description": "whose key it is"},
    "website_id": {"type": ["string", "null"], "format": "uuid",
                   "description": "the website it acts on unless a request names another; null: none"},
    "active": {"type": "boolean"},
    "created_at": {"type": "string", "format": "date-time"},
    "last_used_at": {"type": ["string", "null"], "format": "date-time",
                     "description": "its last use, to the minute; null: never used"}}})j";

rapidjson::Value keyJson(const ApiKey& k, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(k.id, a), a);
  if (!k.secret.empty()) v.AddMember("key", string(k.secret, a), a);
  v.AddMember("prefix", string(k.prefix, a), a);
  v.AddMember("name", string(k.name, a), a);
  v.AddMember("user_id", string(k.user_id, a), a);
  v.AddMember("website_id", stringOrNull(k.website_id, a), a);
  v.AddMember("active", k.active, a);
  v.AddMember("created_at", string(k.created_at, a), a);
  v.AddMember("last_used_at", stringOrNull(k.last_used_at, a), a);
  return v;
}

// The keys the caller may see: every key of the organization for an owner or admin, else the
// caller's own.
Result<std::vector<ApiKey>> visibleKeys(RequestContext& ctx, Database& db) {
  SEO_ASSIGN_OR_RETURN(std::string role,
                       UserStore(db).roleOf(ctx.caller.organization_id, ctx.caller.user_id));
  SEO_ASSIGN_OR_RETURN(std::vector<ApiKey> keys, ApiKeyStore(db).list(ctx.caller.organization_id));
  if (managesOrganization(role)) return keys;
  std::vector<ApiKey> own;
  for (ApiKey& k : keys) {
    if (k.user_id == ctx.caller.user_id) own.push_back(std::move(k));
  }
  return own;
}

Result<Response> onList(RequestContext& ctx, Database& db) {
  SEO_ASSIGN_OR_RETURN(std::vector<ApiKey> keys, visibleKeys(ctx, db));
  rapidjson::Document d(rapidjson::kArrayType);
  for (const ApiKey& k : keys) d.PushBack(keyJson(k, d.GetAllocator()), d.GetAllocator());
  return Response::data(std::move(d));
}

// The website_id of the body: absent (nullopt), null or "" (unbound, ""), or a UUID of the
// caller's organization's.
Result<std::optional<std::string>> websiteField(RequestContext& ctx, Database& db) {
  const rapidjson::Value& body = ctx.json();
  if (!body.HasMember("website_id")) return std::optional<std::string>();
  if (body["website_id"].IsNull()) return std::optional<std::string>("");
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> id, seo::sdk::bodyUuid(body, "website_id"));
  int owned = 0;
  SEO_RETURN_IF_ERROR(db.withSession([&](soci::session& sql) {
    sql << "SELECT COUNT(*) FROM websites WHERE id = :w AND organization_id = :o", soci::use(*id),
        soci::use(ctx.caller.organization_id), soci::into(owned);
    return Status::ok();
  }));
  if (!owned) return Status::invalidField("website_id", "is not a website of the organization");
  return id;
}

Result<Response> onCreate(RequestContext& ctx, Database& db) {
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(ctx.json(), {"name"},
                                         "is not a field of a new key "
                                         "(name, website_id)"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> name, givenText(ctx.json(), "name"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> website, websiteField(ctx, db));
  SEO_ASSIGN_OR_RETURN(ApiKey key,
                       ApiKeyStore(db).create(ctx.caller.user_id, ctx.caller.organization_id,
                                                website.value_or(""), name.value_or("")));
  rapidjson::Document d;
  rapidjson::Value v = keyJson(key, d.GetAllocator());
  return Response::data(std::move(seo::sdk::json::setRoot(d, v)), 201);
}

Result<Response> onChange(RequestContext& ctx, Database& db) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(
      seo::sdk::bodyOnly(body, {"name", "active"}, "cannot be changed (name, website_id, active)"));
  ApiKeyChange change;
  SEO_ASSIGN_OR_RETURN(change.name, givenText(body, "name"));
  SEO_ASSIGN_OR_RETURN(change.website_id, websiteField(ctx, db));
  if (body.HasMember("active")) {
    SEO_ASSIGN_OR_RETURN(bool active, seo::sdk::bodyBool(body, "active", true));
    change.active = active;
  }
  // Only keys the caller may see can change: another member's is not found.
  SEO_ASSIGN_OR_RETURN(std::vector<ApiKey> keys, visibleKeys(ctx, db));
  auto key = std::find_if(keys.begin(), keys.end(), [&](const ApiKey& k) { return k.id == id; });
  if (key == keys.end()) return Status::notFound("API key not found: " + id);
  SEO_RETURN_IF_ERROR(ApiKeyStore(db).change(ctx.caller.organization_id, id, change));
  SEO_ASSIGN_OR_RETURN(keys, visibleKeys(ctx, db));
  key = std::find_if(keys.begin(), keys.end(), [&](const ApiKey& k) { return k.id == id; });
  if (key == keys.end()) return Status::notFound("API key not found: " + id);
  rapidjson::Document d;
  rapidjson::Value v = keyJson(*key, d.GetAllocator());
  return Response::data(std::move(seo::sdk::json::setRoot(d, v)));
}

}  // namespace

void registerApiKeyRoutes(Registrations& r, Database& db) {
  r.schema("ApiKey", std::string(kKeySchema));
  accountRoute(r, "GET", "/api-keys", [&db](RequestContext& ctx) { return onList(ctx, db); })
      .summary("API keys", "Every key of the organization for an owner or admin, else your own.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("ApiKey"))), "The keys")
      .answerExample(200, console_examples::kGetApiKeys200);
  accountRoute(r, "POST", "/api-keys", [&db](RequestContext& ctx) { return onCreate(ctx, db); })
      .summary("Create an API key",
               "Yours, in the organization you act in; the answer's `key` is shown this once.")
      .body(R"j({"type": "object", "properties": {
               "name": {"type": "string", "maxLength": 200},
               "website_id": {"type": ["string", "null"], "format": "uuid",
                              "description": "bind it to this website of the organization"}}})j",
            "A name and a website, both optional")
      .answers(201, doc::dataOf(doc::ref("ApiKey")), "The key, with `key`")
      .bodyExample(console_examples::kPostApiKeysBody)
      .answerExample(201, console_examples::kPostApiKeys201);
  accountRoute(r, "PATCH", "/api-keys/{id}",
               [&db](RequestContext& ctx) { return onChange(ctx, db); })
      .summary("Change an API key",
               "Rename it, bind it to a website (null: none) or turn it off (`active: false`) "
               "and on; a key turned off is refused with 403 everywhere within a second.")
      .body(R"j({"type": "object", "properties": {
               "name": {"type": "string", "maxLength": 200},
               "website_id": {"type": ["string", "null"], "format": "uuid"},
               "active": {"type": "boolean"}}})j",
            "What to change")
      .answers(200, doc::dataOf(doc::ref("ApiKey")), "The key")
      .bodyExample(console_examples::kPatchApiKeysBody)
      .answerExample(200, console_examples::kPatchApiKeys200);
}

}  // namespace seo::core
