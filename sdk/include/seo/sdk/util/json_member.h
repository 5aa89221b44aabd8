// File: json_member.h
// Reading a JSON document someone else wrote (a provider's answer): a member that may be
// missing, of a value that may not even be an object, without a branch at every step.
//
//   const rapidjson::Value* choices = json::member(doc, "choices");   // nullptr when absent
//   std::string name = json::stringMember(item, "name");              // "" unless a string
//   std::optional<std::int64_t> n = json::int64Member(item, "count"); // a whole number
//
// Header-only.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <rapidjson/document.h>

namespace seo::sdk {
inline namespace v2 {
namespace json {

// `object`'s member `name`, or nullptr when `object` is no object or has no such member.
inline const rapidjson::Value* member(const rapidjson::Value& object, const char* name) {
  if (!object.IsObject()) return nullptr;
  auto it = object.FindMember(name);
  return it == object.MemberEnd() ? nullptr : &it->value;
}

// The member's text, or "" when it is absent or no string.
inline std::string stringMember(const rapidjson::Value& object, const char* name) {
  const rapidjson::Value* v = member(object, name);
  return v && v->IsString() ? std::string(v->GetString(), v->GetStringLength()) : std::string();
}

// The member as a whole number (a fractional one cut towards zero), or nullopt when it is
// absent or no number.
inline std::optional<std::int64_t> int64Member(const rapidjson::Value& object, const char* name) {
  const rapidjson::Value* v = member(object, name);
  if (v == nullptr || !v->IsNumber()) return std::nullopt;
  return v->IsInt64() ? v->GetInt64() : static_cast<std::int64_t>(v->GetDouble());
}

}  // namespace json
}  // namespace v2
}  // namespace seo::sdk
