#include "plugins/keywords/article_links.h"

#include "plugins/keywords/keyword_store.h"
#include "plugins/keywords/request_values.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The job's payload as a JSON object; InvalidArgument (a permanent failure) otherwise.
Result<rapidjson::Document> payloadOf(const seo::sdk::JobContext& job) {
  rapidjson::Document doc;
  doc.Parse(job.payload.c_str(), job.payload.size());
  if (doc.HasParseError() || !doc.IsObject()) {
    return Status::invalidArgument("Invalid field: payload: must be a JSON object");
  }
  return doc;
}

// The member `name` of `object` as a lower-cased UUID.
Result<std::string> uuidMember(const rapidjson::Value& object, const char* name,
                               const std::string& label) {
  if (!object.HasMember(name) || !object[name].IsString()) return Status::missingField(label);
  std::string_view text(object[name].GetString(), object[name].GetStringLength());
  if (!seo::sdk::isUuid(text)) return Status::invalidField(label, "must be a UUID");
  return seo::sdk::ascii::lower(text);
}

std::string jsonCount(const char* name, long long n) {
  return std::string("{\"") + name + "\": " + std::to_string(n) + "}";
}

}  // namespace

Result<std::string> onLinkArticle(seo::sdk::JobContext& job) {
  Result<rapidjson::Document> payload = payloadOf(job);
  if (!payload.isOk()) return payload.status();
  const rapidjson::Value& p = payload.value();
  Result<std::string> keyword_id = uuidMember(p, "keyword_id", "keyword_id");
  if (!keyword_id.isOk()) return keyword_id.status();
  if (!p.HasMember("article") || !p["article"].IsObject()) return Status::missingField("article");
  const rapidjson::Value& article = p["article"];
  Result<std::string> article_id = uuidMember(article, "id", "article.id");
  if (!article_id.isOk()) return article_id.status();
  Result<std::optional<std::string>> title = seo::sdk::bodyText(article, "title", 500, "article.title");
  if (!title.isOk()) return title.status();
  Result<std::optional<std::string>> status = seo::sdk::bodyText(article, "status", 32, "article.status");
  if (!status.isOk()) return status.status();

  long long linked = 0;
  SEO_RETURN_IF_ERROR(job.host->withTransaction([&](soci::session& sql) {
    linked = linkArticle(sql, job.host->dialect(), job.website_id, keyword_id.value(),
                         ArticleLink{article_id.value(), title.value(), status.value()});
    return Status::ok();
  }));
  // A keyword deleted meanwhile is not an error worth retrying: the link has nothing to move.
  return jsonCount("linked", linked);
}

Result<std::string> onUnlinkArticle(seo::sdk::JobContext& job) {
  Result<rapidjson::Document> payload = payloadOf(job);
  if (!payload.isOk()) return payload.status();
  Result<std::string> article_id = uuidMember(payload.value(), "article_id", "article_id");
  if (!article_id.isOk()) return article_id.status();
  long long unlinked = 0;
  SEO_RETURN_IF_ERROR(job.host->withTransaction([&](soci::session& sql) {
    unlinked = unlinkArticle(sql, job.host->dialect(), job.website_id, article_id.value());
    return Status::ok();
  }));
  return jsonCount("unlinked", unlinked);
}

}  // namespace seo::plugins::keywords
