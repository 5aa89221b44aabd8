// libFuzzer: the Search Console Pages.csv import. Whatever it accepts is text with sane numbers.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "plugins/analytics/search_console_csv.h"
#include "seo/sdk/util/utf8.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto pages = seo::plugins::analytics::parsePagesCsv(text);
  if (!pages.isOk()) {
    if (!seo::sdk::utf8::isCleanText(pages.status().message())) std::abort();
    return 0;
  }
  for (const auto& p : pages.value()) {
    if (!seo::sdk::utf8::isCleanText(p.page)) std::abort();
    if (p.clicks < 0 || p.impressions < 0) std::abort();
    if (!std::isfinite(p.ctr) || !std::isfinite(p.position)) std::abort();
  }
  return 0;
}
