#include "core/webhooks/endpoint_url.h"

#include <curl/curl.h>

#include <memory>

#include "core/providers/outbound_address.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/outbound_host.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {
namespace {

using seo::sdk::Status;

constexpr std::size_t kMaxUrlChars = 2000;

Status refused(const std::string& why) { return Status::invalidField("url", why); }

struct UrlDeleter {
  void operator()(CURLU* u) const { curl_url_cleanup(u); }
};

std::string part(CURLU* url, CURLUPart which) {
  char* text = nullptr;
  if (curl_url_get(url, which, &text, 0) != CURLUE_OK || text == nullptr) return "";
  std::string out(text);
  curl_free(text);
  return out;
}

}  // namespace

Status checkEndpointUrl(const std::string& url, const EndpointUrlPolicy& policy) {
  if (url.size() > kMaxUrlChars) {
    return refused("at most " + std::to_string(kMaxUrlChars) + " characters");
  }
  for (char c : url) {
    if (static_cast<unsigned char>(c) <= ' ' || c == 0x7f) {
      return refused("must not contain spaces or control characters");
    }
  }
  std::unique_ptr<CURLU, UrlDeleter> parsed(curl_url());
  if (!parsed || curl_url_set(parsed.get(), CURLUPART_URL, url.c_str(), 0) != CURLUE_OK) {
    return refused("must be an absolute http or https URL");
  }
  std::string scheme = seo::sdk::ascii::lower(part(parsed.get(), CURLUPART_SCHEME));
  if (scheme != "https" && scheme != "http") return refused("must be an http or https URL");
  if (scheme == "http" && !policy.allow_http) {
    return refused("must use https (the operator has not allowed http endpoints)");
  }
  if (!part(parsed.get(), CURLUPART_USER).empty() ||
      !part(parsed.get(), CURLUPART_PASSWORD).empty()) {
    return refused("must not carry credentials; the signature authenticates deliveries");
  }
  if (!part(parsed.get(), CURLUPART_FRAGMENT).empty()) return refused("must not have a fragment");
  std::string host = seo::sdk::ascii::lower(part(parsed.get(), CURLUPART_HOST));
  if (host.empty()) return refused("must name a host");
  // As written ("127.1" stays a spelling to refuse), then as libcurl reads it (it decodes
  // escapes and numeric forms), which is what a delivery calls.
  SEO_RETURN_IF_ERROR(checkOutboundHost("url", seo::sdk::urlHost(url).value_or(""),
                                        policy.allow_private_addresses));
  if (host.size() > 2 && host.front() == '[' && host.back() == ']') {
    host = host.substr(1, host.size() - 2);
  }
  SEO_RETURN_IF_ERROR(checkOutboundHost("url", host, policy.allow_private_addresses));
  return Status::ok();
}

}  // namespace seo::core
