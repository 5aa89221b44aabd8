#include "plugins/ai_visibility/visibility_judge.h"

#include <rapidjson/document.h>

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Result;
using seo::sdk::Status;

std::optional<ModelChoice> configuredJudge(seo::sdk::Host& host) {
  const std::vector<seo::sdk::LlmEndpoint> endpoints = host.models().endpoints();
  if (std::optional<std::string> set = host.setting("ai_visibility.judge"); set && !set->empty()) {
    std::size_t slash = set->find('/');
    if (slash == std::string::npos) return std::nullopt;
    ModelChoice judge{set->substr(0, slash), set->substr(slash + 1)};
    for (const seo::sdk::LlmEndpoint& e : endpoints) {
      if (e.name != judge.endpoint) continue;
      for (const std::string& m : e.models) {
        if (m == judge.model) return judge;
      }
    }
    return std::nullopt;  // the operator named one that is not configured: no judge
  }
  for (const seo::sdk::LlmEndpoint& e : endpoints) {
    if (e.name == "default" && !e.models.empty()) return ModelChoice{e.name, e.models.front()};
  }
  return std::nullopt;
}

seo::sdk::ChatRequest judgeRequest(const std::vector<std::string>& tracked,
                                   const std::string& answer) {
  seo::sdk::ChatRequest request;
  request.json_answer = true;
  request.messages.push_back(
      {"system",
       "You are a visibility judge. You read an AI assistant's answer and report, as a JSON "
       "object, how it speaks of brands. Answer {\"brands\": [{\"name\": <a tracked brand the "
       "answer names, spelt as listed>, \"sentiment\": \"positive\" | \"neutral\" | "
       "\"negative\"}], \"other_brands\": [<other brands, products or companies the answer "
       "names, in the order it first names them>]}. Leave out tracked brands the answer does "
       "not name."});
  std::string user = "Tracked brands:\n";
  for (const std::string& name : tracked) user += "- " + name + "\n";
  user += "\nAnswer:\n" + answer;
  request.messages.push_back({"user", std::move(user)});
  return request;
}

Result<Verdict> readVerdict(const std::string& content, const std::vector<std::string>& tracked) {
  rapidjson::Document doc;
  doc.Parse(content.c_str(), content.size());
  if (doc.HasParseError() || !doc.IsObject()) {
    return Status::badGateway("The visibility judge answered something that is not JSON");
  }
  Verdict verdict;
  if (doc.HasMember("brands") && doc["brands"].IsArray()) {
    for (const rapidjson::Value& item : doc["brands"].GetArray()) {
      if (!item.IsObject() || !item.HasMember("name") || !item["name"].IsString() ||
          !item.HasMember("sentiment") || !item["sentiment"].IsString()) {
        continue;
      }
      const std::string name = seo::sdk::ascii::lower(item["name"].GetString());
      const std::string sentiment = seo::sdk::ascii::lower(item["sentiment"].GetString());
      if (sentiment != "positive" && sentiment != "neutral" && sentiment != "negative") continue;
      for (const std::string& t : tracked) {
        if (seo::sdk::ascii::lower(t) == name) verdict.sentiments[t] = sentiment;
      }
    }
  } else {
    return Status::badGateway("The visibility judge's answer has no brands list");
  }
  if (doc.HasMember("other_brands") && doc["other_brands"].IsArray()) {
    for (const rapidjson::Value& item : doc["other_brands"].GetArray()) {
      if (!item.IsString() || verdict.other_brands.size() >= 30) continue;
      std::string name(seo::sdk::ascii::trim(item.GetString()));
      if (name.empty() || !seo::sdk::utf8::isCleanText(name)) continue;
      name = std::string(seo::sdk::utf8::truncated(name, 100));
      // Tracked brands have their own figures; "other" means the rest.
      bool seen = false;
      for (const std::string& t : tracked) {
        seen = seen || seo::sdk::ascii::lower(t) == seo::sdk::ascii::lower(name);
      }
      for (const std::string& o : verdict.other_brands) {
        seen = seen || seo::sdk::ascii::lower(o) == seo::sdk::ascii::lower(name);
      }
      if (!seen) verdict.other_brands.push_back(std::move(name));
    }
  }
  return verdict;
}

Result<Verdict> askJudge(seo::sdk::Host& host, const std::string& organization_id,
                         std::string_view reservation, const ModelChoice& judge,
                         const std::vector<std::string>& tracked, const std::string& answer) {
  Result<seo::sdk::ModelAnswer> asked =
      host.models().ask(organization_id, judgeRequest(tracked, answer),
                        {judge.endpoint, judge.model, std::string(reservation)});
  if (!asked.isOk()) return asked.status();
  Result<Verdict> verdict = readVerdict(asked.value().answer.content, tracked);
  if (verdict.isOk()) verdict.value().tokens = asked.value().answer.usage.total_tokens;
  return verdict;
}

std::int64_t judgeEstimate(const std::vector<std::string>& tracked) {
  return seo::sdk::estimatedTokens(judgeRequest(tracked, "")) + seo::sdk::kAnswerTokensWhenUnbounded;
}

}  // namespace seo::plugins::ai_visibility
