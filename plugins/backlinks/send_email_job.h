// The mail job of POST /opportunities/{id}/send-email: hands the composed message to the
// organization's SMTP server through the host's mailer. Once the server accepts it, the e-mail
// is `sent` and the opportunity `outreach_sent` (outreach_status `email_sent`); a temporary
// failure is retried with backoff (the reason shown on the opportunity meanwhile); a permanent
// one, or the last attempt's, ends the e-mail `failed` and the opportunity's outreach_status
// `email_failed`, with the reason.
#pragma once

#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

inline constexpr const char* kSendEmailJob = "backlinks.send-email";
inline constexpr int kSendEmailAttempts = 5;

std::string sendEmailPayload(const std::string& email_id);
seo::sdk::Result<std::string> onDeliverEmail(seo::sdk::JobContext& job);

}  // namespace seo::plugins::backlinks
