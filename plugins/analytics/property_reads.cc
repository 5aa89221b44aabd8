#include "plugins/analytics/property_reads.h"

#include <algorithm>
#include <string>
#include <vector>

#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/filter_hour_properties.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/property_figures.h"
#include "plugins/analytics/property_filters.h"
#include "plugins/analytics/stored_text.h"
#include "plugins/analytics/traffic_reads.h"
#include "plugins/analytics/visit_sets.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

Result<seo::sdk::Response> onWebsiteProperties(seo::sdk::RequestContext& ctx) {
  std::optional<std::string> key;
  if (std::optional<std::string_view> text = ctx.queryParam("key")) {
    if (text->empty() || !seo::sdk::utf8::isCleanText(*text) ||
        seo::sdk::utf8::characterCount(*text) > kMaxPropKeyChars) {
      return Status::invalidField("key", "must be a property's key, 1 to " +
                                             std::to_string(kMaxPropKeyChars) + " characters");
    }
    key = storedText(*text, kMaxStoredPropKeyBytes);  // as the events' were kept
  }
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::int64_t limit,
                       seo::sdk::queryInt(ctx, "limit", kDefaultPanelRows, 1, kMaxPanelRows));
  const long long budget = rawReadLimit(*ctx.host);
  std::vector<PropertyFigures> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) -> Status {
    if (!scope.filter.any()) {
      rows = scope.period.hourly() ? hourlyPropertyFigures(sql, scope, key)
                                   : propertyFigures(sql, scope, key);
    } else if (std::optional<RolledFilter> filter = hourFilterOf(scope.filter);
               filter && scope.period.hourly()) {
      SEO_ASSIGN_OR_RETURN(rows, rolledHourPropertyFigures(sql, scope, *filter, key, budget));
    } else if (scope.period.hourly() && visitSetsAnswer(scope.filter)) {
      SEO_ASSIGN_OR_RETURN(rows, setHourPropertyFigures(sql, scope, key, budget));
    } else if (scope.period.hourly()) {
      // The raw rows of its whole days.
      SEO_RETURN_IF_ERROR(checkPropertyReadCost(sql, scope.website_id, scope.period.days.from,
                                                scope.period.days.to, key, budget));
      rows = hourlyPropertyFigures(sql, scope, key);
    } else {
      SEO_ASSIGN_OR_RETURN(rows, filteredPropertyFigures(sql, scope, key, budget));
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
