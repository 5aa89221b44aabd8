#include "plugins/keywords/request_values.h"

#include <cctype>
#include <unordered_set>

#include "plugins/keywords/keyword_input.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

std::string trimmed(std::string_view text) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
                                   c == '\v'; };
  std::size_t begin = 0;
  std::size_t end = text.size();
  while (begin < end && space(text[begin])) ++begin;
  while (end > begin && space(text[end - 1])) --end;
  return std::string(text.substr(begin, end - begin));
}

std::string foldedKey(std::string_view text) {
  std::string key(text);
  for (char& c : key) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return key;
}

std::size_t characterCount(std::string_view text) {
  std::size_t count = 0;
  for (char c : text) {
    // Every byte except the continuation bytes (10xxxxxx) starts a character.
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++count;
  }
  return count;
}

bool isUuid(std::string_view text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? text[i] != '-' : !std::isxdigit(static_cast<unsigned char>(text[i]))) {
      return false;
    }
  }
  return true;
}

Result<std::int64_t> queryWholeNumber(const seo::sdk::RequestContext& ctx, std::string_view name,
                                      std::int64_t fallback, std::int64_t min, std::int64_t max) {
  std::optional<std::string_view> text = ctx.queryParam(name);
  if (!text) return fallback;
  Status invalid = Status::invalidField(std::string(name), "must be a whole number from " +
                                                               std::to_string(min) + " to " +
                                                               std::to_string(max));
  // At most 18 digits, so the value cannot overflow before it is compared with `max`.
  if (text->empty() || text->size() > 18) return invalid;
  std::int64_t value = 0;
  for (char c : *text) {
    if (c < '0' || c > '9') return invalid;
    value = value * 10 + (c - '0');
  }
  if (value < min || value > max) return invalid;
  return value;
}

Result<std::vector<std::string>> parseIdList(const rapidjson::Value& body, const char* name) {
  if (!body.HasMember(name) || body[name].IsNull()) return Status::missingField(name);
  const rapidjson::Value& list = body[name];
  if (!list.IsArray()) return Status::invalidField(name, "must be an array of UUIDs");
  if (list.Empty()) return Status::invalidField(name, "must not be empty");
  if (list.Size() > kMaxIdsPerRequest) {
    return Status::invalidField(name, "at most " + std::to_string(kMaxIdsPerRequest) +
                                          " ids per request");
  }
  std::vector<std::string> ids;
  std::unordered_set<std::string> seen;
  for (rapidjson::SizeType i = 0; i < list.Size(); ++i) {
    const rapidjson::Value& v = list[i];
    std::string_view text = v.IsString() ? std::string_view(v.GetString(), v.GetStringLength())
                                         : std::string_view();
    if (!isUuid(text)) {
      return Status::invalidField(std::string(name) + "[" + std::to_string(i) + "]",
                                  "must be a UUID");
    }
    std::string id = foldedKey(text);
    if (seen.insert(id).second) ids.push_back(std::move(id));
  }
  return ids;
}

Result<std::optional<std::string>> optionalText(const rapidjson::Value& object, const char* name,
                                                const std::string& label, std::size_t max_chars) {
  if (!object.HasMember(name) || object[name].IsNull()) return std::optional<std::string>();
  const rapidjson::Value& v = object[name];
  std::string why =
      "must be a non-empty string of at most " + std::to_string(max_chars) + " characters";
  if (!v.IsString()) return Status::invalidField(label, why);
  std::string text = trimmed(std::string_view(v.GetString(), v.GetStringLength()));
  if (text.empty() || characterCount(text) > max_chars) return Status::invalidField(label, why);
  return std::optional<std::string>(std::move(text));
}

Result<seo::sdk::TermQuery> parseLanguageAndCountry(const rapidjson::Value& body,
                                                 const std::string& default_language) {
  seo::sdk::TermQuery query;
  Result<std::optional<std::string>> language =
      optionalText(body, "language", "language", kMaxShortTextChars);
  if (!language.isOk()) return language.status();
  query.language = language.value().value_or(default_language.empty() ? "en" : default_language);
  Result<std::optional<std::string>> country = optionalText(body, "country", "country", 2);
  if (!country.isOk()) return country.status();
  std::string code = country.value().value_or("US");
  if (code.size() != 2 || !std::isalpha(static_cast<unsigned char>(code[0])) ||
      !std::isalpha(static_cast<unsigned char>(code[1]))) {
    return Status::invalidField("country", "must be a two-letter ISO 3166-1 country code");
  }
  for (char& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  query.country = code;
  return query;
}

Result<bool> bodyFlag(const rapidjson::Value& body, const char* name) {
  if (!body.HasMember(name) || body[name].IsNull()) return false;
  if (!body[name].IsBool()) return Status::invalidField(name, "must be a boolean");
  return body[name].GetBool();
}

Result<int> bodyWholeNumber(const rapidjson::Value& body, const char* name, int fallback, int min,
                            int max) {
  if (!body.HasMember(name) || body[name].IsNull()) return fallback;
  const rapidjson::Value& v = body[name];
  if (!v.IsInt() || v.GetInt() < min || v.GetInt() > max) {
    return Status::invalidField(name, "must be a whole number from " + std::to_string(min) +
                                          " to " + std::to_string(max));
  }
  return v.GetInt();
}

}  // namespace seo::plugins::keywords
