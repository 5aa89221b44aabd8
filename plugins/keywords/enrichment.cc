#include "plugins/keywords/enrichment.h"

#include "plugins/keywords/credits.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

Status refund(seo::sdk::RequestContext& ctx, std::size_t terms) {
  const std::string& payer = ctx.caller.payingOrganizationId();
  return ctx.host->withTransaction([&](soci::session& sql) {
    const std::string reference = "enrich:" + ctx.request_id;
    if (Status s =
            ctx.host->credits().refund(sql, payer, kKeywordResearchCredits, kEnrichCost, reference);
        !s.isOk()) {
      return s;
    }
    return ctx.host->credits().refund(
        sql, payer, kCrawlCredits, kCrawlCostPerTerm * static_cast<std::int64_t>(terms), reference);
  });
}

}  // namespace

Result<Enrichment> enrichTerms(seo::sdk::RequestContext& ctx, const seo::sdk::TermQuery& query) {
  Enrichment enrichment;
  enrichment.terms = query.terms.size();
  if (query.terms.empty()) return enrichment;

  Status spent = ctx.host->withTransaction([&](soci::session& sql) {
    if (Status s = ctx.host->credits().consume(sql, ctx, kKeywordResearchCredits, kEnrichCost);
        !s.isOk()) {
      return s;
    }
    return ctx.host->credits().consume(
        sql, ctx, kCrawlCredits, kCrawlCostPerTerm * static_cast<std::int64_t>(query.terms.size()));
  });
  if (!spent.isOk()) return spent;

  Result<seo::sdk::TermFiguresAnswer> answer = ctx.host->termMetrics().overview(query);
  if (!answer.isOk()) {
    if (Status s = refund(ctx, enrichment.terms); !s.isOk()) {
      ctx.host->log(seo::sdk::LogLevel::Error,
                    "enrichment refund failed for request " + ctx.request_id + ": " + s.message());
    }
    return answer.status();
  }
  enrichment.source = answer.value().source;
  enrichment.estimate = answer.value().estimate;
  for (const seo::sdk::TermFigures& f : answer.value().items) {
    enrichment.figures.emplace(seo::sdk::ascii::lower(f.term), f);
  }
  return enrichment;
}

Status refundEnrichment(seo::sdk::RequestContext& ctx, const Enrichment& enrichment) {
  if (enrichment.terms == 0) return Status::ok();
  return refund(ctx, enrichment.terms);
}

void applyEnrichment(const Enrichment& enrichment, KeywordInput* input) {
  auto it = enrichment.figures.find(input->term_key);
  if (it == enrichment.figures.end()) return;
  const seo::sdk::TermFigures& f = it->second;
  if (!input->volume) input->volume = f.volume;
  if (!input->difficulty) input->difficulty = f.difficulty;
  if (!input->cpc) input->cpc = f.cpc;
  if (!input->intent && !f.intent.empty()) input->intent = f.intent;
}

}  // namespace seo::plugins::keywords
