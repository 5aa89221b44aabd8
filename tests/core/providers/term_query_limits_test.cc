#include "core/providers/term_query_limits.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::TermQuery;

// The message of the refusal of `query`, or "" when it is accepted.
std::string refusal(const TermQuery& query, bool ideas = false) {
  auto r = checkTermQuery(query, ideas);
  if (r.isOk()) return "";
  EXPECT_EQ(r.status().code(), Code::InvalidArgument);
  return r.status().message();
}

TEST(TermQueryLimitsTest, AcceptsAQueryAndAnswersItsLocationCode) {
  auto r = checkTermQuery({{"coffee"}, "en", "gb"}, false);
  ASSERT_TRUE(r.isOk());
  EXPECT_EQ(r.value(), 2826);
}

TEST(TermQueryLimitsTest, RefusalsNameTheField) {
  EXPECT_NE(refusal({{}, "en", "US"}).find("terms"), std::string::npos);
  EXPECT_NE(refusal({{"a", " \t"}, "en", "US"}).find("a term is empty"), std::string::npos);
  EXPECT_NE(refusal({{"a"}, "", "US"}).find("language"), std::string::npos);
  EXPECT_NE(refusal({{"a"}, "en", "XX"}).find("country"), std::string::npos);
  EXPECT_NE(refusal({{"a"}, "en", "US", 0}, true).find("limit"), std::string::npos);
  EXPECT_EQ(refusal({{"a"}, "en", "US", 0}, false), "") << "limit counts for ideas only";
  EXPECT_EQ(refusal({{"a"}, "en", "US", kMaxIdeasLimit}, true), "");
  EXPECT_NE(refusal({{"a"}, "en", "US", kMaxIdeasLimit + 1}, true).find("limit"),
            std::string::npos);
}

TEST(TermQueryLimitsTest, SeedsAreFewerThanTerms) {
  TermQuery many{std::vector<std::string>(kMaxSeedsPerQuery + 1, "t"), "en", "US"};
  EXPECT_EQ(refusal(many), "");
  EXPECT_NE(refusal(many, true).find("at most 200"), std::string::npos);
  many.terms.resize(kMaxTermsPerQuery + 1, "t");
  EXPECT_NE(refusal(many).find("at most 700"), std::string::npos);
}

}  // namespace
}  // namespace seo::core
