// The headers a deprecated route (RouteSpec::deprecated) adds to every answer: Deprecation
// (RFC 9745, "@<unix seconds>"), Sunset (RFC 8594, an HTTP date) and Link to the successor
// (RFC 5829 rel="successor-version"), whose {name} segments take the request's path parameters.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "seo/sdk/internal/route.h"
#include "seo/sdk/plugin.h"
#include "seo/sdk/request_context.h"
#include "seo/sdk/status.h"

namespace seo::core {

using HeaderList = std::vector<std::pair<std::string, std::string>>;

// OK when the options hold no deprecation or a valid one: both days 'YYYY-MM-DD', the sunset
// after `since`, the successor a valid path template. Checked when a plugin loads.
seo::sdk::Status checkDeprecation(const seo::sdk::RouteOptions& options);

// The three headers for a request to a deprecated route with `path_params`; empty for a route
// that is not deprecated.
HeaderList deprecationHeaders(const seo::sdk::RouteOptions& options,
                              const seo::sdk::Params& path_params);

}  // namespace seo::core
