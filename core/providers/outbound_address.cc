#include "core/providers/outbound_address.h"

#include <arpa/inet.h>
#include <curl/curl.h>
#include <netdb.h>

#include <cstring>

#include "seo/sdk/ascii.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

bool isPrivateAddress(const std::string& a) {
  in_addr v4{};
  if (inet_pton(AF_INET, a.c_str(), &v4) == 1) {
    uint32_t ip = ntohl(v4.s_addr);
    auto in = [ip](uint32_t net, int bits) {
      uint32_t mask = bits == 0 ? 0 : ~uint32_t{0} << (32 - bits);
      return (ip & mask) == net;
    };
    return in(0x00000000, 8) || in(0x0A000000, 8) || in(0x7F000000, 8) || in(0xA9FE0000, 16) ||
           in(0xAC100000, 12) || in(0xC0A80000, 16) || in(0x64400000, 10) || in(0xC0000000, 24) ||
           in(0xC6120000, 15) || in(0xE0000000, 4) || in(0xF0000000, 4);
  }
  in6_addr v6{};
  if (inet_pton(AF_INET6, a.c_str(), &v6) == 1) {
    const unsigned char* b = v6.s6_addr;
    static const unsigned char kZero[16] = {0};
    bool unspecified = std::memcmp(b, kZero, 16) == 0;
    bool loopback = std::memcmp(b, kZero, 15) == 0 && b[15] == 1;
    bool mapped = std::memcmp(b, kZero, 10) == 0 && b[10] == 0xff && b[11] == 0xff;
    bool compatible = std::memcmp(b, kZero, 12) == 0 && !unspecified && !loopback;
    static const unsigned char kNat64[12] = {0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0};
    bool nat64 = std::memcmp(b, kNat64, 12) == 0;
    if (mapped || compatible || nat64) {  // an IPv4 address in IPv6 clothing: judge the IPv4
      char v4text[INET_ADDRSTRLEN];
      inet_ntop(AF_INET, b + 12, v4text, sizeof v4text);
      return isPrivateAddress(v4text);
    }
    bool unique_local = (b[0] & 0xfe) == 0xfc;
    bool link_or_site_local = b[0] == 0xfe && (b[1] & 0x80) == 0x80;  // fe80::/10, fec0::/10
    return unspecified || loopback || unique_local || link_or_site_local || b[0] == 0xff;
  }
  return true;  // not numeric: refuse rather than guess
}

void initCurlOnce() {
  static const bool initialized = (curl_global_init(CURL_GLOBAL_DEFAULT), true);
  (void)initialized;
}

Result<std::string> pinPublicAddress(const std::string& host, const std::string& port,
                                     bool allow_private_addresses,
                                     const std::map<std::string, std::string, std::less<>>& hosts) {
  Status no_public_address =
      Status::invalidArgument("host " + host +
                              " has no public address this server may call (private addresses "
                              "are refused: outbound.allow_private_addresses)");
  if (auto it = hosts.find(seo::sdk::ascii::lower(host)); it != hosts.end()) {
    if (!allow_private_addresses && isPrivateAddress(it->second)) return no_public_address;
    bool ipv6 = it->second.find(':') != std::string::npos;
    return host + ":" + port + ":" + (ipv6 ? "[" + it->second + "]" : it->second);
  }
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (getaddrinfo(host.c_str(), port.c_str(), &hints, &found) != 0 || found == nullptr) {
    if (!allow_private_addresses) return no_public_address;
    return Status::unavailable("cannot resolve host " + host);
  }
  std::string pinned;
  bool refused = false;
  for (addrinfo* ai = found; ai != nullptr; ai = ai->ai_next) {
    char text[INET6_ADDRSTRLEN] = {0};
    const void* addr =
        ai->ai_family == AF_INET
            ? static_cast<const void*>(&reinterpret_cast<sockaddr_in*>(ai->ai_addr)->sin_addr)
            : static_cast<const void*>(&reinterpret_cast<sockaddr_in6*>(ai->ai_addr)->sin6_addr);
    inet_ntop(ai->ai_family, addr, text, sizeof text);
    if (!allow_private_addresses && isPrivateAddress(text)) {
      refused = true;
      break;
    }
    if (pinned.empty()) pinned = ai->ai_family == AF_INET6 ? "[" + std::string(text) + "]" : text;
  }
  freeaddrinfo(found);
  if (refused || pinned.empty()) return no_public_address;
  // An address literal needs no pinning (and an IPv6 one cannot be written in a resolve entry).
  in6_addr literal{};
  if (inet_pton(AF_INET, host.c_str(), &literal) == 1 ||
      inet_pton(AF_INET6, host.c_str(), &literal) == 1) {
    return std::string();
  }
  return host + ":" + port + ":" + pinned;
}

}  // namespace seo::core
