#include "core/console/console_component.h"

#include <memory>

#include "console_web.h"  // generated from core/console/web/ (core/CMakeLists.txt)
#include "core/auth/user_links.h"
#include "core/console/api_key_routes.h"
#include "core/console/auth_routes.h"
#include "core/console/connection_routes.h"
#include "core/console/console_api_examples.h"
#include "core/console/member_routes.h"
#include "core/console/profile_routes.h"
#include "core/console/two_factor_routes.h"
#include "core/console/usage_routes.h"
#include "core/console/website_routes.h"
#include "core/loader/registrations.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::core {

namespace {

namespace doc = seo::sdk::doc;
using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::json::string;

constexpr std::string_view kPageSchema = R"j({"type": "object",
  "required": ["id", "title", "section", "order", "plugin", "module_url"],
  "properties": {
    "id": {"type": "string", "description": "the page's address in the console: /console/#/<id>"},
    "title": {"type": "string"},
    "section": {"type": "string", "description": "the navigation group"},
    "order": {"type": "integer", "description": "its place in the group, lowest first"},
    "plugin": {"type": "string", "description": "the plugin that brings it"},
    "module_url": {"type": "string",
                   "description": "its ES module; the address changes with the module's content"}}})j";

Result<Response> onListPages(PluginManager& plugins) {
  std::shared_ptr<const Catalog> catalog = plugins.current();
  rapidjson::Document d(rapidjson::kArrayType);
  auto& a = d.GetAllocator();
  for (const ConsolePageEntry& entry : catalog->console_pages) {
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("id", string(entry.page.id, a), a);
    v.AddMember("title", string(entry.page.title, a), a);
    v.AddMember("section", string(entry.page.section, a), a);
    v.AddMember("order", entry.page.order, a);
    v.AddMember("plugin", string(entry.plugin, a), a);
    v.AddMember("module_url", string(entry.module_url, a), a);
    d.PushBack(v, a);
  }
  return Response::data(std::move(d));
}

// The host's own pages, registered as a plugin registers its own: each a module served as a file
// of the API, listed in the navigation, where the host's sections lead (shell.js).
void registerConsolePages(Registrations& r) {
  struct HostPage {
    const char* id;
    const char* title;
    const char* section;
    std::string_view module;
  };
  const HostPage pages[] = {
      {"overview", "Overview", "Console", console_web::kOverviewJs},
      {"websites", "Websites", "Account", console_web::kWebsitesJs},
      {"api-keys", "API keys", "Account", console_web::kApiKeysJs},
      {"members", "Members", "Account", console_web::kMembersJs},
      {"integrations", "Integrations", "Account", console_web::kIntegrationsJs},
      {"usage", "Usage and billing", "Account", console_web::kUsageJs},
      {"security", "Profile and security", "Account", console_web::kSecurityJs},
  };
  int order = 0;
  for (const HostPage& page : pages) {
    const std::string path = std::string("/console/pages/") + page.id + ".js";
    r.asset({path, "text/javascript; charset=utf-8", std::string(page.module), 3600});
    r.consolePage({page.id, page.title, page.section, order++, path});
  }
}

}  // namespace

SessionPolicy sessionPolicyOf(const ConsoleConfig& config) {
  return SessionPolicy{std::chrono::seconds(std::int64_t{config.session_idle_days} * 86400),
                       std::chrono::seconds(std::int64_t{config.session_max_days} * 86400)};
}

std::string consoleUrl(const ConsoleConfig& config, int port) {
  if (!config.public_url.empty()) return config.public_url;
  return "http://localhost:" + std::to_string(port);
}

std::string setPasswordLink(const std::string& console_url, const std::string& token) {
  return console_url + "/console/#/set-password/" + token;
}

seo::sdk::Status addConsoleComponent(PluginManager& plugins, Database& db,
                                     const ConsoleConfig& config) {
  auto auth = std::make_shared<ConsoleAuth>(db, sessionPolicyOf(config),
                                            sessionCookieFor(config.public_url),
                                            config.sign_in_attempts_per_minute);
  Registrations r;
  registerAuthRoutes(r, auth);
  registerTwoFactorRoutes(r, auth);
  registerWebsiteRoutes(r, db);
  registerApiKeyRoutes(r, db);
  registerMemberRoutes(r, db, config);
  registerUsageRoutes(r, db);
  registerOrganizationRoutes(r, db);
  registerConnectionRoutes(r, db, plugins);
  registerProfileRoutes(r, db);
  registerConsolePages(r);
  r.schema("ConsolePage", std::string(kPageSchema));
  r.route("GET", "/console/pages", [&plugins](RequestContext&) { return onListPages(plugins); })
      .openToEveryTier()
      .withoutWebsite()
      .summary("The console's pages",
               "The console's own pages (plugin `console`) and those the plugins loaded now "
               "bring, in the order of the navigation: a hot swap adds or removes them.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("ConsolePage"))), "The pages")
      .answerExample(200, console_examples::kGetConsolePages200);
  // Ended sessions and spent links are deleted by the host's retention pruner, once they end.
  r.prune_steps.push_back({"ended console sessions", [&db](seo::sdk::Host&, int batch) {
                             return pruneEndedSessions(db, batch);
                           }});
  r.prune_steps.push_back({"ended set-password links", [&db](seo::sdk::Host&, int batch) {
                             return pruneEndedUserLinks(db, batch);
                           }});
  auto build = builtInBuild("console", r);
  if (!build.isOk()) return build.status();
  return plugins.addBuiltIn(build.value());
}

}  // namespace seo::core
