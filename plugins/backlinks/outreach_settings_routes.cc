#include "plugins/backlinks/outreach_settings_routes.h"

#include "plugins/backlinks/api_examples.h"
#include "plugins/backlinks/do_not_contact.h"
#include "plugins/backlinks/outreach_commands.h"
#include "plugins/backlinks/smtp_settings.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::backlinks {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

Response settingsAnswer(const std::optional<SmtpSettings>& s) {
  rapidjson::Document data;
  if (s) {
    rapidjson::Value v = smtpSettingsJson(*s, data.GetAllocator());
    seo::sdk::json::setRoot(data, v);
  }
  return Response::data(std::move(data));
}

}  // namespace

Result<Response> onGetSmtpSettings(seo::sdk::RequestContext& ctx) {
  std::optional<SmtpSettings> s;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    s = findSmtpSettings(sql, ctx.caller.organization_id);
    return Status::ok();
  }));
  return settingsAnswer(s);
}

Result<Response> onPutSmtpSettings(seo::sdk::RequestContext& ctx) {
  std::optional<SmtpSettings> saved;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    std::optional<SmtpSettings> previous = findSmtpSettings(sql, ctx.caller.organization_id);
    SEO_ASSIGN_OR_RETURN(SmtpSettings s, readSmtpSettings(*ctx.host, ctx.json(), previous));
    s.organization_id = ctx.caller.organization_id;
    s.updated_at = ctx.host->now();
    saveSmtpSettings(sql, s);
    saved = std::move(s);
    return Status::ok();
  }));
  return settingsAnswer(saved);
}

Result<Response> onDeleteSmtpSettings(seo::sdk::RequestContext& ctx) {
  bool deleted = false;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    deleted = deleteSmtpSettings(sql, ctx.caller.organization_id);
    return Status::ok();
  }));
  if (!deleted) return Status::notFound();
  return Response::success();
}

Result<Response> onListDoNotContact(seo::sdk::RequestContext& ctx) {
  std::vector<DoNotContactEntry> entries;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    entries = listDoNotContact(sql, ctx.caller.organization_id);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const DoNotContactEntry& e : entries) data.PushBack(doNotContactJson(e, a), a);
  return Response::data(std::move(data));
}

Result<Response> onAddDoNotContact(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> email, seo::sdk::bodyEmail(body, "email"));
  if (!email) return Status::missingField("email");
  DoNotContactEntry entry;
  entry.email = listKey(*email);
  SEO_ASSIGN_OR_RETURN(entry.reason, seo::sdk::bodyText(body, "reason", kMaxReasonChars));
  entry.created_at = ctx.host->now();
  bool added = false;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    added = addDoNotContact(sql, ctx.caller.organization_id, entry);
    if (!added) {
      for (DoNotContactEntry& listed : listDoNotContact(sql, ctx.caller.organization_id)) {
        if (listed.email == entry.email) entry = std::move(listed);
      }
    }
    return Status::ok();
  }));
  rapidjson::Document data;
  rapidjson::Value v = doNotContactJson(entry, data.GetAllocator());
  seo::sdk::json::setRoot(data, v);
  // 201 for a new entry; 200 when the address was listed already (the stored entry stands).
  return Response::data(std::move(data), added ? 201 : 200);
}

Result<Response> onRemoveDoNotContact(seo::sdk::RequestContext& ctx) {
  std::string email(ctx.pathParam("email"));
  bool removed = false;
  if (seo::sdk::isEmailAddress(email)) {
    SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
      removed = removeDoNotContact(sql, ctx.caller.organization_id, email);
      return Status::ok();
    }));
  }
  if (!removed) return Status::notFound();
  return Response::success();
}

