#include "core/storage/migrator.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::Migration;
using seo::sdk::Status;

class MigratorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_, 2, /*core_schema=*/false);
    ASSERT_NE(db_, nullptr);
  }

  int applied(const std::string& component) {
    auto v = appliedVersion(*db_, component);
    EXPECT_TRUE(v.isOk()) << v.status().message();
    return v.isOk() ? v.value() : -1;
  }
  long long recorded(const std::string& component) {
    return testing::queryInt(
        *db_, "SELECT COUNT(*) FROM schema_migrations WHERE component = '" + component + "'");
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
};

// Version 2 reads the table version 1 creates, so it only works in order; each row records how
// many rows were there before it.
std::vector<Migration> twoSteps() {
  return {{2, "fill", {"INSERT INTO t (n, v) SELECT COUNT(*) + 1, 'two' FROM t"}},
          {1,
           "create",
           {"CREATE TABLE t (n INTEGER NOT NULL, v TEXT NOT NULL)",
            "INSERT INTO t (n, v) SELECT COUNT(*) + 1, 'one' FROM t"}}};
}

TEST_F(MigratorTest, NothingAppliedIsVersionZero) { EXPECT_EQ(applied("core"), 0); }

TEST_F(MigratorTest, AppliesInVersionOrderAndRecordsEach) {
  Status s = applyMigrations(*db_, "comp", twoSteps());
  ASSERT_TRUE(s.isOk()) << s.message();
  EXPECT_EQ(applied("comp"), 2);
  EXPECT_EQ(recorded("comp"), 2);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM t"), 2);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT n FROM t WHERE v = 'one'"), 1);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT n FROM t WHERE v = 'two'"), 2);
  std::string name;
  Status read = db_->withSession([&](soci::session& sql) {
    sql << "SELECT name FROM schema_migrations WHERE component = 'comp' AND version = 2",
        soci::into(name);
    return Status::ok();
  });
  ASSERT_TRUE(read.isOk());
  EXPECT_EQ(name, "fill");
}

TEST_F(MigratorTest, RerunningAppliesNothing) {
  ASSERT_TRUE(applyMigrations(*db_, "comp", twoSteps()).isOk());
  // Were they run again, CREATE TABLE would fail and the INSERTs would add rows.
  Status s = applyMigrations(*db_, "comp", twoSteps());
  EXPECT_TRUE(s.isOk()) << s.message();
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM t"), 2);
  EXPECT_EQ(recorded("comp"), 2);
}

TEST_F(MigratorTest, NewVersionIsAppliedLater) {
  std::vector<Migration> first = {{1, "create", {"CREATE TABLE t (v TEXT NOT NULL)"}}};
  ASSERT_TRUE(applyMigrations(*db_, "comp", first).isOk());
  EXPECT_EQ(applied("comp"), 1);
  EXPECT_FALSE(testing::tableExists(*db_, "u"));
  std::vector<Migration> later = first;
  later.push_back({2, "second table", {"CREATE TABLE u (w TEXT)"}});
  ASSERT_TRUE(applyMigrations(*db_, "comp", later).isOk());
  EXPECT_EQ(applied("comp"), 2);
  EXPECT_TRUE(testing::tableExists(*db_, "u"));
}

TEST_F(MigratorTest, FailingMigrationLeavesNothingOfItselfAndKeepsEarlierOnes) {
  std::vector<Migration> migrations = {
      {1, "good", {"CREATE TABLE kept (id TEXT)"}},
      {2,
       "broken",
       {"CREATE TABLE half (id TEXT)", "INSERT INTO kept (id) VALUES ('x')", "THIS IS NOT SQL"}},
      {3, "after", {"CREATE TABLE never (id TEXT)"}}};
  Status s = applyMigrations(*db_, "comp", migrations);
  ASSERT_FALSE(s.isOk());
  EXPECT_EQ(s.code(), Code::Internal);
  EXPECT_NE(s.message().find("comp migration 2"), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("broken"), std::string::npos) << s.message();
  EXPECT_TRUE(testing::tableExists(*db_, "kept"));
  EXPECT_FALSE(testing::tableExists(*db_, "half"));
  EXPECT_FALSE(testing::tableExists(*db_, "never"));
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM kept"), 0);
  EXPECT_EQ(applied("comp"), 1);
  EXPECT_EQ(recorded("comp"), 1);

  // Fixed, the migration applies on the next run.
  migrations[1].statements.back() = "INSERT INTO kept (id) VALUES ('y')";
  ASSERT_TRUE(applyMigrations(*db_, "comp", migrations).isOk());
  EXPECT_EQ(applied("comp"), 3);
  EXPECT_TRUE(testing::tableExists(*db_, "half"));
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM kept"), 2);
}

