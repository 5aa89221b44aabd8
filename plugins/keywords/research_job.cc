#include "plugins/keywords/research_job.h"

#include <algorithm>
#include <unordered_set>

#include "plugins/keywords/credits.h"
#include "plugins/keywords/keyword.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/json_optional.h"

namespace seo::plugins::keywords {

namespace json = seo::sdk::json;

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::TermFigures;
using seo::sdk::json::string;

namespace {

struct Suggestion {
  TermFigures figures;
  std::string source;
  std::string_view suggested_by = kByProvider;
};

Result<ResearchRequest> parsePayload(const std::string& payload) {
  rapidjson::Document doc;
  doc.Parse(payload.c_str(), payload.size());
  if (doc.HasParseError() || !doc.IsObject() || !doc.HasMember("seed_keywords") ||
      !doc["seed_keywords"].IsArray() || !doc.HasMember("language") ||
      !doc["language"].IsString() || !doc.HasMember("country") || !doc["country"].IsString() ||
      !doc.HasMember("limit") || !doc["limit"].IsInt()) {
    return Status::invalidArgument("Invalid field: payload: not a keyword research request");
  }
  ResearchRequest r;
  for (const rapidjson::Value& seed : doc["seed_keywords"].GetArray()) {
    if (seed.IsString()) r.seed_keywords.emplace_back(seed.GetString(), seed.GetStringLength());
  }
  r.language = doc["language"].GetString();
  r.country = doc["country"].GetString();
  r.limit = doc["limit"].GetInt();
  return r;
}

rapidjson::Value stringArray(const std::vector<std::string>& items,
                             rapidjson::Document::AllocatorType& a) {
  rapidjson::Value list(rapidjson::kArrayType);
  for (const std::string& item : items) list.PushBack(string(item, a), a);
  return list;
}

// The terms as a JSON array, for a prompt.
std::string quotedList(const std::vector<std::string>& terms) {
  rapidjson::Document doc;
  return seo::sdk::json::text(stringArray(terms, doc.GetAllocator()));
}

// Asks the LLM for related search terms; the terms it names, or why it was skipped.
struct LlmIdeas {
  std::vector<std::string> terms;
  std::string model;
  std::int64_t total_tokens = 0;
  std::string skipped;  // non-empty when no model output was used
};

Result<LlmIdeas> askLlm(seo::sdk::JobContext& job, const ResearchRequest& r) {
  seo::sdk::ChatRequest chat;
  chat.messages = {
      {"system",
       "You are an SEO keyword researcher. Answer with a JSON object {\"terms\": [...]} holding "
       "only search terms people type into a search engine, in the requested language."},
      {"user", "Suggest up to " + std::to_string(r.limit) +
                   " related search terms for the seed keywords " + quotedList(r.seed_keywords) +
                   ". Language: " + r.language + ". Country: " + r.country + ". Answer in JSON."}};
  LlmIdeas ideas;
  Result<seo::sdk::ModelAnswer> asked = job.host->models().ask(job.organization_id, chat, {});
  if (!asked.isOk()) {
    // Out of ai_credits: the research still answers the provider's ideas, and says why not more.
    if (asked.status().code() == seo::sdk::Code::PaymentRequired) {
      ideas.skipped = asked.status().message();
      return ideas;
    }
    return Status(asked.status().code(), "LLM: " + asked.status().message());
  }
  const seo::sdk::ChatAnswer& answer = asked.value().answer;
  if (answer.estimate) {
    ideas.skipped = "no LLM is configured on this server";
    return ideas;
  }
  ideas.model = answer.model;
  ideas.total_tokens = answer.usage.total_tokens;
  rapidjson::Document doc;
  doc.Parse(answer.content.c_str(), answer.content.size());
  if (doc.HasParseError() || !doc.IsObject() || !doc.HasMember("terms") ||
      !doc["terms"].IsArray()) {
    return Status::badGateway("LLM: the answer holds no \"terms\" list");
  }
  for (const rapidjson::Value& t : doc["terms"].GetArray()) {
    if (!t.IsString()) continue;
    std::string term =
        std::string(seo::sdk::ascii::trim(std::string_view(t.GetString(), t.GetStringLength())));
    if (!term.empty() && seo::sdk::utf8::characterCount(term) <= kMaxTermChars)
      ideas.terms.push_back(std::move(term));
  }
  return ideas;
}

Result<std::string> research(seo::sdk::JobContext& job, const ResearchRequest& r) {
  seo::sdk::TermMetrics& metrics = job.host->termMetrics();
  seo::sdk::TermQuery query{r.seed_keywords, r.language, r.country, r.limit};
  Result<seo::sdk::TermFiguresAnswer> provided = metrics.ideas(query);
  if (!provided.isOk()) {
    return Status(provided.status().code(), "keyword data: " + provided.status().message());
  }
  std::unordered_set<std::string> seen;
  for (const std::string& seed : r.seed_keywords) seen.insert(seo::sdk::ascii::lower(seed));
  std::vector<Suggestion> suggestions;
  for (const TermFigures& f : provided.value().items) {
    if (seen.insert(seo::sdk::ascii::lower(f.term)).second) {
      suggestions.push_back({f, provided.value().source, kByProvider});
    }
  }

  Result<LlmIdeas> llm = askLlm(job, r);
  if (!llm.isOk()) return llm.status();
  std::vector<std::string> new_terms;
  for (const std::string& term : llm.value().terms) {
    if (seen.insert(seo::sdk::ascii::lower(term)).second) new_terms.push_back(term);
  }
  if (!new_terms.empty()) {
    query.terms = new_terms;
    Result<seo::sdk::TermFiguresAnswer> figures = metrics.overview(query);
    if (!figures.isOk()) {
      return Status(figures.status().code(), "keyword data: " + figures.status().message());
    }
    for (const TermFigures& f : figures.value().items) {
      suggestions.push_back({f, figures.value().source, kByLlm});
    }
  }
  // Most searched first; unknown volumes last; ties alphabetical, so the order is stable.
  auto most_searched = [](const Suggestion& a, const Suggestion& b) {
    std::int64_t va = a.figures.volume.value_or(-1), vb = b.figures.volume.value_or(-1);
    return va != vb ? va > vb : a.figures.term < b.figures.term;
  };
  std::stable_sort(suggestions.begin(), suggestions.end(), most_searched);
  if (suggestions.size() > static_cast<std::size_t>(r.limit)) suggestions.resize(r.limit);

  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("seed_keywords", stringArray(r.seed_keywords, a), a);
  out.AddMember("language", string(r.language, a), a);
  out.AddMember("country", string(r.country, a), a);
  out.AddMember("count", static_cast<std::uint64_t>(suggestions.size()), a);
  out.AddMember("source", string(provided.value().source, a), a);
  out.AddMember("estimate", provided.value().estimate, a);
  rapidjson::Value ai(rapidjson::kObjectType);
  if (llm.value().skipped.empty()) {
    ai.AddMember("model", string(llm.value().model, a), a);
    ai.AddMember("total_tokens", llm.value().total_tokens, a);
  } else {
    ai.AddMember("skipped", string(llm.value().skipped, a), a);
  }
  out.AddMember("ai", ai, a);
  rapidjson::Value list(rapidjson::kArrayType);
  for (const Suggestion& s : suggestions) {
    const TermFigures& f = s.figures;
    rapidjson::Value k(rapidjson::kObjectType);
    k.AddMember("term", string(f.term, a), a);
    k.AddMember("volume", json::orNull(f.volume), a);
    k.AddMember("difficulty", json::orNull(f.difficulty), a);
    k.AddMember("cpc", json::orNull(f.cpc), a);
    k.AddMember("intent", seo::sdk::json::stringOrNull(f.intent, a), a);
    k.AddMember("source", string(s.source, a), a);
    k.AddMember("suggested_by", string(s.suggested_by, a), a);
    list.PushBack(k, a);
  }
  out.AddMember("keywords", list, a);
  return seo::sdk::json::text(out);
}

}  // namespace

std::string researchPayload(const ResearchRequest& request) {
  rapidjson::Document doc(rapidjson::kObjectType);
  auto& a = doc.GetAllocator();
  doc.AddMember("seed_keywords", stringArray(request.seed_keywords, a), a);
  doc.AddMember("language", string(request.language, a), a);
  doc.AddMember("country", string(request.country, a), a);
  doc.AddMember("limit", request.limit, a);
  return seo::sdk::json::text(doc);
}

Result<std::string> onResearch(seo::sdk::JobContext& job) {
  Result<ResearchRequest> request = parsePayload(job.payload);
  Result<std::string> result =
      request.isOk() ? research(job, request.value()) : Result<std::string>(request.status());
  if (!result.isOk() && seo::sdk::endsJobFailed(job, result.status())) {
    // The job ends without a result: give back what POST /keywords/research spent on it.
    Status refunded = job.host->withTransaction([&](soci::session& sql) {
      return job.host->credits().refund(sql, job.organization_id, kKeywordResearchCredits,
                                        kResearchCost, "job:" + job.job_id);
    });
    if (!refunded.isOk()) {
      job.host->log(seo::sdk::LogLevel::Error,
                    "research job " + job.job_id + ": refund failed: " + refunded.message());
    }
  }
  return result;
}

}  // namespace seo::plugins::keywords
