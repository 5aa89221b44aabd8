// An HttpResponse as HTTP/1.1 bytes, and the answers the HTTP layer gives on its own (framing
// errors, limits, time-outs): JSON {"error": ...} with CORS, like every other answer.
#pragma once

#include <string>

#include "core/http/http_types.h"

namespace seo::core {

// Status line, headers (with Date, Content-Length and Connection), blank line and, unless
// `head_only` (an answer to HEAD), the body.
std::string serializeResponse(const HttpResponse& response, bool head_only, bool keep_alive);

// {"error": message} with `status`, the CORS header and X-Request-Id (and Retry-After on a 503),
// for answers the dispatcher never sees.
HttpResponse transportError(int status, const std::string& message,
                            const std::string& request_id);

// The reason phrase of a status code ("Not Found").
const char* reasonPhrase(int status);

}  // namespace seo::core
