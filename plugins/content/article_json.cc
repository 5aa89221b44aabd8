#include "plugins/content/article_json.h"

#include "seo/sdk/util/json_text.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/json_optional.h"

namespace seo::plugins::content {

namespace json = seo::sdk::json;

namespace {

rapidjson::Value number(const std::optional<std::int64_t>& v) {
  return v ? rapidjson::Value(static_cast<std::int64_t>(*v)) : rapidjson::Value();
}

}  // namespace

rapidjson::Value articleJson(const ArticleRecord& r, bool detail,
                             rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", json::string(r.id, a), a);
  v.AddMember("title", json::string(r.title, a), a);
  v.AddMember("slug", json::string(r.slug, a), a);
  v.AddMember("status", json::string(r.status, a), a);
  v.AddMember("pipeline_status", json::string(r.pipeline_status, a), a);
  v.AddMember("article_type", json::string(r.article_type, a), a);
  v.AddMember("meta_description", json::orNull(r.meta_description, a), a);
  v.AddMember("featured_image", json::orNull(r.featured_image, a), a);
  v.AddMember("published_at", json::orNull(r.published_at, a), a);
  v.AddMember("scheduled_publish_at", json::orNull(r.scheduled_publish_at, a), a);
  rapidjson::Value keywords;
  if (r.keyword) {
    keywords.SetObject();
    keywords.AddMember("term", json::string(r.keyword->term, a), a);
    keywords.AddMember("volume", number(r.keyword->volume), a);
    keywords.AddMember("difficulty", number(r.keyword->difficulty), a);
  }
  v.AddMember("keywords", keywords, a);
  v.AddMember("created_at", json::string(r.created_at, a), a);
  v.AddMember("keyword_id", r.keyword ? json::string(r.keyword->id, a) : rapidjson::Value(), a);
  v.AddMember("cms_url", json::orNull(r.cms_url, a), a);
  v.AddMember("error", json::orNull(r.error, a), a);
  v.AddMember("updated_at", json::string(r.updated_at, a), a);
  if (!detail) return v;

  v.AddMember("outline", json::valueOf(r.outline, rapidjson::kArrayType, a), a);
  v.AddMember("outline_source", json::orNull(r.outline_source, a), a);
  v.AddMember("content_markdown", json::orNull(r.content_markdown, a), a);
  v.AddMember("content_html", json::orNull(r.content_html, a), a);
  v.AddMember("instructions", json::orNull(r.instructions, a), a);
  rapidjson::Value generation(rapidjson::kObjectType);
  generation.AddMember("source", json::orNull(r.generation_source, a), a);
  generation.AddMember("model", json::orNull(r.generation_model, a), a);
  generation.AddMember("total_tokens", static_cast<std::int64_t>(r.total_tokens), a);
  generation.AddMember("job_id", json::orNull(r.generation_job_id, a), a);
  rapidjson::Value note;
  if (r.generation_source == std::optional<std::string>("offline")) {
    note = json::string(
        "No language model is configured: this draft is the offline stand-in's template, to "
        "be written by hand or generated again once a model is set up.",
        a);
  }
  generation.AddMember("note", note, a);
  v.AddMember("generation", generation, a);
  rapidjson::Value cms(rapidjson::kObjectType);
  cms.AddMember("type", json::orNull(r.cms_type, a), a);
  cms.AddMember("url", json::orNull(r.cms_url, a), a);
  cms.AddMember("post_id", json::orNull(r.cms_post_id, a), a);
  v.AddMember("cms", cms, a);
  return v;
}

seo::sdk::Response articleAnswer(const ArticleRecord& a, int status) {
  rapidjson::Document data;
  rapidjson::Value v = articleJson(a, true, data.GetAllocator());
  return seo::sdk::Response::data(std::move(json::setRoot(data, v)), status);
}

rapidjson::Value calendarEventJson(const CalendarEntry& e, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", json::string(e.id, a), a);
  v.AddMember("title", json::string(e.title, a), a);
  v.AddMember("date", json::string(e.date, a), a);
  v.AddMember("status", json::string(e.status, a), a);
  v.AddMember("pipeline_status", json::string(e.pipeline_status, a), a);
  v.AddMember("article_type", json::string(e.article_type, a), a);
  v.AddMember("volume", number(e.volume), a);
  v.AddMember("difficulty", number(e.difficulty), a);
  return v;
}

}  // namespace seo::plugins::content
