#include "plugins/cms_webhook/webhook_signature.h"

#include <vector>

#include <openssl/evp.h>
#include <openssl/hmac.h>

namespace seo::plugins::cms_webhook {
namespace {

constexpr std::string_view kSecretPrefix = "whsec_";

std::optional<std::vector<unsigned char>> base64Decode(std::string_view text) {
  if (text.empty() || text.size() % 4 != 0) return std::nullopt;
  std::vector<unsigned char> out(text.size() / 4 * 3);
  int n = EVP_DecodeBlock(out.data(), reinterpret_cast<const unsigned char*>(text.data()),
                          static_cast<int>(text.size()));
  if (n < 0) return std::nullopt;
  std::size_t padding = 0;
  if (text.back() == '=') ++padding;
  if (text.size() > 1 && text[text.size() - 2] == '=') ++padding;
  out.resize(static_cast<std::size_t>(n) - padding);
  return out;
}

std::string base64Encode(const unsigned char* data, std::size_t size) {
  std::string out(4 * ((size + 2) / 3), '\0');
  int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()), data,
                          static_cast<int>(size));
  out.resize(static_cast<std::size_t>(n));
  return out;
}

}  // namespace

bool validSecret(std::string_view secret) {
  return secret.substr(0, kSecretPrefix.size()) == kSecretPrefix &&
         base64Decode(secret.substr(kSecretPrefix.size())).has_value();
}

std::optional<std::string> signPayload(std::string_view secret, std::string_view message_id,
                                       long long timestamp, std::string_view body) {
  if (secret.substr(0, kSecretPrefix.size()) != kSecretPrefix) return std::nullopt;
  auto key = base64Decode(secret.substr(kSecretPrefix.size()));
  if (!key) return std::nullopt;
  std::string signed_text = std::string(message_id) + "." + std::to_string(timestamp) + "." +
                            std::string(body);
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int mac_size = 0;
  HMAC(EVP_sha256(), key->data(), static_cast<int>(key->size()),
       reinterpret_cast<const unsigned char*>(signed_text.data()), signed_text.size(), mac,
       &mac_size);
  return "v1," + base64Encode(mac, mac_size);
}

}  // namespace seo::plugins::cms_webhook
