// File: testing/fake_models.h
// Models for plugin authors' unit tests: every model answers from `llm` (a FakeLlm the test
// fills), spending from a FakeCredits as the host does; a named endpoint's model is found in
// `endpoints` and answers with `citations` beside.
//
//   host.fake_models.llm.answers.push_back(ChatAnswer{R"({"terms": []})", "stop", {10, 5, 15}});
#pragma once

#include <string>
#include <vector>

#include "seo/sdk/llm.h"
#include "seo/sdk/testing/fake_credits.h"
#include "seo/sdk/testing/fake_llm.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeModels : public Models {
 public:
  explicit FakeModels(FakeCredits& credits) : credits_(credits) {}

  // Like the host: the request's estimatedTokens must fit in `ai_credits` unless the choice's
  // reservation still holds some (PaymentRequired otherwise, unless metered), then the answer's
  // total tokens are drawn from the reservation and the bucket.
  Result<ModelAnswer> ask(std::string_view, const ChatRequest& request,
                          const ModelChoice& choice) override {
    ModelAnswer asked;
    if (!choice.endpoint.empty() || !choice.model.empty()) {
      const LlmEndpoint* named = find(choice.endpoint);
      if (named == nullptr) return Status::notFound("No LLM endpoint " + choice.endpoint);
      bool listed = false;
      for (const std::string& m : named->models) listed = listed || m == choice.model;
      if (!listed) return Status::notFound("No model " + choice.model + " at " + named->name);
      asked.endpoint = named->name;
      asked.collection = named->collection;
      asked.citations = citations;
    }
    if (Status s = credits_.admitChat(choice.reservation, estimatedTokens(request)); !s.isOk()) {
      return s;
    }
    Result<ChatAnswer> answer = llm.complete(request);
    if (!answer.isOk()) return answer.status();
    credits_.spendChat(choice.reservation, answer.value().usage.total_tokens);
    asked.answer = std::move(answer).value();
    return asked;
  }
  std::vector<LlmEndpoint> endpoints() override { return named_endpoints; }

  FakeLlm llm;
  std::vector<LlmEndpoint> named_endpoints;  // for endpoints() and a named choice
  std::vector<std::string> citations;        // what a named endpoint returns beside each answer

 private:
  const LlmEndpoint* find(const std::string& name) const {
    for (const LlmEndpoint& e : named_endpoints) {
      if (e.name == name) return &e;
    }
    return nullptr;
  }

  FakeCredits& credits_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
