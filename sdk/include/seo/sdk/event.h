// File: event.h
// Events: what happened in a module that an organization's webhook endpoints may hear of. A
// plugin declares the types it emits when it registers (the catalogue in GET
// /api/v1/webhooks/event-types and docs/webhooks.md lists them) and emits one inside the
// transaction that made the change, so the event exists exactly when the change commits:
//
//   r.event("things.refreshed", "A thing was refreshed.", R"({"type": "object"})");
//   ...
//   Status s = host.withTransaction([&](soci::session& sql) {
//     sql << "UPDATE things SET ...";
//     return host.events().emit(sql, {"things.refreshed", org, website, R"({"id": "..."})",
//     job_id});
//   });
//
// The host does the rest: the payload `{id, type, created_at, organization_id, website_id,
// data}`, the endpoints subscribed, signing (Standard Webhooks), delivery and retries. Since ABI
// 2.8.
#pragma once

#include <string>

#include "seo/sdk/status.h"

namespace soci {
class session;
}

namespace seo::sdk {
inline namespace v2 {

// One event to deliver. Frozen (version.h).
struct Event {
  std::string type;             // a type the plugin registered, e.g. "things.refreshed"
  std::string organization_id;  // whose endpoints hear of it
  std::string website_id;       // the website it concerns; may be empty
  std::string data = "{}";      // JSON object text: the payload's `data`
  // Emitting twice with one key is emitting once, per organization: a job run again after a
  // crash names the same key (its job id, say) and no endpoint hears of it twice. Empty: every
  // call is a new event.
  std::string key;
};

// One type in the catalogue, as a plugin registers it. Frozen.
struct EventType {
  std::string type;         // "<module>.<what>[.<outcome>]", lower case, e.g. "things.refreshed"
  std::string description;  // one sentence: when it is emitted
  std::string data_schema;  // JSON Schema text of `data`
};

// Where a plugin emits its events (Host::events(), since ABI 2.20; testing::FakeEvents in
// tests). Thread-safe.
class Events {
 public:
  virtual ~Events() = default;
  // Emits `event` inside the caller's transaction `sql`: the organization's webhook endpoints
  // subscribed to its type will each get it, signed and retried, exactly when that transaction
  // commits. InvalidArgument when no loaded plugin registered the type or `data` is not a JSON
  // object; OK and nothing new when the organization already has an event with `event.key`.
  // Costs one indexed read when no endpoint listens.
  virtual Status emit(soci::session& sql, const Event& event) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
