#include "plugins/backlinks/outreach_commands.h"

#include <sstream>

#include "plugins/backlinks/do_not_contact.h"
#include "plugins/backlinks/smtp_settings.h"

namespace seo::plugins::backlinks {

using seo::sdk::CommandContext;
using seo::sdk::onlyFlags;
using seo::sdk::requiredFlag;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using Doc = rapidjson::Document;

namespace {

// A write that names an organization the server does not have fails its foreign key.
Status organizationWrite(CommandContext& cmd, const std::string& organization,
                         const seo::sdk::SessionFn& write) {
  Status s = cmd.host->withTransaction(write);
  if (!s.isOk() && s.message().find("FOREIGN KEY") != std::string::npos) {
    return Status::notFound("unknown organization: " + organization);
  }
  if (!s.isOk() && s.message().find("foreign key") != std::string::npos) {
    return Status::notFound("unknown organization: " + organization);
  }
  return s;
}

Result<Doc> onSmtpSet(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"organization", "host", "port", "security", "username",
                                      "password-file", "from-address", "from-name"}));
  SEO_ASSIGN_OR_RETURN(std::string organization, requiredFlag(cmd, "organization"));
  // The flags as the PUT body's JSON, so both are read and checked by one function.
  Doc body(rapidjson::kObjectType);
  auto& a = body.GetAllocator();
  auto put = [&](const char* flag, const char* member) {
    if (std::optional<std::string_view> v = cmd.flag(flag)) {
      body.AddMember(rapidjson::StringRef(member), string(*v, a), a);
    }
  };
  put("host", "host");
  put("security", "security");
  put("username", "username");
  put("from-address", "from_address");
  put("from-name", "from_name");
  if (std::optional<std::string_view> port = cmd.flag("port")) {
    std::int64_t value = 0;
    if (!seo::sdk::internal::parseDigits(*port, &value)) {
      return Status::invalidArgument("--port must be a number from 1 to 65535");
    }
    body.AddMember("port", value, a);
  }
  if (cmd.flag("password-file")) {
    SEO_ASSIGN_OR_RETURN(std::string password, seo::sdk::firstLineOfFile(cmd, "password-file"));
    body.AddMember("password", string(password, a), a);
  }
  SmtpSettings saved;
  SEO_RETURN_IF_ERROR(organizationWrite(cmd, organization, [&](soci::session& sql) {
    SEO_ASSIGN_OR_RETURN(saved,
                         readSmtpSettings(*cmd.host, body, findSmtpSettings(sql, organization)));
    saved.organization_id = organization;
    saved.updated_at = cmd.host->now();
    saveSmtpSettings(sql, saved);
    return Status::ok();
  }));
  Doc out;
  rapidjson::Value v = smtpSettingsJson(saved, out.GetAllocator());
  return std::move(seo::sdk::json::setRoot(out, v));
}

Result<Doc> onSmtpShow(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"organization"}));
  SEO_ASSIGN_OR_RETURN(std::string organization, requiredFlag(cmd, "organization"));
  std::optional<SmtpSettings> s;
  SEO_RETURN_IF_ERROR(cmd.host->withSession([&](soci::session& sql) {
    s = findSmtpSettings(sql, organization);
    return Status::ok();
  }));
  if (!s) return Status::notFound("no SMTP settings for organization " + organization);
  Doc out;
  rapidjson::Value v = smtpSettingsJson(*s, out.GetAllocator());
  return std::move(seo::sdk::json::setRoot(out, v));
}

Result<Doc> onSmtpClear(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"organization"}));
  SEO_ASSIGN_OR_RETURN(std::string organization, requiredFlag(cmd, "organization"));
  bool deleted = false;
  SEO_RETURN_IF_ERROR(cmd.host->withTransaction([&](soci::session& sql) {
    deleted = deleteSmtpSettings(sql, organization);
    return Status::ok();
  }));
  if (!deleted) return Status::notFound("no SMTP settings for organization " + organization);
  Doc out(rapidjson::kObjectType);
  out.AddMember("cleared", true, out.GetAllocator());
  return out;
}

