// File: outbound_host.h
// How a tenant may spell a server for this host to call (a CMS site, a webhook receiver, a mail
// server): a host name of letters, digits and hyphens in dot-separated labels, an IPv4 address
// as a dotted quad, or a bare IPv6 address. Refused whatever the operator allows: a trailing
// dot ("localhost.") and inet_aton's other spellings of an IPv4 address ("127.1", "0x7f.1",
// "2130706433", "0177.0.0.1"), which resolvers read as addresses, so a rule that judges
// addresses by their text would miss them; escapes, zone ids, spaces. Whether the address may
// be called is the operator's policy: Host::checkOutboundHost applies this rule, then that.
// Header-only and thread-safe.
//
//   std::optional<std::string_view> host = seo::sdk::urlHost(url);
//   if (host) SEO_RETURN_IF_ERROR(ctx.host->checkOutboundHost("url", *host));
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {
namespace outbound_host_internal {

inline bool allOf(std::string_view text, bool (*test)(char)) {
  for (char c : text) {
    if (!test(c)) return false;
  }
  return true;
}

// Four decimal numbers from 0 to 255 without leading zeros: the one spelling inet_pton reads.
inline bool isDottedQuad(std::string_view text) {
  for (int part = 0; part < 4; ++part) {
    std::size_t dot = text.find('.');
    if ((part < 3) != (dot != std::string_view::npos)) return false;
    std::string_view number = text.substr(0, dot);
    if (number.empty() || number.size() > 3 || !allOf(number, ascii::isDigit) ||
        (number.size() > 1 && number[0] == '0')) {
      return false;
    }
    int value = 0;
    for (char c : number) value = value * 10 + (c - '0');
    if (value > 255) return false;
    text.remove_prefix(part < 3 ? dot + 1 : text.size());
  }
  return true;
}

// RFC 4291's text form: eight groups of up to four hex digits, one "::" for a run of zero
// groups, the last two groups optionally a dotted quad.
inline bool isIpv6Text(std::string_view text) {
  int groups = 0;
  bool gap = false;
  if (text.substr(0, 2) == "::") {
    gap = true;
    text.remove_prefix(2);
  }
  while (!text.empty()) {
    std::size_t colon = text.find(':');
    std::string_view group = text.substr(0, colon);
    if (colon == std::string_view::npos && group.find('.') != std::string_view::npos) {
      if (!isDottedQuad(group)) return false;
      groups += 2;
      break;
    }
    if (group.empty() || group.size() > 4 || !allOf(group, ascii::isHexDigit)) return false;
    ++groups;
    if (colon == std::string_view::npos) break;
    text.remove_prefix(colon + 1);
    if (text.empty()) return false;  // one trailing colon
    if (text.front() == ':') {
      if (gap) return false;
      gap = true;
      text.remove_prefix(1);
    }
  }
  return gap ? groups < 8 : groups == 8;
}

// What inet_aton reads as a number: decimal (or octal) digits, or 0x and hex digits.
inline bool isNumberLabel(std::string_view label) {
  if (label.size() >= 2 && label[0] == '0' && (label[1] == 'x' || label[1] == 'X')) {
    return allOf(label.substr(2), ascii::isHexDigit);
  }
  return !label.empty() && allOf(label, ascii::isDigit);
}

inline bool isLabelChar(char c) { return ascii::isAlpha(c) || ascii::isDigit(c) || c == '-'; }

}  // namespace outbound_host_internal

// The host of an absolute http or https URL as written there: after the scheme and any user
// information, before the port, path, query or fragment; an IPv6 address without its brackets.
// A view into `url`, empty when the URL names no host; nullopt when `url` does not start with
// http:// or https:// (in any case). It does not judge the host: checkHostSpelling does.
inline std::optional<std::string_view> urlHost(std::string_view url) {
  std::string_view rest;
  if (ascii::lower(url.substr(0, 8)) == "https://") {
    rest = url.substr(8);
  } else if (ascii::lower(url.substr(0, 7)) == "http://") {
    rest = url.substr(7);
  } else {
    return std::nullopt;
  }
  std::string_view authority = rest.substr(0, rest.find_first_of("/?#"));
  if (std::size_t at = authority.rfind('@'); at != std::string_view::npos) {
    authority.remove_prefix(at + 1);
  }
  if (!authority.empty() && authority.front() == '[') {
    std::size_t close = authority.find(']');
    if (close == std::string_view::npos) return authority;  // unbalanced: judged as written
    return authority.substr(1, close - 1);
  }
  return authority.substr(0, authority.find(':'));
}

// OK when `host` is spelled as this file's opening describes, else InvalidArgument
// "Invalid field: <field>: ..." saying what to write instead. Says nothing about the address.
inline Status checkHostSpelling(std::string_view field, std::string_view host) {
  namespace in = outbound_host_internal;
  const std::string name(field);
  const std::string rule = "must be a host name such as example.com or an IP address";
  if (host.empty()) return Status::invalidField(name, "must name a host");
  if (host.size() > 253) return Status::invalidField(name, rule);
  if (host.find(':') != std::string_view::npos) {
    return in::isIpv6Text(host) ? Status::ok() : Status::invalidField(name, rule);
  }
  if (host.back() == '.') return Status::invalidField(name, "must not end with a dot");
  std::string_view rest = host, last;
  while (true) {
    std::size_t dot = rest.find('.');
    last = rest.substr(0, dot);
    if (last.empty() || last.size() > 63 || last.front() == '-' || last.back() == '-' ||
        !in::allOf(last, in::isLabelChar)) {
      return Status::invalidField(name, rule);
    }
    if (dot == std::string_view::npos) break;
    rest.remove_prefix(dot + 1);
  }
  // No top-level domain is a number: a name ending in one is an address in another spelling.
  if (in::isNumberLabel(last) && !in::isDottedQuad(host)) {
    return Status::invalidField(name,
                                "must write an IPv4 address as a dotted quad (four numbers from "
                                "0 to 255, without leading zeros)");
  }
  return Status::ok();
}

}  // namespace v2
}  // namespace seo::sdk
