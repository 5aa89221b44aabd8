#include "core/server/reload_control.h"

#include <sstream>

#include <rapidjson/document.h>

#include "core/common/json_text.h"
#include "core/common/log.h"
#include "seo/sdk/response.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

std::string errorJson(const std::string& message) {
  rapidjson::Document doc(rapidjson::kObjectType);
  doc.AddMember("error", string(message, doc.GetAllocator()), doc.GetAllocator());
  return jsonText(doc);
}

rapidjson::Value pluginList(const Catalog& catalog, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value list(rapidjson::kArrayType);
  for (std::size_t i = 0; i < catalog.plugins.size(); ++i) {
    const PluginInfo& p = catalog.plugins[i];
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("name", string(p.name, a), a);
    item.AddMember("version", string(p.version, a), a);
    item.AddMember("abi", string(p.abi, a), a);
    item.AddMember("file", string(p.file, a), a);
    // What the plugin serves under /api/v1: its operations as "METHOD /path", its files (the
    // console's modules, the tracker) as "/path".
    rapidjson::Value routes(rapidjson::kArrayType);
    rapidjson::Value assets(rapidjson::kArrayType);
    for (const auto& entry : catalog.builds[i]->routes) {  // builds[i] made plugins[i]
      if (entry->asset) {
        assets.PushBack(string(entry->route.path, a), a);
      } else {
        routes.PushBack(string(entry->route.method + " " + entry->route.path, a), a);
      }
    }
    item.AddMember("routes", routes, a);
    item.AddMember("assets", assets, a);
    list.PushBack(item, a);
  }
  return list;
}

}  // namespace

Result<LoadReport> ReloadControl::reloadConfiguration(std::string_view trigger) {
  logLine(Level::Info, "reloading plugins", {{"trigger", trigger}});
  Result<std::vector<std::string>> enabled = enabled_();
  if (!enabled.isOk()) {
    logLine(Level::Error, "reload refused: the configuration cannot be read",
            {{"error", enabled.status().message()}});
    return Status::invalidArgument("the configuration cannot be read, nothing changed: " +
                                   enabled.status().message());
  }
  return plugins_.load(enabled.value());
}

std::string ReloadControl::answer(const std::string& line) {
  std::istringstream words(line);
  std::string verb, name, extra;
  words >> verb >> name >> extra;
  if (verb == "plugins" && name.empty()) {
    rapidjson::Document doc(rapidjson::kObjectType);
    doc.AddMember("plugins", pluginList(*plugins_.current(), doc.GetAllocator()),
                  doc.GetAllocator());
    return jsonText(doc);
  }
  if (verb == "reload" && extra.empty()) {
    if (!name.empty()) {
      logLine(Level::Info, "reloading plugins", {{"trigger", "control socket"}, {"plugin", name}});
      return reportJson(plugins_.reload(name));
    }
    Result<LoadReport> report = reloadConfiguration("control socket");
    return report.isOk() ? reportJson(report.value()) : errorJson(report.status().message());
  }
  return errorJson("unknown request '" + line + "': plugins | reload | reload <plugin>");
}

std::string ReloadControl::reportJson(const LoadReport& report) const {
  rapidjson::Document doc(rapidjson::kObjectType);
  auto& a = doc.GetAllocator();
  rapidjson::Value changes(rapidjson::kArrayType);
  for (const PluginChange& c : report.changes) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("plugin", string(c.plugin, a), a);
    item.AddMember("action", rapidjson::StringRef(actionName(c.action)), a);
    item.AddMember("version", string(c.version, a), a);
    item.AddMember("abi", string(c.abi, a), a);
    item.AddMember("reason", string(c.reason, a), a);
    changes.PushBack(item, a);
  }
  doc.AddMember("changes", changes, a);
  doc.AddMember("plugins", pluginList(*plugins_.current(), a), a);
  doc.AddMember("duration_ms", report.duration_ms, a);
  return jsonText(doc);
}

}  // namespace seo::core
