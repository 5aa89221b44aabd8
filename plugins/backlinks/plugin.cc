// The backlinks module: research campaigns (SERP footprints, prospects' pages read politely,
// scored by the LLM or a documented heuristic) with their opportunities, a public share view,
// AI-written outreach e-mails, and sending them through the organization's own SMTP server
// with a do-not-contact list.
#include <dlfcn.h>

#include "plugins/backlinks/api_examples.h"
#include "plugins/backlinks/api_schemas.h"
#include "plugins/backlinks/campaign_routes.h"
#include "plugins/backlinks/credits.h"
#include "plugins/backlinks/opportunity_routes.h"
#include "plugins/backlinks/outreach_commands.h"
#include "plugins/backlinks/outreach_routes.h"
#include "plugins/backlinks/outreach_settings_routes.h"
#include "plugins/backlinks/research_job.h"
#include "plugins/backlinks/schema.h"
#include "plugins/backlinks/send_email_job.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::backlinks {

namespace doc = seo::sdk::doc;

namespace {

// GMime registers its classes in GLib's type system, which never unloads (libgobject is
// NODELETE). If a hot swap unloaded libgmime and loaded it again, it would register them a
// second time and abort; kept loaded, the new build reuses them.
seo::sdk::Status pinGmime() {
  if (dlopen("libgmime-3.0.so.0", RTLD_LAZY | RTLD_NOLOAD | RTLD_NODELETE) == nullptr) {
    return seo::sdk::Status::internal("backlinks: cannot keep libgmime-3.0.so.0 loaded");
  }
  return seo::sdk::Status::ok();
}

// The query of both opportunity lists (opportunity_routes.h, opportunityPage).
seo::sdk::RouteSpec& opportunityQuery(seo::sdk::RouteSpec& route) {
  return doc::listed(route, 50, 500)
      .query("status",
             doc::oneOf({"new", "contacted", "outreach_sent", "replied", "won", "lost", "ignored"}),
             "only opportunities with this status")
      .query("strategy", doc::text(64), "only opportunities of this strategy")
      .query("min_relevance", doc::integer(0, 100), "only opportunities scored at least this")
      .query("sort", doc::oneOf({"relevance", "newest"}), "order, default relevance");
}

void addCampaignRoutes(seo::sdk::Registrar& r) {
  const std::string kCampaign = doc::ref("BacklinkCampaign");
  r.route("GET", "/campaigns", &onListCampaigns)
      .summary("List the website's backlink campaigns", "Newest first.")
      .answers(200, doc::dataOf(doc::arrayOf(kCampaign)), "The campaigns")
      .answerExample(200, examples::kGetCampaigns200);
  r.route("POST", "/campaigns", &onCreateCampaign)
      .summary("Create a backlink research campaign",
               "Spends 20 `backlink_research` credits and starts the research in the "
               "background: `progress` follows it (poll GET /campaigns/{id}); opportunities "
               "appear as they are found. A research that fails gives the credits back.")
      .body(R"({"type": "object", "required": ["keyword"], "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "keyword": {"type": "string", "minLength": 1, "maxLength": 200},
                "niche": {"type": "string", "maxLength": 200},
                "language": {"type": "string", "pattern": "^[A-Za-z]{2}(-[A-Za-z]{2})?$",
                             "description": "default: the website's"},
                "target_domain": {"type": "string", "maxLength": 253,
                                  "description": "a host name; default: the website's domain"}}})",
            "What to research")
      .answers(201, doc::dataOf(kCampaign), "The campaign, its research queued")
      .spends(kBacklinkResearchCredits)
      .bodyExample(examples::kPostCampaignsBody)
      .answerExample(201, examples::kPostCampaigns201);
  r.route("GET", "/campaigns/{id}", &onGetCampaign)
      .summary("Read a backlink campaign and its research progress")
      .answers(200, doc::dataOf(kCampaign), "The campaign")
      .answerExample(200, examples::kGetCampaignsById200);
  r.route("PATCH", "/campaigns/{id}", &onUpdateCampaign)
      .summary("Change a campaign's niche, status or sharing",
               "`is_public: true` issues a `public_share_token`; `false` revokes it (a later "
               "publication issues a new one). Any other field is refused.")
      .body(R"({"type": "object", "minProperties": 1, "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "niche": {"type": ["string", "null"], "maxLength": 200},
                "is_public": {"type": "boolean"},
                "status": {"type": "string", "enum": ["active", "paused", "archived"]}}})",
            "The fields to change")
      .answers(200, doc::dataOf(kCampaign), "The campaign")
      .bodyExample(examples::kPatchCampaignsByIdBody)
      .answerExample(200, examples::kPatchCampaignsById200);
  r.route("DELETE", "/campaigns/{id}", &onDeleteCampaign)
      .summary("Delete a campaign with its opportunities and e-mails",
               "A research still running stops at its next step.")
      .answers(200, doc::kSuccess, "Deleted")
      .answerExample(200, examples::kDeleteCampaignsById200);
  opportunityQuery(r.route("GET", "/campaigns/{id}/opportunities", &onListOpportunities))
      .summary("List a campaign's opportunities", "Most relevant first unless `sort=newest`.")
      .answers(200, doc::listOf(doc::ref("BacklinkOpportunity")), "A page of opportunities")
      .answerExample(200, examples::kGetCampaignsByIdOpportunities200);

  // The share view: no key, so its own token is all that scopes it.
  const std::string kToken = R"({"type": "string", "pattern": "^[0-9a-f]{64}$"})";
  r.route("GET", "/public/campaigns/{token}", &onGetPublicCampaign)
      .publicAccess()
      .summary("Read a shared campaign, without a key",
               "Open while the campaign is public; 404 once it is private again.")
      .parameter("path", "token", kToken, "the campaign's public_share_token", true)
      .answers(200, doc::dataOf(kCampaign), "The campaign (public_share_token is null here)")
      .answerExample(200, examples::kGetPublicCampaignsByToken200);
  opportunityQuery(
      r.route("GET", "/public/campaigns/{token}/opportunities", &onListPublicOpportunities))
      .publicAccess()
      .summary("List a shared campaign's opportunities, without a key",
               "The research's findings only: no contact details, notes or drafts.")
      .parameter("path", "token", kToken, "the campaign's public_share_token", true)
      .answers(200, doc::listOf(doc::ref("PublicBacklinkOpportunity")), "A page of opportunities")
          .answerExample(200, examples::kGetPublicCampaignsByTokenOpportunities200);
}

