// The organization's mail server lent to other modules: the "mail.send" service
// (seo/sdk/util/mail_service.h) queues a plain-text message to one person, sealed, and the job
// `backlinks.organization-mail` sends it through the organization's SMTP settings, From its
// outreach sender. The host's member invitations use it, so an invitation reaches a person
// by mail wherever the organization has set a mail server.
#pragma once

#include <string>
#include <string_view>

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

inline constexpr const char* kOrganizationMailJob = "backlinks.organization-mail";

// The service: `request` is {to, subject, text}; answers {"queued": true}.
seo::sdk::Result<std::string> onMailSend(seo::sdk::Host& host, std::string_view website_id,
                                         std::string_view request);

// The job: opens the sealed message and sends it; answers {"sent": true}.
seo::sdk::Result<std::string> onOrganizationMail(seo::sdk::JobContext& job);

// Registers both.
void registerOrganizationMail(seo::sdk::Registrar& r);

}  // namespace seo::plugins::backlinks