Result<std::string> emailFlag(const CommandContext& cmd) {
  SEO_ASSIGN_OR_RETURN(std::string email, requiredFlag(cmd, "email"));
  if (!seo::sdk::isEmailAddress(email)) {
    return Status::invalidArgument("--email must be an e-mail address");
  }
  return listKey(email);
}

Result<Doc> onDoNotContactAdd(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"organization", "email", "reason"}));
  SEO_ASSIGN_OR_RETURN(std::string organization, requiredFlag(cmd, "organization"));
  DoNotContactEntry entry;
  SEO_ASSIGN_OR_RETURN(entry.email, emailFlag(cmd));
  if (std::optional<std::string_view> reason = cmd.flag("reason")) {
    if (reason->empty() || !seo::sdk::utf8::isCleanText(*reason)) {
      return Status::invalidArgument("--reason must be text");
    }
    entry.reason = std::string(*reason);
  }
  entry.created_at = cmd.host->now();
  bool added = false;
  SEO_RETURN_IF_ERROR(organizationWrite(cmd, organization, [&](soci::session& sql) {
    added = addDoNotContact(sql, organization, entry);
    return Status::ok();
  }));
  Doc out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("email", string(entry.email, a), a);
  out.AddMember("added", added, a);
  return out;
}

Result<Doc> onDoNotContactRemove(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"organization", "email"}));
  SEO_ASSIGN_OR_RETURN(std::string organization, requiredFlag(cmd, "organization"));
  SEO_ASSIGN_OR_RETURN(std::string email, emailFlag(cmd));
  bool removed = false;
  SEO_RETURN_IF_ERROR(cmd.host->withTransaction([&](soci::session& sql) {
    removed = removeDoNotContact(sql, organization, email);
    return Status::ok();
  }));
  if (!removed) return Status::notFound(email + " is not on the list");
  Doc out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("email", string(email, a), a);
  out.AddMember("removed", true, a);
  return out;
}

Result<Doc> onDoNotContactList(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"organization"}));
  SEO_ASSIGN_OR_RETURN(std::string organization, requiredFlag(cmd, "organization"));
  std::vector<DoNotContactEntry> entries;
  SEO_RETURN_IF_ERROR(cmd.host->withSession([&](soci::session& sql) {
    entries = listDoNotContact(sql, organization);
    return Status::ok();
  }));
  Doc out(rapidjson::kArrayType);
  auto& a = out.GetAllocator();
  for (const DoNotContactEntry& e : entries) out.PushBack(doNotContactJson(e, a), a);
  return out;
}

}  // namespace

void registerOutreachCommands(seo::sdk::Registrar& r) {
  r.command("smtp-set",
            "--organization ID --host HOST --from-address ADDRESS [--port N] [--security "
            "starttls|tls] [--username USER --password-file PATH] [--from-name NAME]   sets the "
            "organization's mail server for outreach (TLS always; the password is read from "
            "the file's first line and stored sealed)",
            &onSmtpSet);
  r.command("smtp-show", "--organization ID   shows the organization's mail server (no password)",
            &onSmtpShow);
  r.command("smtp-clear", "--organization ID   removes the organization's mail server settings",
            &onSmtpClear);
  r.command("do-not-contact-add",
            "--organization ID --email ADDRESS [--reason TEXT]   never mail this address",
            &onDoNotContactAdd);
  r.command("do-not-contact-remove",
            "--organization ID --email ADDRESS   takes the address off the do-not-contact list",
            &onDoNotContactRemove);
  r.command("do-not-contact-list", "--organization ID   lists the do-not-contact addresses",
            &onDoNotContactList);
}

}  // namespace seo::plugins::backlinks
