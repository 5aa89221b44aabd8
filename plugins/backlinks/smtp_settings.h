// An organization's mail server for outreach (`backlink_smtp_settings`): where and how to
// connect (STARTTLS or implicit TLS; never plain text), the account, and the sender. The
// password is stored only sealed (Secrets::seal), never shown and never logged.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>

#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::backlinks {

// How the connection is secured: STARTTLS (which must succeed; the default) or implicit TLS.
inline constexpr seo::sdk::Choices kSmtpSecurities{"starttls", "tls"};
inline constexpr const char* kDefaultSmtpSecurity = "starttls";
static_assert(kSmtpSecurities.contains(kDefaultSmtpSecurity));
// The port when none is given: the submission port for STARTTLS, submissions' for TLS.
inline constexpr int kStartTlsPort = 587;
inline constexpr int kImplicitTlsPort = 465;
inline constexpr int kMaxPort = 65535;
inline constexpr std::size_t kMaxSmtpHostChars = 253;
inline constexpr std::size_t kMaxSmtpUsernameChars = 320;
inline constexpr std::size_t kMaxSmtpPasswordChars = 1024;
inline constexpr std::size_t kMaxFromNameChars = 200;

struct SmtpSettings {
  std::string organization_id;
  std::string host;
  int port = kStartTlsPort;
  std::string security = kDefaultSmtpSecurity;  // kSmtpSecurities
  std::optional<std::string> username;
  std::optional<std::string> password_sealed;
  std::string from_address;
  std::optional<std::string> from_name;
  std::string updated_at;
};

// The settings a PUT body (or seoctl's flags, as the same JSON object) gives: host (a host name
// or a bare IP address that the operator's outbound address policy lets a tenant name:
// Host::checkOutboundHost), port (default 587 for starttls, 465 for tls), security, username,
// password (sealed here), from_address, from_name. A password left out keeps `previous`'s when
// the username is unchanged, so a client can change other fields without sending it again.
seo::sdk::Result<SmtpSettings> readSmtpSettings(seo::sdk::Host& host, const rapidjson::Value& body,
                                                const std::optional<SmtpSettings>& previous);

std::optional<SmtpSettings> findSmtpSettings(soci::session& sql,
                                             const std::string& organization_id);
void saveSmtpSettings(soci::session& sql, const SmtpSettings& s);
bool deleteSmtpSettings(soci::session& sql, const std::string& organization_id);

// The settings as shown: everything but the password, and whether one is stored.
rapidjson::Value smtpSettingsJson(const SmtpSettings& s, rapidjson::Document::AllocatorType& a);

// The mail server to hand to Host::mailer(), the password opened.
seo::sdk::Result<seo::sdk::MailServer> mailServerOf(seo::sdk::Host& host, const SmtpSettings& s);

}  // namespace seo::plugins::backlinks
