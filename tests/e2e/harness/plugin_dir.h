// A plugin folder for one test: copies of the real plugins plus the chosen test plugins. The
// server takes one --plugin-dir; --plugins then chooses which of the files are enabled.
#pragma once

#include <string>
#include <vector>

namespace seo::tests {

// The real plugins every server in these tests may load, from seo::testing::pluginDir().
inline const std::vector<std::string> kRealPlugins = {
    "account", "cms_webhook", "cms_wordpress", "cms_ghost", "keywords", "analytics", "backlinks",
    "content", "ai_visibility", "billing_stripe"};

// Creates `dir` (if needed) holding <name>.so for each of kRealPlugins, as links to the build's
// files (never write through them), and a copy of each of `test_plugins` (from
// seo::testing::testPluginDir(); a test may write another release over one, as hot_swap_test
// does). False with `*error` when a file is missing or cannot be linked or copied.
bool makePluginDir(const std::string& dir, const std::vector<std::string>& test_plugins,
                   std::string* error);

}  // namespace seo::tests
