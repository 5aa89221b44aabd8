#include "plugins/content/markdown.h"

#include <cmark.h>

#include <cstdlib>

namespace seo::plugins::content {

std::string markdownToHtml(std::string_view markdown) {
  // CMARK_OPT_SAFE is the default since cmark 0.29 (CMARK_OPT_UNSAFE turns it off); it is named
  // here so an older library behaves the same. SMART: typographic quotes and dashes.
  char* html = cmark_markdown_to_html(markdown.data(), markdown.size(),
                                      CMARK_OPT_SAFE | CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8);
  if (html == nullptr) return {};
  std::string out(html);
  std::free(html);
  return out;
}

}  // namespace seo::plugins::content
