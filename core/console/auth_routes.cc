#include "core/console/auth_routes.h"

#include <optional>

#include "core/auth/device_cookie.h"
#include "core/auth/password.h"
#include "core/auth/user_links.h"
#include "core/auth/user_passwords.h"
#include "core/console/console_api_examples.h"
#include "core/console/password_field.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/status_macros.h"
#include "seo/sdk/util/utf8.h"

namespace seo::core {
namespace {

namespace doc = seo::sdk::doc;
using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

constexpr std::int64_t kAuthBodyLimit = 8 * 1024;
constexpr std::size_t kMaxEmailChars = 254;
constexpr const char* kNoSession =
    "No console session: this request was authenticated with an API key";

constexpr std::string_view kSessionSchema = R"j({"type": "object",
  "required": ["id", "user", "organization_id", "role", "created_at", "last_used_at",
               "idle_until", "expires_at", "user_agent", "ip"],
  "properties": {
    "id": {"type": "string", "format": "uuid"},
    "user": {"type": "object", "required": ["id", "email"], "properties": {
      "id": {"type": "string", "format": "uuid"}, "email": {"type": "string"}}},
    "organization_id": {"type": "string", "format": "uuid",
                        "description": "the organization the session acts in"},
    "role": {"type": "string", "description": "the user's role there"},
    "csrf_token": {"type": "string", "description": "send it as X-CSRF-Token with every change made with the session; only in the answers of sign-in and GET /auth/session"},
    "current": {"type": "boolean", "description": "the session making this request (lists only)"},
    "created_at": {"type": "string", "format": "date-time"},
    "last_used_at": {"type": "string", "format": "date-time"},
    "idle_until": {"type": "string", "format": "date-time",
                   "description": "the session ends then unless used; each use moves it on"},
    "expires_at": {"type": "string", "format": "date-time",
                   "description": "the session ends then, however used"},
    "user_agent": {"type": "string"},
    "ip": {"type": "string"}}})j";

// The session of the request's cookie, or NotFound when it came with an API key.
Result<SessionRecord> currentSession(const RequestContext& ctx, ConsoleAuth& auth,
                                     std::string* token = nullptr) {
  if (ctx.header("authorization")) return Status::notFound(kNoSession);
  std::optional<std::string_view> cookie = ctx.header("cookie");
  std::optional<std::string_view> value =
      cookie ? findCookie(*cookie, auth.cookie.name) : std::nullopt;
  if (!value) return Status::notFound(kNoSession);
  if (token != nullptr) *token = std::string(*value);
  return auth.sessions.resume(*value);
}

rapidjson::Value sessionJson(const SessionRecord& s, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(s.id, a), a);
  rapidjson::Value user(rapidjson::kObjectType);
  user.AddMember("id", string(s.user_id, a), a);
  user.AddMember("email", string(s.user_email, a), a);
  v.AddMember("user", user, a);
  v.AddMember("organization_id", string(s.organization_id, a), a);
  v.AddMember("role", string(s.role, a), a);
  v.AddMember("created_at", string(s.created_at, a), a);
  v.AddMember("last_used_at", string(s.last_used_at, a), a);
  v.AddMember("idle_until", string(s.idle_until, a), a);
  v.AddMember("expires_at", string(s.expires_at, a), a);
  v.AddMember("user_agent", string(s.user_agent, a), a);
  v.AddMember("ip", string(s.ip, a), a);
  return v;
}

Response sessionAnswer(const SessionRecord& s, std::string_view token) {
  rapidjson::Document d;
  rapidjson::Value v = sessionJson(s, d.GetAllocator());
  v.AddMember("csrf_token", string(csrfTokenFor(token), d.GetAllocator()), d.GetAllocator());
  return Response::data(std::move(seo::sdk::json::setRoot(d, v)));
}

// Retry-After on a refusal for too many attempts.
Status withRetryAfter(RequestContext& ctx, Status status, int retry_after) {
  if (status.code() == seo::sdk::Code::TooManyRequests) {
    ctx.addResponseHeader("Retry-After", std::to_string(retry_after));
  }
  return status;
}

