#include "plugins/backlinks/outreach_routes.h"

#include <cstdio>
#include <ctime>

#include "plugins/backlinks/api_examples.h"
#include "plugins/backlinks/backlinks_values.h"
#include "plugins/backlinks/campaign.h"
#include "plugins/backlinks/campaign_store.h"
#include "plugins/backlinks/do_not_contact.h"
#include "plugins/backlinks/opportunity.h"
#include "plugins/backlinks/opportunity_store.h"
#include "plugins/backlinks/outreach_draft.h"
#include "plugins/backlinks/outreach_email.h"
#include "plugins/backlinks/outreach_email_store.h"
#include "plugins/backlinks/outreach_message.h"
#include "plugins/backlinks/send_email_job.h"
#include "plugins/backlinks/smtp_settings.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::backlinks {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

// Seconds since the epoch of the host's ISO 8601 UTC time "YYYY-MM-DDTHH:MM:SS.mmmZ".
std::int64_t epochSeconds(const std::string& iso) {
  std::tm t{};
  if (std::sscanf(iso.c_str(), "%d-%d-%dT%d:%d:%d", &t.tm_year, &t.tm_mon, &t.tm_mday, &t.tm_hour,
                  &t.tm_min, &t.tm_sec) != 6) {
    return 0;
  }
  t.tm_year -= 1900;
  t.tm_mon -= 1;
  return static_cast<std::int64_t>(timegm(&t));
}

struct Target {
  OpportunityRecord opportunity;
  CampaignRecord campaign;
};

Status findTarget(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                  const std::string& id, Target* out) {
  SEO_RETURN_IF_ERROR(findOpportunity(host, sql, website_id, id, &out->opportunity));
  return findCampaign(sql, website_id, out->opportunity.campaign_id, &out->campaign);
}

}  // namespace

Result<Response> onGenerateEmail(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  const rapidjson::Value& body = ctx.json();
  SEO_ASSIGN_OR_RETURN(std::string tone,
                       seo::sdk::bodyChoice(body, "tone", kOutreachTones, kDefaultTone));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> sender,
                       seo::sdk::bodyLine(body, "sender_name", kMaxSenderNameChars));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> language,
                       seo::sdk::bodyText(body, "language", kMaxLanguageChars));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> instructions,
                       seo::sdk::bodyText(body, "instructions", kMaxInstructionChars));

  Target t;
  std::optional<SmtpSettings> smtp;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(findTarget(*ctx.host, sql, ctx.caller.website_id, id, &t));
    smtp = findSmtpSettings(sql, ctx.caller.payingOrganizationId());
    return Status::ok();
  }));
  SEO_ASSIGN_OR_RETURN(std::string url, websiteUrl(*ctx.host, t.campaign.website_id));
  OutreachBrief brief;
  brief.keyword = t.campaign.keyword;
  brief.niche = t.campaign.niche.value_or("");
  brief.language = language.value_or(t.campaign.language);
  brief.website_url = url;
  brief.prospect_url = t.opportunity.url;
  brief.prospect_title = t.opportunity.title.value_or("");
  brief.strategy = t.opportunity.strategy;
  brief.contact_name = t.opportunity.contact_name.value_or("");
  // The sender: as given, else the SMTP settings' name, else the caller's own.
  if (sender) {
    brief.sender_name = *sender;
  } else if (smtp && smtp->from_name) {
    brief.sender_name = *smtp->from_name;
  } else if (Result<seo::sdk::CallerProfile> me = ctx.host->callerProfile(ctx); me.isOk()) {
    brief.sender_name = me.value().user_name;
  }
  brief.tone = tone;
  brief.instructions = instructions.value_or("");

  // ai_credits are spent by the host, by the answer's tokens; 402 before asking when none left.
  SEO_ASSIGN_OR_RETURN(
      seo::sdk::ModelAnswer asked,
      ctx.host->models().ask(ctx.caller.payingOrganizationId(), outreachChat(brief), {}));
  const seo::sdk::ChatAnswer& answer = asked.answer;
  OutreachDraft draft;
  if (answer.estimate) {
    draft = templateDraft(brief);
  } else {
    SEO_ASSIGN_OR_RETURN(draft, readOutreachDraft(answer.content));
  }
  OpportunityRecord& o = t.opportunity;
  o.draft_subject = draft.subject;
  o.draft_body_text = draft.body_text;
  o.draft_body_html = draft.body_html;
  o.draft_created_at = o.updated_at = ctx.host->now();
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    saveDraft(sql, o);
    return Status::ok();
  }));

  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("opportunity_id", string(o.id, a), a);
  data.AddMember("subject", string(draft.subject, a), a);
  data.AddMember("body_text", string(draft.body_text, a), a);
  data.AddMember("body_html", string(draft.body_html, a), a);
  data.AddMember("to_email", o.contact_email ? string(*o.contact_email, a) : rapidjson::Value(), a);
  data.AddMember("source", answer.estimate ? rapidjson::Value("template") : rapidjson::Value("llm"),
                 a);
  data.AddMember("model", answer.estimate ? rapidjson::Value() : string(answer.model, a), a);
  data.AddMember("total_tokens", answer.usage.total_tokens, a);
  data.AddMember("note",
                 answer.estimate ? rapidjson::Value("No LLM is configured on this server: this "
                                                    "is a fixed English template filled with the "
                                                    "opportunity's facts, not a written e-mail.")
                                 : rapidjson::Value(),
                 a);
  data.AddMember("created_at", string(*o.draft_created_at, a), a);
  return Response::data(std::move(data));
}

