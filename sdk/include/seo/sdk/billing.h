// File: billing.h
// What a billing plugin changes of an organization on its billing provider's word: the plan
// (its API access and credit quotas) and the credit period. The host owns plans, organizations
// and credit buckets; a billing plugin keeps only the provider's own ids and states. Every call
// runs inside the caller's transaction `sql`, so the change commits with what the plugin records
// of the event that caused it (and a redelivered event changes nothing). Since ABI 2.17.
//
//   Status s = host.withTransaction([&](soci::session& sql) {
//     SEO_RETURN_IF_ERROR(recordEvent(sql, event.id));          // the plugin's own table
//     return host.billing().setPlan(sql, organization_id, "pro", "2026-12-01T00:00:00.000Z");
//   });
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

// Credits one organization spent past a bucket's quota (metered billing) in a stretch of time.
struct Overage {
  std::string organization_id;
  std::string resource;  // e.g. "ai_credits"
  std::int64_t amount = 0;
};

// Implemented by the host (Host::billing()). Thread-safe.
class Billing {
 public:
  // OK when an organization has the id `organization_id`; NotFound naming it otherwise.
  virtual Status findOrganization(soci::session& sql, std::string_view organization_id) = 0;
  // OK when a plan is named `plan`; NotFound naming it otherwise.
  virtual Status findPlan(soci::session& sql, std::string_view plan) = 0;
  // Moves the organization to `plan`: its API access, and the quota of each credit bucket the
  // plan names (`seoctl plan set-quota`; the others keep theirs). When `resets_at` (ISO 8601 UTC)
  // is not empty it becomes the end of every bucket's current period, the day its credits start
  // again; credits already used stay used. API keys see the change within the auth cache's
  // staleness bound (half a second). NotFound for an unknown organization or plan.
  virtual Status setPlan(soci::session& sql, std::string_view organization_id,
                         std::string_view plan, std::string_view resets_at) = 0;
  // Starts a credit period [start, end) (ISO 8601 UTC) for every bucket of the organization:
  // nothing used yet. NotFound for an unknown organization.
  virtual Status startCreditPeriod(soci::session& sql, std::string_view organization_id,
                                   std::string_view start, std::string_view end) = 0;
  // The overage the usage ledger recorded from `from` (inclusive) to `to` (exclusive), ISO 8601
  // UTC, by organization and resource (amounts above 0 only), ordered by both.
  virtual Result<std::vector<Overage>> overage(soci::session& sql, std::string_view from,
                                               std::string_view to) = 0;

 protected:
  ~Billing() = default;  // owned by the host
};

}  // namespace v2
}  // namespace seo::sdk
