// The country of a visitor's IP address, from an IPFire location database (libloc), so analytics
// can count visits per country without sending addresses anywhere.
//
//   auto db = IpCountry::open("/usr/share/libloc-location/location.db");  // Result<unique_ptr>
//   if (!db.isOk()) return db.status();
//   std::string country = db.value()->countryOf("8.8.8.8");  // "US"
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

#include "seo/sdk/status.h"

struct loc_ctx;
struct loc_database;

namespace seo::plugins::analytics {

// What countryOf answers when it cannot name a country (ISO 3166's "unknown or unspecified").
inline constexpr std::string_view kUnknownCountry = "ZZ";

// True for the upper-case ISO 3166-1 alpha-2 codes officially assigned to a country or territory.
// Region codes some registries use (EU, AP), withdrawn ones (AN, CS, FX) and "ZZ" are not.
bool isAssignedCountryCode(std::string_view code);

// An open location database. Thread-safe: countryOf may be called from any number of threads at
// once (libloc's reference counts are plain ints, so lookups are serialized by a mutex; each takes
// a few microseconds).
class IpCountry {
 public:
  // Opens the libloc database file at `path` (e.g. Debian's libloc-database package installs
  // /usr/share/libloc-location/location.db). NotFound when the file does not exist,
  // InvalidArgument when it cannot be read or is not a location database; both name the path.
  static seo::sdk::Result<std::unique_ptr<IpCountry>> open(const std::string& path);

  IpCountry(const IpCountry&) = delete;
  IpCountry& operator=(const IpCountry&) = delete;

  // The upper-case ISO 3166-1 alpha-2 code of the country `ip` (IPv4 dotted quad or IPv6 text,
  // nothing around it) is located in, or kUnknownCountry ("ZZ") when `ip` is not an address, is
  // private, loopback, link-local, multicast or otherwise not globally routed, is not in the
  // database, or its network has no assigned country (see isAssignedCountryCode).
  std::string countryOf(std::string_view ip) const;

 private:
  // libloc objects are reference counted; each pointer below holds one reference.
  struct ContextUnref {
    void operator()(loc_ctx* ctx) const;
  };
  struct DatabaseUnref {
    void operator()(loc_database* db) const;
  };
  using ContextPtr = std::unique_ptr<loc_ctx, ContextUnref>;
  using DatabasePtr = std::unique_ptr<loc_database, DatabaseUnref>;

  IpCountry(ContextPtr ctx, DatabasePtr db) : ctx_(std::move(ctx)), db_(std::move(db)) {}

  ContextPtr ctx_;
  DatabasePtr db_;
  mutable std::mutex mutex_;  // guards every libloc call on db_
};

}  // namespace seo::plugins::analytics
