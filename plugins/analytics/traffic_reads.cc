#include "plugins/analytics/traffic_reads.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/panel_store.h"
#include "plugins/analytics/rounding.h"
#include "plugins/analytics/visit_filter_sql.h"
#include "seo/sdk/util/choices.h"
#include "seo/sdk/util/request_values.h"

namespace seo::plugins::analytics {

using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using Allocator = rapidjson::Document::AllocatorType;

namespace {

// OK when the reads of `scopes` stay within the raw rows' budget (checkRawCost).
Status checkCost(const RequestContext& ctx, std::initializer_list<const TrafficScope*> scopes,
                 bool sets = true) {
  const long long limit = rawReadLimit(*ctx.host);
  return ctx.host->withSession([&](soci::session& sql) {
    for (const TrafficScope* scope : scopes) {
      SEO_RETURN_IF_ERROR(checkRawCost(sql, *scope, limit, sets));
    }
    return Status::ok();
  });
}

TrafficScope previousScope(const TrafficScope& scope) {
  return TrafficScope{scope.website_id, previousPeriod(scope.period), scope.filter, std::nullopt,
                      scope.now_ms, std::nullopt};
}

double percent(long long part, long long whole) {
  return whole > 0 ? roundedTo(100.0 * static_cast<double>(part) / whole, 2) : 0.0;
}

std::int64_t averageSeconds(long long duration_ms, long long visits) {
  return visits > 0 ? std::llround(static_cast<double>(duration_ms) / 1000.0 / visits) : 0;
}

rapidjson::Value summaryJson(const TrafficTotals& t, Allocator& a) {
  rapidjson::Value data(rapidjson::kObjectType);
  data.AddMember("unique_visitors", static_cast<std::int64_t>(t.visitors), a);
  data.AddMember("total_visits", static_cast<std::int64_t>(t.visits), a);
  data.AddMember("pageviews", static_cast<std::int64_t>(t.pageviews), a);
  double per_visit = t.visits > 0 ? static_cast<double>(t.pageviews) / t.visits : 0.0;
  data.AddMember("views_per_visit", roundedTo(per_visit, 2), a);
  data.AddMember("avg_visit_duration", averageSeconds(t.duration_ms, t.visits), a);
  data.AddMember("bounce_rate", percent(t.bounces, t.visits), a);
  return data;
}

// Runs `read` in a session; its rows.
template <typename Rows, typename Read>
Result<Rows> readRows(RequestContext& ctx, Read read) {
  Rows rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    rows = read(sql);
    return Status::ok();
  }));
  return rows;
}

// The buckets of a time series, oldest first: their labels and the keys of trafficSeries they
// sum ('YYYY-MM-DD' days or 'YYYY-MM-DDTHH' hours).
struct Bucket {
  std::string label;
  std::vector<std::string> keys;
};

std::vector<Bucket> bucketsOf(const TrafficPeriod& period, std::string_view interval) {
  std::vector<Bucket> buckets;
  if (interval == "hour") {
    std::string first = period.hourly() ? *period.first_hour : period.days.from + "T00";
    std::int64_t ms = msOfIso(first + ":00:00Z").value_or(0);
    const std::int64_t hours = period.hourly() ? 24 : 24 * (period.days.last - period.days.first + 1);
    for (std::int64_t i = 0; i < hours; ++i, ms += kMsPerHour) {
      std::string key = isoOfMs(ms).substr(0, 13);
      buckets.push_back({key + ":00:00Z", {key}});
    }
    return buckets;
  }
  for (std::int64_t day = period.days.first; day <= period.days.last; ++day) {
    std::string label = formatDay(day);
    if (interval == "week") {
      // Weeks start on Monday; day 0 (1970-01-01) was a Thursday.
      label = formatDay(day - ((day % 7) + 10) % 7);
    } else if (interval == "month") {
      label = label.substr(0, 8) + "01";
    }
    if (buckets.empty() || buckets.back().label != label) buckets.push_back({label, {}});
    buckets.back().keys.push_back(formatDay(day));
  }
  return buckets;
}

rapidjson::Value seriesFiguresJson(const std::map<std::string, SeriesFigures>& series,
                                   const Bucket& bucket, Allocator& a) {
  SeriesFigures sum;
  for (const std::string& key : bucket.keys) {
    if (auto it = series.find(key); it != series.end()) {
      sum.visitors += it->second.visitors;
      sum.visits += it->second.visits;
      sum.pageviews += it->second.pageviews;
    }
  }
  rapidjson::Value item(rapidjson::kObjectType);
  item.AddMember("visitors", static_cast<std::int64_t>(sum.visitors), a);
  item.AddMember("visits", static_cast<std::int64_t>(sum.visits), a);
  item.AddMember("pageviews", static_cast<std::int64_t>(sum.pageviews), a);
  return item;
}

