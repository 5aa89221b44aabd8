#include "plugins/keywords/keywords_values.h"

#include "plugins/keywords/keyword.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

Result<std::string> countryCode(std::string_view text) {
  if (text.size() != kCountryCodeChars || !seo::sdk::ascii::isAlpha(text[0]) ||
      !seo::sdk::ascii::isAlpha(text[1])) {
    return Status::invalidField("country", "must be an ISO 3166-1 alpha-2 country code such as US");
  }
  return seo::sdk::ascii::upper(std::string(text));
}

Result<seo::sdk::TermQuery> parseLanguageAndCountry(const rapidjson::Value& body,
                                                 const std::string& default_language) {
  seo::sdk::TermQuery query;
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> language,
                       seo::sdk::bodyText(body, "language", kMaxShortTextChars));
  query.language = language.value_or(default_language.empty() ? "en" : default_language);
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> country,
                       seo::sdk::bodyText(body, "country", kCountryCodeChars));
  SEO_ASSIGN_OR_RETURN(query.country, countryCode(country.value_or("US")));
  return query;
}

}  // namespace seo::plugins::keywords