TEST_F(MigratorTest, DuplicateVersionsAreRefusedBeforeAnythingRuns) {
  Status s = applyMigrations(
      *db_, "comp", {{1, "a", {"CREATE TABLE a (x TEXT)"}}, {1, "b", {"CREATE TABLE b (x TEXT)"}}});
  EXPECT_EQ(s.code(), Code::InvalidArgument);
  EXPECT_NE(s.message().find("comp"), std::string::npos) << s.message();
  EXPECT_FALSE(testing::tableExists(*db_, "a"));
  EXPECT_FALSE(testing::tableExists(*db_, "b"));
  EXPECT_EQ(applied("comp"), 0);
}

TEST_F(MigratorTest, ZeroOrNegativeVersionsAreRefused) {
  for (int version : {0, -1}) {
    Status s = applyMigrations(
        *db_, "comp",
        {{version, "bad", {"CREATE TABLE z (x TEXT)"}}, {1, "fine", {"CREATE TABLE y (x TEXT)"}}});
    EXPECT_EQ(s.code(), Code::InvalidArgument) << version;
    EXPECT_FALSE(testing::tableExists(*db_, "z")) << version;
    EXPECT_FALSE(testing::tableExists(*db_, "y")) << version;
  }
  EXPECT_EQ(applied("comp"), 0);
}

TEST_F(MigratorTest, ADatabaseANewerBuildMigratedIsRefused) {
  ASSERT_TRUE(applyMigrations(*db_, "comp",
                              {{1, "a", {"CREATE TABLE a (x TEXT)"}},
                               {2, "b", {"CREATE TABLE b (x TEXT)"}}})
                  .isOk());
  // An older build knows version 1 only, and would add its own version 3 nowhere.
  Status s = applyMigrations(*db_, "comp", {{1, "a", {"CREATE TABLE a (x TEXT)"}}});
  EXPECT_EQ(s.code(), Code::Conflict);
  EXPECT_NE(s.message().find("comp"), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("newer"), std::string::npos) << s.message();
  EXPECT_EQ(applied("comp"), 2);
  // The same build, and a newer one, still open it.
  EXPECT_TRUE(applyMigrations(*db_, "comp",
                              {{1, "a", {"CREATE TABLE a (x TEXT)"}},
                               {2, "b", {"CREATE TABLE b (x TEXT)"}}})
                  .isOk());
  EXPECT_TRUE(applyMigrations(*db_, "comp",
                              {{1, "a", {"CREATE TABLE a (x TEXT)"}},
                               {2, "b", {"CREATE TABLE b (x TEXT)"}},
                               {3, "c", {"CREATE TABLE c (x TEXT)"}}})
                  .isOk());
  EXPECT_TRUE(testing::tableExists(*db_, "c"));
}

TEST_F(MigratorTest, ComponentsWithTheSameVersionsAreIndependent) {
  ASSERT_TRUE(applyMigrations(*db_, "alpha",
                              {{1, "a1", {"CREATE TABLE alpha_t (x TEXT)"}},
                               {2, "a2", {"CREATE TABLE alpha_u (x TEXT)"}}})
                  .isOk());
  // Beta's version 1 still runs although alpha already recorded versions 1 and 2.
  ASSERT_TRUE(applyMigrations(*db_, "beta", {{1, "b1", {"CREATE TABLE beta_t (x TEXT)"}}}).isOk());
  EXPECT_TRUE(testing::tableExists(*db_, "beta_t"));
  EXPECT_EQ(applied("alpha"), 2);
  EXPECT_EQ(applied("beta"), 1);
  EXPECT_EQ(recorded("alpha"), 2);
  EXPECT_EQ(recorded("beta"), 1);
  EXPECT_EQ(applied("gamma"), 0);
}

}  // namespace
}  // namespace seo::core
