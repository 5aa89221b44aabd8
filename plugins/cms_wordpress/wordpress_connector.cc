#include "plugins/cms_wordpress/wordpress_connector.h"

#include <string>

#include "seo/sdk/response.h"
#include "seo/sdk/util/base64.h"
#include "seo/sdk/util/choices.h"
#include "seo/sdk/util/html.h"
#include "seo/sdk/util/http_answer.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/peer_failure.h"
#include "seo/sdk/util/plain_text.h"
#include "seo/sdk/util/site_url.h"
#include "seo/sdk/util/slug.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::cms_wordpress {

using seo::sdk::HttpClient;
using seo::sdk::OutboundRequest;
using seo::sdk::OutboundResponse;
using seo::sdk::Published;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// How new posts arrive (the setting post_status), the default first.
constexpr seo::sdk::Choices kPostStatuses{"publish", "draft"};

constexpr const char* kService = "WordPress";
constexpr std::size_t kMaxSlugChars = 200;  // wp_posts.post_name is a VARCHAR(200)

struct Site {
  std::string url;            // without a trailing slash
  std::string authorization;  // "Basic ..."
  std::string post_status;
};

// The application password without the spaces WordPress shows between its groups.
std::string compact(std::string_view password) {
  std::string out;
  for (char c : password) {
    if (c != ' ') out += c;
  }
  return out;
}

Result<Site> siteOf(const rapidjson::Value& settings) {
  Site site;
  SEO_ASSIGN_OR_RETURN(site.url, seo::sdk::siteUrlSetting(settings, "url"));
  if (!settings.HasMember("username") || settings["username"].IsNull()) {
    return Status::missingField("username");
  }
  const rapidjson::Value& user = settings["username"];
  std::string_view name = user.IsString()
                              ? std::string_view(user.GetString(), user.GetStringLength())
                              : std::string_view();
  if (name.empty() || name.size() > 60 || name.find_first_of(":\r\n") != std::string_view::npos) {
    return Status::invalidField("username", "must be a WordPress user name (1 to 60 characters)");
  }
  if (!settings.HasMember("application_password") || settings["application_password"].IsNull()) {
    return Status::missingField("application_password");
  }
  const rapidjson::Value& pw = settings["application_password"];
  std::string password = pw.IsString() ? compact(pw.GetString()) : "";
  bool alnum = password.size() == 24;
  for (char c : password)
    alnum = alnum && (seo::sdk::ascii::isAlpha(c) || seo::sdk::ascii::isDigit(c));
  if (!alnum) {
    return Status::invalidField("application_password",
                                "must be WordPress's application password: 24 letters and "
                                "digits (spaces between groups allowed)");
  }
  site.authorization = "Basic " + seo::sdk::base64::encode(std::string(name) + ":" + password);
  SEO_ASSIGN_OR_RETURN(
      site.post_status,
      seo::sdk::bodyChoice(settings, "post_status", kPostStatuses, kPostStatuses.values().front()));
  return site;
}

Result<OutboundResponse> call(HttpClient& http, const Site& site, const std::string& method,
                              const std::string& path, const std::string& body = "") {
  OutboundRequest request;
  request.method = method;
  request.url = site.url + path;
  request.headers = {{"Authorization", site.authorization}, {"Accept", "application/json"}};
  if (!body.empty()) {
    request.headers.emplace_back("Content-Type", "application/json; charset=utf-8");
    request.body = body;
  }
  Result<OutboundResponse> answer = http.send(request);
  if (!answer.isOk()) return seo::sdk::peerFailure(answer.status(), "The WordPress site");
  return answer;
}

// Plain text as the HTML WordPress keeps. A post's `title` and `excerpt` are HTML: kept raw for
// users allowed unfiltered HTML (administrators and editors, who publish through this
// connection) and printed unescaped by the_title(), the_excerpt() and most themes, so a
// "<img onerror=...>" in a keyword would run there. Escaping & < > " ' (not stripping tags) keeps
// every character the writer meant, "5 < 6" and "Salt & Pepper" included: pages decode the
// references, and WordPress's own esc_html() and esc_attr() never encode a reference twice, so no
// reader sees "&amp;".
std::string htmlText(std::string_view text) {
  return seo::sdk::html::escape(seo::sdk::plain_text::line(text));
}

