#include "plugins/cms_webhook/webhook_connector.h"

#include <openssl/rand.h>

#include <chrono>

#include "seo/sdk/response.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/peer_failure.h"
#include "seo/sdk/util/standard_webhooks.h"

namespace seo::plugins::cms_webhook {

using seo::sdk::HttpClient;
using seo::sdk::OutboundRequest;
using seo::sdk::Published;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

std::string settingString(const rapidjson::Value& settings, const char* name) {
  if (!settings.HasMember(name) || !settings[name].IsString()) return "";
  return settings[name].GetString();
}

std::string newMessageId() {
  unsigned char raw[12];
  RAND_bytes(raw, sizeof raw);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string id = "msg_";
  for (unsigned char c : raw) {
    id.push_back(kHex[c >> 4]);
    id.push_back(kHex[c & 0xf]);
  }
  return id;
}

// POSTs one event and returns the receiver's answer, or an error naming what went wrong.
Result<seo::sdk::OutboundResponse> deliver(const rapidjson::Value& settings,
                                           const rapidjson::Document& event, HttpClient& http) {
  std::string body = seo::sdk::json::text(event);
  long long timestamp = event["timestamp"].GetInt64();
  std::string id = newMessageId();

  OutboundRequest request;
  request.method = "POST";
  request.url = settingString(settings, "url");
  request.body = body;
  request.headers = {{"Content-Type", "application/json"},
                     {"webhook-id", id},
                     {"webhook-timestamp", std::to_string(timestamp)}};
  std::string secret = settingString(settings, "secret");
  if (!secret.empty()) {
    auto signature = seo::sdk::standard_webhooks::sign(secret, id, timestamp, body);
    if (!signature) return Status::invalidField("secret", "must be whsec_ followed by base64");
    request.headers.emplace_back("webhook-signature", *signature);
  }
  auto response = http.send(request);
  if (!response.isOk()) return seo::sdk::peerFailure(response.status(), "The webhook");
  int code = response.value().status;
  if (code < 200 || code > 299) {
    return Status::badGateway("webhook answered HTTP " + std::to_string(code));
  }
  return response;
}

rapidjson::Document event(const char* type) {
  rapidjson::Document doc(rapidjson::kObjectType);
  auto& a = doc.GetAllocator();
  doc.AddMember("type", rapidjson::StringRef(type), a);
  long long now = std::chrono::duration_cast<std::chrono::seconds>(
                      std::chrono::system_clock::now().time_since_epoch())
                      .count();
  doc.AddMember("timestamp", static_cast<int64_t>(now), a);
  return doc;
}

// Sends an article event and reads the receiver's answer: the article's public "url" (and its
// own "id", when it gives one).
Result<Published> sendArticle(const rapidjson::Value& settings, const char* type,
                              const seo::sdk::Article& article, const Published* previous,
                              HttpClient& http) {
  rapidjson::Document doc = event(type);
  auto& a = doc.GetAllocator();
  rapidjson::Value data(rapidjson::kObjectType);
  data.AddMember("id", string(article.id, a), a);
  data.AddMember("title", string(article.title, a), a);
  data.AddMember("slug", string(article.slug, a), a);
  data.AddMember("html", string(article.html, a), a);
  data.AddMember("meta_description", string(article.meta_description, a), a);
  data.AddMember("featured_image", string(article.featured_image, a), a);
  data.AddMember("status", string(article.status, a), a);
  data.AddMember("scheduled_publish_at", string(article.scheduled_publish_at, a), a);
  if (previous != nullptr) {
    rapidjson::Value was(rapidjson::kObjectType);
    was.AddMember("url", string(previous->url, a), a);
    was.AddMember("id", string(previous->remote_id, a), a);
    data.AddMember("previous", was, a);
  }
  doc.AddMember("data", data, a);

  auto response = deliver(settings, doc, http);
  if (!response.isOk()) return response.status();
  rapidjson::Document answer;
  answer.Parse(response.value().body.c_str());
  if (answer.HasParseError() || !answer.IsObject() || !answer.HasMember("url") ||
      !answer["url"].IsString()) {
    return Status::badGateway("webhook answer must be a JSON object with the published \"url\"");
  }
  Published published;
  published.url = answer["url"].GetString();
  if (answer.HasMember("id") && answer["id"].IsString())
    published.remote_id = answer["id"].GetString();
  return published;
}

}  // namespace

Status WebhookConnector::onValidate(const rapidjson::Value& settings) const {
  if (!settings.HasMember("url") || settings["url"].IsNull()) return Status::missingField("url");
  if (!settings["url"].IsString()) return Status::invalidField("url", "must be a string");
  std::string url = settings["url"].GetString();
  if (url.rfind("https://", 0) != 0 && url.rfind("http://", 0) != 0) {
    return Status::invalidField("url", "must be an http or https URL");
  }
  if (url.size() > 2048) return Status::invalidField("url", "at most 2048 characters");
  if (settings.HasMember("secret")) {
    if (!settings["secret"].IsString() ||
        !seo::sdk::standard_webhooks::validSecret(settings["secret"].GetString())) {
      return Status::invalidField("secret", "must be whsec_ followed by base64");
    }
  }
  return Status::ok();
}

Status WebhookConnector::onCheckConnection(const rapidjson::Value& settings,
                                           HttpClient& http) const {
  rapidjson::Document ping = event("ping");
  return deliver(settings, ping, http).status();
}

Result<Published> WebhookConnector::onPublish(const rapidjson::Value& settings,
                                              const seo::sdk::Article& article,
                                              HttpClient& http) const {
  return sendArticle(settings, "article.published", article, nullptr, http);
}

Result<Published> WebhookConnector::onUpdate(const rapidjson::Value& settings,
                                             const seo::sdk::Article& article,
                                             const Published& previous, HttpClient& http) const {
  return sendArticle(settings, "article.updated", article, &previous, http);
}

}  // namespace seo::plugins::cms_webhook
