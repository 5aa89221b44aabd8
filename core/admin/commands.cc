#include "core/admin/commands.h"

#include <chrono>
#include <filesystem>
#include <functional>
#include <vector>

#include <unistd.h>

#include <rapidjson/document.h>

#include "core/admin/cli_output.h"
#include "core/host/host_impl.h"
#include "core/loader/plugin_manager.h"
#include "core/metering/meter.h"
#include "core/secrets/connection_sealing.h"
#include "core/server/control_socket.h"
#include "core/storage/core_schema.h"
#include "core/storage/migrator.h"
#include "core/tenancy/tenant_store.h"
#include "core/webhooks/webhooks_component.h"
#include "seo/sdk/response.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using seo::sdk::json::stringOrNull;

const char* const kCliUsage =
    "usage: seoctl [--database URL] [--config FILE] [--json] COMMAND\n"
    "\n"
    "  migrate                                         apply the core's migrations\n"
    "  plan list\n"
    "  plan create --name NAME [--api-access on|off]\n"
    "  plan set-api-access --plan NAME --api-access on|off\n"
    "  org create --name NAME [--plan PLAN]            (default plan: pro)\n"
    "  org list\n"
    "  org set-plan --org ID --plan PLAN\n"
    "  org set-metered --org ID --enabled on|off       metered billing (overage instead of 402)\n"
    "  user create --org ID --email EMAIL [--name NAME] [--role owner|member]\n"
    "  user list [--org ID]\n"
    "  user remove --org ID --user ID   (ends the membership; the user's keys there stop)\n"
    "  website create --org ID --domain DOMAIN [--name NAME] [--language CODE]\n"
    "  website list [--org ID]\n"
    "  key create --org ID --user ID [--website ID] [--name NAME]   prints the key once\n"
    "  key list [--org ID]\n"
    "  key deactivate --key ID\n"
    "  key activate --key ID\n"
    "  credits set --org ID --resource NAME --quota N\n"
    "  usage show --org ID                             buckets of the current period\n"
    "  secrets rotate                                  a new current key in the key file; the\n"
    "                                                  stored connections are re-sealed with it\n"
    "  plugins list [--socket PATH]                    the plugins the running server serves\n"
    "  plugins reload [--name PLUGIN] [--socket PATH]  hot swap in the running server: one\n"
    "                                                  plugin, or the configuration's list\n"
    "  commands                                        the commands the enabled plugins add\n"
    "  openapi                                         the API description (OpenAPI 3.1) of the\n"
    "                                                  enabled plugins, as the server serves it\n"
    "  PLUGIN COMMAND [--flag VALUE ...]               run one of them\n"
    "\n"
    "The database is the server's: --database, else SEO_DATABASE_URL, else the configuration\n"
    "file (default config/seo-server.jsonc). `plugins` talks to the running server through its\n"
    "control socket: --socket, else SEO_CONTROL_SOCKET, else the configuration's control_socket.\n";

