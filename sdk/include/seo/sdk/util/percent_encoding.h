// File: percent_encoding.h
// Percent-encoding and -decoding of URL parts (RFC 3986): a page's query (a campaign's
// utm_source), a path, credentials in a URL, otpauth:// links. Header-only; the server's own
// request parsing uses the same.
//
//   std::string source = percentDecode("spring%20sale+2026", true);  // "spring sale 2026"
//   std::string part = percentEncode("a b/c");                        // "a%20b%2Fc"
#pragma once

#include <string>
#include <string_view>

namespace seo::sdk {
inline namespace v2 {

// Decodes %XX escapes (and '+' as a space when `plus_as_space`, as in a query). A malformed
// escape stays as it is.
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
      const int hi = hex(text[i + 1]);
      const int lo = hex(text[i + 2]);
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

// `text` with every byte outside RFC 3986's unreserved set (letters, digits, "-._~") as %XX.
inline std::string percentEncode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    const bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                            (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~';
    if (unreserved) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace v2
}  // namespace seo::sdk
