#include "plugins/keywords/add_keywords.h"

#include <unordered_map>

#include "plugins/keywords/enrichment.h"
#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/keyword_group_store.h"
#include "plugins/keywords/keyword_input.h"
#include "plugins/keywords/keyword_json.h"
#include "plugins/keywords/request_values.h"

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
    std::string key;
    int found = 0;
    soci::statement exists =
        (sql.prepare << "SELECT COUNT(*) FROM keywords WHERE website_id = :w AND term_key = :k",
         soci::use(ctx.caller.website_id), soci::use(key), soci::into(found));
    std::unordered_map<std::string, bool> seen;
    for (const KeywordInput& in : inputs) {
      if (!seen.emplace(in.term_key, true).second) continue;
      key = in.term_key;
      exists.execute(true);
      if (found == 0) terms.push_back(in.term);
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  Result<seo::sdk::TermQuery> query = parseLanguageAndCountry(ctx.json(), language);
  if (!query.isOk()) return query;
  seo::sdk::TermQuery q = std::move(query).value();
  q.terms = std::move(terms);
  return q;
}

// Binds the columns of one keyword to an INSERT that skips a term the website already has.
class KeywordInsert {
 public:
  KeywordInsert(soci::session& sql, const std::string& website_id)
      : website_id_(website_id),
        st_((sql.prepare << "INSERT INTO keywords (id, website_id, term, term_key, volume, "
                            "difficulty, cpc, intent, opportunity, status, is_starred, "
                            "funnel_stage, language, group_id, created_at) VALUES (:i, :w, :t, "
                            ":k, :v, :d, :c, :in, :o, 'active', 0, :f, :l, :g, :at) "
                            "ON CONFLICT (website_id, term_key) DO NOTHING",
             soci::use(id_), soci::use(website_id_), soci::use(term_), soci::use(key_),
             soci::use(volume_, volume_i_), soci::use(difficulty_, difficulty_i_),
             soci::use(cpc_, cpc_i_), soci::use(intent_, intent_i_),
             soci::use(opportunity_, opportunity_i_), soci::use(funnel_, funnel_i_),
             soci::use(language_, language_i_), soci::use(group_, group_i_),
             soci::use(created_at_))) {}

  // True when the row was inserted, false when the website already had the term.
  bool insert(const KeywordRecord& k, const std::string& term_key) {
    id_ = k.id;
    term_ = k.term;
    key_ = term_key;
    set(k.volume, &volume_, &volume_i_);
    set(k.difficulty, &difficulty_, &difficulty_i_);
    set(k.cpc, &cpc_, &cpc_i_);
    set(k.intent, &intent_, &intent_i_);
    set(k.opportunity, &opportunity_, &opportunity_i_);
    set(k.funnel_stage, &funnel_, &funnel_i_);
    set(k.language, &language_, &language_i_);
    set(k.group_id, &group_, &group_i_);
    created_at_ = k.created_at;
    st_.execute(true);
    return st_.get_affected_rows() > 0;
  }

 private:
  template <typename T, typename U>
  static void set(const std::optional<T>& value, U* out, soci::indicator* ind) {
    *out = value ? static_cast<U>(*value) : U{};
    *ind = value ? soci::i_ok : soci::i_null;
  }

  std::string website_id_, id_, term_, key_, intent_, opportunity_, funnel_, language_, group_,
      created_at_;
  long long volume_ = 0;
  int difficulty_ = 0;
  double cpc_ = 0;
  soci::indicator volume_i_ = soci::i_null, difficulty_i_ = soci::i_null, cpc_i_ = soci::i_null,
                  intent_i_ = soci::i_null, opportunity_i_ = soci::i_null,
                  funnel_i_ = soci::i_null, language_i_ = soci::i_null, group_i_ = soci::i_null;
  soci::statement st_;
};

std::string existingId(soci::session& sql, const std::string& website_id,
                       const std::string& term_key) {
  std::string id;
  sql << "SELECT id FROM keywords WHERE website_id = :w AND term_key = :k", soci::use(website_id),
      soci::use(term_key), soci::into(id);
  return id;
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
    item.AddMember("reason", "duplicate", a);
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

}  // namespace

Result<Response> onAddKeywords(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  Result<bool> enrich = seo::sdk::bodyBool(body, "enrich");
  if (!enrich.isOk()) return enrich.status();
  Result<std::vector<KeywordInput>> inputs = parseKeywordInputs(body);
  if (!inputs.isOk()) return inputs.status();
  seo::sdk::Host& host = *ctx.host;
  const std::string& website_id = ctx.caller.website_id;
  Result<seo::sdk::WebsiteInfo> website = host.findWebsite(website_id);
  if (!website.isOk()) return website.status();
  const std::string& default_language = website.value().language;
  std::optional<Enrichment> enrichment;
  if (enrich.value()) {
    Result<seo::sdk::TermQuery> query = enrichmentQuery(ctx, inputs.value(), default_language);
    if (!query.isOk()) return query.status();
    Result<Enrichment> found = enrichTerms(ctx, query.value());
    if (!found.isOk()) return found.status();
    enrichment = std::move(found).value();
    for (KeywordInput& in : inputs.value()) applyEnrichment(*enrichment, &in);
  }

  std::vector<KeywordRecord> created;
  std::vector<Skipped> skipped;
  Status s = host.withTransaction([&](soci::session& sql) {
    created.clear();
    skipped.clear();
    std::string now = host.now();
    std::unordered_map<std::string, GroupRef> groups;            // by folded name
    std::unordered_map<std::string, std::string> seen_in_request;  // term_key -> id
    KeywordInsert insert(sql, website_id);
    CountChanges counts;
    for (std::size_t i = 0; i < inputs.value().size(); ++i) {
      const KeywordInput& in = inputs.value()[i];
      if (auto it = seen_in_request.find(in.term_key); it != seen_in_request.end()) {
        skipped.push_back({i, in.term, it->second});
        continue;
      }
      if (in.group_name) {
        // Checked first so that a skipped element does not create its group.
        if (std::string existing = existingId(sql, website_id, in.term_key); !existing.empty()) {
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
        std::string existing = existingId(sql, website_id, in.term_key);
        seen_in_request.emplace(in.term_key, existing);
        skipped.push_back({i, in.term, existing});
      }
    }
    counts.apply(sql, website_id);
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

}  // namespace seo::plugins::keywords
