// The `backlink_outreach_emails` table: each e-mail send-email accepted, as composed, and how its
// delivery ended (queued, sent, failed).
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

struct OutreachEmail {
  std::string id;
  std::string opportunity_id;
  std::string organization_id;
  std::string from_address;  // the envelope sender
  std::string to_email;
  std::string subject;
  std::string message;  // RFC 5322, CRLF line ends
  std::string message_id;
  std::string status = "queued";  // queued, sent, failed
  std::optional<std::string> error;
  std::string created_at;
  std::optional<std::string> sent_at;
};

void insertOutreachEmail(soci::session& sql, const OutreachEmail& e);
seo::sdk::Status findOutreachEmail(soci::session& sql, const std::string& id, OutreachEmail* out);
void markEmailSent(soci::session& sql, const std::string& id, const std::string& now);
void markEmailFailed(soci::session& sql, const std::string& id, const std::string& error);

}  // namespace seo::plugins::backlinks