void registerOutreachSettings(seo::sdk::Registrar& r) {
  r.route("GET", "/outreach/smtp-settings", &onGetSmtpSettings)
      .withoutWebsite()
      .summary("Read the organization's SMTP settings", "`data` is null when none are set.")
      .answers(200, doc::dataOf(doc::nullable(doc::ref("SmtpSettings"))), "The settings")
      .answerExample(200, examples::kGetOutreachSmtpSettings200);
  r.route("PUT", "/outreach/smtp-settings", &onPutSmtpSettings)
      .withoutWebsite()
      .summary("Set the organization's SMTP settings",
               "TLS always: `starttls` (which must succeed) or `tls` (implicit). The password "
               "is stored sealed and never shown; left out, the stored one is kept while the "
               "username stays the same.")
      .body(R"({"type": "object", "required": ["host", "from_address"], "properties": {
                "host": {"type": "string", "maxLength": )" +
                std::to_string(kMaxSmtpHostChars) + R"(},
                "port": {"type": "integer", "minimum": 1, "maximum": )" +
                std::to_string(kMaxPort) + R"(,
                         "description": "default )" +
                std::to_string(kStartTlsPort) + " for starttls, " +
                std::to_string(kImplicitTlsPort) + R"( for tls"},
                "security": )" +
                doc::withMembers(kSmtpSecurities.schema(),
                                 R"("default": )" + doc::literal(kDefaultSmtpSecurity)) +
                R"(,
                "username": {"type": "string", "maxLength": )" +
                std::to_string(kMaxSmtpUsernameChars) + R"(},
                "password": {"type": "string", "maxLength": )" +
                std::to_string(kMaxSmtpPasswordChars) + R"(, "writeOnly": true},
                "from_address": {"type": "string", "format": "email"},
                "from_name": {"type": "string", "maxLength": )" +
                std::to_string(kMaxFromNameChars) + "}}}",
            "The mail server and the sender")
      .answers(200, doc::dataOf(doc::ref("SmtpSettings")), "The settings as stored")
      .bodyExample(examples::kPutOutreachSmtpSettingsBody)
      .answerExample(200, examples::kPutOutreachSmtpSettings200);
  r.route("DELETE", "/outreach/smtp-settings", &onDeleteSmtpSettings)
      .withoutWebsite()
      .summary("Remove the organization's SMTP settings")
      .answers(200, doc::kSuccess, "Removed")
      .fails(404, "No settings are set")
      .answerExample(200, examples::kDeleteOutreachSmtpSettings200);
  r.route("GET", "/outreach/do-not-contact", &onListDoNotContact)
      .withoutWebsite()
      .summary("List the organization's do-not-contact addresses")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("DoNotContactEntry"))), "The list")
      .answerExample(200, examples::kGetOutreachDoNotContact200);
  r.route("POST", "/outreach/do-not-contact", &onAddDoNotContact)
      .withoutWebsite()
      .summary("Never mail an address", "Send-email to it answers 409.")
      .body(R"({"type": "object", "required": ["email"], "properties": {
                "email": {"type": "string", "format": "email"},
                "reason": {"type": "string", "maxLength": )" +
                std::to_string(kMaxReasonChars) + "}}}",
            "The address")
      .answers(201, doc::dataOf(doc::ref("DoNotContactEntry")), "Added")
      .answers(200, doc::dataOf(doc::ref("DoNotContactEntry")), "Already listed")
      .bodyExample(examples::kPostOutreachDoNotContactBody)
      .answerExample(200, examples::kPostOutreachDoNotContact200)
      .answerExample(201, examples::kPostOutreachDoNotContact201);
  r.route("DELETE", "/outreach/do-not-contact/{email}", &onRemoveDoNotContact)
      .withoutWebsite()
      .summary("Take an address off the do-not-contact list")
      .parameter("path", "email", R"({"type": "string", "format": "email"})", "the address", true)
      .answers(200, doc::kSuccess, "Removed")
      .fails(404, "The address is not on the list")
      .answerExample(200, examples::kDeleteOutreachDoNotContactByEmail200);
  // seoctl's commands on the same settings, for an operator on the server's machine.
  registerOutreachCommands(r);
}

}  // namespace seo::plugins::backlinks
