// Metering: per-organization credit buckets with a quota per billing period (the UTC calendar
// month), spent atomically inside the caller's transaction and recorded in an append-only ledger.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <soci/soci.h>

#include "core/storage/database.h"

namespace seo::core {

// One spend of credits, with what the ledger records about its origin.
struct Spend {
  std::string organization_id;
  std::string resource;
  std::int64_t amount = 0;
  std::string route;  // "POST /things/{id}"
  std::string request_id;
  std::string api_key_id;
};

struct Bucket {
  std::string resource;
  std::int64_t quota = 0;
  std::int64_t used = 0;
  std::string period_start;
  std::string period_end;
};

// Spends inside the open transaction of `sql`. The check and the spend are one UPDATE, so
// concurrent spenders can never take a bucket below zero. PaymentRequired
// ("Usage limit reached for <resource>") when the bucket cannot cover `amount` and the
// organization has no metered billing; with metered billing the spend succeeds and the part over
// the quota is recorded as overage.
seo::sdk::Status consumeCredits(soci::session& sql, Dialect dialect, const Spend& spend);

// Like consumeCredits, for usage already incurred (tokens a model has used): when the bucket
// cannot cover all of `spend.amount` and billing is not metered, it spends what is left instead
// of failing. Returns the amount recorded.
seo::sdk::Result<std::int64_t> chargeUsage(soci::session& sql, Dialect dialect, const Spend& spend);

// True when `organization_id` may spend `resource` now: credits are left, or billing is metered.
seo::sdk::Result<bool> canSpend(soci::session& sql, const std::string& organization_id,
                                const std::string& resource);

// Gives back `amount` credits (never below zero used) and appends a negative ledger row whose
// request_id is `reference` and route "refund". Does nothing when that reference was already
// refunded for this organization and resource.
seo::sdk::Status refundCredits(soci::session& sql, const std::string& organization_id,
                               const std::string& resource, std::int64_t amount,
                               const std::string& reference);

// Creates or updates the bucket of `resource` with `quota` for the current period.
seo::sdk::Status setQuota(soci::session& sql, const std::string& organization_id,
                          const std::string& resource, std::int64_t quota);

// The bucket of `resource` when it has a quota and has spent all of it this period; nullopt
// otherwise (or when there is no such bucket).
std::optional<Bucket> exhaustedBucket(soci::session& sql, const std::string& organization_id,
                                      const std::string& resource);

// The organization's buckets, current period, by resource name.
seo::sdk::Result<std::vector<Bucket>> listBuckets(Database& db,
                                                  const std::string& organization_id);

}  // namespace seo::core
