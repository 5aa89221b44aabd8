// Loads the enabled plugins, applies their migrations and publishes the catalog built from their
// registrations; later, swaps plugins while the server serves (DESIGN.md "Hot swap"). A plugin
// that is refused (missing file or entry point, ABI or signature mismatch, failing registration
// or migration, a route another plugin has) is logged with one line and left out, or, when it was
// a replacement, the build it would have replaced serves on.
#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/config/config.h"
#include "core/loader/catalog.h"
#include "core/loader/catalog_reaper.h"
#include "core/storage/database.h"

namespace seo::core {

// The folder `plugins` beside the running binary (seo-server and seoctl share it).
std::filesystem::path defaultPluginDirectory();
// The folder plugins load from: the configured one, or defaultPluginDirectory().
std::filesystem::path pluginDirectory(const Config& config);
// The plugins to load: the configured list; when none was given (no file, variable or flag),
// every <name>.so in pluginDirectory(config), by name, so a first run serves them all.
std::vector<std::string> pluginsToLoad(const Config& config);

// What a load or reload did to one plugin.
struct PluginChange {
  enum class Action {
    Loaded,     // newly serving
    Reloaded,   // a new build replaced the old one
    Unchanged,  // the same build serves on
    Unloaded,   // no longer enabled: its routes answer 404
    Refused,    // not serving: `reason`
    Kept,       // its new build was refused (`reason`); the old one serves on
  };
  std::string plugin;
  Action action = Action::Unchanged;
  std::string version;  // of the build serving after the change ("" when none)
  std::string abi;
  std::string reason;
};

const char* actionName(PluginChange::Action action);

struct LoadReport {
  std::vector<PluginChange> changes;  // the enabled plugins in order, then the unloaded ones
  double duration_ms = 0;

  // The refusal messages (Refused and Kept), one per plugin.
  std::vector<std::string> refusals() const;
};

// Thread-safe: current() may be called from any thread while load() or reload() publishes;
// loads and reloads run one at a time.
class PluginManager {
 public:
  PluginManager(Database& db, std::filesystem::path plugin_directory,
                std::filesystem::path copy_directory)
      : db_(db), plugin_directory_(std::move(plugin_directory)),
        copy_directory_(std::move(copy_directory)) {}
  // Unloads every plugin, waiting for the requests and jobs that still hold one (see unloadAll).
  ~PluginManager();

  // Makes `names` (file `<plugin_directory>/<name>.so` each) the loaded set and publishes the new
  // catalog: plugins not loaded yet are loaded, those whose file changed on disk are reloaded
  // from a new copy, the rest keep their build, and loaded plugins not named are unloaded.
  LoadReport load(const std::vector<std::string>& names);
  // Loads a new build of the loaded plugin `name` from its file, even when the file is unchanged.
  // Refused (NotFound) when `name` is not loaded.
  LoadReport reload(const std::string& name);
  // Publishes an empty catalog and waits up to `timeout` until every earlier one was released and
  // its plugins unloaded; false when some request, job or callback still held one then.
  bool unloadAll(std::chrono::milliseconds timeout);

  // Adds the host's own components (catalog.h's builtInBuild) to every catalog from now on,
  // after applying their migrations; call once, before load(). An error names the component.
  seo::sdk::Status addBuiltIn(std::shared_ptr<const PluginBuild> build);

  // The published snapshot; never null.
  std::shared_ptr<const Catalog> current() const;
  // Waits until no catalog but the current one is alive, so every plugin swapped out has been
  // unloaded; false on timeout.
  bool awaitReleased(std::chrono::milliseconds timeout);

 private:
  // The new builds of `names` (all of them when `force`), conflicts checked, migrations applied;
  // then publishes.
  LoadReport swap(const std::vector<std::string>& names, const std::string& forced);
  void publish(std::unique_ptr<Catalog> catalog);

  Database& db_;
  std::filesystem::path plugin_directory_;
  std::filesystem::path copy_directory_;
  std::mutex swap_mutex_;        // one load or reload at a time
  std::vector<std::shared_ptr<const PluginBuild>> built_in_;  // guarded by swap_mutex_
  mutable std::mutex mutex_;     // guards catalog_
  CatalogReaper reaper_;         // before catalog_: outlives every catalog it adopted
  std::shared_ptr<const Catalog> catalog_ = reaper_.adopt(emptyCatalog());
};

}  // namespace seo::core
