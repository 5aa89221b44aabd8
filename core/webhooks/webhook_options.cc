#include "core/webhooks/webhook_options.h"

#include <cstdint>

#include "seo/sdk/util/request_values.h"

namespace seo::core {
namespace {

using seo::sdk::Status;

Status readInt(const Config& config, const std::string& key, std::int64_t min, std::int64_t max,
               int* out) {
  auto it = config.settings.find(key);
  if (it == config.settings.end()) return Status::ok();
  std::int64_t v = 0;
  if (!seo::sdk::internal::parseDigits(it->second, &v) || v < min || v > max) {
    return Status::invalidArgument("settings." + key + " must be a whole number from " +
                                   std::to_string(min) + " to " + std::to_string(max));
  }
  *out = static_cast<int>(v);
  return Status::ok();
}

}  // namespace

seo::sdk::Result<WebhookOptions> webhookOptions(const Config& config) {
  WebhookOptions o;
  o.url_policy.allow_private_addresses = config.outbound.allow_private_addresses;
  if (auto it = config.settings.find("webhooks.allow_http"); it != config.settings.end()) {
    if (it->second != "true" && it->second != "false") {
      return Status::invalidArgument("settings.webhooks.allow_http must be true or false");
    }
    o.url_policy.allow_http = it->second == "true";
  }
  if (Status s = readInt(config, "webhooks.timeout_ms", 100, 60000, &o.timeout_ms); !s.isOk())
    return s;
  if (Status s = readInt(config, "webhooks.disable_after_days", 1, 365, &o.disable_after_days);
      !s.isOk())
    return s;
  if (Status s = readInt(config, "webhooks.max_endpoints", 1, 1000, &o.max_endpoints); !s.isOk())
    return s;
  return o;
}

}  // namespace seo::core
