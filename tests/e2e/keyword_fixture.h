// The base of the keywords module's end-to-end tests: two organizations (alpha and bravo), each
// with a website and a bound key, a server with the real plugins, and short helpers for the
// keyword endpoints. Helpers that must succeed assert it, so call them under
// ASSERT_NO_FATAL_FAILURE.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tests/e2e/e2e_fixture.h"

namespace seo::tests {

class KeywordE2eTest : public E2eTest {
 protected:
  void SetUp() override;

  // Any method, with an optional JSON body.
  HttpResponse call(const std::string& method, const std::string& path, const std::string& key,
                    const std::optional<std::string>& body = std::nullopt) const;

  // POST /keywords with `body`; asserts 201 and puts the answer in `*out`.
  void addOk(const Tenant& who, const std::string& body, rapidjson::Document* out) const;
  // Adds one keyword per term (no other field), one request each, so their created_at differ
  // and the list order is known; their ids in order into `*ids`.
  void addEach(const Tenant& who, const std::vector<std::string>& terms,
               std::vector<std::string>* ids) const;
  // GET /keywords<query>; asserts 200 and puts the answer in `*out`.
  void listOk(const Tenant& who, const std::string& query, rapidjson::Document* out) const;
  // The `term` of each element of `data`, in order.
  static std::vector<std::string> termsOf(const rapidjson::Value& data);
  // The `id` of each element of `data`, in order.
  static std::vector<std::string> idsOf(const rapidjson::Value& data);
  // Runs `sql` on the database and returns its single row (columns joined with '|').
  std::string queryRow(const std::string& sql) const;

  // The credits of `resource` the tenant's organization has used this period.
  long long usedCredits(const Tenant& who, const std::string& resource) const;
  // POST /keywords/research with `body`; asserts 202 and a pending handle, its job id into `*id`.
  void startResearch(const Tenant& who, const std::string& body, std::string* id) const;
  // Polls GET /keywords/research/{id} until the job is completed or failed (15 s at most).
  void awaitResearch(const Tenant& who, const std::string& id, rapidjson::Document* out) const;
  // Enqueues a job of `kind` with `payload` (JSON) for the tenant's website through the probe
  // plugin, as another module would, and waits until it is completed (fatal if it fails).
  void runJobAs(const Tenant& who, const std::string& kind, const std::string& payload) const;

  // `{"ids":[...]}` plus `extra` (e.g. `,"status":"planned"`).
  static std::string idsBody(const std::vector<std::string>& ids, const std::string& extra = "");

  Tenant a_;  // alpha
  Tenant b_;  // bravo
};

}  // namespace seo::tests
