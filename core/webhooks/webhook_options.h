// The operator's choices for webhooks, read once from the configuration: settings.webhooks.*
// (allow_http, timeout_ms, disable_after_days, max_endpoints) and outbound.allow_private_addresses.
#pragma once

#include <map>
#include <string>

#include "core/config/config.h"
#include "core/webhooks/endpoint_url.h"

namespace seo::core {

struct WebhookOptions {
  EndpointUrlPolicy url_policy;
  int timeout_ms = 10000;      // one attempt's limit (connect to last byte)
  int disable_after_days = 5;  // an endpoint failing this long without a success is disabled
  int max_endpoints = 20;      // per organization
};

// The options `config` sets; InvalidArgument naming the setting when one is out of range.
seo::sdk::Result<WebhookOptions> webhookOptions(const Config& config);

}  // namespace seo::core
