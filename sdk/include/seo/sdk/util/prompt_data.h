// File: prompt_data.h
// Text from the outside (a page's title, a search term, a caller's wishes) made safe to put in
// an LLM prompt between <data> and </data>: cut to a number of characters (UTF-8 aware), with
// quotes, line breaks and angle brackets flattened, so it can neither end the quoted block nor
// the data fence it sits in. The prompt still tells the model to treat it as data.
// Header-only.
//
//   "Title: \"" + promptData(page_title, 200) + "\""
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace seo::sdk {
inline namespace v2 {

inline std::string promptData(std::string_view text, std::size_t max_chars) {
  std::string out;
  std::size_t count = 0;
  for (std::size_t i = 0; i < text.size() && count < max_chars; ++count) {
    auto c = static_cast<unsigned char>(text[i]);
    std::size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if (len > 1) {
      out += text.substr(i, len);
    } else if (c == '"') {
      out += '\'';
    } else if (c == '<') {
      out += '(';
    } else if (c == '>') {
      out += ')';
    } else if (c == '\n' || c == '\r' || c == '\t') {
      out += ' ';
    } else {
      out += static_cast<char>(c);
    }
    i += len;
  }
  return out;
}

}  // namespace v2
}  // namespace seo::sdk
