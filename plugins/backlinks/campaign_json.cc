#include "plugins/backlinks/campaign_json.h"

#include "plugins/backlinks/share_view.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/json_optional.h"
#include "seo/sdk/util/json_text.h"

namespace seo::plugins::backlinks {

namespace json = seo::sdk::json;

using seo::sdk::json::string;

rapidjson::Value campaignJson(const CampaignRecord& c, const std::string& website_url,
                              bool for_public, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(c.id, a), a);
  v.AddMember("keyword", string(c.keyword, a), a);
  v.AddMember("niche", json::orNull(c.niche, a), a);
  v.AddMember("status", string(c.status, a), a);
  v.AddMember("language", string(c.language, a), a);
  v.AddMember("target_domain", string(c.target_domain, a), a);
  v.AddMember("is_public", c.is_public, a);
  v.AddMember(
      "public_share_token",
      !for_public && c.public_share_token ? string(*c.public_share_token, a) : rapidjson::Value(),
      a);
  v.AddMember("progress",
              for_public ? sharedProgress(c.progress, a)
                         : seo::sdk::json::valueOf(c.progress, rapidjson::kObjectType, a),
              a);
  v.AddMember("general_strategies",
              seo::sdk::json::valueOf(c.general_strategies, rapidjson::kArrayType, a), a);
  rapidjson::Value website(rapidjson::kObjectType);
  website.AddMember("url", string(website_url, a), a);
  v.AddMember("websites", website, a);
  v.AddMember("created_at", string(c.created_at, a), a);
  v.AddMember("updated_at", string(c.updated_at, a), a);
  return v;
}

}  // namespace seo::plugins::backlinks
