// The visits' sets as text (visit_sets.h): numbers of every size read back as written, a set's
// repeats kept, and text that is not a set's refused rather than misread.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "plugins/analytics/visit_sets.h"

namespace seo::plugins::analytics {
namespace {

std::vector<std::uint64_t> numbersOf(const std::string& text, bool* ok) {
  std::vector<std::uint64_t> numbers;
  *ok = forEachSetNumber(text, [&](std::uint64_t n) { numbers.push_back(n); });
  return numbers;
}

TEST(VisitSetTextTest, NumbersOfEverySizeReadBackAsWritten) {
  const std::vector<std::uint64_t> numbers = {
      0, 1, 31, 32, 1023, 1024, 4294967295u, 4294967296u, UINT64_MAX - 1, UINT64_MAX};
  std::string text;
  for (std::uint64_t n : numbers) appendSetNumber(n, &text);
  bool ok = false;
  EXPECT_EQ(numbersOf(text, &ok), numbers);
  EXPECT_TRUE(ok);
  // One character below 32, two below 1024, thirteen for the largest.
  std::string one, two, largest;
  appendSetNumber(31, &one);
  appendSetNumber(1023, &two);
  appendSetNumber(UINT64_MAX, &largest);
  EXPECT_EQ(one.size(), 1u);
  EXPECT_EQ(two.size(), 2u);
  EXPECT_EQ(largest.size(), 13u);
  for (char c : largest) {
    EXPECT_GE(c, '0');
    EXPECT_LE(c, 'o');
  }
}

TEST(VisitSetTextTest, ASetIsItsDifferencesWithRepeatsKept) {
  // Visit 3 twice (two pageviews), then 4 and 40.
  const std::string text = setText({3, 3, 4, 40});
  bool ok = false;
  EXPECT_EQ(numbersOf(text, &ok), (std::vector<std::uint64_t>{3, 0, 1, 36}));
  EXPECT_TRUE(ok);
  EXPECT_EQ(setText({}), "");
}

TEST(VisitSetTextTest, TextNotWrittenAsASetIsRefused) {
  bool ok = true;
  // A character outside the alphabet, after a number read.
  EXPECT_EQ(numbersOf("1 2", &ok), (std::vector<std::uint64_t>{1}));
  EXPECT_FALSE(ok);
  numbersOf(std::string("1\0", 2), &ok);
  EXPECT_FALSE(ok);
  numbersOf("\xff", &ok);
  EXPECT_FALSE(ok);
  // A number cut short (a group that says more follow, then nothing).
  numbersOf("P", &ok);
  EXPECT_FALSE(ok);
  // More groups than 64 bits hold.
  numbersOf(std::string(14, 'P') + "0", &ok);
  EXPECT_FALSE(ok);
}

}  // namespace
}  // namespace seo::plugins::analytics
