// File: base64.h
// Base64 (RFC 4648) through OpenSSL, for credentials, signatures and tokens: the standard
// alphabet with padding, and the URL-safe one without padding that JWTs use. Header-only;
// SeoSdk::sdk links OpenSSL's libcrypto for it.
//
//   std::string text = base64::encode(mac);                  // "3q2+7w=="
//   std::optional<std::string> key = base64::decode(secret);  // nullopt unless canonical
#pragma once

#include <openssl/evp.h>

#include <optional>
#include <string>
#include <string_view>

namespace seo::sdk {
inline namespace v2 {
namespace base64 {

// `bytes` in the standard alphabet, padded with '='.
inline std::string encode(std::string_view bytes) {
  std::string out(4 * ((bytes.size() + 2) / 3) + 1, '\0');  // EVP_EncodeBlock writes a NUL
  int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                          reinterpret_cast<const unsigned char*>(bytes.data()),
                          static_cast<int>(bytes.size()));
  out.resize(n < 0 ? 0 : static_cast<std::size_t>(n));
  return out;
}

// `bytes` in the URL-safe alphabet ('-' and '_'), without padding (RFC 7515's base64url).
inline std::string encodeUrl(std::string_view bytes) {
  std::string out = encode(bytes);
  while (!out.empty() && out.back() == '=') out.pop_back();
  for (char& c : out) {
    if (c == '+') c = '-';
    if (c == '/') c = '_';
  }
  return out;
}

// The bytes of `text`, or nullopt unless it is canonical padded standard base64 (the one
// encoding of its bytes: no stray bits, no whitespace).
inline std::optional<std::string> decode(std::string_view text) {
  if (text.size() % 4 != 0) return std::nullopt;
  std::string out(text.size() / 4 * 3, '\0');
  int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                          reinterpret_cast<const unsigned char*>(text.data()),
                          static_cast<int>(text.size()));
  if (n < 0) return std::nullopt;
  // EVP_DecodeBlock counts the padding as zero bytes; drop them.
  std::size_t padding = 0;
  if (!text.empty() && text.back() == '=') ++padding;
  if (text.size() > 1 && text[text.size() - 2] == '=') ++padding;
  out.resize(static_cast<std::size_t>(n) - padding);
  if (encode(out) != text) return std::nullopt;
  return out;
}

}  // namespace base64
}  // namespace v2
}  // namespace seo::sdk
