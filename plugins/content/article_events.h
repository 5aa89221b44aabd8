// The content module's webhook events (docs/webhooks.md): an article generated, published, or
// failed at either step for good. Each is emitted in the transaction that records it on the
// article, keyed by the job, so a job run again never emits twice.
#pragma once

#include <soci/soci.h>

#include <string_view>

#include "plugins/content/article.h"
#include "seo/sdk/host.h"
#include "seo/sdk/plugin.h"

namespace seo::plugins::content {

inline constexpr const char* kArticleGenerated = "content.article.generated";
inline constexpr const char* kArticlePublished = "content.article.published";
inline constexpr const char* kArticleFailed = "content.article.failed";

void registerArticleEvents(seo::sdk::Registrar& r);

// Emits `type` about `article` (as just written) for job `job_id`, in `sql`'s transaction.
seo::sdk::Status emitArticleEvent(seo::sdk::Host& host, soci::session& sql,
                                  const ArticleRecord& article, const char* type,
                                  std::string_view job_id);

}  // namespace seo::plugins::content
