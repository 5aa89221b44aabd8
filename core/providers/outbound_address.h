// Where an outbound connection may go: the host name resolved once, every address it has checked
// against the operator's policy (no loopback, private or link-local targets unless
// outbound.allow_private_addresses), and the address to use pinned for libcurl, so that DNS
// cannot answer a public address to the check and a private one to the connection. Shared by
// outbound HTTP and SMTP.
#pragma once

#include <map>
#include <string>

#include "seo/sdk/status.h"

namespace seo::core {

// The CURLOPT_RESOLVE entry ("host:port:address") that pins `host` to its checked address, or
// "" when `host` is an address literal (nothing to pin). InvalidArgument, with one message for a
// name that does not resolve and a name that resolves to a refused address (so a caller cannot
// map the operator's network by the difference), unless private addresses are allowed, when an
// unresolvable name is Unavailable. A name in `hosts` (the operator's outbound.hosts, lower
// case) takes the address given there instead of asking DNS; the policy still applies to it.
seo::sdk::Result<std::string> pinPublicAddress(
    const std::string& host, const std::string& port, bool allow_private_addresses,
    const std::map<std::string, std::string, std::less<>>& hosts = {});

// Sets libcurl's globals up, once per process, before the first transfer (outbound HTTP and SMTP
// share them).
void initCurlOnce();

// True for loopback, private (RFC 1918, ULA), link-local, CGNAT, unspecified and multicast
// addresses, given in numeric form.
bool isPrivateAddress(const std::string& numeric_address);

}  // namespace seo::core
