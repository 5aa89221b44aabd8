// The webhook CMS connector: "publishing" POSTs the article as JSON to a URL the user configured,
// signed per Standard Webhooks when a secret is set. For sites whose CMS we do not speak, or for a
// user's own pipeline.
//
// Settings: {"url": "https://...", "secret": "whsec_..." (optional)}.
// Events:   {"type": "ping", "timestamp": ...} on connect;
//           {"type": "article.published", "timestamp": ..., "data": {article}} on publish;
//           {"type": "article.updated", "timestamp": ..., "data": {article, "previous": {url,
//           id}}} when an article published before is published again (the receiver's answer
//           to the earlier event: update that page).
// The receiver answers 2xx; on publish its JSON answer must carry the article's public "url"
// (and may carry its own "id").
#pragma once

#include "seo/sdk/connector.h"

namespace seo::plugins::cms_webhook {

class WebhookConnector : public seo::sdk::Connector {
 private:
  seo::sdk::Status onValidate(const rapidjson::Value& settings) const override;
  seo::sdk::Status onCheckConnection(const rapidjson::Value& settings,
                                     seo::sdk::HttpClient& http) const override;
  seo::sdk::Result<seo::sdk::Published> onPublish(const rapidjson::Value& settings,
                                                  const seo::sdk::Article& article,
                                                  seo::sdk::HttpClient& http) const override;
  seo::sdk::Result<seo::sdk::Published> onUpdate(const rapidjson::Value& settings,
                                                 const seo::sdk::Article& article,
                                                 const seo::sdk::Published& previous,
                                                 seo::sdk::HttpClient& http) const override;
};

}  // namespace seo::plugins::cms_webhook
