// One kind of finished row the host deletes once its retention has passed (retention_pruner.h).
// The jobs table's steps are the pruner's own; a component of the host registers the steps of
// its tables beside them (Registrations::prune_steps), so the pruner never names another table.
#pragma once

#include <chrono>
#include <functional>
#include <string>

#include "seo/sdk/host.h"

namespace seo::core {

struct PruneStep {
  std::string name;  // what it deletes, for the log: "completed jobs"
  // Deletes at most `batch` rows due now, in one transaction, and answers how many it deleted;
  // fewer than `batch` means nothing more is due. Called again and again until then, so each
  // call must make progress on its own (no row it keeps may stop the next batch).
  std::function<seo::sdk::Result<long long>(seo::sdk::Host& host, int batch)> prune;
};

// A step's usual batch: `statement`, a DELETE of at most :l rows (the batch) whose time is
// before :b (`keep` ago on the server's clock), run in one transaction; the rows it deleted.
seo::sdk::Result<long long> pruneOlderThan(seo::sdk::Host& host, const std::string& statement,
                                           std::chrono::hours keep, int batch);

}  // namespace seo::core
