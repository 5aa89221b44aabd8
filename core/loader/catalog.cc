#include "core/loader/catalog.h"

#include <sys/stat.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "core/common/digest.h"
#include "core/http/deprecation_headers.h"
#include "core/http/host_paths.h"
#include "core/loader/registrations.h"
#include "seo/sdk/internal/legacy_connector.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/utf8.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

bool validMethod(const std::string& m) {
  static const std::set<std::string> kMethods = {"GET", "POST", "PUT", "PATCH", "DELETE"};
  return kMethods.count(m) > 0;
}

bool validSchemaName(const std::string& name) {
  if (name.empty() || name.size() > 100) return false;
  for (char c : name) {
    if (!seo::sdk::ascii::isAlpha(c) && !seo::sdk::ascii::isDigit(c) && c != '.' && c != '_' &&
        c != '-') {
      return false;
    }
  }
  return true;
}

// "<word>.<word>[...]": lower-case ASCII letters, digits and '_', at least two words.
bool validEventType(const std::string& type) {
  if (type.empty() || type.size() > 100 || type.find('.') == std::string::npos) return false;
  char previous = '.';
  for (char c : type) {
    bool word = seo::sdk::ascii::isDigit(c) || c == '_' || (c >= 'a' && c <= 'z');
    if (!word && !(c == '.' && previous != '.')) return false;
    previous = c;
  }
  return previous != '.';
}

// 1-40 of [a-z0-9-].
bool validPageId(const std::string& id) {
  if (id.empty() || id.size() > 40) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return seo::sdk::ascii::isDigit(c) || (c >= 'a' && c <= 'z') || c == '-';
  });
}

bool validLabel(const std::string& text) {
  return !text.empty() && text.size() <= 60 && seo::sdk::utf8::isCleanText(text) &&
         text.find_first_of("\r\n") == std::string::npos;
}

// RouteSpec::alsoAtRoot's path: public routes only, a fixed path of 2-200 bytes of
// [A-Za-z0-9._~-] segments, none "." or "..", that the host does not serve itself.
Status checkRootPath(const seo::sdk::Route& route) {
  const std::string& path = route.options.root_path;
  if (path.empty()) return Status::ok();
  if (!route.options.public_access) {
    return Status::invalidArgument("alsoAtRoot " + path + " needs a public route");
  }
  bool spelled = path.size() >= 2 && path.size() <= 200 && path.front() == '/' &&
                 path.back() != '/' && path.find("//") == std::string::npos;
  for (char c : path) {
    spelled = spelled && (seo::sdk::ascii::isAlpha(c) || seo::sdk::ascii::isDigit(c) || c == '/' ||
                          c == '.' || c == '_' || c == '~' || c == '-');
  }
  spelled = spelled && (path + "/").find("/./") == std::string::npos &&
            (path + "/").find("/../") == std::string::npos;
  if (!spelled) {
    return Status::invalidArgument("alsoAtRoot " + path +
                                   " is not a fixed path of [A-Za-z0-9._~-] segments");
  }
  if (isHostPath(path)) {
    return Status::conflict("alsoAtRoot " + path + " is a path the host serves");
  }
  return Status::ok();
}

bool isJavaScript(const std::string& content_type) {
  std::string lower = seo::sdk::ascii::lower(content_type);
  return lower.rfind("text/javascript", 0) == 0 || lower.rfind("application/javascript", 0) == 0;
}

// Checks what `regs` registered and moves it into `out` (whose name and info are set), the
// entries holding `library` (null for the host's own components).
Status fillBuild(PluginBuild& out, const std::shared_ptr<PluginLibrary>& library,
                 Registrations& regs);

}  // namespace

std::shared_ptr<const PluginBuild> Catalog::build(const std::string& name) const {
  for (const auto& b : builds) {
    if (b->name == name) return b;
  }
  return nullptr;
}

FileStamp stampOf(const std::filesystem::path& file) {
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0) return {};
  return FileStamp{static_cast<std::uintmax_t>(st.st_dev), static_cast<std::uintmax_t>(st.st_ino),
                   static_cast<std::uintmax_t>(st.st_size),
                   static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec};
}

Result<std::shared_ptr<const PluginBuild>> buildPlugin(const std::string& name,
                                                       const std::filesystem::path& file,
                                                       const std::filesystem::path& copy_dir) {
  FileStamp stamp = stampOf(file);  // before the copy: a file changing meanwhile reloads again
  auto loaded = PluginLibrary::load(file, copy_dir);
  if (!loaded.isOk()) return loaded.status();
  std::shared_ptr<PluginLibrary> library = loaded.value();

  Registrations regs;
  if (Status s = library->registerInto(regs); !s.isOk()) return s;
  PluginInfo info{library->name(), library->version(),
                  std::to_string(library->abiMajor()) + "." + std::to_string(library->abiMinor()),
                  file.string()};
  auto build = std::make_shared<PluginBuild>();
  build->name = name;
  build->stamp = stamp;
  build->info = std::move(info);
  if (Status s = fillBuild(*build, library, regs); !s.isOk()) return s;
  return std::shared_ptr<const PluginBuild>(std::move(build));
}

