// An outreach e-mail: one that POST /opportunities/{id}/send-email accepted, as composed, and how
// its delivery ended (queued, sent, failed); stored in `backlink_outreach_emails`
// (outreach_email_store.h). The limits are those of the e-mail send-email is given.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace seo::plugins::backlinks {

inline constexpr std::size_t kMaxSentSubjectChars = 200;
inline constexpr std::size_t kMaxSentTextChars = 100000;
inline constexpr std::size_t kMaxSentHtmlChars = 200000;
// POST /opportunities/{id}/send-email's body: room for both parts above in mostly one-byte text.
inline constexpr std::size_t kMaxSendEmailBodyBytes = 512 * 1024;

// An outreach e-mail's status, as its mail job moves it.
inline constexpr const char* kEmailQueued = "queued";
inline constexpr const char* kEmailSent = "sent";
inline constexpr const char* kEmailFailed = "failed";

struct OutreachEmail {
  std::string id;
  std::string opportunity_id;
  std::string organization_id;
  std::string from_address;  // the envelope sender
  std::string to_email;
  std::string subject;
  std::string message;  // RFC 5322, CRLF line ends
  std::string message_id;
  std::string status = kEmailQueued;
  std::optional<std::string> error;
  std::string created_at;
  std::optional<std::string> sent_at;
};

}  // namespace seo::plugins::backlinks
