// The Ghost connector: publishes articles as posts through Ghost's Admin API (PROVIDERS.md,
// "CMS connectors"), with a custom integration's Admin API key (Ghost Admin -> Settings ->
// Integrations). Every request carries a fresh short-lived token (admin_token.h) and
// `Accept-Version: v5.0`.
//
// Settings (POST /connect {"type": "ghost", ...}):
//   url            the Admin API URL of the integration, https://blog.example.com
//   admin_api_key  "<id>:<secret>" as Ghost shows it
//   post_status    "published" (default) or "draft": how new posts arrive
//
// Connection check: GET /ghost/api/admin/posts/?limit=1 must answer 200.
// Publish: POST /ghost/api/admin/posts/?source=html {"posts": [{title, html, status, slug,
// custom_excerpt, feature_image}]}; 201 with posts[0].{id, url}. Ghost keeps title and
// custom_excerpt as plain text and escapes them itself, so they go as the text, on one line; the
// slug goes as a clean slug, or not at all when nothing is left. Update: GET the post for its
// updated_at (Ghost refuses an edit without it), then PUT /ghost/api/admin/posts/{id}/?source=html;
// a post deleted in Ghost answers NotFound, and the content module then publishes anew.
#pragma once

#include "seo/sdk/connector.h"

namespace seo::plugins::cms_ghost {

class GhostConnector : public seo::sdk::Connector {
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

}  // namespace seo::plugins::cms_ghost
