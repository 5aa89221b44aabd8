#include "plugins/analytics/traffic_filter.h"

#include "plugins/analytics/collector.h"
#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/stored_text.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

namespace doc = seo::sdk::doc;

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::size_t kMaxHostBytes = 253;

// As the collector stores a referrer's host: lower case, no spaces nor control characters.
bool isHostName(std::string_view text) {
  if (text.empty() || text.size() > kMaxHostBytes) return false;
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte <= ' ' || byte == 0x7f || (c >= 'A' && c <= 'Z') || c == '/') return false;
  }
  return true;
}

// A text parameter's value: nullopt when absent; 400 naming it when empty, longer than
// `max_chars` characters, or not clean UTF-8 text.
Result<std::optional<std::string>> textParam(const seo::sdk::RequestContext& ctx,
                                             std::string_view name, std::size_t max_chars) {
  std::optional<std::string_view> text = ctx.queryParam(name);
  if (!text) return std::optional<std::string>();
  if (text->empty() || !seo::sdk::utf8::isCleanText(*text) ||
      seo::sdk::utf8::characterCount(*text) > max_chars) {
    return Status::invalidField(
        std::string(name), "must be text of 1 to " + std::to_string(max_chars) + " characters");
  }
  return std::optional<std::string>(std::string(*text));
}

// The goal the `goal` parameter names, read from the website's goals.
Result<std::optional<Goal>> goalParam(const seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> id, seo::sdk::queryUuid(ctx, "goal"));
  if (!id) return std::optional<Goal>();
  std::optional<Goal> found;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    for (Goal& goal : listGoals(sql, ctx.caller.website_id)) {
      if (goal.id == *id) found = std::move(goal);
    }
    return Status::ok();
  }));
  if (!found) return Status::invalidField("goal", "is not a goal of this website");
  return found;
}

Result<std::optional<PropertyFilter>> propertyParam(const seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> key,
                       textParam(ctx, "property", kMaxPropKeyChars));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> value,
                       textParam(ctx, "property_value", kMaxPropValueChars));
  SEO_ASSIGN_OR_RETURN(std::string match,
                       seo::sdk::queryChoice(ctx, "property_match", kPropertyMatches, ""));
  if (!key) {
    if (value) return Status::missingField("property");
    if (!match.empty()) return Status::missingField("property");
    return std::optional<PropertyFilter>();
  }
  if (!value) return Status::missingField("property_value");
  // The key and value as the events' were kept; a pattern matches the kept values as it is.
  PropertyFilter filter{storedText(*key, kMaxStoredPropKeyBytes), std::move(*value),
                        PropertyFilter::kIs};
  if (match == "is_not") filter.match = PropertyFilter::kIsNot;
  if (match == "contains") filter.match = PropertyFilter::kContains;
  if (filter.match != PropertyFilter::kContains) {
    filter.value = storedText(filter.value, kMaxStoredPropValueBytes);
  }
  return std::optional<PropertyFilter>(std::move(filter));
}

}  // namespace

bool TrafficFilter::visitOnly() const {
  for (const std::optional<std::string>& value : breakdowns) {
    if (value) return true;
  }
  return false;
}

int TrafficFilter::count() const {
  int n =
      (path ? 1 : 0) + (source ? 1 : 0) + (country ? 1 : 0) + (goal ? 1 : 0) + (property ? 1 : 0);
  for (const std::optional<std::string>& value : breakdowns) n += value ? 1 : 0;
  return n;
}

Result<TrafficFilter> parseTrafficFilter(const seo::sdk::RequestContext& ctx) {
  TrafficFilter filter;
  if (std::optional<std::string_view> path = ctx.queryParam("path")) {
    if (path->empty() || path->front() != '/' || path->size() > kMaxUrlBytes) {
      return Status::invalidField("path", "must be a page path starting with /, at most " +
                                              std::to_string(kMaxUrlBytes) + " bytes");
    }
    filter.path = storedText(*path, kMaxStoredPathBytes);  // as the pages were kept
  }
  if (std::optional<std::string_view> source = ctx.queryParam("source")) {
    if (*source == kDirectSource) {
      filter.source = "";
    } else if (isHostName(*source)) {
      filter.source = std::string(*source);
    } else {
      return Status::invalidField("source", "must be a referrer host (lower case) or " +
                                                std::string(kDirectSource));
    }
  }
  if (std::optional<std::string_view> country = ctx.queryParam("country")) {
    if (country->size() != 2 || (*country)[0] < 'A' || (*country)[0] > 'Z' ||
        (*country)[1] < 'A' || (*country)[1] > 'Z') {
      return Status::invalidField("country", "must be an ISO 3166-1 code of two capital letters");
    }
    filter.country = std::string(*country);
  }
  for (int b = 0; b < kBreakdowns; ++b) {
    SEO_ASSIGN_OR_RETURN(filter.breakdowns[b],
                         textParam(ctx, kBreakdownNames.values()[b], kMaxUtmBytes));
  }
  SEO_ASSIGN_OR_RETURN(filter.goal, goalParam(ctx));
  SEO_ASSIGN_OR_RETURN(filter.property, propertyParam(ctx));
  return filter;
}

seo::sdk::RouteSpec& filterParameters(seo::sdk::RouteSpec& route) {
  route
      .query("path", doc::text(static_cast<std::int64_t>(kMaxUrlBytes)),
             "only this page's pageviews, and the visits that saw it")
      .query("source", doc::text(static_cast<std::int64_t>(kMaxHostBytes)),
             "only visits from this referrer host, or " + std::string(kDirectSource))
      .query("country", R"({"type": "string", "pattern": "^[A-Z]{2}$"})",
             "only pageviews from this country (ZZ: unknown)");
  for (std::string_view name : kBreakdownNames.values()) {
    route.query(std::string(name), doc::text(static_cast<std::int64_t>(kMaxUtmBytes)),
                "only visits whose " + std::string(name) +
                    " is this (a value of GET /website/breakdown?by=" + std::string(name) + ")");
  }
  return route
      .query("goal", R"({"type": "string", "format": "uuid"})",
             "only visits that converted this goal (its id)")
      .query("property", doc::text(static_cast<std::int64_t>(kMaxPropKeyChars)),
             "with property_value: only visits with an event (pageview or custom event) whose "
             "property of this key matches")
      .query("property_value", doc::text(static_cast<std::int64_t>(kMaxPropValueChars)),
             "the value property_match compares the property with")
      .query("property_match", kPropertyMatches.schema(),
             "is (default): the value exactly; contains: holds it (bytes, case-sensitive); "
             "is_not: every visit but those `is` keeps");
}

std::string sourceName(const std::string& stored) {
  return stored.empty() ? std::string(kDirectSource) : stored;
}

}  // namespace seo::plugins::analytics
