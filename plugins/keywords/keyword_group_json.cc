#include "plugins/keywords/keyword_group_json.h"

namespace seo::plugins::keywords {

using seo::sdk::json::string;

rapidjson::Value keywordGroupJson(const KeywordGroupRecord& g,
                                  rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(g.id, a), a);
  v.AddMember("name", string(g.name, a), a);
  v.AddMember("keyword_count", static_cast<std::int64_t>(g.keyword_count), a);
  v.AddMember("created_at", string(g.created_at, a), a);
  return v;
}

}  // namespace seo::plugins::keywords
