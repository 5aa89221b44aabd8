// A plugin folder for one test: copies of the real plugins plus the chosen test plugins. The
// server takes one --plugin-dir; --plugins then chooses which of the files are enabled.
#pragma once

#include <string>
#include <vector>

namespace seo::tests {

// The real plugins every server in these tests may load, from SEO_PLUGIN_DIR.
inline const std::vector<std::string> kRealPlugins = {
    "account", "cms_webhook", "cms_wordpress", "cms_ghost", "keywords", "analytics", "backlinks",
    "content", "ai_visibility", "billing_stripe"};

// Creates `dir` (if needed) holding <name>.so for each of kRealPlugins and `test_plugins` (from
// TEST_PLUGIN_DIR). False with `*error` when a file is missing or cannot be copied.
bool makePluginDir(const std::string& dir, const std::vector<std::string>& test_plugins,
                   std::string* error);

}  // namespace seo::tests
