// The campaign a visit came from: the UTM parameters of its first page's address, the only part
// of a page's query the module keeps (the path is stored without it).
//
//   Campaign utm = campaignOf(page.query);  // "utm_source=news&utm_medium=email" -> {news, email}
#pragma once

#include <string>
#include <string_view>

namespace seo::plugins::analytics {

// The longest UTM value kept, in bytes (cut at a character's start).
inline constexpr std::size_t kMaxUtmBytes = 200;

struct Campaign {
  std::string source, medium, campaign, term, content;  // "" when the address has none
};

// The utm_source, utm_medium, utm_campaign, utm_term and utm_content of `query` (the address's
// part after '?'), percent-decoded ('+' a space), trimmed and cut to kMaxUtmBytes; the first of
// each counts. A value that is not clean UTF-8 (utf8::isCleanText) is left out.
Campaign campaignOf(std::string_view query);

}  // namespace seo::plugins::analytics
