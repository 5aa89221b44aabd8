// The layout table of tests/abi/layout_table.inc as data, for whichever SDK headers are included
// before this file: the frozen 2.0 ones in the frozen plugin, the current ones in layout_test.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::tests::abi {

enum class Rule { Equal, AtLeast };

struct LayoutEntry {
  std::string name;  // "sizeof Caller", "Caller::plan", "Code_NotFound"
  long value;
  Rule rule;
};

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
inline std::vector<LayoutEntry> layoutTable() {
  using namespace seo::sdk;  // NOLINT: the table names the SDK's types bare.
  std::vector<LayoutEntry> table;
#define SEO_ABI_FROZEN(...)                                                                    \
  table.push_back({"sizeof " #__VA_ARGS__, static_cast<long>(sizeof(__VA_ARGS__)), Rule::Equal}); \
  table.push_back({"alignof " #__VA_ARGS__, static_cast<long>(alignof(__VA_ARGS__)), Rule::Equal});
#define SEO_ABI_CONTEXT(T) \
  table.push_back({"sizeof " #T, static_cast<long>(sizeof(T)), Rule::AtLeast});
#define SEO_ABI_FIELD(T, f) \
  table.push_back({#T "::" #f, static_cast<long>(offsetof(T, f)), Rule::Equal});
#define SEO_ABI_VALUE(name, v) table.push_back({#name, (v), Rule::Equal});
#include "tests/abi/layout_table.inc"
#undef SEO_ABI_FROZEN
#undef SEO_ABI_CONTEXT
#undef SEO_ABI_FIELD
#undef SEO_ABI_VALUE
  return table;
}
#pragma GCC diagnostic pop

}  // namespace seo::tests::abi
