#include "core/metrics/network_list.h"

#include <arpa/inet.h>

#include <cstdlib>
#include <cstring>
#include <optional>

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

// The address as 16 bytes (IPv4 mapped into IPv6), and whether it was IPv4.
std::optional<std::array<std::uint8_t, 16>> bytesOf(const std::string& address, bool* v4) {
  std::array<std::uint8_t, 16> out{};
  in_addr a4{};
  if (inet_pton(AF_INET, address.c_str(), &a4) == 1) {
    out[10] = out[11] = 0xff;
    std::memcpy(out.data() + 12, &a4, 4);
    if (v4) *v4 = true;
    return out;
  }
  in6_addr a6{};
  if (inet_pton(AF_INET6, address.c_str(), &a6) == 1) {
    std::memcpy(out.data(), &a6, 16);
    if (v4) *v4 = false;
    return out;
  }
  return std::nullopt;
}

}  // namespace

Result<NetworkList> NetworkList::parse(const std::vector<std::string>& networks) {
  NetworkList list;
  for (const std::string& entry : networks) {
    std::size_t slash = entry.find('/');
    std::string address = entry.substr(0, slash);
    bool v4 = false;
    auto bytes = bytesOf(address, &v4);
    int width = v4 ? 32 : 128;
    int prefix = width;
    if (slash != std::string::npos) {
      const std::string digits = entry.substr(slash + 1);
      char* end = nullptr;
      long n = std::strtol(digits.c_str(), &end, 10);
      if (digits.empty() || *end != '\0' || n < 0 || n > width) bytes.reset();
      prefix = static_cast<int>(n);
    }
    if (!bytes) {
      return Status::invalidArgument("\"" + entry +
                                     "\" is not a network such as 10.0.0.0/8 or fd00::/8");
    }
    list.networks_.push_back({*bytes, v4 ? 96 + prefix : prefix});
  }
  return list;
}

bool NetworkList::contains(const std::string& address) const {
  auto bytes = bytesOf(address, nullptr);
  if (!bytes) return false;
  for (const Network& n : networks_) {
    int bits = n.prefix;
    bool match = true;
    for (std::size_t i = 0; i < 16 && bits > 0 && match; ++i, bits -= 8) {
      std::uint8_t mask = bits >= 8 ? 0xff : static_cast<std::uint8_t>(0xff << (8 - bits));
      match = ((*bytes)[i] & mask) == (n.bytes[i] & mask);
    }
    if (match) return true;
  }
  return false;
}

}  // namespace seo::core
