#include "core/providers/outbound_http.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <memory>

#include <arpa/inet.h>
#include <curl/curl.h>
#include <netdb.h>
#include "seo/sdk/ascii.h"

namespace seo::core {

using seo::sdk::OutboundRequest;
using seo::sdk::OutboundResponse;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

struct CurlGlobal {
  CurlGlobal() { curl_global_init(CURL_GLOBAL_DEFAULT); }
};

struct Transfer {
  OutboundResponse response;
  std::size_t limit = 0;
  bool too_large = false;
};

std::size_t onBody(char* data, std::size_t size, std::size_t n, void* user) {
  auto* t = static_cast<Transfer*>(user);
  std::size_t bytes = size * n;
  if (t->response.body.size() + bytes > t->limit) {
    t->too_large = true;
    return 0;  // aborts the transfer
  }
  t->response.body.append(data, bytes);
  return bytes;
}

std::size_t onHeader(char* data, std::size_t size, std::size_t n, void* user) {
  auto* t = static_cast<Transfer*>(user);
  std::string line(data, size * n);
  auto colon = line.find(':');
  if (colon != std::string::npos) {
    std::string name = seo::sdk::ascii::lower(line.substr(0, colon));
    std::string value = line.substr(colon + 1);
    auto first = value.find_first_not_of(" \t");
    auto last = value.find_last_not_of(" \t\r\n");
    value = first == std::string::npos ? "" : value.substr(first, last - first + 1);
    t->response.headers.emplace_back(std::move(name), std::move(value));
  }
  return size * n;
}

struct UrlParts {
  std::string scheme, host, port;
};

Result<UrlParts> parseUrl(const std::string& url) {
  std::unique_ptr<CURLU, decltype(&curl_url_cleanup)> u(curl_url(), &curl_url_cleanup);
  if (curl_url_set(u.get(), CURLUPART_URL, url.c_str(), 0) != CURLUE_OK) {
    return Status::invalidArgument("invalid URL: " + url);
  }
  UrlParts parts;
  auto get = [&](CURLUPart part, std::string& out, unsigned flags) {
    char* value = nullptr;
    if (curl_url_get(u.get(), part, &value, flags) == CURLUE_OK && value) {
      out = value;
      curl_free(value);
    }
  };
  get(CURLUPART_SCHEME, parts.scheme, 0);
  get(CURLUPART_HOST, parts.host, 0);
  get(CURLUPART_PORT, parts.port, CURLU_DEFAULT_PORT);
  if (parts.scheme != "http" && parts.scheme != "https") {
    return Status::invalidArgument("URL scheme must be http or https: " + url);
  }
  if (parts.host.empty()) return Status::invalidArgument("URL has no host: " + url);
  if (parts.host.front() == '[' && parts.host.back() == ']') {
    parts.host = parts.host.substr(1, parts.host.size() - 2);
  }
  return parts;
}

}  // namespace

bool isPrivateAddress(const std::string& a) {
  in_addr v4{};
  if (inet_pton(AF_INET, a.c_str(), &v4) == 1) {
    uint32_t ip = ntohl(v4.s_addr);
    auto in = [ip](uint32_t net, int bits) {
      uint32_t mask = bits == 0 ? 0 : ~uint32_t{0} << (32 - bits);
      return (ip & mask) == net;
    };
    return in(0x00000000, 8) || in(0x0A000000, 8) || in(0x7F000000, 8) || in(0xA9FE0000, 16) ||
           in(0xAC100000, 12) || in(0xC0A80000, 16) || in(0x64400000, 10) ||
           in(0xC0000000, 24) || in(0xC6120000, 15) || in(0xE0000000, 4) || in(0xF0000000, 4);
  }
  in6_addr v6{};
  if (inet_pton(AF_INET6, a.c_str(), &v6) == 1) {
    const unsigned char* b = v6.s6_addr;
    static const unsigned char kZero[16] = {0};
    bool unspecified = std::memcmp(b, kZero, 16) == 0;
    bool loopback = std::memcmp(b, kZero, 15) == 0 && b[15] == 1;
    bool mapped = std::memcmp(b, kZero, 10) == 0 && b[10] == 0xff && b[11] == 0xff;
    bool compatible = std::memcmp(b, kZero, 12) == 0 && !unspecified && !loopback;
    static const unsigned char kNat64[12] = {0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0};
    bool nat64 = std::memcmp(b, kNat64, 12) == 0;
    if (mapped || compatible || nat64) {  // an IPv4 address in IPv6 clothing: judge the IPv4
      char v4text[INET_ADDRSTRLEN];
      inet_ntop(AF_INET, b + 12, v4text, sizeof v4text);
      return isPrivateAddress(v4text);
    }
    bool unique_local = (b[0] & 0xfe) == 0xfc;
    bool link_or_site_local = b[0] == 0xfe && (b[1] & 0x80) == 0x80;  // fe80::/10, fec0::/10
    return unspecified || loopback || unique_local || link_or_site_local || b[0] == 0xff;
  }
  return true;  // not numeric: refuse rather than guess
}

