#include "core/http/page_headers.h"

namespace seo::core {

void addPageSecurityHeaders(HttpResponse& r) {
  r.headers.emplace_back("Content-Security-Policy", kPageContentSecurityPolicy);
  r.headers.emplace_back("X-Frame-Options", "DENY");
  r.headers.emplace_back("X-Content-Type-Options", "nosniff");
  r.headers.emplace_back("Referrer-Policy", "no-referrer");
}

}  // namespace seo::core
