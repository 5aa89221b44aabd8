// Standard Webhooks signing: webhook-signature = "v1," + base64(HMAC-SHA256(key, id.timestamp.body))
// where key is the base64-decoded secret after its "whsec_" prefix.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace seo::plugins::cms_webhook {

// The signature header value for one delivery, or nullopt when `secret` is not "whsec_<base64>".
std::optional<std::string> signPayload(std::string_view secret, std::string_view message_id,
                                       long long timestamp, std::string_view body);

// True when `secret` is a usable Standard Webhooks secret.
bool validSecret(std::string_view secret);

}  // namespace seo::plugins::cms_webhook
