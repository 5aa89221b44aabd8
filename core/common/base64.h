// Standard base64 (RFC 4648, with padding), through OpenSSL.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace seo::core {

std::string base64Encode(std::string_view bytes);
// The bytes of `text`, or nullopt when it is not canonical padded base64.
std::optional<std::string> base64Decode(std::string_view text);

}  // namespace seo::core
