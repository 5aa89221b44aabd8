// A plugin whose second migration fails halfway: the loader must refuse it, keep its first
// migration, and leave nothing of the failed one.
#include "seo/sdk/entry.h"
#include "seo/sdk/sdk.h"

namespace bad_migration {

seo::sdk::Result<seo::sdk::Response> hello(seo::sdk::RequestContext&) {
  return seo::sdk::Response::success();
}

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.addMigration({1, "good", {"CREATE TABLE bad_migration_ok (id TEXT PRIMARY KEY)"}});
  r.addMigration({2, "broken",
                  {"CREATE TABLE bad_migration_half (id TEXT PRIMARY KEY)",
                   "THIS IS NOT SQL"}});
  r.route("GET", "/bad-migration", &hello);
  return seo::sdk::Status::ok();
}

}  // namespace bad_migration

SEO_PLUGIN("bad_migration", "0.1.0", &bad_migration::onRegister)
