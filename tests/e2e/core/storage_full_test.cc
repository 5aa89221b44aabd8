// A full disk is an answer, not a crash (issues 32 and 55): with the storage full, every write
// route of every module answers 503 "Storage is full" with Retry-After (or what it answers with
// room, when what it writes still fits), never a 500 and never internals; reads keep working,
// /healthz reports `storage: full`, and once space is freed the server takes writes again by
// itself, without a restart. On SQLite the file is capped by ?max_page_count; on PostgreSQL the
// test's database lives on a small tmpfs that another program fills to its last byte.
#include <unistd.h>

#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/private_cluster.h"
#include "tests/e2e/harness/run_command.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

class StorageFullTest : public E2eTest {
 protected:
  // /healthz while the storage is full: 503, `storage: full`, the database itself well.
  void expectHealthSaysFull() {
    HttpResponse health = http().get("/healthz");
    EXPECT_EQ(health.status, 503) << describe(health);
    EXPECT_EQ(stringField(health.json(), "storage"), "full") << health.body;
    EXPECT_EQ(stringField(health.json(), "database"), "ok") << health.body;
  }

  // Once space is back: /healthz sees it by itself, and a write goes through again.
  void expectWritesResume(const Tenant& t) {
    EXPECT_TRUE(eventuallyTrue([&] {
      HttpResponse h = http().get("/healthz");
      return h.status == 200 && stringField(h.json(), "storage") == "ok";
    })) << http().get("/healthz").body;
    HttpResponse written = http().post(api("/keywords"), t.key,
                                       R"({"keywords":[{"term":"after the space returned"}]})");
    EXPECT_EQ(written.status, 201) << describe(written);
  }

  // POST /keywords, 20 longer terms at a time, until the storage refuses one: every answer until
  // then a 201. The refusal.
  HttpResponse writeUntilRefused(const Tenant& t) {
    HttpResponse refused;
    for (int n = 0; n < 4000 && refused.status == 0; ++n) {
      std::string terms;
      for (int i = 0; i < 20; ++i) {
        terms += std::string(terms.empty() ? "" : ",") + R"({"term":"fill )" +
                 std::to_string(n) + " " + std::to_string(i) +
                 R"( with a longer term to take room"})";
      }
      HttpResponse r = http().post(api("/keywords"), t.key, R"({"keywords":[)" + terms + "]}");
      if (r.status == 201) continue;
      EXPECT_EQ(r.status, 503) << describe(r);
      refused = r;
    }
    return refused;
  }

  // The write routes of every module, each sent with the body example the API description
  // documents, while the storage is full. Each answer is what the route gives with room (its
  // 2xx, or the 4xx the example's values earn on this tenant) or 503 "Storage is full" with
  // Retry-After; never a 500, never internals. Left out: the routes that reach outside (a CMS,
  // a webhook or SMTP address, Stripe, mail to a new member) and sign-in's own. The statuses
  // by route.
  std::map<std::string, long> sweepWriteRoutes(const Tenant& t) {
    loadContract();
    const std::vector<std::pair<std::string, std::string>> routes = {
        {"POST", "/keywords"},           {"POST", "/keywords/groups"},
        {"POST", "/keywords/research"},  {"PATCH", "/keywords/status"},
        {"PATCH", "/keywords/starred"},  {"PATCH", "/keywords/tracked"},
        {"PUT", "/keywords/rank-settings"}, {"DELETE", "/keywords"},
        {"POST", "/articles"},           {"PATCH", "/content/automation"},
        {"POST", "/campaigns"},          {"POST", "/outreach/do-not-contact"},
        {"POST", "/api-keys"},           {"POST", "/websites"},
        {"PATCH", "/organization"},      {"PATCH", "/auth/profile"},
        {"POST", "/website/share-links"}, {"POST", "/analytics/collect"},
    };
    std::map<std::string, long> statuses;
    for (const auto& [method, path] : routes) {
      const std::string route = method + " " + path;
      const rapidjson::Value* op = contract_.operation(method, path);
      if (op == nullptr) {
        ADD_FAILURE() << route << " is not in the API description";
        continue;
      }
      HttpRequest request{method, api(path), t.key, std::nullopt, {}};
      if (op->HasMember("requestBody")) {
        const rapidjson::Value& example =
            (*op)["requestBody"]["content"]["application/json"]["example"];
        rapidjson::StringBuffer text;
        rapidjson::Writer<rapidjson::StringBuffer> writer(text);
        example.Accept(writer);
        request.body = text.GetString();
      }
      HttpResponse r = http().send(request);
      statuses[route] = r.status;
      EXPECT_TRUE((r.status > 0 && r.status < 500) || r.status == 503) << route << ": "
                                                                     << describe(r);
      if (r.status == 503) {
        EXPECT_TRUE(tellsNoInternals(r)) << route << ": " << describe(r);
        EXPECT_TRUE(isErrorContaining(r, 503, {"Storage is full"})) << route << ": "
                                                                   << describe(r);
        EXPECT_TRUE(r.header("retry-after").has_value()) << route << ": " << describe(r);
      }
    }
    std::printf("%s storage full, the write routes answered:",
                db_->onPostgresql() ? "postgresql" : "sqlite");
    for (const auto& [route, status] : statuses) std::printf(" %s %ld;", route.c_str(), status);
    std::printf("\n");
    return statuses;
  }

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
  HttpResponse refused = writeUntilRefused(t);
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
  expectHealthSaysFull();
  HttpResponse again = http().post(api("/keywords"), t.key,
                                   R"({"keywords":[{"term":"one more"}]})");
  EXPECT_TRUE(isErrorContaining(again, 503, {"Storage is full"})) << describe(again);
  sweepWriteRoutes(t);

  // Space returns (another process frees pages): the server notices by itself.
  sqlite("DELETE FROM filler;");
  expectWritesResume(t);
  EXPECT_EQ(sqlite("PRAGMA integrity_check"), "ok");
}

