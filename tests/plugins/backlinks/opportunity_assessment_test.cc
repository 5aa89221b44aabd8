#include "plugins/backlinks/opportunity_assessment.h"

#include <gtest/gtest.h>

#include "plugins/backlinks/footprints.h"

namespace seo::plugins::backlinks {
namespace {

PageFacts guestPostPage() {
  PageFacts page;
  page.title = "Trail Running Blog";
  page.text = "We cover trail running gear for outdoor sports fans. Write for us!";
  page.invites_guest_posts = true;
  page.emails = {"editor@trail.example"};
  page.external_links = 6;
  page.nofollow_links = 2;
  return page;
}

TEST(OpportunityAssessmentTest, EveryPointOfTheScoreHasItsEvidence) {
  SearchHit hit{"https://trail.example/blog/write-for-us", "Write for us", "trail running tips",
                kResourcePage, 3};
  Assessment a = assess(hit, guestPostPage(), "trail running", "outdoor sports");
  // 40 (title has both words) + 20 (snippet and page) + 15 (niche) + 15 (invites) + 10 (contact)
  EXPECT_EQ(a.relevance_score, 100);
  EXPECT_EQ(a.niche_relevance, "high");
  EXPECT_EQ(a.strategy, kGuestPost);  // the page's invitation beats the footprint's guess
  EXPECT_EQ(a.type, "blog");
  EXPECT_EQ(a.link_type, "dofollow");  // 2 of 6 nofollow: at most a third
  EXPECT_EQ(a.tags, (std::vector<std::string>{"guest_post", "blog", "accepts-guest-posts",
                                              "contact-email"}));
  EXPECT_EQ(a.reasoning,
            "Found by a resource_page search at rank 3. The title has 100% of the keyword's "
            "words, the snippet and page 100%, the niche's 100%. The page invites contributions. "
            "It publishes a contact address. 2 of its 6 outbound links are nofollow.");
}

TEST(OpportunityAssessmentTest, AWeakPageScoresLowAndSaysWhatIsUnknown) {
  SearchHit hit{"https://shop.example/forum/thread/9", "Cheap shoes", "buy now", kListicle, 8};
  PageFacts page;
  page.title = "Cheap shoes forum";
  Assessment a = assess(hit, page, "trail running", "outdoor sports");
  EXPECT_EQ(a.relevance_score, 0);
  EXPECT_EQ(a.niche_relevance, "low");
  EXPECT_EQ(a.type, "forum");
  EXPECT_EQ(a.strategy, kListicle);
  EXPECT_EQ(a.link_type, "");  // it links nowhere: unknown, not guessed
  EXPECT_NE(a.reasoning.find("No contact was found."), std::string::npos);
}

TEST(OpportunityAssessmentTest, HalfTheWordsHalfThePointsAndNoNicheCountsFull) {
  SearchHit hit{"https://runners.example/resources", "", "", kResourcePage, 1};
  PageFacts page;
  page.title = "Running resources";
  page.external_links = 3;
  page.nofollow_links = 2;
  Assessment a = assess(hit, page, "trail running", "");
  // Half the keyword in the title (20 of 40), none in an empty snippet and page, no niche (15).
  EXPECT_EQ(a.relevance_score, 20 + 0 + 15);
  EXPECT_EQ(a.type, "resource_page");
  EXPECT_EQ(a.link_type, "nofollow");
}

}  // namespace
}  // namespace seo::plugins::backlinks
