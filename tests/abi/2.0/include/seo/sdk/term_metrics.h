// File: term_metrics.h
// Figures about search terms (monthly search volume, ranking difficulty, cost per click, search
// intent) and related-term ideas from the host's configured provider: DataForSEO when the
// operator configures it, else a deterministic offline estimator whose answers say
// `estimate: true`, so nobody mistakes an estimate for measured data. Reached as
// Host::termMetrics(); calls are not metered, the plugin spends its own credits.
//
//   TermQuery q{{"running shoes"}, "en", "US"};
//   Result<TermFiguresAnswer> a = ctx.host->termMetrics().overview(q);
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

struct TermQuery {
  std::vector<std::string> terms;  // the terms to look up, or the seeds to expand
  std::string language = "en";     // ISO 639-1
  std::string country = "US";      // ISO 3166-1 alpha-2
  int limit = 100;                 // ideas(): the most suggestions answered
};

// Figures of one term; a figure the provider does not know is empty.
struct TermFigures {
  std::string term;
  std::optional<std::int64_t> volume;  // average monthly searches
  std::optional<int> difficulty;       // 0..100
  std::optional<double> cpc;           // cost per click, USD
  std::string intent;  // informational, navigational, commercial, transactional, or empty
};

struct TermFiguresAnswer {
  std::vector<TermFigures> items;
  std::string source;      // "dataforseo" or "offline-estimate"
  bool estimate = false;   // true when the figures are the offline estimator's
  double cost = 0;         // what the provider charged for the call, USD
};

// Implemented by the host. Thread-safe. Errors: InvalidArgument (a term, language or country the
// provider refuses), Unavailable (no answer, time-out, rate limit, provider-side failure:
// retrying may help), BadGateway (the provider refused the call: credentials, balance, or a
// malformed answer).
class TermMetrics {
 public:
  virtual ~TermMetrics() = default;
  // Figures for each of `query.terms`, in their order; a term the provider has no data for is
  // answered with empty figures.
  virtual Result<TermFiguresAnswer> overview(const TermQuery& query) = 0;
  // Terms related to the seeds `query.terms`, with figures, at most `query.limit`.
  virtual Result<TermFiguresAnswer> ideas(const TermQuery& query) = 0;
  // Search volume and cost per click only (no difficulty or intent), for each term.
  virtual Result<TermFiguresAnswer> searchVolume(const TermQuery& query) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
