// What the backlinks handlers read beyond the SDK's request toolkit
// (seo/sdk/util/request_values.h): a campaign's language and target domain from a body, and the
// address a website is shown by.
#pragma once

#include <rapidjson/document.h>

#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

// The body's `language`: an ISO 639-1 code, optionally with a region ("en", "pt-BR"), at most
// kMaxLanguageChars characters; `fallback` when absent, else "en".
seo::sdk::Result<std::string> languageOf(const rapidjson::Value& body, const std::string& fallback);

// The body's `target_domain`, a host name lower-cased (at most kMaxTargetDomainChars
// characters); `fallback` when absent.
seo::sdk::Result<std::string> targetDomainOf(const rapidjson::Value& body,
                                             const std::string& fallback);

// The address a campaign's website is shown by (`websites.url`): "https://" and its domain.
seo::sdk::Result<std::string> websiteUrl(seo::sdk::Host& host, const std::string& website_id);

}  // namespace seo::plugins::backlinks
