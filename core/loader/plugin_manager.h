// Loads the enabled plugins, applies their migrations and publishes the catalog built from their
// registrations. A plugin that is refused (missing file or entry point, ABI or signature mismatch,
// failing registration or migration) is logged with one line and left out; the rest serve.
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/loader/catalog.h"
#include "core/storage/database.h"

namespace seo::core {

// The folder `plugins` beside the running binary (seo-server and seoctl share it).
std::filesystem::path defaultPluginDirectory();

// Thread-safe: current() may be called from any thread while load() publishes.
class PluginManager {
 public:
  PluginManager(Database& db, std::filesystem::path plugin_directory,
                std::filesystem::path copy_directory)
      : db_(db), plugin_directory_(std::move(plugin_directory)),
        copy_directory_(std::move(copy_directory)) {}

  // Loads `names` (file `<plugin_directory>/<name>.so` each) and publishes the new catalog.
  // Returns the refusal messages, one per plugin left out.
  std::vector<std::string> load(const std::vector<std::string>& names);

  // The published snapshot; never null.
  std::shared_ptr<const Catalog> current() const;

 private:
  seo::sdk::Status addPlugin(Catalog& catalog, const std::string& name);

  Database& db_;
  std::filesystem::path plugin_directory_;
  std::filesystem::path copy_directory_;
  mutable std::mutex mutex_;
  std::shared_ptr<const Catalog> catalog_ = std::make_shared<const Catalog>();
};

}  // namespace seo::core