Result<Response> onSignIn(RequestContext& ctx, ConsoleAuth& auth) {
  // A page of another origin must not sign the browser in to an account of its choosing (login
  // CSRF): SameSite=Strict keeps the cookie from being set across sites; this refuses the rest.
  if (!fromOwnOrigin(ctx.header("origin"), ctx.header("host"), auth.cookie)) {
    return Status::permissionDenied("Cross-origin sign-in refused: sign in from the console");
  }
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(
      body, {"email", "password", "organization_id", "totp_code", "recovery_code"},
      "is not a sign-in field (email, password, organization_id, totp_code, recovery_code)"));
  SEO_ASSIGN_OR_RETURN(std::string email, seo::sdk::requiredText(body, "email", kMaxEmailChars));
  if (!seo::sdk::utf8::isCleanText(email)) {
    return Status::invalidField("email", "must be UTF-8 text without NUL");
  }
  SEO_ASSIGN_OR_RETURN(std::string password, passwordField(body, "password"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> organization_id,
                       seo::sdk::bodyUuid(body, "organization_id"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> totp_code,
                       seo::sdk::bodyText(body, "totp_code", 20));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> recovery_code,
                       seo::sdk::bodyText(body, "recovery_code", 40));
  SignInAttempt attempt{
      std::move(email),
      std::move(password),
      totp_code.value_or(""),
      recovery_code.value_or(""),
      organization_id.value_or(""),
      std::string(ctx.header("user-agent").value_or("")),
      ctx.client_ip,
      ctx.header("cookie") ? std::optional<std::string>(*ctx.header("cookie")) : std::nullopt};
  SignInOutcome outcome = auth.sign_in.attempt(attempt, *ctx.host);
  if (!outcome.status.isOk()) return withRetryAfter(ctx, outcome.status, outcome.retry_after);
  const StartedSession& started = outcome.session;
  ctx.addResponseHeader("Set-Cookie",
                        setSessionCookie(auth.cookie, started.token,
                                         static_cast<long>(auth.sessions.policy().max.count())));
  // This browser is now one the account has used: strangers' failures never hold it back.
  if (Result<std::string> device = setDeviceCookie(*ctx.host, auth.cookie, started.record.user_id);
      device.isOk()) {
    ctx.addResponseHeader("Set-Cookie", device.value());
  }
  return sessionAnswer(started.record, started.token);
}

Result<Response> onSignOut(RequestContext& ctx, ConsoleAuth& auth) {
  SEO_ASSIGN_OR_RETURN(SessionRecord session, currentSession(ctx, auth));
  SEO_RETURN_IF_ERROR(auth.sessions.end(session.user_id, session.id));
  ctx.addResponseHeader("Set-Cookie", clearSessionCookie(auth.cookie));
  return Response::success();
}

Result<Response> onGetSession(RequestContext& ctx, ConsoleAuth& auth) {
  std::string token;
  SEO_ASSIGN_OR_RETURN(SessionRecord session, currentSession(ctx, auth, &token));
  return sessionAnswer(session, token);
}

Result<Response> onListSessions(RequestContext& ctx, ConsoleAuth& auth) {
  Result<SessionRecord> current = currentSession(ctx, auth);
  std::string current_id = current.isOk() ? current.value().id : "";
  SEO_ASSIGN_OR_RETURN(std::vector<SessionRecord> sessions, auth.sessions.list(ctx.caller.user_id));
  rapidjson::Document d(rapidjson::kArrayType);
  auto& a = d.GetAllocator();
  for (const SessionRecord& s : sessions) {
    rapidjson::Value v = sessionJson(s, a);
    v.AddMember("current", s.id == current_id, a);
    d.PushBack(v, a);
  }
  return Response::data(std::move(d));
}

Result<Response> onEndSession(RequestContext& ctx, ConsoleAuth& auth) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  Result<SessionRecord> current = currentSession(ctx, auth);
  SEO_RETURN_IF_ERROR(auth.sessions.end(ctx.caller.user_id, id));
  if (current.isOk() && current.value().id == id) {
    ctx.addResponseHeader("Set-Cookie", clearSessionCookie(auth.cookie));
  }
  return Response::success();
}

