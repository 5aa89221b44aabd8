// File: request_context.h
// Everything a route handler knows about the request it serves: who calls (organization, user,
// key), which website it acts on, the path parameters, the query and the parsed JSON body.
//
//   Result<Response> onGetThing(RequestContext& ctx) {
//     std::string_view id = ctx.pathParam("id");
//     std::string_view website = ctx.caller.website_id;
//     ...
//   }
#pragma once

#include <cctype>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <rapidjson/document.h>

#include "seo/sdk/response.h"
#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

class Host;

// The authenticated caller. Filled by the host before the handler runs. For routes open to the
// public (no key) every field is empty.
struct Caller {
  std::string api_key_id;          // empty for a user signed in to the console (a session)
  std::string user_id;
  std::string user_email;
  std::string organization_id;     // the key's organization
  std::string plan;                // the plan name of the key's organization
  std::string website_id;          // the target website; empty when the route needs none
  std::string website_organization_id;  // the organization that owns website_id (billed for it)

  // The organization that pays for the request's credits: the target website's owner, or the
  // key's organization when the route has no website.
  const std::string& payingOrganizationId() const {
    return website_organization_id.empty() ? organization_id : website_organization_id;
  }
};

using Params = std::vector<std::pair<std::string, std::string>>;

// Answers a request whose handler returned Response::later(), from any thread, once; calls after
// the first are ignored. When every copy is dropped unanswered, the host answers 503.
using Responder = std::function<void(Result<Response>)>;

// One request as a handler sees it. Owned by the host; valid until the handler returns.
// Not shared between threads.
struct RequestContext {
  std::string request_id;
  std::string method;  // "GET", "POST", ...
  std::string path;    // the path under /api/v1, e.g. "/keywords/research/abc"
  Params path_params;  // from the route template's {name} segments, percent-decoded
  Params query;        // percent-decoded query parameters, in order
  // The JSON body; an empty object when the request had none. Borrowed from the host.
  const rapidjson::Value* body = nullptr;
  Caller caller;
  Host* host = nullptr;  // never null while a handler runs

  // The value of a {name} path segment, or "" when the template has none.
  std::string_view pathParam(std::string_view name) const {
    for (const auto& [k, v] : path_params) {
      if (k == name) return v;
    }
    return {};
  }
  // The first query parameter called `name`, if any.
  std::optional<std::string_view> queryParam(std::string_view name) const {
    for (const auto& [k, v] : query) {
      if (k == name) return std::string_view(v);
    }
    return std::nullopt;
  }
  const rapidjson::Value& json() const { return *body; }

  // Fields added after ABI 1.0 go below, in order. The host owns this struct, so older plugins
  // simply never read them.

  // The client's address: the connection's peer, or the last address of the header the operator
  // trusts (configuration `client_ip_header`, for a server behind a proxy).
  std::string client_ip;
  // The request headers, names lower-cased, in order.
  Params headers;
  // The body exactly as received (borrowed; valid until the handler returns).
  std::string_view raw_body;
  // Set by the host; use defer().
  std::function<Responder()> deferral;

  // The first header called `name` (lower case), if any.
  std::optional<std::string_view> header(std::string_view name) const {
    for (const auto& [k, v] : headers) {
      if (k == name) return std::string_view(v);
    }
    return std::nullopt;
  }
  // Takes over answering this request: return Response::later() from the handler and call the
  // responder when the answer is ready, e.g. after a batch the request joined is committed.
  //
  Responder defer() const { return deferral(); }

  // --- 2.15: headers the answer the handler returns carries beside the host's own, e.g. a
  // Location (a deferred answer carries none). The host decides the ones that make the server's
  // policy (Set-Cookie, Access-Control-*, caching, framing and content security, the message's
  // length and encoding): a plugin's are dropped, with a warning in the log, as is a name or
  // value that is not one line of visible ASCII.
  Params response_headers;
  void addResponseHeader(std::string name, std::string value) {
    response_headers.emplace_back(std::move(name), std::move(value));
  }
};

}  // namespace v2
}  // namespace seo::sdk
