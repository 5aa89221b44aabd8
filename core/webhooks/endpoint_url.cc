#include "core/webhooks/endpoint_url.h"

#include <arpa/inet.h>
#include <curl/curl.h>

#include <memory>

#include "core/providers/outbound_address.h"
#include "seo/sdk/ascii.h"

namespace seo::core {
namespace {

using seo::sdk::Status;

constexpr std::size_t kMaxUrlChars = 2000;

Status refused(const std::string& why) { return Status::invalidField("url", why); }

struct UrlDeleter {
  void operator()(CURLU* u) const { curl_url_cleanup(u); }
};

// isPrivateAddress reads numeric addresses only; a name is checked after DNS, at delivery.
bool isAddressLiteral(const std::string& host) {
  unsigned char buffer[sizeof(in6_addr)];
  return inet_pton(AF_INET, host.c_str(), buffer) == 1 ||
         inet_pton(AF_INET6, host.c_str(), buffer) == 1;
}

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
  if (!policy.allow_private_addresses) {
    std::string literal = host;
    if (literal.size() > 2 && literal.front() == '[' && literal.back() == ']') {
      literal = literal.substr(1, literal.size() - 2);
    }
    bool local_name =
        literal == "localhost" || (literal.size() > 10 && literal.ends_with(".localhost"));
    if (local_name || (isAddressLiteral(literal) && isPrivateAddress(literal))) {
      return refused("must not be a loopback, private or link-local address");
    }
  }
  return Status::ok();
}

}  // namespace seo::core
