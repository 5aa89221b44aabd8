// The served API description as a contract for end-to-end tests: each answer a test receives is
// checked against the document GET /api/v1/openapi.json serves (its status documented for the
// operation, its body valid against that answer's schema, by RapidJSON's JSON Schema validator),
// and each documented answer example against the real answers of its operation: every field the
// example shows, a real answer had, with the same type (so no example outlives the answer it was
// copied from). Checks use ADD_FAILURE, so a test goes on and reports every breach.
#pragma once

#include <gtest/gtest.h>
#include <rapidjson/document.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "tests/e2e/harness/http_client.h"

namespace seo::tests {

class OpenApiContract {
 public:
  // Fetches the document from the server `http` points at; fatal on failure.
  void load(const HttpClient& http);
  const rapidjson::Document& document() const { return document_; }

  // The operation `method` `path_template` of the document, or null.
  const rapidjson::Value* operation(const std::string& method, const std::string& path) const;
  // The operations of the document tagged `plugin`, as "METHOD /path".
  std::set<std::string> operationsOf(const std::string& plugin) const;

  // Sends `request` with `http` for the route `request.method path_template` and checks the
  // answer against the document. A 2xx answer counts the operation as validated.
  HttpResponse checked(const HttpClient& http, const std::string& path_template,
                       const HttpRequest& request);
  // The same for `method` `path` (under /api/v1) with `key` and `body` (E2eTest::call).
  HttpResponse call(const HttpClient& http, const std::string& method,
                    const std::string& path_template, const std::string& path,
                    const std::optional<std::string>& key,
                    const std::optional<std::string>& body = std::nullopt);
  // `body` against `schema`, whose references resolve in the document's components.
  ::testing::AssertionResult validates(const rapidjson::Value& schema,
                                       const std::string& body) const;

  // The operations with a checked successful answer, as "METHOD /path".
  const std::set<std::string>& validated() const { return validated_; }
  // Counts an operation whose answer is not JSON (a script, a redirect) as validated.
  void markValidated(const std::string& operation) { validated_.insert(operation); }

  // What is wrong with the document's examples, one line each: an example its schema refuses,
  // an operation with a request body and no body example, one with no 2xx answer example.
  std::vector<std::string> exampleFaults() const;
  // The answers, as "METHOD /path STATUS", whose example no real answer checked so far matched
  // (with why the last one did not); empty when every example seen matched one.
  std::vector<std::string> unmatchedExamples() const;
  // Fails the test for each of unmatchedExamples(): E2eTest::TearDown calls it.
  void expectExamplesMatched() const;
  // The answers, as "METHOD /path STATUS", whose example a real answer matched.
  const std::set<std::string>& matchedExamples() const { return matched_; }

 private:
  rapidjson::Document document_;
  std::set<std::string> validated_;
  std::set<std::string> matched_;
  std::map<std::string, std::string> unmatched_;  // answer -> why its last real one differed
};

}  // namespace seo::tests
