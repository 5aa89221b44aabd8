// The address browsers reach this server at, for what the module hands out to be opened
// elsewhere (the tracking snippet, a dashboard's share link): settings.analytics.public_url, else
// the request's Host (scheme-relative, "//host", so it follows the page that embeds it). 400 when
// the Host header is not a host name.
#pragma once

#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// Without a trailing slash: append "/api/v1/...".
seo::sdk::Result<std::string> publicBase(const seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::analytics
