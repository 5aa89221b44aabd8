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

#include "core/providers/dataforseo_wire.h"
#include "core/providers/term_query_limits.h"
#include "seo/sdk/ascii.h"
#include "seo/sdk/base64.h"

namespace seo::core {

using seo::sdk::OutboundRequest;
using seo::sdk::OutboundResponse;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::TermFigures;
using seo::sdk::TermFiguresAnswer;
using seo::sdk::TermQuery;
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

const rapidjson::Value* member(const rapidjson::Value& obj, const char* name) {
  if (!obj.IsObject()) return nullptr;
  auto it = obj.FindMember(name);
  return it == obj.MemberEnd() ? nullptr : &it->value;
}

// A DataForSEO status code other than 20000, as our error: grouped by its first three digits.
Status providerError(int code, const std::string& message) {
  std::string text = "DataForSEO error " + std::to_string(code) + ": " + message;
  switch (code / 100) {
    case 401:  // credentials
    case 402:  // balance, payment, cost limit
    case 403:  // access to this API
      return Status::badGateway(text);
    case 404:  // not found
    case 405:  // invalid field or value
    case 407:
      return Status::invalidArgument(text);
    case 500:  // DataForSEO's own failure
      return Status::unavailable(text);
    default:
      return Status::badGateway(text);
  }
}

// The status of one level (`what`: "envelope" or "task"): OK only for 20000.
Status levelStatus(const rapidjson::Value& obj, const char* what) {
  const rapidjson::Value* code = member(obj, wire::kStatusCodeField);
  if (code == nullptr || !code->IsInt()) {
    return Status::badGateway(std::string("DataForSEO ") + what + " has no numeric status_code");
  }
  if (code->GetInt() == wire::kOk) return Status::ok();
  const rapidjson::Value* message = member(obj, wire::kStatusMessageField);
  return providerError(code->GetInt(),
                       message && message->IsString() ? message->GetString() : "(no message)");
}

// The result of the answer's only task, after the HTTP status and both levels' status codes
// are checked. HTTP 200 may still carry an error at either level.
Result<const rapidjson::Value*> taskResult(const OutboundResponse& response,
                                           rapidjson::Document& doc, double* cost) {
  std::string http = "HTTP " + std::to_string(response.status);
  doc.Parse(response.body.c_str(), response.body.size());
  bool enveloped = !doc.HasParseError() && member(doc, wire::kStatusCodeField) != nullptr;
  Status envelope = enveloped ? levelStatus(doc, "envelope") : Status::ok();
  if (response.status == 429 || response.status >= 500) {
    return Status::unavailable(envelope.isOk() ? "DataForSEO answered " + http
                                               : envelope.message() + " (" + http + ")");
  }
  if (!enveloped) {
    if (response.status == 401) {
      return Status::badGateway("DataForSEO refused the configured credentials (HTTP 401)");
    }
    return Status::badGateway("DataForSEO answered " + http + " without its JSON envelope");
  }
  if (!envelope.isOk()) return envelope;
  if (response.status != 200) return Status::badGateway("DataForSEO answered " + http);
  const rapidjson::Value* envelope_cost = member(doc, wire::kCostField);
  *cost = envelope_cost && envelope_cost->IsNumber() ? envelope_cost->GetDouble() : 0;
  const rapidjson::Value* tasks = member(doc, wire::kTasksField);
  if (tasks == nullptr || !tasks->IsArray() || tasks->Empty()) {
    return Status::badGateway("DataForSEO answered no task");
  }
  const rapidjson::Value& task = (*tasks)[0];
  Status task_status = levelStatus(task, "task");
  if (!task_status.isOk()) return task_status;
  return member(task, wire::kResultField);
}

std::optional<std::int64_t> int64Of(const rapidjson::Value* obj, const char* name) {
  const rapidjson::Value* v = obj ? member(*obj, name) : nullptr;
  if (v == nullptr || !v->IsNumber()) return std::nullopt;
  return v->IsInt64() ? v->GetInt64() : static_cast<std::int64_t>(v->GetDouble());
}

std::optional<double> doubleOf(const rapidjson::Value* obj, const char* name) {
  const rapidjson::Value* v = obj ? member(*obj, name) : nullptr;
  if (v == nullptr || !v->IsNumber()) return std::nullopt;
  return v->GetDouble();
}

std::string stringOf(const rapidjson::Value* obj, const char* name) {
  const rapidjson::Value* v = obj ? member(*obj, name) : nullptr;
  return v && v->IsString() ? std::string(v->GetString(), v->GetStringLength()) : "";
}

// One answered term; null values stay empty.
TermFigures figuresOf(const rapidjson::Value& item, bool labs_item) {
  TermFigures figures;
  figures.term = stringOf(&item, wire::kTermField);
  const rapidjson::Value* info = labs_item ? member(item, wire::kTermInfoField) : &item;
  figures.volume = int64Of(info, wire::kSearchVolumeField);
  figures.cpc = doubleOf(info, wire::kCpcField);
  if (labs_item) {
    auto difficulty = int64Of(member(item, wire::kTermPropertiesField), wire::kDifficultyField);
    if (difficulty) figures.difficulty = static_cast<int>(*difficulty);
    figures.intent = stringOf(member(item, wire::kIntentInfoField), wire::kMainIntentField);
  }
  return figures;
}

std::vector<TermFigures> itemsOf(const rapidjson::Value* result, const Call& call) {
  std::vector<TermFigures> items;
  if (result == nullptr || !result->IsArray()) return items;  // null: no data at all
  const rapidjson::Value* list = result;
  if (call.labs_items) {
    list = result->Empty() ? nullptr : member((*result)[0], wire::kItemsField);
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
  std::string base = config.base_url;
  while (!base.empty() && base.back() == '/') base.pop_back();
  OutboundRequest request;
  request.method = "POST";
  request.url = base + call.path;
  std::string credentials = seo::sdk::base64::encode(config.login + ":" + config.password);
  request.headers = {{"Authorization", "Basic " + credentials},
                     {"Content-Type", "application/json"}};
  request.body = taskBody(query, call, location.value());
  request.timeout_ms = config.timeout_ms;
  Result<OutboundResponse> response = http.send(request);
  if (!response.isOk()) {
    Status failure = response.status();
    std::string text = "DataForSEO unreachable: " + failure.message();
    if (failure.code() == seo::sdk::Code::Unavailable) return Status::unavailable(text);
    return Status::badGateway(text);
  }
  rapidjson::Document doc;
  TermFiguresAnswer answer;
  Result<const rapidjson::Value*> result = taskResult(response.value(), doc, &answer.cost);
  if (!result.isOk()) return result.status();
  std::vector<TermFigures> found = itemsOf(result.value(), call);
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
