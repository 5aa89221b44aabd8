// Slugs: text folded to plain ASCII ("Crème brûlée in Zürich" -> "Creme brulee in Zurich",
// "Москва" -> "Moskva"), by ICU's transliterator, never by a hand-made table, and the slugs an
// article takes (1 to article.h's kMaxSlugChars of a-z, 0-9 and single hyphens inside).
#pragma once

#include <string>
#include <string_view>

namespace seo::plugins::content {

// `text` (UTF-8) transliterated to Latin and stripped of accents; characters with no ASCII form
// are dropped. Thread-safe.
std::string foldToAscii(std::string_view text);

// True for a slug as content_values.h's bodySlug accepts it.
bool isSlug(std::string_view text);
// A slug made from `title`: lower-case ASCII letters and digits, other runs become one hyphen,
// at most 80 characters; "article" when nothing is left.
std::string slugOf(std::string_view title);

}  // namespace seo::plugins::content
