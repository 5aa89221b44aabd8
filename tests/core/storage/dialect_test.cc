#include "core/storage/dialect.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

TEST(DialectTest, LockingSuffixesOnlyOnPostgresql) {
  EXPECT_STREQ(forUpdate(Dialect::Sqlite), "");
  EXPECT_STREQ(forUpdate(Dialect::Postgresql), " FOR UPDATE");
  EXPECT_STREQ(forUpdateSkipLocked(Dialect::Sqlite), "");
  EXPECT_STREQ(forUpdateSkipLocked(Dialect::Postgresql), " FOR UPDATE SKIP LOCKED");
}

TEST(DialectTest, PostgresUrlBecomesAConnectString) {
  auto s = postgresConnectString("postgresql://seo:secret@127.0.0.1:5433/seo_prod");
  ASSERT_TRUE(s.isOk());
  EXPECT_EQ(s.value(),
            "host='127.0.0.1' port='5433' dbname='seo_prod' user='seo' password='secret' "
            "options='-c client_min_messages=warning'");
}

TEST(DialectTest, CredentialsAreDecodedAndQuoted) {
  auto s = postgresConnectString(
      "postgres://o%27brien:p%40ss%20w%5Cd@db.internal/x?sslmode=require");
  ASSERT_TRUE(s.isOk());
  EXPECT_EQ(s.value(),
            "host='db.internal' dbname='x' user='o\\'brien' password='p@ss w\\\\d' "
            "options='-c client_min_messages=warning' sslmode='require'");
}

TEST(DialectTest, Ipv6HostAndExplicitOptions) {
  auto s = postgresConnectString("postgresql://u@[::1]:6000/d?options=-c%20search_path%3Dapp");
  ASSERT_TRUE(s.isOk());
  EXPECT_EQ(s.value(), "host='::1' port='6000' dbname='d' user='u' options='-c search_path=app'");
  EXPECT_FALSE(postgresConnectString("postgresql://u@[::1/d").isOk());
}

}  // namespace
}  // namespace seo::core