Result<std::shared_ptr<const PluginBuild>> builtInBuild(const std::string& name,
                                                        Registrations& regs) {
  auto build = std::make_shared<PluginBuild>();
  build->name = name;
  build->info = PluginInfo{name, "built-in", "", ""};
  build->built_in = true;
  if (Status s = fillBuild(*build, nullptr, regs); !s.isOk()) return s;
  return std::shared_ptr<const PluginBuild>(std::move(build));
}

namespace {

Status fillBuild(PluginBuild& out, const std::shared_ptr<PluginLibrary>& library,
                 Registrations& regs) {
  const std::string plugin = out.info.name;
  PluginBuild* build = &out;
  // Its documentation may name its own schemas and the host's.
  SchemaTexts known = hostSchemas();
  for (auto& [schema_name, text] : regs.schemas) {
    if (!validSchemaName(schema_name) || known.count(schema_name)) {
      return Status::conflict("plugin " + plugin + ": schema name '" + schema_name +
                              "' is not [A-Za-z0-9._-], is the host's or is registered twice");
    }
    known.emplace(schema_name, text);
    build->schemas.emplace(std::move(schema_name), std::move(text));
  }
  for (const auto& [schema_name, text] : build->schemas) {
    if (Status s = checkSchemaText("schema " + schema_name, text, known); !s.isOk()) {
      return Status::invalidArgument("plugin " + plugin + ": " + s.message());
    }
  }
  // Checked against this plugin's own registrations; composeCatalog checks the others'.
  Router own;
  Router own_root;
  for (seo::sdk::Route& r : regs.routes) {
    const std::string what = r.method + " " + r.path;
    if (!validMethod(r.method) || !r.handler || r.path == kOpenApiPath) {
      return Status::invalidArgument("plugin " + plugin + ": invalid route " + what);
    }
    if (Status s = checkDeprecation(r.options); !s.isOk()) {
      return Status::invalidArgument("plugin " + plugin + ": route " + what + ": " + s.message());
    }
    if (Status s = checkRouteDoc(r, known); !s.isOk()) {
      return Status::invalidArgument("plugin " + plugin + ": " + s.message());
    }
    if (Status s = checkRootPath(r); !s.isOk()) {
      return Status(s.code(), "plugin " + plugin + ": route " + what + ": " + s.message());
    }
    std::optional<RouteEntry> entry = routeEntry(library, plugin, std::move(r));
    if (!entry) return Status::invalidArgument("plugin " + plugin + ": invalid route " + what);
    if (!own.add(entry->route.method, entry->path, 0)) {
      return Status::conflict("plugin " + plugin + ": route " + what + " is registered twice");
    }
    const std::string& root = entry->route.options.root_path;
    if (!root.empty() && !own_root.add(entry->route.method, root, 0)) {
      return Status::conflict("plugin " + plugin + ": root path " + entry->route.method + " " +
                              root + " is registered twice");
    }
    build->routes.push_back(std::make_shared<const RouteEntry>(std::move(*entry)));
  }
  for (const auto& started : build->routes) {
    const std::string& poll = started->route.options.polled_by;
    if (poll.empty()) continue;
    bool found = false;
    for (const auto& r : build->routes) {
      found = found || (r->route.method == "GET" && r->route.path == poll);
    }
    if (!found) {
      return Status::invalidArgument("plugin " + plugin + ": route " + started->route.method + " " +
                                     started->route.path + ": polledBy " + poll +
                                     " names no GET route of the plugin");
    }
  }
  // Assets are GET routes of their own, public, answered by the dispatcher from the bytes.
  for (seo::sdk::Asset& a : regs.assets) {
    seo::sdk::Route route{"GET", a.path, nullptr};
    route.publicAccess();
    std::optional<RouteEntry> entry = routeEntry(library, plugin, std::move(route));
    if (!entry || entry->path.hasParameters() || a.path == kOpenApiPath ||
        a.content_type.empty() || a.max_age_seconds < 0) {
      return Status::invalidArgument("plugin " + plugin + ": invalid asset " + a.path);
    }
    if (!own.add("GET", entry->path, 0)) {
      return Status::conflict("plugin " + plugin + ": asset GET " + a.path +
                              " is registered twice");
    }
    entry->asset_etag = "\"" + sha256Hex(a.body).substr(0, 32) + "\"";
    entry->asset = std::make_shared<const seo::sdk::Asset>(std::move(a));
    build->routes.push_back(std::make_shared<const RouteEntry>(std::move(*entry)));
  }
  std::set<std::string> names;
  for (seo::sdk::CommandRegistration& c : regs.commands) {
    if (c.name.empty() || c.name.find(' ') != std::string::npos || !c.handler ||
        !names.insert(c.name).second) {
      return Status::conflict("plugin " + plugin + ": command '" + c.name +
                              "' is empty or already registered");
    }
    build->commands.push_back(
        std::make_shared<CommandEntry>(CommandEntry{library, plugin, std::move(c)}));
  }
  names.clear();
  for (auto& [type, connector] : regs.connectors) {
    if (type.empty() || !connector || !names.insert(type).second) {
      return Status::conflict("plugin " + plugin + ": connector type '" + type +
                              "' is empty or already registered");
    }
    // Connector::update is 2.6's; an older connector gets it from the adapter.
    std::shared_ptr<const seo::sdk::Connector> served = connector;
    if (library && library->abiMinor() < 6)
      served = std::make_shared<const seo::sdk::internal::LegacyConnector>(connector);
    build->connectors.push_back(
        std::make_shared<ConnectorEntry>(ConnectorEntry{library, plugin, served, type}));
  }
  names.clear();
  for (seo::sdk::JobRegistration& job : regs.jobs) {
    if (job.kind.empty() || !job.handler || !names.insert(job.kind).second) {
      return Status::conflict("plugin " + plugin + ": job kind '" + job.kind +
                              "' is empty or already registered");
    }
    build->jobs.push_back(std::make_shared<JobHandlerEntry>(
        JobHandlerEntry{library, plugin, job.kind, std::move(job.handler), "", ""}));
  }
  names.clear();
  for (auto& [name, handler] : regs.services) {
    if (name.empty() || !handler || !names.insert(name).second) {
      return Status::conflict("plugin " + plugin + ": service '" + name +
                              "' is empty or already registered");
    }
    build->services.push_back(std::make_shared<ServiceEntry>(
        ServiceEntry{library, plugin, name, std::move(handler), nullptr}));
  }
  for (auto& [name, handler] : regs.transactional_services) {
    if (name.empty() || !handler || !names.insert(name).second) {
      return Status::conflict("plugin " + plugin + ": service '" + name +
                              "' is empty or already registered");
    }
    build->services.push_back(std::make_shared<ServiceEntry>(
        ServiceEntry{library, plugin, name, nullptr, std::move(handler)}));
  }
  names.clear();
  for (seo::sdk::EventType& event : regs.events) {
    if (!validEventType(event.type) || !names.insert(event.type).second) {
      return Status::conflict("plugin " + plugin + ": event type '" + event.type +
                              "' is not [a-z0-9_.] words joined by '.', or is registered twice");
    }
    if (Status s = checkSchemaText("event " + event.type, event.data_schema, known); !s.isOk()) {
      return Status::invalidArgument("plugin " + plugin + ": " + s.message());
    }
    build->events.push_back(std::move(event));
  }
  for (const Registrations::JobEvents& je : regs.job_events) {
    auto job = std::find_if(build->jobs.begin(), build->jobs.end(),
                            [&](const auto& entry) { return entry->kind == je.kind; });
    auto own = [&](const std::string& type) {
      return type.empty() || std::any_of(build->events.begin(), build->events.end(),
                                         [&](const auto& e) { return e.type == type; });
    };
    if (job == build->jobs.end() || !own(je.completed) || !own(je.failed)) {
      return Status::invalidArgument("plugin " + plugin + ": job events of '" + je.kind +
                                     "' name a job kind or event type it did not register");
    }
    (*job)->completed_event = je.completed;
    (*job)->failed_event = je.failed;
  }
  names.clear();
  for (seo::sdk::ConsolePage& page : regs.console_pages) {
    auto module = std::find_if(build->routes.begin(), build->routes.end(), [&](const auto& e) {
      return e->asset && e->asset->path == page.module && isJavaScript(e->asset->content_type);
    });
    if (!validPageId(page.id) || !names.insert(page.id).second || !validLabel(page.title) ||
        !validLabel(page.section) || module == build->routes.end()) {
      return Status::invalidArgument(
          "plugin " + plugin + ": console page '" + page.id +
          "' needs an id of 1-40 [a-z0-9-] used once, a title and a section of 1-60 bytes of "
          "one-line text, and a module that is a JavaScript asset of the plugin");
    }
    // The ETag's hex digits, without its quotes.
    std::string version = (*module)->asset_etag.substr(1, (*module)->asset_etag.size() - 2);
    std::string url = "/api/v1" + page.module + "?v=" + version;
    build->console_pages.push_back(ConsolePageEntry{plugin, std::move(page), std::move(url)});
  }
  build->migrations = std::move(regs.migrations);
  build->prune_steps = std::move(regs.prune_steps);
  return Status::ok();
}

}  // namespace

