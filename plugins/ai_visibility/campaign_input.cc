#include "plugins/ai_visibility/campaign_input.h"

#include <set>

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/domain_name.h"
#include "seo/sdk/util/language_code.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/status_macros.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

const char* promptField(const Campaign& c) {
  return c.kind == kBrandRadar ? "prompt" : "custom_prompt";
}

Status readBrands(const rapidjson::Value& body, const char* name, std::size_t min, std::size_t max,
                  std::vector<Brand>& out) {
  const rapidjson::Value& list = body[name];
  const std::string field(name);
  if (!list.IsArray() || list.Size() < min || list.Size() > max) {
    return Status::invalidField(field, "must be an array of " + std::to_string(min) + " to " +
                                           std::to_string(max) + " {name, domain} objects");
  }
  std::vector<Brand> brands;
  for (rapidjson::SizeType i = 0; i < list.Size(); ++i) {
    const std::string at = field + "[" + std::to_string(i) + "]";
    const rapidjson::Value& item = list[i];
    if (!item.IsObject()) return Status::invalidField(at, "must be an object {name, domain}");
    SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(item, {"name", "domain"}, "is not a brand field"));
    SEO_ASSIGN_OR_RETURN(std::string brand_name,
                         seo::sdk::requiredText(item, "name", kMaxBrandChars, at + ".name"));
    SEO_ASSIGN_OR_RETURN(std::optional<std::string> domain,
                         seo::sdk::bodyText(item, "domain", kMaxDomainChars, at + ".domain"));
    Brand b{std::move(brand_name), ""};
    if (domain) {
      std::string host = seo::sdk::ascii::lower(*domain);
      if (host.rfind("www.", 0) == 0) host.erase(0, 4);
      if (!seo::sdk::isDomainName(host)) {
        return Status::invalidField(at + ".domain", "must be a host name such as example.com");
      }
      b.domain = std::move(host);
    }
    brands.push_back(std::move(b));
  }
  out = std::move(brands);
  return Status::ok();
}

// No brand may be tracked twice (as brand and competitor, or in one list): its figures would
// be counted twice.
Status checkDistinct(const Campaign& c) {
  std::set<std::string> seen;
  auto check = [&](const std::vector<Brand>& list, const std::string& field) -> Status {
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (!seen.insert(seo::sdk::ascii::lower(list[i].name)).second) {
        return Status::invalidField(field + "[" + std::to_string(i) + "].name",
                                    "repeats a brand the campaign already tracks");
      }
    }
    return Status::ok();
  };
  SEO_RETURN_IF_ERROR(check(c.brands, "brands"));
  return check(c.competitors, "competitors");
}

Status readLanguages(const rapidjson::Value& body, std::vector<std::string>& out) {
  const rapidjson::Value& list = body["languages"];
  if (!list.IsArray() || list.Empty() || list.Size() > kMaxLanguages) {
    return Status::invalidField("languages", "must be an array of 1 to " +
                                                 std::to_string(kMaxLanguages) + " language codes");
  }
  std::vector<std::string> codes;
  for (rapidjson::SizeType i = 0; i < list.Size(); ++i) {
    std::optional<std::string> code =
        list[i].IsString() ? seo::sdk::languageCode(list[i].GetString()) : std::nullopt;
    if (!code) {
      return Status::invalidField("languages[" + std::to_string(i) + "]",
                                  seo::sdk::kLanguageCodeRule);
    }
    if (std::find(codes.begin(), codes.end(), *code) == codes.end()) codes.push_back(*code);
  }
  out = std::move(codes);
  return Status::ok();
}

Status readModels(const rapidjson::Value& body, seo::sdk::Host& host,
                  std::vector<ModelChoice>& out) {
  const rapidjson::Value& list = body["models"];
  if (!list.IsArray() || list.Empty() || list.Size() > kMaxModels) {
    return Status::invalidField("models", "must be an array of 1 to " + std::to_string(kMaxModels) +
                                              " \"endpoint/model\" names");
  }
  const std::vector<ModelChoice> configured = configuredModels(host);
  std::string names;
  for (const ModelChoice& m : configured) names += (names.empty() ? "" : ", ") + m.text();
  std::vector<ModelChoice> chosen;
  for (rapidjson::SizeType i = 0; i < list.Size(); ++i) {
    std::string_view text = list[i].IsString() ? list[i].GetString() : "";
    auto found = std::find_if(configured.begin(), configured.end(),
                              [&](const ModelChoice& m) { return m.text() == text; });
    if (found == configured.end()) {
      return Status::invalidField(
          "models[" + std::to_string(i) + "]",
          "must name a configured endpoint and model (" +
              (names.empty() ? std::string("none is configured: providers.llm_endpoints")
                             : "configured: " + names) +
              ")");
    }
    bool repeated = std::any_of(chosen.begin(), chosen.end(),
                                [&](const ModelChoice& m) { return m.text() == text; });
    if (!repeated) chosen.push_back(*found);
  }
  out = std::move(chosen);
  return Status::ok();
}

