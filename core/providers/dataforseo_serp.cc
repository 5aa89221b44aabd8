#include "core/providers/dataforseo_serp.h"

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/providers/dataforseo_call.h"
#include "core/providers/dataforseo_wire.h"
#include "core/providers/location_codes.h"
#include "seo/sdk/util/utf8.h"
#include "seo/sdk/util/json_member.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::SerpAnswer;
using seo::sdk::SerpItem;
using seo::sdk::SerpQuery;
using seo::sdk::Status;
namespace wire = dataforseo_wire;
namespace json = seo::sdk::json;

namespace {

std::string taskBody(const SerpQuery& query, int location_code) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  w.StartArray();
  w.StartObject();
  w.Key(wire::kSerpQueryField);
  w.String(query.query.c_str(), static_cast<rapidjson::SizeType>(query.query.size()));
  w.Key(wire::kLocationCodeField);
  w.Int(location_code);
  w.Key(wire::kLanguageCodeField);
  w.String(query.language.c_str(), static_cast<rapidjson::SizeType>(query.language.size()));
  w.Key(wire::kDepthField);
  w.Int(query.depth);
  w.EndObject();
  w.EndArray();
  return std::string(buf.GetString(), buf.GetSize());
}

int rankOf(const rapidjson::Value& item) {
  // rank_group counts organic results alone; rank_absolute counts every element of the page.
  for (const char* name : {wire::kRankGroupField, wire::kRankAbsoluteField}) {
    const rapidjson::Value* v = json::member(item, name);
    if (v != nullptr && v->IsInt()) return v->GetInt();
  }
  return 0;
}

}  // namespace

std::vector<SerpItem> organicItems(const rapidjson::Value& page, int depth) {
  std::vector<SerpItem> organic;
  const rapidjson::Value* items = json::member(page, wire::kItemsField);
  if (items == nullptr || !items->IsArray()) return organic;
  for (const rapidjson::Value& item : items->GetArray()) {
    if (json::stringMember(item, wire::kItemTypeField) != wire::kOrganicType) continue;
    SerpItem one{rankOf(item), json::stringMember(item, wire::kUrlField),
                 json::stringMember(item, wire::kDomainField),
                 json::stringMember(item, wire::kTitleField),
                 json::stringMember(item, wire::kDescriptionField)};
    if (one.url.empty()) continue;
    organic.push_back(std::move(one));
    if (organic.size() >= static_cast<std::size_t>(depth)) break;
  }
  return organic;
}

Result<int> checkSerpQuery(const SerpQuery& query) {
  if (query.query.find_first_not_of(" \t\r\n\f\v") == std::string::npos) {
    return Status::invalidField("query", "must not be empty");
  }
  if (!seo::sdk::utf8::isCleanText(query.query) ||
      seo::sdk::utf8::characterCount(query.query) > kMaxSerpQueryChars) {
    return Status::invalidField(
        "query", "must be text of at most " + std::to_string(kMaxSerpQueryChars) + " characters");
  }
  if (query.language.empty()) return Status::invalidField("language", "must be an ISO 639-1 code");
  if (query.depth < 1 || query.depth > kMaxSerpDepth) {
    return Status::invalidField("depth", "must be between 1 and " + std::to_string(kMaxSerpDepth));
  }
  std::optional<int> location = countryLocationCode(query.country);
  if (!location) {
    return Status::invalidField("country",
                                "not an ISO 3166-1 alpha-2 country code: " + query.country);
  }
  return *location;
}

Result<SerpAnswer> DataForSeoSerp::organic(const SerpQuery& query) {
  Result<int> location = checkSerpQuery(query);
  if (!location.isOk()) return location.status();
  Result<DataForSeoReply> reply =
      callDataForSeo(config_, http_, wire::kSerpPath, taskBody(query, location.value()));
  if (!reply.isOk()) return reply.status();
  SerpAnswer answer;
  answer.source = "dataforseo";
  answer.cost = reply.value().cost;
  const rapidjson::Value* result = reply.value().result;
  if (result == nullptr || !result->IsArray() || result->Empty()) return answer;  // no results
  answer.items = organicItems((*result)[0], query.depth);
  return answer;
}

Result<SerpAnswer> OfflineSerp::organic(const SerpQuery& query) {
  Result<int> location = checkSerpQuery(query);
  if (!location.isOk()) return location.status();
  SerpAnswer answer;
  answer.source = "offline";
  answer.estimate = true;
  answer.note =
      "No search results: no SERP provider is configured (providers.dataforseo), and search "
      "results cannot be estimated offline";
  return answer;
}

}  // namespace seo::core
