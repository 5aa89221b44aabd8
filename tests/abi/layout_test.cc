// Every struct and enum that crosses the plugin boundary keeps the layout it had in ABI 2.0
// (version.h's rule): the table the frozen plugin was built with against tests/abi/2.0, read from
// the library itself, against the same table built here from the current headers.
#include <dlfcn.h>

#include <algorithm>
#include <map>

#include <gtest/gtest.h>

#include "tests/abi/layout.h"
#include "tests/testing/build_paths.h"

namespace seo::tests::abi {
namespace {

TEST(AbiLayoutTest, EveryCrossingStructKeepsItsFrozenLayout) {
  void* library = dlopen(seo::testing::abiFrozenPlugin().c_str(), RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(library, nullptr) << dlerror();
  using LayoutFn = const void* (*)();
  auto fn = reinterpret_cast<LayoutFn>(dlsym(library, "seo_abi_frozen_layout"));
  ASSERT_NE(fn, nullptr) << dlerror();
  const auto& frozen = *static_cast<const std::vector<LayoutEntry>*>(fn());

  std::map<std::string, LayoutEntry> current;
  for (const LayoutEntry& e : layoutTable()) current.emplace(e.name, e);
  ASSERT_EQ(frozen.size(), current.size());
  ASSERT_GT(frozen.size(), 150u);  // the whole table, not an empty one
  for (const LayoutEntry& f : frozen) {
    auto it = current.find(f.name);
    ASSERT_NE(it, current.end()) << f.name;
    if (f.rule == Rule::AtLeast) {
      EXPECT_GE(it->second.value, f.value) << f.name << " shrank";
    } else {
      EXPECT_EQ(it->second.value, f.value) << f.name << " moved";
    }
  }
  dlclose(library);
}

// The test above must be able to fail: a struct of a different size is told apart.
TEST(AbiLayoutTest, TheTableSeesASizeChange) {
  std::vector<LayoutEntry> table = layoutTable();
  auto it = std::find_if(table.begin(), table.end(),
                         [](const LayoutEntry& e) { return e.name == "sizeof WebsiteInfo"; });
  ASSERT_NE(it, table.end());
  EXPECT_EQ(it->value, static_cast<long>(sizeof(seo::sdk::WebsiteInfo)));
  EXPECT_EQ(it->rule, Rule::Equal);
}

}  // namespace
}  // namespace seo::tests::abi
