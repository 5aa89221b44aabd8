// The way of a request (DESIGN.md): CORS, routing, body limit, authentication, plan check,
// website scoping, JSON parsing, the plugin's handler, the error envelope and the access log.
// Transport-neutral; the Pistache adapter feeds it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "core/auth/authenticator.h"
#include "core/host/host_impl.h"
#include "core/http/http_types.h"
#include "core/loader/plugin_manager.h"
#include "core/storage/database.h"

namespace seo::core {

inline constexpr const char* kApiPrefix = "/api/v1";

// Takes the finished answer to a request. Called exactly once, on the request's thread or, for a
// handler that answers later (Response::later), on whichever thread answers.
using Completion = std::function<void(HttpResponse)>;

// Thread-safe: handle() runs on every server thread at once.
class Dispatcher {
 public:
  Dispatcher(Database& db, PluginManager& plugins, HostImpl& host, std::int64_t max_body_bytes,
             std::string client_ip_header = "")
      : db_(db), plugins_(plugins), host_(host), auth_(db), max_body_bytes_(max_body_bytes),
        client_ip_header_(lowerCased(std::move(client_ip_header))) {}

  // Takes the request by value: its headers, query and body move into the handler's context.
  void handle(HttpRequest request, Completion done);
  // handle(), waiting for the answer; for in-process callers such as tests.
  HttpResponse handleAndWait(const HttpRequest& request);

 private:
  void route(HttpRequest& request, const std::string& request_id, const Completion& done);
  HttpResponse healthz();
  std::string clientIp(const HttpRequest& request) const;
  static std::string lowerCased(std::string text);

  Database& db_;
  PluginManager& plugins_;
  HostImpl& host_;
  Authenticator auth_;
  std::int64_t max_body_bytes_;
  std::string client_ip_header_;  // lower case; "" trusts no header
};

// {"error": message} with `status`.
HttpResponse errorResponse(int status, const std::string& message);

}  // namespace seo::core
