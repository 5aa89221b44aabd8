// File: service.h
// A service is a question one module answers for the others at once, in JSON, without knowing
// who asks: the keywords module tells the content module a keyword's term and figures, so the
// content module never reads the keywords module's tables. The asking module names the service,
// never the plugin that answers it, and works on when that plugin is not loaded (Unavailable).
//
//   // keywords/plugin.cc
//   r.service("keywords.keyword", [](Host& host, std::string_view website_id,
//                                    std::string_view request) -> Result<std::string> { ... });
//   // content/...
//   Result<std::string> answer =
//       ctx.host->services().call("keywords.keyword", website_id, R"({"id": "..."})");
//
// Name services "<plugin>.<what>" and document their request and answer beside their handler:
// they are an interface between modules, kept as stably as a route. Since ABI 2.6.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "seo/sdk/status.h"

namespace soci {
class session;
}

namespace seo::sdk {
inline namespace v2 {

class Host;

// Answers one call: `request` is the caller's JSON text, `website_id` the website it asks about
// (the service answers only about that website's data). Runs on the caller's thread, possibly
// concurrently with itself; the host keeps the plugin loaded until it returns. A caller may hold
// no transaction of its own while it calls, so a service may read and write as it needs.
using ServiceHandler =
    std::function<Result<std::string>(Host& host, std::string_view website_id,
                                       std::string_view request)>;

// Since 2.12: a service that changes its module's data as part of another module's write, so
// that the caller's answer, and every read after it, already shows both (an article linked to a
// keyword makes the keyword `planned` in the same commit). It runs inside the caller's
// transaction `sql`: write through `sql` only, open no transaction of your own, and never call
// outside or wait. Its writes commit or roll back with the caller's.
//
//   // keywords/plugin.cc
//   r.transactionalService("keywords.link_article", [](Host& host, soci::session& sql,
//       std::string_view website_id, std::string_view request) -> Result<std::string> { ... });
//   // content/...: inside the article's own transaction
//   Result<std::string> done =
//       host.services().callIn(sql, "keywords.link_article", website_id, request_json);
//   if (done.status().code() == Code::Unavailable) { ... the module is not loaded ... }
//
// Services::call runs one in a transaction of its own.
using TransactionalServiceHandler = std::function<Result<std::string>(
    Host& host, soci::session& sql, std::string_view website_id, std::string_view request)>;

// Calls to the services other modules registered (Host::services(), since ABI 2.20;
// testing::FakeServices in tests). Thread-safe.
class Services {
 public:
  virtual ~Services() = default;
  // Calls the service `name` about `website_id`, with `request` as JSON text, and returns its
  // JSON answer or its error. Unavailable naming the service when no loaded plugin answers it.
  // Hold no transaction while calling (a transactional service runs in one of its own).
  virtual Result<std::string> call(std::string_view name, std::string_view website_id,
                                   std::string_view request) = 0;
  // Calls the transactional service `name` inside the caller's transaction `sql`: what it writes
  // commits with the caller's own change. Unavailable when no loaded plugin offers it (carry the
  // change another way then, such as a job the other module handles once loaded);
  // InvalidArgument when `name` is a plain service.
  virtual Result<std::string> callIn(soci::session& sql, std::string_view name,
                                     std::string_view website_id, std::string_view request) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
