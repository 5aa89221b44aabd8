// File: json_optional.h
// An optional field written into an answer: its value, or null when it has none.
//
//   v.AddMember("intent", json::orNull(k.intent, a), a);      // std::optional<std::string>
//   v.AddMember("volume", json::orNull(k.volume), a);         // std::optional<int>, <double>...
//
// Header-only.
#pragma once

#include <optional>
#include <string>
#include <type_traits>

#include <rapidjson/document.h>

namespace seo::sdk {
inline namespace v2 {
namespace json {

// The text copied into `a`, or null.
inline rapidjson::Value orNull(const std::optional<std::string>& text,
                               rapidjson::Document::AllocatorType& a) {
  if (!text) return rapidjson::Value(rapidjson::kNullType);
  return rapidjson::Value(text->data(), static_cast<rapidjson::SizeType>(text->size()), a);
}

// The number (or boolean), or null.
template <typename T>
  requires std::is_arithmetic_v<T>
rapidjson::Value orNull(const std::optional<T>& value) {
  return value ? rapidjson::Value(*value) : rapidjson::Value(rapidjson::kNullType);
}

}  // namespace json
}  // namespace v2
}  // namespace seo::sdk
