// What the content module asks the language model, and how it reads the answers. Two steps:
// the plan (title, slug, meta description and outline: POST /articles when no outline is given,
// and generation when the article still has none) and the article (Markdown, section by section
// along the outline). Every outside text is fenced as data (prompt_data.h); an answer that is
// not the JSON asked for is BadGateway, never stored.
#pragma once

#include <optional>
#include <string>

#include "plugins/content/article.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

struct PlanInput {
  std::string topic;                 // the keyword's term, else the title
  std::optional<std::string> title;  // the caller's, kept when given
  std::string article_type;
  std::string language;  // ISO 639-1
};

struct ArticlePlan {
  std::string title;
  std::string slug;
  std::string meta_description;
  std::string outline;  // JSON text, as content_values.h stores it
};

// The language the model writes in for `website_id`: the website's (ISO 639-1), else "en".
std::string languageOf(seo::sdk::Host& host, const std::string& website_id);

seo::sdk::ChatRequest planRequest(const PlanInput& in);
// The plan in the model's answer `content`; the caller's title wins over the model's.
seo::sdk::Result<ArticlePlan> readPlan(const std::string& content, const PlanInput& in);

struct WriteInput {
  const ArticleRecord* article = nullptr;
  std::string language;
  int words = 1200;  // the length asked for
};

seo::sdk::ChatRequest writeRequest(const WriteInput& in);
// The article's Markdown in the model's answer `content`.
seo::sdk::Result<std::string> readArticleMarkdown(const std::string& content);

}  // namespace seo::plugins::content
