#include "core/console/member_routes.h"

#include <algorithm>
#include <chrono>

#include "core/auth/roles.h"
#include "core/auth/user_links.h"
#include "core/console/account_route.h"
#include "core/console/console_api_examples.h"
#include "core/console/console_component.h"
#include "core/tenancy/member_store.h"
#include "core/tenancy/tenant_store.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/mail_service.h"
#include "seo/sdk/util/request_values.h"

namespace seo::core {
namespace {

namespace doc = seo::sdk::doc;
using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

constexpr std::string_view kManagersOnly =
    "Only an owner or admin of the organization manages its members";
constexpr std::string_view kOwnersOnly = "Only an owner gives or takes the owner role";

constexpr std::string_view kMemberSchema = R"j({"type": "object",
  "required": ["user_id", "email", "name", "role", "joined_at", "password_set", "two_factor"],
  "properties": {
    "user_id": {"type": "string", "format": "uuid"},
    "email": {"type": "string"},
    "name": {"type": "string"},
    "role": {"type": "string", "enum": ["owner", "admin", "member", "viewer"]},
    "joined_at": {"type": "string", "format": "date-time"},
    "password_set": {"type": "boolean",
                     "description": "false: invited, and has not set a password yet"},
    "two_factor": {"type": "boolean", "description": "two-factor sign-in is on"}}})j";

constexpr std::string_view kRoleRule = "owner, admin, member or viewer";

rapidjson::Value memberJson(const Member& m, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("user_id", string(m.user_id, a), a);
  v.AddMember("email", string(m.email, a), a);
  v.AddMember("name", string(m.name, a), a);
  v.AddMember("role", string(m.role, a), a);
  v.AddMember("joined_at", string(m.joined_at, a), a);
  v.AddMember("password_set", m.password_set, a);
  v.AddMember("two_factor", m.two_factor, a);
  return v;
}

Result<Response> memberAnswer(const Member& m, int status = 200) {
  rapidjson::Document d;
  rapidjson::Value v = memberJson(m, d.GetAllocator());
  return Response::data(std::move(seo::sdk::json::setRoot(d, v)), status);
}

Result<std::string> roleField(const rapidjson::Value& body, bool required) {
  if (!body.HasMember("role")) {
    if (required) return Status::missingField("role");
    return std::string("member");
  }
  if (!body["role"].IsString()) return Status::invalidField("role", std::string(kRoleRule));
  std::string role(body["role"].GetString(), body["role"].GetStringLength());
  if (!isRole(role)) return Status::invalidField("role", std::string(kRoleRule));
  return role;
}

// Where the invited person opens the link: the configured console address, else the address
// the inviter's own browser used (the link is shown to the inviter only).
std::string consoleOrigin(const RequestContext& ctx, const ConsoleConfig& config) {
  if (!config.public_url.empty()) return config.public_url;
  std::string_view host = ctx.header("host").value_or("");
  const bool plain =
      !host.empty() && host.size() <= 261 && std::all_of(host.begin(), host.end(), [](char c) {
        return seo::sdk::ascii::isAlpha(c) || seo::sdk::ascii::isDigit(c) || c == '.' || c == '-' ||
               c == ':' || c == '[' || c == ']';
      });
  return "http://" + std::string(plain ? host : std::string_view("localhost"));
}

// Mails the invitation through the module that keeps the organization's mail server (the
// "mail.send" service, seo/sdk/util/mail_service.h), about the organization's first website;
// false when the organization has no website or mail server, or no module offers the service.
bool mailInvitation(RequestContext& ctx, Database& db, const Member& member, const std::string& url,
                    const std::string& expires_at) {
  Result<std::vector<Website>> sites = WebsiteStore(db).list(ctx.caller.organization_id);
  Result<Organization> org = OrganizationStore(db).find(ctx.caller.organization_id);
  if (!sites.isOk() || sites.value().empty() || !org.isOk()) return false;
  rapidjson::Document request(rapidjson::kObjectType);
  auto& a = request.GetAllocator();
  request.AddMember("to", string(member.email, a), a);
  request.AddMember("subject", string("Your invitation to " + org.value().name, a), a);
  const std::string text =
      ctx.caller.user_email + " invited you to " + org.value().name + " on the SEO server, as " +
      member.role + ".\r\n\r\nSet your password to sign in (the link works once, until " +
      expires_at + "):\r\n" + url + "\r\n\r\nIf you did not expect this, ignore this message.\r\n";
  request.AddMember("text", string(text, a), a);
  Result<std::string> queued = ctx.host->services().call(
      seo::sdk::kMailSendService, sites.value().front().id, seo::sdk::json::text(request));
  return queued.isOk();
}

