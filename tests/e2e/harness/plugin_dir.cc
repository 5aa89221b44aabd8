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

// A link rather than a copy: the real plugins carry their debug information (some 150 MB
// together), and the server copies each one it loads anyway (core/loader/plugin_library.cc).
bool linkPlugin(const std::filesystem::path& from_dir, const std::string& name,
                const std::filesystem::path& to_dir, std::string* error) {
  std::error_code ec;
  std::filesystem::path from = from_dir / (name + ".so");
  std::filesystem::path to = to_dir / (name + ".so");
  std::filesystem::remove(to, ec);
  std::filesystem::create_symlink(from, to, ec);
  if (ec) {
    *error = "cannot link " + from.string() + ": " + ec.message();
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
    if (!linkPlugin(seo::testing::pluginDir(), name, dir, error)) return false;
  }
  for (const std::string& name : test_plugins) {
    if (!copyPlugin(seo::testing::testPluginDir(), name, dir, error)) return false;
  }
  return true;
}

}  // namespace seo::tests
