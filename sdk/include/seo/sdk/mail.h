// File: mail.h
// Outbound mail (2.5): one message handed to an SMTP server the plugin names (an organization's
// own settings), through the host's libcurl client. The host enforces the same address policy as
// for HTTP (no private or loopback mail servers unless the operator allows them), requires TLS
// (STARTTLS that must succeed, or implicit TLS; never a plain-text fallback) with the server's
// certificate checked, and bounds the time a delivery may take. Reached as Host::mailer().
// Outbound: call it from a job, never from a request thread.
//
//   MailServer server{"smtp.example.com", 587, MailSecurity::StartTls, "user", password};
//   Status s = job.host->mailer().send(server, {"me@example.com", {"them@example.org"}, message});
#pragma once

#include <string>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

enum class MailSecurity : int {
  StartTls = 0,     // smtp:// then STARTTLS, which must succeed (usually port 587)
  ImplicitTls = 1,  // smtps://, TLS from the first byte (usually port 465)
};

// An SMTP server and the account to send through. Frozen (version.h, rule 4).
struct MailServer {
  std::string host;
  int port = 587;
  MailSecurity security = MailSecurity::StartTls;
  std::string username;  // "" for a server that takes mail without AUTH
  std::string password;
};

// One message. Frozen.
struct MailDelivery {
  std::string from;                     // the envelope sender (MAIL FROM)
  std::vector<std::string> recipients;  // the envelope recipients (RCPT TO), at least one
  std::string message;                  // RFC 5322 text, CRLF line ends (libcurl dot-stuffs)
};

// Implemented by the host. Thread-safe. OK once the server accepted the message (250 after the
// data). Errors: InvalidArgument (a bad server or address, a refused mail-server address, a
// certificate that does not verify, or a permanent 5xx refusal: retrying cannot help),
// PermissionDenied (the server refused the account), Unavailable (no connection, a time-out, a
// transient 4xx refusal: retrying may help). Messages name the server's reply, never the
// password.
class Mailer {
 public:
  virtual ~Mailer() = default;
  virtual Status send(const MailServer& server, const MailDelivery& delivery) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
