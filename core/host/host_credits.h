// The credit buckets a plugin spends (seo::sdk::Credits): the core's metering (metering/) in the
// caller's transaction, and credits.exhausted emitted when a spend empties a bucket.
#pragma once

#include "core/loader/plugin_manager.h"
#include "core/storage/database.h"
#include "seo/sdk/credits.h"
#include "seo/sdk/host.h"

namespace seo::core {

class HostCredits : public seo::sdk::Credits {
 public:
  // `host` writes the events (their ids and times).
  HostCredits(Database& db, PluginManager& plugins, seo::sdk::Host& host)
      : db_(db), plugins_(plugins), host_(host) {}

  seo::sdk::Status consume(soci::session& sql, const seo::sdk::RequestContext& ctx,
                           std::string_view resource, std::int64_t amount) override;
  seo::sdk::Status refund(soci::session& sql, std::string_view organization_id,
                          std::string_view resource, std::int64_t amount,
                          std::string_view reference) override;
  seo::sdk::Status check(std::string_view organization_id, std::string_view resource) override;
  seo::sdk::Status reserve(soci::session& sql, std::string_view organization_id,
                           std::string_view resource, std::int64_t amount,
                           std::string_view reservation) override;
  seo::sdk::Status settle(soci::session& sql, std::string_view organization_id,
                          std::string_view reservation) override;

  // Emits credits.exhausted when the bucket of `resource` has just been spent to its quota
  // (once per period), in the spender's transaction `sql`.
  seo::sdk::Status noteExhausted(soci::session& sql, const std::string& organization_id,
                                 const std::string& resource);

 private:
  Database& db_;
  PluginManager& plugins_;
  seo::sdk::Host& host_;
};

// The ledger reference of a plugin's reservation `reservation` (the host's own for one model
// call are "call:<id>"), so neither can name the other's; "" for none.
std::string workReservation(std::string_view reservation);

}  // namespace seo::core
