#include "plugins/analytics/campaign.h"

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

namespace {

// A query part's %XX escapes decoded, '+' a space; a malformed escape stays as it is. (Core has
// the same for the request's own query; the SDK has none a plugin could use.)
std::string percentDecode(std::string_view text) {
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && hex(text[i + 1]) >= 0 && hex(text[i + 2]) >= 0) {
      out.push_back(static_cast<char>(hex(text[i + 1]) * 16 + hex(text[i + 2])));
      i += 2;
    } else {
      out.push_back(text[i] == '+' ? ' ' : text[i]);
    }
  }
  return out;
}

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
    const std::string name = percentDecode(pair.substr(0, eq));
    for (int i = 0; i < 5; ++i) {
      if (seen[i] || !seo::sdk::ascii::equalsIgnoreCase(name, names[i])) continue;
      seen[i] = true;
      std::string value = std::string(seo::sdk::ascii::trim(percentDecode(pair.substr(eq + 1))));
      if (!seo::sdk::utf8::isCleanText(value)) break;
      utm.*fields[i] = std::string(seo::sdk::ascii::trim(cutAt(std::move(value), kMaxUtmBytes)));
      break;
    }
  }
  return utm;
}

}  // namespace seo::plugins::analytics
