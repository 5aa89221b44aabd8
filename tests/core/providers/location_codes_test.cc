#include "core/providers/location_codes.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

TEST(LocationCodesTest, CountryCodeIs2000PlusIsoNumeric) {
  EXPECT_EQ(countryLocationCode("US"), 2840);
  EXPECT_EQ(countryLocationCode("GB"), 2826);
  EXPECT_EQ(countryLocationCode("DE"), 2276);
  EXPECT_EQ(countryLocationCode("FR"), 2250);
  EXPECT_EQ(countryLocationCode("JP"), 2392);
  EXPECT_EQ(countryLocationCode("BR"), 2076);
  EXPECT_EQ(countryLocationCode("IN"), 2356);
  EXPECT_EQ(countryLocationCode("AU"), 2036);
  EXPECT_EQ(countryLocationCode("CA"), 2124);
}

TEST(LocationCodesTest, CoversTheWholeTableFromFirstToLast) {
  EXPECT_EQ(countryLocationCode("AD"), 2020);  // Andorra, first alphabetically
  EXPECT_EQ(countryLocationCode("AF"), 2004);  // smallest numeric code
  EXPECT_EQ(countryLocationCode("ZW"), 2716);  // Zimbabwe, last alphabetically
  EXPECT_EQ(countryLocationCode("SS"), 2728);  // South Sudan
  EXPECT_EQ(countryLocationCode("CW"), 2531);  // Curaçao
}

TEST(LocationCodesTest, IsCaseInsensitive) {
  EXPECT_EQ(countryLocationCode("us"), 2840);
  EXPECT_EQ(countryLocationCode("gB"), 2826);
}

TEST(LocationCodesTest, UnknownOrMalformedCodesAreNullopt) {
  EXPECT_EQ(countryLocationCode("XX"), std::nullopt);
  EXPECT_EQ(countryLocationCode("UK"), std::nullopt);  // not ISO: the ISO code is GB
  EXPECT_EQ(countryLocationCode(""), std::nullopt);
  EXPECT_EQ(countryLocationCode("U"), std::nullopt);
  EXPECT_EQ(countryLocationCode("USA"), std::nullopt);
  EXPECT_EQ(countryLocationCode("1A"), std::nullopt);
}

}  // namespace
}  // namespace seo::core
