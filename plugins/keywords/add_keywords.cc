#include "plugins/keywords/add_keywords.h"

#include <algorithm>
#include <unordered_map>

#include "plugins/keywords/credits.h"
#include "plugins/keywords/enrichment.h"
#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/keyword_group_store.h"
#include "plugins/keywords/keyword_input.h"
#include "plugins/keywords/keyword_json.h"
#include "plugins/keywords/keyword_store.h"
#include "plugins/keywords/keywords_values.h"
#include "plugins/keywords/rank_check.h"

namespace seo::plugins::keywords {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

// An element that was not created because its term exists already.
struct Skipped {
  std::size_t index = 0;
  std::string term;
  std::string existing_id;
};

// The provider query of an enrichment: the distinct terms of `inputs` the website does not have
// yet (only those are written, so only those are looked up and paid for), in the body's
// language or else the website's.
Result<seo::sdk::TermQuery> enrichmentQuery(seo::sdk::RequestContext& ctx,
                                            const std::vector<KeywordInput>& inputs,
                                            const std::string& language) {
  std::vector<std::string> terms;
  Status s = ctx.host->withSession([&](soci::session& sql) {
    terms = termsNotStored(sql, ctx.caller.website_id, inputs);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  Result<seo::sdk::TermQuery> query = parseLanguageAndCountry(ctx.json(), language);
  if (!query.isOk()) return query;
  seo::sdk::TermQuery q = std::move(query).value();
  q.terms = std::move(terms);
  return q;
}

rapidjson::Document answer(const std::vector<KeywordRecord>& created,
                           const std::vector<Skipped>& skipped,
                           const std::optional<Enrichment>& enrichment) {
  rapidjson::Document body(rapidjson::kObjectType);
  auto& a = body.GetAllocator();
  rapidjson::Value data(rapidjson::kArrayType);
  for (const KeywordRecord& k : created) data.PushBack(keywordJson(k, a), a);
  rapidjson::Value skips(rapidjson::kArrayType);
  for (const Skipped& s : skipped) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("index", static_cast<std::uint64_t>(s.index), a);
    item.AddMember("term", string(s.term, a), a);
    item.AddMember("reason", string(kDuplicate, a), a);
    item.AddMember("existing_id", string(s.existing_id, a), a);
    skips.PushBack(item, a);
  }
  body.AddMember("data", data, a);
  body.AddMember("count", static_cast<std::uint64_t>(created.size()), a);
  body.AddMember("skipped", skips, a);
  if (enrichment) {
    // Where the figures came from, so nobody mistakes an offline estimate for measured data.
    rapidjson::Value e(rapidjson::kObjectType);
    e.AddMember("source", seo::sdk::json::stringOrNull(enrichment->source, a), a);
    e.AddMember("estimate", enrichment->estimate, a);
    e.AddMember("terms", static_cast<std::uint64_t>(enrichment->terms), a);
    body.AddMember("enrichment", e, a);
  }
  return body;
}

// Writes `inputs` (enriched already, when asked) in one transaction and answers 201; on a failure
// gives the enrichment's credits back.
Result<Response> writeKeywords(seo::sdk::RequestContext& ctx,
                               const std::vector<KeywordInput>& inputs, bool track_all,
                               const std::string& default_language,
                               const std::optional<Enrichment>& enrichment) {
  seo::sdk::Host& host = *ctx.host;
  const std::string& website_id = ctx.caller.website_id;
  std::vector<KeywordRecord> created;
  std::vector<Skipped> skipped;
  Status s = host.withTransaction([&](soci::session& sql) {
    created.clear();
    skipped.clear();
    std::string now = host.now();
    std::unordered_map<std::string, GroupRef> groups;              // by folded name
    std::unordered_map<std::string, std::string> seen_in_request;  // term_key -> id
    KeywordInsert insert(sql, website_id);
    CountChanges counts;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      const KeywordInput& in = inputs[i];
      if (auto it = seen_in_request.find(in.term_key); it != seen_in_request.end()) {
        skipped.push_back({i, in.term, it->second});
        continue;
      }
      if (in.group_name) {
        // Checked first so that a skipped element does not create its group.
        if (std::string existing = keywordIdByTerm(sql, website_id, in.term_key);
            !existing.empty()) {
          seen_in_request.emplace(in.term_key, existing);
          skipped.push_back({i, in.term, existing});
          continue;
        }
      }
      KeywordRecord k;
      k.id = host.newId();
      k.term = in.term;
      k.volume = in.volume;
      k.difficulty = in.difficulty;
      k.cpc = in.cpc;
      k.intent = in.intent;
      k.opportunity = in.opportunity;
      k.funnel_stage = in.funnel_stage;
      k.language = in.language ? in.language : std::optional<std::string>(default_language);
      k.created_at = now;
      k.is_tracked = in.track.value_or(track_all);
      if (in.group_name) {
        std::string group_key = seo::sdk::ascii::lower(*in.group_name);
        auto it = groups.find(group_key);
        if (it == groups.end()) {
          Result<GroupRef> group = findOrCreateGroup(host, sql, website_id, *in.group_name);
          if (!group.isOk()) return group.status();
          it = groups.emplace(group_key, group.value()).first;
        }
        k.group_id = it->second.id;
        k.group_name = it->second.name;
      }
      if (insert.insert(k, in.term_key)) {
        counts.add({k.status, k.group_id}, 1);
        seen_in_request.emplace(in.term_key, k.id);
        created.push_back(std::move(k));
      } else {
        std::string existing = keywordIdByTerm(sql, website_id, in.term_key);
        seen_in_request.emplace(in.term_key, existing);
        skipped.push_back({i, in.term, existing});
      }
    }
    counts.apply(sql, website_id);
    // A keyword created tracked is checked at once, as tracking one later is.
    if (std::any_of(created.begin(), created.end(),
                    [](const KeywordRecord& k) { return k.is_tracked; })) {
      Result<std::string> run =
          startRankCheck(host, sql, ctx.caller.payingOrganizationId(), website_id);
      if (!run.isOk()) return run.status();
    }
    return Status::ok();
  });
  if (!s.isOk()) {
    if (enrichment) {
      if (Status r = refundEnrichment(ctx, *enrichment); !r.isOk()) {
        host.log(seo::sdk::LogLevel::Error, "enrichment refund failed: " + r.message());
      }
    }
    return s;
  }
  return Response::object(answer(created, skipped, enrichment), 201);
}

// What an enrichment needs once its handler has returned (the context without the body, which
// ends with the handler).
struct EnrichmentCall {
  seo::sdk::RequestContext ctx;
  std::vector<KeywordInput> inputs;
  bool track_all = false;
  std::string default_language;
  seo::sdk::TermQuery query;
};

Result<Response> enrichAndWrite(EnrichmentCall& call) {
  Result<Enrichment> found = enrichTerms(call.ctx, call.query);
  if (!found.isOk()) return found.status();
  for (KeywordInput& in : call.inputs) applyEnrichment(found.value(), &in);
  return writeKeywords(call.ctx, call.inputs, call.track_all, call.default_language,
                       std::move(found).value());
}

}  // namespace

