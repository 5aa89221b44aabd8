// An outreach e-mail as an RFC 5322 message, built by GMime: multipart/alternative when both a
// text and an HTML body are given (text first, as mail readers prefer the last they can show),
// RFC 2047 encoded headers for non-ASCII names and subjects, a Message-ID on the sender's
// domain, Date, and List-Unsubscribe. Lines end in CRLF, as SMTP carries them (libcurl
// dot-stuffs on the way): each line break of a body, CRLF or a bare CR or LF, becomes one CRLF,
// and no bare CR or LF is left anywhere in the message.
//
//   Result<ComposedMail> mail = composeOutreach({...});
//   // mail.value().message goes to SMTP; mail.value().message_id is kept with the opportunity
#pragma once

#include <cstdint>
#include <string>

#include "seo/sdk/status.h"

namespace seo::plugins::backlinks {

struct OutreachMail {
  std::string from_name;  // may be empty
  std::string from_address;
  std::string to_address;
  std::string subject;
  std::string body_text;  // at least one of the two bodies
  std::string body_html;
  std::string list_unsubscribe;   // a mailto: or https: URL, or empty for none
  std::int64_t date_seconds = 0;  // the Date header, seconds since the epoch (UTC)
};

struct ComposedMail {
  std::string message;     // the whole message, CRLF line ends
  std::string message_id;  // without angle brackets
};

// The message of `mail`; InvalidArgument naming the field for a bad address, a header value
// holding CR or LF (header injection), text that is not UTF-8, or no body at all.
seo::sdk::Result<ComposedMail> composeOutreach(const OutreachMail& mail);

}  // namespace seo::plugins::backlinks
