#include "core/console/profile_routes.h"

#include "core/console/account_route.h"
#include "core/console/console_api_examples.h"
#include "core/tenancy/tenant_rules.h"
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

constexpr std::string_view kProfileSchema = R"j({"type": "object",
  "required": ["id", "email", "name"],
  "properties": {
    "id": {"type": "string", "format": "uuid"},
    "email": {"type": "string", "description": "how you sign in; an operator changes it"},
    "name": {"type": "string"}}})j";

Result<Response> profileAnswer(RequestContext& ctx, Database& db) {
  std::string email, name;
  bool found = false;
  SEO_RETURN_IF_ERROR(db.withSession([&](soci::session& sql) {
    sql << "SELECT email, name FROM users WHERE id = :u", soci::use(ctx.caller.user_id),
        soci::into(email), soci::into(name);
    found = sql.got_data();
    return Status::ok();
  }));
  if (!found) return Status::notFound();
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("id", string(ctx.caller.user_id, a), a);
  d.AddMember("email", string(email, a), a);
  d.AddMember("name", string(name, a), a);
  return Response::data(std::move(d));
}

Result<Response> onChange(RequestContext& ctx, Database& db) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"name"}, "cannot be changed (name)"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> given, givenText(body, "name"));
  if (given) {
    SEO_ASSIGN_OR_RETURN(std::string name, requiredName(*given));
    SEO_RETURN_IF_ERROR(db.withTransaction([&](soci::session& sql) {
      sql << "UPDATE users SET name = :n WHERE id = :u", soci::use(name),
          soci::use(ctx.caller.user_id);
      return Status::ok();
    }));
  }
  return profileAnswer(ctx, db);
}

}  // namespace

void registerProfileRoutes(Registrations& r, Database& db) {
  r.schema("Profile", std::string(kProfileSchema));
  const std::string profile = doc::dataOf(doc::ref("Profile"));
  accountRoute(r, "GET", "/auth/profile",
               [&db](RequestContext& ctx) { return profileAnswer(ctx, db); })
      .summary("Your profile")
      .answers(200, profile, "The profile")
      .answerExample(200, console_examples::kGetAuthProfile200);
  accountRoute(r, "PATCH", "/auth/profile",
               [&db](RequestContext& ctx) { return onChange(ctx, db); })
      .summary("Change your profile", "Your name (1 to 200 characters, one line).")
      .body(R"j({"type": "object", "properties": {
               "name": {"type": "string", "minLength": 1, "maxLength": 200}}})j",
            "What to change")
      .answers(200, profile, "The profile")
      .bodyExample(console_examples::kPatchAuthProfileBody)
      .answerExample(200, console_examples::kGetAuthProfile200);
}

}  // namespace seo::core