Result<Response> onList(RequestContext& ctx, Database& db) {
  SEO_ASSIGN_OR_RETURN(std::vector<Member> members,
                       MemberStore(db).list(ctx.caller.organization_id));
  rapidjson::Document d(rapidjson::kArrayType);
  for (const Member& m : members) d.PushBack(memberJson(m, d.GetAllocator()), d.GetAllocator());
  return Response::data(std::move(d));
}

Result<Response> onInvite(RequestContext& ctx, Database& db, const ConsoleConfig& config) {
  SEO_ASSIGN_OR_RETURN(std::string caller_role,
                       requireManager(ctx, db, std::string(kManagersOnly)));
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"email", "role", "name"},
                                         "is not a field of an invitation (email, role, name)"));
  // The values as given: the tenancy's rules judge and spell them, as for seoctl's.
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> email, givenText(body, "email"));
  if (!email) return Status::missingField("email");
  SEO_ASSIGN_OR_RETURN(std::string role, roleField(body, false));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> name, givenText(body, "name"));
  if (role == kOwnerRole && caller_role != kOwnerRole) {
    return Status::permissionDenied(std::string(kOwnersOnly));
  }
  SEO_ASSIGN_OR_RETURN(
      Invitation invitation,
      MemberStore(db).invite(ctx.caller.organization_id, *email, name.value_or(""), role));
  // A link for an owner who has not come in yet opens an owner's account: an owner's to make.
  if (invitation.again && invitation.member.role == kOwnerRole && caller_role != kOwnerRole) {
    return Status::permissionDenied(std::string(kOwnersOnly));
  }
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("member", memberJson(invitation.member, a), a);
  if (invitation.needs_link) {
    SEO_ASSIGN_OR_RETURN(NewUserLink link,
                         createUserLink(db, invitation.member.user_id, kSetPasswordLink,
                                        std::chrono::hours(config.link_hours)));
    const std::string url = setPasswordLink(consoleOrigin(ctx, config), link.token);
    d.AddMember("invite_url", string(url, a), a);
    d.AddMember("expires_at", string(link.expires_at, a), a);
    d.AddMember("mailed", mailInvitation(ctx, db, invitation.member, url, link.expires_at), a);
  } else {
    d.AddMember("invite_url", rapidjson::Value(rapidjson::kNullType), a);
    d.AddMember("expires_at", rapidjson::Value(rapidjson::kNullType), a);
    d.AddMember("mailed", false, a);
  }
  return Response::data(std::move(d), invitation.again ? 200 : 201);
}

// The member `{id}` names, after checking the caller may change it: managers change others,
// and only an owner changes an owner or makes one.
Result<Member> changeable(RequestContext& ctx, Database& db, bool makes_owner) {
  SEO_ASSIGN_OR_RETURN(std::string caller_role,
                       requireManager(ctx, db, std::string(kManagersOnly)));
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  SEO_ASSIGN_OR_RETURN(Member member, MemberStore(db).find(ctx.caller.organization_id, id));
  if ((member.role == kOwnerRole || makes_owner) && caller_role != kOwnerRole) {
    return Status::permissionDenied(std::string(kOwnersOnly));
  }
  return member;
}

Result<Response> onChange(RequestContext& ctx, Database& db) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"role"}, "cannot be changed (role)"));
  SEO_ASSIGN_OR_RETURN(std::string role, roleField(body, true));
  SEO_ASSIGN_OR_RETURN(Member member, changeable(ctx, db, role == kOwnerRole));
  MemberStore members(db);
  SEO_RETURN_IF_ERROR(members.setRole(ctx.caller.organization_id, member.user_id, role));
  SEO_ASSIGN_OR_RETURN(member, members.find(ctx.caller.organization_id, member.user_id));
  return memberAnswer(member);
}

