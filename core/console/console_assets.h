// The console's own files, compiled into the server (core/console/web/): GET / leads to
// /console/, which answers the shell's page; its scripts and stylesheet are served under
// /console/assets/<build>/, where <build> is a digest of all of them, so every address names
// one content for good (cached a year, immutable) and a new server build is a new address.
// GET /api/docs answers the API reference, a page of the same files that renders the live
// OpenAPI document (console/web/api-docs.js). Every answer carries the pages' security headers
// (core/http/page_headers.h).
#pragma once

#include <map>
#include <optional>
#include <string>

#include "core/http/http_types.h"

namespace seo::core {

class ConsoleAssets {
 public:
  ConsoleAssets();

  // True for the paths this serves: "/", "/console", everything under "/console/", and
  // "/api/docs".
  static bool serves(const std::string& path);
  // The answer to GET or HEAD `request` of a path serves() names.
  HttpResponse answer(const HttpRequest& request) const;

  const std::string& build() const { return build_; }

 private:
  struct File {
    std::string content_type;
    std::string body;
  };
  std::string build_;  // hex digest of every file
  std::string index_;  // the shell's page, naming the build
  std::string index_etag_;
  std::string docs_;  // the API reference's page, naming the build
  std::string docs_etag_;
  std::map<std::string, File, std::less<>> files_;  // by name, e.g. "shell.js"
};

}  // namespace seo::core
