// The keyword status moves that articles cause (spec, "Keyword status"): a keyword linked to an
// article becomes `planned` and shows the article as `blog_posts`; when that article is deleted
// the keyword returns to `active`. Only an explicit status update makes a keyword `ignored`.
//
// The content module drives these moves through two durable job kinds, enqueued inside its own
// transaction, so the move happens exactly when the article change commits, and whether or not
// both modules are loaded in the same process:
//
//   keywords.link_article    {"website_id" via the job, "keyword_id": "<uuid>",
//                             "article": {"id": "<uuid>", "title": "...", "status": "planned"}}
//                            Links (or re-links, refreshing title and status) and sets `planned`.
//   keywords.unlink_article  {"article_id": "<uuid>"}
//                            Clears the link of every keyword of the job's website linked to that
//                            article and sets the `planned` ones back to `active` (one the user
//                            has since set to `ignored` stays ignored).
#pragma once

#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

inline constexpr const char* kLinkArticleJob = "keywords.link_article";
inline constexpr const char* kUnlinkArticleJob = "keywords.unlink_article";

seo::sdk::Result<std::string> onLinkArticle(seo::sdk::JobContext& job);
seo::sdk::Result<std::string> onUnlinkArticle(seo::sdk::JobContext& job);

}  // namespace seo::plugins::keywords
