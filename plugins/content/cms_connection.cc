#include "plugins/content/cms_connection.h"

#include <vector>

#include "seo/sdk/util/json_parse.h"

namespace seo::plugins::content {

using seo::sdk::Result;
using seo::sdk::Status;

Result<std::shared_ptr<CmsConnection>> cmsConnectionOf(seo::sdk::Host& host,
                                                       const std::string& website_id,
                                                       const std::optional<std::string>& type) {
  std::string chosen;
  std::string stored;
  if (type) {
    Result<std::string> settings = host.connectors().settings(website_id, *type);
    if (!settings.isOk()) {
      if (settings.status().code() != seo::sdk::Code::NotFound) return settings.status();
      return Status::invalidArgument("The website has no " + *type +
                                     " connection; connect one with POST /connect");
    }
    chosen = *type;
    stored = settings.value();
  } else {
    std::vector<std::string> found;
    for (const std::string& t : host.connectors().types()) {
      Result<std::string> settings = host.connectors().settings(website_id, t);
      if (settings.isOk()) {
        found.push_back(t);
        stored = settings.value();
      } else if (settings.status().code() != seo::sdk::Code::NotFound) {
        return settings.status();
      }
    }
    if (found.empty()) {
      return Status::invalidArgument(
          "The website has no CMS connection; connect one with POST /connect");
    }
    if (found.size() > 1) {
      std::string names;
      for (const std::string& t : found) names += (names.empty() ? "" : ", ") + t;
      return Status::invalidArgument("The website has several CMS connections (" + names +
                                     "); name the one to publish through with `type`");
    }
    chosen = found.front();
  }
  auto connection = std::make_shared<CmsConnection>();
  connection->type = chosen;
  connection->connector = host.connectors().find(chosen);
  if (!connection->connector) {
    return Status::invalidArgument("No loaded plugin provides the " + chosen + " connector");
  }
  if (!seo::sdk::json::parse(stored, connection->settings).isOk() ||
      !connection->settings.IsObject()) {
    return Status::internal("The stored " + chosen + " connection is not a JSON object");
  }
  return connection;
}

}  // namespace seo::plugins::content
