// libFuzzer: the query-string parser and percent-decoding on any bytes. Decoding never grows the
// text and never crashes; a second decode of clean text is stable for text without '%'.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/common/percent_decode.h"
#include "core/http/http_types.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  auto pairs = seo::core::parseQueryString(text);
  std::size_t total = 0;
  for (const auto& [name, value] : pairs) total += name.size() + value.size();
  if (total > text.size()) std::abort();
  std::string decoded = seo::core::percentDecode(text, true);
  if (decoded.size() > text.size()) std::abort();
  return 0;
}
