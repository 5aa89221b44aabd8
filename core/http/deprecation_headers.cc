#include "core/http/deprecation_headers.h"

#include <cstdio>

#include "core/router/router.h"
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

// `value` with every byte outside RFC 3986's unreserved set percent-encoded.
std::string pathSegment(const std::string& value) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : value) {
    bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '.' || c == '_' || c == '~';
    if (unreserved) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

// `path_template` with each {name} replaced by that path parameter.
std::string fill(const std::string& path_template, const seo::sdk::Params& params) {
  std::string out;
  std::size_t at = 0;
  while (at < path_template.size()) {
    std::size_t open = path_template.find('{', at);
    if (open == std::string::npos) break;
    std::size_t close = path_template.find('}', open);
    if (close == std::string::npos) break;
    out.append(path_template, at, open - at);
    std::string name = path_template.substr(open + 1, close - open - 1);
    for (const auto& [key, value] : params) {
      if (key == name) out += pathSegment(value);
    }
    at = close + 1;
  }
  out.append(path_template, at, std::string::npos);
  return out;
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
  if (!Router::validTemplate(o.successor)) {
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
          {"Link", "</api/v1" + fill(o.successor, path_params) + ">; rel=\"successor-version\""}};
}

}  // namespace seo::core
