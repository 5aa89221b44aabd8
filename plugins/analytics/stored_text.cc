#include "plugins/analytics/stored_text.h"

#include <openssl/evp.h>

#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

namespace {

constexpr std::string_view kEllipsis = "\xE2\x80\xA6";  // U+2026
constexpr std::size_t kDigestDigits = 16;

}  // namespace

std::string storedText(std::string_view text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return std::string(text);
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_Digest(text.data(), text.size(), digest, &length, EVP_sha256(), nullptr);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string suffix(kEllipsis);
  for (std::size_t i = 0; i < kDigestDigits / 2; ++i) {
    suffix += kHex[digest[i] >> 4];
    suffix += kHex[digest[i] & 0x0F];
  }
  const std::size_t room = max_bytes > suffix.size() ? max_bytes - suffix.size() : 0;
  return std::string(seo::sdk::utf8::truncated(text, room)) + suffix;
}

}  // namespace seo::plugins::analytics
