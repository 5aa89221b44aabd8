// File: html.h
// Text made safe for HTML: for an element's content or a double- or single-quoted attribute
// value. Header-only.
//
//   "<a href=\"" + html::escape(url) + "\">" + html::escape(title) + "</a>"
#pragma once

#include <string>
#include <string_view>

namespace seo::sdk {
inline namespace v2 {
namespace html {

// `text` with & < > " ' as character references.
inline std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace html
}  // namespace v2
}  // namespace seo::sdk
