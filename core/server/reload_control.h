// Hot swap's triggers (DESIGN.md "Hot swap"): SIGHUP and the control socket's requests both land
// here. Answers are JSON for seoctl:
//   "plugins"        -> {"plugins": [{name, version, abi, file}]}
//   "reload"         -> the configuration's plugin list re-read and applied, as SIGHUP does
//   "reload <name>"  -> a new build of one loaded plugin
// A reload answers {"changes": [{plugin, action, version, abi, reason}], "plugins": [...],
// "duration_ms": N}; anything else {"error": message}.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/loader/plugin_manager.h"
#include "seo/sdk/status.h"

namespace seo::core {

class ReloadControl {
 public:
  // Re-reads the configuration and returns its enabled plugins.
  using EnabledPlugins = std::function<seo::sdk::Result<std::vector<std::string>>()>;

  ReloadControl(PluginManager& plugins, EnabledPlugins enabled)
      : plugins_(plugins), enabled_(std::move(enabled)) {}

  // Applies the configuration's plugin list. `trigger` ("SIGHUP", "control socket") is logged.
  seo::sdk::Result<LoadReport> reloadConfiguration(std::string_view trigger);
  // One control-socket request line; the JSON answer.
  std::string answer(const std::string& line);

 private:
  std::string reportJson(const LoadReport& report) const;

  PluginManager& plugins_;
  EnabledPlugins enabled_;
};

}  // namespace seo::core
