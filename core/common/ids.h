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

}  // namespace seo::core
