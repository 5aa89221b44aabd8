#include "core/http/host_paths.h"

#include "core/console/console_assets.h"
#include "core/http/dispatch_stages.h"
#include "core/mcp/mcp_endpoint.h"
#include "core/metrics/metrics_endpoint.h"

namespace seo::core {

bool isHostPath(const std::string& path) {
  return apiSubPath(path).has_value() || path == "/healthz" || path == kMetricsPath ||
         path == kMcpPath || ConsoleAssets::serves(path);
}

}  // namespace seo::core
