#include "core/auth/totp.h"

#include <liboath/oath.h>
#include <openssl/rand.h>

#include <cstdlib>
#include <mutex>

#include "core/common/percent_decode.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {

namespace {

constexpr unsigned kStepSeconds = 30;
constexpr unsigned kDigits = 6;
constexpr std::size_t kWindow = 1;
constexpr std::size_t kSecretBytes = 20;

void initOath() {
  static std::once_flag once;
  std::call_once(once, [] { oath_init(); });
}

std::time_t seconds(std::chrono::system_clock::time_point t) {
  return static_cast<std::time_t>(
      std::chrono::duration_cast<std::chrono::seconds>(t.time_since_epoch()).count());
}

}  // namespace

TotpSecret newTotpSecret() {
  initOath();
  TotpSecret secret;
  secret.raw.resize(kSecretBytes);
  if (RAND_bytes(reinterpret_cast<unsigned char*>(secret.raw.data()), kSecretBytes) != 1) {
    std::abort();  // no randomness: nothing safe to hand out
  }
  char* encoded = nullptr;
  std::size_t length = 0;
  if (oath_base32_encode(secret.raw.data(), secret.raw.size(), &encoded, &length) != OATH_OK) {
    std::abort();
  }
  secret.base32.assign(encoded, length);
  std::free(encoded);
  // Authenticator apps want it without the padding.
  while (!secret.base32.empty() && secret.base32.back() == '=') secret.base32.pop_back();
  return secret;
}

std::optional<std::string> totpSecretFromBase32(std::string_view base32) {
  initOath();
  std::string padded(base32);
  while (padded.size() % 8 != 0) padded += '=';
  char* decoded = nullptr;
  std::size_t length = 0;
  if (oath_base32_decode(padded.data(), padded.size(), &decoded, &length) != OATH_OK) {
    return std::nullopt;
  }
  std::string raw(decoded, length);
  std::free(decoded);
  return raw;
}

std::string otpauthUrl(std::string_view issuer, std::string_view account, std::string_view base32) {
  return "otpauth://totp/" + percentEncode(issuer) + ":" + percentEncode(account) +
         "?secret=" + std::string(base32) + "&issuer=" + percentEncode(issuer) +
         "&algorithm=SHA1&digits=6&period=30";
}

std::optional<std::uint64_t> totpStep(std::string_view raw_secret, std::string_view code,
                                      std::chrono::system_clock::time_point now) {
  initOath();
  std::string digits;
  for (char c : code) {
    if (seo::sdk::ascii::isDigit(c)) {
      digits += c;
    } else if (c != ' ') {
      return std::nullopt;
    }
  }
  if (digits.size() != kDigits) return std::nullopt;
  int position = 0;
  std::uint64_t counter = 0;
  int rc = oath_totp_validate3(raw_secret.data(), raw_secret.size(), seconds(now), kStepSeconds, 0,
                               kWindow, &position, &counter, digits.c_str());
  if (rc < 0) return std::nullopt;
  return counter;
}

std::string totpCode(std::string_view raw_secret, std::chrono::system_clock::time_point now) {
  initOath();
  char out[kDigits + 1] = {};
  if (oath_totp_generate(raw_secret.data(), raw_secret.size(), seconds(now), kStepSeconds, 0,
                         kDigits, out) != OATH_OK) {
    return "";
  }
  return out;
}

}  // namespace seo::core
