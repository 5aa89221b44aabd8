// File: slug.h
// Slugs: the part of a post's URL that names it ("trail-running-shoes"), made only of what a URL
// path segment holds without escaping and what every CMS accepts as it is: a-z, 0-9 and single
// hyphens between them. Header-only and thread-safe.
//
//   if (!isSlug(given, 200)) return Status::invalidField("slug", "...");
//   std::string slug = slugOf(article.slug, 191);  // "" when nothing is left: send none
#pragma once

#include <string>
#include <string_view>

#include "seo/sdk/util/ascii.h"

namespace seo::sdk {
inline namespace v2 {

// True for 1 to `max_chars` of a-z and 0-9, with single hyphens between them.
inline bool isSlug(std::string_view text, std::size_t max_chars) {
  if (text.empty() || text.size() > max_chars || text.front() == '-' || text.back() == '-') {
    return false;
  }
  char previous = 0;
  for (char c : text) {
    bool ok = (c >= 'a' && c <= 'z') || ascii::isDigit(c) || (c == '-' && previous != '-');
    if (!ok) return false;
    previous = c;
  }
  return true;
}

// `text` as a slug of at most `max_chars`: ASCII letters (lower-cased) and digits kept, every
// run of anything else one hyphen, none at either end; "" when nothing is left. A slug passes
// unchanged. Non-ASCII letters are dropped, so fold them to ASCII first where they matter.
inline std::string slugOf(std::string_view text, std::size_t max_chars) {
  std::string out;
  for (char c : text) {
    char l = ascii::lowerChar(c);
    if ((l >= 'a' && l <= 'z') || ascii::isDigit(l)) {
      if (out.size() >= max_chars) break;
      out += l;
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

}  // namespace v2
}  // namespace seo::sdk
