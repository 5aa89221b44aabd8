#include "plugins/analytics/traffic_reads.h"

#include <cmath>

#include "plugins/analytics/analytics_values.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/rounding.h"
#include "plugins/analytics/traffic_store.h"

namespace seo::plugins::analytics {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

Result<Response> onWebsiteSummary(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(DayRange range, parseDayRange(ctx, dayOfMs(nowMs())));
  TrafficTotals t;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    t = trafficTotals(sql, ctx.caller.website_id, range.from, range.to);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("unique_visitors", static_cast<std::int64_t>(t.visitors), a);
  data.AddMember("total_visits", static_cast<std::int64_t>(t.visits), a);
  data.AddMember("pageviews", static_cast<std::int64_t>(t.pageviews), a);
  double per_visit = t.visits > 0 ? static_cast<double>(t.pageviews) / t.visits : 0.0;
  data.AddMember("views_per_visit", roundedTo(per_visit, 2), a);
  std::int64_t avg_seconds =
      t.visits > 0 ? std::llround(static_cast<double>(t.duration_ms) / 1000.0 / t.visits) : 0;
  data.AddMember("avg_visit_duration", avg_seconds, a);
  double bounce = t.visits > 0 ? 100.0 * static_cast<double>(t.bounces) / t.visits : 0.0;
  data.AddMember("bounce_rate", roundedTo(bounce, 2), a);
  return Response::data(std::move(data));
}

Result<Response> onWebsiteGeo(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(DayRange range, parseDayRange(ctx, dayOfMs(nowMs())));
  std::vector<CountryRow> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    rows = countryRows(sql, ctx.caller.website_id, range.from, range.to);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const CountryRow& row : rows) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("country", string(row.country, a), a);
    item.AddMember("views", static_cast<std::int64_t>(row.views), a);
    item.AddMember("visits", static_cast<std::int64_t>(row.visits), a);
    data.PushBack(item, a);
  }
  return Response::data(std::move(data));
}

}  // namespace seo::plugins::analytics
