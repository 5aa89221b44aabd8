// The offline assessment of a prospect (used when no LLM is configured, and as the facts an LLM
// is given when one is): its `type`, `strategy`, `relevance_score`, `niche_relevance`,
// `link_type`, `tags` and `reasoning`, from the search hit, what its page says and the campaign.
// Every figure is derived from evidence named in `reasoning`; nothing is invented, and what
// cannot be told stays empty.
//
// relevance_score, 0 to 100, the sum of:
//   up to 40  the share of the keyword's words in the page's title
//   up to 20  the share of the keyword's words in the search snippet and the page's text
//   up to 15  the share of the niche's words in the title, snippet and text (15 when no niche)
//   15        the page invites contributions ("write for us", "guest post", ...)
//   10        a contact address or a contact page was found
// niche_relevance: nicheRelevance(relevance_score).
// link_type: "dofollow" when the page links out and at most a third of those links are marked
// nofollow/ugc/sponsored, "nofollow" when more are, empty when it links nowhere (unknown).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "plugins/backlinks/page_facts.h"
#include "plugins/backlinks/prospects.h"

namespace seo::plugins::backlinks {

struct Assessment {
  std::string type;      // blog, news, forum, directory, resource_page, website
  std::string strategy;  // the footprint's, or guest_post when the page invites contributions
  int relevance_score = 0;
  std::string niche_relevance;  // one of kNicheRelevances
  std::string link_type;        // one of kLinkTypes, or "" when unknown
  std::vector<std::string> tags;
  std::string reasoning;
};

// kNicheRelevances by score: "high" from 70, "medium" from 40, else "low" (the heuristic's and
// the model's scores read alike).
std::string_view nicheRelevance(int relevance_score);

Assessment assess(const SearchHit& hit, const PageFacts& page, std::string_view keyword,
                  std::string_view niche);

}  // namespace seo::plugins::backlinks
