#include "core/admin/server_commands.h"

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/admin/commands.h"
#include "core/host/host_impl.h"
#include "core/loader/plugin_manager.h"
#include "core/mcp/mcp_tools.h"
#include "core/secrets/connection_sealing.h"
#include "core/server/control_socket.h"
#include "core/host/host_components.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using Doc = rapidjson::Document;

// A new current key, then every stored connection sealed with it. The old keys stay in the file
// so that secrets plugins sealed under them still open; a key line may be removed once nothing
// needs it (docs/security.md). Never prints a key or a secret.
Result<Doc> secretsRotate(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string key_id, Sealer::addKey(ctx.config.secret_key_file));
  SEO_ASSIGN_OR_RETURN(std::unique_ptr<Sealer> keys,
                       Sealer::fromKeyFile(ctx.config.secret_key_file));
  SEO_ASSIGN_OR_RETURN(int resealed, resealConnections(*ctx.db, *keys));
  Doc report(rapidjson::kObjectType);
  auto& a = report.GetAllocator();
  report.AddMember("key_id", string(key_id, a), a);
  report.AddMember("key_file", string(ctx.config.secret_key_file, a), a);
  report.AddMember("connections_resealed", resealed, a);
  return report;
}

// Loads the enabled plugins as the server would, with the server's host services, and runs
// `use` on them, which answers while they are loaded (a plugin's answer may point into its
// library); the plugins' copies are removed after. The exit code.
int withPlugins(CliContext& ctx, const std::function<int(const Catalog&, HostImpl&)>& use) {
  const Config& config = ctx.config;
  std::filesystem::path copies =
      std::filesystem::temp_directory_path() / ("seoctl-plugins-" + std::to_string(::getpid()));
  auto keys = Sealer::fromKeyFile(config.secret_key_file);
  if (!keys.isOk()) return ctx.run.fail(keys.status());
  int code = 0;
  {
    PluginManager plugins(*ctx.db, pluginDirectory(config), copies);
    if (Status s = addHostComponents(plugins, *ctx.db, config); !s.isOk()) return ctx.run.fail(s);
    plugins.load(pluginsToLoad(config));
    std::shared_ptr<const Catalog> catalog = plugins.current();
    HostImpl host(*ctx.db, plugins, config.outbound, config.providers, config.settings,
                  std::move(keys).value());
    code = use(*catalog, host);
  }
  std::error_code ec;
  std::filesystem::remove_all(copies, ec);
  return code;
}

// The core's migrations are applied before any command that uses the database; loading the host's
// components and the enabled plugins as the server does applies theirs: a database made ready
// before a server starts on it (a new node, an upgrade rolled out). Fails naming every enabled
// plugin that did not load (its reason is in the log line above), having migrated the others.
int migrate(CliContext& ctx) {
  const std::vector<std::string> enabled = pluginsToLoad(ctx.config);
  return withPlugins(ctx, [&](const Catalog& catalog, HostImpl&) {
    std::string refused;
    Doc report = doneJson("the core's, the host's and the enabled plugins' migrations are up to date");
    auto& a = report.GetAllocator();
    rapidjson::Value plugins(rapidjson::kArrayType);
    for (const std::string& name : enabled) {
      if (catalog.build(name) != nullptr) {
        plugins.PushBack(string(name, a), a);
      } else {
        refused += (refused.empty() ? "" : ", ") + name;
      }
    }
    if (!refused.empty()) {
      return ctx.run.fail(Status::unavailable("not migrated: plugin " + refused +
                                              " did not load (the log says why)"));
    }
    report.AddMember("plugins", plugins, a);
    ctx.run.print(report);
    return 0;
  });
}

int openapi(CliContext& ctx) {
  return withPlugins(ctx, [&ctx](const Catalog& catalog, HostImpl&) {
    ctx.out << catalog.openapi().text << "\n";
    return 0;
  });
}

int mcpTools(CliContext& ctx) {
  return withPlugins(ctx, [&ctx](const Catalog& catalog, HostImpl&) {
    ctx.out << McpToolSet(catalog).listJson(false) << "\n";
    return 0;
  });
}

