// What each article type (article.h's kArticleTypes) asks of the writer: the shape an article
// of the type is built in, for the prompts.
#pragma once

#include <string_view>

namespace seo::plugins::content {

// How an article of type `name` is built; the standard article's shape for a name not in
// kArticleTypes.
std::string_view articleTypeShape(std::string_view name);

}  // namespace seo::plugins::content
