#include "plugins/backlinks/backlinks_values.h"

#include "plugins/backlinks/campaign.h"
#include "seo/sdk/util/language_code.h"

namespace seo::plugins::backlinks {

using seo::sdk::Result;
using seo::sdk::Status;

Result<std::string> languageOf(const rapidjson::Value& body, const std::string& fallback) {
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> given,
                       seo::sdk::bodyText(body, "language", kMaxLanguageChars));
  if (!given) return fallback.empty() ? std::string("en") : fallback;
  std::optional<std::string> code = seo::sdk::languageCode(*given);
  if (!code) return Status::invalidField("language", seo::sdk::kLanguageCodeRule);
  return *code;
}

Result<std::string> targetDomainOf(const rapidjson::Value& body, const std::string& fallback) {
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> given,
                       seo::sdk::bodyText(body, "target_domain", kMaxTargetDomainChars));
  if (!given) return fallback;
  std::string domain = seo::sdk::ascii::lower(*given);
  if (!seo::sdk::isDomainName(domain)) {
    return Status::invalidField("target_domain", "must be a host name such as example.com");
  }
  return domain;
}

Result<std::string> websiteUrl(seo::sdk::Host& host, const std::string& website_id) {
  Result<seo::sdk::WebsiteInfo> website = host.findWebsite(website_id);
  if (!website.isOk()) return website.status();
  return "https://" + website.value().domain;
}

}  // namespace seo::plugins::backlinks
