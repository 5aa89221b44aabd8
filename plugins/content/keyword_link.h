// The content module's side of the keyword link (plugins/keywords/article_links.h): it asks the
// keywords module about a keyword through the `keywords.keyword` service, and moves the
// keyword's status through the keywords module's transactional services, inside the article's
// own transaction, so the move commits with the article change and its answer already shows
// it; when that module is not loaded here, through its job kinds, enqueued in the same
// transaction.
#pragma once

#include <soci/soci.h>

#include <string>

#include "plugins/content/article.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

// The keyword `keyword_id` of `website_id`, with its term and figures; 400 naming `field` when
// the website has no such keyword, or when no keywords module is loaded to ask.
seo::sdk::Result<LinkedKeyword> lookUpKeyword(seo::sdk::Host& host, const std::string& website_id,
                                              const std::string& keyword_id,
                                              const std::string& field);

// keywords.link_article for `a`'s keyword (planned, showing the article's title and status),
// in `sql`'s transaction. Nothing when `a` has no keyword.
seo::sdk::Status linkKeyword(seo::sdk::Host& host, soci::session& sql, const ArticleRecord& a);
// keywords.unlink_article for article `a`: its keyword returns to `active`. Nothing when `a`
// has no keyword; when no keywords module is known, there is no link to undo.
seo::sdk::Status unlinkKeyword(seo::sdk::Host& host, soci::session& sql, const ArticleRecord& a);

}  // namespace seo::plugins::content
