#include "greeting_json.h"

#include "seo/sdk/sdk.h"

namespace hello {

rapidjson::Value greetingJson(const Greeting& g, rapidjson::Document::AllocatorType& a) {
  using seo::sdk::json::string;
  rapidjson::Value row(rapidjson::kObjectType);
  row.AddMember("id", string(g.id, a), a);
  row.AddMember("message", string(g.message, a), a);
  row.AddMember("created_at", string(g.created_at, a), a);
  return row;
}

}  // namespace hello
