// Changes of an organization's plan and credit period inside a caller's transaction: the
// admin CLI's `org set-plan` and a billing plugin's events (Host::billing(), host_billing.h)
// share them, so a plan's quotas apply the same way whoever moves an organization to it.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/storage/database.h"
#include "seo/sdk/billing.h"

namespace seo::core {

// The quota of each bucket `plan_id` names, by resource.
std::vector<std::pair<std::string, std::int64_t>> planQuotas(soci::session& sql,
                                                             const std::string& plan_id);

// Moves `organization_id` to the plan named `plan`, and its buckets to the plan's quotas; when
// `resets_at` is not empty, every bucket's current period ends then. NotFound naming the plan or
// the organization. The caller moves the auth epoch in the same transaction (auth_epoch.h).
seo::sdk::Status applyPlan(soci::session& sql, const std::string& organization_id,
                           const std::string& plan, const std::string& resets_at);

// Every bucket of `organization_id` starts the period [start, end) with nothing used.
// NotFound naming the organization.
seo::sdk::Status startCreditPeriod(soci::session& sql, const std::string& organization_id,
                                   const std::string& start, const std::string& end);

// The overage of the usage ledger in [from, to), by organization and resource, above 0 only.
std::vector<seo::sdk::Overage> overageBetween(soci::session& sql, const std::string& from,
                                              const std::string& to);

}  // namespace seo::core
