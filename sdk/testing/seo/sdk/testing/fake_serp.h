// File: testing/fake_serp.h
// A Serp for plugin authors' unit tests: each query answers the results the test put in
// `results` under its text (none for another query), and every query is kept. Set `failure` to
// make every call fail with it.
#pragma once

#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "seo/sdk/serp.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeSerp : public Serp {
 public:
  Result<SerpAnswer> organic(const SerpQuery& query) override {
    std::lock_guard<std::mutex> lock(mutex_);
    queries.push_back(query);
    if (!failure.isOk()) return failure;
    SerpAnswer answer;
    answer.source = "fake";
    auto it = results.find(query.query);
    if (it != results.end()) answer.items = it->second;
    if (answer.items.size() > static_cast<std::size_t>(query.depth))
      answer.items.resize(query.depth);
    return answer;
  }

  std::map<std::string, std::vector<SerpItem>> results;  // by query text
  Status failure = Status::ok();
  std::vector<SerpQuery> queries;

 private:
  std::mutex mutex_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
