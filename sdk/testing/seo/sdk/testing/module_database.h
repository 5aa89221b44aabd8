// File: testing/module_database.h
// An in-memory SQLite database for a module's unit tests, shaped as the host's is for a module:
// a stub of the one core table a module may reference (`websites`, for `REFERENCES
// websites(id)`), foreign keys on, and the module's own migrations applied as the host applies
// them. Pair it with FakeHost:
//
//   seo::sdk::testing::ModuleDatabase db;
//   seo::sdk::testing::FakeRegistrar r;
//   ASSERT_TRUE(mymodule::onRegister(r).isOk());
//   ASSERT_TRUE(db.apply(r.migrations).isOk());
//   seo::sdk::testing::FakeHost host(db.session());
//   seo::sdk::WebsiteInfo site = db.addWebsite(host, "example.com");
//
// Needs SOCI's SQLite backend (libsoci_sqlite3) at run time.
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <soci/soci.h>

#include "seo/sdk/plugin.h"
#include "seo/sdk/testing/fake_host.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class ModuleDatabase {
 public:
  ModuleDatabase() : sql_(std::make_unique<soci::session>("sqlite3", ":memory:")) {
    *sql_ << "PRAGMA foreign_keys=ON";
    *sql_ << "CREATE TABLE websites (id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, "
             "domain TEXT NOT NULL, name TEXT NOT NULL, language TEXT NOT NULL DEFAULT 'en', "
             "created_at TEXT NOT NULL DEFAULT '')";
  }

  soci::session& session() { return *sql_; }

  // Applies `migrations` in version order, each in its own transaction, as the host does; the
  // first that fails stops the rest and is returned (naming its version).
  Status apply(std::vector<Migration> migrations) {
    std::sort(migrations.begin(), migrations.end(),
              [](const Migration& a, const Migration& b) { return a.version < b.version; });
    for (const Migration& m : migrations) {
      try {
        soci::transaction tx(*sql_);
        for (const std::string& statement : m.statements) *sql_ << statement;
        tx.commit();
      } catch (const std::exception& e) {
        return Status::internal("migration " + std::to_string(m.version) + " (" + m.name +
                                "): " + e.what());
      }
    }
    return Status::ok();
  }

  // A website row and its WebsiteInfo in `host` (so Host::findWebsite finds it), with a fresh id.
  WebsiteInfo addWebsite(FakeHost& host, const std::string& domain,
                         const std::string& language = "en",
                         const std::string& organization_id = "org-1") {
    WebsiteInfo site{host.newId(), organization_id, domain, domain, language};
    *sql_ << "INSERT INTO websites (id, organization_id, domain, name, language) "
             "VALUES (:i, :o, :d, :n, :l)",
        soci::use(site.id), soci::use(site.organization_id), soci::use(site.domain),
        soci::use(site.name), soci::use(site.language);
    host.websites[site.id] = site;
    return site;
  }

 private:
  std::unique_ptr<soci::session> sql_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
