// API key material: generation, the displayable prefix and the stored hash. A key is shown once
// at creation; the database keeps only its SHA-256 (keys are 238-bit random, so a fast unsalted
// hash is safe and lets the lookup be one indexed equality).
#pragma once

#include <string>
#include <string_view>

namespace seo::core {

inline constexpr std::string_view kApiKeyPrefix = "seo_";

struct NewApiKey {
  std::string secret;   // "seo_" + 40 random alphanumerics; give it to the user, then forget it
  std::string prefix;   // the first 12 characters, safe to list
  std::string hash;     // hex SHA-256 of the secret, what is stored
};

NewApiKey generateApiKey();
std::string hashApiKey(std::string_view secret);
// True when `secret` has the shape of one of our keys (cheap check before a lookup).
bool looksLikeApiKey(std::string_view secret);

}  // namespace seo::core