namespace {

using Doc = rapidjson::Document;

Doc object() { return Doc(rapidjson::kObjectType); }

Doc toJson(const Organization& o) {
  Doc d = object();
  auto& a = d.GetAllocator();
  d.AddMember("id", string(o.id, a), a);
  d.AddMember("name", string(o.name, a), a);
  d.AddMember("plan", string(o.plan, a), a);
  d.AddMember("metered_billing", o.metered_billing, a);
  d.AddMember("created_at", string(o.created_at, a), a);
  return d;
}

Doc toJson(const User& u) {
  Doc d = object();
  auto& a = d.GetAllocator();
  d.AddMember("id", string(u.id, a), a);
  d.AddMember("email", string(u.email, a), a);
  d.AddMember("name", string(u.name, a), a);
  d.AddMember("created_at", string(u.created_at, a), a);
  if (!u.role.empty()) d.AddMember("role", string(u.role, a), a);
  return d;
}

Doc toJson(const Website& w) {
  Doc d = object();
  auto& a = d.GetAllocator();
  d.AddMember("id", string(w.id, a), a);
  d.AddMember("organization_id", string(w.organization_id, a), a);
  d.AddMember("domain", string(w.domain, a), a);
  d.AddMember("name", string(w.name, a), a);
  d.AddMember("language", string(w.language, a), a);
  d.AddMember("created_at", string(w.created_at, a), a);
  return d;
}

Doc toJson(const ApiKey& k) {
  Doc d = object();
  auto& a = d.GetAllocator();
  d.AddMember("id", string(k.id, a), a);
  if (!k.secret.empty()) d.AddMember("key", string(k.secret, a), a);
  d.AddMember("prefix", string(k.prefix, a), a);
  d.AddMember("name", string(k.name, a), a);
  d.AddMember("user_id", string(k.user_id, a), a);
  d.AddMember("organization_id", string(k.organization_id, a), a);
  d.AddMember("website_id", stringOrNull(k.website_id, a), a);
  d.AddMember("active", k.active, a);
  d.AddMember("created_at", string(k.created_at, a), a);
  return d;
}

Doc toJson(const Plan& p) {
  Doc d = object();
  auto& a = d.GetAllocator();
  d.AddMember("id", string(p.id, a), a);
  d.AddMember("name", string(p.name, a), a);
  d.AddMember("api_access", p.api_access, a);
  return d;
}

Doc toJson(const Bucket& b) {
  Doc d = object();
  auto& a = d.GetAllocator();
  d.AddMember("resource", string(b.resource, a), a);
  d.AddMember("quota", static_cast<int64_t>(b.quota), a);
  d.AddMember("used", static_cast<int64_t>(b.used), a);
  d.AddMember("remaining", static_cast<int64_t>(b.quota > b.used ? b.quota - b.used : 0), a);
  d.AddMember("overage", static_cast<int64_t>(b.used > b.quota ? b.used - b.quota : 0), a);
  d.AddMember("period_start", string(b.period_start, a), a);
  d.AddMember("period_end", string(b.period_end, a), a);
  return d;
}

template <typename T>
Doc listJson(const std::vector<T>& items) {
  Doc d(rapidjson::kArrayType);
  for (const T& item : items) {
    Doc one = toJson(item);
    d.PushBack(rapidjson::Value(one, d.GetAllocator()), d.GetAllocator());
  }
  return d;
}

Doc successJson(const std::string& message) {
  Doc d = object();
  d.AddMember("ok", true, d.GetAllocator());
  d.AddMember("message", string(message, d.GetAllocator()), d.GetAllocator());
  return d;
}

class Runner {
 public:
  Runner(const CliArgs& args, std::ostream& out, std::ostream& err)
      : args_(args), out_(out), err_(err) {}

  std::string flag(const std::string& name, const std::string& fallback = "") const {
    auto it = args_.flags.find(name);
    return it == args_.flags.end() ? fallback : it->second;
  }
  Result<std::string> required(const std::string& name) const {
    std::string v = flag(name);
    if (v.empty()) return Status::invalidArgument("missing --" + name);
    return v;
  }
  Result<bool> onOff(const std::string& name) const {
    auto v = required(name);
    if (!v.isOk()) return v.status();
    if (v.value() == "on" || v.value() == "true" || v.value() == "yes") return true;
    if (v.value() == "off" || v.value() == "false" || v.value() == "no") return false;
    return Status::invalidArgument("--" + name + " takes on or off");
  }

  int emit(const Status& s) {
    if (!s.isOk()) {
      err_ << "seoctl: " << s.message() << "\n";
      return s.code() == seo::sdk::Code::InvalidArgument ? 2 : 1;
    }
    return 0;
  }
  template <typename T>
  int emit(const Result<T>& r, const std::function<Doc(const T&)>& render) {
    if (!r.isOk()) return emit(r.status());
    Doc d = render(r.value());
    if (args_.json) {
      printJson(out_, d);
    } else {
      printHuman(out_, d);
    }
    return 0;
  }
  int done(const Status& s, const std::string& message) {
    if (!s.isOk()) return emit(s);
    Doc d = successJson(message);
    if (args_.json) {
      printJson(out_, d);
    } else {
      out_ << message << "\n";
    }
    return 0;
  }

