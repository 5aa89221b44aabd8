// The keyword status moves that articles cause (spec, "Keyword status"): a keyword linked to an
// article becomes `planned` and shows the article as `blog_posts`; when that article is deleted
// the keyword returns to `active`. Only an explicit status update makes a keyword `ignored`.
//
// The content module drives these moves inside its own transaction, through two transactional
// services (service.h), so the article's answer and every read after it already show the move;
// the same two names are job kinds, which carry the move when the content module's process
// does not have this module loaded (the job waits until a process that has it runs it):
//
//   keywords.link_article    {"keyword_id": "<uuid>",
//                             "article": {"id": "<uuid>", "title": "...", "status": "planned"}}
//                            Links (or re-links, refreshing title and status) and sets `planned`.
//   keywords.unlink_article  {"article_id": "<uuid>"}
//                            Clears the link of every keyword of the website linked to that
//                            article and sets the `planned` ones back to `active` (one the user
//                            has since set to `ignored` stays ignored).
//
// Both answer {"linked": n} / {"unlinked": n}; InvalidArgument for a request that is not one.
#pragma once

#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

inline constexpr const char* kLinkArticleJob = "keywords.link_article";
inline constexpr const char* kUnlinkArticleJob = "keywords.unlink_article";

// The services, in the caller's transaction `sql`.
seo::sdk::Result<std::string> linkArticleIn(seo::sdk::Host& host, soci::session& sql,
                                            std::string_view website_id,
                                            std::string_view request);
seo::sdk::Result<std::string> unlinkArticleIn(seo::sdk::Host& host, soci::session& sql,
                                              std::string_view website_id,
                                              std::string_view request);
// The jobs: the same, in a transaction of their own.
seo::sdk::Result<std::string> onLinkArticle(seo::sdk::JobContext& job);
seo::sdk::Result<std::string> onUnlinkArticle(seo::sdk::JobContext& job);

// Registers both jobs, then both services.
void registerArticleLinks(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
