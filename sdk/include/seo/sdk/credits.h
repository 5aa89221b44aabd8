// File: credits.h
// The organization's credit buckets, as a plugin spends them (Host::credits(), since ABI 2.20).
// Every change is made inside the caller's transaction `sql`, so credits leave a bucket exactly
// when the work that spends them is written:
//
//   Status s = ctx.host->withTransaction([&](soci::session& sql) {
//     SEO_RETURN_IF_ERROR(ctx.host->credits().consume(sql, ctx, "keyword_research", 10));
//     sql << "INSERT INTO ...";                        // 402 above: nothing is written
//     return Status::ok();
//   });
#pragma once

#include <cstdint>
#include <string_view>

#include "seo/sdk/request_context.h"
#include "seo/sdk/status.h"

namespace soci {
class session;
}

namespace seo::sdk {
inline namespace v2 {

// Implemented by the host (testing::FakeCredits in tests). Thread-safe.
class Credits {
 public:
  virtual ~Credits() = default;
  // Spends `amount` credits of `resource` from the bucket of the organization that owns the
  // caller's target website (or the key's organization when there is none), and appends to the
  // usage ledger. PaymentRequired ("Usage limit reached for <resource>") when the bucket would
  // go negative, unless the organization has metered billing, which records the overage instead.
  virtual Status consume(soci::session& sql, const RequestContext& ctx, std::string_view resource,
                         std::int64_t amount) = 0;
  // Gives back `amount` credits of `resource` that `organization_id` spent for work that then
  // failed, recorded in the ledger under `reference` (a job or request id). Idempotent per
  // (organization, resource, reference): a handler run again cannot refund twice.
  virtual Status refund(soci::session& sql, std::string_view organization_id,
                        std::string_view resource, std::int64_t amount,
                        std::string_view reference) = 0;
  // OK when `organization_id` may spend `resource` now: credits are left, or its billing is
  // metered. PaymentRequired otherwise. For work that spends later (a job that will ask a
  // model): refuse it before it is enqueued. Spends nothing, but may start the bucket's new
  // period (a write): hold no transaction while calling.
  virtual Status check(std::string_view organization_id, std::string_view resource) = 0;
  // Reserves `amount` credits of `resource` for work priced by what it uses (a model's tokens),
  // under `reservation` (an id the caller makes, unique per organization; keep it with the work,
  // e.g. in its job's payload). They leave the bucket at once, by consume's check, so concurrent
  // requests never together reserve more than the bucket holds. Nothing new when `reservation`
  // exists already. Reserve in the transaction that accepts the work (llm.h's estimatedTokens
  // prices a chat); ask models with it (ModelChoice::reservation).
  virtual Status reserve(soci::session& sql, std::string_view organization_id,
                         std::string_view resource, std::int64_t amount,
                         std::string_view reservation) = 0;
  // Ends `reservation`: what its model calls drew stays spent, the rest goes back. Idempotent.
  // Call it when the work ends, done or failed for good (endsJobFailed); one never settled (its
  // worker died) is settled by the host a day later.
  virtual Status settle(soci::session& sql, std::string_view organization_id,
                        std::string_view reservation) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
