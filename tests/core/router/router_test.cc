#include "core/router/router.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "core/common/percent_decode.h"

namespace seo::core {
namespace {

using Outcome = Router::Outcome;

TEST(RouterTest, MatchesLiteralRouteAndReportsItsIndex) {
  Router router;
  ASSERT_TRUE(router.add("GET", "/things", 7));
  ASSERT_TRUE(router.add("GET", "/parts", 9));
  Router::Match m = router.match("GET", "/parts");
  EXPECT_EQ(m.outcome, Outcome::Matched);
  EXPECT_EQ(m.route_index, 9u);
  EXPECT_TRUE(m.params.empty());
  EXPECT_EQ(router.match("GET", "/things").route_index, 7u);
}

TEST(RouterTest, LiteralSegmentBeatsParamAtTheSamePlace) {
  // Registered in both orders, so the winner cannot be an artefact of insertion order.
  for (bool param_first : {true, false}) {
    Router router;
    if (param_first) {
      ASSERT_TRUE(router.add("GET", "/things/{id}", 1));
      ASSERT_TRUE(router.add("GET", "/things/groups", 2));
    } else {
      ASSERT_TRUE(router.add("GET", "/things/groups", 2));
      ASSERT_TRUE(router.add("GET", "/things/{id}", 1));
    }
    Router::Match literal = router.match("GET", "/things/groups");
    EXPECT_EQ(literal.outcome, Outcome::Matched);
    EXPECT_EQ(literal.route_index, 2u) << "param_first=" << param_first;
    EXPECT_TRUE(literal.params.empty());

    Router::Match param = router.match("GET", "/things/abc");
    EXPECT_EQ(param.outcome, Outcome::Matched);
    EXPECT_EQ(param.route_index, 1u);
    ASSERT_EQ(param.params.size(), 1u);
    EXPECT_EQ(param.params[0].first, "id");
    EXPECT_EQ(param.params[0].second, "abc");
  }
}

TEST(RouterTest, EarlierLiteralSegmentWinsOverLaterOne) {
  Router router;
  ASSERT_TRUE(router.add("GET", "/{a}/fixed", 1));
  ASSERT_TRUE(router.add("GET", "/fixed/{b}", 2));
  Router::Match m = router.match("GET", "/fixed/fixed");
  EXPECT_EQ(m.outcome, Outcome::Matched);
  EXPECT_EQ(m.route_index, 2u);
  ASSERT_EQ(m.params.size(), 1u);
  EXPECT_EQ(m.params[0].first, "b");
}

TEST(RouterTest, ParamsArePercentDecodedInOrder) {
  Router router;
  ASSERT_TRUE(router.add("GET", "/sites/{site}/pages/{page}", 3));
  Router::Match m = router.match("GET", "/sites/a%20b/pages/x%2Fy+z");
  ASSERT_EQ(m.outcome, Outcome::Matched);
  ASSERT_EQ(m.params.size(), 2u);
  EXPECT_EQ(m.params[0].first, "site");
  EXPECT_EQ(m.params[0].second, "a b");
  EXPECT_EQ(m.params[1].first, "page");
  // In a path, '+' is a literal plus, not a space.
  EXPECT_EQ(m.params[1].second, "x/y+z");
}

TEST(RouterTest, UnknownPathIsNotFound) {
  Router router;
  ASSERT_TRUE(router.add("GET", "/things/{id}", 0));
  EXPECT_EQ(router.match("GET", "/other").outcome, Outcome::NotFound);
  EXPECT_EQ(router.match("GET", "/things").outcome, Outcome::NotFound);
  EXPECT_EQ(router.match("GET", "/things/1/more").outcome, Outcome::NotFound);
  EXPECT_TRUE(router.match("GET", "/other").allowed.empty());
}

TEST(RouterTest, KnownPathWithWrongMethodListsAllowedMethodsSorted) {
  Router router;
  ASSERT_TRUE(router.add("PUT", "/things/{id}", 0));
  ASSERT_TRUE(router.add("DELETE", "/things/{id}", 1));
  ASSERT_TRUE(router.add("GET", "/things/{id}", 2));
  ASSERT_TRUE(router.add("PATCH", "/things/special", 3));
  Router::Match m = router.match("POST", "/things/special");
  EXPECT_EQ(m.outcome, Outcome::MethodNotAllowed);
  EXPECT_EQ(m.allowed, (std::vector<std::string>{"DELETE", "GET", "PATCH", "PUT"}));
  // A method present through the param route still matches the special path.
  Router::Match get = router.match("GET", "/things/special");
  EXPECT_EQ(get.outcome, Outcome::Matched);
  EXPECT_EQ(get.route_index, 2u);
  EXPECT_TRUE(get.allowed.empty());
}

TEST(RouterTest, AllowedMethodsAreNotRepeated) {
  Router router;
  ASSERT_TRUE(router.add("GET", "/a/{x}", 0));
  ASSERT_TRUE(router.add("GET", "/a/b", 1));
  Router::Match m = router.match("DELETE", "/a/b");
  EXPECT_EQ(m.outcome, Outcome::MethodNotAllowed);
  EXPECT_EQ(m.allowed, (std::vector<std::string>{"GET"}));
}

TEST(RouterTest, DuplicateRouteIsRefused) {
  Router router;
  ASSERT_TRUE(router.add("GET", "/things/{id}", 0));
  EXPECT_FALSE(router.add("GET", "/things/{id}", 1));
  // Same shape with another parameter name is the same route.
  EXPECT_FALSE(router.add("GET", "/things/{other}", 2));
  EXPECT_FALSE(router.add("GET", "/things/{id}/", 3));
  // Another method or another shape is fine.
  EXPECT_TRUE(router.add("POST", "/things/{id}", 4));
  EXPECT_TRUE(router.add("GET", "/things/list", 5));
  // The refused additions left nothing behind: the first route still answers.
  Router::Match m = router.match("GET", "/things/9");
  EXPECT_EQ(m.route_index, 0u);
  EXPECT_EQ(m.params[0].first, "id");
}

TEST(RouterTest, MalformedTemplatesAreRefused) {
  const std::vector<std::string> bad = {"",       "things", "/{}",   "/{id",  "/id}", "/a{id}",
                                        "/{id}x", "/{i{d}", "/{a}}", "/a}b{", "/x/{", "/x/}"};
  for (const std::string& t : bad) {
    Router router;
    EXPECT_FALSE(PathTemplate::parse(t)) << t;
    EXPECT_FALSE(router.add("GET", t, 0)) << t;
  }
  Router router;
  EXPECT_FALSE(router.add("", "/ok", 0)) << "empty method";
  EXPECT_EQ(router.match("", "/ok").outcome, Outcome::NotFound);
  for (const char* good : {"/", "/a", "/a/{b}/c", "/{x}", "/a-b_c.d/{long_name}"}) {
    EXPECT_TRUE(PathTemplate::parse(good)) << good;
  }
}

TEST(RouterTest, TrailingAndDoubledSlashesAreIgnored) {
  Router router;
  ASSERT_TRUE(router.add("GET", "/things/{id}", 4));
  ASSERT_TRUE(router.add("GET", "/", 5));
  for (const char* path : {"/things/1/", "/things//1", "//things/1//"}) {
    Router::Match m = router.match("GET", path);
    EXPECT_EQ(m.outcome, Outcome::Matched) << path;
    EXPECT_EQ(m.route_index, 4u) << path;
    ASSERT_EQ(m.params.size(), 1u) << path;
    EXPECT_EQ(m.params[0].second, "1") << path;
  }
  EXPECT_EQ(router.match("GET", "/").route_index, 5u);
  EXPECT_EQ(router.match("GET", "").route_index, 5u);
  // A template with a trailing slash is the same route as without one.
  Router other;
  ASSERT_TRUE(other.add("GET", "/x/", 0));
  EXPECT_EQ(other.match("GET", "/x").outcome, Outcome::Matched);
}

TEST(RouterTest, SplitPathDropsEmptySegments) {
  EXPECT_EQ(splitPath("/a/b/"), (std::vector<std::string_view>{"a", "b"}));
  EXPECT_EQ(splitPath("a//b"), (std::vector<std::string_view>{"a", "b"}));
  EXPECT_TRUE(splitPath("/").empty());
  EXPECT_TRUE(splitPath("").empty());
}

TEST(RouterTest, PercentDecodeDecodesEscapes) {
  EXPECT_EQ(percentDecode("a%20b", false), "a b");
  EXPECT_EQ(percentDecode("%41%62%2a%2A", false), "Ab**");
  EXPECT_EQ(percentDecode("%e2%82%ac", false), "\xe2\x82\xac");
  EXPECT_EQ(percentDecode("%00", false), std::string(1, '\0'));
  EXPECT_EQ(percentDecode("100%25", false), "100%");
  // A decoded '%' is not decoded again.
  EXPECT_EQ(percentDecode("%2541", false), "%41");
}

TEST(PathTemplateTest, NamesItsParametersAndIsFilledBackToWhatTheRouterMatches) {
  std::optional<PathTemplate> t = PathTemplate::parse("/sites/{site}/pages//{page}/");
  ASSERT_TRUE(t);
  EXPECT_EQ(t->parameters(), (std::vector<std::string>{"site", "page"}));
  EXPECT_TRUE(t->hasParameters());
  EXPECT_FALSE(PathTemplate::parse("/sites/all")->hasParameters());
  EXPECT_TRUE(t->sameShape(*PathTemplate::parse("/sites/{a}/pages/{b}")));
  EXPECT_FALSE(t->sameShape(*PathTemplate::parse("/sites/{a}/page/{b}")));
  EXPECT_FALSE(t->sameShape(*PathTemplate::parse("/sites/x/pages/{b}")));
  // Every byte outside the unreserved set is escaped, so a slash stays inside its segment.
  const PathParams given = {{"page", "a/b c%"}, {"site", "s-1"}};
  const std::string path = t->filled(given);
  EXPECT_EQ(path, "/sites/s-1/pages/a%2Fb%20c%25");
  Router router;
  ASSERT_TRUE(router.add("GET", *t, 0));
  Router::Match m = router.match("GET", path);
  ASSERT_EQ(m.outcome, Outcome::Matched);
  EXPECT_EQ(m.params, (PathParams{{"site", "s-1"}, {"page", "a/b c%"}}));
  EXPECT_EQ(PathTemplate::parse("/")->filled({}), "/");
}

TEST(RouterTest, PercentDecodeKeepsMalformedEscapes) {
  EXPECT_EQ(percentDecode("%", false), "%");
  EXPECT_EQ(percentDecode("%4", false), "%4");
  EXPECT_EQ(percentDecode("a%", false), "a%");
  EXPECT_EQ(percentDecode("%zz", false), "%zz");
  EXPECT_EQ(percentDecode("%4g", false), "%4g");
  EXPECT_EQ(percentDecode("%g4", false), "%g4");
  EXPECT_EQ(percentDecode("%%41", false), "%A");
  EXPECT_EQ(percentDecode("x%41", false), "xA");  // an escape right at the end is decoded
}

TEST(RouterTest, PercentDecodePlusIsSpaceOnlyWhenAsked) {
  EXPECT_EQ(percentDecode("a+b", true), "a b");
  EXPECT_EQ(percentDecode("a+b", false), "a+b");
  // An encoded plus stays a plus either way.
  EXPECT_EQ(percentDecode("a%2Bb", true), "a+b");
  EXPECT_EQ(percentDecode("+%2B+", true), " + ");
}

}  // namespace
}  // namespace seo::core
