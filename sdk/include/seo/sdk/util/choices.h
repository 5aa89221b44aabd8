// File: util/choices.h
// A closed set of values (a status, a kind, a mode) stated once: the check, its 400 message and
// the schema's "enum" are all built from the one constant, so they never disagree.
//
//   inline constexpr seo::sdk::Choices kKeywordStatuses{"active", "planned", "ignored"};
//
//   route.query("status", kKeywordStatuses.schema(), "only keywords with this status");
//   SEO_ASSIGN_OR_RETURN(std::string status,
//                        seo::sdk::queryChoice(ctx, "status", kKeywordStatuses, ""));
//   if (!kKeywordStatuses.contains(v)) return Status::invalidField("status", kKeywordStatuses.rule());
//
// Header-only (version.h: outside the ABI rules).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <rapidjson/document.h>

#include "seo/sdk/request_context.h"
#include "seo/sdk/status.h"
#include "seo/sdk/util/request_values.h"

namespace seo::sdk {
inline namespace v2 {

template <std::size_t N>
class Choices {
 public:
  template <typename... Values>
  constexpr explicit Choices(Values... values) : values_{std::string_view(values)...} {}

  constexpr bool contains(std::string_view value) const {
    for (std::string_view v : values_) {
      if (v == value) return true;
    }
    return false;
  }

  // The values in order, for loops and SQL lists.
  constexpr const std::array<std::string_view, N>& values() const { return values_; }

  // "must be one of a, b, c": the rule of a 400 naming the field.
  std::string rule() const { return "must be one of " + joined(", ", ""); }

  // {"type": "string", "enum": ["a", "b", "c"]}: the JSON Schema of the value.
  std::string schema() const { return R"({"type": "string", "enum": [)" + joined(", ", "\"") + "]}"; }

 private:
  std::string joined(std::string_view separator, std::string_view quote) const {
    std::string out;
    for (std::size_t i = 0; i < N; ++i) {
      if (i > 0) out += separator;
      out += quote;
      out += values_[i];  // the values are the plugin's own literals: nothing to escape
      out += quote;
    }
    return out;
  }

  std::array<std::string_view, N> values_;
};

template <typename... Values>
Choices(Values...) -> Choices<sizeof...(Values)>;

// The query parameter `name`, one of `choices` exactly; `fallback` when absent. Anything else is
// 400 naming the parameter and listing the choices.
template <std::size_t N>
Result<std::string> queryChoice(const RequestContext& ctx, std::string_view name,
                                const Choices<N>& choices, std::string_view fallback) {
  std::optional<std::string_view> text = ctx.queryParam(name);
  if (!text) return std::string(fallback);
  if (!choices.contains(*text)) return Status::invalidField(std::string(name), choices.rule());
  return std::string(*text);
}

// The body member `name`, a string that is one of `choices` exactly; `fallback` when absent
// or null (as request_values.h's readers).
template <std::size_t N>
Result<std::string> bodyChoice(const rapidjson::Value& body, const char* name,
                               const Choices<N>& choices, std::string_view fallback) {
  const rapidjson::Value* v = internal::member(body, name);
  if (v == nullptr) return std::string(fallback);
  if (!v->IsString() || !choices.contains(internal::stringOf(*v))) {
    return Status::invalidField(name, choices.rule());
  }
  return std::string(internal::stringOf(*v));
}

}  // namespace v2
}  // namespace seo::sdk