TEST_F(StorageFullTest, APostgresqlDataDiskFullIsA503OnEveryWriteUntilSpaceReturns) {
  if (!db_->onPostgresql()) {
    GTEST_SKIP() << "a PostgreSQL fault: runs in the suite's PostgreSQL run (scripts/test)";
  }
  if (::geteuid() != 0) GTEST_SKIP() << "mounts a tmpfs in a mount namespace: run as root (CI is)";
  PrivateCluster cluster(/*small_disk_mb=*/48);
  ASSERT_EQ(cluster.error(), "");
  std::string error;
  ASSERT_TRUE(cluster.createDatabase("diskfull", &error, /*on_small_disk=*/true)) << error;
  const std::string url = cluster.urlOf("diskfull");
  ServerOptions o = options({});
  o.database_url = url;
  startServer(o, "full.log");
  AdminCli cli(url, seo::testing::configFile(), secretKeyFile());
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli, "full", "pro", &t));
  HttpResponse before = http().post(api("/keywords"), t.key, R"({"keywords":[{"term":"kept"}]})");
  ASSERT_EQ(before.status, 201) << describe(before);

  // Another program takes the disk's last byte: the writes that need a new page are refused.
  ASSERT_TRUE(cluster.fillSmallDisk(&error)) << error;
  HttpResponse refused = writeUntilRefused(t);
  ASSERT_EQ(refused.status, 503) << "the full disk never refused a write";
  EXPECT_TRUE(isErrorContaining(refused, 503, {"Storage is full"})) << describe(refused);
  EXPECT_TRUE(refused.header("retry-after").has_value()) << describe(refused);
  EXPECT_TRUE(tellsNoInternals(refused)) << describe(refused);
  std::map<std::string, long> statuses = sweepWriteRoutes(t);
  EXPECT_EQ(statuses["POST /keywords"], 503);

  // Reads go on; the health report names the storage.
  HttpResponse listed = http().get(api("/keywords?q=kept"), t.key);
  EXPECT_EQ(listed.status, 200) << describe(listed);
  EXPECT_NE(listed.body.find("\"kept\""), std::string::npos) << listed.body;
  expectHealthSaysFull();

  // The file goes: /healthz sees room by itself (a page allocated and rolled back), and the
  // writes go through again.
  ASSERT_TRUE(cluster.freeSmallDisk(&error)) << error;
  expectWritesResume(t);
  HttpResponse group = http().post(api("/keywords/groups"), t.key, R"({"name":"After"})");
  EXPECT_EQ(group.status, 201) << describe(group);
}

}  // namespace
}  // namespace seo::tests