Result<std::int64_t> panelLimit(const RequestContext& ctx) {
  return seo::sdk::queryInt(ctx, "limit", kDefaultPanelRows, 1, kMaxPanelRows);
}

}  // namespace

long long rawReadLimit(seo::sdk::Host& host) {
  long long limit = kDefaultRawReadLimit;
  if (std::optional<std::string> text = host.setting(kRawReadLimitSetting)) {
    long long value = 0;
    const char* end = text->data() + text->size();
    auto [at, error] = std::from_chars(text->data(), end, value);
    if (error == std::errc() && at == end && value >= 0) limit = value;
  }
  return limit;
}

Result<TrafficScope> scopeOf(const RequestContext& ctx, bool sets) {
  const std::int64_t now_ms = nowMs();
  SEO_ASSIGN_OR_RETURN(TrafficPeriod period, parseTrafficPeriod(ctx, now_ms));
  SEO_ASSIGN_OR_RETURN(TrafficFilter filter, parseTrafficFilter(ctx));
  if (filter.goal && filter.goal->isPage()) {
    // Over the previous period too, which a comparison reads with the same filter.
    const TrafficPeriod before = previousPeriod(period);
    SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
      return resolveGoalPages(sql, ctx.caller.website_id, before.days.from, period.days.to,
                              &filter);
    }));
  }
  // A filtered read is fast over rolled days: the closed days not rolled yet are queued.
  if (filter.any()) requestFilterRoll(*ctx.host, ctx.caller.website_id, ctx.caller.organization_id);
  TrafficScope scope{
      ctx.caller.website_id, std::move(period), std::move(filter), std::nullopt, now_ms,
      std::nullopt};
  if (scope.filter.any() && !scope.filter.path) {
    SEO_RETURN_IF_ERROR(checkCost(ctx, {&scope}, sets));
  }
  return scope;
}

Result<Response> onWebsiteSummary(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  SEO_ASSIGN_OR_RETURN(bool compare, parseCompare(ctx));
  const TrafficScope previous = previousScope(scope);
  if (compare && scope.filter.any()) SEO_RETURN_IF_ERROR(checkCost(ctx, {&previous}));
  TrafficTotals now, before;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    now = trafficTotals(sql, scope);
    if (compare) before = trafficTotals(sql, previous);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.CopyFrom(summaryJson(now, a), a);
  if (compare) data.AddMember("previous", summaryJson(before, a), a);
  return Response::data(std::move(data));
}

Result<Response> onWebsiteGeo(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::vector<PanelRow> rows,
                       readRows<std::vector<PanelRow>>(ctx, [&](soci::session& sql) {
                         return panelRows(sql, ctx.host->dialect(), kCountriesPanel, scope, -1);
                       }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const PanelRow& row : rows) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("country", string(row.name, a), a);
    item.AddMember("views", static_cast<std::int64_t>(row.figures.views), a);
    item.AddMember("visits", static_cast<std::int64_t>(row.figures.visits), a);
    data.PushBack(item, a);
  }
  return Response::data(std::move(data));
}

Result<Response> onWebsiteTimeseries(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  SEO_ASSIGN_OR_RETURN(bool compare, parseCompare(ctx));
  const bool hourly = scope.period.hourly();
  SEO_ASSIGN_OR_RETURN(std::string interval,
                       seo::sdk::queryChoice(ctx, "interval", kIntervals, hourly ? "hour" : "day"));
  const std::int64_t days = scope.period.days.last - scope.period.days.first + 1;
  if (hourly && interval != "hour") {
    return Status::invalidField("interval", "must be hour for the range 24h");
  }
  if (interval == "hour" && days > kMaxHourlyDays) {
    return Status::invalidField("interval", "hour needs a period of at most " +
                                                std::to_string(kMaxHourlyDays) + " days");
  }
  if (days > kMaxSeriesDays) {
    return Status::invalidField("from", "a time series covers at most " +
                                            std::to_string(kMaxSeriesDays) + " days");
  }
  const bool by_hour = interval == "hour";
  const TrafficScope before = previousScope(scope);
  if (compare && scope.filter.any()) SEO_RETURN_IF_ERROR(checkCost(ctx, {&before}));
  std::map<std::string, SeriesFigures> series, previous;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    series = trafficSeries(sql, scope, by_hour);
    if (compare) previous = trafficSeries(sql, before, by_hour);
    return Status::ok();
  }));
  const std::vector<Bucket> buckets = bucketsOf(scope.period, interval);
  const std::vector<Bucket> previous_buckets =
      compare ? bucketsOf(before.period, interval) : std::vector<Bucket>();
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (std::size_t i = 0; i < buckets.size(); ++i) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("date", string(buckets[i].label, a), a);
    rapidjson::Value figures = seriesFiguresJson(series, buckets[i], a);
    for (auto& member : figures.GetObject()) item.AddMember(member.name, member.value, a);
    if (compare) {
      // The previous period's bucket at the same place (zeros past its end).
      Bucket none;
      item.AddMember("previous",
                     seriesFiguresJson(previous,
                                       i < previous_buckets.size() ? previous_buckets[i] : none, a),
                     a);
    }
    data.PushBack(item, a);
  }
  return Response::data(std::move(data));
}

