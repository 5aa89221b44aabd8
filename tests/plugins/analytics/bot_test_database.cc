#include "tests/plugins/analytics/bot_test_database.h"

#include <soci/sqlite3/soci-sqlite3.h>

#include "plugins/analytics/schema.h"

namespace seo::plugins::analytics {

seo::sdk::Status CountingHost::runInTransaction(const seo::sdk::SessionFn& fn) {
  if (before_transaction) before_transaction();
  if (++transactions != fail_transaction) return FakeHost::runInTransaction(fn);
  return FakeHost::runInTransaction([&](soci::session& s) {
    seo::sdk::Status ignored = fn(s);  // written, then rolled back
    (void)ignored;
    return seo::sdk::Status::unavailable("database is gone");
  });
}

BotTestDatabase::BotTestDatabase() {
  sql.open(soci::sqlite3, ":memory:");
  sql << "CREATE TABLE websites (id TEXT PRIMARY KEY)";
  sql << "INSERT INTO websites (id) VALUES ('site-a'), ('site-b')";
  for (const seo::sdk::Migration& m : migrations()) {
    for (const std::string& statement : m.statements) sql << statement;
  }
  for (const char* id : {"site-a", "site-b"}) {
    seo::sdk::WebsiteInfo site;
    site.id = id;
    site.organization_id = std::string("org-") + id;
    site.domain = std::string(id) + ".example";
    host.websites[id] = site;
  }
}

std::string BotTestDatabase::scalar(const std::string& query) {
  std::string value;
  soci::indicator ind = soci::i_ok;
  sql << "SELECT CAST((" + query + ") AS TEXT)", soci::into(value, ind);
  return sql.got_data() && ind == soci::i_ok ? value : "";
}

}  // namespace seo::plugins::analytics
