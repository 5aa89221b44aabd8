#include "plugins/billing_stripe/stripe_signature.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <charconv>
#include <optional>
#include <vector>

namespace seo::plugins::billing_stripe {

using seo::sdk::Status;

namespace {

// Longest a header part may be that we look at; a longer one is no signature of ours.
constexpr std::size_t kMaxPart = 256;

std::optional<std::int64_t> wholeSeconds(std::string_view text) {
  std::int64_t value = 0;
  if (text.empty() || text.size() > 12) return std::nullopt;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
  return value;
}

}  // namespace

std::string signatureOf(std::string_view secret, std::int64_t timestamp, std::string_view body) {
  std::string message = std::to_string(timestamp) + ".";
  message.append(body);
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
       reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac, &size);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(size * 2);
  for (unsigned int i = 0; i < size; ++i) {
    hex += kHex[mac[i] >> 4];
    hex += kHex[mac[i] & 0x0f];
  }
  return hex;
}

Status verifySignature(std::string_view header, std::string_view body, std::string_view secret,
                       std::int64_t now_seconds) {
  std::optional<std::int64_t> timestamp;
  int timestamps = 0;
  std::vector<std::string_view> signatures;
  while (!header.empty()) {
    std::size_t comma = header.find(',');
    std::string_view part = header.substr(0, comma);
    header = comma == std::string_view::npos ? std::string_view() : header.substr(comma + 1);
    if (part.size() > kMaxPart) continue;
    std::size_t equals = part.find('=');
    if (equals == std::string_view::npos) continue;
    std::string_view scheme = part.substr(0, equals);
    std::string_view value = part.substr(equals + 1);
    if (scheme == "t") {
      ++timestamps;
      timestamp = wholeSeconds(value);
    } else if (scheme == "v1") {
      signatures.push_back(value);
    }
  }
  if (timestamps != 1 || !timestamp) {
    return Status::invalidArgument("Stripe-Signature has no single valid timestamp (t=)");
  }
  if (signatures.empty()) return Status::invalidArgument("Stripe-Signature has no v1 signature");
  const std::string expected = signatureOf(secret, *timestamp, body);
  bool matched = false;
  for (std::string_view given : signatures) {
    // Every signature is compared in full, whatever the ones before gave.
    if (given.size() == expected.size() &&
        CRYPTO_memcmp(given.data(), expected.data(), expected.size()) == 0) {
      matched = true;
    }
  }
  if (!matched) {
    return Status::invalidArgument("no v1 signature of Stripe-Signature matches the body");
  }
  std::int64_t skew = now_seconds - *timestamp;
  if (skew > kToleranceSeconds || skew < -kToleranceSeconds) {
    return Status::invalidArgument("the Stripe-Signature timestamp is " + std::to_string(skew) +
                                   " s from now, past the tolerance of " +
                                   std::to_string(kToleranceSeconds) + " s");
  }
  return Status::ok();
}

}  // namespace seo::plugins::billing_stripe
