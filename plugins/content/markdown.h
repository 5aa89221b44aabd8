// Markdown to HTML by cmark (CommonMark's reference library, from Debian), in its safe mode:
// raw HTML in the text and links with unsafe schemes (javascript:, vbscript:, file:, most
// data:) are dropped, so a model's or a user's text cannot put a script on the site.
#pragma once

#include <string>
#include <string_view>

namespace seo::plugins::content {

std::string markdownToHtml(std::string_view markdown);

}  // namespace seo::plugins::content
