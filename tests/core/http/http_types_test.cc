#include "core/http/http_types.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace seo::core {
namespace {

using Pairs = std::vector<std::pair<std::string, std::string>>;

TEST(HttpTypesTest, ParsesPairsInOrderAndDecodesThem) {
  EXPECT_EQ(parseQueryString("a=1&b=x%20y"), (Pairs{{"a", "1"}, {"b", "x y"}}));
  EXPECT_EQ(parseQueryString("z=1&a=2"), (Pairs{{"z", "1"}, {"a", "2"}}));
}

TEST(HttpTypesTest, PlusIsASpaceInKeysAndValues) {
  EXPECT_EQ(parseQueryString("first+name=ada+lovelace"), (Pairs{{"first name", "ada lovelace"}}));
  EXPECT_EQ(parseQueryString("q=c%2B%2B"), (Pairs{{"q", "c++"}}));
}

TEST(HttpTypesTest, KeepsRepeatedKeys) {
  EXPECT_EQ(parseQueryString("tag=a&tag=b"), (Pairs{{"tag", "a"}, {"tag", "b"}}));
}

TEST(HttpTypesTest, MissingValueIsEmptyAndOnlyFirstEqualsSplits) {
  EXPECT_EQ(parseQueryString("flag"), (Pairs{{"flag", ""}}));
  EXPECT_EQ(parseQueryString("flag="), (Pairs{{"flag", ""}}));
  EXPECT_EQ(parseQueryString("=v"), (Pairs{{"", "v"}}));
  EXPECT_EQ(parseQueryString("expr=a=b"), (Pairs{{"expr", "a=b"}}));
}

TEST(HttpTypesTest, EmptyPartsAreSkipped) {
  EXPECT_TRUE(parseQueryString("").empty());
  EXPECT_TRUE(parseQueryString("&&&").empty());
  EXPECT_EQ(parseQueryString("&a=1&&b=2&"), (Pairs{{"a", "1"}, {"b", "2"}}));
}

TEST(HttpTypesTest, EncodedSeparatorsStayInsideTheValue) {
  EXPECT_EQ(parseQueryString("u=a%26b%3Dc&v=2"), (Pairs{{"u", "a&b=c"}, {"v", "2"}}));
}

TEST(HttpTypesTest, MalformedEscapesAreKeptVerbatim) {
  EXPECT_EQ(parseQueryString("p=100%&q=%zz"), (Pairs{{"p", "100%"}, {"q", "%zz"}}));
}

}  // namespace
}  // namespace seo::core
