#include "plugins/analytics/ip_country.h"

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <utility>

// libloc 0.9's headers, libloc.h aside, do not declare their functions extern "C" themselves.
extern "C" {
#include <libloc/database.h>
#include <libloc/libloc.h>
#include <libloc/network.h>
}

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// ISO 3166-1 alpha-2, the 249 officially assigned codes, sorted. Locations outside this list
// (EU, AP, the withdrawn AN/CS/FX that IPFire's database still carries) become "ZZ", so reports
// only ever show real countries.
constexpr std::array<std::string_view, 249> kAssignedCodes = {
    "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
    "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS",
    "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN",
    "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE",
    "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
    "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM",
    "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM",
    "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC",
    "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK",
    "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
    "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG",
    "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW",
    "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS",
    "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO",
    "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
    "VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW"};

// libloc logs errors to stderr by default; open() reports them through its Status instead.
void discardLog(loc_ctx*, int, const char*, int, const char*, const char*, va_list) {}

// `ip` as an IPv6 address (IPv4 mapped into ::ffff:0:0/96, as libloc stores it). Only the bare
// textual forms: no brackets, zone ids, ports or prefix lengths.
bool parseAddress(std::string_view ip, in6_addr* address) {
  // INET6_ADDRSTRLEN counts the terminating NUL; an embedded NUL would cut the text short.
  if (ip.empty() || ip.size() >= INET6_ADDRSTRLEN || ip.find('\0') != std::string_view::npos) {
    return false;
  }
  std::string text(ip);
  if (text.find(':') != std::string::npos) {
    return inet_pton(AF_INET6, text.c_str(), address) == 1;
  }
  in_addr v4;
  if (inet_pton(AF_INET, text.c_str(), &v4) != 1) {
    return false;
  }
  std::memset(address, 0, sizeof(*address));
  address->s6_addr[10] = 0xff;
  address->s6_addr[11] = 0xff;
  std::memcpy(&address->s6_addr[12], &v4, 4);
  return true;
}

bool isGloballyRoutedV4(const unsigned char* a) {
  if (a[0] == 0 || a[0] == 10 || a[0] == 127 || a[0] >= 224) {
    return false;  // "this network", private, loopback, multicast, reserved and broadcast
  }
  if (a[0] == 100 && (a[1] & 0xc0) == 64) return false;  // 100.64.0.0/10, carrier-grade NAT
  if (a[0] == 169 && a[1] == 254) return false;          // link-local
  if (a[0] == 172 && (a[1] & 0xf0) == 16) return false;  // 172.16.0.0/12, private
  if (a[0] == 192 && a[1] == 168) return false;          // private
  return true;
}

// Decided here rather than left to the database, so every database answers "ZZ" for them. The
// documentation ranges (192.0.2.0/24, 2001:db8::/32, ...) are kept: test databases use them.
bool isGloballyRouted(const in6_addr& address) {
  const unsigned char* a = address.s6_addr;
  if (IN6_IS_ADDR_V4MAPPED(&address)) return isGloballyRoutedV4(a + 12);
  if (IN6_IS_ADDR_UNSPECIFIED(&address) || IN6_IS_ADDR_LOOPBACK(&address)) return false;
  if ((a[0] & 0xfe) == 0xfc) return false;                  // fc00::/7, unique local
  if (a[0] == 0xfe && (a[1] & 0xc0) == 0x80) return false;  // fe80::/10, link-local
  if (a[0] == 0xff) return false;                           // multicast
  return true;
}

}  // namespace

bool isAssignedCountryCode(std::string_view code) {
  return std::binary_search(kAssignedCodes.begin(), kAssignedCodes.end(), code);
}

void IpCountry::ContextUnref::operator()(loc_ctx* ctx) const { loc_unref(ctx); }

void IpCountry::DatabaseUnref::operator()(loc_database* db) const { loc_database_unref(db); }

Result<std::unique_ptr<IpCountry>> IpCountry::open(const std::string& path) {
  std::FILE* file = std::fopen(path.c_str(), "re");
  if (file == nullptr) {
    int error = errno;
    if (error == ENOENT || error == ENOTDIR) {
      return Status::notFound("IP location database not found: " + path);
    }
    return Status::invalidArgument("IP location database cannot be read: " + path + ": " +
                                   std::strerror(error));
  }
  loc_ctx* raw_ctx = nullptr;
  if (loc_new(&raw_ctx) != 0) {
    std::fclose(file);
    return Status::internal("libloc could not create a context");
  }
  ContextPtr ctx(raw_ctx);
  loc_set_log_fn(ctx.get(), discardLog);

  loc_database* raw_db = nullptr;
  // libloc maps the file through its own descriptor, so ours can be closed at once.
  int r = loc_database_new(ctx.get(), &raw_db, file);
  std::fclose(file);
  if (r != 0 || raw_db == nullptr) {
    return Status::invalidArgument("Not an IP location database (libloc format): " + path);
  }
  DatabasePtr db(raw_db);
  return std::unique_ptr<IpCountry>(new IpCountry(std::move(ctx), std::move(db)));
}

std::string IpCountry::countryOf(std::string_view ip) const {
  in6_addr address;
  if (!parseAddress(ip, &address) || !isGloballyRouted(address)) {
    return std::string(kUnknownCountry);
  }
  std::string code;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    loc_network* network = nullptr;
    if (loc_database_lookup(db_.get(), &address, &network) == 0 && network != nullptr) {
      // Networks flagged anycast, satellite or anonymous proxy keep their own country code
      // (possibly empty); the flags themselves are not countries.
      if (const char* country = loc_network_get_country_code(network); country != nullptr) {
        code = country;
      }
      loc_network_unref(network);
    }
  }
  std::transform(code.begin(), code.end(), code.begin(),
                 [](unsigned char c) { return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c; });
  return isAssignedCountryCode(code) ? code : std::string(kUnknownCountry);
}

}  // namespace seo::plugins::analytics
