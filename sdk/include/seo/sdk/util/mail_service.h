// File: mail_service.h
// "mail.send": the service (service.h) a module that keeps an organization's mail server offers,
// so that others mail a person as the organization without holding mail settings of their own.
// The host's member invitations call it; the backlinks module, which keeps the outreach SMTP
// settings, answers it. Any module may offer it instead; the first loaded answers.
//
//   request  {"to": "ann@example.com", "subject": "one line", "text": "the plain-text body"}
//   answer   {"queued": true}: a job of the offering module sends it (Host::mailer), retrying
//            what a mail server refuses for now
//   errors   NotFound: the website's organization has no mail server set; InvalidArgument
//            naming the field; Unavailable (from the host): no loaded module offers it.
//
// The message may carry a secret (a single-use link): the offering module keeps it sealed
// (Secrets::seal) until it is sent, and never logs it.
#pragma once

#include <cstddef>
#include <string_view>

namespace seo::sdk {
inline namespace v2 {

inline constexpr std::string_view kMailSendService = "mail.send";
inline constexpr std::size_t kMailSubjectMaxChars = 300;
inline constexpr std::size_t kMailTextMaxBytes = 64 * 1024;

}  // namespace v2
}  // namespace seo::sdk
