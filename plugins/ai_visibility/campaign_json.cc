#include "plugins/ai_visibility/campaign_json.h"

#include "seo/sdk/response.h"
#include "seo/sdk/util/json_optional.h"

namespace seo::plugins::ai_visibility {

namespace json = seo::sdk::json;

namespace {

using seo::sdk::json::string;

rapidjson::Value brands(const std::vector<Brand>& list, Allocator& a) {
  rapidjson::Value out(rapidjson::kArrayType);
  for (const Brand& b : list) {
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("name", string(b.name, a), a);
    v.AddMember("domain", string(b.domain, a), a);
    out.PushBack(v, a);
  }
  return out;
}

}  // namespace

rapidjson::Value stringsJson(const std::vector<std::string>& values, Allocator& a) {
  rapidjson::Value list(rapidjson::kArrayType);
  for (const std::string& v : values) list.PushBack(string(v, a), a);
  return list;
}

rapidjson::Value modelsJson(const std::vector<ModelChoice>& list, Allocator& a) {
  rapidjson::Value out(rapidjson::kArrayType);
  for (const ModelChoice& m : list) out.PushBack(string(m.text(), a), a);
  return out;
}

rapidjson::Value campaignJson(const Campaign& c, Allocator& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(c.id, a), a);
  v.AddMember("website_id", string(c.website_id, a), a);
  if (c.kind == kBrandRadar) {
    v.AddMember("prompt", string(c.prompt, a), a);
    v.AddMember("brands", brands(c.brands, a), a);
    v.AddMember("competitors", brands(c.competitors, a), a);
  } else {
    v.AddMember("custom_prompt", string(c.prompt, a), a);
  }
  v.AddMember("frequency", c.frequency, a);
  v.AddMember("status", string(c.status, a), a);
  v.AddMember("languages", stringsJson(c.languages, a), a);
  v.AddMember("models", modelsJson(c.models, a), a);
  v.AddMember("samples", c.samples, a);
  v.AddMember("next_run_at", json::orNull(c.next_run_at, a), a);
  v.AddMember("last_run_at", json::orNull(c.last_run_at, a), a);
  v.AddMember("created_at", string(c.created_at, a), a);
  v.AddMember("updated_at", string(c.updated_at, a), a);
  return v;
}

}  // namespace seo::plugins::ai_visibility
