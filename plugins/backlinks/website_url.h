// The address a campaign's website is shown by (`websites.url`): "https://" and its domain.
#pragma once

#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

seo::sdk::Result<std::string> websiteUrl(seo::sdk::Host& host, const std::string& website_id);

}  // namespace seo::plugins::backlinks
