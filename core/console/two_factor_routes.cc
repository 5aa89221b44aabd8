#include "core/console/two_factor_routes.h"

#include "core/auth/password.h"
#include "core/auth/two_factor.h"
#include "core/auth/user_passwords.h"
#include "core/console/console_api_examples.h"
#include "core/console/password_field.h"
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

constexpr std::int64_t kBodyLimit = 8 * 1024;

// Whether an organization of `user_id` requires two-factor sign-in of its members.
Result<bool> requiredFor(Database& db, const std::string& user_id) {
  int requiring = 0;
  SEO_RETURN_IF_ERROR(db.withSession([&](soci::session& sql) {
    sql << "SELECT COUNT(*) FROM memberships m JOIN organizations o ON o.id = m.organization_id "
           "WHERE m.user_id = :u AND o.require_two_factor <> 0",
        soci::use(user_id), soci::into(requiring);
    return Status::ok();
  }));
  return requiring > 0;
}

// The account's password, checked (and counted against the sign-in limits) before a change of
// its second factor.
Status checkPassword(RequestContext& ctx, ConsoleAuth& auth) {
  SEO_ASSIGN_OR_RETURN(std::string password, passwordField(ctx.json(), "password"));
  int retry_after = 0;
  if (Status s = auth.sign_in.admit(ctx.client_ip, ctx.caller.user_email, &retry_after);
      !s.isOk()) {
    ctx.addResponseHeader("Retry-After", std::to_string(retry_after));
    return s;
  }
  SEO_ASSIGN_OR_RETURN(std::string stored, storedPasswordHash(auth.db, ctx.caller.user_id));
  std::optional<PasswordWork::Slot> slot = auth.sign_in.passwordWork().enter(PasswordCaller::Known);
  if (!slot) {
    Status busy = passwordWorkBusy(&retry_after);
    ctx.addResponseHeader("Retry-After", std::to_string(retry_after));
    return busy;
  }
  if (stored.empty() || !verifyPassword(stored, password)) {
    return Status::invalidField("password", "is not the account's password");
  }
  return Status::ok();
}

Result<Response> onGetState(RequestContext& ctx, ConsoleAuth& auth) {
  TwoFactor two_factor(auth.db, *ctx.host);
  SEO_ASSIGN_OR_RETURN(bool enabled, two_factor.enabled(ctx.caller.user_id));
  SEO_ASSIGN_OR_RETURN(bool required, requiredFor(auth.db, ctx.caller.user_id));
  rapidjson::Document d(rapidjson::kObjectType);
  d.AddMember("enabled", enabled, d.GetAllocator());
  d.AddMember("required", required, d.GetAllocator());
  return Response::data(std::move(d));
}

Result<Response> onSetup(RequestContext& ctx, ConsoleAuth& auth) {
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(ctx.json(), {"password"}, "is not a field (password)"));
  SEO_RETURN_IF_ERROR(checkPassword(ctx, auth));
  TwoFactor two_factor(auth.db, *ctx.host);
  SEO_ASSIGN_OR_RETURN(TotpSetup setup,
                       two_factor.begin(ctx.caller.user_id, ctx.caller.user_email));
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("secret", string(setup.secret, a), a);
  d.AddMember("otpauth_url", string(setup.otpauth_url, a), a);
  return Response::data(std::move(d));
}

Result<Response> onEnable(RequestContext& ctx, ConsoleAuth& auth) {
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(ctx.json(), {"code"}, "is not a field (code)"));
  SEO_ASSIGN_OR_RETURN(std::string code, seo::sdk::requiredText(ctx.json(), "code", 20));
  TwoFactor two_factor(auth.db, *ctx.host);
  SEO_ASSIGN_OR_RETURN(std::vector<std::string> codes, two_factor.enable(ctx.caller.user_id, code));
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  rapidjson::Value list(rapidjson::kArrayType);
  for (const std::string& c : codes) list.PushBack(string(c, a), a);
  d.AddMember("recovery_codes", list, a);
  return Response::data(std::move(d));
}

