// File: domain_name.h
// Host names as a caller may give them (a campaign's target domain, the domain of an e-mail
// address): letters, digits and hyphens in dot-separated labels, as DNS (RFC 1035, RFC 1123)
// writes them in ASCII. Header-only.
#pragma once

#include <string_view>

#include "seo/sdk/util/ascii.h"

namespace seo::sdk {
inline namespace v2 {

// True for two or more labels of 1..63 letters, digits and inner hyphens, at most 253
// characters in all, the last label not all digits (so no IPv4 address passes), no trailing dot.
inline bool isDomainName(std::string_view name) {
  if (name.empty() || name.size() > 253) return false;
  int labels = 0;
  std::string_view last;
  while (true) {
    std::size_t dot = name.find('.');
    std::string_view label = name.substr(0, dot);
    if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') {
      return false;
    }
    for (char c : label) {
      if (!ascii::isAlpha(c) && !ascii::isDigit(c) && c != '-') return false;
    }
    ++labels;
    last = label;
    if (dot == std::string_view::npos) break;
    name.remove_prefix(dot + 1);
  }
  bool all_digits = true;
  for (char c : last) all_digits = all_digits && ascii::isDigit(c);
  return labels >= 2 && !all_digits;
}

}  // namespace v2
}  // namespace seo::sdk