 private:
  const CliArgs& args_;
  std::ostream& out_;
  std::ostream& err_;
};

// Declares `var` as the value of the required flag `name`, or returns the usage error.
#define SEO_REQUIRE(var, name)                   \
  auto var##_r = run.required(name);             \
  if (!var##_r.isOk()) return run.emit(var##_r.status()); \
  const std::string var = var##_r.value()

int dispatch(const CliArgs& args, Database& db, TenantStore& store, Runner& run) {
  const std::string& n = args.noun;
  const std::string& v = args.verb;
  if (n == "migrate") return run.done(Status::ok(), "core migrations are up to date");
  if (n == "plan" && v == "list") {
    return run.emit<std::vector<Plan>>(store.listPlans(), listJson<Plan>);
  }
  if (n == "plan" && v == "create") {
    SEO_REQUIRE(name, "name");
    bool access = run.flag("api-access", "off") == "on";
    return run.emit<Plan>(store.createPlan(name, access), [](const Plan& p) { return toJson(p); });
  }
  if (n == "plan" && v == "set-api-access") {
    SEO_REQUIRE(plan, "plan");
    auto on = run.onOff("api-access");
    if (!on.isOk()) return run.emit(on.status());
    return run.done(store.setPlanApiAccess(plan, on.value()),
                    "plan " + plan + ": API access " + (on.value() ? "on" : "off"));
  }
  if (n == "org" && v == "create") {
    SEO_REQUIRE(name, "name");
    return run.emit<Organization>(store.createOrganization(name, run.flag("plan", "pro")),
                                  [](const Organization& o) { return toJson(o); });
  }
  if (n == "org" && v == "list") {
    return run.emit<std::vector<Organization>>(store.listOrganizations(), listJson<Organization>);
  }
  if (n == "org" && v == "set-plan") {
    SEO_REQUIRE(org, "org");
    SEO_REQUIRE(plan, "plan");
    return run.done(store.setOrganizationPlan(org, plan), "organization " + org + ": plan " + plan);
  }
  if (n == "org" && v == "set-metered") {
    SEO_REQUIRE(org, "org");
    auto on = run.onOff("enabled");
    if (!on.isOk()) return run.emit(on.status());
    return run.done(store.setMeteredBilling(org, on.value()),
                    "organization " + org + ": metered billing " + (on.value() ? "on" : "off"));
  }
  if (n == "user" && v == "create") {
    SEO_REQUIRE(org, "org");
    SEO_REQUIRE(email, "email");
    return run.emit<User>(
        store.createUser(email, run.flag("name"), org, run.flag("role", "member")),
        [](const User& u) { return toJson(u); });
  }
  if (n == "user" && v == "remove") {
    SEO_REQUIRE(org, "org");
    SEO_REQUIRE(user, "user");
    return run.done(store.removeMember(org, user),
                    "user " + user + " removed from organization " + org);
  }
  if (n == "user" && v == "list") {
    return run.emit<std::vector<User>>(store.listUsers(run.flag("org")), listJson<User>);
  }
  if (n == "website" && v == "create") {
    SEO_REQUIRE(org, "org");
    SEO_REQUIRE(domain, "domain");
    return run.emit<Website>(
        store.createWebsite(org, domain, run.flag("name"), run.flag("language", "en")),
        [](const Website& w) { return toJson(w); });
  }
  if (n == "website" && v == "list") {
    return run.emit<std::vector<Website>>(store.listWebsites(run.flag("org")), listJson<Website>);
  }
  if (n == "key" && v == "create") {
    SEO_REQUIRE(org, "org");
    SEO_REQUIRE(user, "user");
    return run.emit<ApiKey>(store.createApiKey(user, org, run.flag("website"), run.flag("name")),
                            [](const ApiKey& k) { return toJson(k); });
  }
  if (n == "key" && v == "list") {
    return run.emit<std::vector<ApiKey>>(store.listApiKeys(run.flag("org")), listJson<ApiKey>);
  }
  if (n == "key" && (v == "deactivate" || v == "activate")) {
    SEO_REQUIRE(key, "key");
    return run.done(store.setApiKeyActive(key, v == "activate"), "API key " + key + " " + v + "d");
  }
  if (n == "credits" && v == "set") {
    SEO_REQUIRE(org, "org");
    SEO_REQUIRE(resource, "resource");
    SEO_REQUIRE(quota_text, "quota");
    long long quota = 0;
    try {
      std::size_t used = 0;
      quota = std::stoll(quota_text, &used);
      if (used != quota_text.size()) throw std::invalid_argument("trailing");
    } catch (const std::exception&) {
      return run.emit(Status::invalidArgument("--quota takes a whole number"));
    }
    return run.done(store.setQuota(org, resource, quota),
                    "organization " + org + ": " + resource + " quota " + quota_text);
  }
  if ((n == "usage" && v == "show") || (n == "credits" && v == "show")) {
    SEO_REQUIRE(org, "org");
    if (auto found = store.findOrganization(org); !found.isOk()) return run.emit(found.status());
    return run.emit<std::vector<Bucket>>(listBuckets(db, org), listJson<Bucket>);
  }
  return run.emit(Status::invalidArgument("unknown command: " + n + " " + v + "\n" + kCliUsage));
}

// seoctl secrets rotate: a new current key, then every stored connection sealed with it. The old
// keys stay in the file so that secrets plugins sealed under them still open; a key line may be
// removed once nothing needs it (docs/security.md). Never prints a key or a secret.
int runSecretsCommand(const CliArgs& args, const Config& config, Database& db, Runner& run) {
  if (args.verb != "rotate") {
    return run.emit(Status::invalidArgument("unknown command: secrets " + args.verb + "\n" +
                                            kCliUsage));
  }
  Result<std::string> added = Sealer::addKey(config.secret_key_file);
  if (!added.isOk()) return run.emit(added.status());
  auto keys = Sealer::fromKeyFile(config.secret_key_file);
  if (!keys.isOk()) return run.emit(keys.status());
  Result<int> resealed = resealConnections(db, *keys.value());
  if (!resealed.isOk()) return run.emit(resealed.status());
  Doc report(rapidjson::kObjectType);
  auto& a = report.GetAllocator();
  report.AddMember("key_id", string(added.value(), a), a);
  report.AddMember("key_file", string(config.secret_key_file, a), a);
  report.AddMember("connections_resealed", resealed.value(), a);
  Result<Doc> done = std::move(report);
  return run.emit<Doc>(done, [](const Doc& d) {
    Doc copy;
    copy.CopyFrom(d, copy.GetAllocator());
    return copy;
  });
}

bool isCoreNoun(const std::string& noun) {
  static const char* const kNouns[] = {"migrate", "plan", "org",     "user",
                                       "website", "key",  "credits", "usage"};
  for (const char* n : kNouns) {
    if (noun == n) return true;
  }
  return false;
}

// The commands plugins add run with the server's own host services, after the plugins'
// migrations, exactly as the server would load them.
int runPluginCommand(const CliArgs& args, const Config& config, Database& db, Runner& run,
                     std::ostream& out) {
  std::filesystem::path directory = pluginDirectory(config);
  std::filesystem::path copies = std::filesystem::temp_directory_path() /
                                 ("seoctl-plugins-" + std::to_string(::getpid()));
  auto keys = Sealer::fromKeyFile(config.secret_key_file);
  if (!keys.isOk()) return run.emit(keys.status());
  int code = 0;
  {
    PluginManager plugins(db, directory, copies);
    if (Status s = addWebhooksComponent(plugins, config); !s.isOk()) return run.emit(s);
    plugins.load(pluginsToLoad(config));
    std::shared_ptr<const Catalog> catalog = plugins.current();
    HostImpl host(db, plugins, config.outbound, config.providers, config.settings,
                  std::move(keys).value());
    if (args.noun == "openapi") {
      out << catalog->openapi << "\n";
    } else if (args.noun == "commands") {
      Doc list(rapidjson::kArrayType);
      auto& a = list.GetAllocator();
      for (const auto& [key, entry] : catalog->commands) {
        rapidjson::Value item(rapidjson::kObjectType);
        item.AddMember("command", string("seoctl " + key, a), a);
        item.AddMember("usage", string(entry->command.usage, a), a);
        list.PushBack(item, a);
      }
      Result<Doc> listed = std::move(list);
      code = run.emit<Doc>(listed, [](const Doc& d) {
        Doc copy;
        copy.CopyFrom(d, copy.GetAllocator());
        return copy;
      });
    } else {
      auto found = catalog->commands.find(args.noun + " " + args.verb);
      if (found == catalog->commands.end()) {
        code = run.emit(Status::invalidArgument("unknown command: " + args.noun + " " + args.verb +
                                                " (seoctl commands lists the plugins' ones)\n" +
                                                kCliUsage));
      } else {
        seo::sdk::CommandContext ctx;
        ctx.name = args.verb;
        for (const auto& [k, v] : args.flags) ctx.flags.emplace_back(k, v);
        ctx.host = &host;
        Result<Doc> result = found->second->command.handler(ctx);
        code = run.emit<Doc>(result, [](const Doc& d) {
          Doc copy;
          copy.CopyFrom(d, copy.GetAllocator());
          return copy;
        });
      }
    }
  }
  std::error_code ec;
  std::filesystem::remove_all(copies, ec);
  return code;
}

// `plugins list|reload`: asks the running server through its control socket.
int runPluginsCommand(const CliArgs& args, const Config& config, Runner& run,
                      std::ostream& out) {
  std::string request;
  if (args.verb == "list") {
    request = "plugins";
  } else if (args.verb == "reload") {
    request = "reload " + run.flag("name");
  } else {
    return run.emit(Status::invalidArgument("unknown command: plugins " + args.verb + "\n" +
                                            kCliUsage));
  }
  std::string socket = run.flag("socket", config.control_socket);
  if (socket.empty()) {
    return run.emit(Status::invalidArgument(
        "no control socket: set control_socket in the configuration or pass --socket"));
  }
  Result<std::string> answer = controlRequest(socket, request, std::chrono::minutes(5));
  if (!answer.isOk()) return run.emit(answer.status());
  Doc doc;
  doc.Parse(answer.value().c_str());
  if (doc.HasParseError() || !doc.IsObject()) {
    return run.emit(Status::internal("the server answered something else than JSON: " +
                                     answer.value()));
  }
  if (doc.HasMember("error") && doc["error"].IsString()) {
    return run.emit(Status::conflict(doc["error"].GetString()));
  }
  bool refused = false;
  if (doc.HasMember("changes") && doc["changes"].IsArray()) {
    for (const auto& c : doc["changes"].GetArray()) {
      std::string action = c["action"].GetString();
      refused = refused || action == "refused" || action == "kept";
    }
  }
  if (args.json) {
    printJson(out, doc);
  } else if (doc.HasMember("changes")) {
    printHuman(out, doc["changes"]);
    out << "took " << static_cast<long long>(doc["duration_ms"].GetDouble() + 0.5) << " ms\n";
  } else {
    // A table has no room for the route lists: their lengths (--json has them whole).
    for (auto& plugin : doc["plugins"].GetArray()) {
      if (plugin.HasMember("routes") && plugin["routes"].IsArray()) {
        plugin["routes"].SetInt64(static_cast<std::int64_t>(plugin["routes"].Size()));
      }
    }
    printHuman(out, doc["plugins"]);
  }
  return refused ? 1 : 0;
}

}  // namespace

int runCommand(const CliArgs& args, const Config& config, std::ostream& out, std::ostream& err) {
  Runner run(args, out, err);
  if (args.noun == "plugins") return runPluginsCommand(args, config, run, out);
  // A plugin's command may hold a session while it opens a transaction.
  auto opened = Database::open(config.database_url, 4);
  if (!opened.isOk()) return run.emit(opened.status());
  std::unique_ptr<Database> db = std::move(opened).value();
  if (Status s = applyMigrations(*db, kCoreComponent, coreMigrations()); !s.isOk()) {
    return run.emit(s);
  }
  if (args.noun == "secrets") return runSecretsCommand(args, config, *db, run);
  if (!isCoreNoun(args.noun)) return runPluginCommand(args, config, *db, run, out);
  TenantStore store(*db, config.default_quotas);
  return dispatch(args, *db, store, run);
}

}  // namespace seo::core
