#include "plugins/content/keyword_link.h"

#include "seo/sdk/util/json_parse.h"

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

// The keywords module's move `name` for `a`: in this transaction when that module is loaded
// here, so the answer and every read after it show it; else as its job, which a process that
// has the module runs (InvalidArgument when no process's catalog knows the kind).
Status moveKeyword(seo::sdk::Host& host, soci::session& sql, const ArticleRecord& a,
                   const char* name, std::string request) {
  Result<std::string> moved = host.services().callIn(sql, name, a.website_id, request);
  if (moved.isOk() || moved.status().code() != seo::sdk::Code::Unavailable) {
    return moved.status();
  }
  return host.jobs().enqueue(sql, jobFor(a, name, std::move(request))).status();
}

}  // namespace

Result<LinkedKeyword> lookUpKeyword(seo::sdk::Host& host, const std::string& website_id,
                                    const std::string& keyword_id, const std::string& field) {
  rapidjson::Document request(rapidjson::kObjectType);
  request.AddMember("id", seo::sdk::json::string(keyword_id, request.GetAllocator()),
                    request.GetAllocator());
  Result<std::string> answer =
      host.services().call(kKeywordService, website_id, seo::sdk::json::text(request));
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
  return moveKeyword(host, sql, a, kLinkArticleJob, seo::sdk::json::text(payload));
}

Status unlinkKeyword(seo::sdk::Host& host, soci::session& sql, const ArticleRecord& a) {
  if (!a.keyword) return Status::ok();
  Status moved =
      moveKeyword(host, sql, a, kUnlinkArticleJob, "{\"article_id\": \"" + a.id + "\"}");
  // Without the keywords module anywhere no keyword shows the link: nothing to undo.
  if (moved.code() == seo::sdk::Code::InvalidArgument) return Status::ok();
  return moved;
}

}  // namespace seo::plugins::content
