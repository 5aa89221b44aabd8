#include "echo_connector.h"

namespace hello {

using seo::sdk::Result;
using seo::sdk::Status;

Status EchoConnector::onValidate(const rapidjson::Value& settings) const {
  SEO_ASSIGN_OR_RETURN(std::string url, seo::sdk::requiredText(settings, "url", 2000));
  if (!seo::sdk::ascii::startsWithIgnoreCase(url, "https://") &&
      !seo::sdk::ascii::startsWithIgnoreCase(url, "http://")) {
    return Status::invalidField("url", "must be an http or https URL");
  }
  return Status::ok();
}

Status EchoConnector::onCheckConnection(const rapidjson::Value& settings,
                                        seo::sdk::HttpClient& http) const {
  // The host's client refuses private addresses, caps time and size: no checks needed here.
  SEO_ASSIGN_OR_RETURN(seo::sdk::OutboundResponse answer,
                       http.send({"HEAD", settings["url"].GetString(), {}, "", 0}));
  if (answer.status < 200 || answer.status > 299) {
    return Status::invalidArgument("the URL answered HTTP " + std::to_string(answer.status));
  }
  return Status::ok();
}

Result<seo::sdk::Published> EchoConnector::onPublish(const rapidjson::Value& settings,
                                                     const seo::sdk::Article& article,
                                                     seo::sdk::HttpClient& http) const {
  rapidjson::Document post(rapidjson::kObjectType);
  auto& a = post.GetAllocator();
  post.AddMember("title", seo::sdk::json::string(article.title, a), a);
  post.AddMember("slug", seo::sdk::json::string(article.slug, a), a);
  post.AddMember("html", seo::sdk::json::string(article.html, a), a);
  std::string url = settings["url"].GetString();
  SEO_ASSIGN_OR_RETURN(seo::sdk::OutboundResponse answer,
                       http.send({"POST", url, {{"Content-Type", "application/json"}},
                                  seo::sdk::json::text(post), 0}));
  if (answer.status < 200 || answer.status > 299) {
    return Status::badGateway("the CMS answered HTTP " + std::to_string(answer.status));
  }
  return seo::sdk::Published{url + "/" + article.slug, ""};
}

}  // namespace hello
