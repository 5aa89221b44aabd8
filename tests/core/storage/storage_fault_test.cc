#include "core/storage/storage_fault.h"

#include <gtest/gtest.h>

#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>

namespace seo::core {
namespace {

TEST(StorageFaultTest, BoundValuesAreRedactedFromDriverText) {
  std::string text =
      "Cannot execute query. Fatal error. Connection failed while executing \"SELECT id FROM "
      "api_keys WHERE key_hash = :h AND state = :s\" with :h=\"90a6ffee\", :s=\"active\".";
  std::string redacted = redactedDatabaseText(text);
  EXPECT_EQ(redacted.find("90a6ffee"), std::string::npos) << redacted;
  EXPECT_EQ(redacted.find("active\""), std::string::npos) << redacted;
  EXPECT_NE(redacted.find(":h=<redacted>"), std::string::npos) << redacted;
  EXPECT_NE(redacted.find(":s=<redacted>"), std::string::npos) << redacted;
  EXPECT_NE(redacted.find("WHERE key_hash = :h"), std::string::npos) << "the statement stays";
}

TEST(StorageFaultTest, TextWithoutBoundValuesIsKept) {
  for (const std::string text : {"", "database is locked", "a=\"b\" c", "x :=\"y\""}) {
    EXPECT_EQ(redactedDatabaseText(text), text);
  }
}

TEST(StorageFaultTest, FaultsAreReadFromTheErrorClassNotItsText) {
  EXPECT_EQ(faultOfException(soci::sqlite3_soci_error("anything", SQLITE_FULL)),
            StorageFault::Full);
  EXPECT_EQ(faultOfException(soci::sqlite3_soci_error("anything", SQLITE_READONLY)),
            StorageFault::Unwritable);
  EXPECT_EQ(faultOfException(soci::sqlite3_soci_error("disk full", SQLITE_CONSTRAINT)),
            StorageFault::None);
  EXPECT_EQ(faultOfException(soci::postgresql_soci_error("x", "08006")),
            StorageFault::ConnectionLost);
  EXPECT_EQ(faultOfException(soci::postgresql_soci_error("x", "57P01")),
            StorageFault::ConnectionLost);
  EXPECT_EQ(faultOfException(soci::postgresql_soci_error("x", "53100")), StorageFault::Full);
  EXPECT_EQ(faultOfException(soci::postgresql_soci_error("connection", "23505")),
            StorageFault::None);
  EXPECT_EQ(faultOfException(std::runtime_error("Connection failed")), StorageFault::None);
}

TEST(StorageFaultTest, EveryFaultAnswersAFixedSentence) {
  for (StorageFault f : {StorageFault::ConnectionLost, StorageFault::Full,
                         StorageFault::Unwritable}) {
    seo::sdk::Status s = statusOf(f);
    EXPECT_EQ(s.code(), seo::sdk::Code::Unavailable);
    EXPECT_FALSE(s.message().empty());
  }
}

}  // namespace
}  // namespace seo::core
