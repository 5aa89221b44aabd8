// Random identifiers: UUIDs for rows and request ids, from the OS's CSPRNG.
#pragma once

#include <cstddef>
#include <string>

namespace seo::core {

// `size` bytes as lower-case hex.
std::string hexEncode(const unsigned char* data, std::size_t size);
// A random version-4 UUID, lower case.
std::string newUuid();
// `bytes` random bytes as lower-case hex.
std::string randomHex(std::size_t bytes);
// `length` random characters from [A-Za-z0-9].
std::string randomAlphanumeric(std::size_t length);
// True when `text` has the 8-4-4-4-12 hex shape of a UUID.
bool looksLikeUuid(const std::string& text);
// UUIDs are compared in lower case (RFC 9562 reads them without case): `text` lower-cased when it
// looks like a UUID, unchanged otherwise.
std::string canonicalUuid(std::string text);

}  // namespace seo::core
