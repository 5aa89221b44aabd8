#include "plugins/analytics/traffic_routes.h"

#include <memory>

#include "plugins/analytics/collector.h"
#include "plugins/analytics/embedded_text.h"
#include "plugins/analytics/traffic_reads.h"
#include "plugins/analytics/visitor_hash.h"

namespace seo::plugins::analytics {

void registerTraffic(seo::sdk::Registrar& r) {
  // One collector per load, owned by the routes: when a reload releases them, it commits what
  // is queued and stops its writer before the library goes.
  auto collector = std::make_shared<Collector>();
  r.asset({"/analytics/tracker.js", "application/javascript; charset=utf-8",
           std::string(kTrackerJs), 3600});
  r.route("POST", "/analytics/collect",
          [collector](seo::sdk::RequestContext& ctx) { return collector->collect(ctx); })
      .publicAccess()
      .maxBodyBytes(kMaxEventBytes);
  r.route("POST", "/track-bot",
          [collector](seo::sdk::RequestContext& ctx) { return collector->trackBot(ctx); })
      .publicAccess()
      .maxBodyBytes(kMaxEventBytes);
  r.route("GET", "/website/tracking",
          [collector](seo::sdk::RequestContext& ctx) { return collector->trackingCode(ctx); });
  r.job(kSaltCleanupJob, &onSaltCleanup);
  r.route("GET", "/website/summary", &onWebsiteSummary);
  r.route("GET", "/website/geo", &onWebsiteGeo);
}

}  // namespace seo::plugins::analytics
