#include "plugins/content/article_types.h"

#include <array>
#include <cstddef>

#include "plugins/content/article.h"

namespace seo::plugins::content {

namespace {

struct TypeShape {
  std::string_view name;
  std::string_view shape;
};

constexpr std::array<TypeShape, kArticleTypes.values().size()> kShapes = {{
    {"standard", "an article with an introduction, sections under headings and a conclusion"},
    {"listicle", "a numbered list of items, each under its own heading with a short explanation"},
    {"how-to",
     "step-by-step instructions, one numbered step per heading, with what is needed first"},
    {"guide", "a thorough guide for beginners, from the basics to advanced advice"},
    {"comparison", "a comparison of options with a table of their differences and a verdict"},
    {"review", "a review with what was tested, strengths, weaknesses and a verdict"},
    {"news", "a news article: the facts first, then background and what comes next"},
}};

constexpr bool shapesFollowTheTypes() {
  for (std::size_t i = 0; i < kShapes.size(); ++i) {
    if (kShapes[i].name != kArticleTypes.values()[i]) return false;
  }
  return true;
}
static_assert(shapesFollowTheTypes(), "one shape per article type, in kArticleTypes' order");

}  // namespace

std::string_view articleTypeShape(std::string_view name) {
  for (const TypeShape& t : kShapes) {
    if (t.name == name) return t.shape;
  }
  return kShapes.front().shape;
}

}  // namespace seo::plugins::content
