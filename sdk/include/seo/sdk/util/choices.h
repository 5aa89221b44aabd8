// File: util/choices.h
// A closed set of values (a status, a kind, a mode) stated once: the check, its 400 message and
// the schema's "enum" are all built from the one constant, so they never disagree.
//
//   inline constexpr seo::sdk::Choices kKeywordStatuses{"active", "planned", "ignored"};
//
//   route.query("status", kKeywordStatuses.schema(), "only keywords with this status");
//   SEO_ASSIGN_OR_RETURN(std::string status,
//                        seo::sdk::queryChoice(ctx, "status", kKeywordStatuses, ""));
//   if (!kKeywordStatuses.contains(v)) {
//     return Status::invalidField("status", kKeywordStatuses.rule());
//   }
//
// Header-only (version.h: outside the ABI rules).
#pragma once

#include <rapidjson/document.h>

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "seo/sdk/request_context.h"
#include "seo/sdk/status.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/request_values.h"

namespace seo::sdk {
inline namespace v2 {

template <std::size_t N>
class Choices {
 public:
  template <typename... Values>
  constexpr explicit Choices(Values... values) : values_{std::string_view(values)...} {}

  constexpr bool contains(std::string_view value) const {
    return internal::isOneOf(value, values_);
  }

  // The values in order, for loops and SQL lists.
  constexpr const std::array<std::string_view, N>& values() const { return values_; }

  // "must be one of a, b, c": the rule of a 400 naming the field.
  std::string rule() const { return internal::oneOfRule(values_); }

  // {"type": "string", "enum": ["a", "b", "c"]}: the JSON Schema of the value.
  std::string schema() const { return doc::oneOf(values_); }

  // {"type": ["string", "null"], "enum": ["a", "b", "c", null]}: the value, or null.
  std::string nullableSchema() const { return doc::oneOfOrNull(values_); }

 private:
  std::array<std::string_view, N> values_;
};

template <typename... Values>
Choices(Values...) -> Choices<sizeof...(Values)>;

// The query parameter `name`, one of `choices` exactly; `fallback` when absent. Anything else is
// 400 naming the parameter and listing the choices.
template <std::size_t N>
Result<std::string> queryChoice(const RequestContext& ctx, std::string_view name,
                                const Choices<N>& choices, std::string_view fallback) {
  return internal::queryChoiceIn(ctx, name, choices.values(), fallback);
}

// The body member `name`, a string that is one of `choices` exactly; `fallback` when absent
// or null (as request_values.h's readers).
template <std::size_t N>
Result<std::string> bodyChoice(const rapidjson::Value& body, const char* name,
                               const Choices<N>& choices, std::string_view fallback) {
  return internal::bodyChoiceIn(body, name, choices.values(), fallback);
}

}  // namespace v2
}  // namespace seo::sdk
