// File: plugin.h
// What a plugin registers with the host: routes, migrations, connectors, job handlers, static
// assets and admin commands. A plugin never
// mutates host state; it hands registrations to the Registrar from its onRegister function, and
// the host builds its tables from them.
//
//   seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
//     r.addMigration({1, "create things", {"CREATE TABLE things (id TEXT PRIMARY KEY)"}});
//     r.route("GET", "/things/{id}", &onGetThing);
//     r.route("GET", "/me", &onGetMe, RouteOptions().openToEveryTier().withoutWebsite());
//     return seo::sdk::Status::ok();
//   }
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "seo/sdk/command.h"
#include "seo/sdk/connector.h"
#include "seo/sdk/internal/barrier.h"
#include "seo/sdk/job.h"
#include "seo/sdk/request_context.h"
#include "seo/sdk/response.h"
#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v1 {

// A route handler. Called by the host on a request thread, possibly concurrently with itself.
using Handler = std::function<Result<Response>(RequestContext&)>;

// How the host treats a route before its handler runs. Set with the chained setters:
//   RouteOptions().openToEveryTier().withoutWebsite()
// New fields go at the end.
struct RouteOptions {
  // Skip the plan's API-access check (GET /me). A valid, active key is still required.
  bool open_to_every_tier = false;
  // Resolve and check a target website (the key's, or `website_id`) before the handler runs; a
  // missing website is 400 and a foreign one 403.
  bool needs_website = true;
  // No API key at all (public endpoints such as a tracking collector). Implies no website check.
  bool public_access = false;
  // The credit resource the route spends, for documentation and listings ("" when none).
  std::string credit_resource;

  RouteOptions& openToEveryTier() {
    open_to_every_tier = true;
    return *this;
  }
  RouteOptions& withoutWebsite() {
    needs_website = false;
    return *this;
  }
  RouteOptions& publicAccess() {
    public_access = true;
    return *this;
  }
  RouteOptions& spends(std::string resource) {
    credit_resource = std::move(resource);
    return *this;
  }

  // The largest request body the route accepts, in bytes; a larger one is refused with 413
  // before it is read. 0: the server's max_body_bytes (64 KiB at most for public routes).
  // Since ABI 1.4.
  std::int64_t max_body_bytes = 0;
  RouteOptions& maxBodyBytes(std::int64_t bytes) {
    max_body_bytes = bytes;
    return *this;
  }

  // The handler calls the outside world (a connector's check, a provider): the host runs it on
  // its outbound pool instead of a thread that reads requests, and caps how many such calls one
  // organization has pending (429 past it). The handler is written as usual. Since ABI 1.4.
  bool outbound_calls = false;
  RouteOptions& callsOutside() {
    outbound_calls = true;
    return *this;
  }
};

// One route: an HTTP method and a path template under /api/v1 whose `{name}` segments become
// path parameters.
struct Route {
  std::string method;
  std::string path;
  Handler handler;
  RouteOptions options;
};

// One numbered schema change of a component. Versions start at 1 and only grow; the host applies
// the ones not yet recorded for the component, each in its own transaction, at start-up.
// Statements must run on both SQLite and PostgreSQL.
struct Migration {
  int version = 0;
  std::string name;
  std::vector<std::string> statements;
};

// One job kind and its handler.
struct JobRegistration {
  std::string kind;
  JobHandler handler;
};

// A file served as it is, publicly (no API key), at GET /api/v1 + `path`, with an ETag and a
// cache lifetime: a browser script, a stylesheet. Since ABI 1.3.
struct Asset {
  std::string path;
  std::string content_type;  // e.g. "application/javascript; charset=utf-8"
  std::string body;
  int max_age_seconds = 3600;  // Cache-Control: public, max-age=...
};

// Implemented by the host and handed to a plugin's onRegister, on the loading thread. Valid only
// during that call.
class Registrar {
 public:
  virtual ~Registrar() = default;

  // Registers a route; the handler is wrapped in the SDK's exception barrier.
  void route(std::string method, std::string path, Handler handler, RouteOptions options = {}) {
    Handler guarded = [h = std::move(handler)](RequestContext& ctx) {
      return internal::barrier([&] { return h(ctx); });
    };
    addRoute(Route{std::move(method), std::move(path), std::move(guarded), std::move(options)});
  }
  virtual void addMigration(Migration migration) = 0;
  // Registers a CMS connector under `type` (the value of POST /connect's `type`).
  virtual void addConnector(std::string type, std::shared_ptr<const Connector> connector) = 0;

  // Registers the handler of job `kind` (since ABI 1.1); wrapped in the exception barrier. Name
  // kinds "<plugin>.<what>" so they never collide.
  void job(std::string kind, JobHandler handler) {
    JobHandler guarded = [h = std::move(handler)](JobContext& job) {
      return internal::barrier([&] { return h(job); });
    };
    addJobHandler(JobRegistration{std::move(kind), std::move(guarded)});
  }

  // Registers a static asset (see Asset). Since ABI 1.3.
  void asset(Asset a) { addAsset(std::move(a)); }

  // Registers the admin command `seoctl <plugin> <name>`, wrapped in the exception barrier.
  // Since ABI 1.3.
  void command(std::string name, std::string usage, CommandHandler handler) {
    CommandHandler guarded = [h = std::move(handler)](CommandContext& cmd) {
      return internal::barrier([&] { return h(cmd); });
    };
    addCommand(CommandRegistration{std::move(name), std::move(usage), std::move(guarded)});
  }

 protected:
  virtual void addRoute(Route route) = 0;
  virtual void addJobHandler(JobRegistration registration) = 0;  // since ABI 1.1
  virtual void addAsset(Asset asset) = 0;                          // since ABI 1.3
  virtual void addCommand(CommandRegistration command) = 0;        // since ABI 1.3
};

}  // namespace v1
}  // namespace seo::sdk
