// File: language_code.h
// Language codes as requests give them: ISO 639-1 ("en"), optionally with an ISO 3166-1 region
// ("pt-BR"). Header-only.
//
//   std::optional<std::string> code = languageCode("PT-br");  // "pt-BR"
//   if (!code) return Status::invalidField("language", kLanguageCodeRule);
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "seo/sdk/util/ascii.h"

namespace seo::sdk {
inline namespace v2 {

// What a refusal says of a field that must hold one.
inline constexpr const char* kLanguageCodeRule = "must be a language code such as en or pt-BR";

// `text` as a language code, the language lower case and the region upper case; nullopt when it
// is not two letters, or two letters, a hyphen and two letters.
inline std::optional<std::string> languageCode(std::string_view text) {
  bool ok = text.size() == 2 || (text.size() == 5 && text[2] == '-');
  for (std::size_t i = 0; ok && i < text.size(); ++i) ok = i == 2 || ascii::isAlpha(text[i]);
  if (!ok) return std::nullopt;
  std::string code = ascii::lower(text.substr(0, 2));
  if (text.size() == 5) code += "-" + ascii::upper(std::string(text.substr(3)));
  return code;
}

}  // namespace v2
}  // namespace seo::sdk
