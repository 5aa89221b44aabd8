#include "core/providers/outbound_address.h"

#include <arpa/inet.h>
#include <curl/curl.h>
#include <netdb.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/outbound_host.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

struct Ipv4Range {
  std::uint32_t network;
  int bits;
};

// IANA's IPv4 special-purpose registry: what is not globally reachable, or is for documentation.
constexpr Ipv4Range kRefusedIpv4[] = {
    {0x00000000, 8},   // "this network" (0.0.0.0 reaches the local host)
    {0x0A000000, 8},   // private (RFC 1918)
    {0x64400000, 10},  // shared address space (carrier-grade NAT)
    {0x7F000000, 8},   // loopback
    {0xA9FE0000, 16},  // link-local (cloud metadata services live here)
    {0xAC100000, 12},  // private
    {0xC0000000, 24},  // IETF protocol assignments
    {0xC0000200, 24},  // documentation (TEST-NET-1)
    {0xC0586300, 24},  // 6to4 relay anycast (deprecated)
    {0xC0A80000, 16},  // private
    {0xC6120000, 15},  // benchmarking
    {0xC6336400, 24},  // documentation (TEST-NET-2)
    {0xCB007100, 24},  // documentation (TEST-NET-3)
    {0xE0000000, 4},   // multicast
    {0xF0000000, 4},   // reserved, and the limited broadcast 255.255.255.255
};

struct Ipv6Range {
  unsigned char prefix[16];
  int bits;
};

// IANA's IPv6 special-purpose registry, beside the IPv4-carrying forms ipv4Inside() decodes
// (which hold ::/128 and ::1 as ::0.0.0.0 and ::0.0.0.1).
constexpr Ipv6Range kRefusedIpv6[] = {
    {{0x01, 0x00}, 64},                          // discard-only
    {{0x00, 0x64, 0xff, 0x9b, 0x00, 0x01}, 48},  // local-use NAT64: any embedding, any network
    {{0x20, 0x01, 0x00, 0x02, 0x00, 0x00}, 48},  // benchmarking
    {{0x20, 0x01, 0x0d, 0xb8}, 32},              // documentation
    {{0x3f, 0xff}, 20},                          // documentation
    {{0x5f, 0x00}, 16},                          // SRv6 segment identifiers
    {{0xfc}, 7},                                 // unique local
    {{0xfe, 0x80}, 10},                          // link-local
    {{0xfe, 0xc0}, 10},                          // site-local (deprecated)
    {{0xff}, 8},                                 // multicast
};

std::uint32_t ipv4At(const unsigned char* b) {
  return std::uint32_t{b[0]} << 24 | std::uint32_t{b[1]} << 16 | std::uint32_t{b[2]} << 8 | b[3];
}

bool isRefusedIpv4(std::uint32_t ip) {
  for (const Ipv4Range& r : kRefusedIpv4) {
    std::uint32_t mask = ~std::uint32_t{0} << (32 - r.bits);
    if ((ip & mask) == r.network) return true;
  }
  return false;
}

bool hasPrefix(const unsigned char* b, const unsigned char* prefix, int bits) {
  int whole = bits / 8, rest = bits % 8;
  if (std::memcmp(b, prefix, whole) != 0) return false;
  if (rest == 0) return true;
  unsigned char mask = static_cast<unsigned char>(0xff << (8 - rest));
  return (b[whole] & mask) == (prefix[whole] & mask);
}

// The IPv4 addresses an IPv6 address leads to, where a translator, a tunnel or the kernel
// itself would carry the packet on as IPv4; none for a native IPv6 address.
std::vector<std::uint32_t> ipv4Inside(const unsigned char* b) {
  static const unsigned char kZero[12] = {0};
  static const unsigned char kNat64[12] = {0x00, 0x64, 0xff, 0x9b};
  bool mapped = std::memcmp(b, kZero, 10) == 0 && b[10] == 0xff && b[11] == 0xff;
  bool compatible = std::memcmp(b, kZero, 12) == 0;
  bool siit =
      std::memcmp(b, kZero, 8) == 0 && b[8] == 0xff && b[9] == 0xff && b[10] == 0 && b[11] == 0;
  bool nat64 = std::memcmp(b, kNat64, 12) == 0;
  if (mapped || compatible || siit || nat64) return {ipv4At(b + 12)};
  if (b[0] == 0x20 && b[1] == 0x02) return {ipv4At(b + 2)};  // 6to4: 2002:AABB:CCDD::/48
  if (b[0] == 0x20 && b[1] == 0x01 && b[2] == 0 && b[3] == 0) {
    // Teredo: the server, then the client's address with every bit inverted.
    return {ipv4At(b + 4), ~ipv4At(b + 12)};
  }
  return {};
}

