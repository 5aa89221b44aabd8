// File: plugin.h
// What a plugin registers with the host: routes, migrations, connectors, job handlers, static
// assets, admin commands, services and event types. A plugin never
// mutates host state; it hands registrations to the Registrar from its onRegister function, and
// the host builds its tables from them.
//
//   seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
//     r.addMigration({1, "create things", {"CREATE TABLE things (id TEXT PRIMARY KEY)"}});
//     r.route("GET", "/things/{id}", &onGetThing);
//     r.route("GET", "/me", &onGetMe).openToEveryTier().withoutWebsite();
//     return seo::sdk::Status::ok();
//   }
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "seo/sdk/command.h"
#include "seo/sdk/console_page.h"
#include "seo/sdk/connector.h"
#include "seo/sdk/event.h"
#include "seo/sdk/host.h"
#include "seo/sdk/internal/barrier.h"
#include "seo/sdk/job.h"
#include "seo/sdk/request_context.h"
#include "seo/sdk/response.h"
#include "seo/sdk/service.h"
#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

// A route handler. Called by the host on a request thread, possibly concurrently with itself.
using Handler = std::function<Result<Response>(RequestContext&)>;

// How the host treats a route before its handler runs, set through the RouteSpec that
// Registrar::route returns:
//   r.route("GET", "/me", &onGetMe).openToEveryTier().withoutWebsite();
// Implemented by the host (and by testing::FakeRegistrar), valid until onRegister returns. New
// setters are appended (version.h's rule), so a plugin never builds a struct the host reads.
class RouteSpec {
 public:
  // Skip the plan's API-access check (GET /me). A valid, active key is still required.
  virtual RouteSpec& openToEveryTier() = 0;
  // Resolve no target website: by default the host resolves and checks one (the key's, or
  // `website_id`) before the handler runs; a missing website is 400 and a foreign one 403.
  virtual RouteSpec& withoutWebsite() = 0;
  // No API key at all (public endpoints such as a tracking collector). Implies no website check.
  virtual RouteSpec& publicAccess() = 0;
  // The credit resource the route spends, for documentation and listings.
  virtual RouteSpec& spends(std::string_view resource) = 0;
  // The largest request body the route accepts, in bytes; a larger one is refused with 413
  // before it is read. Unset: the server's max_body_bytes (64 KiB at most for public routes).
  virtual RouteSpec& maxBodyBytes(std::int64_t bytes) = 0;
  // The handler calls the outside world (a connector's check, a provider): the host runs it on
  // its outbound pool instead of a thread that reads requests, and caps how many such calls one
  // organization has pending (429 past it). The handler is written as usual.
  virtual RouteSpec& callsOutside() = 0;

  // --- 2.3: the route's documentation, served in GET /api/v1/openapi.json (docs/plugin-guide.md, "Documenting routes").
  // Schemas are JSON Schema text (OpenAPI 3.1); `{"$ref": "#/components/schemas/<Name>"}`
  // names one registered with Registrar::schema (api_doc.h builds the common shapes). The host
  // checks every text when the plugin loads and refuses a plugin whose text is not JSON.
  // The host adds what it knows itself: the key, `website_id`, the path parameters, the
  // errors its own stages give (400, 401, 403, 404, 413, 429) and the credit resource.

  // One line saying what the route does, and an optional longer Markdown description.
  virtual RouteSpec& summary(std::string_view text, std::string_view description) = 0;
  // A parameter `in` "query", "path" or "header" with its schema; a path parameter documented
  // here replaces the host's default (a UUID string).
  virtual RouteSpec& parameter(std::string_view in, std::string_view name,
                               std::string_view schema, std::string_view description,
                               bool required) = 0;
  // The JSON request body's schema.
  virtual RouteSpec& body(std::string_view schema, std::string_view description) = 0;
  // A successful answer: its status and the JSON body's schema.
  virtual RouteSpec& answers(int status, std::string_view schema, std::string_view description) = 0;
  // An error answer (`{"error": string}`) the handler itself may give, and when.
  virtual RouteSpec& fails(int status, std::string_view when) = 0;

  // --- 2.6: the route is deprecated since day `since` and goes away on day `sunset` (both
  // 'YYYY-MM-DD', UTC); `successor` is the path template under /api/v1 that replaces it, whose
  // `{name}` segments take the request's own path parameters. Every answer of the route then
  // carries `Deprecation` (RFC 9745), `Sunset` (RFC 8594) and `Link: <successor>;
  // rel="successor-version"`, and the API description marks it deprecated. The host refuses a
  // plugin whose dates or template are not valid.
  virtual RouteSpec& deprecated(std::string_view since, std::string_view sunset,
                                std::string_view successor) = 0;

  // --- 2.14: examples for readers and client generators, each a JSON text copied from a real
  // request or answer (keep them small: one element of a list). The API description shows it
  // beside the schema it illustrates; the host refuses a plugin whose text is not JSON, whose
  // route has no body(), or whose `status` is not one of its answers().
  virtual RouteSpec& bodyExample(std::string_view json) = 0;
  virtual RouteSpec& answerExample(int status, std::string_view json) = 0;

  // --- 2.16: the route acts on the world outside this server in a way no later call undoes (a
  // mail sent, a post published). Agents are told so: the route's MCP tool is marked destructive
  // and open-world (docs/mcp.md), and the API description marks the operation `x-irreversible`.
  virtual RouteSpec& irreversible() = 0;

  // --- 2.20: the route starts work (it answers 202) whose progress the GET route `path` of the
  // same plugin reads (its template as registered, e.g. "/things/runs/{id}"). Agents are told
  // which tool to poll (docs/mcp.md). The host refuses a plugin whose `path` names no GET route
  // of its own.
  virtual RouteSpec& polledBy(std::string_view path) = 0;

