// File: testing/fake_term_metrics.h
// A TermMetrics for plugin authors' unit tests: figures come from the `figures` map the test
// fills (a term missing from it gets empty figures), ideas from `ideas_for`, and every query is
// kept. Set `failure` to make every call fail with it.
#pragma once

#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "seo/sdk/term_metrics.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeTermMetrics : public TermMetrics {
 public:
  Result<TermFiguresAnswer> overview(const TermQuery& query) override {
    return answer(query, query.terms);
  }
  Result<TermFiguresAnswer> ideas(const TermQuery& query) override {
    std::vector<std::string> terms;
    for (const std::string& seed : query.terms) {
      auto it = ideas_for.find(seed);
      if (it == ideas_for.end()) continue;
      for (const std::string& term : it->second) {
        if (static_cast<int>(terms.size()) < query.limit) terms.push_back(term);
      }
    }
    return answer(query, terms);
  }
  Result<TermFiguresAnswer> searchVolume(const TermQuery& query) override {
    return answer(query, query.terms);
  }

  std::map<std::string, TermFigures> figures;
  std::map<std::string, std::vector<std::string>> ideas_for;
  Status failure = Status::ok();
  std::vector<TermQuery> queries;

 private:
  Result<TermFiguresAnswer> answer(const TermQuery& query, const std::vector<std::string>& terms) {
    std::lock_guard<std::mutex> lock(mutex_);
    queries.push_back(query);
    if (!failure.isOk()) return failure;
    TermFiguresAnswer out;
    out.source = "fake";
    for (const std::string& term : terms) {
      auto it = figures.find(term);
      TermFigures f = it == figures.end() ? TermFigures{} : it->second;
      f.term = term;
      out.items.push_back(f);
    }
    return out;
  }

  std::mutex mutex_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
