// The web console's component of the host, registered like a plugin (catalog.h's builtInBuild)
// under the name "console": signing in and out, the sessions of a user, passwords, and the list
// of console pages the loaded plugins bring. It lives in the host, not in a plugin, because
// everything it touches (users, memberships, sessions, passwords) is the host's: plugins never
// read those tables, and the session it starts is what the host's authentication stage reads.
#pragma once

#include <string>

#include "core/auth/session_store.h"
#include "core/config/config.h"
#include "core/loader/plugin_manager.h"
#include "core/storage/database.h"

namespace seo::core {

// Adds the component to `plugins` (before its first load). `db` and `plugins` outlive every
// request the component serves.
seo::sdk::Status addConsoleComponent(PluginManager& plugins, Database& db,
                                     const ConsoleConfig& config);

// The session policy and cookie of `config`, which the dispatcher's authentication stage and the
// component share.
SessionPolicy sessionPolicyOf(const ConsoleConfig& config);

// The console's address: console.public_url, else http://localhost:<port>.
std::string consoleUrl(const ConsoleConfig& config, int port);
// The console page that sets a password with the single-use link token `token`. The token
// rides in the fragment, which browsers never send to a server (nor in a Referer).
std::string setPasswordLink(const std::string& console_url, const std::string& token);

}  // namespace seo::core
