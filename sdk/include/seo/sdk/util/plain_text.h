// File: plain_text.h
// Text that a CMS shows as plain text (a post's title, its excerpt), made one clean line before
// a connector sends it. Header-only and thread-safe.
//
// The line is still text, not markup: a connector then writes it as its CMS reads the field.
// Where the CMS keeps the field as HTML (WordPress's title and excerpt), html::escape it
// (html.h); where the CMS escapes it itself when it renders (Ghost's), send it as it is.
//
//   post["title"] = html::escape(plain_text::line(article.title));  // an HTML-bearing field
#pragma once

#include <string>
#include <string_view>

namespace seo::sdk {
inline namespace v2 {
namespace plain_text {

// `text` (UTF-8) on one line: each control character (C0, DEL and C1, line breaks and tabs
// among them) becomes a space, each run of spaces one space, none at either end. A title is one
// line, and feeds carry it in XML, which refuses C0 controls and discourages the others.
inline std::string line(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool space = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    bool control = c < 0x20 || c == 0x7F;
    // C1 controls, U+0080 to U+009F, are 0xC2 0x80 to 0xC2 0x9F in UTF-8.
    bool c1 = c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
              static_cast<unsigned char>(text[i + 1]) <= 0x9F;
    if (c == ' ' || control || c1) {
      space = !out.empty();
      if (c1) ++i;
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += static_cast<char>(c);
  }
  return out;
}

}  // namespace plain_text
}  // namespace v2
}  // namespace seo::sdk
