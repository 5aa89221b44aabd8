#include "core/loader/plugin_manager.h"

#include <set>

#include "core/common/digest.h"
#include "core/common/log.h"
#include "core/loader/registrations.h"
#include "core/storage/migrator.h"

namespace seo::core {

using seo::sdk::Status;

namespace {

bool validMethod(const std::string& m) {
  static const std::set<std::string> kMethods = {"GET", "POST", "PUT", "PATCH", "DELETE"};
  return kMethods.count(m) > 0;
}

}  // namespace

std::filesystem::path defaultPluginDirectory() {
  std::error_code ec;
  auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return (ec ? std::filesystem::current_path() : exe.parent_path()) / "plugins";
}

std::vector<std::string> PluginManager::load(const std::vector<std::string>& names) {
  auto catalog = std::make_shared<Catalog>();
  std::vector<std::string> refusals;
  for (const std::string& name : names) {
    if (Status s = addPlugin(*catalog, name); !s.isOk()) {
      logLine(Level::Error, "plugin refused", {{"plugin", name}, {"reason", s.message()}});
      refusals.push_back(s.message());
    }
  }
  std::lock_guard<std::mutex> lock(mutex_);
  catalog_ = std::move(catalog);
  return refusals;
}

std::shared_ptr<const Catalog> PluginManager::current() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return catalog_;
}

Status PluginManager::addPlugin(Catalog& catalog, const std::string& name) {
  auto loaded = PluginLibrary::load(plugin_directory_ / (name + ".so"), copy_directory_);
  if (!loaded.isOk()) return loaded.status();
  std::shared_ptr<PluginLibrary> library = loaded.value();
  for (const PluginInfo& p : catalog.plugins) {
    if (p.name == library->name()) return Status::conflict("plugin " + name + " is loaded twice");
  }

  Registrations regs;
  if (Status s = library->registerInto(regs); !s.isOk()) return s;

  // Check everything before publishing anything, so a plugin is all in or all out.
  Router trial = catalog.router;
  for (std::size_t i = 0; i < regs.routes.size(); ++i) {
    const seo::sdk::Route& r = regs.routes[i];
    if (!validMethod(r.method) || !Router::validTemplate(r.path) || !r.handler) {
      return Status::invalidArgument("plugin " + library->name() + ": invalid route " + r.method +
                                     " " + r.path);
    }
    if (!trial.add(r.method, r.path, catalog.routes.size() + i)) {
      return Status::conflict("plugin " + library->name() + ": route " + r.method + " " + r.path +
                              " is already registered");
    }
  }
  // Assets are GET routes of their own, public, answered by the dispatcher from the bytes.
  const std::size_t first_asset = catalog.routes.size() + regs.routes.size();
  for (std::size_t i = 0; i < regs.assets.size(); ++i) {
    const seo::sdk::Asset& a = regs.assets[i];
    if (!Router::validTemplate(a.path) || a.path.find('{') != std::string::npos ||
        a.content_type.empty() || a.max_age_seconds < 0) {
      return Status::invalidArgument("plugin " + library->name() + ": invalid asset " + a.path);
    }
    if (!trial.add("GET", a.path, first_asset + i)) {
      return Status::conflict("plugin " + library->name() + ": asset GET " + a.path +
                              " is already registered");
    }
  }
  for (const seo::sdk::CommandRegistration& c : regs.commands) {
    const std::string key = library->name() + " " + c.name;
    if (c.name.empty() || c.name.find(' ') != std::string::npos || !c.handler ||
        catalog.commands.count(key) > 0) {
      return Status::conflict("plugin " + library->name() + ": command '" + c.name +
                              "' is empty or already registered");
    }
  }
  for (const auto& [type, connector] : regs.connectors) {
    if (type.empty() || !connector || catalog.connectors.count(type) > 0) {
      return Status::conflict("plugin " + library->name() + ": connector type '" + type +
                              "' is empty or already registered");
    }
  }
  for (const seo::sdk::JobRegistration& job : regs.jobs) {
    if (job.kind.empty() || !job.handler || catalog.job_handlers.count(job.kind) > 0) {
      return Status::conflict("plugin " + library->name() + ": job kind '" + job.kind +
                              "' is empty or already registered");
    }
  }
  if (Status s = applyMigrations(db_, library->name(), regs.migrations); !s.isOk()) return s;

  catalog.router = std::move(trial);
  for (seo::sdk::Route& r : regs.routes) {
    catalog.routes.push_back({library, library->name(), std::move(r), nullptr, ""});
  }
  for (seo::sdk::Asset& a : regs.assets) {
    seo::sdk::Route route{"GET", a.path, nullptr, seo::sdk::RouteOptions().publicAccess()};
    RouteEntry entry{library, library->name(), std::move(route), nullptr, ""};
    entry.asset_etag = "\"" + sha256Hex(a.body).substr(0, 32) + "\"";
    entry.asset = std::make_shared<const seo::sdk::Asset>(std::move(a));
    catalog.routes.push_back(std::move(entry));
  }
  for (seo::sdk::CommandRegistration& c : regs.commands) {
    std::string key = library->name() + " " + c.name;
    catalog.commands.emplace(std::move(key), std::make_shared<CommandEntry>(CommandEntry{
                                                 library, library->name(), std::move(c)}));
  }
  for (auto& [type, connector] : regs.connectors) {
    catalog.connectors.emplace(
        type, std::make_shared<ConnectorEntry>(ConnectorEntry{library, library->name(), connector}));
  }
  for (seo::sdk::JobRegistration& job : regs.jobs) {
    catalog.job_handlers.emplace(
        job.kind, std::make_shared<JobHandlerEntry>(JobHandlerEntry{
                      library, library->name(), job.kind, std::move(job.handler)}));
  }
  const std::string abi =
      std::to_string(library->abiMajor()) + "." + std::to_string(library->abiMinor());
  catalog.plugins.push_back({library->name(), library->version(), abi, library->file().string()});
  logLine(Level::Info, "plugin loaded",
          {{"plugin", library->name()},
           {"version", library->version()},
           {"abi", abi},
           {"routes", static_cast<int>(regs.routes.size())},
           {"connectors", static_cast<int>(regs.connectors.size())},
           {"job_kinds", static_cast<int>(regs.jobs.size())},
           {"assets", static_cast<int>(regs.assets.size())},
           {"commands", static_cast<int>(regs.commands.size())}});
  return Status::ok();
}

}  // namespace seo::core
