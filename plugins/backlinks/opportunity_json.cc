#include "plugins/backlinks/opportunity_json.h"

#include "plugins/backlinks/share_view.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/json_optional.h"
#include "seo/sdk/util/json_text.h"

namespace seo::plugins::backlinks {

namespace json = seo::sdk::json;

using seo::sdk::json::string;

namespace {

// The research's findings, shared by both views; `for_public` says less of why.
void addFindings(const OpportunityRecord& o, bool for_public, rapidjson::Value& v,
                 rapidjson::Document::AllocatorType& a) {
  v.AddMember("id", string(o.id, a), a);
  v.AddMember("campaign_id", string(o.campaign_id, a), a);
  v.AddMember("url", string(o.url, a), a);
  v.AddMember("title", json::orNull(o.title, a), a);
  v.AddMember("strategy", string(o.strategy, a), a);
  v.AddMember("type", string(o.type, a), a);
  v.AddMember("relevance_score", o.relevance_score, a);
  v.AddMember("domain_authority", json::orNull(o.domain_authority), a);
  v.AddMember("domain_rating", json::orNull(o.domain_rating), a);
  v.AddMember("monthly_traffic", json::orNull(o.monthly_traffic, a), a);
  v.AddMember("link_type", json::orNull(o.link_type, a), a);
  v.AddMember("niche_relevance", json::orNull(o.niche_relevance, a), a);
  v.AddMember("reasoning", string(for_public ? sharedReasoning(o.reasoning) : o.reasoning, a), a);
  v.AddMember("tags", seo::sdk::json::valueOf(o.tags, rapidjson::kArrayType, a), a);
  v.AddMember("status", string(o.status, a), a);
}

}  // namespace

rapidjson::Value opportunityJson(const OpportunityRecord& o, const std::string& campaign_keyword,
                                 const std::string& website_url,
                                 rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  addFindings(o, /*for_public=*/false, v, a);
  v.AddMember("contact_info", seo::sdk::json::valueOf(o.contact_info, rapidjson::kObjectType, a),
              a);
  v.AddMember("contact_email", json::orNull(o.contact_email, a), a);
  v.AddMember("contact_name", json::orNull(o.contact_name, a), a);
  v.AddMember("outreach_status", json::orNull(o.outreach_status, a), a);
  v.AddMember("outreach_error", json::orNull(o.outreach_error, a), a);
  v.AddMember("emailed_at", json::orNull(o.emailed_at, a), a);
  v.AddMember("notes", json::orNull(o.notes, a), a);
  rapidjson::Value draft;
  if (o.draft_subject) {
    draft.SetObject();
    draft.AddMember("subject", string(*o.draft_subject, a), a);
    draft.AddMember("body_text", json::orNull(o.draft_body_text, a), a);
    draft.AddMember("body_html", json::orNull(o.draft_body_html, a), a);
    draft.AddMember("created_at", json::orNull(o.draft_created_at, a), a);
  }
  v.AddMember("email_draft", draft, a);
  rapidjson::Value website(rapidjson::kObjectType);
  website.AddMember("url", string(website_url, a), a);
  rapidjson::Value campaign(rapidjson::kObjectType);
  campaign.AddMember("keyword", string(campaign_keyword, a), a);
  campaign.AddMember("websites", website, a);
  v.AddMember("backlink_campaigns", campaign, a);
  v.AddMember("created_at", string(o.created_at, a), a);
  v.AddMember("updated_at", string(o.updated_at, a), a);
  return v;
}

rapidjson::Value publicOpportunityJson(const OpportunityRecord& o,
                                       rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  addFindings(o, /*for_public=*/true, v, a);
  v.AddMember("created_at", string(o.created_at, a), a);
  return v;
}

}  // namespace seo::plugins::backlinks
