// libFuzzer: one access-log line. A line the parser accepts yields fields that are UTF-8 text
// without control bytes, since they are stored and shown; a refused line says why.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "plugins/analytics/access_log.h"
#include "seo/sdk/util/utf8.h"

namespace {

bool isShowable(std::string_view text) {
  if (!seo::sdk::utf8::isCleanText(text)) return false;
  for (char c : text) {
    if (static_cast<unsigned char>(c) < 0x20) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view line(reinterpret_cast<const char*>(data), size);
  auto hit = seo::plugins::analytics::parseCombinedLogLine(line);
  if (!hit.isOk()) {
    if (hit.status().message().rfind("Malformed access log line: ", 0) != 0) std::abort();
    return 0;
  }
  const auto& h = hit.value();
  for (std::string_view field : {std::string_view(h.client_ip), std::string_view(h.time_utc),
                                 std::string_view(h.method), std::string_view(h.target),
                                 std::string_view(h.referrer), std::string_view(h.user_agent)}) {
    if (!isShowable(field)) std::abort();
  }
  if (h.status < 100 || h.status > 599) std::abort();
  if (seo::plugins::analytics::hitKey(h).size() != 64) std::abort();
  return 0;
}