Result<Response> onWebsitePages(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::int64_t limit, panelLimit(ctx));
  SEO_ASSIGN_OR_RETURN(std::vector<PanelRow> rows,
                       readRows<std::vector<PanelRow>>(ctx, [&](soci::session& sql) {
                         return panelRows(sql, ctx.host->dialect(), kPagesPanel, scope, limit);
                       }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const PanelRow& row : rows) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("page", string(row.name, a), a);
    item.AddMember("pageviews", static_cast<std::int64_t>(row.figures.views), a);
    data.PushBack(item, a);
  }
  return Response::data(std::move(data));
}

Result<Response> onWebsiteEntryPages(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::int64_t limit, panelLimit(ctx));
  SEO_ASSIGN_OR_RETURN(std::vector<PanelRow> rows,
                       readRows<std::vector<PanelRow>>(ctx, [&](soci::session& sql) {
                         return panelRows(sql, ctx.host->dialect(), kEntryPagesPanel, scope,
                                          limit);
                       }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const PanelRow& row : rows) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("page", string(row.name, a), a);
    item.AddMember("entries", static_cast<std::int64_t>(row.figures.visits), a);
    item.AddMember("bounce_rate", percent(row.figures.bounces, row.figures.visits), a);
    data.PushBack(item, a);
  }
  return Response::data(std::move(data));
}

namespace {

// A row of visits named `name` under `key`: the sources' and the breakdowns' rows.
rapidjson::Value visitsRow(const char* key, const std::string& name, const PanelRow& row,
                           rapidjson::Document::AllocatorType& a) {
  rapidjson::Value item(rapidjson::kObjectType);
  item.AddMember(rapidjson::StringRef(key), string(name, a), a);
  item.AddMember("visits", static_cast<std::int64_t>(row.figures.visits), a);
  item.AddMember("pageviews", static_cast<std::int64_t>(row.figures.views), a);
  item.AddMember("bounce_rate", percent(row.figures.bounces, row.figures.visits), a);
  item.AddMember("avg_visit_duration", averageSeconds(row.figures.duration_ms, row.figures.visits),
                 a);
  return item;
}

}  // namespace

Result<Response> onWebsiteSources(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::int64_t limit, panelLimit(ctx));
  SEO_ASSIGN_OR_RETURN(std::vector<PanelRow> rows,
                       readRows<std::vector<PanelRow>>(ctx, [&](soci::session& sql) {
                         return panelRows(sql, ctx.host->dialect(), kSourcesPanel, scope, limit);
                       }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const PanelRow& row : rows)
    data.PushBack(visitsRow("source", sourceName(row.name), row, a), a);
  return Response::data(std::move(data));
}

Result<Response> onWebsiteBreakdown(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string by, seo::sdk::queryChoice(ctx, "by", kBreakdownNames, ""));
  if (by.empty()) return Status::missingField("by");
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::int64_t limit, panelLimit(ctx));
  const auto& names = kBreakdownNames.values();
  const Panel& panel =
      breakdownPanel(static_cast<int>(std::find(names.begin(), names.end(), by) - names.begin()));
  SEO_ASSIGN_OR_RETURN(std::vector<PanelRow> rows,
                       readRows<std::vector<PanelRow>>(ctx, [&](soci::session& sql) {
                         return panelRows(sql, ctx.host->dialect(), panel, scope, limit);
                       }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const PanelRow& row : rows) data.PushBack(visitsRow("value", row.name, row, a), a);
  return Response::data(std::move(data));
}

Result<Response> onWebsiteRealtime(RequestContext& ctx) {
  const std::int64_t since = nowMs() - kRealtimeMinutes * 60 * 1000;
  long long visitors = 0;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    visitors = visitorsSince(sql, ctx.caller.website_id, since);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("visitors", static_cast<std::int64_t>(visitors), a);
  data.AddMember("since", string(isoOfMs(since), a), a);
  return Response::data(std::move(data));
}

}  // namespace seo::plugins::analytics