Result<OutboundResponse> OutboundHttp::send(const OutboundRequest& request) {
  static CurlGlobal global;
  auto parts = parseUrl(request.url);
  if (!parts.isOk()) return parts.status();

  // Refused names get one answer whether they do not resolve or resolve to a private address,
  // so that a caller cannot map the names of the operator's network by the difference.
  const std::string& host = parts.value().host;
  Status no_public_address = Status::invalidArgument(
      "URL host " + host + " has no public address this server may call (private addresses "
      "are refused: outbound.allow_private_addresses)");
  // Resolve once, check every address, and pin the one we use.
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (getaddrinfo(host.c_str(), parts.value().port.c_str(), &hints, &found) != 0 ||
      found == nullptr) {
    if (!config_.allow_private_addresses) return no_public_address;
    return Status::unavailable("cannot resolve host " + host);
  }
  std::string pinned;
  bool refused = false;
  for (addrinfo* ai = found; ai != nullptr; ai = ai->ai_next) {
    char text[INET6_ADDRSTRLEN] = {0};
    const void* addr = ai->ai_family == AF_INET
                           ? static_cast<const void*>(&reinterpret_cast<sockaddr_in*>(ai->ai_addr)->sin_addr)
                           : static_cast<const void*>(&reinterpret_cast<sockaddr_in6*>(ai->ai_addr)->sin6_addr);
    inet_ntop(ai->ai_family, addr, text, sizeof text);
    if (!config_.allow_private_addresses && isPrivateAddress(text)) {
      refused = true;
      break;
    }
    if (pinned.empty()) pinned = ai->ai_family == AF_INET6 ? "[" + std::string(text) + "]" : text;
  }
  freeaddrinfo(found);
  if (refused || pinned.empty()) return no_public_address;

  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) return Status::internal("curl_easy_init failed");
  Transfer transfer;
  transfer.limit = static_cast<std::size_t>(config_.max_response_bytes);
  // A name is pinned to the address checked above; an address literal needs no pinning (and
  // an IPv6 one cannot be written in a resolve entry).
  in6_addr literal{};
  bool is_literal = inet_pton(AF_INET, host.c_str(), &literal) == 1 ||
                    inet_pton(AF_INET6, host.c_str(), &literal) == 1;
  curl_slist* resolve =
      is_literal ? nullptr
                 : curl_slist_append(nullptr, (host + ":" + parts.value().port + ":" + pinned).c_str());
  curl_slist* headers = nullptr;
  for (const auto& [name, value] : request.headers) {
    if (name.find_first_of("\r\n:") != std::string::npos ||
        value.find_first_of("\r\n") != std::string::npos) {
      curl_slist_free_all(resolve);
      curl_slist_free_all(headers);
      return Status::invalidArgument("header " + name + " has a line break");
    }
    headers = curl_slist_append(headers, (name + ": " + value).c_str());
  }
  int timeout = request.timeout_ms > 0 ? request.timeout_ms : config_.timeout_ms;
  CURL* c = curl.get();
  curl_easy_setopt(c, CURLOPT_URL, request.url.c_str());
  curl_easy_setopt(c, CURLOPT_RESOLVE, resolve);
  curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers);
  curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, request.method.c_str());
  if (!request.body.empty() || request.method == "POST" || request.method == "PUT" ||
      request.method == "PATCH") {
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, request.body.data());
    curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(request.body.size()));
  }
  curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, static_cast<long>(timeout));
  curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(std::min(timeout, 5000)));
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);  // a redirect could lead to a private host
  curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, &onBody);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, &transfer);
  curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, &onHeader);
  curl_easy_setopt(c, CURLOPT_HEADERDATA, &transfer);
  curl_easy_setopt(c, CURLOPT_USERAGENT, "seo-server/1.0");
  CURLcode rc = curl_easy_perform(c);
  curl_slist_free_all(resolve);
  curl_slist_free_all(headers);
  if (transfer.too_large) {
    return Status::payloadTooLarge("answer from " + parts.value().host + " is over " +
                                   std::to_string(config_.max_response_bytes) + " bytes");
  }
  if (rc != CURLE_OK) {
    return Status::unavailable("request to " + parts.value().host + " failed: " +
                               curl_easy_strerror(rc));
  }
  long status = 0;
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
  transfer.response.status = static_cast<int>(status);
  return std::move(transfer.response);
}

}  // namespace seo::core
