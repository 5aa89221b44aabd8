// What one results page says of a website (rank tracking): where it ranks, with which URL, the
// SERP features the page shows, whether its AI Overview cites the website, and where each of the
// website's competitors ranks. Position, as PROVIDERS.md has it: the best organic rank of a
// result whose domain is the website's or one of its subdomains; none when it is not among the
// results asked for (the top 100).
//
//   RankReading r = readingOf(page, "alpha.example", {"rival.example"});
//   r.position  // 4, or nullopt when not in the top 100
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "seo/sdk/serp_queue.h"

namespace seo::plugins::keywords {

struct CompetitorPosition {
  std::string domain;
  std::optional<int> position;
};

struct RankReading {
  std::optional<int> position;
  std::optional<std::string> ranking_url;
  std::vector<std::string> features;
  bool ai_overview_cited = false;
  std::vector<CompetitorPosition> competitors;  // in the order given
};

// Whether `host` is `domain` or one of its subdomains (case-insensitive; a trailing dot ignored).
bool isDomainOrSubdomain(const std::string& host, const std::string& domain);

RankReading readingOf(const seo::sdk::SerpPage& page, const std::string& domain,
                      const std::vector<std::string>& competitors);

}  // namespace seo::plugins::keywords
