// The host's mail sender (seo::sdk::Mailer) over libcurl's SMTP: TLS always (STARTTLS with
// CURLUSESSL_ALL, never the plain-text fallback CURLUSESSL_TRY allows, or implicit TLS), the
// certificate and host name verified, the server's address checked and pinned like outbound
// HTTP's, and a time-out on the whole delivery.
#pragma once

#include "core/config/config.h"
#include "seo/sdk/mail.h"

namespace seo::core {

class SmtpMailer : public seo::sdk::Mailer {
 public:
  explicit SmtpMailer(OutboundConfig config) : config_(std::move(config)) {}
  seo::sdk::Status send(const seo::sdk::MailServer& server,
                        const seo::sdk::MailDelivery& delivery) override;

 private:
  // send(), before its outcome is counted (/metrics: seo_outbound_requests_total{target="smtp"}).
  seo::sdk::Status deliver(const seo::sdk::MailServer& server,
                           const seo::sdk::MailDelivery& delivery);

  OutboundConfig config_;
};

}  // namespace seo::core
