#include "core/loader/plugin_manager.h"

#include <algorithm>

#include "core/common/log.h"
#include "core/metrics/server_metrics.h"
#include "core/storage/migrator.h"

namespace seo::core {

using seo::sdk::Status;
using Action = PluginChange::Action;

namespace {

// One enabled plugin during a swap: the build serving it now, and a new one being tried.
struct Slot {
  std::string name;
  std::shared_ptr<const PluginBuild> serving;
  std::shared_ptr<const PluginBuild> fresh;
  PluginChange change;
};

void refuse(Slot& slot, const std::string& reason) {
  slot.fresh = nullptr;
  slot.change.action = slot.serving ? Action::Kept : Action::Refused;
  slot.change.reason = reason;
}

void logChange(const PluginChange& c, const PluginBuild* build) {
  if (c.action != Action::Unchanged) serverMetrics().pluginChange(actionName(c.action));
  switch (c.action) {
    case Action::Loaded:
    case Action::Reloaded:
      logLine(Level::Info, c.action == Action::Loaded ? "plugin loaded" : "plugin reloaded",
              {{"plugin", c.plugin},
               {"version", c.version},
               {"abi", c.abi},
               {"routes", static_cast<int>(build->routes.size())},
               {"connectors", static_cast<int>(build->connectors.size())},
               {"job_kinds", static_cast<int>(build->jobs.size())},
               {"commands", static_cast<int>(build->commands.size())}});
      break;
    case Action::Refused:
      logLine(Level::Error, "plugin refused", {{"plugin", c.plugin}, {"reason", c.reason}});
      break;
    case Action::Kept:
      logLine(Level::Error, "plugin reload refused, the loaded build serves on",
              {{"plugin", c.plugin}, {"version", c.version}, {"reason", c.reason}});
      break;
    case Action::Unloaded:
      logLine(Level::Info, "plugin unloaded", {{"plugin", c.plugin}});
      break;
    case Action::Unchanged:
      break;
  }
}

}  // namespace

const char* actionName(PluginChange::Action action) {
  switch (action) {
    case Action::Loaded: return "loaded";
    case Action::Reloaded: return "reloaded";
    case Action::Unchanged: return "unchanged";
    case Action::Unloaded: return "unloaded";
    case Action::Refused: return "refused";
    case Action::Kept: return "kept";
  }
  return "unchanged";
}

std::vector<std::string> LoadReport::refusals() const {
  std::vector<std::string> out;
  for (const PluginChange& c : changes) {
    if (c.action == Action::Refused || c.action == Action::Kept) out.push_back(c.reason);
  }
  return out;
}

std::filesystem::path defaultPluginDirectory() {
  std::error_code ec;
  auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return (ec ? std::filesystem::current_path() : exe.parent_path()) / "plugins";
}

std::filesystem::path pluginDirectory(const Config& config) {
  return config.plugin_directory.empty() ? defaultPluginDirectory()
                                         : std::filesystem::path(config.plugin_directory);
}

std::vector<std::string> pluginsToLoad(const Config& config) {
  if (config.plugins_listed) return config.enabled_plugins;
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(pluginDirectory(config), ec)) {
    const std::filesystem::path& file = entry.path();
    if (entry.is_regular_file(ec) && file.extension() == ".so") {
      names.push_back(file.stem().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

PluginManager::~PluginManager() {
  if (!unloadAll(std::chrono::seconds(10))) {
    logLine(Level::Warning, "plugins still in use at shutdown are left loaded");
  }
}

LoadReport PluginManager::load(const std::vector<std::string>& names) { return swap(names, ""); }

LoadReport PluginManager::reload(const std::string& name) {
  std::vector<std::string> names;
  for (const PluginInfo& p : current()->plugins) names.push_back(p.name);
  if (std::find(names.begin(), names.end(), name) == names.end()) {
    LoadReport report;
    report.changes.push_back(
        {name, Action::Refused, "", "", "plugin " + name + " is not loaded"});
    return report;
  }
  return swap(names, name);
}

bool PluginManager::unloadAll(std::chrono::milliseconds timeout) {
  {
    std::lock_guard<std::mutex> swap_lock(swap_mutex_);
    publish(emptyCatalog());
  }
  return awaitReleased(timeout);
}

Status PluginManager::addBuiltIn(std::shared_ptr<const PluginBuild> build) {
  std::lock_guard<std::mutex> swap_lock(swap_mutex_);
  if (Status s = applyMigrations(db_, build->name, build->migrations); !s.isOk()) return s;
  built_in_.push_back(std::move(build));
  std::vector<std::shared_ptr<const PluginBuild>> serving = built_in_;
  for (const auto& b : current()->builds) serving.push_back(b);
  auto composed = composeCatalog(serving);
  if (!composed.isOk()) return composed.status();
  publish(std::move(composed).value());
  return Status::ok();
}

std::shared_ptr<const Catalog> PluginManager::current() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return catalog_;
}

bool PluginManager::awaitReleased(std::chrono::milliseconds timeout) {
  return reaper_.awaitAlive(1, timeout);
}

void PluginManager::publish(std::unique_ptr<Catalog> catalog) {
  std::shared_ptr<const Catalog> next = reaper_.adopt(std::move(catalog));
  std::lock_guard<std::mutex> lock(mutex_);
  catalog_.swap(next);  // the old one goes to the reaper once its last holder lets go
}

LoadReport PluginManager::swap(const std::vector<std::string>& names, const std::string& only) {
  auto started = std::chrono::steady_clock::now();
  std::lock_guard<std::mutex> swap_lock(swap_mutex_);
  std::shared_ptr<const Catalog> old = current();

  std::vector<Slot> slots;
  LoadReport report;
  for (const std::string& name : names) {
    bool listed = std::any_of(slots.begin(), slots.end(),
                              [&](const Slot& s) { return s.name == name; });
    if (listed) {
      report.changes.push_back(
          {name, Action::Refused, "", "", "plugin " + name + " is listed twice; loaded once"});
      continue;
    }
    Slot slot;
    slot.name = name;
    slot.change.plugin = name;
    slot.serving = old->build(name);
    const std::filesystem::path file = plugin_directory_ / (name + ".so");
    bool wanted = only.empty() ? !slot.serving || stampOf(file) != slot.serving->stamp
                               : name == only;
    if (wanted) {
      auto built = buildPlugin(name, file, copy_directory_);
      if (built.isOk()) {
        slot.fresh = built.value();
      } else {
        refuse(slot, built.status().message());
      }
    }
    slots.push_back(std::move(slot));
  }

  // Each new build is checked against everything else that would serve beside it, then migrated.
  for (Slot& slot : slots) {
    if (!slot.fresh) continue;
    std::vector<std::shared_ptr<const PluginBuild>> trial = built_in_;
    for (const Slot& other : slots) {
      if (&other == &slot) {
        trial.push_back(slot.fresh);
      } else if (other.serving) {
        trial.push_back(other.serving);
      }
    }
    if (auto composed = composeCatalog(trial); !composed.isOk()) {
      refuse(slot, composed.status().message());
      continue;
    }
    if (Status s = applyMigrations(db_, slot.fresh->info.name, slot.fresh->migrations);
        !s.isOk()) {
      refuse(slot, s.message());
      continue;
    }
    slot.change.action = slot.serving ? Action::Reloaded : Action::Loaded;
    slot.serving = std::move(slot.fresh);
  }

  std::vector<std::shared_ptr<const PluginBuild>> serving = built_in_;
  std::vector<PluginChange> changes;
  for (Slot& slot : slots) {
    if (slot.serving) {
      serving.push_back(slot.serving);
      slot.change.version = slot.serving->info.version;
      slot.change.abi = slot.serving->info.abi;
    }
    logChange(slot.change, slot.serving.get());
    changes.push_back(std::move(slot.change));
  }
  changes.insert(changes.end(), report.changes.begin(), report.changes.end());
  for (const PluginChange& c : report.changes) logChange(c, nullptr);
  if (only.empty()) {
    for (const auto& build : old->builds) {
      if (std::find(names.begin(), names.end(), build->name) != names.end()) continue;
      changes.push_back({build->name, Action::Unloaded, "", "", ""});
      logChange(changes.back(), nullptr);
    }
  }
  report.changes = std::move(changes);

  // Every build here was checked against the others, so the set composes.
  auto composed = composeCatalog(serving);
  if (composed.isOk()) {
    publish(std::move(composed).value());
  } else {
    logLine(Level::Error, "plugin catalog not published",
            {{"reason", composed.status().message()}});
  }
  report.duration_ms = std::chrono::duration<double, std::milli>(
                           std::chrono::steady_clock::now() - started)
                           .count();
  std::string summary;
  for (const PluginInfo& p : current()->plugins) {
    if (!summary.empty()) summary += ", ";
    summary += p.name + " " + p.version + " (ABI " + p.abi + ")";
  }
  logLine(Level::Info, "plugins published",
          {{"serving", summary}, {"duration_ms", report.duration_ms}});
  return report;
}

}  // namespace seo::core
