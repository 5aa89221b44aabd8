// File: standard_webhooks.h
// Standard Webhooks signing (standardwebhooks.com): the header `webhook-signature` is
// "v1," + base64(HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<body>")), where the key is
// the base64-decoded secret after its "whsec_" prefix. Header-only; SeoSdk::sdk links OpenSSL's
// libcrypto for it.
//
//   std::string secret = standard_webhooks::newSecret();      // "whsec_..." (32 random bytes)
//   std::optional<std::string> v1 = standard_webhooks::sign(secret, id, timestamp, body);
#pragma once

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <optional>
#include <string>
#include <string_view>

#include "seo/sdk/util/base64.h"

namespace seo::sdk {
inline namespace v2 {
namespace standard_webhooks {

inline constexpr std::string_view kSecretPrefix = "whsec_";

// The key bytes of a "whsec_<base64>" secret; nullopt when it is not one or holds no key.
inline std::optional<std::string> keyOf(std::string_view secret) {
  if (secret.substr(0, kSecretPrefix.size()) != kSecretPrefix) return std::nullopt;
  std::optional<std::string> key = base64::decode(secret.substr(kSecretPrefix.size()));
  if (!key || key->empty()) return std::nullopt;
  return key;
}

// True when `secret` is a usable Standard Webhooks secret.
inline bool validSecret(std::string_view secret) { return keyOf(secret).has_value(); }

// The signature ("v1,<base64>") of one delivery, or nullopt when `secret` is not valid.
inline std::optional<std::string> sign(std::string_view secret, std::string_view message_id,
                                       long long timestamp, std::string_view body) {
  std::optional<std::string> key = keyOf(secret);
  if (!key) return std::nullopt;
  std::string signed_text =
      std::string(message_id) + "." + std::to_string(timestamp) + "." + std::string(body);
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int mac_size = 0;
  HMAC(EVP_sha256(), key->data(), static_cast<int>(key->size()),
       reinterpret_cast<const unsigned char*>(signed_text.data()), signed_text.size(), mac,
       &mac_size);
  return "v1," + base64::encode(std::string_view(reinterpret_cast<const char*>(mac), mac_size));
}

// A new secret: "whsec_" and the base64 of 32 bytes from OpenSSL's random generator; nullopt
// when the generator fails (no entropy), which callers report rather than use a weak key.
inline std::optional<std::string> newSecret() {
  unsigned char bytes[32];
  if (RAND_bytes(bytes, sizeof bytes) != 1) return std::nullopt;
  return std::string(kSecretPrefix) +
         base64::encode(std::string_view(reinterpret_cast<const char*>(bytes), sizeof bytes));
}

}  // namespace standard_webhooks
}  // namespace v2
}  // namespace seo::sdk
