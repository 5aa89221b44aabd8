#include "plugins/cms_ghost/ghost_connector.h"

#include <chrono>
#include <string>

#include "plugins/cms_ghost/admin_token.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/choices.h"
#include "seo/sdk/util/http_answer.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/peer_failure.h"
#include "seo/sdk/util/plain_text.h"
#include "seo/sdk/util/site_url.h"
#include "seo/sdk/util/slug.h"
#include "seo/sdk/util/status_macros.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::cms_ghost {

using seo::sdk::HttpClient;
using seo::sdk::OutboundRequest;
using seo::sdk::OutboundResponse;
using seo::sdk::Published;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// How new posts arrive (the setting post_status), the default first.
constexpr seo::sdk::Choices kPostStatuses{"published", "draft"};

constexpr const char* kService = "Ghost";
constexpr const char* kPosts = "/ghost/api/admin/posts/";
constexpr std::size_t kMaxExcerptBytes = 300;  // Ghost's custom_excerpt limit
constexpr std::size_t kMaxSlugChars = 191;     // Ghost's posts.slug

struct Site {
  std::string url;
  AdminKey key;
  std::string post_status;
};

Result<Site> siteOf(const rapidjson::Value& settings) {
  Site site;
  SEO_ASSIGN_OR_RETURN(site.url, seo::sdk::siteUrlSetting(settings, "url"));
  if (!settings.HasMember("admin_api_key") || settings["admin_api_key"].IsNull()) {
    return Status::missingField("admin_api_key");
  }
  const rapidjson::Value& key = settings["admin_api_key"];
  SEO_ASSIGN_OR_RETURN(site.key, parseAdminKey(key.IsString() ? key.GetString() : ""));
  SEO_ASSIGN_OR_RETURN(
      site.post_status,
      seo::sdk::bodyChoice(settings, "post_status", kPostStatuses, kPostStatuses.values().front()));
  return site;
}

// The request's clock is the machine's: Ghost checks the token against its own real time.
std::int64_t unixNow() {
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

Result<OutboundResponse> call(HttpClient& http, const Site& site, const std::string& method,
                              const std::string& path_and_query, const std::string& body = "") {
  SEO_ASSIGN_OR_RETURN(std::string token, adminToken(site.key, unixNow()));
  OutboundRequest request;
  request.method = method;
  request.url = site.url + path_and_query;
  request.headers = {{"Authorization", "Ghost " + token},
                     {"Accept-Version", "v5.0"},
                     {"Accept", "application/json"}};
  if (!body.empty()) {
    request.headers.emplace_back("Content-Type", "application/json; charset=utf-8");
    request.body = body;
  }
  Result<OutboundResponse> answer = http.send(request);
  if (!answer.isOk()) return seo::sdk::peerFailure(answer.status(), "The Ghost site");
  return answer;
}

std::string postBody(const seo::sdk::Article& article, const std::string& status,
                     const std::string& updated_at) {
  rapidjson::Document doc(rapidjson::kObjectType);
  auto& a = doc.GetAllocator();
  rapidjson::Value post(rapidjson::kObjectType);
  // Ghost's title and custom_excerpt are plain text, which Ghost escapes wherever it renders
  // them ({{title}}, ghost_head, and {{excerpt}} since its fix of December 2023, Ghost 5.7x):
  // they go as the text itself, since a character reference here would show "&amp;" for "&".
  post.AddMember("title", seo::sdk::json::string(seo::sdk::plain_text::line(article.title), a), a);
  post.AddMember("html", seo::sdk::json::string(article.html, a), a);
  post.AddMember("status", seo::sdk::json::string(status, a), a);
  // Without a slug Ghost makes one from the title.
  std::string slug = seo::sdk::slugOf(article.slug, kMaxSlugChars);
  if (!slug.empty()) post.AddMember("slug", seo::sdk::json::string(slug, a), a);
  std::string excerpt = seo::sdk::plain_text::line(article.meta_description);
  post.AddMember("custom_excerpt",
                 seo::sdk::json::string(seo::sdk::utf8::truncated(excerpt, kMaxExcerptBytes), a),
                 a);
  if (!article.featured_image.empty()) {
    post.AddMember("feature_image", seo::sdk::json::string(article.featured_image, a), a);
  }
  if (!updated_at.empty()) post.AddMember("updated_at", seo::sdk::json::string(updated_at, a), a);
  rapidjson::Value posts(rapidjson::kArrayType);
  posts.PushBack(post, a);
  doc.AddMember("posts", posts, a);
  return seo::sdk::json::text(doc);
}

// posts[0] of an answer, when it has the string members `names`.
Result<rapidjson::Document> firstPost(const OutboundResponse& answer,
                                      std::initializer_list<const char*> names) {
  rapidjson::Document doc;
  doc.Parse(answer.body.c_str(), answer.body.size());
  bool ok = !doc.HasParseError() && doc.IsObject() && doc.HasMember("posts") &&
            doc["posts"].IsArray() && !doc["posts"].Empty() && doc["posts"][0].IsObject();
  for (const char* name : names) {
    ok = ok && doc["posts"][0].HasMember(name) && doc["posts"][0][name].IsString();
  }
  if (!ok) return Status::badGateway("Ghost answered without the post's id and url");
  return doc;
}

Result<Published> publishedOf(const OutboundResponse& answer) {
  SEO_ASSIGN_OR_RETURN(rapidjson::Document doc, firstPost(answer, {"id", "url"}));
  return Published{doc["posts"][0]["url"].GetString(), doc["posts"][0]["id"].GetString()};
}

bool isGhostId(std::string_view id) {
  if (id.size() != 24) return false;
  for (char c : id) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  return true;
}

}  // namespace

