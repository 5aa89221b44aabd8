// File: email_address.h
// E-mail addresses as a caller may give them: the common form `local@domain` of RFC 5321's
// mailbox, without quoted local parts, comments or address literals (which no outreach needs
// and which invite header and command injection), and the body reader that refuses anything
// else with a 400 naming the field. Header-only.
//
//   SEO_ASSIGN_OR_RETURN(std::optional<std::string> to, bodyEmail(body, "to_email"));
#pragma once

#include <rapidjson/document.h>

#include <optional>
#include <string>
#include <string_view>

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/domain_name.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

// True for `local@domain` where the local part (1..64) is ASCII letters, digits and
// !#$%&'*+/=?^_`{|}~.- without leading, trailing or doubled dots, and the domain a domain name
// (domain_name.h). At most 254 characters in all.
inline bool isEmailAddress(std::string_view text) {
  if (text.size() > 254) return false;
  std::size_t at = text.rfind('@');
  if (at == std::string_view::npos || at == 0 || at > 64) return false;
  std::string_view local = text.substr(0, at), domain = text.substr(at + 1);
  constexpr std::string_view kLocalSymbols = "!#$%&'*+/=?^_`{|}~-.";
  if (local.front() == '.' || local.back() == '.' || local.find("..") != std::string_view::npos) {
    return false;
  }
  for (char c : local) {
    if (!ascii::isAlpha(c) && !ascii::isDigit(c) &&
        kLocalSymbols.find(c) == std::string_view::npos) {
      return false;
    }
  }
  return isDomainName(domain);
}

// The member `name` as an e-mail address (trimmed; the domain lower-cased); nullopt when absent
// or null. 400 "Invalid field: <name>: must be an e-mail address" otherwise.
inline Result<std::optional<std::string>> bodyEmail(const rapidjson::Value& body,
                                                    const char* name) {
  const rapidjson::Value* v = internal::member(body, name);
  if (v == nullptr) return std::optional<std::string>();
  std::string address =
      v->IsString() ? std::string(ascii::trim(internal::stringOf(*v))) : std::string();
  if (!isEmailAddress(address)) return Status::invalidField(name, "must be an e-mail address");
  std::size_t at = address.rfind('@');
  address = address.substr(0, at + 1) + ascii::lower(std::string_view(address).substr(at + 1));
  return std::optional<std::string>(std::move(address));
}

}  // namespace v2
}  // namespace seo::sdk
