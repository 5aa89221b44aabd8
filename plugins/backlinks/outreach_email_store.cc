#include "plugins/backlinks/outreach_email_store.h"

#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::backlinks {

using seo::sdk::Status;

void insertOutreachEmail(soci::session& sql, const OutreachEmail& e) {
  sql << "INSERT INTO backlink_outreach_emails (id, opportunity_id, organization_id, from_address, "
         "to_email, subject, message, message_id, status, created_at) VALUES (:i, :o, :g, :f, "
         ":t, :s, :m, :mi, :st, :c)",
      soci::use(e.id), soci::use(e.opportunity_id), soci::use(e.organization_id),
      soci::use(e.from_address), soci::use(e.to_email), soci::use(e.subject), soci::use(e.message),
      soci::use(e.message_id), soci::use(e.status), soci::use(e.created_at);
}

Status findOutreachEmail(soci::session& sql, const std::string& id, OutreachEmail* out) {
  OutreachEmail e;
  sql << "SELECT id, opportunity_id, organization_id, from_address, to_email, subject, message, "
         "message_id, status, error, created_at, sent_at FROM backlink_outreach_emails WHERE id = "
         ":i",
      soci::use(id), soci::into(e.id), soci::into(e.opportunity_id), soci::into(e.organization_id),
      soci::into(e.from_address), soci::into(e.to_email), soci::into(e.subject),
      soci::into(e.message), soci::into(e.message_id), soci::into(e.status), soci::into(e.error),
      soci::into(e.created_at), soci::into(e.sent_at);
  if (!sql.got_data()) return Status::notFound();
  *out = std::move(e);
  return Status::ok();
}

void markEmailSent(soci::session& sql, const std::string& id, const std::string& now) {
  const std::string status = kEmailSent;
  sql << "UPDATE backlink_outreach_emails SET status = :s, error = NULL, sent_at = :n WHERE id = "
         ":i",
      soci::use(status), soci::use(now), soci::use(id);
}

void markEmailFailed(soci::session& sql, const std::string& id, const std::string& error) {
  const std::string status = kEmailFailed;
  sql << "UPDATE backlink_outreach_emails SET status = :s, error = :e WHERE id = :i",
      soci::use(status), soci::use(error), soci::use(id);
}

}  // namespace seo::plugins::backlinks
