// Text folded to plain ASCII for slugs ("Crème brûlée in Zürich" -> "Creme brulee in Zurich",
// "Москва" -> "Moskva"), by ICU's transliterator, never by a hand-made table.
#pragma once

#include <string>
#include <string_view>

namespace seo::plugins::content {

// `text` (UTF-8) transliterated to Latin and stripped of accents; characters with no ASCII form
// are dropped. Thread-safe.
std::string foldToAscii(std::string_view text);

}  // namespace seo::plugins::content
