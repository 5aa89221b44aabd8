#include "core/console/console_assets.h"

#include <string_view>
#include <utility>

#include "console_web.h"  // generated from core/console/web/ (core/CMakeLists.txt)
#include "core/common/digest.h"
#include "core/http/dispatch_stages.h"
#include "core/http/page_headers.h"

namespace seo::core {

namespace {

constexpr std::string_view kAssetsPrefix = "/console/assets/";
constexpr const char* kHtml = "text/html; charset=utf-8";
constexpr std::string_view kApiDocsPath = "/api/docs";

HttpResponse redirect(const std::string& to) {
  HttpResponse r;
  r.status = 302;
  r.headers.emplace_back("Location", to);
  r.headers.emplace_back("Cache-Control", "no-cache");
  return r;
}

// A page with its assets' addresses: {{build}} replaced by `build`.
std::string namingBuild(std::string_view page, const std::string& build) {
  std::string text(page);
  for (std::size_t at = text.find("{{build}}"); at != std::string::npos;
       at = text.find("{{build}}", at)) {
    text.replace(at, 9, build);
  }
  return text;
}

}  // namespace

ConsoleAssets::ConsoleAssets() {
  constexpr const char* kScript = "text/javascript; charset=utf-8";
  for (const auto& [name, body] : {std::pair{"shell.js", console_web::kShellJs},
                                   {"lib.js", console_web::kLibJs},
                                   {"api-docs.js", console_web::kApiDocsJs}}) {
    files_.emplace(name, File{kScript, std::string(body)});
  }
  for (const auto& [name, body] : {std::pair{"console.css", console_web::kConsoleCss},
                                   {"api-docs.css", console_web::kApiDocsCss}}) {
    files_.emplace(name, File{"text/css; charset=utf-8", std::string(body)});
  }
  std::string all;
  for (const auto& [name, file] : files_) all += name + "\n" + sha256Hex(file.body) + "\n";
  build_ = sha256Hex(all).substr(0, 20);
  index_ = namingBuild(console_web::kIndexHtml, build_);
  index_etag_ = "\"" + sha256Hex(index_).substr(0, 32) + "\"";
  docs_ = namingBuild(console_web::kApiDocsHtml, build_);
  docs_etag_ = "\"" + sha256Hex(docs_).substr(0, 32) + "\"";
}

bool ConsoleAssets::serves(const std::string& path) {
  return path == "/" || path == "/console" || path.rfind("/console/", 0) == 0 ||
         path == kApiDocsPath;
}

HttpResponse ConsoleAssets::answer(const HttpRequest& request) const {
  HttpResponse r;
  if (request.method != "GET" && request.method != "HEAD") {
    r = errorResponse(405, "Method not allowed");
    r.headers.emplace_back("Allow", "GET, HEAD");
  } else if (request.path == "/" || request.path == "/console") {
    r = redirect("/console/");
  } else if (request.path == "/console/") {
    // Revalidated every time: it names the build, which changes with the server.
    r = revalidatedAnswer(request, index_etag_, "no-cache", index_, kHtml);
  } else if (request.path == kApiDocsPath) {
    r = revalidatedAnswer(request, docs_etag_, "no-cache", docs_, kHtml);
  } else if (request.path.rfind(kAssetsPrefix, 0) == 0) {
    std::string_view rest = std::string_view(request.path).substr(kAssetsPrefix.size());
    std::size_t slash = rest.find('/');
    auto file =
        slash == std::string_view::npos ? files_.end() : files_.find(rest.substr(slash + 1));
    if (file == files_.end()) {
      r = errorResponse(404, "Resource not found");
    } else if (rest.substr(0, slash) != build_) {
      // An address of another build (a page loaded before an upgrade): this build's file, not
      // kept, so the old page still works and nothing stale is cached under the new address.
      r.headers.emplace_back("Cache-Control", "no-cache");
      r.body = file->second.body;
      r.content_type = file->second.content_type;
    } else {
      r = revalidatedAnswer(request, "\"" + build_ + "\"", "public, max-age=31536000, immutable",
                            file->second.body, file->second.content_type);
    }
  } else {
    r = errorResponse(404, "Resource not found");
  }
  addPageSecurityHeaders(r);
  return r;
}

}  // namespace seo::core