void addOpportunityRoutes(seo::sdk::Registrar& r) {
  r.route("PATCH", "/opportunities/{id}", &onUpdateOpportunity)
      .summary("Update an opportunity's writable fields",
               "Only `status`, `contact_email`, `contact_name`, `outreach_status` and `notes`; "
               "any other field is refused. Null clears a field (not `status`).")
      .body(R"({"type": "object", "minProperties": 1, "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "status": {"type": "string", "enum": ["new", "contacted", "outreach_sent",
                           "replied", "won", "lost", "ignored"]},
                "contact_email": {"type": ["string", "null"], "format": "email"},
                "contact_name": {"type": ["string", "null"], "maxLength": 200},
                "outreach_status": {"type": ["string", "null"], "enum": ["not_contacted",
                                    "email_sent", "replied", "bounced", "no_response", null]},
                "notes": {"type": ["string", "null"], "maxLength": 5000}}})",
            "The fields to change")
      .answers(200, R"({"type": "object", "required": ["success", "updated"],
                 "additionalProperties": false, "properties": {
                 "success": {"type": "boolean", "enum": [true]},
                 "updated": {"type": "object", "description": "the fields changed, as stored"}}})",
               "The fields as stored")
      .bodyExample(examples::kPatchOpportunitiesByIdBody)
      .answerExample(200, examples::kPatchOpportunitiesById200);
  r.route("POST", "/opportunities/{id}/generate-email", &onGenerateEmail)
      .callsOutside()
      .summary("Draft an outreach e-mail with the LLM",
               "Written from the campaign, the website and the opportunity; spends "
               "`ai_credits` by the tokens used; kept as the opportunity's `email_draft`. The "
               "model writes the subject and text; the HTML is rendered here from the text. "
               "Without a configured model the draft is a fixed template, `source: template`.")
      .body(R"({"type": "object", "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "tone": {"type": "string", "enum": ["friendly", "formal", "concise"],
                         "default": "friendly"},
                "sender_name": {"type": "string", "maxLength": 100,
                  "description": "default: the SMTP settings' from_name, else the caller's name"},
                "language": {"type": "string", "maxLength": 16,
                             "description": "default: the campaign's"},
                "instructions": {"type": "string", "maxLength": 1000,
                                 "description": "extra wishes for the writer"}}})",
            "How to write it")
      .answers(200, doc::dataOf(doc::ref("OutreachDraft")), "The draft")
      .fails(502, "The model's answer was unusable")
      .spends("ai_credits")
      .bodyExample(examples::kPostOpportunitiesByIdGenerateEmailBody)
      .answerExample(200, examples::kPostOpportunitiesByIdGenerateEmail200);
  r.route("POST", "/opportunities/{id}/send-email", &onSendEmail)
      .maxBodyBytes(512 * 1024)
      .summary("Send an outreach e-mail through the organization's SMTP server",
               "Checked and queued for a mail job; the opportunity becomes `outreach_sent` "
               "(outreach_status `email_sent`) once the mail server accepts it. Temporary "
               "failures are retried with backoff; the last failure is kept in "
               "`outreach_error` with outreach_status `email_failed`. The message is "
               "multipart/alternative when both bodies are given, with List-Unsubscribe.")
      .body(R"({"type": "object", "required": ["to_email", "subject"], "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "to_email": {"type": "string", "format": "email"},
                "subject": {"type": "string", "minLength": 1, "maxLength": 200,
                            "description": "one line: no CR or LF"},
                "body_text": {"type": "string", "maxLength": 100000},
                "body_html": {"type": "string", "maxLength": 200000}},
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
}

