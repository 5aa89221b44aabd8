#include "core/http/deprecation_headers.h"

#include <cstdio>
#include <optional>

#include "core/router/path_template.h"
#include "seo/sdk/util/dates.h"

namespace seo::core {

namespace dates = seo::sdk::dates;
using seo::sdk::Status;

namespace {

// "Sun, 06 Nov 1994 00:00:00 GMT" (RFC 9110's IMF-fixdate) of the start of `day`.
std::string httpDateOfDay(std::int64_t day) {
  static constexpr const char* kWeekdays[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  static constexpr const char* kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  std::string ymd = dates::formatDay(day);  // YYYY-MM-DD
  int month = std::stoi(ymd.substr(5, 2));
  char buf[64];
  std::snprintf(buf, sizeof buf, "%s, %s %s %s 00:00:00 GMT", kWeekdays[dates::weekdayOf(day)],
                ymd.substr(8, 2).c_str(), kMonths[month - 1], ymd.substr(0, 4).c_str());
  return buf;
}

// The successor's path for this request's parameters (checked a template when the route loaded).
std::string successor(const seo::sdk::RouteOptions& o, const seo::sdk::Params& path_params) {
  std::optional<PathTemplate> t = PathTemplate::parse(o.successor);
  return t ? t->filled(path_params) : o.successor;
}

}  // namespace

Status checkDeprecation(const seo::sdk::RouteOptions& o) {
  if (o.deprecated_since.empty() && o.sunset.empty() && o.successor.empty()) return Status::ok();
  std::optional<std::int64_t> since = dates::parseDay(o.deprecated_since);
  std::optional<std::int64_t> sunset = dates::parseDay(o.sunset);
  if (!since || !sunset || *sunset <= *since) {
    return Status::invalidArgument(
        "deprecation days must be YYYY-MM-DD, the sunset after the "
        "deprecation");
  }
  if (!PathTemplate::parse(o.successor)) {
    return Status::invalidArgument("deprecation successor '" + o.successor +
                                   "' is not a path template");
  }
  return Status::ok();
}

HeaderList deprecationHeaders(const seo::sdk::RouteOptions& o,
                              const seo::sdk::Params& path_params) {
  if (o.deprecated_since.empty()) return {};  // every route but a few: nothing to work out
  std::optional<std::int64_t> since = dates::parseDay(o.deprecated_since);
  std::optional<std::int64_t> sunset = dates::parseDay(o.sunset);
  if (!since || !sunset) return {};
  return {{"Deprecation", "@" + std::to_string(*since * 86400)},
          {"Sunset", httpDateOfDay(*sunset)},
          {"Link",
           "</api/v1" + successor(o, path_params) + ">; rel=\"successor-version\""}};
}

}  // namespace seo::core
