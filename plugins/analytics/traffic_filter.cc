#include "plugins/analytics/traffic_filter.h"

#include "plugins/analytics/collector.h"
#include "seo/sdk/util/api_doc.h"

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

}  // namespace

Result<TrafficFilter> parseTrafficFilter(const seo::sdk::RequestContext& ctx) {
  TrafficFilter filter;
  if (std::optional<std::string_view> path = ctx.queryParam("path")) {
    if (path->empty() || path->front() != '/' || path->size() > kMaxUrlBytes) {
      return Status::invalidField("path", "must be a page path starting with /, at most " +
                                              std::to_string(kMaxUrlBytes) + " bytes");
    }
    filter.path = std::string(*path);
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
  return filter;
}

seo::sdk::RouteSpec& filterParameters(seo::sdk::RouteSpec& route) {
  return route
      .query("path", doc::text(static_cast<std::int64_t>(kMaxUrlBytes)),
             "only this page's pageviews, and the visits that saw it")
      .query("source", doc::text(static_cast<std::int64_t>(kMaxHostBytes)),
             "only visits from this referrer host, or " + std::string(kDirectSource))
      .query("country", R"({"type": "string", "pattern": "^[A-Z]{2}$"})",
             "only pageviews from this country (ZZ: unknown)");
}

std::string sourceName(const std::string& stored) {
  return stored.empty() ? std::string(kDirectSource) : stored;
}

}  // namespace seo::plugins::analytics