Result<Response> onSendEmail(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  const rapidjson::Value& body = ctx.json();
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> to, seo::sdk::bodyEmail(body, "to_email"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> subject,
                       seo::sdk::bodyLine(body, "subject", kMaxSentSubjectChars));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> text,
                       seo::sdk::bodyText(body, "body_text", kMaxSentTextChars));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> html,
                       seo::sdk::bodyText(body, "body_html", kMaxSentHtmlChars));
  if (!to) return Status::missingField("to_email");
  if (!subject) return Status::missingField("subject");
  if (!text && !html) {
    return Status::invalidArgument("Missing required field: body_text or body_html");
  }

  const std::string& organization = ctx.caller.payingOrganizationId();
  OutreachEmail email;
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    OpportunityRecord o;
    SEO_RETURN_IF_ERROR(findOpportunity(*ctx.host, sql, ctx.caller.website_id, id, &o));
    std::optional<SmtpSettings> smtp = findSmtpSettings(sql, organization);
    if (!smtp) {
      return Status::invalidArgument(
          "SMTP is not configured for this organization: set it with PUT "
          "/outreach/smtp-settings (or seoctl backlinks smtp-set) before sending");
    }
    if (isOnDoNotContact(sql, organization, *to)) {
      return Status::conflict(*to + " is on the organization's do-not-contact list");
    }
    OutreachMail mail;
    mail.from_name = smtp->from_name.value_or("");
    mail.from_address = smtp->from_address;
    mail.to_address = *to;
    mail.subject = *subject;
    mail.body_text = text.value_or("");
    mail.body_html = html.value_or("");
    mail.list_unsubscribe = "mailto:" + smtp->from_address + "?subject=unsubscribe";
    email.created_at = ctx.host->now();
    mail.date_seconds = epochSeconds(email.created_at);
    SEO_ASSIGN_OR_RETURN(ComposedMail composed, composeOutreach(mail));
    email.id = ctx.host->newId();
    email.opportunity_id = o.id;
    email.organization_id = organization;
    email.from_address = smtp->from_address;
    email.to_email = *to;
    email.subject = *subject;
    email.message = std::move(composed.message);
    email.message_id = std::move(composed.message_id);
    insertOutreachEmail(sql, email);
    seo::sdk::JobRequest job;
    job.kind = kSendEmailJob;
    job.organization_id = organization;
    job.website_id = ctx.caller.website_id;
    job.payload = sendEmailPayload(email.id);
    job.max_attempts = kSendEmailAttempts;
    SEO_RETURN_IF_ERROR(ctx.host->jobs().enqueue(sql, job).status());
    markOutreach(sql, o.id, "email_queued", std::nullopt, email.created_at);
    return Status::ok();
  });
  SEO_RETURN_IF_ERROR(s);

  rapidjson::Document answer(rapidjson::kObjectType);
  auto& a = answer.GetAllocator();
  answer.AddMember("success", true, a);
  answer.AddMember("message",
                   "Email queued for sending; the opportunity's status is updated to "
                   "outreach_sent once the mail server accepts it",
                   a);
  rapidjson::Value data(rapidjson::kObjectType);
  data.AddMember("opportunity_id", string(id, a), a);
  data.AddMember("to_email", string(email.to_email, a), a);
  data.AddMember("subject", string(email.subject, a), a);
  data.AddMember("email_id", string(email.id, a), a);
  data.AddMember("message_id", string(email.message_id, a), a);
  answer.AddMember("data", data, a);
  return Response::object(std::move(answer));
}

