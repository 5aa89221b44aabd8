// File: ascii.h
// ASCII case folding for protocol tokens (header names, schemes, host names), independent of the
// process locale. Header-only and thread-safe.
//
//   if (ascii::lower(name) == "content-type") ...
#pragma once

#include <string>

namespace seo::sdk {
inline namespace v2 {
namespace ascii {

// `text` with A-Z folded to a-z; every other byte unchanged.
inline std::string lower(std::string text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return text;
}

}  // namespace ascii
}  // namespace v2
}  // namespace seo::sdk
