#include "plugins/analytics/search_console_routes.h"

#include <cstdint>
#include <string>
#include <vector>

#include "plugins/analytics/analytics_values.h"
#include "plugins/analytics/api_examples.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/search_console_commands.h"
#include "plugins/analytics/search_console_page_days.h"
#include "plugins/analytics/search_console_pages.h"
#include "plugins/analytics/search_console_sync.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::plugins::analytics {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::json::string;

namespace {

Result<Response> onGetPages(seo::sdk::RequestContext& ctx) {
  Result<DayRange> period = parseDayRange(ctx, dayOfMs(nowMs()));
  if (!period.isOk()) return period.status();
  Result<std::int64_t> limit =
      seo::sdk::queryInt(ctx, "limit", kDefaultSearchConsolePages, 1, kMaxSearchConsolePages);
  if (!limit.isOk()) return limit.status();
  Result<std::vector<PageRow>> pages = topPages(
      *ctx.host, ctx.caller.website_id, period.value().from, period.value().to, limit.value());
  if (!pages.isOk()) return pages.status();
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const PageRow& p : pages.value()) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("page", string(p.page, a), a);
    item.AddMember("clicks", static_cast<std::int64_t>(p.clicks), a);
    item.AddMember("impressions", static_cast<std::int64_t>(p.impressions), a);
    item.AddMember("ctr", p.ctr, a);
    item.AddMember("position", p.position, a);
    data.PushBack(item, a);
  }
  return Response::data(std::move(data));
}

}  // namespace

void registerSearchConsole(seo::sdk::Registrar& r) {
  periodParameters(r.route("GET", "/search-console/pages", &onGetPages))
      .summary("Search-console figures per page in the period",
               "From the last sync or import (`seoctl analytics search-console-*`). Most clicks "
               "first.")
      .query("limit", doc::integer(1, kMaxSearchConsolePages),
             "results, default " + std::to_string(kDefaultSearchConsolePages))
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("SearchConsolePageRow"))), "One row per page")
      .answerExample(200, examples::kGetSearchConsolePages200);
  r.job(kSearchConsoleSyncJob, &onSearchConsoleSync);
  // Webhook events (docs/webhooks.md), emitted by the host as the job's end is recorded.
  r.event("analytics.search_console_sync.completed",
          "A Search Console sync completed; `result` counts the rows it stored.",
          doc::jobCompletedEvent(R"({"type": "object"})"));
  r.event("analytics.search_console_sync.failed", "A Search Console sync failed for good.",
          doc::jobFailedEvent());
  r.jobEvents(kSearchConsoleSyncJob, "analytics.search_console_sync.completed",
              "analytics.search_console_sync.failed");
  registerSearchConsoleCommands(r);
  registerSearchConsolePageDays(r);
}

}  // namespace seo::plugins::analytics