void registerOutreach(seo::sdk::Registrar& r) {
  r.route("POST", "/opportunities/{id}/generate-email", &onGenerateEmail)
      .callsOutside()
      .summary("Draft an outreach e-mail with the LLM",
               "Written from the campaign, the website and the opportunity; spends "
               "`ai_credits` by the tokens used; kept as the opportunity's `email_draft`. The "
               "model writes the subject and text; the HTML is rendered here from the text. "
               "Without a configured model the draft is a fixed template, `source: template`.")
      .body(
          R"({"type": "object", "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "tone": )" +
              doc::withMembers(kOutreachTones.schema(),
                               R"("default": )" + doc::literal(kDefaultTone)) +
              R"(,
                "sender_name": {"type": "string", "maxLength": )" +
              std::to_string(kMaxSenderNameChars) + R"(,
                  "description": "default: the SMTP settings' from_name, else the caller's name"},
                "language": {"type": "string", "maxLength": )" +
              std::to_string(kMaxLanguageChars) + R"(,
                             "description": "default: the campaign's"},
                "instructions": {"type": "string", "maxLength": )" +
              std::to_string(kMaxInstructionChars) + R"(,
                                 "description": "extra wishes for the writer"}}})",
          "How to write it")
      .answers(200, doc::dataOf(doc::ref("OutreachDraft")), "The draft")
      .fails(502, "The model's answer was unusable")
      .spends("ai_credits")
      .bodyExample(examples::kPostOpportunitiesByIdGenerateEmailBody)
      .answerExample(200, examples::kPostOpportunitiesByIdGenerateEmail200);
  r.route("POST", "/opportunities/{id}/send-email", &onSendEmail)
      .maxBodyBytes(kMaxSendEmailBodyBytes)
      .irreversible()  // a mail, once accepted, cannot be called back
      .summary("Send an outreach e-mail through the organization's SMTP server",
               "Checked and queued for a mail job; the opportunity becomes `outreach_sent` "
               "(outreach_status `email_sent`) once the mail server accepts it. Temporary "
               "failures are retried with backoff; the last failure is kept in "
               "`outreach_error` with outreach_status `email_failed`. The message is "
               "multipart/alternative when both bodies are given, with List-Unsubscribe.")
      .body(R"({"type": "object", "required": ["to_email", "subject"], "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "to_email": {"type": "string", "format": "email"},
                "subject": {"type": "string", "minLength": 1, "maxLength": )" +
                std::to_string(kMaxSentSubjectChars) + R"(,
                            "description": "one line: no CR or LF"},
                "body_text": {"type": "string", "maxLength": )" +
                std::to_string(kMaxSentTextChars) + R"(},
                "body_html": {"type": "string", "maxLength": )" +
                std::to_string(kMaxSentHtmlChars) + R"(}},
                "anyOf": [{"required": ["body_text"]}, {"required": ["body_html"]}]})",
            "The e-mail")
      .answers(200, R"({"type": "object", "required": ["success", "message", "data"],
                 "additionalProperties": false, "properties": {
                 "success": {"type": "boolean", "enum": [true]},
                 "message": {"type": "string"},
                 "data": {"type": "object", "additionalProperties": false,
                   "required": ["opportunity_id", "to_email", "subject", "email_id", "message_id"],
                   "properties": {
                     "opportunity_id": {"type": "string", "format": "uuid"},
                     "to_email": {"type": "string"}, "subject": {"type": "string"},
                     "email_id": {"type": "string", "format": "uuid"},
                     "message_id": {"type": "string", "description": "the Message-ID header, without brackets"}}}}})",
               "Queued")
      .fails(400, "SMTP is not configured for the organization")
      .fails(409, "The address is on the organization's do-not-contact list")
      .bodyExample(examples::kPostOpportunitiesByIdSendEmailBody)
      .answerExample(200, examples::kPostOpportunitiesByIdSendEmail200);

  // The mail job that sends what send-email queued, and its webhook events (docs/webhooks.md),
  // emitted by the host as each job's end is recorded.
  r.job(kSendEmailJob, &onDeliverEmail);
  r.event("backlinks.email.sent", "An outreach e-mail was accepted by the SMTP server.",
          doc::jobCompletedEvent(R"({"type": "object"})"));
  r.event("backlinks.email.failed", "An outreach e-mail could not be sent (attempts spent).",
          doc::jobFailedEvent());
  r.jobEvents(kSendEmailJob, "backlinks.email.sent", "backlinks.email.failed");
}

}  // namespace seo::plugins::backlinks