std::string postBody(const seo::sdk::Article& article, const std::string& status) {
  rapidjson::Document doc(rapidjson::kObjectType);
  auto& a = doc.GetAllocator();
  doc.AddMember("title", seo::sdk::json::string(htmlText(article.title), a), a);
  doc.AddMember("content", seo::sdk::json::string(article.html, a), a);
  doc.AddMember("status", seo::sdk::json::string(status, a), a);
  // Without a slug WordPress makes one from the title.
  std::string slug = seo::sdk::slugOf(article.slug, kMaxSlugChars);
  if (!slug.empty()) doc.AddMember("slug", seo::sdk::json::string(slug, a), a);
  doc.AddMember("excerpt", seo::sdk::json::string(htmlText(article.meta_description), a), a);
  return seo::sdk::json::text(doc);
}

// {id, link} of a post answer.
Result<Published> publishedOf(const OutboundResponse& answer) {
  rapidjson::Document doc;
  doc.Parse(answer.body.c_str(), answer.body.size());
  if (doc.HasParseError() || !doc.IsObject() || !doc.HasMember("id") || !doc["id"].IsInt64() ||
      !doc.HasMember("link") || !doc["link"].IsString()) {
    return Status::badGateway("WordPress answered without the post's id and link");
  }
  return Published{doc["link"].GetString(), std::to_string(doc["id"].GetInt64())};
}

}  // namespace

Status WordPressConnector::onValidate(const rapidjson::Value& settings) const {
  return siteOf(settings).status();
}

Status WordPressConnector::onCheckConnection(const rapidjson::Value& settings,
                                             HttpClient& http) const {
  SEO_ASSIGN_OR_RETURN(Site site, siteOf(settings));
  OutboundRequest index;
  index.url = site.url + "/wp-json/";
  index.headers = {{"Accept", "application/json"}};
  Result<OutboundResponse> answered = http.send(index);
  if (!answered.isOk()) return seo::sdk::peerFailure(answered.status(), "The WordPress site");
  OutboundResponse root = std::move(answered).value();
  rapidjson::Document api;
  api.Parse(root.body.c_str(), root.body.size());
  bool has_v2 = false;
  if (root.status == 200 && !api.HasParseError() && api.IsObject() && api.HasMember("namespaces") &&
      api["namespaces"].IsArray()) {
    for (const auto& ns : api["namespaces"].GetArray()) {
      has_v2 = has_v2 || (ns.IsString() && std::string_view(ns.GetString()) == "wp/v2");
    }
  }
  if (!has_v2) {
    return Status::invalidArgument("no WordPress REST API (wp/v2) at " + site.url +
                                   "/wp-json/ (HTTP " + std::to_string(root.status) + ")");
  }
  SEO_ASSIGN_OR_RETURN(OutboundResponse me, call(http, site, "GET", "/wp-json/wp/v2/users/me"));
  if (me.status != 200) return seo::sdk::answerStatus(me, kService);
  return Status::ok();
}

Result<Published> WordPressConnector::onPublish(const rapidjson::Value& settings,
                                                const seo::sdk::Article& article,
                                                HttpClient& http) const {
  SEO_ASSIGN_OR_RETURN(Site site, siteOf(settings));
  SEO_ASSIGN_OR_RETURN(OutboundResponse answer, call(http, site, "POST", "/wp-json/wp/v2/posts",
                                                     postBody(article, site.post_status)));
  if (answer.status != 201 && answer.status != 200) {
    Status s = seo::sdk::answerStatus(answer, kService);
    // Creating answers 404 only when the site has no posts API: a setting, not a lost post.
    if (s.code() == seo::sdk::Code::NotFound) return Status::invalidArgument(s.message());
    return s;
  }
  return publishedOf(answer);
}

Result<Published> WordPressConnector::onUpdate(const rapidjson::Value& settings,
                                               const seo::sdk::Article& article,
                                               const Published& previous, HttpClient& http) const {
  SEO_ASSIGN_OR_RETURN(Site site, siteOf(settings));
  bool numeric = !previous.remote_id.empty() && previous.remote_id.size() <= 20;
  for (char c : previous.remote_id) numeric = numeric && c >= '0' && c <= '9';
  if (!numeric) return onPublish(settings, article, http);
  SEO_ASSIGN_OR_RETURN(OutboundResponse answer,
                       call(http, site, "POST", "/wp-json/wp/v2/posts/" + previous.remote_id,
                            postBody(article, site.post_status)));
  if (answer.status != 200) return seo::sdk::answerStatus(answer, kService);
  return publishedOf(answer);
}

}  // namespace seo::plugins::cms_wordpress
