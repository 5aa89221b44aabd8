#include "core/admin/backup_commands.h"

#include <archive.h>
#include <archive_entry.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/server/control_socket.h"
#include "core/storage/database.h"
#include "core/common/json_text.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {
namespace {

namespace fs = std::filesystem;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using Doc = rapidjson::Document;

constexpr const char* kManifest = "backup.json";
constexpr const char* kDatabase = "seo.db";
constexpr const char* kKeyFile = "secret.key";
constexpr const char* kConfiguration = "seo-server.jsonc";
constexpr int kFormat = 1;

// A libarchive handle, freed however the command ends.
struct ArchiveFree {
  bool writing;
  void operator()(archive* a) const {
    if (writing) {
      archive_write_free(a);
    } else {
      archive_read_free(a);
    }
  }
};
using ArchivePtr = std::unique_ptr<archive, ArchiveFree>;

Status archiveError(archive* a, const std::string& what) {
  const char* message = archive_error_string(a);
  return Status::internal(what + ": " + (message ? message : "unknown archive error"));
}

// A folder beside `near` (same file system, so a rename finishes the job) removed at the end.
class ScratchDir {
 public:
  explicit ScratchDir(const fs::path& near) {
    fs::path parent = near.parent_path().empty() ? fs::current_path() : near.parent_path();
    path_ = parent / ("." + near.filename().string() + ".partial-" + randomHex(6));
    fs::create_directory(path_);
    fs::permissions(path_, fs::perms::owner_all, fs::perm_options::replace);
  }
  ~ScratchDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// Adds the file `from` to `a` as `name`, owner-only.
Status addFile(archive* a, const std::string& name, const fs::path& from) {
  std::ifstream in(from, std::ios::binary);
  if (!in) return Status::internal("cannot read " + from.string());
  std::unique_ptr<archive_entry, void (*)(archive_entry*)> entry(archive_entry_new(),
                                                                 archive_entry_free);
  archive_entry_set_pathname(entry.get(), name.c_str());
  archive_entry_set_size(entry.get(), static_cast<la_int64_t>(fs::file_size(from)));
  archive_entry_set_filetype(entry.get(), AE_IFREG);
  archive_entry_set_perm(entry.get(), 0600);
  archive_entry_set_mtime(entry.get(), std::time(nullptr), 0);
  if (archive_write_header(a, entry.get()) != ARCHIVE_OK) return archiveError(a, name);
  std::vector<char> buffer(1 << 16);
  while (in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    std::streamsize n = in.gcount();
    if (n > 0 && archive_write_data(a, buffer.data(), static_cast<std::size_t>(n)) != n) {
      return archiveError(a, name);
    }
  }
  return Status::ok();
}

Status writeText(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) return Status::internal("cannot write " + path.string());
  return Status::ok();
}

// The highest migration of each component, as the database records them.
Result<std::map<std::string, int>> migrationsOf(Database& db) {
  std::map<std::string, int> versions;
  Status s = db.withSession([&](soci::session& sql) {
    std::string component;
    int version = 0;
    soci::statement st = (sql.prepare << "SELECT component, MAX(version) FROM schema_migrations "
                                         "GROUP BY component",
                          soci::into(component), soci::into(version));
    st.execute();
    while (st.fetch()) versions[component] = version;
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return versions;
}

// The URL without its password, to show in a command line.
std::string withoutPassword(const std::string& url) {
  std::size_t scheme = url.find("://");
  std::size_t at = url.find('@');
  if (scheme == std::string::npos || at == std::string::npos) return url;
  std::size_t colon = url.find(':', scheme + 3);
  if (colon == std::string::npos || colon > at) return url;
  return url.substr(0, colon) + url.substr(at);
}

Result<Doc> backupOrThrow(CliContext& ctx) {
  const std::string file = ctx.run.args().verb;
  if (file.empty()) return Status::invalidArgument("usage: seoctl backup FILE");
  const fs::path target = fs::absolute(file);
  if (fs::exists(target)) {
    return Status::invalidArgument(file + " exists: a backup never replaces a file; name another");
  }
  const bool sqlite = ctx.db->dialect() == Dialect::Sqlite;
  ScratchDir scratch(target);
  std::vector<std::string> files;

  if (sqlite) {
    // One read snapshot of the whole database: consistent, while the server keeps writing.
    const std::string copy = (scratch.path() / kDatabase).string();
    SEO_RETURN_IF_ERROR(ctx.db->withSession([&](soci::session& sql) {
      sql << "VACUUM INTO :file", soci::use(copy);
      return Status::ok();
    }));
    files.push_back(kDatabase);
  }
  if (!fs::exists(ctx.config.secret_key_file)) {
    return Status::invalidArgument("no key file at " + ctx.config.secret_key_file +
                                   " (secrets.key_file): nothing sealed can be restored without "
                                   "it; point the configuration at it");
  }
  files.push_back(kKeyFile);
  if (!ctx.config.source_path.empty()) files.push_back(kConfiguration);

  SEO_ASSIGN_OR_RETURN(auto migrations, migrationsOf(*ctx.db));
  Doc manifest(rapidjson::kObjectType);
  auto& m = manifest.GetAllocator();
  manifest.AddMember("format", kFormat, m);
  manifest.AddMember("created_at", string(isoNow(), m), m);
  manifest.AddMember("server_version", string(SEO_SERVER_VERSION, m), m);
  manifest.AddMember("backend", rapidjson::StringRef(sqlite ? "sqlite" : "postgresql"), m);
  rapidjson::Value versions(rapidjson::kObjectType);
  for (const auto& [component, version] : migrations) {
    versions.AddMember(string(component, m), rapidjson::Value(version), m);
  }
  manifest.AddMember("migrations", versions, m);
  rapidjson::Value listed(rapidjson::kArrayType);
  for (const std::string& f : files) listed.PushBack(string(f, m), m);
  manifest.AddMember("files", listed, m);
  SEO_RETURN_IF_ERROR(writeText(scratch.path() / kManifest, jsonText(manifest)));

  // Written beside the target and renamed: a backup that failed half-way leaves no FILE.
  const fs::path partial = scratch.path() / "archive.tar.gz";
  {
    ArchivePtr a(archive_write_new(), ArchiveFree{true});
    if (archive_write_add_filter_gzip(a.get()) != ARCHIVE_OK ||
        archive_write_set_format_pax_restricted(a.get()) != ARCHIVE_OK ||
        archive_write_open_filename(a.get(), partial.c_str()) != ARCHIVE_OK) {
      return archiveError(a.get(), partial.string());
    }
    SEO_RETURN_IF_ERROR(addFile(a.get(), kManifest, scratch.path() / kManifest));
    if (sqlite) SEO_RETURN_IF_ERROR(addFile(a.get(), kDatabase, scratch.path() / kDatabase));
    SEO_RETURN_IF_ERROR(addFile(a.get(), kKeyFile, ctx.config.secret_key_file));
    if (!ctx.config.source_path.empty()) {
      SEO_RETURN_IF_ERROR(addFile(a.get(), kConfiguration, ctx.config.source_path));
    }
    if (archive_write_close(a.get()) != ARCHIVE_OK) return archiveError(a.get(), file);
  }
  fs::permissions(partial, fs::perms::owner_read | fs::perms::owner_write,
                  fs::perm_options::replace);
  fs::rename(partial, target);

  Doc report(rapidjson::kObjectType);
  auto& a = report.GetAllocator();
  report.AddMember("archive", string(target.string(), a), a);
  report.AddMember("bytes", static_cast<std::int64_t>(fs::file_size(target)), a);
  rapidjson::Value names(rapidjson::kArrayType);
  for (const std::string& f : files) names.PushBack(string(f, a), a);
  report.AddMember("files", names, a);
  if (!sqlite) {
    report.AddMember(
        "database",
        string("not in the archive: dump PostgreSQL with pg_dump --format=custom --file=seo.dump '" +
                   withoutPassword(ctx.config.database_url) +
                   "' (consistent while the server runs), and keep it with this archive",
               a),
        a);
  }
  return report;
}

Result<std::string> readSmall(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::internal("cannot read " + path.string());
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return text;
}

// Extracts the archive's known files into `dir`; anything else in it is refused.
Result<std::set<std::string>> extract(const std::string& file, const fs::path& dir) {
  ArchivePtr a(archive_read_new(), ArchiveFree{false});
  archive_read_support_filter_gzip(a.get());
  archive_read_support_format_tar(a.get());
  if (archive_read_open_filename(a.get(), file.c_str(), 1 << 16) != ARCHIVE_OK) {
    return archiveError(a.get(), file);
  }
  const std::set<std::string> known = {kManifest, kDatabase, kKeyFile, kConfiguration};
  std::set<std::string> found;
  archive_entry* entry = nullptr;
  int r = ARCHIVE_OK;
  while ((r = archive_read_next_header(a.get(), &entry)) == ARCHIVE_OK) {
    const std::string name = archive_entry_pathname(entry);
    if (!known.count(name) || archive_entry_filetype(entry) != AE_IFREG || found.count(name)) {
      return Status::invalidArgument(file + " is not a seoctl backup: it holds " + name);
    }
    const fs::path out_path = dir / name;
    int fd = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) return Status::internal("cannot write " + out_path.string());
    int written = archive_read_data_into_fd(a.get(), fd);
    bool synced = ::fsync(fd) == 0;
    ::close(fd);
    if (written != ARCHIVE_OK || !synced) return archiveError(a.get(), file + ": " + name);
    found.insert(name);
  }
  if (r != ARCHIVE_EOF) return archiveError(a.get(), file);
  if (!found.count(kManifest) || !found.count(kKeyFile)) {
    return Status::invalidArgument(file + " is not a seoctl backup: no backup.json or secret.key");
  }
  return found;
}

Result<Doc> restoreOrThrow(CliContext& ctx) {
  const std::string file = ctx.run.args().verb;
  if (file.empty()) return Status::invalidArgument("usage: seoctl restore FILE");
  if (!fs::exists(file)) return Status::invalidArgument("no file " + file);
  // Never under a running server: it would go on with the data it has open.
  if (!ctx.config.control_socket.empty() && fs::exists(ctx.config.control_socket) &&
      controlRequest(ctx.config.control_socket, "plugins", std::chrono::seconds(2)).isOk()) {
    return Status::conflict("a server is running on this install (its control socket " +
                            ctx.config.control_socket + " answers): stop it, then restore");
  }
  const std::string database = sqliteFileOf(ctx.config.database_url);
  if (!database.empty()) {
    for (const char* suffix : {"", "-wal", "-journal"}) {
      if (fs::exists(database + suffix)) {
        return Status::conflict("the database " + database + suffix +
                                " exists: a restore never replaces data; move it away first");
      }
    }
  }
  const fs::path key_file = fs::absolute(ctx.config.secret_key_file);
  fs::create_directories(key_file.parent_path());
  ScratchDir scratch(key_file);
  SEO_ASSIGN_OR_RETURN(std::set<std::string> found, extract(file, scratch.path()));
  SEO_ASSIGN_OR_RETURN(std::string manifest_text, readSmall(scratch.path() / kManifest));
  Doc manifest;
  manifest.Parse(manifest_text.c_str());
  if (manifest.HasParseError() || !manifest.IsObject() || !manifest.HasMember("format") ||
      !manifest["format"].IsInt() || !manifest.HasMember("backend") ||
      !manifest["backend"].IsString()) {
    return Status::invalidArgument(file + ": its backup.json is not one seoctl writes");
  }
  if (manifest["format"].GetInt() != kFormat) {
    return Status::invalidArgument(file + ": backup format " +
                                   std::to_string(manifest["format"].GetInt()) +
                                   ", this seoctl reads format " + std::to_string(kFormat));
  }
  const std::string backend = manifest["backend"].GetString();
  if ((backend == "sqlite") != !database.empty()) {
    return Status::invalidArgument(file + " is a backup of a " + backend +
                                   " install; the configuration's database is " +
                                   (database.empty() ? "PostgreSQL" : "SQLite"));
  }
  if (backend == "sqlite" && !found.count(kDatabase)) {
    return Status::invalidArgument(file + ": a SQLite backup without its database");
  }
  SEO_ASSIGN_OR_RETURN(std::string key, readSmall(scratch.path() / kKeyFile));
  if (fs::exists(key_file)) {
    SEO_ASSIGN_OR_RETURN(std::string present, readSmall(key_file));
    if (present != key) {
      return Status::conflict("a different key file is at " + key_file.string() +
                              ": secrets sealed with either would be lost; move it away first");
    }
  }

  // The database first, then the key: renames on one file system, each whole or absent.
  if (!database.empty()) {
    fs::path to = fs::absolute(database);
    fs::create_directories(to.parent_path());
    fs::rename(scratch.path() / kDatabase, to);
  }
  if (!fs::exists(key_file)) fs::rename(scratch.path() / kKeyFile, key_file);

  Doc report(rapidjson::kObjectType);
  auto& a = report.GetAllocator();
  report.AddMember("restored_from", string(file, a), a);
  if (manifest.HasMember("created_at") && manifest["created_at"].IsString()) {
    report.AddMember("taken_at", string(manifest["created_at"].GetString(), a), a);
  }
  report.AddMember("key_file", string(key_file.string(), a), a);
  if (!database.empty()) {
    report.AddMember("database", string(fs::absolute(database).string(), a), a);
  } else {
    report.AddMember("database",
                     string("not in the archive: restore the pg_dump taken with it into an empty "
                            "database (pg_restore --no-owner --dbname='" +
                                withoutPassword(ctx.config.database_url) + "' seo.dump)",
                            a),
                     a);
  }
  if (found.count(kConfiguration)) {
    report.AddMember("configuration",
                     string("the configuration it was taken with is in the archive: tar -xzf " +
                                file + " seo-server.jsonc",
                            a),
                     a);
  }
  return report;
}

// A folder that cannot be made or read answers like any other refusal, not with a crash.
Result<Doc> backup(CliContext& ctx) {
  try {
    return backupOrThrow(ctx);
  } catch (const fs::filesystem_error& e) {
    return Status::invalidArgument(e.what());
  }
}

Result<Doc> restore(CliContext& ctx) {
  try {
    return restoreOrThrow(ctx);
  } catch (const fs::filesystem_error& e) {
    return Status::invalidArgument(e.what());
  }
}

constexpr CliCommand kCommands[] = {
    {"backup", "", "FILE",
     "an archive of the database (SQLite), the\nsecret key file and the configuration, "
     "taken\nwhile the server runs",
     true, answered<backup>, true},
    {"restore", "", "FILE",
     "the database and key file of a backup, where\nthe configuration puts them; never "
     "over\nexisting data or a running server",
     false, answered<restore>, true},
};

}  // namespace

std::span<const CliCommand> backupCommands() { return kCommands; }

}  // namespace seo::core
