// One seoctl command of the core, as a row of the table the CLI dispatches on and prints its
// help from: `seoctl <noun> <verb> <usage>`.
#pragma once

#include <istream>
#include <string_view>

#include "core/admin/cli_runner.h"
#include "core/config/config.h"

namespace seo::core {

class Database;

struct CliContext {
  const Config& config;
  CliRunner& run;
  std::ostream& out;
  Database* db = nullptr;  // the server's database, migrated; for commands that use it
  std::istream* in = nullptr;  // what a command reads (a password); null: std::cin
};

struct CliCommand {
  std::string_view noun;
  std::string_view verb;   // "" for a command of one word
  std::string_view usage;  // the flags: "--name NAME [--plan PLAN]"
  std::string_view help;   // what it does; "\n" starts another line of it
  bool uses_database;
  int (*handler)(CliContext&);
  // The word after the noun is the command's argument (`seoctl backup FILE`), not a verb.
  bool verb_is_argument = false;
};

// A handler that answers a Result<Document> (the usual case), as a table row's handler.
template <seo::sdk::Result<rapidjson::Document> (*Command)(CliContext&)>
int answered(CliContext& ctx) {
  return ctx.run.answer(Command(ctx));
}

}  // namespace seo::core
