#include "plugins/backlinks/prompt_data.h"

namespace seo::plugins::backlinks {

std::string promptData(std::string_view text, std::size_t max_chars) {
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

}  // namespace seo::plugins::backlinks
