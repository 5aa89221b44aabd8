// The header-only utilities of seo/sdk/util/ the modules share: optional fields written as JSON
// null, members read from someone else's JSON, and std::optional bound to SQL NULL on both
// backends.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include <rapidjson/document.h>

#include "core/storage/database.h"
#include "seo/sdk/util/json_member.h"
#include "seo/sdk/util/json_optional.h"
#include "seo/sdk/util/soci_optional.h"
#include "tests/core/testing/scratch_database.h"

namespace seo::sdk {
namespace {

TEST(JsonOptionalTest, AValueOrNull) {
  rapidjson::Document d;
  auto& a = d.GetAllocator();
  std::string text = "shoes";
  rapidjson::Value written = json::orNull(std::optional<std::string>(text), a);
  text = "changed";  // copied, not referenced
  ASSERT_TRUE(written.IsString());
  EXPECT_STREQ(written.GetString(), "shoes");
  EXPECT_TRUE(json::orNull(std::optional<std::string>(), a).IsNull());
  EXPECT_EQ(json::orNull(std::optional<int>(37)).GetInt(), 37);
  EXPECT_DOUBLE_EQ(json::orNull(std::optional<double>(1.25)).GetDouble(), 1.25);
  EXPECT_TRUE(json::orNull(std::optional<bool>(false)).IsFalse());
  EXPECT_TRUE(json::orNull(std::optional<std::int64_t>()).IsNull());
}

TEST(JsonMemberTest, MissingMembersAndOtherTypesAreNoValue) {
  rapidjson::Document d;
  d.Parse(R"({"name": "a", "count": 7, "ratio": 2.9, "list": [1], "none": null})");
  ASSERT_FALSE(d.HasParseError());
  EXPECT_NE(json::member(d, "list"), nullptr);
  EXPECT_EQ(json::member(d, "absent"), nullptr);
  EXPECT_EQ(json::member(d["list"], "name"), nullptr);  // not an object
  EXPECT_EQ(json::stringMember(d, "name"), "a");
  EXPECT_EQ(json::stringMember(d, "count"), "");
  EXPECT_EQ(json::stringMember(d, "absent"), "");
  EXPECT_EQ(json::int64Member(d, "count"), 7);
  EXPECT_EQ(json::int64Member(d, "ratio"), 2);
  EXPECT_EQ(json::int64Member(d, "name"), std::nullopt);
  EXPECT_EQ(json::int64Member(d, "none"), std::nullopt);
}

class SociOptionalTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("seo-soci-optional-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
    database_ = std::make_unique<seo::core::testing::ScratchDatabase>(dir_ / "t.db");
    auto opened = seo::core::Database::open(database_->url(), 1);
    ASSERT_TRUE(opened.isOk()) << opened.status().message();
    db_ = std::move(opened).value();
  }
  void TearDown() override {
    db_.reset();
    database_.reset();
    std::filesystem::remove_all(dir_);
  }
  std::filesystem::path dir_;
  std::unique_ptr<seo::core::testing::ScratchDatabase> database_;
  std::unique_ptr<seo::core::Database> db_;
};

TEST_F(SociOptionalTest, EmptyIsNullAndNullIsEmpty) {
  struct Row {
    std::optional<std::string> text;
    std::optional<int> number;
    std::optional<double> real;
    std::optional<std::int64_t> big;
  };
  Status s = db_->withTransaction([](soci::session& sql) {
    sql << "CREATE TABLE t (id INTEGER, text TEXT, number INTEGER, real DOUBLE PRECISION, "
           "big BIGINT)";
    const Row full{"shoes", 37, 1.25, 5000000000LL};
    const Row none;
    int id = 1;
    for (const Row* r : {&full, &none}) {
      sql << "INSERT INTO t (id, text, number, real, big) VALUES (:id, :t, :n, :r, :b)",
          soci::use(id), soci::use(r->text), soci::use(r->number), soci::use(r->real),
          soci::use(r->big);
      ++id;
    }
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  s = db_->withSession([](soci::session& sql) {
    int nulls = 0;
    sql << "SELECT COUNT(*) FROM t WHERE id = 2 AND text IS NULL AND number IS NULL AND "
           "real IS NULL AND big IS NULL",
        soci::into(nulls);
    EXPECT_EQ(nulls, 1);
    Row read{"stale", 1, 1.0, 1};
    sql << "SELECT text, number, real, big FROM t WHERE id = 2", soci::into(read.text),
        soci::into(read.number), soci::into(read.real), soci::into(read.big);
    EXPECT_EQ(read.text, std::nullopt);
    EXPECT_EQ(read.number, std::nullopt);
    EXPECT_EQ(read.real, std::nullopt);
    EXPECT_EQ(read.big, std::nullopt);
    sql << "SELECT text, number, real, big FROM t WHERE id = 1", soci::into(read.text),
        soci::into(read.number), soci::into(read.real), soci::into(read.big);
    EXPECT_EQ(read.text, "shoes");
    EXPECT_EQ(read.number, 37);
    EXPECT_EQ(read.real, 1.25);
    EXPECT_EQ(read.big, 5000000000LL);
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
}

}  // namespace
}  // namespace seo::sdk