int pluginCommandList(CliContext& ctx) {
  return withPlugins(ctx, [&ctx](const Catalog& catalog, HostImpl&) {
    Doc list(rapidjson::kArrayType);
    auto& a = list.GetAllocator();
    for (const auto& [key, entry] : catalog.commands) {
      rapidjson::Value item(rapidjson::kObjectType);
      item.AddMember("command", string("seoctl " + key, a), a);
      item.AddMember("usage", string(entry->command.usage, a), a);
      list.PushBack(item, a);
    }
    ctx.run.print(list);
    return 0;
  });
}

// `plugins list|reload`: asks the running server through its control socket.
int askServer(CliContext& ctx, const std::string& request) {
  std::string socket = ctx.run.flag("socket", ctx.config.control_socket);
  if (socket.empty()) {
    return ctx.run.fail(Status::invalidArgument(
        "no control socket: set control_socket in the configuration or pass --socket"));
  }
  Result<std::string> answer = controlRequest(socket, request, std::chrono::minutes(5));
  if (!answer.isOk()) return ctx.run.fail(answer.status());
  Doc doc;
  doc.Parse(answer.value().c_str());
  if (doc.HasParseError() || !doc.IsObject()) {
    return ctx.run.fail(
        Status::internal("the server answered something else than JSON: " + answer.value()));
  }
  if (doc.HasMember("error") && doc["error"].IsString()) {
    return ctx.run.fail(Status::conflict(doc["error"].GetString()));
  }
  bool refused = false;
  if (doc.HasMember("changes") && doc["changes"].IsArray()) {
    for (const auto& c : doc["changes"].GetArray()) {
      std::string action = c["action"].GetString();
      refused = refused || action == "refused" || action == "kept";
    }
  }
  if (ctx.run.args().json) {
    ctx.run.print(doc);
  } else if (doc.HasMember("changes")) {
    ctx.run.print(doc["changes"]);
    ctx.out << "took " << static_cast<long long>(doc["duration_ms"].GetDouble() + 0.5) << " ms\n";
  } else {
    // A table has no room for the route lists: their lengths (--json has them whole).
    for (auto& plugin : doc["plugins"].GetArray()) {
      for (const char* list : {"routes", "assets"}) {
        if (plugin.HasMember(list) && plugin[list].IsArray()) {
          plugin[list].SetInt64(static_cast<std::int64_t>(plugin[list].Size()));
        }
      }
    }
    ctx.run.print(doc["plugins"]);
  }
  return refused ? 1 : 0;
}

int pluginsList(CliContext& ctx) { return askServer(ctx, "plugins"); }
int pluginsReload(CliContext& ctx) { return askServer(ctx, "reload " + ctx.run.flag("name")); }

constexpr CliCommand kCommands[] = {
    {"migrate", "", "",
     "apply the migrations of the core, the host and\nthe enabled plugins, as the server would",
     true, migrate},
    {"secrets", "rotate", "",
     "a new current key in the key file; the\nstored connections are re-sealed with it", true,
     answered<secretsRotate>},
    {"plugins", "list", "[--socket PATH]", "the plugins the running server serves", false,
     pluginsList},
    {"plugins", "reload", "[--name PLUGIN] [--socket PATH]",
     "hot swap in the running server: one\nplugin, or the configuration's list", false,
     pluginsReload},
    {"commands", "", "", "the commands the enabled plugins add", true, pluginCommandList},
    {"openapi", "", "",
     "the API description (OpenAPI 3.1) of the\nenabled plugins, as the server serves it", true,
     openapi},
    {"mcp", "tools", "",
     "the agent interface's tools of the enabled\nplugins, as MCP's tools/list lists them", true,
     mcpTools},
};

}  // namespace

std::span<const CliCommand> serverCommands() { return kCommands; }

int runPluginCommand(CliContext& ctx) {
  const CliArgs& args = ctx.run.args();
  return withPlugins(ctx, [&](const Catalog& catalog, HostImpl& host) {
    auto found = catalog.commands.find(args.noun + " " + args.verb);
    if (found == catalog.commands.end()) {
      return ctx.run.fail(
          Status::invalidArgument("unknown command: " + args.noun + " " + args.verb +
                                  " (seoctl commands lists the plugins' ones)\n" + cliUsage()));
    }
    seo::sdk::CommandContext command;
    command.name = args.verb;
    for (const auto& [k, v] : args.flags) command.flags.emplace_back(k, v);
    command.host = &host;
    return ctx.run.answer(found->second->command.handler(command));
  });
}

}  // namespace seo::core
