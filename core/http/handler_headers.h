// The headers a handler adds to its answer (RequestContext::response_headers), as the host lets
// them through. The ones that make the server's policy are the host's: CORS, caching, framing and
// content security, the message's length and encoding, and cookies, which only the host's own
// components (the console's sign-in) may set. What is dropped is logged once per answer.
#pragma once

#include "core/http/deprecation_headers.h"
#include "seo/sdk/request_context.h"

namespace seo::core {

// `from_host_component`: the route belongs to a component of the host, not a plugin.
HeaderList handlerHeaders(const seo::sdk::Params& added, bool from_host_component,
                          const std::string& plugin);

}  // namespace seo::core
