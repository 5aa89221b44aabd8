#include "plugins/keywords/article_links.h"

#include "plugins/keywords/keyword_store.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The request as a JSON object; InvalidArgument (a permanent failure for a job) otherwise.
Result<rapidjson::Document> requestOf(std::string_view text) {
  rapidjson::Document doc;
  doc.Parse(text.data(), text.size());
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

Result<std::string> linkArticleIn(seo::sdk::Host& host, soci::session& sql,
                                  std::string_view website_id, std::string_view request) {
  SEO_ASSIGN_OR_RETURN(rapidjson::Document p, requestOf(request));
  SEO_ASSIGN_OR_RETURN(std::string keyword_id, uuidMember(p, "keyword_id", "keyword_id"));
  if (!p.HasMember("article") || !p["article"].IsObject()) return Status::missingField("article");
  const rapidjson::Value& article = p["article"];
  SEO_ASSIGN_OR_RETURN(std::string article_id, uuidMember(article, "id", "article.id"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> title,
                       seo::sdk::bodyText(article, "title", 500, "article.title"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> status,
                       seo::sdk::bodyText(article, "status", 32, "article.status"));
  // A keyword deleted meanwhile is no error: the link has nothing to move.
  long long linked = linkArticle(sql, host.dialect(), std::string(website_id), keyword_id,
                                 ArticleLink{article_id, title, status});
  return jsonCount("linked", linked);
}

Result<std::string> unlinkArticleIn(seo::sdk::Host& host, soci::session& sql,
                                    std::string_view website_id, std::string_view request) {
  SEO_ASSIGN_OR_RETURN(rapidjson::Document p, requestOf(request));
  SEO_ASSIGN_OR_RETURN(std::string article_id, uuidMember(p, "article_id", "article_id"));
  long long unlinked =
      unlinkArticle(sql, host.dialect(), std::string(website_id), article_id);
  return jsonCount("unlinked", unlinked);
}

Result<std::string> onLinkArticle(seo::sdk::JobContext& job) {
  Result<std::string> done = Status::internal("not run");
  SEO_RETURN_IF_ERROR(job.host->withTransaction([&](soci::session& sql) {
    done = linkArticleIn(*job.host, sql, job.website_id, job.payload);
    return done.status();
  }));
  return done;
}

Result<std::string> onUnlinkArticle(seo::sdk::JobContext& job) {
  Result<std::string> done = Status::internal("not run");
  SEO_RETURN_IF_ERROR(job.host->withTransaction([&](soci::session& sql) {
    done = unlinkArticleIn(*job.host, sql, job.website_id, job.payload);
    return done.status();
  }));
  return done;
}

void registerArticleLinks(seo::sdk::Registrar& r) {
  r.job(kLinkArticleJob, &onLinkArticle);
  r.job(kUnlinkArticleJob, &onUnlinkArticle);
  r.transactionalService(kLinkArticleJob, &linkArticleIn);
  r.transactionalService(kUnlinkArticleJob, &unlinkArticleIn);
}

}  // namespace seo::plugins::keywords
