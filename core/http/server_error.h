// A 5xx answer as a client sees it. A server-side failure tells the client what it can act on
// (retry, later) and nothing of how the server is built: no SQL, bound values, driver or
// exception text, file paths. Every 5xx leaving the dispatcher passes through here, whichever
// stage made it, so a stage that forgets cannot leak.
#pragma once

#include <string>

#include "core/http/http_types.h"

namespace seo::core {

// How long a client is told to wait before retrying a 503 that named no time itself.
inline constexpr int kRetryAfterSeconds = 5;

// `response` (status >= 500) made safe to send, its body `{"error": "<sentence> (request id
// <id>)"}`:
//  - 500: always "Internal server error"; the original body is logged with the request id.
//  - 502, 503: the sentence the core or a provider client wrote for the client (the database's
//    and the storage's are fixed sentences, storage_fault.h; an outside service's names the
//    service and its answer, keys redacted), with a Retry-After on 503 when none is set.
//  - any other 5xx: the reason phrase of its status.
HttpResponse publicServerError(HttpResponse response, const std::string& request_id);

}  // namespace seo::core
