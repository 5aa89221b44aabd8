// File: request_values.h
// Typed readers for what a caller sends: query parameters, body members and path segments, with
// the spec's 400 messages naming the field ("Missing required field: <name>", "Invalid field:
// <name>: <why>"). Every module reads its input through these, so the same input is refused the
// same way everywhere. Header-only.
//
//   SEO_ASSIGN_OR_RETURN(std::int64_t limit, queryInt(ctx, "limit", 50, 1, 500));
//   SEO_ASSIGN_OR_RETURN(std::string id, pathUuid(ctx, "id"));          // 404 when not a UUID
//   SEO_ASSIGN_OR_RETURN(std::optional<std::string> name, bodyText(body, "name", 200));
//   SEO_ASSIGN_OR_RETURN(std::vector<std::string> ids, bodyIdList(body, "ids", 1000));
#pragma once

#include <rapidjson/document.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "seo/sdk/request_context.h"
#include "seo/sdk/status.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/utf8.h"
#include "seo/sdk/util/uuid.h"

namespace seo::sdk {
inline namespace v2 {
namespace internal {

inline std::string wholeNumberRule(std::int64_t min, std::int64_t max) {
  return "must be a whole number from " + std::to_string(min) + " to " + std::to_string(max);
}
// The rule and the test of a closed set of values; util/choices.h and the initializer-list
// readers below both call these, so every "must be one of" reads alike.
inline std::string oneOfRule(std::span<const std::string_view> allowed) {
  std::string rule = "must be one of ";
  for (std::size_t i = 0; i < allowed.size(); ++i) {
    if (i > 0) rule += ", ";
    rule += allowed[i];
  }
  return rule;
}
constexpr bool isOneOf(std::string_view value, std::span<const std::string_view> allowed) {
  for (std::string_view a : allowed) {
    if (a == value) return true;
  }
  return false;
}
inline std::span<const std::string_view> spanOf(std::initializer_list<std::string_view> list) {
  return {list.begin(), list.size()};
}
// Decimal digits only, at most 18 (no overflow), into `*out`.
inline bool parseDigits(std::string_view text, std::int64_t* out) {
  bool negative = !text.empty() && text[0] == '-';
  if (negative) text.remove_prefix(1);
  if (text.empty() || text.size() > 18) return false;
  std::int64_t value = 0;
  for (char c : text) {
    if (!ascii::isDigit(c)) return false;
    value = value * 10 + (c - '0');
  }
  *out = negative ? -value : value;
  return true;
}
inline std::string_view stringOf(const rapidjson::Value& v) {
  return std::string_view(v.GetString(), v.GetStringLength());
}
// The member `name` of `object`, or null when absent or JSON null.
inline const rapidjson::Value* member(const rapidjson::Value& object, const char* name) {
  if (!object.IsObject()) return nullptr;
  auto it = object.FindMember(name);
  if (it == object.MemberEnd() || it->value.IsNull()) return nullptr;
  return &it->value;
}
// The query parameter or body member `name`, one of `allowed` exactly; `fallback` when absent.
// The one reader behind queryOneOf/bodyOneOf below and util/choices.h's queryChoice/bodyChoice.
inline Result<std::string> queryChoiceIn(const RequestContext& ctx, std::string_view name,
                                         std::span<const std::string_view> allowed,
                                         std::string_view fallback) {
  std::optional<std::string_view> text = ctx.queryParam(name);
  if (!text) return std::string(fallback);
  if (!isOneOf(*text, allowed)) return Status::invalidField(std::string(name), oneOfRule(allowed));
  return std::string(*text);
}
inline Result<std::string> bodyChoiceIn(const rapidjson::Value& body, const char* name,
                                        std::span<const std::string_view> allowed,
                                        std::string_view fallback) {
  const rapidjson::Value* v = member(body, name);
  if (v == nullptr) return std::string(fallback);
  if (!v->IsString() || !isOneOf(stringOf(*v), allowed)) {
    return Status::invalidField(name, oneOfRule(allowed));
  }
  return std::string(stringOf(*v));
}

}  // namespace internal

// True for a real calendar date written YYYY-MM-DD (years 0001 to 9999).
inline bool isDate(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    if (!ascii::isDigit(text[i])) return false;
  }
  int year = std::stoi(std::string(text.substr(0, 4)));
  int month = (text[5] - '0') * 10 + (text[6] - '0');
  int day = (text[8] - '0') * 10 + (text[9] - '0');
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

// --- Query parameters (the first one called `name`) ---------------------------------------------

// A whole number from `min` to `max`; `fallback` when absent.
inline Result<std::int64_t> queryInt(const RequestContext& ctx, std::string_view name,
                                     std::int64_t fallback, std::int64_t min, std::int64_t max) {
  std::optional<std::string_view> text = ctx.queryParam(name);
  if (!text) return fallback;
  std::int64_t value = 0;
  if (!internal::parseDigits(*text, &value) || value < min || value > max) {
    return Status::invalidField(std::string(name), internal::wholeNumberRule(min, max));
  }
  return value;
}

// "true" or "false" (also 1 or 0); `fallback` when absent.
inline Result<bool> queryBool(const RequestContext& ctx, std::string_view name, bool fallback) {
  std::optional<std::string_view> text = ctx.queryParam(name);
  if (!text) return fallback;
  if (*text == "true" || *text == "1") return true;
  if (*text == "false" || *text == "0") return false;
  return Status::invalidField(std::string(name), "must be true or false");
}

// One of `allowed`, exactly; `fallback` when absent.
inline Result<std::string> queryOneOf(const RequestContext& ctx, std::string_view name,
                                      std::initializer_list<std::string_view> allowed,
                                      std::string_view fallback) {
  return internal::queryChoiceIn(ctx, name, internal::spanOf(allowed), fallback);
}

// A YYYY-MM-DD date; nullopt when absent.
inline Result<std::optional<std::string>> queryDate(const RequestContext& ctx,
                                                    std::string_view name) {
  std::optional<std::string_view> text = ctx.queryParam(name);
  if (!text) return std::optional<std::string>();
  if (!isDate(*text)) return Status::invalidField(std::string(name), "must be a date YYYY-MM-DD");
  return std::optional<std::string>(std::string(*text));
}

// A UUID, lower-cased; nullopt when absent.
inline Result<std::optional<std::string>> queryUuid(const RequestContext& ctx,
                                                    std::string_view name) {
  std::optional<std::string_view> text = ctx.queryParam(name);
  if (!text) return std::optional<std::string>();
  if (!isUuid(*text)) return Status::invalidField(std::string(name), "must be a UUID");
  return std::optional<std::string>(ascii::lower(*text));
}

// Text trimmed to 1..`max_chars` characters; nullopt when absent.
inline Result<std::optional<std::string>> queryText(const RequestContext& ctx,
                                                    std::string_view name, std::size_t max_chars) {
  std::optional<std::string_view> text = ctx.queryParam(name);
  if (!text) return std::optional<std::string>();
  std::string_view value = ascii::trim(*text);
  if (value.empty() || !utf8::isCleanText(value) || utf8::characterCount(value) > max_chars) {
    return Status::invalidField(
        std::string(name), "must be text of 1 to " + std::to_string(max_chars) + " characters");
  }
  return std::optional<std::string>(std::string(value));
}

// --- Path segments ------------------------------------------------------------------------------

// The {name} segment as a lower-cased UUID. Anything else names no resource: NotFound
// ("Resource not found"), the answer an unknown id gets, so the two cannot be told apart.
inline Result<std::string> pathUuid(const RequestContext& ctx, std::string_view name) {
  std::string_view text = ctx.pathParam(name);
  if (!isUuid(text)) return Status::notFound();
  return ascii::lower(text);
}

// --- Body members (of a JSON object; absent and null are the same)
// --------------------------------

// A whole number from `min` to `max`; `fallback` when absent.
inline Result<std::int64_t> bodyInt(const rapidjson::Value& body, const char* name,
                                    std::int64_t fallback, std::int64_t min, std::int64_t max) {
  const rapidjson::Value* v = internal::member(body, name);
  if (v == nullptr) return fallback;
  if (!v->IsInt64() || v->GetInt64() < min || v->GetInt64() > max) {
    return Status::invalidField(name, internal::wholeNumberRule(min, max));
  }
  return v->GetInt64();
}

// A boolean; `fallback` when absent.
inline Result<bool> bodyBool(const rapidjson::Value& body, const char* name,
                             bool fallback = false) {
  const rapidjson::Value* v = internal::member(body, name);
  if (v == nullptr) return fallback;
  if (!v->IsBool()) return Status::invalidField(name, "must be a boolean");
  return v->GetBool();
}

// Text trimmed to 1..`max_chars` characters; nullopt when absent. `label` names the field in the
// message (e.g. "keywords[2].term"); empty: `name`.
inline Result<std::optional<std::string>> bodyText(const rapidjson::Value& body, const char* name,
                                                   std::size_t max_chars,
                                                   const std::string& label = "") {
  const rapidjson::Value* v = internal::member(body, name);
  if (v == nullptr) return std::optional<std::string>();
  std::string_view value = v->IsString() ? ascii::trim(internal::stringOf(*v)) : "";
  if (value.empty() || utf8::characterCount(value) > max_chars) {
    return Status::invalidField(
        label.empty() ? std::string(name) : label,
        "must be a non-empty string of at most " + std::to_string(max_chars) + " characters");
  }
  return std::optional<std::string>(std::string(value));
}

// Like bodyText, on one line: no CR or LF, for text that becomes a mail header or a protocol
// command's argument (a subject, a sender's name), where a line break would inject another.
inline Result<std::optional<std::string>> bodyLine(const rapidjson::Value& body, const char* name,
                                                   std::size_t max_chars) {
  Result<std::optional<std::string>> text = bodyText(body, name, max_chars);
  if (text.isOk() && text.value() && text.value()->find_first_of("\r\n") != std::string::npos) {
    return Status::invalidField(name, "must be one line (no CR or LF)");
  }
  return text;
}

// Like bodyText, but absent is "Missing required field: <name>".
inline Result<std::string> requiredText(const rapidjson::Value& body, const char* name,
                                        std::size_t max_chars, const std::string& label = "") {
  Result<std::optional<std::string>> text = bodyText(body, name, max_chars, label);
  if (!text.isOk()) return text.status();
  if (!text.value()) return Status::missingField(label.empty() ? std::string(name) : label);
  return std::move(*text.value());
}

// One of `allowed`, exactly; `fallback` when absent.
inline Result<std::string> bodyOneOf(const rapidjson::Value& body, const char* name,
                                     std::initializer_list<std::string_view> allowed,
                                     std::string_view fallback) {
  return internal::bodyChoiceIn(body, name, internal::spanOf(allowed), fallback);
}

// A YYYY-MM-DD date; nullopt when absent.
inline Result<std::optional<std::string>> bodyDate(const rapidjson::Value& body, const char* name) {
  const rapidjson::Value* v = internal::member(body, name);
  if (v == nullptr) return std::optional<std::string>();
  if (!v->IsString() || !isDate(internal::stringOf(*v))) {
    return Status::invalidField(name, "must be a date YYYY-MM-DD");
  }
  return std::optional<std::string>(std::string(internal::stringOf(*v)));
}

// A UUID, lower-cased; nullopt when absent.
inline Result<std::optional<std::string>> bodyUuid(const rapidjson::Value& body, const char* name) {
  const rapidjson::Value* v = internal::member(body, name);
  if (v == nullptr) return std::optional<std::string>();
  if (!v->IsString() || !isUuid(internal::stringOf(*v))) {
    return Status::invalidField(name, "must be a UUID");
  }
  return std::optional<std::string>(ascii::lower(internal::stringOf(*v)));
}

// OK when every member of the object `body` is one of `allowed` (or `website_id`, the scoping
// field every write may carry); else 400 "Invalid field: <name>: <why>" for the first other
// one, so a misspelt or read-only field is named rather than ignored.
//   SEO_RETURN_IF_ERROR(bodyOnly(body, {"title", "slug"}, "cannot be changed (writable: ...)"));
inline Status bodyOnly(const rapidjson::Value& body,
                       std::initializer_list<std::string_view> allowed, std::string_view why) {
  if (!body.IsObject()) return Status::invalidArgument("The body must be a JSON object");
  for (const auto& m : body.GetObject()) {
    std::string_view name = internal::stringOf(m.name);
    if (name != "website_id" && !internal::isOneOf(name, allowed)) {
      return Status::invalidField(std::string(name), std::string(why));
    }
  }
  return Status::ok();
}

// A required, non-empty array of at most `max` UUIDs, lower-cased, repeats removed (the first
// kept). 400 naming `name` or `name[i]`.
inline Result<std::vector<std::string>> bodyIdList(const rapidjson::Value& body, const char* name,
                                                   std::size_t max) {
  const rapidjson::Value* list = internal::member(body, name);
  if (list == nullptr) return Status::missingField(name);
  if (!list->IsArray()) return Status::invalidField(name, "must be an array of UUIDs");
  if (list->Empty()) return Status::invalidField(name, "must not be empty");
  if (list->Size() > max) {
    return Status::invalidField(name, "at most " + std::to_string(max) + " ids per request");
  }
  std::vector<std::string> ids;
  std::unordered_set<std::string> seen;
  for (rapidjson::SizeType i = 0; i < list->Size(); ++i) {
    const rapidjson::Value& v = (*list)[i];
    if (!v.IsString() || !isUuid(internal::stringOf(v))) {
      return Status::invalidField(std::string(name) + "[" + std::to_string(i) + "]",
                                  "must be a UUID");
    }
    std::string id = ascii::lower(internal::stringOf(v));
    if (seen.insert(id).second) ids.push_back(std::move(id));
  }
  return ids;
}

}  // namespace v2
}  // namespace seo::sdk
