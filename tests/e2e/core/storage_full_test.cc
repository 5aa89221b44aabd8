// A full disk is an answer, not a crash (issue 32): with the SQLite file capped by
// ?max_page_count, writes answer 503 "Storage is full" (never a 500, never internals), reads
// keep working, /healthz reports `storage: full`, and once space is freed the server takes
// writes again by itself, without a restart.
#include <string>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/run_command.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

class StorageFullTest : public E2eTest {
 protected:
  std::string sqlite(const std::string& sql) {
    CommandResult r = runCommand({seo::testing::sqlite3Bin(), dir_.file("seo.db"), sql});
    EXPECT_EQ(r.exit_code, 0) << sql << ": " << r.err;
    std::string out = r.out;
    while (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
  }
};

TEST_F(StorageFullTest, WritesAnswer503WhileFullAndResumeWhenSpaceReturns) {
  if (db_->onPostgresql()) GTEST_SKIP() << "fills a SQLite file (PRAGMA max_page_count)";
  // A first start makes the schema; then a filler table takes room that can be given back.
  startServer();
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "full", "pro", &t));
  ASSERT_EQ(server().stop(), 0);
  sqlite("CREATE TABLE filler (data BLOB); "
         "INSERT INTO filler SELECT zeroblob(4000) FROM "
         "(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300) "
         "SELECT i FROM n); PRAGMA wal_checkpoint(TRUNCATE);");
  long long pages = std::stoll(sqlite("PRAGMA page_count"));

  ServerOptions o = options();
  o.database_url = "sqlite://" + dir_.file("seo.db") + "?max_page_count=" +
                   std::to_string(pages + 8);
  startServer(o, "full.log");

  // Writes until the file is full: every answer is a 201 or the storage's 503.
  HttpResponse refused;
  for (int n = 0; n < 2000 && refused.status == 0; ++n) {
    std::string terms;
    for (int i = 0; i < 20; ++i) {
      terms += std::string(terms.empty() ? "" : ",") + R"({"term":"fill )" + std::to_string(n) +
               " " + std::to_string(i) + R"( with a longer term to take room"})";
    }
    HttpResponse r = http().post(api("/keywords"), t.key, R"({"keywords":[)" + terms + "]}");
    if (r.status == 201) continue;
    ASSERT_EQ(r.status, 503) << describe(r);
    refused = r;
  }
  ASSERT_EQ(refused.status, 503) << "the capped file never filled";
  // What room is left takes single small keywords for a while; then none fits either.
  for (int n = 0; n < 2000; ++n) {
    HttpResponse r = http().post(api("/keywords"), t.key,
                                 R"({"keywords":[{"term":"small )" + std::to_string(n) + R"("}]})");
    if (r.status == 201) continue;
    ASSERT_EQ(r.status, 503) << describe(r);
    refused = r;
    break;
  }
  EXPECT_TRUE(tellsNoInternals(refused));
  EXPECT_TRUE(isErrorContaining(refused, 503, {"Storage is full"})) << describe(refused);

  // Reads go on; the health report names the storage.
  EXPECT_EQ(http().get(api("/keywords?limit=5"), t.key).status, 200);
  EXPECT_EQ(http().get(api("/me"), t.key).status, 200);
  HttpResponse health = http().get("/healthz");
  EXPECT_EQ(health.status, 503) << describe(health);
  EXPECT_EQ(stringField(health.json(), "storage"), "full") << health.body;
  EXPECT_EQ(stringField(health.json(), "database"), "ok") << health.body;
  HttpResponse again = http().post(api("/keywords"), t.key,
                                   R"({"keywords":[{"term":"one more"}]})");
  EXPECT_TRUE(isErrorContaining(again, 503, {"Storage is full"})) << describe(again);

  // Space returns (another process frees pages): the server notices by itself.
  sqlite("DELETE FROM filler;");
  EXPECT_TRUE(eventuallyTrue([&] {
    HttpResponse h = http().get("/healthz");
    return h.status == 200 && stringField(h.json(), "storage") == "ok";
  })) << http().get("/healthz").body;
  HttpResponse written = http().post(api("/keywords"), t.key,
                                     R"({"keywords":[{"term":"after the space returned"}]})");
  EXPECT_EQ(written.status, 201) << describe(written);
  EXPECT_EQ(sqlite("PRAGMA integrity_check"), "ok");
}

}  // namespace
}  // namespace seo::tests
