// Writes small IPFire location databases (libloc format) with libloc's own writer, so tests can
// give IpCountry, or a whole server, a database whose answers they know.
//
//   std::string error;
//   ASSERT_TRUE(writeLocationDatabase(dir + "/location.db",
//                                     {{"192.0.2.0/24", "DE"}, {"2001:db8::/32", "JP"}}, &error))
//       << error;
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace seo::plugins::analytics::testing {

// Writes a database at `path` (replacing any file there) holding each network of
// `network_to_country`, in CIDR notation, with its country: a two-letter code, "" for a network
// without a country, or one of libloc's special codes A1 (anonymous proxy), A2 (satellite
// provider), A3 (anycast) and XD (drop), which set the network's flag and leave its country empty.
// Longest prefix wins at lookup, so nested networks may be given. False with `*error` set when a
// network or code is refused or the file cannot be written.
bool writeLocationDatabase(
    const std::string& path,
    const std::vector<std::pair<std::string, std::string>>& network_to_country, std::string* error);

}  // namespace seo::plugins::analytics::testing
