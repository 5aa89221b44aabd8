// IpCountry against a database written here with libloc's own writer (known answers), and against
// Debian's real database when the libloc-database package is installed.
#include "plugins/analytics/ip_country.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "tests/plugins/analytics/location_db_writer.h"

namespace seo::plugins::analytics {
namespace {

using seo::sdk::Code;

constexpr char kDebianDatabase[] = "/usr/share/libloc-location/location.db";

class IpCountryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = ::testing::TempDir() + "ip_country_test_XXXXXX";
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
    std::string error;
    ASSERT_TRUE(testing::writeLocationDatabase(dir_ + "/location.db",
                                               {
                                                   {"192.0.2.0/24", "DE"},
                                                   {"198.51.100.0/24", "FR"},
                                                   {"2001:db8::/32", "JP"},
                                                   {"203.0.113.0/24", ""},
                                                   {"203.0.113.128/25", "US"},
                                                   {"203.0.113.64/26", "A1"},
                                                   {"100.1.0.0/16", "EU"},
                                                   {"10.0.0.0/8", "DE"},
                                                   {"fc00::/7", "DE"},
                                               },
                                               &error))
        << error;
    auto db = IpCountry::open(dir_ + "/location.db");
    ASSERT_TRUE(db.isOk()) << db.status().message();
    db_ = std::move(db).value();
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string dir_;
  std::unique_ptr<IpCountry> db_;
};

TEST_F(IpCountryTest, FindsTheCountryOfIpv4AndIpv6Addresses) {
  EXPECT_EQ(db_->countryOf("192.0.2.1"), "DE");
  EXPECT_EQ(db_->countryOf("192.0.2.255"), "DE");
  EXPECT_EQ(db_->countryOf("198.51.100.7"), "FR");
  EXPECT_EQ(db_->countryOf("2001:db8::1"), "JP");
  EXPECT_EQ(db_->countryOf("2001:DB8:ffff::abcd"), "JP");
  EXPECT_EQ(db_->countryOf("::ffff:192.0.2.9"), "DE");  // IPv4-mapped, as dual-stack sockets log
}

TEST_F(IpCountryTest, TheMostSpecificNetworkWins) {
  EXPECT_EQ(db_->countryOf("203.0.113.200"), "US");
}

TEST_F(IpCountryTest, UnknownAddressesAreZz) {
  EXPECT_EQ(db_->countryOf("8.8.8.8"), "ZZ");         // not in the database
  EXPECT_EQ(db_->countryOf("2001:db9::1"), "ZZ");     // not in the database
  EXPECT_EQ(db_->countryOf("203.0.113.5"), "ZZ");     // a network without a country
  EXPECT_EQ(db_->countryOf("203.0.113.70"), "ZZ");    // anonymous proxy (A1): a flag, no country
  EXPECT_EQ(db_->countryOf("100.1.2.3"), "ZZ");       // a region code, not a country
  EXPECT_EQ(db_->countryOf("198.51.100.256"), "ZZ");  // not an address
}

TEST_F(IpCountryTest, PrivateAndLoopbackAddressesAreZzWhateverTheDatabaseSays) {
  EXPECT_EQ(db_->countryOf("10.1.2.3"), "ZZ");
  EXPECT_EQ(db_->countryOf("::ffff:10.1.2.3"), "ZZ");
  EXPECT_EQ(db_->countryOf("fd12:3456::1"), "ZZ");
  EXPECT_EQ(db_->countryOf("127.0.0.1"), "ZZ");
  EXPECT_EQ(db_->countryOf("::1"), "ZZ");
  EXPECT_EQ(db_->countryOf("192.168.1.10"), "ZZ");
  EXPECT_EQ(db_->countryOf("172.16.5.4"), "ZZ");
  EXPECT_EQ(db_->countryOf("169.254.0.1"), "ZZ");
  EXPECT_EQ(db_->countryOf("100.64.0.1"), "ZZ");
  EXPECT_EQ(db_->countryOf("fe80::1"), "ZZ");
  EXPECT_EQ(db_->countryOf("ff02::1"), "ZZ");
  EXPECT_EQ(db_->countryOf("0.0.0.0"), "ZZ");
  EXPECT_EQ(db_->countryOf("::"), "ZZ");
  EXPECT_EQ(db_->countryOf("255.255.255.255"), "ZZ");
}

TEST_F(IpCountryTest, AnythingButABareAddressIsZz) {
  EXPECT_EQ(db_->countryOf(""), "ZZ");
  EXPECT_EQ(db_->countryOf("garbage"), "ZZ");
  EXPECT_EQ(db_->countryOf("192.0.2.1/24"), "ZZ");
  EXPECT_EQ(db_->countryOf(" 192.0.2.1"), "ZZ");
  EXPECT_EQ(db_->countryOf("192.0.2.1:443"), "ZZ");
  EXPECT_EQ(db_->countryOf("[2001:db8::1]"), "ZZ");
  EXPECT_EQ(db_->countryOf("192.0.2"), "ZZ");
  EXPECT_EQ(db_->countryOf(std::string_view("192.0.2.1\0junk", 14)), "ZZ");
  EXPECT_EQ(db_->countryOf(std::string(200, '1')), "ZZ");
}

TEST_F(IpCountryTest, ManyThreadsMayLookUpAtOnce) {
  std::vector<std::thread> threads;
  std::vector<int> wrong(4, 0);
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([this, t, &wrong] {
      for (int i = 0; i < 2000; ++i) {
        std::string last = std::to_string(i % 256);
        if (db_->countryOf("192.0.2." + last) != "DE") ++wrong[t];
        if (db_->countryOf("2001:db8::" + last) != "JP") ++wrong[t];
        if (db_->countryOf("8.8.8." + last) != "ZZ") ++wrong[t];
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(wrong, std::vector<int>(4, 0));
}

TEST_F(IpCountryTest, AMissingFileIsNotFoundAndNamesThePath) {
  auto db = IpCountry::open(dir_ + "/absent.db");
  ASSERT_FALSE(db.isOk());
  EXPECT_EQ(db.status().code(), Code::NotFound);
  EXPECT_NE(db.status().message().find(dir_ + "/absent.db"), std::string::npos);
}

TEST_F(IpCountryTest, AFileThatIsNotADatabaseIsInvalidArgument) {
  std::ofstream(dir_ + "/bad.db") << "not a location database\n";
  auto bad = IpCountry::open(dir_ + "/bad.db");
  ASSERT_FALSE(bad.isOk());
  EXPECT_EQ(bad.status().code(), Code::InvalidArgument);
  EXPECT_NE(bad.status().message().find(dir_ + "/bad.db"), std::string::npos);

  std::ofstream(dir_ + "/empty.db").flush();
  EXPECT_EQ(IpCountry::open(dir_ + "/empty.db").status().code(), Code::InvalidArgument);
  EXPECT_EQ(IpCountry::open(dir_).status().code(), Code::InvalidArgument);  // a directory
}

TEST(IpCountryCodesTest, OnlyTheAssignedIso3166CodesCount) {
  EXPECT_TRUE(isAssignedCountryCode("US"));
  EXPECT_TRUE(isAssignedCountryCode("DE"));
  EXPECT_TRUE(isAssignedCountryCode("AD"));  // first
  EXPECT_TRUE(isAssignedCountryCode("ZW"));  // last
  for (const char* code : {"EU", "AP", "AN", "CS", "FX", "ZZ", "A1", "XD", "us", "", "U", "USA"}) {
    EXPECT_FALSE(isAssignedCountryCode(code)) << code;
  }
  // Every code is found only if the table is sorted and complete.
  int assigned = 0;
  for (char a = 'A'; a <= 'Z'; ++a) {
    for (char b = 'A'; b <= 'Z'; ++b) {
      std::string code{a, b};
      if (isAssignedCountryCode(code)) ++assigned;
    }
  }
  EXPECT_EQ(assigned, 249);
}

// Debian's database (libloc-database, built 2022): answers that have not moved in years.
TEST(IpCountryDebianDatabaseTest, FindsWellKnownAddresses) {
  if (!std::filesystem::exists(kDebianDatabase)) {
    GTEST_SKIP() << kDebianDatabase << " is absent (package libloc-database)";
  }
  auto db = IpCountry::open(kDebianDatabase);
  ASSERT_TRUE(db.isOk()) << db.status().message();
  EXPECT_EQ(db.value()->countryOf("8.8.8.8"), "US");               // Google Public DNS
  EXPECT_EQ(db.value()->countryOf("2001:4860:4860::8888"), "US");  // the same, over IPv6
  EXPECT_EQ(db.value()->countryOf("193.99.144.80"), "DE");         // heise.de
  EXPECT_EQ(db.value()->countryOf("127.0.0.1"), "ZZ");
  EXPECT_EQ(db.value()->countryOf("not an address"), "ZZ");
}

}  // namespace
}  // namespace seo::plugins::analytics
