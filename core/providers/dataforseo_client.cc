#include "core/providers/dataforseo_client.h"

#include <cctype>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/providers/dataforseo_call.h"
#include "core/providers/dataforseo_wire.h"
#include "core/providers/term_query_limits.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/json_member.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::TermFigures;
using seo::sdk::TermFiguresAnswer;
using seo::sdk::TermQuery;
namespace json = seo::sdk::json;
namespace wire = dataforseo_wire;

namespace {

constexpr char kSource[] = "dataforseo";

// The one call this client makes per method: which endpoint, and how its task and answer look.
struct Call {
  const char* path;
  bool ideas;       // sends `limit`; answers every suggested term rather than the asked ones
  bool labs_items;  // items under result[0].items (Labs) rather than result[] (Google Ads)
};

constexpr Call kOverview{wire::kOverviewPath, false, true};
constexpr Call kIdeas{wire::kIdeasPath, true, true};
constexpr Call kSearchVolume{wire::kSearchVolumePath, false, false};

std::string folded(const std::string& term) {
  auto first = term.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  auto last = term.find_last_not_of(" \t\r\n");
  return seo::sdk::ascii::lower(term.substr(first, last - first + 1));
}

std::string taskBody(const TermQuery& query, const Call& call, int location_code) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  w.StartArray();
  w.StartObject();
  w.Key(wire::kTermsField);
  w.StartArray();
  for (const auto& term : query.terms) w.String(term.c_str(), static_cast<unsigned>(term.size()));
  w.EndArray();
  w.Key(wire::kLocationCodeField);
  w.Int(location_code);
  w.Key(wire::kLanguageCodeField);
  w.String(query.language.c_str(), static_cast<unsigned>(query.language.size()));
  if (call.ideas) {
    w.Key(wire::kLimitField);
    w.Int(query.limit);
  }
  w.EndObject();
  w.EndArray();
  return buf.GetString();
}

std::optional<std::int64_t> int64Of(const rapidjson::Value* obj, const char* name) {
  return obj ? json::int64Member(*obj, name) : std::nullopt;
}

std::optional<double> doubleOf(const rapidjson::Value* obj, const char* name) {
  const rapidjson::Value* v = obj ? json::member(*obj, name) : nullptr;
  if (v == nullptr || !v->IsNumber()) return std::nullopt;
  return v->GetDouble();
}

std::string stringOf(const rapidjson::Value* obj, const char* name) {
  return obj ? json::stringMember(*obj, name) : "";
}

// One answered term; null values stay empty.
TermFigures figuresOf(const rapidjson::Value& item, bool labs_item) {
  TermFigures figures;
  figures.term = stringOf(&item, wire::kTermField);
  const rapidjson::Value* info = labs_item ? json::member(item, wire::kTermInfoField) : &item;
  figures.volume = int64Of(info, wire::kSearchVolumeField);
  figures.cpc = doubleOf(info, wire::kCpcField);
  if (labs_item) {
    auto difficulty = int64Of(json::member(item, wire::kTermPropertiesField), wire::kDifficultyField);
    if (difficulty) figures.difficulty = static_cast<int>(*difficulty);
    figures.intent = stringOf(json::member(item, wire::kIntentInfoField), wire::kMainIntentField);
  }
  return figures;
}

std::vector<TermFigures> itemsOf(const rapidjson::Value* result, const Call& call) {
  std::vector<TermFigures> items;
  if (result == nullptr || !result->IsArray()) return items;  // null: no data at all
  const rapidjson::Value* list = result;
  if (call.labs_items) {
    list = result->Empty() ? nullptr : json::member((*result)[0], wire::kItemsField);
  }
  if (list == nullptr || !list->IsArray()) return items;
  for (const auto& item : list->GetArray()) {
    if (item.IsObject()) items.push_back(figuresOf(item, call.labs_items));
  }
  return items;
}

// The answer's figures lined up with the asked terms, matched case-insensitively (DataForSEO
// answers terms lower-cased); an asked term the answer left out gets empty figures.
std::vector<TermFigures> inQueryOrder(const std::vector<std::string>& terms,
                                      std::vector<TermFigures> found) {
  std::map<std::string, const TermFigures*> by_term;
  for (const auto& figures : found) by_term.emplace(folded(figures.term), &figures);
  std::vector<TermFigures> ordered;
  for (const auto& term : terms) {
    auto it = by_term.find(folded(term));
    TermFigures figures = it == by_term.end() ? TermFigures{} : *it->second;
    figures.term = term;
    ordered.push_back(std::move(figures));
  }
  return ordered;
}

Result<TermFiguresAnswer> run(const DataForSeoConfig& config, seo::sdk::HttpClient& http,
                              const TermQuery& query, const Call& call) {
  Result<int> location = checkTermQuery(query, call.ideas);
  if (!location.isOk()) return location.status();
  Result<DataForSeoReply> reply =
      callDataForSeo(config, http, call.path, taskBody(query, call, location.value()));
  if (!reply.isOk()) return reply.status();
  TermFiguresAnswer answer;
  answer.cost = reply.value().cost;
  std::vector<TermFigures> found = itemsOf(reply.value().result, call);
  if (call.ideas) {
    auto limit = static_cast<std::size_t>(query.limit);
    if (found.size() > limit) found.resize(limit);
    answer.items = std::move(found);
  } else {
    answer.items = inQueryOrder(query.terms, std::move(found));
  }
  answer.source = kSource;
  answer.estimate = false;
  return answer;
}

}  // namespace

Result<TermFiguresAnswer> DataForSeoClient::overview(const TermQuery& query) {
  return run(config_, http_, query, kOverview);
}

Result<TermFiguresAnswer> DataForSeoClient::ideas(const TermQuery& query) {
  return run(config_, http_, query, kIdeas);
}

Result<TermFiguresAnswer> DataForSeoClient::searchVolume(const TermQuery& query) {
  return run(config_, http_, query, kSearchVolume);
}

}  // namespace seo::core
