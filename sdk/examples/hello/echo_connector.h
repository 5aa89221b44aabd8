// A CMS connector: publishes an article by POSTing it as JSON to the URL the user connected.
//   POST /connect {"type": "hello-echo", "url": "https://cms.example/posts"}
// The check sends nothing but a HEAD to the URL; 2xx means connected.
#pragma once

#include "seo/sdk/sdk.h"

namespace hello {

class EchoConnector : public seo::sdk::Connector {
 private:
  seo::sdk::Status onValidate(const rapidjson::Value& settings) const override;
  seo::sdk::Status onCheckConnection(const rapidjson::Value& settings,
                                     seo::sdk::HttpClient& http) const override;
  seo::sdk::Result<seo::sdk::Published> onPublish(const rapidjson::Value& settings,
                                                  const seo::sdk::Article& article,
                                                  seo::sdk::HttpClient& http) const override;
};

}  // namespace hello
