// Nullable text columns and std::optional, for the module's stores.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>

namespace seo::plugins::ai_visibility {

// The column read into `value` with indicator `ind`: nullopt when it was NULL.
inline std::optional<std::string> optionalText(const std::string& value, soci::indicator ind) {
  return ind == soci::i_ok ? std::optional<std::string>(value) : std::nullopt;
}

// The indicator writing `value`: NULL when it is empty.
inline soci::indicator indicatorOf(const std::optional<std::string>& value) {
  return value ? soci::i_ok : soci::i_null;
}

}  // namespace seo::plugins::ai_visibility
