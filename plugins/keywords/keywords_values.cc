#include "plugins/keywords/keywords_values.h"

#include "plugins/keywords/keyword.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

Result<seo::sdk::TermQuery> parseLanguageAndCountry(const rapidjson::Value& body,
                                                 const std::string& default_language) {
  seo::sdk::TermQuery query;
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> language,
                       seo::sdk::bodyText(body, "language", kMaxShortTextChars));
  query.language = language.value_or(default_language.empty() ? "en" : default_language);
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> country,
                       seo::sdk::bodyText(body, "country", kCountryCodeChars));
  std::string code = country.value_or("US");
  if (code.size() != kCountryCodeChars || !seo::sdk::ascii::isAlpha(code[0]) ||
      !seo::sdk::ascii::isAlpha(code[1])) {
    return Status::invalidField("country", "must be a two-letter ISO 3166-1 country code");
  }
  query.country = seo::sdk::ascii::upper(code);
  return query;
}

}  // namespace seo::plugins::keywords
