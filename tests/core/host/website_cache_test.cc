#include "core/host/website_cache.h"

#include <gtest/gtest.h>

#include <string>

namespace seo::core {
namespace {

using Clock = WebsiteCache::Clock;

seo::sdk::WebsiteInfo site(const std::string& id, const std::string& domain) {
  seo::sdk::WebsiteInfo w;
  w.id = id;
  w.organization_id = "org-of-" + id;
  w.domain = domain;
  w.name = domain;
  w.language = "en";
  return w;
}

TEST(WebsiteCacheTest, AKeptWebsiteIsFoundUntilItIsTooOld) {
  WebsiteCache cache;
  const Clock::time_point t0 = Clock::now();
  EXPECT_FALSE(cache.find("a", t0));  // never read: not known, never guessed
  cache.keep(site("a", "alpha.example"), t0);
  std::optional<seo::sdk::WebsiteInfo> found = cache.find("a", t0 + std::chrono::seconds(59));
  ASSERT_TRUE(found);
  EXPECT_EQ(found->domain, "alpha.example");
  EXPECT_EQ(found->organization_id, "org-of-a");
  EXPECT_FALSE(cache.find("b", t0));
  // Past kMaxAge it is read again (a hand edit in SQL shows within that bound).
  EXPECT_FALSE(cache.find("a", t0 + WebsiteCache::kMaxAge));
  cache.keep(site("a", "edited.example"), t0 + WebsiteCache::kMaxAge);
  EXPECT_EQ(cache.find("a", t0 + WebsiteCache::kMaxAge)->domain, "edited.example");
}

TEST(WebsiteCacheTest, BeyondItsBoundTheCacheStartsOver) {
  WebsiteCache cache;
  const Clock::time_point now = Clock::now();
  for (std::size_t i = 0; i < WebsiteCache::kMaxEntries; ++i) {
    cache.keep(site(std::to_string(i), "s.example"), now);
  }
  EXPECT_TRUE(cache.find("0", now));
  cache.keep(site("0", "again.example"), now);  // a kept id replaces itself: no reset
  EXPECT_TRUE(cache.find("1", now));
  cache.keep(site("one-more", "m.example"), now);
  EXPECT_FALSE(cache.find("1", now));
  EXPECT_TRUE(cache.find("one-more", now));
}

}  // namespace
}  // namespace seo::core