bool isRefusedIpv6(const unsigned char* b) {
  for (const Ipv6Range& r : kRefusedIpv6) {
    if (hasPrefix(b, r.prefix, r.bits)) return true;
  }
  for (std::uint32_t ip : ipv4Inside(b)) {
    if (isRefusedIpv4(ip)) return true;
  }
  return false;
}

bool isAddressLiteral(const std::string& host) {
  unsigned char buffer[sizeof(in6_addr)];
  return inet_pton(AF_INET, host.c_str(), buffer) == 1 ||
         inet_pton(AF_INET6, host.c_str(), buffer) == 1;
}

// The one answer for a refused host, whether its address is refused or it does not resolve.
std::string noPublicAddress(std::string_view host) {
  return "host " + std::string(host) +
         " has no public address this server may call (loopback, private and special-purpose "
         "addresses are refused: outbound.allow_private_addresses)";
}

}  // namespace

bool isRefusedAddress(const std::string& a) {
  in_addr v4{};
  if (inet_pton(AF_INET, a.c_str(), &v4) == 1) return isRefusedIpv4(ntohl(v4.s_addr));
  in6_addr v6{};
  if (inet_pton(AF_INET6, a.c_str(), &v6) == 1) return isRefusedIpv6(v6.s6_addr);
  return true;  // not numeric: refuse rather than guess
}

Status checkOutboundHost(std::string_view field, std::string_view host,
                         bool allow_private_addresses) {
  SEO_RETURN_IF_ERROR(seo::sdk::checkHostSpelling(field, host));
  if (allow_private_addresses) return Status::ok();
  std::string name = seo::sdk::ascii::lower(host);
  // Spelled right, a host with a colon is IPv6 (isRefusedAddress refuses what inet_pton does
  // not read), one that is a dotted quad IPv4; anything else is a name.
  bool literal = name.find(':') != std::string::npos || isAddressLiteral(name);
  bool local_name = name.find('.') == std::string::npos || name.ends_with(".localhost");
  bool refused = literal ? isRefusedAddress(name) : local_name;
  if (refused) return Status::invalidField(std::string(field), noPublicAddress(name));
  return Status::ok();
}

void initCurlOnce() {
  static const bool initialized = (curl_global_init(CURL_GLOBAL_DEFAULT), true);
  (void)initialized;
}

Result<std::string> pinPublicAddress(const std::string& host, const std::string& port,
                                     bool allow_private_addresses,
                                     const std::map<std::string, std::string, std::less<>>& hosts) {
  Status no_public_address = Status::invalidArgument(noPublicAddress(host));
  if (auto it = hosts.find(seo::sdk::ascii::lower(host)); it != hosts.end()) {
    if (!allow_private_addresses && isRefusedAddress(it->second)) return no_public_address;
    bool ipv6 = it->second.find(':') != std::string::npos;
    return host + ":" + port + ":" + (ipv6 ? "[" + it->second + "]" : it->second);
  }
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (getaddrinfo(host.c_str(), port.c_str(), &hints, &found) != 0 || found == nullptr) {
    if (!allow_private_addresses) return no_public_address;
    return Status::unavailable("could not be reached");  // the caller logs the name
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
    if (!allow_private_addresses && isRefusedAddress(text)) {
      refused = true;
      break;
    }
    if (pinned.empty()) pinned = ai->ai_family == AF_INET6 ? "[" + std::string(text) + "]" : text;
  }
  freeaddrinfo(found);
  if (refused || pinned.empty()) return no_public_address;
  // An address literal needs no pinning (and an IPv6 one cannot be written in a resolve entry).
  if (isAddressLiteral(host)) return std::string();
  return host + ":" + port + ":" + pinned;
}

}  // namespace seo::core
