// File: testing/fake_llm.h
// An Llm for plugin authors' unit tests: answers from a queue the test fills, and keeps every
// request it was asked.
//
//   FakeLlm llm;
//   llm.answers.push_back(ChatAnswer{R"({"terms": ["a"]})", "stop", {10, 5, 15}});
#pragma once

#include <deque>
#include <mutex>
#include <vector>

#include "seo/sdk/llm.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeLlm : public Llm {
 public:
  // The next queued answer (or error); Unavailable when the queue is empty.
  Result<ChatAnswer> complete(const ChatRequest& request) override {
    std::lock_guard<std::mutex> lock(mutex_);
    requests.push_back(request);
    if (answers.empty()) return Status::unavailable("FakeLlm: no answer queued");
    Result<ChatAnswer> next = answers.front();
    answers.pop_front();
    return next;
  }

  std::deque<Result<ChatAnswer>> answers;
  std::vector<ChatRequest> requests;

 private:
  std::mutex mutex_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
