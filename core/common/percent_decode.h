// Percent-encoding and -decoding of URL parts (paths, query strings, credentials in database
// URLs, otpauth:// links).
#pragma once

#include <string>
#include <string_view>

namespace seo::core {

// Decodes %XX escapes (and '+' as space when `plus_as_space`). Malformed escapes stay as they are.
std::string percentDecode(std::string_view text, bool plus_as_space);

// `text` with every byte outside RFC 3986's unreserved set (letters, digits, "-._~") as %XX.
std::string percentEncode(std::string_view text);

}  // namespace seo::core
