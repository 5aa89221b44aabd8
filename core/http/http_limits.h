// What one connection, and all of them together, may cost the server. Every byte from the network
// is checked against these before it is kept (DESIGN.md, "The way of a request"; docs/security.md).
#pragma once

#include <cstdint>

namespace seo::core {

struct HttpLimits {
  // Request line (method, target, version) and header block, in bytes: 414 and 431 past them.
  int max_request_line_bytes = 8 * 1024;
  int max_header_bytes = 32 * 1024;
  int max_headers = 100;
  // Body limit for routes that set none of their own (RouteSpec::maxBodyBytes); 413 past it,
  // sent as soon as Content-Length announces more, before anything is buffered.
  std::int64_t max_body_bytes = 1024 * 1024;
  // Request bytes all connections together may hold at once (headers, bodies, pipelined input);
  // a request that would go past it gets 503 and its connection is closed.
  std::int64_t max_buffered_bytes = 256LL * 1024 * 1024;
  // Connections open at once, in all and from one client address; past them a new connection
  // gets 503 and is closed. 0 for max_connections: derived from the open-file limit.
  int max_connections = 0;
  int max_connections_per_address = 512;
  // From a request's first byte to the end of its headers, and from there to the end of its body
  // (408 past either); an idle kept-alive connection is closed after keep_alive_timeout_ms; an
  // answer the client does not read closes the connection after write_timeout_ms.
  int header_timeout_ms = 10000;
  int body_timeout_ms = 30000;
  int keep_alive_timeout_ms = 60000;
  int write_timeout_ms = 30000;
};

// Request rates (token buckets, per process): per API key on keyed routes, per client address on
// public ones (collectors, the tracker script) and for failed authentications. 429 with
// Retry-After past them.
struct RateLimits {
  bool enabled = true;  // SEO_RATE_LIMITS=0 turns them off (benchmarks)
  double per_key_per_second = 50;
  double per_key_burst = 100;
  double per_address_per_second = 20;
  double per_address_burst = 60;
  // Failed authentications (401) per client address on keyed routes: past them, only keys the
  // server already knows are tried, and anything else answers 429 without a database lookup.
  double failed_auth_per_address_per_second = 0.2;
  double failed_auth_per_address_burst = 20;
};

}  // namespace seo::core
