// The WordPress connector: publishes articles as posts through the WordPress REST API
// (PROVIDERS.md, "CMS connectors"), authenticated with an application password (WordPress 5.6
// and later; Users -> Profile -> Application Passwords), which WordPress accepts over HTTPS only.
//
// Settings (POST /connect {"type": "wordpress", ...}):
//   url                   the site, https://example.com (a WordPress in a subfolder:
//                         https://example.com/blog)
//   username              the WordPress user the password belongs to
//   application_password  24 letters and digits, spaces between groups allowed
//   post_status           "publish" (default) or "draft": how new posts arrive
//
// Connection check: GET /wp-json/ must show the wp/v2 API, then GET /wp-json/wp/v2/users/me
// with the credentials must answer 200.
// Publish: POST /wp-json/wp/v2/posts {title, content (HTML), status, slug, excerpt}; 201 with
// id and link. WordPress keeps title and excerpt as HTML, so they go as the article's plain text
// with & < > " ' as character references (readers see the words, never markup); the slug goes
// as a clean slug (a-z, 0-9, hyphens), or not at all when nothing is left. Update: POST
// /wp-json/wp/v2/posts/{id} with the same fields; a post deleted on the site answers NotFound, and
// the content module then publishes anew. The featured image is not sent: WordPress takes only an
// uploaded media id, never a URL.
#pragma once

#include "seo/sdk/connector.h"

namespace seo::plugins::cms_wordpress {

class WordPressConnector : public seo::sdk::Connector {
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

}  // namespace seo::plugins::cms_wordpress
