// What the keywords handlers read beyond the SDK's request toolkit (seo/sdk/util/request_values.h):
// the bulk id limit and the locale of a provider query.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// The most ids one bulk request may name.
inline constexpr std::size_t kMaxIdsPerRequest = 1000;
// A country: an ISO 3166-1 alpha-2 code.
inline constexpr std::size_t kCountryCodeChars = 2;

// `text` as a country code: two letters, upper-cased; 400 naming `country` otherwise.
seo::sdk::Result<std::string> countryCode(std::string_view text);

// The body's `language` (1..32 characters, default `default_language`, else "en") and
// `country` (two letters, upper-cased, default "US") as a TermQuery without terms.
seo::sdk::Result<seo::sdk::TermQuery> parseLanguageAndCountry(const rapidjson::Value& body,
                                                              const std::string& default_language);

}  // namespace seo::plugins::keywords
