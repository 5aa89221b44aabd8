#include "plugins/backlinks/organization_mail.h"

#include <chrono>

#include "plugins/backlinks/outreach_message.h"
#include "plugins/backlinks/smtp_settings.h"
#include "seo/sdk/util/email_address.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/mail_service.h"
#include "seo/sdk/util/request_values.h"

namespace seo::plugins::backlinks {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

struct Message {
  std::string to;
  std::string subject;
  std::string text;
};

Result<Message> readMessage(std::string_view json) {
  rapidjson::Document doc;
  if (!seo::sdk::json::parse(json, doc).isOk() || !doc.IsObject()) {
    return Status::invalidArgument("Invalid field: request: must be a JSON object");
  }
  Message m;
  SEO_ASSIGN_OR_RETURN(m.to, seo::sdk::requiredText(doc, "to", 254));
  if (!seo::sdk::isEmailAddress(m.to))
    return Status::invalidField("to", "must be an e-mail address");
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> subject,
                       seo::sdk::bodyLine(doc, "subject", seo::sdk::kMailSubjectMaxChars));
  if (!subject) return Status::missingField("subject");
  m.subject = *subject;
  SEO_ASSIGN_OR_RETURN(m.text, seo::sdk::requiredText(doc, "text", seo::sdk::kMailTextMaxBytes));
  return m;
}

std::string messageJson(const Message& m) {
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("to", string(m.to, a), a);
  d.AddMember("subject", string(m.subject, a), a);
  d.AddMember("text", string(m.text, a), a);
  return seo::sdk::json::text(d);
}

Result<std::optional<SmtpSettings>> settingsOf(seo::sdk::Host& host,
                                               const std::string& organization_id) {
  std::optional<SmtpSettings> settings;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    settings = findSmtpSettings(sql, organization_id);
    return Status::ok();
  }));
  return settings;
}

}  // namespace

Result<std::string> onMailSend(seo::sdk::Host& host, std::string_view website_id,
                               std::string_view request) {
  SEO_ASSIGN_OR_RETURN(Message message, readMessage(request));
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo website, host.findWebsite(website_id));
  SEO_ASSIGN_OR_RETURN(std::optional<SmtpSettings> settings,
                       settingsOf(host, website.organization_id));
  if (!settings) return Status::notFound("The organization has no mail server set");
  // The message may hold a single-use link: it waits in the jobs table sealed.
  SEO_ASSIGN_OR_RETURN(std::string sealed, host.secrets().seal(messageJson(message)));
  rapidjson::Document payload(rapidjson::kObjectType);
  payload.AddMember("sealed", string(sealed, payload.GetAllocator()), payload.GetAllocator());
  seo::sdk::JobRequest job{kOrganizationMailJob, website.organization_id, website.id,
                           seo::sdk::json::text(payload)};
  SEO_RETURN_IF_ERROR(host.withTransaction(
      [&](soci::session& sql) { return host.jobs().enqueue(sql, job).status(); }));
  return std::string(R"({"queued": true})");
}

Result<std::string> onOrganizationMail(seo::sdk::JobContext& job) {
  rapidjson::Document payload;
  if (!seo::sdk::json::parse(job.payload, payload).isOk() || !payload.IsObject() ||
      !payload.HasMember("sealed") || !payload["sealed"].IsString()) {
    return Status::invalidArgument("Invalid field: payload: not an organization's mail");
  }
  SEO_ASSIGN_OR_RETURN(std::string opened, job.host->secrets().open(payload["sealed"].GetString()));
  SEO_ASSIGN_OR_RETURN(Message message, readMessage(opened));
  SEO_ASSIGN_OR_RETURN(std::optional<SmtpSettings> settings,
                       settingsOf(*job.host, job.organization_id));
  // Checked when it was queued; the owner may have removed them since.
  if (!settings) return Status::invalidArgument("SMTP is no longer configured");
  SEO_ASSIGN_OR_RETURN(seo::sdk::MailServer server, mailServerOf(*job.host, *settings));
  OutreachMail mail;
  mail.from_name = settings->from_name.value_or("");
  mail.from_address = settings->from_address;
  mail.to_address = message.to;
  mail.subject = message.subject;
  mail.body_text = message.text;
  mail.date_seconds = std::chrono::duration_cast<std::chrono::seconds>(
                          std::chrono::system_clock::now().time_since_epoch())
                          .count();
  SEO_ASSIGN_OR_RETURN(ComposedMail composed, composeOutreach(mail));
  SEO_RETURN_IF_ERROR(
      job.host->mailer().send(server, {mail.from_address, {message.to}, composed.message}));
  return std::string(R"({"sent": true})");
}

void registerOrganizationMail(seo::sdk::Registrar& r) {
  r.service(std::string(seo::sdk::kMailSendService), &onMailSend);
  r.job(kOrganizationMailJob, &onOrganizationMail);
}

}  // namespace seo::plugins::backlinks
