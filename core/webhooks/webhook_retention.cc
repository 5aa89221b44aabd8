#include "core/webhooks/webhook_retention.h"

#include <chrono>
#include <string>

#include "core/common/clock.h"
#include "core/storage/dialect.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

// Deletes up to `batch` deliveries of `status` that ended before `keep` ago, and their attempts.
Result<long long> pruneDeliveries(seo::sdk::Host& host, const std::string& status,
                                  std::chrono::hours keep, int batch) {
  long long deleted = 0;
  Status s = host.withTransaction([&](soci::session& sql) {
    const std::string before = isoTime(clockNow() - keep);
    const long long limit = batch;
    std::vector<std::string> ids(static_cast<std::size_t>(batch));
    // Locked on PostgreSQL (a redelivery reopening one of them waits, or is waited for and then
    // no longer matches), and what another pruner holds is skipped. An index range
    // (webhook_deliveries_ended), oldest first.
    sql << "SELECT id FROM webhook_deliveries WHERE status = :s AND updated_at < :b "
           "ORDER BY updated_at LIMIT :l" +
               std::string(forUpdateSkipLocked(host.dialect())),
        soci::use(status), soci::use(before), soci::use(limit), soci::into(ids);
    if (ids.empty()) return Status::ok();
    // Explicit rather than through ON DELETE CASCADE, so it holds whatever the foreign-key mode.
    sql << "DELETE FROM webhook_attempts WHERE delivery_id = :d", soci::use(ids);
    sql << "DELETE FROM webhook_deliveries WHERE id = :d", soci::use(ids);
    deleted = static_cast<long long>(ids.size());
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return deleted;
}

// Deletes up to `batch` events older than `keep` that no delivery refers to any more.
// Deliveries are only ever added with their event, in its transaction, so an old event with none
// left never gains one.
Result<long long> pruneEvents(seo::sdk::Host& host, std::chrono::hours keep, int batch) {
  return pruneOlderThan(host,
                        "DELETE FROM webhook_events WHERE id IN (SELECT e.id FROM "
                        "webhook_events e WHERE e.created_at < :b AND NOT EXISTS (SELECT 1 "
                        "FROM webhook_deliveries d WHERE d.event_id = e.id) "
                        "ORDER BY e.created_at LIMIT :l)",
                        keep, batch);
}

}  // namespace

std::vector<PruneStep> webhookPruneSteps(int retention_days) {
  if (retention_days <= 0) return {};
  const std::chrono::hours keep = std::chrono::hours(24) * retention_days;
  std::vector<PruneStep> steps;
  for (const char* status : {"succeeded", "failed"}) {
    steps.push_back({std::string(status) + " webhook deliveries",
                     [ended = std::string(status), keep](seo::sdk::Host& host, int batch) {
                       return pruneDeliveries(host, ended, keep, batch);
                     }});
  }
  // After the deliveries: the events they leave behind.
  steps.push_back({"webhook events", [keep](seo::sdk::Host& host, int batch) {
                     return pruneEvents(host, keep, batch);
                   }});
  return steps;
}

}  // namespace seo::core
