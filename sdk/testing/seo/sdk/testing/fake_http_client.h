// File: testing/fake_http_client.h
// An HttpClient that records requests and answers from a queue, for connector unit tests:
//
//   seo::sdk::testing::FakeHttpClient http;
//   http.answers.push_back(seo::sdk::OutboundResponse{201, {}, R"({"link":"https://x/p"})"});
//   auto published = connector.publish(settings, article, http);
//   EXPECT_EQ(http.requests[0].method, "POST");
#pragma once

#include <deque>
#include <mutex>
#include <vector>

#include "seo/sdk/http_client.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

// Thread-safe. With no queued answer, send() answers Unavailable.
class FakeHttpClient : public HttpClient {
 public:
  Result<OutboundResponse> send(const OutboundRequest& request) override {
    std::lock_guard<std::mutex> lock(mutex_);
    requests.push_back(request);
    if (answers.empty()) return Status::unavailable("FakeHttpClient: no answer queued");
    Result<OutboundResponse> answer = std::move(answers.front());
    answers.pop_front();
    return answer;
  }

  std::vector<OutboundRequest> requests;
  std::deque<Result<OutboundResponse>> answers;

 private:
  std::mutex mutex_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
