#include "core/http/deprecation_headers.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

seo::sdk::RouteOptions deprecated(std::string since, std::string sunset, std::string successor) {
  seo::sdk::RouteOptions o;
  o.deprecated_since = std::move(since);
  o.sunset = std::move(sunset);
  o.successor = std::move(successor);
  return o;
}

TEST(DeprecationHeadersTest, ChecksTheDaysAndTheSuccessor) {
  EXPECT_TRUE(checkDeprecation({}).isOk());
  EXPECT_TRUE(checkDeprecation(deprecated("2026-01-01", "2026-07-01", "/articles/{id}")).isOk());
  EXPECT_FALSE(checkDeprecation(deprecated("2026-01-01", "2026-01-01", "/articles")).isOk());
  EXPECT_FALSE(checkDeprecation(deprecated("2026-13-01", "2027-01-01", "/articles")).isOk());
  EXPECT_FALSE(checkDeprecation(deprecated("2026-01-01", "soon", "/articles")).isOk());
  EXPECT_FALSE(checkDeprecation(deprecated("2026-01-01", "2027-01-01", "articles")).isOk());
  EXPECT_FALSE(checkDeprecation(deprecated("", "", "/articles")).isOk());
}

TEST(DeprecationHeadersTest, FillsTheSuccessorWithThePathParameters) {
  HeaderList h = deprecationHeaders(deprecated("2025-12-31", "2026-03-01", "/articles/{id}"),
                                    {{"id", "7f/x?"}});
  ASSERT_EQ(h.size(), 3u);
  EXPECT_EQ(h[0], (std::pair<std::string, std::string>{"Deprecation", "@1767139200"}));
  EXPECT_EQ(h[1].second, "Sun, 01 Mar 2026 00:00:00 GMT");
  EXPECT_EQ(h[2].second, "</api/v1/articles/7f%2Fx%3F>; rel=\"successor-version\"");
  EXPECT_TRUE(deprecationHeaders({}, {}).empty());
}

}  // namespace
}  // namespace seo::core