std::optional<RouteEntry> routeEntry(std::shared_ptr<PluginLibrary> library, std::string plugin,
                                     seo::sdk::Route route) {
  std::optional<PathTemplate> path = PathTemplate::parse(route.path);
  if (!path) return std::nullopt;
  return RouteEntry{std::move(library), std::move(plugin), std::move(route), nullptr, "",
                    std::move(*path)};
}

std::unique_ptr<Catalog> emptyCatalog() { return std::move(composeCatalog({})).value(); }

Result<std::unique_ptr<Catalog>> composeCatalog(
    const std::vector<std::shared_ptr<const PluginBuild>>& builds) {
  auto catalog = std::make_unique<Catalog>();
  catalog->schemas = hostSchemas();
  for (const auto& build : builds) {
    const std::string& plugin = build->info.name;
    for (const PluginInfo& p : catalog->plugins) {
      if (p.name == plugin) return Status::conflict("plugin " + plugin + " is loaded twice");
    }
    for (const auto& entry : build->routes) {
      const seo::sdk::Route& r = entry->route;
      if (!catalog->router.add(r.method, entry->path, catalog->routes.size())) {
        return Status::conflict("plugin " + plugin + ": " + (entry->asset ? "asset " : "route ") +
                                r.method + " " + r.path + " is already registered");
      }
      if (!r.options.root_path.empty() &&
          !catalog->root_router.add(r.method, r.options.root_path, catalog->routes.size())) {
        return Status::conflict("plugin " + plugin + ": root path " + r.method + " " +
                                r.options.root_path + " is already registered");
      }
      catalog->routes.push_back(entry);
    }
    for (const auto& entry : build->connectors) {
      if (!catalog->connectors.emplace(entry->type, entry).second) {
        return Status::conflict("plugin " + plugin + ": connector type '" + entry->type +
                                "' is already registered");
      }
    }
    for (const auto& entry : build->jobs) {
      if (!catalog->job_handlers.emplace(entry->kind, entry).second) {
        return Status::conflict("plugin " + plugin + ": job kind '" + entry->kind +
                                "' is already registered");
      }
    }
    for (const auto& entry : build->services) {
      if (!catalog->services.emplace(entry->name, entry).second) {
        return Status::conflict("plugin " + plugin + ": service '" + entry->name +
                                "' is already registered");
      }
    }
    for (const auto& entry : build->commands) {
      catalog->commands.emplace(plugin + " " + entry->command.name, entry);
    }
    for (const seo::sdk::EventType& event : build->events) {
      if (!catalog->events.emplace(event.type, EventEntry{plugin, event}).second) {
        return Status::conflict("plugin " + plugin + ": event type '" + event.type +
                                "' is already registered");
      }
    }
    // One name, one shape: two plugins share a schema name only with the same text.
    for (const auto& [name, text] : build->schemas) {
      auto [at, added] = catalog->schemas.emplace(name, text);
      if (!added && at->second != text) {
        return Status::conflict("plugin " + plugin + ": schema " + name +
                                " is already registered with another shape");
      }
    }
    for (const PruneStep& step : build->prune_steps) catalog->prune_steps.push_back(step);
    for (const ConsolePageEntry& page : build->console_pages) {
      auto taken = std::find_if(
          catalog->console_pages.begin(), catalog->console_pages.end(),
          [&](const ConsolePageEntry& other) { return other.page.id == page.page.id; });
      if (taken != catalog->console_pages.end()) {
        return Status::conflict("plugin " + plugin + ": console page '" + page.page.id +
                                "' is already registered by " + taken->plugin);
      }
      catalog->console_pages.push_back(page);
    }
    // The host's own components serve beside the plugins but are not plugins: never listed,
    // never unloaded.
    if (build->built_in) continue;
    catalog->plugins.push_back(build->info);
    catalog->builds.push_back(build);
  }
  std::stable_sort(catalog->console_pages.begin(), catalog->console_pages.end(),
                   [](const ConsolePageEntry& a, const ConsolePageEntry& b) {
                     return std::tie(a.page.section, a.page.order, a.page.title) <
                            std::tie(b.page.section, b.page.order, b.page.title);
                   });
  catalog->operations = describeOperations(catalog->routes);
  return catalog;
}

const Catalog::ApiDescription& Catalog::openapi() const {
  std::call_once(openapi_once_, [this] {
    openapi_.text = openApiDocument(*this);
    openapi_.etag = "\"" + sha256Hex(openapi_.text).substr(0, 32) + "\"";
  });
  return openapi_;
}

}  // namespace seo::core