Result<Response> onRemove(RequestContext& ctx, Database& db) {
  SEO_ASSIGN_OR_RETURN(Member member, changeable(ctx, db, false));
  SEO_RETURN_IF_ERROR(MemberStore(db).remove(ctx.caller.organization_id, member.user_id));
  return Response::success();
}

}  // namespace

void registerMemberRoutes(Registrations& r, Database& db, const ConsoleConfig& config) {
  r.schema("Member", std::string(kMemberSchema));
  const std::string member = doc::dataOf(doc::ref("Member"));
  accountRoute(r, "GET", "/members", [&db](RequestContext& ctx) { return onList(ctx, db); })
      .summary("The organization's members", "By email; every member may read the list.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("Member"))), "The members")
      .answerExample(200, console_examples::kGetMembers200);
  const std::string invited = R"j({"type": "object", "required": ["data"], "properties": {"data": {
                 "type": "object", "required": ["member", "invite_url", "expires_at", "mailed"],
                 "properties": {
                   "member": {"$ref": "#/components/schemas/Member"},
                   "invite_url": {"type": ["string", "null"],
                                  "description": "the link to set a password; null for someone with an account"},
                   "expires_at": {"type": ["string", "null"], "format": "date-time"},
                   "mailed": {"type": "boolean",
                              "description": "the link is on its way by mail too"}}}}})j";
  accountRoute(r, "POST", "/members",
               [&db, config](RequestContext& ctx) { return onInvite(ctx, db, config); })
      .summary("Invite a member",
               "Owners and admins; only an owner invites an owner. Someone new to the server "
               "gets a single-use link to set a password (`invite_url`, shown only in this "
               "answer, standing `console.link_hours`), also mailed to them (`mailed`) when a "
               "loaded module keeps the organization's mail server (it offers the `mail.send` "
               "service); someone who already has an account signs in with it and `invite_url` "
               "is null. Inviting again someone who has not set a password yet makes a new "
               "link (200).")
      .body(R"j({"type": "object", "required": ["email"], "properties": {
               "email": {"type": "string", "maxLength": 254},
               "role": {"type": "string", "enum": ["owner", "admin", "member", "viewer"],
                        "default": "member"},
               "name": {"type": "string", "maxLength": 200}}})j",
            "Who, and with which role")
      .answers(201, invited, "The member, and the link for them")
      .answers(200, invited, "Invited again: a new link, and the earlier one no longer opens")
      .fails(403, "the caller is not an owner or admin, or invites an owner without being one")
      .fails(409, "already a member, who has set a password")
      .bodyExample(console_examples::kPostMembersBody)
      .answerExample(201, console_examples::kPostMembers201)
      .answerExample(200, console_examples::kPostMembers201);
  accountRoute(r, "PATCH", "/members/{id}",
               [&db](RequestContext& ctx) { return onChange(ctx, db); })
      .summary("Change a member's role",
               "Owners and admins; only an owner changes an owner's role or makes one. Takes "
               "effect at the member's next request, keys and sessions alike.")
      .parameter("path", "id", R"({"type": "string", "format": "uuid"})", "the member's user id",
                 true)
      .body(R"j({"type": "object", "required": ["role"], "properties": {
               "role": {"type": "string", "enum": ["owner", "admin", "member", "viewer"]}}})j",
            "The new role")
      .answers(200, member, "The member")
      .fails(403, "the caller may not change this member or give this role")
      .fails(409, "the organization's last owner would lose the role")
      .bodyExample(console_examples::kPatchMembersBody)
      .answerExample(200, console_examples::kPatchMembers200);
  accountRoute(r, "DELETE", "/members/{id}",
               [&db](RequestContext& ctx) { return onRemove(ctx, db); })
      .summary("Remove a member",
               "Owners and admins; only an owner removes an owner, and never the last. The "
               "member's keys and sessions in the organization stop working at once.")
      .parameter("path", "id", R"({"type": "string", "format": "uuid"})", "the member's user id",
                 true)
      .answers(200, doc::kSuccess, "Removed")
      .fails(403, "the caller may not remove this member")
      .fails(409, "the organization's last owner")
      .answerExample(200, console_examples::kSuccess);
}

}  // namespace seo::core