void addOutreachSettingsRoutes(seo::sdk::Registrar& r) {
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
                "host": {"type": "string", "maxLength": 253},
                "port": {"type": "integer", "minimum": 1, "maximum": 65535,
                         "description": "default 587 for starttls, 465 for tls"},
                "security": {"type": "string", "enum": ["starttls", "tls"], "default": "starttls"},
                "username": {"type": "string", "maxLength": 320},
                "password": {"type": "string", "maxLength": 1024, "writeOnly": true},
                "from_address": {"type": "string", "format": "email"},
                "from_name": {"type": "string", "maxLength": 200}}})",
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
                "reason": {"type": "string", "maxLength": 500}}})",
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
}

}  // namespace

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  if (seo::sdk::Status pinned = pinGmime(); !pinned.isOk()) return pinned;
  for (seo::sdk::Migration& m : migrations()) r.addMigration(std::move(m));
  addApiSchemas(r);
  addCampaignRoutes(r);
  addOpportunityRoutes(r);
  addOutreachSettingsRoutes(r);
  registerOutreachCommands(r);
  r.job(kResearchJob, &onResearch);
  r.job(kSendEmailJob, &onDeliverEmail);
  // Webhook events (README "Webhooks"), emitted by the host as each job's end is recorded.
  r.event("backlinks.research.completed",
          "A backlink research job completed; `result` holds the opportunities it found.",
          doc::jobCompletedEvent(R"({"type": "object"})"));
  r.event("backlinks.research.failed", "A backlink research job failed for good.",
          doc::jobFailedEvent());
  r.event("backlinks.email.sent", "An outreach e-mail was accepted by the SMTP server.",
          doc::jobCompletedEvent(R"({"type": "object"})"));
  r.event("backlinks.email.failed", "An outreach e-mail could not be sent (attempts spent).",
          doc::jobFailedEvent());
  r.jobEvents(kResearchJob, "backlinks.research.completed", "backlinks.research.failed");
  r.jobEvents(kSendEmailJob, "backlinks.email.sent", "backlinks.email.failed");
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::backlinks

SEO_PLUGIN("backlinks", "1.0.0", &seo::plugins::backlinks::onRegister)
