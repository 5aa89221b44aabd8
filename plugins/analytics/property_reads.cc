#include "plugins/analytics/property_reads.h"

#include <algorithm>
#include <string>
#include <vector>

#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/property_figures.h"
#include "plugins/analytics/traffic_reads.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A filtered read (and the 24-hour range) counts the raw rows of its whole period: past the raw
// reads' budget (panel_store.h) of property rows it is refused, as the traffic reads are.
Status checkPropertyCost(soci::session& sql, const TrafficScope& scope, long long limit) {
  long long rows = 0;
  const std::string from = scope.period.days.from, to = scope.period.days.to;
  sql << "SELECT COUNT(*) FROM (SELECT 1 AS one FROM analytics_event_props WHERE website_id = :w "
         "AND day >= :f AND day <= :t LIMIT " +
             std::to_string(limit + 1) + ") counted",
      soci::use(scope.website_id), soci::use(from), soci::use(to), soci::into(rows);
  if (limit <= 0 || rows <= limit) return Status::ok();
  return Status::invalidField("range", "the period holds more than " + std::to_string(limit) +
                                           " event properties, too many to read under filters; "
                                           "choose fewer days");
}

}  // namespace

Result<seo::sdk::Response> onWebsiteProperties(seo::sdk::RequestContext& ctx) {
  std::optional<std::string> key;
  if (std::optional<std::string_view> text = ctx.queryParam("key")) {
    if (text->empty() || !seo::sdk::utf8::isCleanText(*text) ||
        seo::sdk::utf8::characterCount(*text) > kMaxPropKeyChars) {
      return Status::invalidField("key", "must be a property's key, 1 to " +
                                             std::to_string(kMaxPropKeyChars) + " characters");
    }
    key = std::string(*text);
  }
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::int64_t limit,
                       seo::sdk::queryInt(ctx, "limit", kDefaultPanelRows, 1, kMaxPanelRows));
  const long long budget = rawReadLimit(*ctx.host);
  std::vector<PropertyFigures> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    if (scope.filter.any()) SEO_RETURN_IF_ERROR(checkPropertyCost(sql, scope, budget));
    if (scope.period.hourly()) {
      rows = hourlyPropertyFigures(sql, scope, key);
    } else if (scope.filter.any()) {
      rows = rawPropertyFigures(sql, scope, key);
    } else {
      rows = propertyFigures(sql, scope, key);
    }
    return Status::ok();
  }));
  // The closed days and hours not rolled yet are rolled by the filtered reads' job.
  requestFilterRoll(*ctx.host, ctx.caller.website_id, ctx.caller.organization_id);
  // Most events first, ties by name in byte order.
  std::sort(rows.begin(), rows.end(), [](const PropertyFigures& x, const PropertyFigures& y) {
    return x.events != y.events ? x.events > y.events : x.name < y.name;
  });
  if (rows.size() > static_cast<std::size_t>(limit)) rows.resize(limit);
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const PropertyFigures& row : rows) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember(rapidjson::StringRef(key ? "value" : "key"), seo::sdk::json::string(row.name, a),
                   a);
    item.AddMember("events", static_cast<std::int64_t>(row.events), a);
    item.AddMember("visitors", static_cast<std::int64_t>(row.visitors), a);
    data.PushBack(item, a);
  }
  return seo::sdk::Response::data(std::move(data));
}

}  // namespace seo::plugins::analytics
