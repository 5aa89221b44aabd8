// Pruning of the webhooks component's tables (jobs.retention.webhook_deliveries_days; the job
// workers run it, retention_pruner.h). A delivery that ended (succeeded or failed) longer ago
// than the retention goes with its attempts; an event goes once no delivery of it is left and
// it is older than the retention. A pending delivery (waiting for its next attempt) is never
// deleted, so neither is its event: every row the delivery log shows stays while in use.
//
// What retention means for readers: GET /webhooks/endpoints/{id}/deliveries lists what is left,
// and reading or redelivering a pruned delivery answers 404, as for an unknown id. The retention
// is the delivery log's horizon; a receiver that missed an event must ask for it within it.
#pragma once

#include <vector>

#include "core/jobs/prune_step.h"

namespace seo::core {

// The steps that prune deliveries ended more than `retention_days` ago, then their events;
// none when `retention_days` is 0 or less (kept forever).
std::vector<PruneStep> webhookPruneSteps(int retention_days);

}  // namespace seo::core
