// The host's outbound HTTP client (libcurl), lent to plugins as seo::sdk::HttpClient. Enforces the
// operator's limits: a time-out, a response size cap, http/https only, and no private, loopback
// or link-local targets unless allowed (the resolved address is pinned, so DNS cannot swap it).
#pragma once

#include "core/config/config.h"
#include "core/providers/outbound_address.h"
#include "seo/sdk/http_client.h"

namespace seo::core {

class OutboundHttp : public seo::sdk::HttpClient {
 public:
  explicit OutboundHttp(OutboundConfig config) : config_(config) {}
  seo::sdk::Result<seo::sdk::OutboundResponse> send(
      const seo::sdk::OutboundRequest& request) override;

 private:
  OutboundConfig config_;
};

}  // namespace seo::core
