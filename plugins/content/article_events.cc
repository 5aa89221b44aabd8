#include "plugins/content/article_events.h"

#include <rapidjson/document.h>

#include <string>

#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/json_optional.h"

namespace seo::plugins::content {

namespace json = seo::sdk::json;

namespace {

constexpr const char* kDataSchema = R"j({"type": "object",
  "required": ["article_id", "title", "status", "pipeline_status"],
  "properties": {
    "article_id": {"type": "string", "format": "uuid"},
    "title": {"type": "string"},
    "status": {"type": "string"},
    "pipeline_status": {"type": "string",
                        "description": "generated, published, generation_failed or publish_failed"},
    "url": {"type": ["string", "null"], "description": "where the CMS published it"},
    "error": {"type": ["string", "null"], "description": "why it failed"}}})j";

}  // namespace

void registerArticleEvents(seo::sdk::Registrar& r) {
  r.event(kArticleGenerated, "An article's text was generated.", kDataSchema);
  r.event(kArticlePublished, "An article was published to (or updated on) its CMS.", kDataSchema);
  r.event(kArticleFailed,
          "An article's generation or publishing failed for good; `pipeline_status` says which.",
          kDataSchema);
}

seo::sdk::Status emitArticleEvent(seo::sdk::Host& host, soci::session& sql,
                                  const ArticleRecord& article, const char* type,
                                  std::string_view job_id) {
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("article_id", rapidjson::Value(article.id.c_str(), a), a);
  data.AddMember("title", rapidjson::Value(article.title.c_str(), a), a);
  data.AddMember("status", rapidjson::Value(article.status.c_str(), a), a);
  data.AddMember("pipeline_status", rapidjson::Value(article.pipeline_status.c_str(), a), a);
  data.AddMember("url", json::orNull(article.cms_url, a), a);
  data.AddMember("error", json::orNull(article.error, a), a);
  return host.events().emit(
      sql, {type, article.organization_id, article.website_id, seo::sdk::json::text(data),
            std::string(type) + ":" + std::string(job_id)});
}

}  // namespace seo::plugins::content
