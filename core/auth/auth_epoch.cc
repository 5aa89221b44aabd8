#include "core/auth/auth_epoch.h"

#include <atomic>

namespace seo::core {

namespace {
std::atomic<std::uint64_t> local_changes{0};
}  // namespace

void bumpAuthEpoch(soci::session& sql) {
  sql << "UPDATE auth_epoch SET epoch = epoch + 1 WHERE id = 1";
}

seo::sdk::Result<std::int64_t> readAuthEpoch(Database& db) {
  long long epoch = 0;
  seo::sdk::Status s = db.withSession([&](soci::session& sql) {
    sql << "SELECT epoch FROM auth_epoch WHERE id = 1", soci::into(epoch);
    return seo::sdk::Status::ok();
  });
  if (!s.isOk()) return s;
  return static_cast<std::int64_t>(epoch);
}

std::uint64_t localAuthChanges() { return local_changes.load(std::memory_order_acquire); }

void noteLocalAuthChange() { local_changes.fetch_add(1, std::memory_order_acq_rel); }

}  // namespace seo::core
