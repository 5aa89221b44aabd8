#include "plugins/backlinks/send_email_job.h"

#include "plugins/backlinks/do_not_contact.h"
#include "plugins/backlinks/opportunity_store.h"
#include "plugins/backlinks/outreach_email_store.h"
#include "plugins/backlinks/smtp_settings.h"
#include "seo/sdk/util/json_parse.h"

namespace seo::plugins::backlinks {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

Result<std::string> emailIdOf(const std::string& payload) {
  rapidjson::Document doc;
  if (!seo::sdk::json::parse(payload, doc).isOk() || !doc.IsObject() ||
      !doc.HasMember("email_id") || !doc["email_id"].IsString()) {
    return Status::invalidArgument("Invalid field: payload: not an outreach e-mail");
  }
  return std::string(doc["email_id"].GetString());
}

// Why the e-mail cannot go now, or the server to send it through.
Result<seo::sdk::MailServer> readyToSend(seo::sdk::Host& host, const OutreachEmail& email) {
  std::optional<SmtpSettings> settings;
  bool blocked = false;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    settings = findSmtpSettings(sql, email.organization_id);
    blocked = isOnDoNotContact(sql, email.organization_id, email.to_email);
    return Status::ok();
  }));
  // Both were checked when the e-mail was queued; the owner may have changed them since.
  if (blocked) {
    return Status::permissionDenied(email.to_email + " is on the do-not-contact list");
  }
  if (!settings) return Status::invalidArgument("SMTP is no longer configured");
  if (settings->from_address != email.from_address) {
    return Status::invalidArgument("the SMTP sender changed since the e-mail was queued");
  }
  return mailServerOf(host, *settings);
}

}  // namespace

std::string sendEmailPayload(const std::string& email_id) {
  rapidjson::Document doc(rapidjson::kObjectType);
  doc.AddMember("email_id", string(email_id, doc.GetAllocator()), doc.GetAllocator());
  return seo::sdk::json::text(doc);
}

Result<std::string> onDeliverEmail(seo::sdk::JobContext& job) {
  SEO_ASSIGN_OR_RETURN(std::string email_id, emailIdOf(job.payload));
  OutreachEmail email;
  Status found = job.host->withSession(
      [&](soci::session& sql) { return findOutreachEmail(sql, email_id, &email); });
  if (found.code() == seo::sdk::Code::NotFound) {
    return std::string(R"({"deleted": true})");  // its opportunity or campaign was deleted
  }
  SEO_RETURN_IF_ERROR(found);
  if (email.organization_id != job.organization_id) {
    return Status::permissionDenied("the e-mail is not this job's organization's");
  }
  if (email.status == kEmailSent) return std::string(R"({"sent": true})");  // a repeated run

  Result<seo::sdk::MailServer> server = readyToSend(*job.host, email);
  Status sent = server.isOk()
                    ? job.host->mailer().send(server.value(),
                                              {email.from_address, {email.to_email}, email.message})
                    : server.status();
  std::string now = job.host->now();
  if (sent.isOk()) {
    SEO_RETURN_IF_ERROR(job.host->withTransaction([&](soci::session& sql) {
      markEmailSent(sql, email.id, now);
      markEmailed(sql, email.opportunity_id, now);
      return Status::ok();
    }));
    rapidjson::Document out(rapidjson::kObjectType);
    auto& a = out.GetAllocator();
    out.AddMember("sent", true, a);
    out.AddMember("message_id", string(email.message_id, a), a);
    return seo::sdk::json::text(out);
  }
  bool final = seo::sdk::endsJobFailed(job, sent);
  std::string why = final ? sent.message()
                          : "attempt " + std::to_string(job.attempt) + " of " +
                                std::to_string(job.max_attempts) +
                                " failed, retrying: " + sent.message();
  Status recorded = job.host->withTransaction([&](soci::session& sql) {
    if (final) markEmailFailed(sql, email.id, why);
    markOutreach(sql, email.opportunity_id, final ? "email_failed" : "email_queued", why, now);
    return Status::ok();
  });
  if (!recorded.isOk()) {
    job.host->log(
        seo::sdk::LogLevel::Error,
        "outreach e-mail " + email.id + ": could not record a failure: " + recorded.message());
  }
  return sent;
}

}  // namespace seo::plugins::backlinks
