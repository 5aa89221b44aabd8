#include "seo/sdk/util/slug.h"

#include <gtest/gtest.h>

#include <string>

namespace seo::sdk {
namespace {

TEST(SlugTest, ASlugIsLowerCaseLettersDigitsAndInnerHyphens) {
  for (const char* good : {"a", "trail-shoes", "2026-guide", "a-b-c"}) {
    EXPECT_TRUE(isSlug(good, 200)) << good;
  }
  for (const char* bad : {"", "-a", "a-", "a--b", "Trail", "a b", "a_b", "caf\xC3\xA9", "a/b",
                          "%3Cimg%3E", "<img>"}) {
    EXPECT_FALSE(isSlug(bad, 200)) << bad;
  }
  EXPECT_TRUE(isSlug(std::string(200, 'a'), 200));
  EXPECT_FALSE(isSlug(std::string(201, 'a'), 200));
}

TEST(SlugTest, AnythingBecomesASlugOrNothing) {
  EXPECT_EQ(slugOf("trail-shoes", 200), "trail-shoes") << "a slug passes unchanged";
  EXPECT_EQ(slugOf("Best <img src=x onerror=alert(1)> Shoes & Socks", 200),
            "best-img-src-x-onerror-alert-1-shoes-socks");
  EXPECT_EQ(slugOf("../../wp-admin/?a=1#x", 200), "wp-admin-a-1-x");
  EXPECT_EQ(slugOf("caf\xC3\xA9 au lait", 200), "caf-au-lait") << "non-ASCII dropped";
  EXPECT_EQ(slugOf(" <> & ", 200), "");
  EXPECT_EQ(slugOf("abc-def", 4), "abc") << "cut, with no hyphen at the end";
  EXPECT_EQ(slugOf(std::string(300, 'a'), 191).size(), 191u);
  for (const char* any : {"Trail Shoes!", "--x--", "A_B C", "\r\n<script>"}) {
    std::string slug = slugOf(any, 200);
    EXPECT_TRUE(slug.empty() || isSlug(slug, 200)) << any << " -> " << slug;
  }
}

}  // namespace
}  // namespace seo::sdk