bool has(const rapidjson::Value& body, const char* name) {
  return body.HasMember(name) && !body[name].IsNull();
}

// The fields both create and update read, each only when present.
Status readCommon(const rapidjson::Value& body, seo::sdk::Host& host, Campaign& c) {
  const char* prompt = promptField(c);
  if (has(body, prompt)) {
    SEO_ASSIGN_OR_RETURN(c.prompt, seo::sdk::requiredText(body, prompt, kMaxPromptChars));
  }
  if (c.kind == kBrandRadar) {
    if (has(body, "brands"))
      SEO_RETURN_IF_ERROR(readBrands(body, "brands", 1, kMaxBrands, c.brands));
    if (has(body, "competitors")) {
      SEO_RETURN_IF_ERROR(readBrands(body, "competitors", 0, kMaxCompetitors, c.competitors));
    }
    SEO_RETURN_IF_ERROR(checkDistinct(c));
  }
  SEO_ASSIGN_OR_RETURN(c.frequency,
                       seo::sdk::bodyInt(body, "frequency", c.frequency, 1, kMaxFrequency));
  SEO_ASSIGN_OR_RETURN(c.samples, seo::sdk::bodyInt(body, "samples", c.samples, 1, kMaxSamples));
  SEO_ASSIGN_OR_RETURN(c.status, seo::sdk::bodyChoice(body, "status", kCampaignStatuses, c.status));
  if (has(body, "languages")) SEO_RETURN_IF_ERROR(readLanguages(body, c.languages));
  if (has(body, "models")) SEO_RETURN_IF_ERROR(readModels(body, host, c.models));
  // Bounds what one run asks, spends and stores, and what a page of runs holds.
  const std::size_t checks = c.models.size() * c.languages.size() * std::size_t(c.samples);
  if (checks > kMaxChecksPerRun) {
    return Status::invalidField("samples",
                                "a run asks at most " + std::to_string(kMaxChecksPerRun) +
                                    " checks (models x languages x samples); this one would ask " +
                                    std::to_string(checks));
  }
  return Status::ok();
}

Status onlyCampaignFields(const rapidjson::Value& body, const Campaign& c) {
  if (c.kind == kBrandRadar) {
    return seo::sdk::bodyOnly(body,
                              {"prompt", "brands", "competitors", "frequency", "languages",
                               "models", "samples", "status"},
                              "is not a Brand Radar campaign field");
  }
  return seo::sdk::bodyOnly(
      body, {"custom_prompt", "frequency", "languages", "models", "samples", "status"},
      "is not a Prompt Research campaign field");
}

}  // namespace

std::vector<ModelChoice> configuredModels(seo::sdk::Host& host) {
  std::vector<ModelChoice> all;
  for (const seo::sdk::LlmEndpoint& e : host.models().endpoints()) {
    for (const std::string& m : e.models) all.push_back({e.name, m});
  }
  if (all.size() > kMaxModels) all.resize(kMaxModels);
  return all;
}

Status readNewCampaign(const rapidjson::Value& body, seo::sdk::Host& host,
                       const std::string& website_language, Campaign& c) {
  SEO_RETURN_IF_ERROR(onlyCampaignFields(body, c));
  if (!has(body, promptField(c))) return Status::missingField(promptField(c));
  if (c.kind == kBrandRadar && !has(body, "brands")) return Status::missingField("brands");
  c.languages = {seo::sdk::languageCode(website_language).value_or("en")};
  c.models = configuredModels(host);
  return readCommon(body, host, c);
}

Status applyCampaignChanges(const rapidjson::Value& body, seo::sdk::Host& host, Campaign& c) {
  SEO_RETURN_IF_ERROR(onlyCampaignFields(body, c));
  bool any = false;
  for (const auto& m : body.GetObject())
    any = any || std::string_view(m.name.GetString()) != "website_id";
  if (!any) return Status::invalidArgument("Nothing to change: give at least one field");
  return readCommon(body, host, c);
}

}  // namespace seo::plugins::ai_visibility
