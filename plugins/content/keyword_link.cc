#include "plugins/content/keyword_link.h"

#include "seo/sdk/json_parse.h"

namespace seo::plugins::content {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The keywords module's names (plugins/keywords/article_links.h, keyword_services.h): an
// interface between modules, written here rather than included, as a third party would.
constexpr const char* kKeywordService = "keywords.keyword";
constexpr const char* kLinkArticleJob = "keywords.link_article";
constexpr const char* kUnlinkArticleJob = "keywords.unlink_article";

std::optional<std::int64_t> numberOf(const rapidjson::Value& v, const char* name) {
  if (!v.HasMember(name) || !v[name].IsInt64()) return std::nullopt;
  return v[name].GetInt64();
}

seo::sdk::JobRequest jobFor(const ArticleRecord& a, const char* kind, std::string payload) {
  seo::sdk::JobRequest job;
  job.kind = kind;
  job.organization_id = a.organization_id;
  job.website_id = a.website_id;
  job.payload = std::move(payload);
  return job;
}

}  // namespace

Result<LinkedKeyword> lookUpKeyword(seo::sdk::Host& host, const std::string& website_id,
                                    const std::string& keyword_id, const std::string& field) {
  rapidjson::Document request(rapidjson::kObjectType);
  request.AddMember("id", seo::sdk::json::string(keyword_id, request.GetAllocator()),
                    request.GetAllocator());
  Result<std::string> answer =
      host.callService(kKeywordService, website_id, seo::sdk::json::text(request));
  if (!answer.isOk()) {
    switch (answer.status().code()) {
      case seo::sdk::Code::NotFound:
        return Status::invalidField(field, "the website has no keyword with this id");
      case seo::sdk::Code::Unavailable:
        return Status::invalidField(field, "no keywords module is loaded to link a keyword");
      default:
        return answer.status();
    }
  }
  rapidjson::Document doc;
  SEO_RETURN_IF_ERROR(seo::sdk::json::parse(answer.value(), doc, 8, "keywords module answer"));
  if (!doc.IsObject() || !doc.HasMember("term") || !doc["term"].IsString()) {
    return Status::internal("the keywords module answered without a term");
  }
  return LinkedKeyword{keyword_id, doc["term"].GetString(), numberOf(doc, "volume"),
                       numberOf(doc, "difficulty")};
}

Status linkKeyword(seo::sdk::Host& host, soci::session& sql, const ArticleRecord& a) {
  if (!a.keyword) return Status::ok();
  rapidjson::Document payload(rapidjson::kObjectType);
  auto& al = payload.GetAllocator();
  payload.AddMember("keyword_id", seo::sdk::json::string(a.keyword->id, al), al);
  rapidjson::Value article(rapidjson::kObjectType);
  article.AddMember("id", seo::sdk::json::string(a.id, al), al);
  article.AddMember("title", seo::sdk::json::string(a.title, al), al);
  article.AddMember("status", seo::sdk::json::string(a.status, al), al);
  payload.AddMember("article", article, al);
  return host.enqueueJob(sql, jobFor(a, kLinkArticleJob, seo::sdk::json::text(payload))).status();
}

Status unlinkKeyword(seo::sdk::Host& host, soci::session& sql, const ArticleRecord& a) {
  if (!a.keyword) return Status::ok();
  Result<std::string> job =
      host.enqueueJob(sql, jobFor(a, kUnlinkArticleJob, "{\"article_id\": \"" + a.id + "\"}"));
  // Without the keywords module no keyword shows the link, so there is nothing to undo.
  if (!job.isOk() && job.status().code() == seo::sdk::Code::InvalidArgument) return Status::ok();
  return job.status();
}

}  // namespace seo::plugins::content
