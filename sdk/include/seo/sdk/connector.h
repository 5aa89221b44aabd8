// File: connector.h
// A CMS connector publishes articles to a site the user connected with POST /connect. It needs no
// database: it gets the stored settings of the connection and an article, and answers with the
// published URL or an error. Write one by implementing the three on... methods (and onUpdate when
// the CMS can change a post it has) and registering it:
//
//   class MyConnector : public seo::sdk::Connector { ... };
//   registrar.addConnector("mycms", std::make_shared<MyConnector>());
#pragma once

#include <rapidjson/document.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/http_client.h"
#include "seo/sdk/internal/barrier.h"
#include "seo/sdk/status.h"

namespace soci {
class session;
}

namespace seo::sdk {
inline namespace v2 {

// The article to publish, in the content module's words. Frozen (version.h).
struct Article {
  std::string id;
  std::string title;
  std::string slug;
  std::string html;                  // the body, as HTML
  std::string meta_description;      // the excerpt
  std::string featured_image;        // a URL, or empty
  std::string status;                // "draft", "publish" or "future"
  std::string scheduled_publish_at;  // ISO 8601 UTC, for "future"
};

// Where the article ended up. Frozen.
struct Published {
  std::string url;
  std::string remote_id;  // the CMS's own id for the post, when it gives one
};

// Implemented by a plugin, called by the host and other plugins from any request or job thread,
// concurrently: implementations must be thread-safe (keep no per-call state in members).
// `settings` is the JSON object the user sent to POST /connect (minus `type` and `website_id`),
// borrowed for the call. Callers use the public functions, which run the on... methods behind
// the exception barrier: a connector that throws costs one error answer, never the process.
class Connector {
 public:
  virtual ~Connector() = default;

  Status validate(const rapidjson::Value& settings) const {
    return internal::barrier([&] { return onValidate(settings); });
  }
  Status checkConnection(const rapidjson::Value& settings, HttpClient& http) const {
    return internal::barrier([&] { return onCheckConnection(settings, http); });
  }
  Result<Published> publish(const rapidjson::Value& settings, const Article& article,
                            HttpClient& http) const {
    return internal::barrier([&] { return onPublish(settings, article, http); });
  }

 protected:
  // Checks the settings' shape without network access. InvalidArgument names the field.
  virtual Status onValidate(const rapidjson::Value& settings) const = 0;
  // Checks that the site answers and accepts the credentials. Called by POST /connect after
  // onValidate; an error here refuses the connection and is shown to the user.
  virtual Status onCheckConnection(const rapidjson::Value& settings, HttpClient& http) const = 0;
  // Publishes `article`. Errors are shown to the user and recorded on the article.
  virtual Result<Published> onPublish(const rapidjson::Value& settings, const Article& article,
                                      HttpClient& http) const = 0;

 public:
  // --- 2.6: publishes `article` again over the post it became last time, `previous` (as an
  // earlier publish or update answered it), so the site keeps one post per article.
  Result<Published> update(const rapidjson::Value& settings, const Article& article,
                           const Published& previous, HttpClient& http) const {
    return internal::barrier([&] { return onUpdate(settings, article, previous, http); });
  }

 protected:
  // Updates the post `previous.remote_id` in place. The default publishes a new post, for a CMS
  // that cannot update one; a connector built against an SDK older than 2.6 behaves the same
  // (the host calls its publish instead, since it has no onUpdate). A post the CMS no longer has
  // (deleted there) is NotFound; the caller may then publish anew.
  virtual Result<Published> onUpdate(const rapidjson::Value& settings, const Article& article,
                                     const Published& previous, HttpClient& http) const {
    (void)previous;
    return onPublish(settings, article, http);
  }
};

// The connectors loaded plugins registered, and the settings websites connected with
// (Host::connectors(), since ABI 2.20; testing::FakeConnectors in tests). Thread-safe.
class Connectors {
 public:
  virtual ~Connectors() = default;
  // The connector registered under `type`, or null. The pointer keeps its plugin loaded.
  virtual std::shared_ptr<const Connector> find(std::string_view type) = 0;
  // The types of every registered connector, sorted.
  virtual std::vector<std::string> types() = 0;
  // Stores (or replaces) the settings of connector `type` for `website_id`, in `sql`'s
  // transaction, sealed (they hold credentials). `settings_json` is a serialized JSON object.
  virtual Status save(soci::session& sql, std::string_view website_id, std::string_view type,
                      std::string_view settings_json) = 0;
  // The settings JSON saved for connector `type` of `website_id`, opened; NotFound when there
  // is none.
  virtual Result<std::string> settings(std::string_view website_id, std::string_view type) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
