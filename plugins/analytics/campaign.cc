#include "plugins/analytics/campaign.h"

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/percent_encoding.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

namespace {

// `value` cut to at most `bytes`, never inside a character.
std::string cutAt(std::string value, std::size_t bytes) {
  if (value.size() <= bytes) return value;
  std::size_t end = bytes;
  while (end > 0 && (static_cast<unsigned char>(value[end]) & 0xC0) == 0x80) --end;
  value.resize(end);
  return value;
}

}  // namespace

Campaign campaignOf(std::string_view query) {
  Campaign utm;
  std::string Campaign::*fields[] = {&Campaign::source, &Campaign::medium, &Campaign::campaign,
                                     &Campaign::term, &Campaign::content};
  const std::string_view names[] = {"utm_source", "utm_medium", "utm_campaign", "utm_term",
                                    "utm_content"};
  bool seen[5] = {false, false, false, false, false};
  while (!query.empty()) {
    const std::size_t amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    const std::size_t eq = pair.find('=');
    if (eq == std::string_view::npos) continue;
    const std::string name = seo::sdk::percentDecode(pair.substr(0, eq), true);
    for (int i = 0; i < 5; ++i) {
      if (seen[i] || !seo::sdk::ascii::equalsIgnoreCase(name, names[i])) continue;
      seen[i] = true;
      std::string value =
          std::string(seo::sdk::ascii::trim(seo::sdk::percentDecode(pair.substr(eq + 1), true)));
      if (!seo::sdk::utf8::isCleanText(value)) break;
      utm.*fields[i] = std::string(seo::sdk::ascii::trim(cutAt(std::move(value), kMaxUtmBytes)));
      break;
    }
  }
  return utm;
}

}  // namespace seo::plugins::analytics
