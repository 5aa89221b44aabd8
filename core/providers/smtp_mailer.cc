#include "core/providers/smtp_mailer.h"

#include <arpa/inet.h>
#include <curl/curl.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>

#include "core/common/log.h"
#include "core/metrics/server_metrics.h"
#include "core/providers/outbound_address.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {

using seo::sdk::MailDelivery;
using seo::sdk::MailSecurity;
using seo::sdk::MailServer;
using seo::sdk::Status;

namespace {

struct Upload {
  const std::string* message;
  std::size_t sent = 0;
};

std::size_t onRead(char* buffer, std::size_t size, std::size_t n, void* user) {
  auto* upload = static_cast<Upload*>(user);
  std::size_t left = upload->message->size() - upload->sent;
  std::size_t chunk = std::min(left, size * n);
  std::memcpy(buffer, upload->message->data() + upload->sent, chunk);
  upload->sent += chunk;
  return chunk;
}

// A host name or address literal: letters, digits, '.', '-', ':' (IPv6), nothing a URL or a
// resolve entry could be bent by.
bool isHostName(const std::string& host) {
  if (host.empty() || host.size() > 253) return false;
  return std::all_of(host.begin(), host.end(), [](char c) {
    return seo::sdk::ascii::isAlpha(c) || seo::sdk::ascii::isDigit(c) || c == '.' || c == '-' ||
           c == ':';
  });
}

// An envelope address: no brackets, spaces or line breaks (it is written as "<address>").
bool isEnvelopeAddress(const std::string& address) {
  if (address.empty() || address.size() > 320 || address.find('@') == std::string::npos) {
    return false;
  }
  return address.find_first_of("<> \t\r\n") == std::string::npos;
}

Status validate(const MailServer& server, const MailDelivery& delivery) {
  if (!isHostName(server.host)) return Status::invalidArgument("SMTP host is not a host name");
  if (server.port < 1 || server.port > 65535) {
    return Status::invalidArgument("SMTP port must be from 1 to 65535");
  }
  if (server.security != MailSecurity::StartTls && server.security != MailSecurity::ImplicitTls) {
    return Status::invalidArgument("SMTP security must be STARTTLS or implicit TLS");
  }
  if (!isEnvelopeAddress(delivery.from)) {
    return Status::invalidArgument("the sender address is not an e-mail address");
  }
  if (delivery.recipients.empty()) return Status::invalidArgument("no recipient");
  for (const std::string& to : delivery.recipients) {
    if (!isEnvelopeAddress(to)) {
      return Status::invalidArgument("a recipient address is not an e-mail address");
    }
  }
  if (delivery.message.empty()) return Status::invalidArgument("the message is empty");
  return Status::ok();
}

// What a failed delivery means for the sender, as a sentence about the mail server (its
// address and libcurl's words go to the log): whether to try again, from libcurl's code and the
// server's last reply code.
Status failure(const std::string& where, CURLcode rc, long reply, const char* detail) {
  logLine(Level::Warning, "mail delivery failed",
          {{"server", where},
           {"error", std::string(detail[0] != '\0' ? detail : curl_easy_strerror(rc))},
           {"reply", static_cast<long long>(reply)}});
  const std::string replied = reply > 0 ? " (reply " + std::to_string(reply) + ")" : "";
  switch (rc) {
    case CURLE_LOGIN_DENIED:
      return Status::permissionDenied("The mail server refused the username or password" +
                                      replied);
    case CURLE_USE_SSL_FAILED:
      return Status::invalidArgument(
          "The mail server offers no TLS; mail is never sent without TLS" + replied);
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_CERTPROBLEM:
      return Status::invalidArgument("The mail server's certificate is not trusted");
    case CURLE_OPERATION_TIMEDOUT:
      return Status::unavailable("The mail server did not answer in time");
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_CONNECT:
      return Status::unavailable("The mail server could not be reached");
    default:
      break;
  }
  if (reply >= 500 && reply <= 599) {
    return Status::invalidArgument("The mail server refused the message" + replied);
  }
  return Status::unavailable("The mail server did not take the message" + replied);
}

}  // namespace

Status SmtpMailer::send(const MailServer& server, const MailDelivery& delivery) {
  auto started = std::chrono::steady_clock::now();
  Status sent = deliver(server, delivery);
  serverMetrics().outboundCall(
      "smtp",
      sent.isOk() ? "ok" : sent.code() == seo::sdk::Code::InvalidArgument ? "refused" : "error",
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  return sent;
}

Status SmtpMailer::deliver(const MailServer& server, const MailDelivery& delivery) {
  initCurlOnce();
  if (Status valid = validate(server, delivery); !valid.isOk()) return valid;
  std::string port = std::to_string(server.port);
  seo::sdk::Result<std::string> pinned =
      pinPublicAddress(server.host, port, config_.allow_private_addresses, config_.hosts);
  if (!pinned.isOk()) return pinned.status();

  in6_addr v6{};
  bool ipv6 = inet_pton(AF_INET6, server.host.c_str(), &v6) == 1;
  std::string where = server.host + ":" + port;
  std::string url =
      std::string(server.security == MailSecurity::ImplicitTls ? "smtps://" : "smtp://") +
      (ipv6 ? "[" + server.host + "]" : server.host) + ":" + port;

  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) return Status::internal("curl_easy_init failed");
  CURL* c = curl.get();
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> resolve(
      pinned.value().empty() ? nullptr : curl_slist_append(nullptr, pinned.value().c_str()),
      &curl_slist_free_all);
  curl_slist* rcpt = nullptr;
  for (const std::string& to : delivery.recipients) {
    rcpt = curl_slist_append(rcpt, ("<" + to + ">").c_str());
  }
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> recipients(rcpt,
                                                                         &curl_slist_free_all);
  std::string from = "<" + delivery.from + ">";
  Upload upload{&delivery.message};
  char detail[CURL_ERROR_SIZE] = {0};

  curl_easy_setopt(c, CURLOPT_URL, url.c_str());
  curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
  curl_easy_setopt(c, CURLOPT_RESOLVE, resolve.get());
  // STARTTLS must succeed; on smtps:// TLS is there from the start.
  curl_easy_setopt(c, CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_ALL));
  curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 1L);
  curl_easy_setopt(c, CURLOPT_SSL_VERIFYHOST, 2L);
  if (!config_.smtp_ca_file.empty()) {
    curl_easy_setopt(c, CURLOPT_CAINFO, config_.smtp_ca_file.c_str());
  }
  if (!server.username.empty()) {
    curl_easy_setopt(c, CURLOPT_USERNAME, server.username.c_str());
    curl_easy_setopt(c, CURLOPT_PASSWORD, server.password.c_str());
  }
  curl_easy_setopt(c, CURLOPT_MAIL_FROM, from.c_str());
  curl_easy_setopt(c, CURLOPT_MAIL_RCPT, recipients.get());
  curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
  curl_easy_setopt(c, CURLOPT_READFUNCTION, &onRead);
  curl_easy_setopt(c, CURLOPT_READDATA, &upload);
  curl_easy_setopt(c, CURLOPT_INFILESIZE_LARGE, static_cast<curl_off_t>(delivery.message.size()));
  curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, static_cast<long>(config_.smtp_timeout_ms));
  curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS,
                   static_cast<long>(std::min(config_.smtp_timeout_ms, 10000)));
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(c, CURLOPT_ERRORBUFFER, detail);
  CURLcode rc = curl_easy_perform(c);
  if (rc == CURLE_OK) return Status::ok();
  long reply = 0;
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &reply);
  return failure(where, rc, reply, detail);
}

}  // namespace seo::core
