// File: serp.h
// Organic search results for a query, from the host's configured SERP provider (2.4): DataForSEO's
// SERP API when the operator configures it, else an offline stand-in. Search results cannot be
// estimated, so the stand-in answers none, with `estimate: true` and a `note` saying why; a
// plugin then says so in its own answer rather than inventing prospects. Reached as
// Host::serp(); calls are not metered: the plugin spends its own credits.
//
//   SerpQuery q;
//   q.query = "\"trail running\" \"write for us\"";
//   Result<SerpAnswer> a = ctx.host->serp().organic(q);
#pragma once

#include <string>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

// Frozen (version.h, rule 4).
struct SerpQuery {
  std::string query;            // as typed into the search engine, operators included
  std::string language = "en";  // ISO 639-1
  std::string country = "US";   // ISO 3166-1 alpha-2
  int depth = 10;               // how many results, 1 to 100
};

// One organic result. Frozen.
struct SerpItem {
  int rank = 0;  // 1 is the first organic result
  std::string url;
  std::string domain;
  std::string title;
  std::string description;
};

// Frozen.
struct SerpAnswer {
  std::vector<SerpItem> items;  // by rank
  std::string source;           // "dataforseo" or "offline"
  bool estimate = false;        // true for the offline stand-in (which answers no results)
  std::string note;             // why there are no results, when the stand-in answered
  double cost = 0;              // what the provider charged, USD
};

// Implemented by the host. Thread-safe. Errors as TermMetrics's: InvalidArgument (a query,
// language, country or depth the provider refuses), Unavailable (retrying may help), BadGateway
// (the provider refused the call: credentials, balance, or a malformed answer).
class Serp {
 public:
  virtual ~Serp() = default;
  virtual Result<SerpAnswer> organic(const SerpQuery& query) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
