#include "plugins/analytics/traffic_reads.h"

#include <cmath>

#include "plugins/analytics/days.h"
#include "plugins/analytics/query_values.h"
#include "plugins/analytics/rounding.h"

namespace seo::plugins::analytics {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

Result<Response> onWebsiteSummary(seo::sdk::RequestContext& ctx) {
  Result<DayRange> range = parseDayRange(ctx, dayOfMs(nowMs()));
  if (!range.isOk()) return range.status();
  // COALESCE: no rows in the range are zeros, not nulls.
  long long visitors = 0, visits = 0, pageviews = 0, bounces = 0, duration_ms = 0;
  Status s = ctx.host->withSession([&](soci::session& sql) {
    sql << "SELECT CAST(COALESCE(SUM(visitors), 0) AS BIGINT), CAST(COALESCE(SUM(visits), 0) "
           "AS BIGINT), CAST(COALESCE(SUM(pageviews), 0) AS BIGINT), CAST(COALESCE(SUM(bounces), "
           "0) AS BIGINT), CAST(COALESCE(SUM(duration_ms), 0) AS BIGINT) FROM analytics_daily WHERE website_id = :w AND day "
           ">= :f AND day <= :t",
        soci::use(ctx.caller.website_id), soci::use(range.value().from),
        soci::use(range.value().to), soci::into(visitors), soci::into(visits),
        soci::into(pageviews), soci::into(bounces), soci::into(duration_ms);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("unique_visitors", static_cast<std::int64_t>(visitors), a);
  data.AddMember("total_visits", static_cast<std::int64_t>(visits), a);
  data.AddMember("pageviews", static_cast<std::int64_t>(pageviews), a);
  double per_visit = visits > 0 ? static_cast<double>(pageviews) / visits : 0.0;
  data.AddMember("views_per_visit", roundedTo(per_visit, 2), a);
  std::int64_t avg_seconds =
      visits > 0 ? std::llround(static_cast<double>(duration_ms) / 1000.0 / visits) : 0;
  data.AddMember("avg_visit_duration", avg_seconds, a);
  double bounce = visits > 0 ? 100.0 * static_cast<double>(bounces) / visits : 0.0;
  data.AddMember("bounce_rate", roundedTo(bounce, 2), a);
  return Response::data(std::move(data));
}

Result<Response> onWebsiteGeo(seo::sdk::RequestContext& ctx) {
  Result<DayRange> range = parseDayRange(ctx, dayOfMs(nowMs()));
  if (!range.isOk()) return range.status();
  rapidjson::Document rows(rapidjson::kArrayType);
  auto& a = rows.GetAllocator();
  Status s = ctx.host->withSession([&](soci::session& sql) {
    std::string country;
    long long views = 0, visits = 0;
    // Typed intos: SUM's type differs between the backends (NUMERIC on PostgreSQL).
    soci::statement st =
        (sql.prepare << "SELECT country, CAST(SUM(views) AS BIGINT) AS v, CAST(SUM(visits) AS "
                        "BIGINT) AS n FROM analytics_daily_countries WHERE website_id = :w AND "
                        "day >= :f AND day <= :t GROUP BY country ORDER BY v DESC, n DESC, country",
         soci::use(ctx.caller.website_id), soci::use(range.value().from),
         soci::use(range.value().to), soci::into(country), soci::into(views), soci::into(visits));
    st.execute();
    while (st.fetch()) {
      rapidjson::Value item(rapidjson::kObjectType);
      item.AddMember("country", string(country, a), a);
      item.AddMember("views", static_cast<std::int64_t>(views), a);
      item.AddMember("visits", static_cast<std::int64_t>(visits), a);
      rows.PushBack(item, a);
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return Response::data(std::move(rows));
}

}  // namespace seo::plugins::analytics
