#include "plugins/keywords/keyword_json.h"

namespace seo::plugins::keywords {

using seo::sdk::json::string;

namespace {

rapidjson::Value textOrNull(const std::optional<std::string>& text,
                            rapidjson::Document::AllocatorType& a) {
  return text ? string(*text, a) : rapidjson::Value(rapidjson::kNullType);
}

}  // namespace

rapidjson::Value keywordJson(const KeywordRecord& k, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(k.id, a), a);
  v.AddMember("term", string(k.term, a), a);
  v.AddMember("volume", k.volume ? rapidjson::Value(*k.volume) : rapidjson::Value(), a);
  v.AddMember("difficulty", k.difficulty ? rapidjson::Value(*k.difficulty) : rapidjson::Value(),
              a);
  v.AddMember("cpc", k.cpc ? rapidjson::Value(*k.cpc) : rapidjson::Value(), a);
  v.AddMember("intent", textOrNull(k.intent, a), a);
  v.AddMember("opportunity", textOrNull(k.opportunity, a), a);
  v.AddMember("status", string(k.status, a), a);
  v.AddMember("is_starred", k.is_starred, a);
  v.AddMember("funnel_stage", textOrNull(k.funnel_stage, a), a);
  v.AddMember("language", textOrNull(k.language, a), a);
  v.AddMember("group_id", textOrNull(k.group_id, a), a);
  rapidjson::Value group(rapidjson::kNullType);
  if (k.group_id) {
    group.SetObject();
    group.AddMember("id", string(*k.group_id, a), a);
    group.AddMember("name", string(k.group_name.value_or(""), a), a);
  }
  v.AddMember("keyword_groups", group, a);
  rapidjson::Value article(rapidjson::kNullType);
  if (k.article_id) {
    article.SetObject();
    article.AddMember("id", string(*k.article_id, a), a);
    article.AddMember("title", textOrNull(k.article_title, a), a);
    article.AddMember("status", textOrNull(k.article_status, a), a);
  }
  v.AddMember("blog_posts", article, a);
  v.AddMember("created_at", string(k.created_at, a), a);
  return v;
}

}  // namespace seo::plugins::keywords
