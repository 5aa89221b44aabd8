#include "plugins/keywords/keyword_input.h"

#include <cmath>

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A string member that must be exactly one of `choices`; `label` names it in the error.
template <std::size_t N>
Status parseChoice(const rapidjson::Value& e, const char* name, const std::string& label,
                   const seo::sdk::Choices<N>& choices, std::optional<std::string>* out) {
  if (!e.HasMember(name) || e[name].IsNull()) return Status::ok();
  const rapidjson::Value& v = e[name];
  std::string_view text =
      v.IsString() ? std::string_view(v.GetString(), v.GetStringLength()) : std::string_view();
  if (!v.IsString() || !choices.contains(text)) return Status::invalidField(label, choices.rule());
  *out = std::string(text);
  return Status::ok();
}

Status parseText(const rapidjson::Value& e, const char* name, const std::string& label,
                 std::size_t max_chars, std::optional<std::string>* out) {
  Result<std::optional<std::string>> text = seo::sdk::bodyText(e, name, max_chars, label);
  if (!text.isOk()) return text.status();
  *out = std::move(text).value();
  return Status::ok();
}

Status parseNumbers(const rapidjson::Value& e, const std::string& at, KeywordInput* k) {
  if (e.HasMember("volume") && !e["volume"].IsNull()) {
    const rapidjson::Value& v = e["volume"];
    if (!v.IsInt64() || v.GetInt64() < 0) {
      return Status::invalidField(at + ".volume", "must be an integer of at least 0");
    }
    k->volume = v.GetInt64();
  }
  if (e.HasMember("difficulty") && !e["difficulty"].IsNull()) {
    const rapidjson::Value& v = e["difficulty"];
    if (!v.IsInt() || v.GetInt() < 0 || v.GetInt() > kMaxDifficulty) {
      return Status::invalidField(at + ".difficulty",
                                  "must be an integer 0 to " + std::to_string(kMaxDifficulty));
    }
    k->difficulty = v.GetInt();
  }
  if (e.HasMember("cpc") && !e["cpc"].IsNull()) {
    const rapidjson::Value& v = e["cpc"];
    if (!v.IsNumber() || !std::isfinite(v.GetDouble()) || v.GetDouble() < 0) {
      return Status::invalidField(at + ".cpc", "must be a number of at least 0");
    }
    k->cpc = v.GetDouble();
  }
  return Status::ok();
}

Result<KeywordInput> parseOne(const rapidjson::Value& e, const std::string& at) {
  if (!e.IsObject()) return Status::invalidField(at, "must be an object");
  KeywordInput k;
  // `term`, or its alias `keyword`; the error names the one the caller used.
  const char* term_name = e.HasMember("term") && !e["term"].IsNull() ? "term" : "keyword";
  if (!e.HasMember(term_name) || e[term_name].IsNull()) return Status::missingField(at + ".term");
  const rapidjson::Value& term = e[term_name];
  std::string term_label = at + "." + term_name;
  std::string term_why =
      "must be a non-empty string of at most " + std::to_string(kMaxTermChars) + " characters";
  if (!term.IsString()) return Status::invalidField(term_label, term_why);
  k.term = std::string(seo::sdk::ascii::trim(std::string_view(term.GetString(), term.GetStringLength())));
  if (k.term.empty() || seo::sdk::utf8::characterCount(k.term) > kMaxTermChars) {
    return Status::invalidField(term_label, term_why);
  }
  k.term_key = seo::sdk::ascii::lower(k.term);

  const char* group_name =
      e.HasMember("keyword_group") && !e["keyword_group"].IsNull() ? "keyword_group" : "group";
  if (Status s = parseText(e, group_name, at + "." + group_name, kMaxGroupNameChars,
                           &k.group_name);
      !s.isOk()) {
    return s;
  }
  if (Status s = parseNumbers(e, at, &k); !s.isOk()) return s;
  if (Status s = parseText(e, "intent", at + ".intent", kMaxShortTextChars, &k.intent);
      !s.isOk()) {
    return s;
  }
  if (Status s = parseText(e, "language", at + ".language", kMaxShortTextChars, &k.language);
      !s.isOk()) {
    return s;
  }
  if (Status s = parseChoice(e, "opportunity", at + ".opportunity", kOpportunities,
                             &k.opportunity);
      !s.isOk()) {
    return s;
  }
  if (Status s = parseChoice(e, "funnel_stage", at + ".funnel_stage", kFunnelStages,
                             &k.funnel_stage);
      !s.isOk()) {
    return s;
  }
  if (e.HasMember("track") && !e["track"].IsNull()) {
    if (!e["track"].IsBool()) return Status::invalidField(at + ".track", "must be a boolean");
    k.track = e["track"].GetBool();
  }
  return k;
}

}  // namespace

Result<std::vector<KeywordInput>> parseKeywordInputs(const rapidjson::Value& body) {
  if (!body.HasMember("keywords") || body["keywords"].IsNull()) {
    return Status::missingField("keywords");
  }
  const rapidjson::Value& list = body["keywords"];
  if (!list.IsArray()) return Status::invalidField("keywords", "must be an array");
  if (list.Empty()) return Status::invalidField("keywords", "must not be empty");
  if (list.Size() > kMaxKeywordsPerRequest) {
    return Status::invalidField("keywords", "at most " + std::to_string(kMaxKeywordsPerRequest) +
                                                " keywords per request");
  }
  std::vector<KeywordInput> inputs;
  inputs.reserve(list.Size());
  for (rapidjson::SizeType i = 0; i < list.Size(); ++i) {
    Result<KeywordInput> k = parseOne(list[i], "keywords[" + std::to_string(i) + "]");
    if (!k.isOk()) return k.status();
    inputs.push_back(std::move(k).value());
  }
  return inputs;
}

}  // namespace seo::plugins::keywords
