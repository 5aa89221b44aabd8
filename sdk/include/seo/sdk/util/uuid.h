// File: uuid.h
// UUIDs as the API writes them: 8-4-4-4-12 hexadecimal digits, compared in lower case (RFC 9562
// reads them without case). Header-only.
#pragma once

#include <string>
#include <string_view>

#include "seo/sdk/util/ascii.h"

namespace seo::sdk {
inline namespace v2 {

// True for the 8-4-4-4-12 hexadecimal form, either case.
inline bool isUuid(std::string_view text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? text[i] != '-' : !ascii::isHexDigit(text[i])) return false;
  }
  return true;
}

// `text` lower-cased when it is a UUID, unchanged otherwise.
inline std::string canonicalUuid(std::string text) {
  return isUuid(text) ? ascii::lower(std::move(text)) : text;
}

}  // namespace v2
}  // namespace seo::sdk
