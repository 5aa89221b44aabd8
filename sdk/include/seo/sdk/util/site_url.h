// File: site_url.h
// The base URL of a site a connector talks to (a WordPress site, a Ghost admin domain), read
// from its settings and checked before anything is sent: an absolute https URL (http only when
// the connector allows it), with a host spelled as checkHostSpelling (outbound_host.h) wants it,
// no user name or password, query or fragment, at most 2048 bytes; answered without a trailing
// slash, so paths append as "/wp-json/...". Whether the operator lets the host be called is
// Host::checkOutboundHost's to say (POST /connect asks it for every URL setting).
// Header-only.
//
//   SEO_ASSIGN_OR_RETURN(std::string site, siteUrlSetting(settings, "url"));
#pragma once

#include <rapidjson/document.h>

#include <string>
#include <string_view>

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/outbound_host.h"
#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

inline Result<std::string> siteUrlSetting(const rapidjson::Value& settings, const char* name,
                                          bool allow_http = false) {
  if (!settings.IsObject() || !settings.HasMember(name) || settings[name].IsNull()) {
    return Status::missingField(name);
  }
  const rapidjson::Value& v = settings[name];
  const std::string rule = allow_http ? "must be an http(s) URL such as https://example.com"
                                      : "must be an https URL such as https://example.com";
  if (!v.IsString() || v.GetStringLength() > 2048) return Status::invalidField(name, rule);
  std::string url(v.GetString(), v.GetStringLength());
  std::string lower = ascii::lower(url);
  std::size_t scheme = lower.rfind("https://", 0) == 0                ? 8
                       : allow_http && lower.rfind("http://", 0) == 0 ? 7
                                                                      : 0;
  if (scheme == 0) return Status::invalidField(name, rule);
  while (!url.empty() && url.back() == '/') url.pop_back();
  std::string_view rest = std::string_view(url).substr(std::min(scheme, url.size()));
  std::string_view host = rest.substr(0, rest.find('/'));
  bool clean = url.find_first_of("?#@ \t\r\n\"<>\\") == std::string::npos;
  if (host.empty() || !clean) {
    return Status::invalidField(name, rule + ", without user, query or fragment");
  }
  if (Status s = checkHostSpelling(name, urlHost(url).value_or("")); !s.isOk()) return s;
  return url;
}

}  // namespace v2
}  // namespace seo::sdk
