// POST /mcp: the Model Context Protocol over its Streamable HTTP transport (docs/mcp.md), for AI
// agents. Each POST carries one JSON-RPC message and gets one JSON answer (no event stream, no
// protocol session: the 2026-07-28 revision's stateless shape, which earlier clients accept too).
// A message is authenticated with the API key as /api/v1 is (Bearer; 401, the plan's API
// access, rate limits); tools/call and resources/read then run their operation through the
// dispatcher's own stages, from routing on, as an HTTP request with the same key would: website
// scoping, roles, credits and body limits are the route's, on one code path.
#pragma once

#include <rapidjson/document.h>

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "core/auth/key_record.h"
#include "core/auth/session_cookie.h"
#include "core/http/dispatch_stages.h"
#include "core/http/request_handler.h"
#include "core/loader/plugin_manager.h"
#include "core/mcp/mcp_tools.h"

namespace seo::core {

inline constexpr std::string_view kMcpPath = "/mcp";

// The protocol revisions the endpoint speaks, newest first: initialize answers the client's when
// listed here, else the newest.
inline constexpr std::string_view kMcpVersions[] = {"2026-07-28", "2025-11-25", "2025-06-18",
                                                    "2025-03-26"};

class McpEndpoint {
 public:
  // The request's key, as /api/v1 authenticates it (the refusal to answer, else nullopt).
  // `spend`: take a token of the key's rate; false for a message whose operation takes it (a
  // tools/call or resources/read reaching its route).
  using Authenticate = std::function<Refusal(const HttpRequest&, bool spend, KeyRecord*)>;
  // Runs an /api/v1 request through the dispatcher's stages from routing on.
  using RunRoute = std::function<void(HttpRequest, Completion)>;

  // `own_origin`: the console's cookie settings, whose origin a browser's Origin may name.
  McpEndpoint(PluginManager& plugins, const SessionCookie& own_origin, Authenticate authenticate,
              RunRoute run)
      : plugins_(plugins),
        own_origin_(own_origin),
        authenticate_(std::move(authenticate)),
        run_(std::move(run)) {}

  // Answers one POST /mcp (and 405 to any other method).
  void handle(HttpRequest request, const Completion& done);

 private:
  // The tools of the catalog serving now: built on its first use, again after a hot swap.
  std::shared_ptr<const McpToolSet> tools();
  // A tools/call or resources/read that does not reach its route: the key's rate token is
  // spent here (as any other message's), then `refusal` is the answer.
  void refuseUnrun(const HttpRequest& request, HttpResponse refusal, const Completion& done);
  void callTool(const McpTool& tool, const rapidjson::Value* arguments, const std::string& id,
                const HttpRequest& request, const Completion& done);
  void readResource(const rapidjson::Value* params, const std::string& id,
                    const HttpRequest& request, const Completion& done);

  PluginManager& plugins_;
  const SessionCookie& own_origin_;  // the dispatcher's
  Authenticate authenticate_;
  RunRoute run_;
  std::mutex mutex_;
  std::weak_ptr<const Catalog> built_for_;   // guarded by mutex_
  std::shared_ptr<const McpToolSet> tools_;  // guarded by mutex_
};

}  // namespace seo::core
