// Where an outbound connection may go: the operator's outbound address policy, in one place.
// A tenant's server (a CMS site, a webhook receiver, a mail server) is checked twice: when the
// tenant saves it (checkOutboundHost: the spelling, a literal address, a local name) and at
// every connection (pinPublicAddress: the host name resolved once, every address it has
// checked, and the address to use pinned for libcurl, so that DNS cannot answer a public
// address to the check and a refused one to the connection). Shared by outbound HTTP and SMTP.
// The refused ranges: docs/security.md, "Outbound address policy".
#pragma once

#include <map>
#include <string>
#include <string_view>

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

// The save-time check of a server a tenant names (`host` bare, as seo::sdk::urlHost gives it):
// seo::sdk::checkHostSpelling, then, unless private addresses are allowed, a refused address
// literal or a local name (localhost, *.localhost, a name of one label, which only a search
// domain or a hosts file can resolve) is InvalidArgument "Invalid field: <field>: ..." with the
// message pinPublicAddress gives. Names are not resolved here: pinPublicAddress checks them at
// every connection.
seo::sdk::Status checkOutboundHost(std::string_view field, std::string_view host,
                                   bool allow_private_addresses);

// Sets libcurl's globals up, once per process, before the first transfer (outbound HTTP and SMTP
// share them).
void initCurlOnce();

// True for an address the policy refuses unless private addresses are allowed: IANA's
// special-purpose ranges that are not globally reachable or are for documentation (loopback,
// private, link-local, CGNAT, unspecified, multicast, benchmarking, ...), and an IPv6 address
// carrying an IPv4 one (mapped, compatible, SIIT, NAT64, 6to4, Teredo) whose IPv4 is refused.
// Given in numeric form; anything else is refused.
bool isRefusedAddress(const std::string& numeric_address);

}  // namespace seo::core
