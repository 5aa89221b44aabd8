// The host's outbound HTTP client (libcurl), lent to plugins as seo::sdk::HttpClient. Enforces the
// operator's limits: a time-out, a response size cap, http/https only, and no private, loopback
// or link-local targets unless allowed (the resolved address is pinned, so DNS cannot swap it).
#pragma once

#include <string>

#include "core/config/config.h"
#include "core/providers/outbound_address.h"
#include "seo/sdk/http_client.h"

namespace seo::core {

class OutboundHttp : public seo::sdk::HttpClient {
 public:
  // `target`: what the calls are for, a label of /metrics ("providers", "plugins").
  explicit OutboundHttp(OutboundConfig config, std::string target = "plugins")
      : config_(config), target_(std::move(target)) {}
  seo::sdk::Result<seo::sdk::OutboundResponse> send(
      const seo::sdk::OutboundRequest& request) override;

 private:
  // send(), before its outcome is counted.
  seo::sdk::Result<seo::sdk::OutboundResponse> exchange(const seo::sdk::OutboundRequest& request);

  OutboundConfig config_;
  std::string target_;
};

}  // namespace seo::core
