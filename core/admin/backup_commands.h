// `seoctl backup FILE` and `seoctl restore FILE`: one archive (tar.gz) holding what a server
// cannot be rebuilt without, taken while it serves.
//
//   backup.json        what the archive holds: format, time, server version, backend, migrations
//   seo.db             SQLite: a consistent copy (VACUUM INTO: one read snapshot, writers go on)
//   secret.key         the key file the stored secrets are sealed with (without it they are lost)
//   seo-server.jsonc   the configuration file the command read, when there is one
//
// On PostgreSQL the archive holds the key file and the configuration; the database is dumped with
// pg_dump, which the answer spells out. Restore writes the database and the key file where the
// configuration puts them, and refuses to overwrite: not while a server answers on the control
// socket, not over an existing database, not over a different key file.
#pragma once

#include <span>

#include "core/admin/cli_command.h"

namespace seo::core {

std::span<const CliCommand> backupCommands();

}  // namespace seo::core