Result<Response> onAddKeywords(seo::sdk::RequestContext& ctx, seo::sdk::ProviderLanes& lanes) {
  const rapidjson::Value& body = ctx.json();
  Result<bool> enrich = seo::sdk::bodyBool(body, "enrich");
  if (!enrich.isOk()) return enrich.status();
  Result<std::vector<KeywordInput>> inputs = parseKeywordInputs(body);
  if (!inputs.isOk()) return inputs.status();
  SEO_ASSIGN_OR_RETURN(bool track_all, seo::sdk::bodyBool(body, "track"));
  seo::sdk::Host& host = *ctx.host;
  // Each check spends crawl_credits: tracking with none left would record nothing.
  const bool tracks_any =
      std::any_of(inputs.value().begin(), inputs.value().end(),
                  [&](const KeywordInput& in) { return in.track.value_or(track_all); });
  if (tracks_any) {
    SEO_RETURN_IF_ERROR(host.credits().check(ctx.caller.payingOrganizationId(), kCrawlCredits));
  }
  Result<seo::sdk::WebsiteInfo> website = host.findWebsite(ctx.caller.website_id);
  if (!website.isOk()) return website.status();
  const std::string& default_language = website.value().language;
  if (!enrich.value()) {
    return writeKeywords(ctx, inputs.value(), track_all, default_language, std::nullopt);
  }

  // The provider may be slow: the enrichment waits in the organization's lane, off this thread.
  Result<seo::sdk::TermQuery> query = enrichmentQuery(ctx, inputs.value(), default_language);
  if (!query.isOk()) return query.status();
  auto call = std::make_shared<EnrichmentCall>();
  call->ctx = seo::sdk::detachedContext(ctx);
  call->inputs = std::move(inputs).value();
  call->track_all = track_all;
  call->default_language = default_language;
  call->query = std::move(query).value();
  return lanes.answerInLane(
      ctx, [call] { return enrichAndWrite(*call); },
      "The keyword-data provider is answering this organization's earlier enrichments slowly; "
      "try again shortly",
      "Too many enrichments waiting for the keyword-data provider for this organization; try "
      "again shortly");
}

}  // namespace seo::plugins::keywords
