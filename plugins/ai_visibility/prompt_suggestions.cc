#include "plugins/ai_visibility/prompt_suggestions.h"

#include <rapidjson/document.h>

#include "plugins/ai_visibility/api_examples.h"
#include "plugins/ai_visibility/credits.h"
#include "seo/sdk/host.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/status_macros.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

constexpr const char* kCandidatesService = "keywords.planning_candidates";
constexpr std::size_t kMaxSuggestionChars = 300;

// The website's best keywords, by the keywords module's ranking.
Result<std::vector<std::string>> keywordsOf(seo::sdk::Host& host, const std::string& website_id,
                                            std::int64_t limit) {
  SEO_ASSIGN_OR_RETURN(std::string answer,
                       host.services().call(kCandidatesService, website_id,
                                            "{\"limit\": " + std::to_string(limit) + "}"));
  rapidjson::Document doc;
  SEO_RETURN_IF_ERROR(seo::sdk::json::parse(answer, doc, 8, "keywords module answer"));
  std::vector<std::string> terms;
  if (!doc.IsObject() || !doc.HasMember("data") || !doc["data"].IsArray()) return terms;
  for (const rapidjson::Value& k : doc["data"].GetArray()) {
    if (k.IsObject() && k.HasMember("term") && k["term"].IsString()) {
      terms.emplace_back(k["term"].GetString(), k["term"].GetStringLength());
    }
  }
  return terms;
}

seo::sdk::ChatRequest suggestionRequest(const std::vector<std::string>& keywords,
                                        const std::string& language, std::size_t limit) {
  seo::sdk::ChatRequest request;
  request.json_answer = true;
  request.messages.push_back(
      {"system",
       "You are a prompt researcher. From a website's search keywords, write the questions "
       "people ask AI assistants when they look for what the website offers: natural, "
       "specific, one per line of interest, in the language whose code is " +
           language +
           ". Answer JSON {\"prompts\": [{\"prompt\": <the question>, \"keyword\": "
           "<the keyword it comes from>}]}, at most " +
           std::to_string(limit) + " prompts."});
  std::string user = "Keywords:";
  for (const std::string& k : keywords) user += " \"" + k + "\"";
  request.messages.push_back({"user", std::move(user)});
  return request;
}

}  // namespace

std::vector<PromptSuggestion> templatePrompts(const std::vector<std::string>& keywords) {
  std::vector<PromptSuggestion> out;
  for (const std::string& k : keywords) out.push_back({"What is the best " + k + "?", k});
  return out;
}

Result<std::vector<PromptSuggestion>> readSuggestedPrompts(const std::string& content,
                                                           std::size_t limit) {
  rapidjson::Document doc;
  doc.Parse(content.c_str(), content.size());
  if (doc.HasParseError() || !doc.IsObject() || !doc.HasMember("prompts") ||
      !doc["prompts"].IsArray()) {
    return Status::badGateway("The language model's answer has no prompts list");
  }
  std::vector<PromptSuggestion> out;
  for (const rapidjson::Value& p : doc["prompts"].GetArray()) {
    if (out.size() >= limit) break;
    if (!p.IsObject() || !p.HasMember("prompt") || !p["prompt"].IsString()) continue;
    std::string prompt(seo::sdk::ascii::trim(p["prompt"].GetString()));
    if (prompt.empty() || !seo::sdk::utf8::isCleanText(prompt) ||
        seo::sdk::utf8::characterCount(prompt) > kMaxSuggestionChars) {
      continue;
    }
    std::string keyword;
    if (p.HasMember("keyword") && p["keyword"].IsString()) keyword = p["keyword"].GetString();
    if (!seo::sdk::utf8::isCleanText(keyword)) keyword.clear();
    out.push_back({std::move(prompt), std::move(keyword)});
  }
  if (out.empty()) return Status::badGateway("The language model suggested no usable prompt");
  return out;
}

Result<Response> onPromptSuggestions(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::int64_t limit,
                       seo::sdk::queryInt(ctx, "limit", kDefaultSuggestions, 1, kMaxSuggestions));
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo website, ctx.host->findWebsite(ctx.caller.website_id));
  SEO_ASSIGN_OR_RETURN(std::vector<std::string> keywords, keywordsOf(*ctx.host, website.id, limit));
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  std::vector<PromptSuggestion> prompts;
  std::string source(kTemplateSource), model;
  if (!keywords.empty()) {
    SEO_ASSIGN_OR_RETURN(
        seo::sdk::ModelAnswer asked,
        ctx.host->models().ask(
            ctx.caller.payingOrganizationId(),
            suggestionRequest(keywords, website.language, static_cast<std::size_t>(limit)), {}));
    const seo::sdk::ChatAnswer& answer = asked.answer;
    if (answer.estimate) {
      prompts = templatePrompts(keywords);
    } else {
      SEO_ASSIGN_OR_RETURN(prompts,
                           readSuggestedPrompts(answer.content, static_cast<std::size_t>(limit)));
      source = kModelSource;
      model = answer.model;
    }
  }
  rapidjson::Value list(rapidjson::kArrayType);
  for (const PromptSuggestion& p : prompts) {
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("prompt", string(p.prompt, a), a);
    v.AddMember("keyword", seo::sdk::json::stringOrNull(p.keyword, a), a);
    list.PushBack(v, a);
  }
  data.AddMember("suggestions", list, a);
  data.AddMember("source", string(source, a), a);
  data.AddMember("model", seo::sdk::json::stringOrNull(model, a), a);
  std::string note;
  if (keywords.empty()) {
    note = "The website has no active keywords to draw prompts from; add keywords first.";
  } else if (source != kModelSource) {
    note =
        "No language model is configured: these prompts come from a fixed template, not a "
        "model.";
  }
  data.AddMember("note", seo::sdk::json::stringOrNull(note, a), a);
  return Response::data(std::move(data));
}

void registerPromptSuggestions(seo::sdk::Registrar& r) {
  namespace doc = seo::sdk::doc;
  // Asks the language model: on the outbound pool.
  r.route("GET", "/prompt-research/suggestions", &onPromptSuggestions)
      .callsOutside()
      .summary("Prompts worth researching, from the website's keywords",
               "Worded by the configured language model (its tokens are spent from "
               "ai_credits); without one, an offline template, labelled.")
      .query("limit", doc::integer(1, kMaxSuggestions),
             "how many (default " + std::to_string(kDefaultSuggestions) + ")")
      .answers(200, doc::dataOf(doc::ref("PromptSuggestions")), "The suggestions")
      .fails(402, "ai_credits exhausted")
      .fails(502, "The language model's answer was unusable")
      .spends(kAiCredits)
      .answerExample(200, examples::kGetPromptResearchSuggestions200);
}

}  // namespace seo::plugins::ai_visibility
