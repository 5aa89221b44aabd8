#include "plugins/content/article_types.h"

namespace seo::plugins::content {

const std::vector<ArticleType>& articleTypes() {
  static const std::vector<ArticleType> types = {
      {"standard", "an article with an introduction, sections under headings and a conclusion"},
      {"listicle", "a numbered list of items, each under its own heading with a short explanation"},
      {"how-to",
       "step-by-step instructions, one numbered step per heading, with what is needed first"},
      {"guide", "a thorough guide for beginners, from the basics to advanced advice"},
      {"comparison", "a comparison of options with a table of their differences and a verdict"},
      {"review", "a review with what was tested, strengths, weaknesses and a verdict"},
      {"news", "a news article: the facts first, then background and what comes next"},
  };
  return types;
}

const ArticleType* findArticleType(std::string_view name) {
  for (const ArticleType& t : articleTypes()) {
    if (t.name == name) return &t;
  }
  return nullptr;
}

std::string articleTypeList() {
  std::string out;
  for (const ArticleType& t : articleTypes()) {
    out += (out.empty() ? "" : ", ") + std::string(t.name);
  }
  return out;
}

std::string articleTypeSchema() {
  std::string out = R"({"type": "string", "enum": [)";
  bool first = true;
  for (const ArticleType& t : articleTypes()) {
    out += (first ? "\"" : ", \"") + std::string(t.name) + "\"";
    first = false;
  }
  return out + "]}";
}

}  // namespace seo::plugins::content
