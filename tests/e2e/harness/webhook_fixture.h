// The fixture of the outbound webhook tests: a server that may deliver to a loopback receiver
// over http (outbound.allow_private_addresses, settings.webhooks.allow_http), a moved clock for
// the retry schedule, tests/peers/webhook_receiver.py verifying every delivery as an integrator
// would, and helpers for endpoints, events (the probe plugin's POST /probe/notes) and the log.
#pragma once

#include <rapidjson/document.h>

#include <memory>
#include <string>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/testing/peer_process.h"

namespace seo::tests {

class WebhookE2eTest : public E2eTest {
 protected:
  void SetUp() override;
  void TearDown() override;
  ServerOptions webhookOptions();

  // POST /webhooks/endpoints for `who`, to the receiver's `path`, listening to `types`; the
  // endpoint's id and secret. Tells the receiver to verify `path` with that secret.
  void createEndpoint(const Tenant& who, const std::string& path,
                      const std::vector<std::string>& types, std::string* id, std::string* secret);
  // The receiver's answers for `path`: a JSON array of statuses or {status, retry_after}.
  void script(const std::string& path, const std::string& answers_json);
  // The receiver verifies `path` with these secrets (in this order: signed_by indexes them).
  void verifyWith(const std::string& path, const std::vector<std::string>& secrets);
  // Writes a probe note for `who` with `body` (POST /probe/notes); the note id.
  std::string note(const Tenant& who, const std::string& body = "{}");
  // The deliveries the receiver got on `path`, oldest first.
  void received(const std::string& path, rapidjson::Document* out);
  // Waits until `path` got `count` deliveries; fatal otherwise.
  void awaitDeliveries(const std::string& path, std::size_t count);
  // GET under /api/v1 for `who`, asserting 200; its `data`.
  void getData(const Tenant& who, const std::string& path, rapidjson::Document* out);

  std::unique_ptr<PeerProcess> receiver_;
  Tenant alpha_;
  Tenant beta_;
  std::string control_secrets_ = "{}";
};

// Gives `who` an endpoint listening to every event type (at a public address nothing answers),
// so that a module's test can read what it emitted from the outbox: the SQL below.
void listenToEveryEvent(const HttpClient& http, const Tenant& who);
// SELECT of the types `org_id`'s events were emitted with, oldest first, one per line.
std::string emittedTypesQuery(const std::string& org_id);
// SELECT counting `org_id`'s events of `type`.
std::string emittedCountQuery(const std::string& org_id, const std::string& type);

// The string member `name` of `v`, or "" when absent or not a string.
std::string textOf(const rapidjson::Value& v, const char* name);

}  // namespace seo::tests
