// The weekly digest's text: the counts by top, the biggest moves each way (ties by term), the
// keywords that entered or left the top 10, and how many are not checked yet.
#include "plugins/keywords/rank_digest.h"

#include <gtest/gtest.h>

namespace seo::plugins::keywords {
namespace {

TEST(RankDigestTest, TheTextCountsTheTopsAndListsTheMoves) {
  RankSettings settings;
  settings.country = "DE";
  settings.language = "de";
  std::vector<DigestKeyword> keywords = {
      {"alpha", 4, 11, true},                       // 15 -> 4: up, entered the top 10
      {"beta", 2, 0, true},                         // unchanged
      {"gamma", 12, -9, true},                      // 3 -> 12: down, left the top 10
      {"delta", std::nullopt, std::nullopt, true},  // not in the top 100
      {"epsilon", 30, 11, true},  // 41 -> 30: up as much as alpha; after it by term
      {"zeta", std::nullopt, std::nullopt, false},  // not checked yet
  };
  DigestMail mail = digestMail("alpha.example", "2026-12-01", settings, keywords);
  EXPECT_EQ(mail.subject, "Positions of alpha.example in search, the week to 2026-12-01");
  EXPECT_EQ(mail.text,
            "Positions of alpha.example in search (DE, de, desktop), the week to 2026-12-01.\n\n"
            "Tracked keywords: 6. In the top 3: 1; top 10: 2; top 100: 4; not in the top 100: 1; "
            "not checked yet: 1.\n"
            "\nMoved up most, against a week before:\n"
            "  alpha: position 4 (up 11 from 15)\n"
            "  epsilon: position 30 (up 11 from 41)\n"
            "\nMoved down most:\n"
            "  gamma: position 12 (down 9 from 3)\n"
            "\nEntered the top 10:\n"
            "  alpha: position 4 (up 11 from 15)\n"
            "\nLeft the top 10:\n"
            "  gamma: position 12 (down 9 from 3)\n"
            "\nThis digest comes weekly to the addresses in GET /api/v1/keywords/rank-settings "
            "(digest_emails); an empty list stops it.\n");
}

TEST(RankDigestTest, ALongListNamesTheFirstTenAndCountsTheRest) {
  std::vector<DigestKeyword> keywords;
  for (int i = 0; i < 12; ++i) keywords.push_back({"k" + std::to_string(10 + i), 50, 20 - i, true});
  DigestMail mail = digestMail("alpha.example", "2026-12-01", RankSettings{}, keywords);
  EXPECT_NE(mail.text.find("  k19: position 50 (up 11 from 61)\n  and 2 more\n"), std::string::npos)
      << mail.text;
  EXPECT_EQ(mail.text.find("k20"), std::string::npos);
}

}  // namespace
}  // namespace seo::plugins::keywords
