// seoctl backup and restore (issue 37): a backup taken while the server takes writes holds every
// write acknowledged before it began and nothing that was never written; restored into a fresh
// folder, a server serves it and opens the secrets sealed before (the key file travels with
// it); a restore never lands on existing data or under a running server.
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/run_command.h"
#include "tests/e2e/harness/webhook_peer.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

constexpr const char* kSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

std::set<std::string> lines(const std::string& text) {
  std::set<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) out.insert(line);
  }
  return out;
}

class BackupTest : public E2eTest {};

TEST_F(BackupTest, AnOnlineBackupRestoresEveryAcknowledgedWriteAndItsSealedSecrets) {
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "saved", "pro", &t));
  WebhookPeer peer;
  std::string error;
  ASSERT_TRUE(peer.start(&error)) << error;
  ServerOptions o = options();
  o.env["SEO_ALLOW_PRIVATE_ADDRESSES"] = "1";
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  HttpResponse connected = http().post(
      api("/connect"), t.key,
      R"({"type":"webhook","url":")" + peer.url() + R"(","secret":")" + kSecret + "\"}");
  ASSERT_EQ(connected.status, 200) << describe(connected);

  // Writes go on while the backup is taken; each acknowledged one is recorded.
  std::mutex mutex;
  std::vector<std::string> acknowledged;
  std::atomic<bool> stop{false};
  std::thread writer([&] {
    for (int n = 0; !stop; ++n) {
      std::string term = "saved term " + std::to_string(n);
      if (http().post(api("/keywords"), t.key, R"({"keywords":[{"term":")" + term + "\"}]}")
              .status == 201) {
        std::lock_guard<std::mutex> lock(mutex);
        acknowledged.push_back(term);
      }
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(700));
  std::set<std::string> before;
  {
    std::lock_guard<std::mutex> lock(mutex);
    before.insert(acknowledged.begin(), acknowledged.end());
  }
  const std::string archive = dir_.file("backup.tar.gz");
  CliResult backup = cli().run({"backup", archive});
  std::set<std::string> by_end;
  {
    std::lock_guard<std::mutex> lock(mutex);
    by_end.insert(acknowledged.begin(), acknowledged.end());
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  stop = true;
  writer.join();
  ASSERT_EQ(backup.exit_code, 0) << backup.describe();
  ASSERT_GT(before.size(), 0u) << "no write was acknowledged before the backup";
  EXPECT_EQ(stringField(backup.json, "archive"), archive);
  // A second backup never replaces the first.
  CliResult again = cli().run({"backup", archive});
  EXPECT_NE(again.exit_code, 0);
  EXPECT_NE(again.err.find("exists"), std::string::npos) << again.describe();
  // Into a folder that is not there: a refusal naming it, not a crash.
  CliResult nowhere = cli().run({"backup", dir_.file("no/such/folder/backup.tar.gz")});
  EXPECT_EQ(nowhere.exit_code, 2) << nowhere.describe();
  EXPECT_NE(nowhere.err.find("no/such/folder"), std::string::npos) << nowhere.describe();
  // Owner-only: it holds the key.
  CommandResult mode = runCommand({"/usr/bin/stat", "-c", "%a", archive});
  EXPECT_EQ(mode.out, "600\n");
  CommandResult listed = runCommand({"/usr/bin/tar", "-tzf", archive});
  ASSERT_EQ(listed.exit_code, 0) << listed.err;

  if (db_->onPostgresql()) {
    // The key file and the configuration; the database is pg_dump's, which the answer says.
    EXPECT_EQ(lines(listed.out),
              (std::set<std::string>{"backup.json", "secret.key", "seo-server.jsonc"}));
    EXPECT_NE(stringField(backup.json, "database").find("pg_dump"), std::string::npos)
        << backup.describe();
    EXPECT_EQ(stringField(backup.json, "database").find(":seo@"), std::string::npos)
        << "the answer shows the database password";
    return;
  }
  EXPECT_EQ(lines(listed.out),
            (std::set<std::string>{"backup.json", "seo.db", "secret.key", "seo-server.jsonc"}));

  // Restore: refused under the running server (its control socket answers).
  const std::string fresh = dir_.file("restored");
  AdminCli restorer("sqlite://" + fresh + "/seo.db", seo::testing::configFile(),
                    fresh + "/secret.key");
  CliResult refused = restorer.run({"restore", archive}, true, {{"SEO_CONTROL_SOCKET", controlSocket()}});
  EXPECT_NE(refused.exit_code, 0);
  EXPECT_NE(refused.err.find("a server is running"), std::string::npos) << refused.describe();
  EXPECT_FALSE(std::filesystem::exists(fresh + "/seo.db"));
  server().stop();

  CliResult restored = restorer.run({"restore", archive});
  ASSERT_EQ(restored.exit_code, 0) << restored.describe();
  // Never over existing data.
  CliResult twice = restorer.run({"restore", archive});
  EXPECT_NE(twice.exit_code, 0);
  EXPECT_NE(twice.err.find("exists"), std::string::npos) << twice.describe();

  // Every write acknowledged before the backup began is there, and nothing never acknowledged.
  CommandResult terms = runCommand({seo::testing::sqlite3Bin(), fresh + "/seo.db",
                                    "SELECT term FROM keywords WHERE term LIKE 'saved term %'"});
  ASSERT_EQ(terms.exit_code, 0) << terms.err;
  std::set<std::string> kept = lines(terms.out);
  for (const std::string& term : before) EXPECT_EQ(kept.count(term), 1u) << term;
  for (const std::string& term : kept) EXPECT_EQ(by_end.count(term), 1u) << term;

  // A server on the restored copy serves it and opens the secret sealed before the backup.
  ServerOptions back = options();
  back.database_url = "sqlite://" + fresh + "/seo.db";
  back.env["SEO_SECRET_KEY_FILE"] = fresh + "/secret.key";
  ASSERT_NO_FATAL_FAILURE(startServer(back, "restored.log"));
  HttpResponse keywords = http().get(api("/keywords?limit=1"), t.key);
  ASSERT_EQ(keywords.status, 200) << describe(keywords);
  EXPECT_EQ(keywords.json()["meta"]["total"].GetInt64(), static_cast<std::int64_t>(kept.size()));
  HttpResponse opened = http().get(api("/probe/connection?type=webhook"), t.key);
  ASSERT_EQ(opened.status, 200) << describe(opened);
  EXPECT_EQ(stringField(opened.json()["data"], "secret"), kSecret);
}

TEST_F(BackupTest, ARestoreRefusesWhatIsNotABackupAndAnotherKey) {
  startServer();
  const std::string archive = dir_.file("backup.tar.gz");
  CliResult backup = cli().run({"backup", archive});
  ASSERT_EQ(backup.exit_code, 0) << backup.describe();
  if (db_->onPostgresql()) GTEST_SKIP() << "restores a SQLite database";

  // Not an archive of seoctl's.
  const std::string stranger = dir_.file("stranger.tar.gz");
  ASSERT_EQ(runCommand({"/usr/bin/tar", "-czf", stranger, "-C", dir_.path(), "tmp"})
                .exit_code,
            0);
  const std::string fresh = dir_.file("fresh");
  AdminCli restorer("sqlite://" + fresh + "/seo.db", seo::testing::configFile(),
                    fresh + "/secret.key");
  CliResult strange = restorer.run({"restore", stranger});
  EXPECT_NE(strange.exit_code, 0);
  EXPECT_NE(strange.err.find("not a seoctl backup"), std::string::npos) << strange.describe();
  EXPECT_FALSE(std::filesystem::exists(fresh + "/seo.db"));

  // Another install's key where the restore would put this one: both would be lost.
  std::filesystem::create_directories(fresh);
  {
    std::ofstream other(fresh + "/secret.key");
    other << "other key\n";
  }
  CliResult keyed = restorer.run({"restore", archive});
  EXPECT_NE(keyed.exit_code, 0);
  EXPECT_NE(keyed.err.find("a different key file"), std::string::npos) << keyed.describe();
  EXPECT_FALSE(std::filesystem::exists(fresh + "/seo.db"));
}

}  // namespace
}  // namespace seo::tests