Status GhostConnector::onValidate(const rapidjson::Value& settings) const {
  return siteOf(settings).status();
}

Status GhostConnector::onCheckConnection(const rapidjson::Value& settings, HttpClient& http) const {
  SEO_ASSIGN_OR_RETURN(Site site, siteOf(settings));
  SEO_ASSIGN_OR_RETURN(OutboundResponse answer,
                       call(http, site, "GET", std::string(kPosts) + "?limit=1"));
  if (answer.status != 200) return seo::sdk::answerStatus(answer, kService);
  return Status::ok();
}

Result<Published> GhostConnector::onPublish(const rapidjson::Value& settings,
                                            const seo::sdk::Article& article,
                                            HttpClient& http) const {
  SEO_ASSIGN_OR_RETURN(Site site, siteOf(settings));
  SEO_ASSIGN_OR_RETURN(OutboundResponse answer,
                       call(http, site, "POST", std::string(kPosts) + "?source=html",
                            postBody(article, site.post_status, "")));
  if (answer.status != 201 && answer.status != 200) {
    Status s = seo::sdk::answerStatus(answer, kService);
    if (s.code() == seo::sdk::Code::NotFound) return Status::invalidArgument(s.message());
    return s;
  }
  return publishedOf(answer);
}

Result<Published> GhostConnector::onUpdate(const rapidjson::Value& settings,
                                           const seo::sdk::Article& article,
                                           const Published& previous, HttpClient& http) const {
  if (!isGhostId(previous.remote_id)) return onPublish(settings, article, http);
  SEO_ASSIGN_OR_RETURN(Site site, siteOf(settings));
  const std::string path = std::string(kPosts) + previous.remote_id + "/";
  SEO_ASSIGN_OR_RETURN(OutboundResponse current, call(http, site, "GET", path));
  if (current.status != 200) return seo::sdk::answerStatus(current, kService);
  SEO_ASSIGN_OR_RETURN(rapidjson::Document post, firstPost(current, {"updated_at"}));
  SEO_ASSIGN_OR_RETURN(
      OutboundResponse answer,
      call(http, site, "PUT", path + "?source=html",
           postBody(article, site.post_status, post["posts"][0]["updated_at"].GetString())));
  if (answer.status != 200) return seo::sdk::answerStatus(answer, kService);
  return publishedOf(answer);
}

}  // namespace seo::plugins::cms_ghost
