// The real SERP provider: DataForSEO's Google organic results (one live task per query, errors
// checked at the envelope and the task level, as dataforseo_call.h does for every call).
#pragma once

#include <rapidjson/document.h>

#include <vector>

#include "core/config/config.h"
#include "seo/sdk/http_client.h"
#include "seo/sdk/serp.h"

namespace seo::core {

// The most results one query asks for, and the longest query DataForSEO takes.
inline constexpr int kMaxSerpDepth = 100;
inline constexpr std::size_t kMaxSerpQueryChars = 700;

// The query's location code (from its country), or InvalidArgument naming the field it breaks:
// query (empty, or longer than kMaxSerpQueryChars characters), language, depth, country. The
// offline stand-in refuses the same queries, so a plugin meets the same refusals offline.
seo::sdk::Result<int> checkSerpQuery(const seo::sdk::SerpQuery& query);

// The organic results of a results page (result[0] of a live call or of a queued task): its items
// of type organic with a URL, by rank, at most `depth`.
std::vector<seo::sdk::SerpItem> organicItems(const rapidjson::Value& page, int depth);

class DataForSeoSerp : public seo::sdk::Serp {
 public:
  // `http` must outlive the client.
  DataForSeoSerp(DataForSeoConfig config, seo::sdk::HttpClient& http)
      : config_(std::move(config)), http_(http) {}
  seo::sdk::Result<seo::sdk::SerpAnswer> organic(const seo::sdk::SerpQuery& query) override;

 private:
  DataForSeoConfig config_;
  seo::sdk::HttpClient& http_;
};

// Without a SERP provider: no results (they cannot be made up), said so in `note`.
class OfflineSerp : public seo::sdk::Serp {
 public:
  seo::sdk::Result<seo::sdk::SerpAnswer> organic(const seo::sdk::SerpQuery& query) override;
};

}  // namespace seo::core
