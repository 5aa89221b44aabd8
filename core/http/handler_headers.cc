#include "core/http/handler_headers.h"

#include <array>
#include <string_view>

#include "core/common/log.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {

namespace {

// Lower case. A prefix ends with '-'.
constexpr std::array<std::string_view, 14> kHostOnly = {"access-control-",
                                                        "cache-control",
                                                        "connection",
                                                        "content-encoding",
                                                        "content-length",
                                                        "content-security-policy",
                                                        "content-type",
                                                        "etag",
                                                        "expires",
                                                        "referrer-policy",
                                                        "strict-transport-security",
                                                        "transfer-encoding",
                                                        "x-frame-options",
                                                        "x-request-id"};

bool hostOnly(const std::string& lower) {
  for (std::string_view name : kHostOnly) {
    if (name.back() == '-' ? lower.compare(0, name.size(), name) == 0 : lower == name) return true;
  }
  return false;
}

bool tokenChar(char c) {
  return seo::sdk::ascii::isAlpha(c) || seo::sdk::ascii::isDigit(c) ||
         std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

// One line of visible ASCII (RFC 9110 field-value, without obs-text): no CR or LF to split the
// answer with.
bool oneLine(std::string_view value) {
  for (char c : value) {
    if ((c < 0x20 && c != '\t') || c == 0x7f || static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

bool validName(std::string_view name) {
  if (name.empty()) return false;
  for (char c : name) {
    if (!tokenChar(c)) return false;
  }
  return true;
}

}  // namespace

HeaderList handlerHeaders(const seo::sdk::Params& added, bool from_host_component,
                          const std::string& plugin) {
  HeaderList out;
  std::string dropped;
  for (const auto& [name, value] : added) {
    std::string lower = seo::sdk::ascii::lower(name);
    bool allowed = validName(name) && oneLine(value) && !hostOnly(lower) &&
                   (lower != "set-cookie" || from_host_component);
    if (allowed) {
      out.emplace_back(name, value);
    } else {
      dropped +=
          (dropped.empty() ? "" : ", ") + (validName(name) ? name : std::string("(invalid)"));
    }
  }
  if (!dropped.empty()) {
    logLine(Level::Warning, "response headers dropped: the host sets these",
            {{"plugin", plugin}, {"headers", dropped}});
  }
  return out;
}

}  // namespace seo::core
