// Percent-decoding of URL parts (paths, query strings, credentials in database URLs).
#pragma once

#include <string>
#include <string_view>

namespace seo::core {

// Decodes %XX escapes (and '+' as space when `plus_as_space`). Malformed escapes stay as they are.
std::string percentDecode(std::string_view text, bool plus_as_space);

}  // namespace seo::core
