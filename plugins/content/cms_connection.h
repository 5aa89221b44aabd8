// Which CMS connection publishes a website's articles: the one named (by POST /publish's `type`
// or the automation's `cms_type`), else the website's only one. Connections are what POST
// /connect stored (the host keeps them sealed); the connector is whichever plugin registered
// that type, found when publishing, so a connector swapped or added later is used at once.
#pragma once

#include <rapidjson/document.h>

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

// A connection's type (POST /connect's `type`), as publishing and the automation name it.
inline constexpr std::size_t kMaxConnectionTypeChars = 64;

struct CmsConnection {
  std::string type;
  std::shared_ptr<const seo::sdk::Connector> connector;  // keeps its plugin loaded
  rapidjson::Document settings;
};

// InvalidArgument (publishing cannot succeed by retrying) when the website has no connection,
// has several and none is named, or the named one is not stored or its connector not loaded.
seo::sdk::Result<std::shared_ptr<CmsConnection>> cmsConnectionOf(
    seo::sdk::Host& host, const std::string& website_id, const std::optional<std::string>& type);

}  // namespace seo::plugins::content