Result<Response> onDisable(RequestContext& ctx, ConsoleAuth& auth) {
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(ctx.json(), {"password"}, "is not a field (password)"));
  SEO_ASSIGN_OR_RETURN(bool required, requiredFor(auth.db, ctx.caller.user_id));
  if (required) {
    return Status::conflict("An organization of this account requires two-factor sign-in");
  }
  SEO_RETURN_IF_ERROR(checkPassword(ctx, auth));
  TwoFactor two_factor(auth.db, *ctx.host);
  SEO_RETURN_IF_ERROR(two_factor.disable(ctx.caller.user_id));
  return Response::success();
}

constexpr std::string_view kPasswordBody = R"j({"type": "object", "required": ["password"],
  "properties": {"password": {"type": "string", "maxLength": 1024}}})j";

}  // namespace

void registerTwoFactorRoutes(Registrations& r, const std::shared_ptr<ConsoleAuth>& auth) {
  r.route("GET", "/auth/totp", [auth](RequestContext& ctx) { return onGetState(ctx, *auth); })
      .openToEveryTier()
      .withoutWebsite()
      .summary("Two-factor sign-in: on or off",
               "`required`: an organization of the account requires it of its members.")
      .answers(200, doc::dataOf(R"j({"type": "object", "required": ["enabled", "required"],
                                     "properties": {"enabled": {"type": "boolean"},
                                                    "required": {"type": "boolean"}}})j"),
               "The state")
      .answerExample(200, console_examples::kGetAuthTotp200);

  r.route("POST", "/auth/totp/setup", [auth](RequestContext& ctx) { return onSetup(ctx, *auth); })
      .openToEveryTier()
      .withoutWebsite()
      .callsOutside()
      .maxBodyBytes(kBodyLimit)
      .summary("Start setting up two-factor sign-in",
               "A new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) to add to an authenticator "
               "app; it is on once POST /auth/totp/enable gets a first good code.")
      .body(std::string(kPasswordBody), "The account's password")
      .answers(200, doc::dataOf(R"j({"type": "object", "required": ["secret", "otpauth_url"],
                                     "properties": {"secret": {"type": "string", "description": "base32"},
                                                    "otpauth_url": {"type": "string"}}})j"),
               "The secret, as text and as an otpauth:// link")
      .fails(409, "two-factor sign-in is already on")
      .bodyExample(console_examples::kPasswordBody)
      .answerExample(200, console_examples::kPostAuthTotpSetup200);

  r.route("POST", "/auth/totp/enable", [auth](RequestContext& ctx) { return onEnable(ctx, *auth); })
      .openToEveryTier()
      .withoutWebsite()
      .maxBodyBytes(kBodyLimit)
      .summary("Turn two-factor sign-in on",
               "With the authenticator's current code. Answers ten single-use recovery codes, "
               "shown this once: each signs in once in place of a code.")
      .body(R"j({"type": "object", "required": ["code"],
               "properties": {"code": {"type": "string", "maxLength": 20}}})j",
            "The current code")
      .answers(200, doc::dataOf(R"j({"type": "object", "required": ["recovery_codes"],
                                     "properties": {"recovery_codes": {"type": "array",
                                       "items": {"type": "string"}}}})j"),
               "The recovery codes")
      .fails(409, "no setup is pending")
      .bodyExample(console_examples::kPostAuthTotpEnableBody)
      .answerExample(200, console_examples::kPostAuthTotpEnable200);

  r.route("POST", "/auth/totp/disable",
          [auth](RequestContext& ctx) { return onDisable(ctx, *auth); })
      .openToEveryTier()
      .withoutWebsite()
      .callsOutside()
      .maxBodyBytes(kBodyLimit)
      .summary("Turn two-factor sign-in off", "Forgets the secret and the recovery codes.")
      .body(std::string(kPasswordBody), "The account's password")
      .answers(200, doc::kSuccess, "Off")
      .fails(409, "an organization of the account requires it")
      .bodyExample(console_examples::kPasswordBody)
      .answerExample(200, console_examples::kSuccess);
}

}  // namespace seo::core
