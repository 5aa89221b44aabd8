// The security headers of every HTML page this server answers (the console's, a plugin's HTML
// asset such as a shared dashboard) and of their scripts and styles: a strict
// Content-Security-Policy (only this origin's scripts and styles, nothing inline, no framing),
// X-Frame-Options, nosniff and Referrer-Policy.
#pragma once

#include "core/http/http_types.h"

namespace seo::core {

inline constexpr const char* kPageContentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'";

void addPageSecurityHeaders(HttpResponse& r);

}  // namespace seo::core
