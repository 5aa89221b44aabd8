#include "core/common/ids.h"

#include <cctype>
#include <stdexcept>
#include <vector>

#include <openssl/rand.h>


namespace seo::core {
namespace {

void fillRandom(unsigned char* out, std::size_t n) {
  if (RAND_bytes(out, static_cast<int>(n)) != 1) {
    throw std::runtime_error("RAND_bytes failed");  // no entropy: nothing safe to do
  }
}

constexpr char kHex[] = "0123456789abcdef";

}  // namespace

std::string hexEncode(const unsigned char* data, std::size_t size) {
  std::string out;
  out.reserve(size * 2);
  for (std::size_t i = 0; i < size; ++i) {
    out.push_back(kHex[data[i] >> 4]);
    out.push_back(kHex[data[i] & 0xf]);
  }
  return out;
}

std::string randomHex(std::size_t bytes) {
  std::vector<unsigned char> raw(bytes);
  fillRandom(raw.data(), bytes);
  return hexEncode(raw.data(), raw.size());
}

std::string newUuid() {
  unsigned char b[16];
  fillRandom(b, sizeof b);
  b[6] = static_cast<unsigned char>((b[6] & 0x0f) | 0x40);
  b[8] = static_cast<unsigned char>((b[8] & 0x3f) | 0x80);
  std::string out;
  out.reserve(36);
  for (int i = 0; i < 16; ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) {
      out.push_back('-');
    }
    out.push_back(kHex[b[i] >> 4]);
    out.push_back(kHex[b[i] & 0xf]);
  }
  return out;
}

std::string randomAlphanumeric(std::size_t length) {
  static constexpr char kAlphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::string out;
  out.reserve(length);
  while (out.size() < length) {
    unsigned char buf[64];
    fillRandom(buf, sizeof buf);
    for (unsigned char c : buf) {
      // 248 = 4 * 62: rejecting the tail keeps every character equally likely.
      if (c < 248 && out.size() < length) {
        out.push_back(kAlphabet[c % 62]);
      }
    }
  }
  return out;
}

}  // namespace seo::core