  // --- 2.21: a public route also served at `path` on the server's root, outside /api/v1 (a
  // fixed path, no `{name}` segments), for a wire format another product fixed, such as
  // Plausible's `POST /api/event`. The host refuses a plugin whose route is not public, or whose
  // path is under /api/v1 or already served (by the host or another route).
  virtual RouteSpec& alsoAtRoot(std::string_view path) = 0;

  // Shorthands over the setters above (not virtual, so they cost the ABI nothing).
  RouteSpec& summary(std::string_view text) { return summary(text, {}); }
  RouteSpec& query(std::string_view name, std::string_view schema, std::string_view description) {
    return parameter("query", name, schema, description, false);
  }
  RouteSpec& requiredQuery(std::string_view name, std::string_view schema,
                           std::string_view description) {
    return parameter("query", name, schema, description, true);
  }

 protected:
  ~RouteSpec() = default;  // owned by the registrar
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
// cache lifetime: a browser script, a stylesheet.
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

  // Registers a route; the handler is wrapped in the SDK's exception barrier. Set its options
  // on the RouteSpec returned.
  RouteSpec& route(std::string method, std::string path, Handler handler) {
    Handler guarded = [h = std::move(handler)](RequestContext& ctx) {
      return internal::barrier([&] { return h(ctx); });
    };
    return addRoute(std::move(method), std::move(path), std::move(guarded));
  }
  virtual void addMigration(Migration migration) = 0;
  // Registers a CMS connector under `type` (the value of POST /connect's `type`).
  virtual void addConnector(std::string type, std::shared_ptr<const Connector> connector) = 0;

  // Registers the handler of job `kind`; wrapped in the exception barrier. Name
  // kinds "<plugin>.<what>" so they never collide.
  void job(std::string kind, JobHandler handler) {
    JobHandler guarded = [h = std::move(handler)](JobContext& job) {
      return internal::barrier([&] { return h(job); });
    };
    addJobHandler(JobRegistration{std::move(kind), std::move(guarded)});
  }

  // Registers a static asset (see Asset).
  void asset(Asset a) { addAsset(std::move(a)); }

  // Registers the admin command `seoctl <plugin> <name>`, wrapped in the exception barrier.
  void command(std::string name, std::string usage, CommandHandler handler) {
    CommandHandler guarded = [h = std::move(handler)](CommandContext& cmd) {
      return internal::barrier([&] { return h(cmd); });
    };
    addCommand(CommandRegistration{std::move(name), std::move(usage), std::move(guarded)});
  }

 protected:
  virtual RouteSpec& addRoute(std::string method, std::string path, Handler handler) = 0;
  virtual void addJobHandler(JobRegistration registration) = 0;
  virtual void addAsset(Asset asset) = 0;
  virtual void addCommand(CommandRegistration command) = 0;

 public:
  // --- 2.3: a named JSON Schema for the API description's components, referenced from route
  // schemas as {"$ref": "#/components/schemas/<name>"}. Two plugins may register one name only
  // with the same text.
  virtual void schema(std::string name, std::string json_schema) = 0;

  // --- 2.6: a service other modules call through Services::call (service.h), wrapped in the
  // exception barrier. Two plugins never register one name.
  void service(std::string name, ServiceHandler handler) {
    ServiceHandler guarded = [h = std::move(handler)](Host& host, std::string_view website_id,
                                                      std::string_view request) {
      return internal::barrier([&] { return h(host, website_id, request); });
    };
    addService(std::move(name), std::move(guarded));
  }

 protected:
  virtual void addService(std::string name, ServiceHandler handler) = 0;

 public:
  // --- 2.8: an event type the plugin emits (event.h), for the webhook catalogue: `type`
  // "<plugin>.<what>", one sentence saying when, and the JSON Schema of its `data`. Two plugins
  // never register one type; Events::emit refuses a type nobody registered.
  void event(std::string type, std::string description, std::string data_schema) {
    addEvent(EventType{std::move(type), std::move(description), std::move(data_schema)});
  }
  // The events the host emits when a job of `kind` ends: `completed_type` when its handler
  // succeeds, `failed_type` when it fails for good ("" for none). The host writes them in the
  // transaction that records the job's end, so a receiver that then reads the job finds it
  // ended; `data` is {"job_id", "kind", "result"} (the handler's JSON) or {"job_id", "kind",
  // "error"}. Both types must be registered with event() by the same plugin, as must `kind`.
  void jobEvents(std::string kind, std::string completed_type, std::string failed_type) {
    addJobEvents(std::move(kind), std::move(completed_type), std::move(failed_type));
  }

 protected:
  virtual void addEvent(EventType event) = 0;
  virtual void addJobEvents(std::string kind, std::string completed_type,
                            std::string failed_type) = 0;

 public:
  // --- 2.12: a service run inside the caller's transaction (service.h), under a name no other
  // service has. Called by Services::callIn (and by Services::call in a transaction of its own).
  void transactionalService(std::string name, TransactionalServiceHandler handler) {
    auto guarded = [h = std::move(handler)](Host& host, soci::session& sql,
                                            std::string_view website_id,
                                            std::string_view request) -> Result<std::string> {
      return internal::databaseBarrier(host, sql, [&] { return h(host, sql, website_id, request); });
    };
    addTransactionalService(std::move(name), std::move(guarded));
  }

 protected:
  virtual void addTransactionalService(std::string name,
                                       TransactionalServiceHandler handler) = 0;

 public:
  // --- 2.15: a page of the web console (console_page.h), listed while the plugin is loaded.
  void consolePage(ConsolePage page) { addConsolePage(std::move(page)); }

 protected:
  virtual void addConsolePage(ConsolePage page) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