Result<Response> onChangePassword(RequestContext& ctx, ConsoleAuth& auth) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"current_password", "new_password"},
                                         "is not a field of a password change "
                                         "(current_password, new_password)"));
  SEO_ASSIGN_OR_RETURN(std::string current_password, passwordField(body, "current_password"));
  SEO_ASSIGN_OR_RETURN(std::string new_password, passwordField(body, "new_password"));
  SEO_RETURN_IF_ERROR(checkPasswordRules(new_password, "new_password"));
  int retry_after = 0;
  if (Status s = auth.sign_in.admit(ctx.client_ip, ctx.caller.user_email, &retry_after);
      !s.isOk()) {
    return withRetryAfter(ctx, s, retry_after);
  }
  SEO_ASSIGN_OR_RETURN(std::string stored, storedPasswordHash(auth.db, ctx.caller.user_id));
  if (stored.empty()) {
    return Status::invalidField("current_password",
                                "no password is set yet: use a set-password link");
  }
  std::optional<PasswordWork::Slot> slot = auth.sign_in.passwordWork().enter(PasswordCaller::Known);
  if (!slot) return withRetryAfter(ctx, passwordWorkBusy(&retry_after), retry_after);
  if (!verifyPassword(stored, current_password)) {
    return Status::invalidField("current_password", "is not the account's password");
  }
  SEO_ASSIGN_OR_RETURN(std::string hash, hashPassword(new_password));
  Result<SessionRecord> current = currentSession(ctx, auth);
  std::string keep = current.isOk() ? current.value().id : "";
  SEO_RETURN_IF_ERROR(auth.db.withTransaction([&](soci::session& sql) {
    storePasswordHash(sql, ctx.caller.user_id, hash, keep);
    return Status::ok();
  }));
  return Response::success();
}

Result<Response> onSetPassword(RequestContext& ctx, ConsoleAuth& auth) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"token", "new_password"},
                                         "is not a field of setting a password "
                                         "(token, new_password)"));
  SEO_ASSIGN_OR_RETURN(std::string token, seo::sdk::requiredText(body, "token", 100));
  SEO_ASSIGN_OR_RETURN(std::string new_password, passwordField(body, "new_password"));
  SEO_RETURN_IF_ERROR(checkPasswordRules(new_password, "new_password"));
  // The link first: a made-up token costs a read, never a hash (tens of milliseconds of a core),
  // and one of the address's tries.
  int retry_after = 0;
  if (!auth.link_failures.hasToken(ctx.client_ip, &retry_after)) {
    return withRetryAfter(
        ctx,
        Status::tooManyRequests("Too many links that were not good from your address; retry in " +
                                std::to_string(retry_after) + " s"),
        retry_after);
  }
  if (Status link = checkUserLink(auth.db, token, kSetPasswordLink); !link.isOk()) {
    if (link.code() != seo::sdk::Code::Internal && link.code() != seo::sdk::Code::Unavailable) {
      auth.link_failures.take(ctx.client_ip, &retry_after);
    }
    return link;
  }
  std::optional<PasswordWork::Slot> slot = auth.sign_in.passwordWork().enter(PasswordCaller::Known);
  if (!slot) return withRetryAfter(ctx, passwordWorkBusy(&retry_after), retry_after);
  SEO_ASSIGN_OR_RETURN(std::string hash, hashPassword(new_password));
  slot.reset();
  SEO_RETURN_IF_ERROR(auth.db.withTransaction([&](soci::session& sql) {
    SEO_ASSIGN_OR_RETURN(std::string user_id, useUserLink(sql, token, kSetPasswordLink));
    storePasswordHash(sql, user_id, hash, "");
    return Status::ok();
  }));
  return Response::success();
}

}  // namespace

