#include "plugins/keywords/keyword_json.h"

#include "seo/sdk/util/json_optional.h"

namespace seo::plugins::keywords {

namespace json = seo::sdk::json;

using seo::sdk::json::string;

rapidjson::Value keywordJson(const KeywordRecord& k, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(k.id, a), a);
  v.AddMember("term", string(k.term, a), a);
  v.AddMember("volume", json::orNull(k.volume), a);
  v.AddMember("difficulty", json::orNull(k.difficulty), a);
  v.AddMember("cpc", json::orNull(k.cpc), a);
  v.AddMember("intent", json::orNull(k.intent, a), a);
  v.AddMember("opportunity", json::orNull(k.opportunity, a), a);
  v.AddMember("status", string(k.status, a), a);
  v.AddMember("is_starred", k.is_starred, a);
  v.AddMember("funnel_stage", json::orNull(k.funnel_stage, a), a);
  v.AddMember("language", json::orNull(k.language, a), a);
  v.AddMember("group_id", json::orNull(k.group_id, a), a);
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
    article.AddMember("title", json::orNull(k.article_title, a), a);
    article.AddMember("status", json::orNull(k.article_status, a), a);
  }
  v.AddMember("blog_posts", article, a);
  v.AddMember("created_at", string(k.created_at, a), a);
  v.AddMember("is_tracked", k.is_tracked, a);
  v.AddMember("position", json::orNull(k.position), a);
  v.AddMember("position_change", json::orNull(k.position_change), a);
  v.AddMember("ranking_url", json::orNull(k.ranking_url, a), a);
  v.AddMember("position_checked_at", json::orNull(k.position_checked_at, a), a);
  return v;
}

}  // namespace seo::plugins::keywords
