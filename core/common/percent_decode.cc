#include "core/common/percent_decode.h"

#include "seo/sdk/util/percent_decode.h"

namespace seo::core {

std::string percentDecode(std::string_view text, bool plus_as_space) {
  return seo::sdk::url::percentDecode(text, plus_as_space);  // one decoder for core and plugins
}

std::string percentEncode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '.' || c == '_' || c == '~';
    if (unreserved) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace seo::core
