// What the content module writes when no language model is configured (the host's offline
// stand-in answers `estimate: true`): a plan and an article built from fixed templates around
// the topic and the outline, labelled (`source: offline`, and a first line saying so), spending
// nothing, so a fresh install runs end to end and nobody mistakes the text for a model's.
#pragma once

#include <string>

#include "plugins/content/article.h"
#include "plugins/content/article_prompts.h"

namespace seo::plugins::content {

ArticlePlan offlinePlan(const PlanInput& in);
// Markdown: a note that this is a template, then one section per outline heading, its points
// as a list.
std::string offlineArticle(const ArticleRecord& a);

}  // namespace seo::plugins::content
