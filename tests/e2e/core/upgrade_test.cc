// Upgrades keep data (issue 37): every fixture under tests/upgrade/ (a database an earlier build
// made, dumped per backend by scripts/make-upgrade-fixture, with the key file that sealed its
// secrets) is loaded into a fresh database of the suite's backend, and the current build migrates
// it at start, serves what the earlier one served over the same keys, and still opens the
// secrets the earlier one sealed.
#include <algorithm>
#include <filesystem>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> fixtures() {
  std::vector<fs::path> dirs;
  for (const auto& entry : fs::directory_iterator(seo::testing::upgradeFixturesDir())) {
    if (entry.is_directory()) dirs.push_back(entry.path());
  }
  std::sort(dirs.begin(), dirs.end());
  return dirs;
}

class UpgradeTest : public E2eTest {
 protected:
  bool needsEmptyDatabase() const override { return true; }  // an earlier release's dump goes in
};

TEST_F(UpgradeTest, EveryEarlierReleaseIsMigratedAndServedAsItWas) {
  const std::vector<fs::path> dirs = fixtures();
  ASSERT_FALSE(dirs.empty()) << "no fixture in " << seo::testing::upgradeFixturesDir();
  const std::string backend = db_->onPostgresql() ? "postgresql" : "sqlite";
  for (const fs::path& dir : dirs) {
    SCOPED_TRACE("fixture " + dir.filename().string() + " on " + backend);
    // A fresh database per fixture (the test's own for the first).
    if (dir != dirs.front()) {
      if (server_) server_->stop();
      db_ = std::make_unique<TestDatabase>(dir_.file("seo-" + dir.filename().string() + ".db"));
      ASSERT_EQ(db_->error(), "");
    }
    std::string error;
    ASSERT_TRUE(db_->load((dir / (backend + ".sql")).string(), &error)) << error;
    fs::copy_file(dir / "secret.key", secretKeyFile(), fs::copy_options::overwrite_existing);
    fs::permissions(secretKeyFile(), fs::perms::owner_read | fs::perms::owner_write);

    rapidjson::Document manifest;
    manifest.Parse(readFile((dir / "manifest.json").string()).c_str());
    ASSERT_FALSE(manifest.HasParseError());
    const rapidjson::Value& m = manifest["backends"][backend.c_str()];
    const std::string key = m["api_key"].GetString();

    ServerOptions o = options({});
    o.database_url = db_->url();
    startServer(o, "server-" + dir.filename().string() + ".log");

    // The account, and every module's rows, as the earlier build answered them.
    HttpResponse me = http().get(api("/me"), key);
    ASSERT_EQ(me.status, 200) << me.body;
    EXPECT_NE(me.body.find(m["organization_id"].GetString()), std::string::npos) << me.body;
    HttpResponse keywords = http().get(api("/keywords?limit=5"), key);
    ASSERT_EQ(keywords.status, 200) << keywords.body;
    EXPECT_EQ(keywords.json()["meta"]["total"].GetInt64(), m["keywords"].GetInt64());
    HttpResponse campaigns = http().get(api("/campaigns"), key);
    ASSERT_EQ(campaigns.status, 200) << campaigns.body;
    EXPECT_EQ(static_cast<std::int64_t>(campaigns.json()["data"].Size()),
              m["campaigns"].GetInt64());
    HttpResponse summary =
        http().get(api(std::string("/website/summary?from=") + m["from"].GetString() +
                       "&to=" + m["to"].GetString()),
                   key);
    ASSERT_EQ(summary.status, 200) << summary.body;
    EXPECT_EQ(summary.json()["data"]["pageviews"].GetInt64(), m["pageviews"].GetInt64());

    // A write lands in the migrated tables.
    HttpResponse added = http().post(api("/keywords"), key,
                                     R"({"keywords":[{"term":"after the upgrade"}]})");
    EXPECT_EQ(added.status, 201) << added.body;

    // The secrets the earlier build sealed open: rotating the key re-seals the CMS connection,
    // which opens it first; the mail server's password is shown as set.
    AdminCli cli(db_->url(), seo::testing::configFile(), secretKeyFile());
    CliResult rotated = cli.run({"secrets", "rotate"});
    ASSERT_EQ(rotated.exit_code, 0) << rotated.describe();
    EXPECT_GE(rotated.json["connections_resealed"].GetInt(), 1) << rotated.describe();
    CliResult smtp =
        cli.run({"backlinks", "smtp-show", "--organization", m["organization_id"].GetString()});
    ASSERT_EQ(smtp.exit_code, 0) << smtp.describe();
    EXPECT_EQ(std::string(smtp.json["host"].GetString()), "smtp.fixture.example") << smtp.out;
    EXPECT_TRUE(smtp.json["has_password"].GetBool()) << smtp.out;
  }
}

}  // namespace
}  // namespace seo::tests
