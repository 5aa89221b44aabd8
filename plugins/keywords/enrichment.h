// `enrich: true` in POST /keywords: volume, difficulty, cpc and intent of the new terms from the
// host's search-term provider (TermMetrics), paid with `keyword_research` and `crawl_credits`.
// Credits are spent before the provider is asked (so an exhausted organization costs nobody
// anything: 402, nothing written) and refunded when the provider fails or the keywords are not
// written after all.
#pragma once

#include <cstddef>
#include <string>
#include <unordered_map>

#include "plugins/keywords/keyword_input.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// The figures found, by folded term (foldedKey), and their provenance.
struct Enrichment {
  std::unordered_map<std::string, seo::sdk::TermFigures> figures;
  std::string source;     // the provider's name, e.g. "dataforseo" or "offline-estimate"
  bool estimate = false;  // the figures are the offline estimator's
  std::size_t terms = 0;  // terms looked up (and paid for)
};

// Spends the credits, asks the provider for `query.terms` and answers the figures; on a provider
// failure refunds the credits and answers its error (502/503, or 400 for a refused country or
// language). No terms: nothing is spent or asked.
seo::sdk::Result<Enrichment> enrichTerms(seo::sdk::RequestContext& ctx,
                                         const seo::sdk::TermQuery& query);

// Gives back what enrichTerms spent, when the keywords it was for were not written.
seo::sdk::Status refundEnrichment(seo::sdk::RequestContext& ctx, const Enrichment& enrichment);

// Fills the figures `input` leaves empty from `enrichment`; given figures win.
void applyEnrichment(const Enrichment& enrichment, KeywordInput* input);

}  // namespace seo::plugins::keywords
