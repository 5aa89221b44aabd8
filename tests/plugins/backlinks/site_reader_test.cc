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

TEST_F(SiteReaderTest, RedirectsAreFollowedWithinTheSiteOnly) {
  host_.http_client.answers.push_back(answer(404, ""));  // no robots.txt: all allowed
  host_.http_client.answers.push_back(
      answer(301, "", {{"location", "https://www.blog.example/write"}}));
  host_.http_client.answers.push_back(answer(404, ""));  // www's robots.txt
  host_.http_client.answers.push_back(
      answer(302, "", {{"location", "https://elsewhere.example/"}}));
  auto page = reader_.fetch("http://blog.example/write");
  EXPECT_EQ(page.status().code(), Code::BadGateway) << "another site is not followed";
  EXPECT_NE(page.status().message().find("HTTP 302"), std::string::npos);
  EXPECT_EQ(urls(), (std::vector<std::string>{
                        "http://blog.example/robots.txt", "http://blog.example/write",
                        "https://www.blog.example/robots.txt", "https://www.blog.example/write"}));
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
  EXPECT_FALSE(splitUrl("https://user@blog.example/").has_value());
  EXPECT_FALSE(splitUrl("mailto:x@y.example").has_value());
}

}  // namespace
}  // namespace seo::plugins::backlinks
