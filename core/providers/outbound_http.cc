#include "core/providers/outbound_http.h"

#include <algorithm>
#include <chrono>
#include <cctype>
#include <memory>

#include <curl/curl.h>

#include "core/common/log.h"
#include "core/metrics/server_metrics.h"
#include "core/providers/outbound_address.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {

using seo::sdk::OutboundRequest;
using seo::sdk::OutboundResponse;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

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

// What a failed exchange did, as a predicate the caller puts after the peer's name
// (seo/sdk/util/peer_failure.h). libcurl's wording and the address go to the log only.
const char* failureSentence(CURLcode rc) {
  switch (rc) {
    case CURLE_OPERATION_TIMEDOUT:
      return "did not answer in time";
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_CONNECT:
      return "could not be reached";
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CACERT_BADFILE:
      return "could not be reached over a trusted TLS connection";
    case CURLE_GOT_NOTHING:
    case CURLE_RECV_ERROR:
    case CURLE_SEND_ERROR:
    case CURLE_PARTIAL_FILE:
      return "closed the connection before answering";
    default:
      return "did not give a usable answer";
  }
}

}  // namespace

Result<OutboundResponse> OutboundHttp::send(const OutboundRequest& request) {
  auto started = std::chrono::steady_clock::now();
  Result<OutboundResponse> answer = exchange(request);
  std::string outcome = "error";  // the network's or the peer's failure, a time-out
  if (answer.isOk()) {
    outcome = std::to_string(std::clamp(answer.value().status / 100, 1, 5)) + "xx";
  } else if (answer.status().code() == seo::sdk::Code::InvalidArgument) {
    outcome = "refused";  // the URL or the address policy
  } else if (answer.status().code() == seo::sdk::Code::PayloadTooLarge) {
    outcome = "too_large";
  }
  serverMetrics().outboundCall(
      target_, outcome,
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  return answer;
}

Result<OutboundResponse> OutboundHttp::exchange(const OutboundRequest& request) {
  initCurlOnce();
  auto parts = parseUrl(request.url);
  if (!parts.isOk()) return parts.status();

  const std::string& host = parts.value().host;
  Result<std::string> pinned =
      pinPublicAddress(host, parts.value().port, config_.allow_private_addresses, config_.hosts);
  if (!pinned.isOk()) {
    if (pinned.status().code() == seo::sdk::Code::Unavailable) {
      logLine(Level::Warning, "outbound call failed",
              {{"target", target_}, {"host", host}, {"error", "the name did not resolve"}});
    }
    return pinned.status();
  }

  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) return Status::internal("curl_easy_init failed");
  Transfer transfer;
  transfer.limit = static_cast<std::size_t>(config_.max_response_bytes);
  curl_slist* resolve =
      pinned.value().empty() ? nullptr : curl_slist_append(nullptr, pinned.value().c_str());
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
  if (!config_.ca_file.empty()) curl_easy_setopt(c, CURLOPT_CAINFO, config_.ca_file.c_str());
  CURLcode rc = curl_easy_perform(c);
  curl_slist_free_all(resolve);
  curl_slist_free_all(headers);
  if (transfer.too_large) {
    return Status::payloadTooLarge("answered more than " +
                                   std::to_string(config_.max_response_bytes) + " bytes");
  }
  if (rc != CURLE_OK) {
    logLine(Level::Warning, "outbound call failed",
            {{"target", target_}, {"host", host}, {"error", curl_easy_strerror(rc)}});
    return Status::unavailable(failureSentence(rc));
  }
  long status = 0;
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
  transfer.response.status = static_cast<int>(status);
  return std::move(transfer.response);
}

}  // namespace seo::core
