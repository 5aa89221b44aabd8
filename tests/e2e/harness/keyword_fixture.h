// The base of the keywords module's end-to-end tests: two organizations (alpha and bravo), each
// with a website and a bound key, a server with the real plugins, every answer checked against
// the served API description (E2eTest::call), and short helpers for the keyword endpoints.
// Helpers that must succeed assert it, so call them under ASSERT_NO_FATAL_FAILURE.
#pragma once

#include <string>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {

class KeywordE2eTest : public E2eTest {
 protected:
  void SetUp() override;

  // POST /keywords with `body`; asserts 201 and puts the answer in `*out`.
  void addOk(const Tenant& who, const std::string& body, rapidjson::Document* out);
  // Adds one keyword per term (no other field), one request each, so their created_at differ
  // and the list order is known; their ids in order into `*ids`.
  void addEach(const Tenant& who, const std::vector<std::string>& terms,
               std::vector<std::string>* ids);
  // GET /keywords<query>; asserts 200 and puts the answer in `*out`.
  void listOk(const Tenant& who, const std::string& query, rapidjson::Document* out);
  // The `term` of each element of `data`, in order.
  static std::vector<std::string> termsOf(const rapidjson::Value& data);
  // The `id` of each element of `data`, in order.
  static std::vector<std::string> idsOf(const rapidjson::Value& data);
  // Runs `sql` on the database and returns its single row (columns joined with '|').
  std::string queryRow(const std::string& sql) const;

  // POST /keywords/research with `body`; asserts 202 and a pending handle, its job id into `*id`.
  void startResearch(const Tenant& who, const std::string& body, std::string* id);
  // Polls GET /keywords/research/{id} until the job is completed or failed (15 s at most).
  void awaitResearch(const Tenant& who, const std::string& id, rapidjson::Document* out);
  // Enqueues a job of `kind` with `payload` (JSON) for the tenant's website through the probe
  // plugin, as another module would, and waits until it is completed (fatal if it fails). The
  // probe is a test plugin whose routes document no answers: it is called unchecked.
  void runJobAs(const Tenant& who, const std::string& kind, const std::string& payload) const;

  // `{"ids":[...]}` plus `extra` (e.g. `,"status":"planned"`).
  static std::string idsBody(const std::vector<std::string>& ids, const std::string& extra = "");

  Tenant a_;  // alpha
  Tenant b_;  // bravo
};

}  // namespace seo::tests
