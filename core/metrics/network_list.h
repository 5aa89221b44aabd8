// A list of networks in CIDR notation ("127.0.0.0/8", "10.0.0.0/8", "::1/128", "fd00::/8"), for
// who may read /metrics. IPv4-mapped IPv6 addresses ("::ffff:10.1.2.3") match IPv4 networks.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::core {

class NetworkList {
 public:
  // InvalidArgument naming the first entry that is not an address with an optional prefix length.
  static seo::sdk::Result<NetworkList> parse(const std::vector<std::string>& networks);

  bool empty() const { return networks_.empty(); }
  // False for anything that is not a numeric address.
  bool contains(const std::string& address) const;

 private:
  struct Network {
    std::array<std::uint8_t, 16> bytes{};  // IPv4 as IPv4-mapped IPv6
    int prefix = 128;                      // in bits of the 16 bytes
  };
  std::vector<Network> networks_;
};

}  // namespace seo::core
