#include "tests/e2e/harness/plugin_dir.h"

#include <filesystem>

#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

bool copyPlugin(const std::filesystem::path& from_dir, const std::string& name,
                const std::filesystem::path& to_dir, std::string* error) {
  std::error_code ec;
  std::filesystem::path from = from_dir / (name + ".so");
  std::filesystem::copy_file(from, to_dir / (name + ".so"),
                             std::filesystem::copy_options::overwrite_existing, ec);
  if (ec) {
    *error = "cannot copy " + from.string() + ": " + ec.message();
    return false;
  }
  return true;
}

}  // namespace

bool makePluginDir(const std::string& dir, const std::vector<std::string>& test_plugins,
                   std::string* error) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    *error = "cannot create " + dir + ": " + ec.message();
    return false;
  }
  for (const std::string& name : kRealPlugins) {
    if (!copyPlugin(seo::testing::pluginDir(), name, dir, error)) return false;
  }
  for (const std::string& name : test_plugins) {
    if (!copyPlugin(seo::testing::testPluginDir(), name, dir, error)) return false;
  }
  return true;
}

}  // namespace seo::tests
