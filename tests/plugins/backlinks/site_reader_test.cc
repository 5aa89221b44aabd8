#include "plugins/backlinks/site_reader.h"

#include <gtest/gtest.h>

#include "seo/sdk/testing/fake_host.h"

namespace seo::plugins::backlinks {
namespace {

using seo::sdk::Code;
using seo::sdk::OutboundResponse;

OutboundResponse answer(int status, std::string body,
                        std::vector<std::pair<std::string, std::string>> headers = {}) {
  return OutboundResponse{status, std::move(headers), std::move(body)};
}

class SiteReaderTest : public ::testing::Test {
 protected:
  std::vector<std::string> urls() const {
    std::vector<std::string> out;
    for (const auto& r : host_.http_client.requests) out.push_back(r.url);
    return out;
  }
  soci::session sql_;  // never opened: the reader only calls out
  seo::sdk::testing::FakeHost host_{sql_};
  SiteReader reader_{host_};
};

TEST_F(SiteReaderTest, ReadsAnAllowedPageAfterItsRobotsTxtOnce) {
  host_.http_client.answers.push_back(answer(200, "User-agent: *\nDisallow: /private\n"));
  host_.http_client.answers.push_back(
      answer(200, "<html>page</html>", {{"content-type", "text/html; charset=utf-8"}}));
  host_.http_client.answers.push_back(answer(200, "<html>two</html>"));
  ASSERT_TRUE(reader_.fetch("https://blog.example/write-for-us#top").isOk());
  auto second = reader_.fetch("https://blog.example/about");
  ASSERT_TRUE(second.isOk()) << second.status().message();
  EXPECT_EQ(second.value(), "<html>two</html>");
  EXPECT_EQ(urls(), (std::vector<std::string>{"https://blog.example/robots.txt",
                                              "https://blog.example/write-for-us#top",
                                              "https://blog.example/about"}));
  EXPECT_EQ(host_.http_client.requests[1].headers[0].second.rfind("seo-server/", 0), 0u);
  EXPECT_EQ(reader_.requests(), 3);
}

TEST_F(SiteReaderTest, ADisallowedPageIsNeverRequested) {
  host_.http_client.answers.push_back(answer(200, "User-agent: seo-server\nDisallow: /\n"));
  auto page = reader_.fetch("https://blog.example/write-for-us");
  EXPECT_EQ(page.status().code(), Code::PermissionDenied);
  EXPECT_EQ(urls(), (std::vector<std::string>{"https://blog.example/robots.txt"}));
}

TEST_F(SiteReaderTest, ARedirectIntoADisallowedPathIsNotFollowed) {
  host_.http_client.answers.push_back(answer(200, "User-agent: *\nDisallow: /private\n"));
  host_.http_client.answers.push_back(answer(301, "", {{"location", "/private/page"}}));
  auto page = reader_.fetch("https://blog.example/write-for-us");
  EXPECT_EQ(page.status().code(), Code::PermissionDenied) << page.status().message();
  EXPECT_EQ(urls().size(), 2u) << "the private page was not asked for";
}

TEST_F(SiteReaderTest, RedirectsAreFollowedWithinTheOriginOnly) {
  host_.http_client.answers.push_back(answer(404, ""));  // no robots.txt: all allowed
  host_.http_client.answers.push_back(answer(301, "", {{"location", "/write/"}}));
  host_.http_client.answers.push_back(
      answer(302, "", {{"location", "https://blog.example:443/write/2"}}));
  host_.http_client.answers.push_back(answer(200, "<html>here</html>"));
  auto page = reader_.fetch("https://blog.example/write");
  ASSERT_TRUE(page.isOk()) << page.status().message();
  EXPECT_EQ(page.value(), "<html>here</html>");
  EXPECT_EQ(urls(), (std::vector<std::string>{
                        "https://blog.example/robots.txt", "https://blog.example/write",
                        "https://blog.example/write/", "https://blog.example:443/write/2"}))
      << "the default port written out is the same origin, with the same robots.txt";

  // Another port, scheme or host name of the same site is another site: not followed.
  for (const char* elsewhere : {"https://blog.example:8443/admin", "http://blog.example/write",
                                "https://www.blog.example/", "https://elsewhere.example/"}) {
    host_.http_client.requests.clear();
    host_.http_client.answers.push_back(answer(301, "", {{"location", elsewhere}}));
    auto moved = reader_.fetch("https://blog.example/moved");
    EXPECT_EQ(moved.status().code(), Code::BadGateway) << elsewhere;
    EXPECT_NE(moved.status().message().find("HTTP 301"), std::string::npos);
    EXPECT_EQ(urls(), (std::vector<std::string>{"https://blog.example/moved"})) << elsewhere;
  }
}

TEST_F(SiteReaderTest, EachPortHasItsOwnRobotsTxt) {
  host_.http_client.answers.push_back(answer(200, "User-agent: *\nDisallow: /\n"));
  EXPECT_EQ(reader_.fetch("https://blog.example/page").status().code(), Code::PermissionDenied);
  host_.http_client.answers.push_back(answer(404, ""));  // :8443 has none: all allowed
  host_.http_client.answers.push_back(answer(200, "<html>open</html>"));
  auto other = reader_.fetch("https://blog.example:8443/page");
  ASSERT_TRUE(other.isOk()) << other.status().message();
  EXPECT_EQ(reader_.fetch("https://BLOG.example:443/page").status().code(), Code::PermissionDenied)
      << "the default port's file, kept";
  EXPECT_EQ(urls(), (std::vector<std::string>{"https://blog.example/robots.txt",
                                              "https://blog.example:8443/robots.txt",
                                              "https://blog.example:8443/page"}));
}

TEST_F(SiteReaderTest, AnUnreadableRobotsTxtAllowsNothingAndOnlyHtmlIsRead) {
  host_.http_client.answers.push_back(answer(503, ""));
  EXPECT_EQ(reader_.fetch("https://down.example/page").status().code(), Code::PermissionDenied);
  host_.http_client.answers.push_back(answer(200, ""));  // robots.txt of pdf.example
  host_.http_client.answers.push_back(answer(200, "%PDF", {{"content-type", "application/pdf"}}));
  auto pdf = reader_.fetch("https://pdf.example/file");
  EXPECT_EQ(pdf.status().code(), Code::BadGateway);
  EXPECT_NE(pdf.status().message().find("not an HTML page"), std::string::npos);
  EXPECT_EQ(reader_.fetch("ftp://x.example/").status().code(), Code::InvalidArgument);
}

TEST(SplitUrlTest, OriginAndPath) {
  auto parts = splitUrl("HTTPS://Blog.Example:8443/a/b?x=1#frag");
  ASSERT_TRUE(parts.has_value());
  EXPECT_EQ(parts->origin, "https://blog.example:8443");
  EXPECT_EQ(parts->path_and_query, "/a/b?x=1");
  EXPECT_EQ(splitUrl("https://blog.example")->path_and_query, "/");
  EXPECT_EQ(splitUrl("https://blog.example:443?q")->origin, "https://blog.example");
  EXPECT_EQ(splitUrl("https://blog.example:443?q")->path_and_query, "/?q");
  EXPECT_FALSE(splitUrl("https://blog.example:99999/").has_value());
  EXPECT_FALSE(splitUrl("https://user@blog.example/").has_value());
  EXPECT_FALSE(splitUrl("mailto:x@y.example").has_value());
}

}  // namespace
}  // namespace seo::plugins::backlinks
