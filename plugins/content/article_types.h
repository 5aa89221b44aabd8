// The article types POST /articles accepts (the spec names `standard` and `listicle`; the rest
// complete the set a content plan needs), each with the shape the writer is asked for.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace seo::plugins::content {

struct ArticleType {
  std::string_view name;
  std::string_view shape;  // how an article of the type is built, for the prompts
};

// standard, listicle, how-to, guide, comparison, review, news.
const std::vector<ArticleType>& articleTypes();
// The type named `name`, or null.
const ArticleType* findArticleType(std::string_view name);
// "standard, listicle, ..." for messages.
std::string articleTypeList();
// The JSON Schema enum of the names, for the API description.
std::string articleTypeSchema();

}  // namespace seo::plugins::content
