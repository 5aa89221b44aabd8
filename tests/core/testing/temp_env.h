// Test scaffolding shared by the core unit tests: a temporary directory removed at the end of the
// test, a fresh database for it with the core migrations applied (a SQLite file in the directory,
// or a PostgreSQL database when the suite runs on PostgreSQL; see scratch_database.h), and a
// plugin folder assembled from the test plugins and the real ones.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/storage/core_schema.h"
#include "core/storage/database.h"
#include "core/storage/migrator.h"
#include "tests/core/testing/scratch_database.h"
#include "tests/testing/build_paths.h"

namespace seo::core::testing {

// A fresh directory from mkdtemp, removed with everything in it on destruction, and the test's
// databases, dropped with it.
class TempDir {
 public:
  TempDir() {
    std::string templ = (std::filesystem::temp_directory_path() / "seo-unit-XXXXXX").string();
    if (::mkdtemp(templ.data()) == nullptr) {
      ADD_FAILURE() << "mkdtemp failed for " << templ;
    }
    path_ = templ;
  }
  ~TempDir() {
    databases_.clear();
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::filesystem::path& path() const { return path_; }
  // "sqlite:///abs/dir/<name>", for what only SQLite has (files, folders).
  std::string sqliteUrl(const std::string& name = "test.db") const {
    return "sqlite://" + (path_ / name).string();
  }
  // The URL of this test's database called `name`, made empty on the first call: the SQLite
  // file `name` in the directory, or a new PostgreSQL database on PostgreSQL.
  std::string databaseUrl(const std::string& name = "test.db") {
    std::unique_ptr<ScratchDatabase>& db = databases_[name];
    if (!db) db = std::make_unique<ScratchDatabase>(path_ / name);
    return db->url();
  }

 private:
  std::filesystem::path path_;
  std::map<std::string, std::unique_ptr<ScratchDatabase>> databases_;
};

// Opens the test's database (see TempDir::databaseUrl); nullptr (and a test failure) when it
// cannot.
inline std::unique_ptr<Database> openDatabase(TempDir& dir, int pool_size = 4,
                                              bool core_schema = true) {
  auto opened = Database::open(dir.databaseUrl(), pool_size);
  if (!opened.isOk()) {
    ADD_FAILURE() << "cannot open database: " << opened.status().message();
    return nullptr;
  }
  std::unique_ptr<Database> db = std::move(opened).value();
  if (core_schema) {
    seo::sdk::Status s = applyMigrations(*db, kCoreComponent, coreMigrations());
    if (!s.isOk()) {
      ADD_FAILURE() << "core migrations failed: " << s.message();
      return nullptr;
    }
  }
  return db;
}

// One integer from a query that yields one row and column.
inline long long queryInt(Database& db, const std::string& sql_text) {
  long long value = -1;
  seo::sdk::Status s = db.withSession([&](soci::session& sql) {
    sql << sql_text, soci::into(value);
    return seo::sdk::Status::ok();
  });
  EXPECT_TRUE(s.isOk()) << sql_text << ": " << s.message();
  return value;
}

// True when a table named `table` exists (each dialect lists its tables in its own catalog).
inline bool tableExists(Database& db, const std::string& table) {
  if (db.dialect() == seo::sdk::Dialect::Postgresql) {
    return queryInt(db,
                    "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = "
                    "current_schema() AND table_name = '" +
                        table + "'") == 1;
  }
  return queryInt(db, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '" +
                          table + "'") == 1;
}

// The test plugins (probe, abi_mismatch, ...) and the real plugins (account, cms_webhook) are
// built in two folders; the plugin manager reads one, so copy the wanted ones into `dir`.
inline std::filesystem::path pluginFile(const std::string& name) {
  std::filesystem::path test_file =
      std::filesystem::path(seo::testing::testPluginDir()) / (name + ".so");
  if (std::filesystem::exists(test_file)) return test_file;
  return std::filesystem::path(seo::testing::pluginDir()) / (name + ".so");
}

inline void assemblePluginDir(const std::filesystem::path& dir,
                              const std::vector<std::string>& names) {
  std::filesystem::create_directories(dir);
  for (const std::string& name : names) {
    std::error_code ec;
    std::filesystem::copy_file(pluginFile(name), dir / (name + ".so"),
                               std::filesystem::copy_options::overwrite_existing, ec);
    EXPECT_FALSE(ec) << "cannot copy plugin " << name << ": " << ec.message();
  }
}

// Number of entries in `dir` (0 when it does not exist).
inline int countFiles(const std::filesystem::path& dir) {
  std::error_code ec;
  int n = 0;
  for (auto it = std::filesystem::directory_iterator(dir, ec);
       !ec && it != std::filesystem::directory_iterator(); ++it) {
    ++n;
  }
  return n;
}

}  // namespace seo::core::testing
