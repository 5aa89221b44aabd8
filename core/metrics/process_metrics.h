// The process_* series every Prometheus client library exports (CPU time, memory, open files,
// start time), read from /proc, so dashboards made for them work unchanged.
#pragma once

#include "core/metrics/metrics_text.h"

namespace seo::core {

void writeProcessMetrics(MetricsText& out);

}  // namespace seo::core
