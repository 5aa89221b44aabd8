#include "core/admin/commands.h"

#include <memory>
#include <sstream>
#include <vector>

#include "core/admin/backup_commands.h"
#include "core/admin/server_commands.h"
#include "core/admin/tenancy_commands.h"
#include "core/storage/core_schema.h"
#include "core/storage/database.h"
#include "core/storage/migrator.h"

namespace seo::core {
namespace {

using seo::sdk::Status;

// The help's order: migrations, tenancy, the server's other commands, backups.
std::vector<CliCommand> allCommands() {
  std::vector<CliCommand> all;
  std::span<const CliCommand> server = serverCommands();
  all.push_back(server.front());  // migrate
  for (const CliCommand& c : tenancyCommands()) all.push_back(c);
  all.insert(all.end(), server.begin() + 1, server.end());
  for (const CliCommand& c : backupCommands()) all.push_back(c);
  return all;
}

const CliCommand* find(const std::vector<CliCommand>& commands, const CliArgs& args) {
  for (const CliCommand& c : commands) {
    if (c.noun == args.noun && (c.verb == args.verb || c.verb_is_argument)) return &c;
  }
  return nullptr;
}

bool isCoreNoun(const std::vector<CliCommand>& commands, const std::string& noun) {
  for (const CliCommand& c : commands) {
    if (c.noun == noun) return true;
  }
  return false;
}

}  // namespace

std::string cliUsage() {
  constexpr std::size_t kHelpColumn = 50;
  std::ostringstream text;
  text << "usage: seoctl [--database URL] [--config FILE] [--json] COMMAND\n\n";
  auto line = [&](std::string command, std::string_view help) {
    command = "  " + command;
    if (help.empty()) {
      text << command << "\n";
      return;
    }
    if (command.size() + 1 > kHelpColumn) {
      text << command << "\n";
      command.clear();
    }
    command.resize(kHelpColumn, ' ');
    std::size_t start = 0;
    while (start <= help.size()) {
      std::size_t end = help.find('\n', start);
      if (end == std::string_view::npos) end = help.size();
      text << (start == 0 ? command : std::string(kHelpColumn, ' '))
           << help.substr(start, end - start) << "\n";
      start = end + 1;
    }
  };
  for (const CliCommand& c : allCommands()) {
    std::string command(c.noun);
    for (std::string_view part : {c.verb, c.usage}) {
      if (!part.empty()) command += " " + std::string(part);
    }
    line(command, c.help);
  }
  line("PLUGIN COMMAND [--flag VALUE ...]", "run one of them");
  text << "\n"
          "The database is the server's: --database, else SEO_DATABASE_URL, else the "
          "configuration\n"
          "file (default config/seo-server.jsonc). `plugins` talks to the running server through "
          "its\n"
          "control socket: --socket, else SEO_CONTROL_SOCKET, else the configuration's "
          "control_socket.\n";
  return text.str();
}

int runCommand(const CliArgs& args, const Config& config, std::ostream& out, std::ostream& err) {
  CliRunner run(args, out, err);
  std::vector<CliCommand> commands = allCommands();
  const CliCommand* command = find(commands, args);
  if (command == nullptr && isCoreNoun(commands, args.noun)) {
    return run.fail(Status::invalidArgument("unknown command: " + args.noun + " " + args.verb +
                                            "\n" + cliUsage()));
  }
  CliContext ctx{config, run, out};
  if (command != nullptr && !command->uses_database) return command->handler(ctx);
  // A plugin's command may hold a session while it opens a transaction: up to four connections,
  // the second and later opened only if a command leases them.
  auto opened = Database::open(config.database_url, 4, 1);
  if (!opened.isOk()) return run.fail(opened.status());
  std::unique_ptr<Database> db = std::move(opened).value();
  if (Status s = applyMigrations(*db, kCoreComponent, coreMigrations()); !s.isOk()) {
    return run.fail(s);
  }
  ctx.db = db.get();
  return command != nullptr ? command->handler(ctx) : runPluginCommand(ctx);
}

}  // namespace seo::core