void registerAuthRoutes(Registrations& r, const std::shared_ptr<ConsoleAuth>& auth) {
  r.schema("ConsoleSession", std::string(kSessionSchema));
  const std::string session = doc::dataOf(doc::ref("ConsoleSession"));

  // Argon2id takes tens of milliseconds of a core: these run on the outbound pool, whose lane
  // also bounds how many run at once (and so the memory they take).
  r.route("POST", "/auth/sign-in", [auth](RequestContext& ctx) { return onSignIn(ctx, *auth); })
      .publicAccess()
      .withoutWebsite()
      .callsOutside()
      .maxBodyBytes(kAuthBodyLimit)
      .summary("Sign in to the console",
               "Starts a session and sets its cookie (HttpOnly, SameSite=Strict; `__Host-` and "
               "Secure when the console is served over https). Attempts are limited per address "
               "and per account; an unknown email costs the same as a wrong password.")
      .body(R"j({"type": "object", "required": ["email", "password"], "properties": {
               "email": {"type": "string", "maxLength": 254},
               "password": {"type": "string", "maxLength": 1024},
               "organization_id": {"type": "string", "format": "uuid",
                                   "description": "the organization to act in; default: the user's first"},
               "totp_code": {"type": "string", "maxLength": 20,
                             "description": "the authenticator's code, when two-factor sign-in is on"},
               "recovery_code": {"type": "string", "maxLength": 40,
                                 "description": "a recovery code in place of totp_code, good once"}}})j",
            "The account's email and password")
      .answers(200, session, "The session, with its CSRF token")
      .fails(401,
             "the email or the password is wrong (the same answer for both); or two-factor "
             "sign-in is on and no code came (`Two-factor code required: ...`), or the code is "
             "not good")
      .fails(403,
             "the account is not a member of the organization, or the request came from "
             "another origin's page")
      .fails(429, "too many attempts from the address or for the account")
      .bodyExample(console_examples::kPostAuthSignInBody)
      .answerExample(200, console_examples::kPostAuthSignIn200);

  r.route("POST", "/auth/sign-out", [auth](RequestContext& ctx) { return onSignOut(ctx, *auth); })
      .openToEveryTier()
      .withoutWebsite()
      .summary("Sign out", "Ends the request's session and removes its cookie.")
      .answers(200, doc::kSuccess, "Signed out")
      .fails(404, "the request came with an API key, not a session")
      .answerExample(200, console_examples::kSuccess);

  r.route("GET", "/auth/session", [auth](RequestContext& ctx) { return onGetSession(ctx, *auth); })
      .openToEveryTier()
      .withoutWebsite()
      .summary("The current session", "With its CSRF token: what a console page asks first.")
      .answers(200, session, "The session")
      .fails(404, "the request came with an API key, not a session")
      .answerExample(200, console_examples::kGetAuthSession200);

  r.route("GET", "/auth/sessions",
          [auth](RequestContext& ctx) { return onListSessions(ctx, *auth); })
      .openToEveryTier()
      .withoutWebsite()
      .summary("The user's sessions", "Live ones, the most recently used first.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("ConsoleSession"))), "The sessions")
      .answerExample(200, console_examples::kGetAuthSessions200);

  r.route("DELETE", "/auth/sessions/{id}",
          [auth](RequestContext& ctx) { return onEndSession(ctx, *auth); })
      .openToEveryTier()
      .withoutWebsite()
      .summary("End a session", "Any of the user's sessions, the current one included.")
      .answers(200, doc::kSuccess, "Ended")
      .answerExample(200, console_examples::kSuccess);

  r.route("PUT", "/auth/password",
          [auth](RequestContext& ctx) { return onChangePassword(ctx, *auth); })
      .openToEveryTier()
      .withoutWebsite()
      .callsOutside()
      .maxBodyBytes(kAuthBodyLimit)
      .summary("Change the password",
               "Ends every other session of the user; the one making the change stays.")
      .body(R"j({"type": "object", "required": ["current_password", "new_password"],
               "properties": {"current_password": {"type": "string", "maxLength": 1024},
                              "new_password": {"type": "string", "minLength": 8,
                                               "maxLength": 1024}}})j",
            "The password now and the new one (8 characters or more)")
      .answers(200, doc::kSuccess, "Changed")
      .fails(429, "too many attempts from the address or for the account")
      .bodyExample(console_examples::kPutAuthPasswordBody)
      .answerExample(200, console_examples::kSuccess);

  r.route("POST", "/auth/password/set",
          [auth](RequestContext& ctx) { return onSetPassword(ctx, *auth); })
      .publicAccess()
      .withoutWebsite()
      .callsOutside()
      .maxBodyBytes(kAuthBodyLimit)
      .summary("Set a password with a single-use link",
               "The token of a link from `seoctl user reset-link` or the first start. Ends "
               "every session of the user; sign in with the new password.")
      .body(R"j({"type": "object", "required": ["token", "new_password"],
               "properties": {"token": {"type": "string", "maxLength": 100},
                              "new_password": {"type": "string", "minLength": 8,
                                               "maxLength": 1024}}})j",
            "The link's token and the new password")
      .answers(200, doc::kSuccess, "Set")
      .fails(404, "the link was used, replaced by a newer one or has ended")
      .bodyExample(console_examples::kPostAuthPasswordSetBody)
      .answerExample(200, console_examples::kSuccess);
}

}  // namespace seo::core
