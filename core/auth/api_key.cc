#include "core/auth/api_key.h"

#include <cctype>

#include "core/common/digest.h"
#include "core/common/ids.h"

namespace seo::core {

namespace {
constexpr std::size_t kSecretLength = 40;
}

NewApiKey generateApiKey() {
  NewApiKey key;
  key.secret = std::string(kApiKeyPrefix) + randomAlphanumeric(kSecretLength);
  key.prefix = key.secret.substr(0, 12);
  key.hash = hashApiKey(key.secret);
  return key;
}

std::string hashApiKey(std::string_view secret) { return sha256Hex(secret); }

bool looksLikeApiKey(std::string_view secret) {
  if (secret.size() != kApiKeyPrefix.size() + kSecretLength ||
      secret.substr(0, kApiKeyPrefix.size()) != kApiKeyPrefix) {
    return false;
  }
  for (char c : secret.substr(kApiKeyPrefix.size())) {
    if (!std::isalnum(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

}  // namespace seo::core
