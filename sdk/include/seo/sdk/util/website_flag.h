// File: website_flag.h (header-only)
// The website an admin command names with --website (command.h), found through the host.
//
//   SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo site, seo::sdk::websiteFlag(cmd));
#pragma once

#include <string>

#include "seo/sdk/command.h"
#include "seo/sdk/host.h"

namespace seo::sdk {
inline namespace v2 {

// The website --website names; InvalidArgument when the flag is missing, NotFound ("website ID
// not found") when no website has that id.
inline Result<WebsiteInfo> websiteFlag(CommandContext& cmd) {
  Result<std::string> id = requiredFlag(cmd, "website");
  if (!id.isOk()) return id.status();
  Result<WebsiteInfo> site = cmd.host->findWebsite(id.value());
  if (!site.isOk() && site.status().code() == Code::NotFound) {
    return Status::notFound("website " + id.value() + " not found");
  }
  return site;
}

}  // namespace v2
}  // namespace seo::sdk
