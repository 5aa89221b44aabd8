// Credits reserved for work priced by what it turns out to use (a model's tokens). The estimate
// is taken from the bucket before the work starts, by the same conditional UPDATE as any spend
// (so concurrent work can never together take more than the bucket holds, and the 402 comes
// before anything is asked); the work draws on it as it learns what it used; when it ends the
// reservation is settled and what was not drawn goes back. A reservation left open by work that
// died is settled by the retention pruner a day later.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <soci/soci.h>

#include "core/jobs/prune_step.h"
#include "core/storage/dialect.h"
#include "seo/sdk/status.h"

namespace seo::core {

// Reserves `amount` of `resource` under `reference` (unique per organization) inside the open
// transaction of `sql`: a spend in the ledger (route "reserve"). PaymentRequired as
// consumeCredits when it does not fit; nothing new when `reference` is reserved already.
seo::sdk::Status reserveCredits(soci::session& sql, Dialect dialect,
                                const std::string& organization_id, const std::string& resource,
                                std::int64_t amount, const std::string& reference);

// What reservation `reference` still holds: 0 when it is spent, settled or unknown.
std::int64_t reservationLeft(soci::session& sql, const std::string& organization_id,
                             const std::string& reference);

// Draws `used` from reservation `reference` (locked for the transaction) and answers the part it
// could not cover, which the caller charges to the bucket as usage. All of `used` when the
// reservation is settled or unknown.
seo::sdk::Result<std::int64_t> drawReservation(soci::session& sql,
                                               const std::string& organization_id,
                                               const std::string& reference, std::int64_t used);

// Ends reservation `reference`: what was not drawn goes back to the bucket (a refund in the
// ledger). Idempotent; nothing for an unknown reference.
seo::sdk::Status settleReservation(soci::session& sql, const std::string& organization_id,
                                   const std::string& reference);

// The retention pruner's steps: reservations left open for `open_hours` are settled, settled ones
// deleted after `kept_days`.
std::vector<PruneStep> reservationPruneSteps(int open_hours, int kept_days);

}  // namespace seo::core
