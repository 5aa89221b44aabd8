#include "plugins/analytics/property_reads.h"

#include <string>
#include <vector>

#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/traffic_reads.h"
#include "plugins/analytics/visit_filter_sql.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/sql_dialect.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

struct PropertyRow {
  std::string name;
  long long events = 0, visitors = 0;
};

// " UNION ALL "-joined rows (name, visitor) of the properties of `scope`'s pageviews and custom
// events: their key (no `key`) or the key's values; values appended to `values`.
std::string propertyEvents(const TrafficScope& scope, const std::optional<std::string>& key,
                           std::vector<std::string>* values) {
  const TrafficPeriod& period = scope.period;
  std::string query;
  for (const bool pageviews : {true, false}) {
    const std::string x = pageviews ? "pe" : "ce";
    if (!query.empty()) query += " UNION ALL ";
    query += std::string("SELECT ") + (key ? "pr.prop_value" : "pr.prop_key") + " AS name, " +
             (pageviews ? x + "v.visitor" : x + ".visitor") +
             " AS visitor FROM analytics_event_props pr JOIN " +
             (pageviews ? "analytics_events " + x + " ON " + x +
                              ".id = pr.event_id JOIN "
                              "analytics_visits " +
                              x + "v ON " + x + "v.id = " + x + ".visit_id"
                        : "analytics_custom_events " + x + " ON " + x + ".id = pr.event_id") +
             " WHERE pr.website_id = :" + x + "w AND pr.day >= :" + x + "f AND pr.day <= :" + x +
             "t AND pr.event_name " + (pageviews ? "= :" : "<> :") + x + "n";
    values->insert(values->end(), {scope.website_id, period.days.from, period.days.to,
                                   std::string(kPageviewName)});
    if (key) {
      query += " AND pr.prop_key = :" + x + "k";
      values->push_back(*key);
    }
    if (period.hourly()) {
      query += " AND " + x + ".occurred_at >= :" + x + "s AND " + x + ".occurred_at < :" + x + "u";
      values->insert(values->end(), {period.sinceIso(), period.untilIso()});
    }
    query += eventConditions(scope.filter, x, scope.website_id, period.days.from, period.days.to,
                             values);
  }
  return query;
}

std::vector<PropertyRow> readRows(soci::session& sql, seo::sdk::Dialect dialect,
                                  const TrafficScope& scope, const std::optional<std::string>& key,
                                  std::int64_t limit) {
  std::vector<std::string> values;
  const std::string query = "SELECT name, COUNT(*), COUNT(DISTINCT visitor) FROM (" +
                            propertyEvents(scope, key, &values) +
                            ") x GROUP BY name ORDER BY 2 DESC, name" +
                            seo::sdk::byteOrder(dialect) + " LIMIT " + std::to_string(limit);
  std::vector<PropertyRow> rows;
  PropertyRow row;
  soci::statement st(sql);
  for (const std::string& value : values) st.exchange(soci::use(value));
  st.exchange(soci::into(row.name));
  st.exchange(soci::into(row.events));
  st.exchange(soci::into(row.visitors));
  st.alloc();
  st.prepare(query);
  st.define_and_bind();
  st.execute();
  while (st.fetch()) rows.push_back(row);
  return rows;
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
  std::vector<PropertyRow> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    rows = readRows(sql, ctx.host->dialect(), scope, key, limit);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const PropertyRow& row : rows) {
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
