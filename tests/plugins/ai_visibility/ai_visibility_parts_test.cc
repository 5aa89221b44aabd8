// The AI visibility module's pure parts on their own: mention detection and statistics.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "plugins/ai_visibility/mention_detection.h"
#include "plugins/ai_visibility/visibility_stats.h"

namespace seo::plugins::ai_visibility {
namespace {

std::vector<BrandDetection> detect(std::string_view answer,
                                   const std::vector<TrackedBrand>& brands) {
  return detectMentions(answer, brands, citationsOf(answer, {}));
}

int mentionsOf(std::string_view answer, const TrackedBrand& brand) {
  return detect(answer, {brand})[0].mentions;
}

TEST(AiVisibilityStatsTest, WilsonInterval) {
  Interval none = wilsonInterval(0, 0);
  EXPECT_EQ(none.low, 0);
  EXPECT_EQ(none.high, 0);
  Interval zero = wilsonInterval(0, 10);
  EXPECT_EQ(zero.low, 0);
  EXPECT_NEAR(zero.high, 0.2775, 5e-5);
  Interval three = wilsonInterval(3, 10);
  EXPECT_NEAR(three.low, 0.1078, 5e-5);
  EXPECT_NEAR(three.high, 0.6032, 5e-5);
  Interval all = wilsonInterval(10, 10);
  EXPECT_NEAR(all.low, 0.7225, 5e-5);
  EXPECT_EQ(all.high, 1);
  Interval half = wilsonInterval(50, 100);
  EXPECT_NEAR(half.low, 0.4038, 5e-5);
  EXPECT_NEAR(half.high, 0.5962, 5e-5);
  Interval clamped = wilsonInterval(12, 10);  // more successes than trials: read as 10 of 10
  EXPECT_EQ(clamped.high, 1);
  EXPECT_NEAR(clamped.low, 0.7225, 5e-5);
}

TEST(AiVisibilityStatsTest, MeanEstimate) {
  MeanEstimate four =
      meanEstimate(1 + 2 + 3 + 4, 1 + 4 + 9 + 16, 4);  // s = 1.2910, t(3) = 3.182446
  EXPECT_EQ(four.n, 4);
  EXPECT_DOUBLE_EQ(four.mean, 2.5);
  EXPECT_NEAR(four.interval.low, 0.4457, 5e-5);
  EXPECT_NEAR(four.interval.high, 4.5543, 5e-5);

  MeanEstimate empty = meanEstimate(0, 0, 0);
  EXPECT_EQ(empty.n, 0);
  EXPECT_EQ(empty.mean, 0);
  EXPECT_EQ(empty.interval.low, 0);
  EXPECT_EQ(empty.interval.high, 0);

  MeanEstimate one = meanEstimate(3, 9, 1);
  EXPECT_EQ(one.mean, 3);
  EXPECT_EQ(one.interval.low, 3);
  EXPECT_EQ(one.interval.high, 3);

  MeanEstimate same = meanEstimate(0.3 * 3, 0.09 * 3, 3);  // no spread, whatever the rounding
  EXPECT_NEAR(same.mean, 0.3, 1e-12);
  EXPECT_NEAR(same.interval.low, 0.3, 1e-6);
  EXPECT_NEAR(same.interval.high, 0.3, 1e-6);

  // 1..40: beyond the table, t = 1.96. Mean 20.5, s = 11.6905, 1.96 * s / sqrt(40) = 3.6229.
  MeanEstimate forty = meanEstimate(820, 22140, 40);
  EXPECT_DOUBLE_EQ(forty.mean, 20.5);
  EXPECT_NEAR(forty.interval.low, 16.8771, 5e-5);
  EXPECT_NEAR(forty.interval.high, 24.1229, 5e-5);
}

TEST(AiVisibilityStatsTest, StabilityCountsDisagreeingPairs) {
  StabilityTally empty;
  EXPECT_EQ(empty.flipRate(), 0);
  EXPECT_EQ(empty.pairs(), 0);

  StabilityTally one_group;
  one_group.add(3, 2);  // pairs (P,P) agree, (P,A) twice disagree
  EXPECT_EQ(one_group.disagreeingPairs(), 2);
  EXPECT_EQ(one_group.pairs(), 3);
  EXPECT_EQ(one_group.groups(), 1);
  EXPECT_DOUBLE_EQ(one_group.flipRate(), 2.0 / 3.0);

  StabilityTally mixed;
  mixed.add(3, 2);  // 2 of 3
  mixed.add(5, 0);  // 0 of 10: always absent is stable
  mixed.add(1, 1);  // one sample has no pairs
  mixed.add(0, 0);
  mixed.add(4, 2);  // 4 of 6
  mixed.add(2, 2);  // 0 of 1
  EXPECT_EQ(mixed.disagreeingPairs(), 6);
  EXPECT_EQ(mixed.pairs(), 20);
  EXPECT_EQ(mixed.groups(), 4);
  EXPECT_DOUBLE_EQ(mixed.flipRate(), 0.3);
}

TEST(AiVisibilityMentionsTest, FoldsCaseAndDiacritics) {
  const TrackedBrand cafe{"Café Nova", ""};
  EXPECT_EQ(mentionsOf("cafe nova, CAFÉ NOVA, Cafe\xCC\x81 Nova and CAFE\xC2\xA0NOVA", cafe), 4);
  EXPECT_EQ(mentionsOf("Try Café\n  Nova.", cafe), 1);  // a line break is white space too
  EXPECT_EQ(mentionsOf("Müller, MULLER and müller", {"Muller", ""}), 3);
  EXPECT_EQ(mentionsOf("Muller", {"MÜLLER", ""}), 1);
  EXPECT_EQ(mentionsOf("Straße 5", {"STRASSE", ""}), 1);
}

TEST(AiVisibilityMentionsTest, MatchesOnWordBoundariesOnly) {
  const TrackedBrand acme{"Acme", ""};
  EXPECT_EQ(mentionsOf("Acmeville and PreAcme are towns; acme2 is a product.", acme), 0);
  EXPECT_EQ(mentionsOf("Δacme and acmeж", acme), 0);  // letters of any script bind
  EXPECT_EQ(mentionsOf("Acme's tools (acme), \"ACME\"; acme-like.", acme), 4);
  EXPECT_EQ(mentionsOf("Acme", acme), 1);  // text start and end are boundaries
}

TEST(AiVisibilityMentionsTest, CompactedNames) {
  const TrackedBrand hubspot{"HubSpot", ""};
  EXPECT_EQ(mentionsOf("HubSpot, Hub Spot, hub-spot, HUB.SPOT, hub\xE2\x80\x91spot", hubspot), 5);
  EXPECT_EQ(mentionsOf("HubSpot", {"Hub Spot", ""}), 1);
  EXPECT_EQ(mentionsOf("hub-spot", {"Hub Spot", ""}), 1);
  EXPECT_EQ(mentionsOf("A hub. Spot prices; a hub \xE2\x80\x94 spot.", hubspot), 0);
  EXPECT_EQ(mentionsOf("github spotlight, hub spotted", hubspot), 0);
  // Two characters are too few to compact: "H-P" is not "HP".
  const TrackedBrand hp{"HP", ""};
  EXPECT_EQ(mentionsOf("HP and H-P and hp", hp), 2);
  EXPECT_EQ(mentionsOf("X marks the spot", {"X", ""}), 0);  // names under 2 characters
  EXPECT_EQ(mentionsOf("anything", {"", ""}), 0);
  EXPECT_EQ(mentionsOf("anything", {" ", ""}), 0);
}

TEST(AiVisibilityMentionsTest, DomainMentions) {
  const TrackedBrand acme{"Acme Corp", "acme.com"};
  EXPECT_EQ(mentionsOf("Visit acme.com.", acme), 1);
  EXPECT_EQ(mentionsOf("Visit ACME.COM or www.acme.com", acme), 2);
  EXPECT_EQ(mentionsOf("Go to acme.com.evil.org now", acme), 0);
  EXPECT_EQ(mentionsOf("notacme.com and acme.community", acme), 0);
  EXPECT_EQ(mentionsOf("Read blog.acme.com", acme), 1);  // a subdomain names the brand
  EXPECT_EQ(mentionsOf("Mail info@acme.com", acme), 1);
  EXPECT_EQ(mentionsOf("acme.com", {"Acme Corp", "WWW.Acme.com "}), 1);  // normalized domain
  EXPECT_EQ(mentionsOf("acme.com", {"Acme Corp", ""}), 0);
}

TEST(AiVisibilityMentionsTest, OverlappingVariantsCountOnce) {
  const TrackedBrand hubspot{"Hub Spot", "hubspot.com"};
  // "Hub Spot" is both the name and the compacted name; "www.hubspot.com" holds the domain, its
  // www form and the compacted name.
  std::vector<BrandDetection> found =
      detect("Hub Spot (hubspot.com) beats www.hubspot.com; HubSpot!", {hubspot});
  EXPECT_TRUE(found[0].mentioned);
  EXPECT_EQ(found[0].mentions, 4);
  EXPECT_EQ(found[0].position, 1);
}

TEST(AiVisibilityMentionsTest, RanksFirstMentions) {
  const std::vector<TrackedBrand> brands = {
      {"Acme", "acme.com"}, {"Globex", ""}, {"Initech", "initech.io"}, {"Umbrella", ""}};
  std::vector<BrandDetection> found =
      detect("Initech leads, then acme.com; Globex trails. Acme and Initech again.", brands);
  ASSERT_EQ(found.size(), 4u);
  EXPECT_EQ(found[0].position, 2);
  EXPECT_EQ(found[0].mentions, 2);
  EXPECT_EQ(found[1].position, 3);
  EXPECT_EQ(found[1].mentions, 1);
  EXPECT_EQ(found[2].position, 1);
  EXPECT_EQ(found[2].mentions, 2);
  EXPECT_FALSE(found[3].mentioned);
  EXPECT_EQ(found[3].position, 0);
  EXPECT_EQ(found[3].mentions, 0);

  // At one offset the longer match ranks first, then list order.
  found = detect("Acme Cloud is fast.", {{"Acme", ""}, {"Acme Cloud", ""}, {"ACME", ""}});
  EXPECT_EQ(found[1].position, 1);
  EXPECT_EQ(found[0].position, 2);
  EXPECT_EQ(found[2].position, 3);
}

TEST(AiVisibilityCitationsTest, FindsUrlsInText) {
  Citations citations = citationsOf(
      "See [Acme](https://acme.com/pricing) and "
      "[Wiki](https://en.wikipedia.org/wiki/Acme_(company)). Sources: https://www.example.org/a, "
      "https://example.org/b. (see https://news.example.net/x)! <https://acme.com/docs> "
      "'https://acme.com/q' \"https://acme.com/r\" **https://acme.com/bold** "
      "[https://acme.com/pricing](https://acme.com/pricing) http://Acme.COM:8080/x?y=(1) "
      "HTTPS://User:pw@Shop.Acme.com/Cart#top 访问https://acme.cn。 https://en.wikipedia.org/wiki/"
      "Caf\xC3\xA9_(disambiguation)\xE3\x80\x82",
      {});
  const std::vector<std::string> urls = {
      "https://acme.com/pricing",
      "https://en.wikipedia.org/wiki/Acme_(company)",
      "https://www.example.org/a",
      "https://example.org/b",
      "https://news.example.net/x",
      "https://acme.com/docs",
      "https://acme.com/q",
      "https://acme.com/r",
      "https://acme.com/bold",
      "http://Acme.COM:8080/x?y=(1)",
      "HTTPS://User:pw@Shop.Acme.com/Cart#top",
      "https://acme.cn",
      "https://en.wikipedia.org/wiki/Caf\xC3\xA9_(disambiguation)"};
  EXPECT_EQ(citations.urls, urls);
  const std::vector<std::string> domains = {"acme.com",         "en.wikipedia.org", "example.org",
                                            "news.example.net", "shop.acme.com",    "acme.cn"};
  EXPECT_EQ(citations.domains, domains);
}

TEST(AiVisibilityCitationsTest, AddsExtraDeduplicatesAndSkipsImplausibleHosts) {
  Citations citations = citationsOf(
      "https://acme.com/a https://localhost/x https://exa_mple.com/ https:// "
      "http://192.168.0.1:80/ https://münchen.de/ https://www.com/",
      {" https://globex.com/report ", "https://acme.com/a", "", "initech.io/about",
       "https://www.acme.com/b"});
  const std::vector<std::string> urls = {"https://acme.com/a", "http://192.168.0.1:80/",
                                         "https://www.com/",   "https://globex.com/report",
                                         "initech.io/about",   "https://www.acme.com/b"};
  EXPECT_EQ(citations.urls, urls);
  const std::vector<std::string> domains = {"acme.com", "192.168.0.1", "www.com", "globex.com",
                                            "initech.io"};
  EXPECT_EQ(citations.domains, domains);

  std::string many;
  for (int i = 0; i < 250; ++i) {
    many += "https://site" + std::to_string(i) + ".example.com/ ";
  }
  citations = citationsOf(many, {"https://late.example.com/"});
  ASSERT_EQ(citations.urls.size(), 200u);
  EXPECT_EQ(citations.urls.back(), "https://site199.example.com/");
  EXPECT_EQ(citations.domains.size(), 200u);
}

TEST(AiVisibilityMentionsTest, CitedByDomainOrSubdomain) {
  Citations citations;
  citations.domains = {"docs.acme.com", "notglobex.com", "initech.io"};
  std::vector<BrandDetection> found = detectMentions("No names here.",
                                                     {{"Acme", "acme.com"},
                                                      {"Globex", "globex.com"},
                                                      {"Initech", "www.initech.io"},
                                                      {"Umbrella", ""}},
                                                     citations);
  EXPECT_TRUE(found[0].cited);
  EXPECT_FALSE(found[0].mentioned);  // cited without being named
  EXPECT_FALSE(found[1].cited);
  EXPECT_TRUE(found[2].cited);
  EXPECT_FALSE(found[3].cited);

  const std::string answer = "Acme ([docs](https://www.docs.acme.com:443/start)).";
  found = detectMentions(answer, {{"Acme", "acme.com"}}, citationsOf(answer, {}));
  EXPECT_TRUE(found[0].cited);
  EXPECT_EQ(found[0].mentions, 2);  // "Acme" and "docs.acme.com"
}

TEST(AiVisibilityMentionsTest, InvalidUtf8AndEmptyInput) {
  const std::string broken =
      "Acme \xFF\xFE caf\xC3 nova \xED\xA0\x80 https://acme.com/\xFF\xC3 https://x\xC3.com/ "
      "acme\xE2\x82";
  Citations citations =
      citationsOf(broken, {"\xFF\xFE", "https://acme.com/\xFF", "https://acme.com/a b\n"});
  EXPECT_EQ(citations.urls, std::vector<std::string>{"https://acme.com/"});
  std::vector<BrandDetection> found =
      detectMentions(broken, {{"Acme", "acme.com"}, {"\xC3\xFF", "\xFF.com"}}, citations);
  EXPECT_EQ(found[0].mentions, 3);
  EXPECT_TRUE(found[0].cited);
  EXPECT_FALSE(found[1].cited);

  EXPECT_TRUE(citationsOf("", {}).urls.empty());
  found = detect("", {{"Acme", "acme.com"}});
  ASSERT_EQ(found.size(), 1u);
  EXPECT_FALSE(found[0].mentioned);
  EXPECT_EQ(found[0].mentions, 0);
  EXPECT_EQ(found[0].position, 0);
  EXPECT_TRUE(detect("Acme", {}).empty());
}

TEST(AiVisibilityMentionsTest, SafeOnManyThreads) {
  const std::vector<TrackedBrand> brands = {{"Café Nova", "cafenova.fr"}, {"Acme", "acme.com"}};
  std::vector<std::thread> threads;
  std::vector<int> mentions(8);
  for (std::size_t t = 0; t < mentions.size(); ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 50; ++i) {
        mentions[t] += detect("CAFÉ NOVA and acme.com, then Cafe Nova.", brands)[0].mentions;
      }
    });
  }
  for (std::thread& thread : threads) {
    thread.join();
  }
  for (int count : mentions) {
    EXPECT_EQ(count, 100);
  }
}

}  // namespace
}  // namespace seo::plugins::ai_visibility
