// File: percent_decode.h
// Decodes a URL part's %XX escapes: a query value of a page address a plugin keeps (the
// analytics module's UTM fields), as core decodes the request's own query. The result is bytes:
// check it (utf8.h) before storing it. Header-only and thread-safe.
//
//   std::string value = url::percentDecode("spring%20sale+2026", true);  // "spring sale 2026"
#pragma once

#include <string>
#include <string_view>

namespace seo::sdk {
inline namespace v2 {
namespace url {

// Decodes %XX escapes (and '+' as a space when `plus_as_space`, as in a query string). A
// malformed escape stays as it is.
inline std::string percentDecode(std::string_view text, bool plus_as_space) {
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '%' && i + 2 < text.size()) {
      const int hi = hex(text[i + 1]), lo = hex(text[i + 2]);
      if (hi >= 0 && lo >= 0) {
        out.push_back(static_cast<char>(hi * 16 + lo));
        i += 2;
        continue;
      }
    }
    out.push_back(plus_as_space && c == '+' ? ' ' : c);
  }
  return out;
}

}  // namespace url
}  // namespace v2
}  // namespace seo::sdk
