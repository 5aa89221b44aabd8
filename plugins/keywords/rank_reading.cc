#include "plugins/keywords/rank_reading.h"

#include "seo/sdk/util/ascii.h"

namespace seo::plugins::keywords {

namespace {

std::string bare(const std::string& name) {
  std::string lower = seo::sdk::ascii::lower(name);
  while (!lower.empty() && lower.back() == '.') lower.pop_back();
  return lower;
}

// The best-ranked organic result of `domain`, or null.
const seo::sdk::SerpItem* bestOf(const seo::sdk::SerpPage& page, const std::string& domain) {
  const seo::sdk::SerpItem* best = nullptr;
  for (const seo::sdk::SerpItem& item : page.items) {
    if (item.rank < 1 || !isDomainOrSubdomain(item.domain, domain)) continue;
    if (best == nullptr || item.rank < best->rank) best = &item;
  }
  return best;
}

}  // namespace

bool isDomainOrSubdomain(const std::string& host, const std::string& domain) {
  const std::string h = bare(host), d = bare(domain);
  if (d.empty() || h.size() < d.size()) return false;
  if (h == d) return true;
  return h.size() > d.size() && h.compare(h.size() - d.size(), d.size(), d) == 0 &&
         h[h.size() - d.size() - 1] == '.';
}

RankReading readingOf(const seo::sdk::SerpPage& page, const std::string& domain,
                      const std::vector<std::string>& competitors) {
  RankReading r;
  if (const seo::sdk::SerpItem* best = bestOf(page, domain)) {
    r.position = best->rank;
    r.ranking_url = best->url;
  }
  r.features = page.features;
  for (const seo::sdk::SerpCitation& cited : page.ai_overview_citations) {
    if (isDomainOrSubdomain(cited.domain, domain)) r.ai_overview_cited = true;
  }
  for (const std::string& competitor : competitors) {
    const seo::sdk::SerpItem* best = bestOf(page, competitor);
    r.competitors.push_back(
        {competitor, best != nullptr ? std::optional<int>(best->rank) : std::nullopt});
  }
  return r;
}

}  // namespace seo::plugins::keywords
