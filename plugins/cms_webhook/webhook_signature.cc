#include "plugins/cms_webhook/webhook_signature.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include "seo/sdk/base64.h"

namespace seo::plugins::cms_webhook {
namespace {

constexpr std::string_view kSecretPrefix = "whsec_";

// The key bytes of a `whsec_<base64>` secret; nullopt when it is not one, or holds no key.
std::optional<std::string> keyOf(std::string_view secret) {
  if (secret.substr(0, kSecretPrefix.size()) != kSecretPrefix) return std::nullopt;
  std::optional<std::string> key = seo::sdk::base64::decode(secret.substr(kSecretPrefix.size()));
  if (!key || key->empty()) return std::nullopt;
  return key;
}

}  // namespace

bool validSecret(std::string_view secret) {
  return keyOf(secret).has_value();
}

std::optional<std::string> signPayload(std::string_view secret, std::string_view message_id,
                                       long long timestamp, std::string_view body) {
  std::optional<std::string> key = keyOf(secret);
  if (!key) return std::nullopt;
  std::string signed_text = std::string(message_id) + "." + std::to_string(timestamp) + "." +
                            std::string(body);
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int mac_size = 0;
  HMAC(EVP_sha256(), key->data(), static_cast<int>(key->size()),
       reinterpret_cast<const unsigned char*>(signed_text.data()), signed_text.size(), mac,
       &mac_size);
  return "v1," + seo::sdk::base64::encode(
                    std::string_view(reinterpret_cast<const char*>(mac), mac_size));
}

}  // namespace seo::plugins::cms_webhook
