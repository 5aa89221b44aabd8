// What a webhook endpoint's URL may be: absolute http(s) with a host, at most 2 000 characters,
// no credentials or fragment; https unless the operator allows http (settings.webhooks.allow_http);
// and a host the outbound address policy lets a tenant name (checkOutboundHost: spelled as a
// host name or an address, and, unless outbound.allow_private_addresses, no refused address
// literal nor local name such as "localhost"). Names are resolved and checked again at every
// delivery (outbound HTTP pins the checked address; redirects are never followed), so a name
// that later points inside the network is refused then.
#pragma once

#include <string>

#include "seo/sdk/status.h"

namespace seo::core {

struct EndpointUrlPolicy {
  bool allow_http = false;
  bool allow_private_addresses = false;
};

// OK, or InvalidArgument "Invalid field: url: <why>".
seo::sdk::Status checkEndpointUrl(const std::string& url, const EndpointUrlPolicy& policy);

}  // namespace seo::core
