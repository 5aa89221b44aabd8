// The way of a request (DESIGN.md): CORS, routing, body limit, authentication, plan check,
// website scoping, JSON parsing, the plugin's handler, the error envelope and the access log.
// Transport-neutral; the Pistache adapter feeds it.
#pragma once

#include <cstdint>
#include <string>

#include "core/auth/authenticator.h"
#include "core/host/host_impl.h"
#include "core/http/http_types.h"
#include "core/loader/plugin_manager.h"
#include "core/storage/database.h"

namespace seo::core {

inline constexpr const char* kApiPrefix = "/api/v1";

// Thread-safe: handle() runs on every server thread at once.
class Dispatcher {
 public:
  Dispatcher(Database& db, PluginManager& plugins, HostImpl& host, std::int64_t max_body_bytes)
      : db_(db), plugins_(plugins), host_(host), auth_(db), max_body_bytes_(max_body_bytes) {}

  HttpResponse handle(const HttpRequest& request);

 private:
  HttpResponse route(const HttpRequest& request, const std::string& request_id);
  HttpResponse healthz();

  Database& db_;
  PluginManager& plugins_;
  HostImpl& host_;
  Authenticator auth_;
  std::int64_t max_body_bytes_;
};

// {"error": message} with `status`.
HttpResponse errorResponse(int status, const std::string& message);

}  // namespace seo::core
