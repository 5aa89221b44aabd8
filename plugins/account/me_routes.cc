#include "plugins/account/me_routes.h"

#include "plugins/account/api_examples.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::plugins::account {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::json::string;

namespace {

// GET /me's profile, as onGetMe writes it.
constexpr std::string_view kProfile = R"({
  "type": "object", "additionalProperties": false,
  "required": ["id", "email", "name", "organization", "plan", "website", "api_key", "credits"],
  "properties": {
    "id": {"type": "string", "format": "uuid", "description": "the user"},
    "email": {"type": "string"},
    "name": {"type": "string"},
    "organization": {"type": "object", "additionalProperties": false,
                     "required": ["id", "name", "metered_billing"],
                     "properties": {"id": {"type": "string", "format": "uuid"},
                                    "name": {"type": "string"},
                                    "metered_billing": {"type": "boolean"}}},
    "plan": {"type": "object", "additionalProperties": false, "required": ["name", "api_access"],
             "properties": {"name": {"type": "string"}, "api_access": {"type": "boolean"}}},
    "website": {"description": "the website the key is bound to",
                "oneOf": [{"type": "null"},
                          {"type": "object", "additionalProperties": false,
                           "required": ["id", "domain", "name", "language"],
                           "properties": {"id": {"type": "string", "format": "uuid"},
                                          "domain": {"type": "string"},
                                          "name": {"type": "string"},
                                          "language": {"type": "string"}}}]},
    "api_key": {"type": ["object", "null"], "additionalProperties": false,
                "description": "the key of the request; null for the console's session",
                "required": ["id", "prefix", "name"],
                "properties": {"id": {"type": "string", "format": "uuid"},
                               "prefix": {"type": "string"}, "name": {"type": "string"}}},
    "credits": {"type": "array", "items": {
      "type": "object", "additionalProperties": false,
      "required": ["resource", "quota", "used", "remaining", "resets_at"],
      "properties": {"resource": {"type": "string"},
                     "quota": {"type": "integer", "minimum": 0},
                     "used": {"type": "integer", "minimum": 0},
                     "remaining": {"type": "integer", "minimum": 0},
                     "resets_at": {"type": "string", "format": "date-time"}}}}}})";

}  // namespace

Result<Response> onGetMe(seo::sdk::RequestContext& ctx) {
  const seo::sdk::Caller& caller = ctx.caller;
  Result<seo::sdk::CallerProfile> found = ctx.host->callerProfile(ctx);
  if (!found.isOk()) return found.status();
  const seo::sdk::CallerProfile& profile = found.value();

  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("id", string(caller.user_id, a), a);
  data.AddMember("email", string(caller.user_email, a), a);
  data.AddMember("name", string(profile.user_name, a), a);

  rapidjson::Value org(rapidjson::kObjectType);
  org.AddMember("id", string(caller.organization_id, a), a);
  org.AddMember("name", string(profile.organization_name, a), a);
  org.AddMember("metered_billing", profile.metered_billing, a);
  data.AddMember("organization", org, a);

  rapidjson::Value plan(rapidjson::kObjectType);
  plan.AddMember("name", string(caller.plan, a), a);
  plan.AddMember("api_access", profile.api_access, a);
  data.AddMember("plan", plan, a);

  // The website the key is bound to, if any.
  rapidjson::Value website(rapidjson::kNullType);
  if (!profile.api_key_website_id.empty()) {
    Result<seo::sdk::WebsiteInfo> site = ctx.host->findWebsite(profile.api_key_website_id);
    if (site.isOk()) {
      const seo::sdk::WebsiteInfo& w = site.value();
      website.SetObject();
      website.AddMember("id", string(w.id, a), a);
      website.AddMember("domain", string(w.domain, a), a);
      website.AddMember("name", string(w.name, a), a);
      website.AddMember("language", string(w.language, a), a);
    } else if (site.status().code() != seo::sdk::Code::NotFound) {
      return site.status();
    }
  }
  data.AddMember("website", website, a);

  rapidjson::Value key(rapidjson::kNullType);
  if (!caller.api_key_id.empty()) {
    key.SetObject();
    key.AddMember("id", string(caller.api_key_id, a), a);
    key.AddMember("prefix", string(profile.api_key_prefix, a), a);
    key.AddMember("name", string(profile.api_key_name, a), a);
  }
  data.AddMember("api_key", key, a);

  rapidjson::Value credits(rapidjson::kArrayType);
  for (const seo::sdk::CreditBucket& b : profile.credits) {
    rapidjson::Value bucket(rapidjson::kObjectType);
    bucket.AddMember("resource", string(b.resource, a), a);
    bucket.AddMember("quota", b.quota, a);
    bucket.AddMember("used", b.used, a);
    bucket.AddMember("remaining", b.quota > b.used ? b.quota - b.used : std::int64_t{0}, a);
    bucket.AddMember("resets_at", string(b.resets_at, a), a);
    credits.PushBack(bucket, a);
  }
  data.AddMember("credits", credits, a);
  return Response::data(std::move(data));
}

void registerMe(seo::sdk::Registrar& r) {
  r.route("GET", "/me", &onGetMe)
      .openToEveryTier()
      .withoutWebsite()
      .summary("Check a key: the caller's profile and credits",
               "Works with any valid key, whatever the plan.")
      .answers(200, doc::dataOf(kProfile), "The profile")
      .answerExample(200, examples::kGetMe200);
}

}  // namespace seo::plugins::account
