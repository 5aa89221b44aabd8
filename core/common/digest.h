// Message digests, for stored key hashes and content tags (ETags).
#pragma once

#include <string>
#include <string_view>

namespace seo::core {

// The SHA-256 of `data` as 64 lower-case hex digits.
std::string sha256Hex(std::string_view data);

}  // namespace seo::core
