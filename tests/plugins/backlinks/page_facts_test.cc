#include "plugins/backlinks/page_facts.h"

#include <gtest/gtest.h>

#include <string>

namespace seo::plugins::backlinks {
namespace {

TEST(PageFactsTest, TitleEmailsAndContactPages) {
  PageFacts f = readPage(R"(<!doctype html><html><head><title>
      Trail   Blog &amp; News </title>
      <script>var x = "spam@tracker.example";</script></head>
    <body><p>Write to <b>Editor@Trail.Example</b>.</p>
      <a href="mailto:tips@trail.example?subject=Hi">tips</a>
      <a href="mailto:Editor@trail.example">again</a>
      <a href="/contact-us">Contact</a>
      <a href="https://trail.example/write-for-us#form">Write for us</a>
      <a href="https://other.example/contact">their contact</a>
      <a href="/about">About us</a>
      <a href="/shop">Shop</a>
      <img src="logo@2x.png" alt="logo@2x.png">
    </body></html>)",
                         "https://trail.example/post/1");
  EXPECT_EQ(f.title, "Trail Blog & News");
  EXPECT_EQ(f.emails, (std::vector<std::string>{"editor@trail.example", "tips@trail.example"}));
  EXPECT_EQ(f.contact_pages, (std::vector<std::string>{"https://trail.example/contact-us",
                                                       "https://trail.example/write-for-us",
                                                       "https://trail.example/about"}));
  EXPECT_EQ(f.external_links, 1);  // other.example; mailto and own pages are not
  EXPECT_EQ(f.nofollow_links, 0);
  EXPECT_TRUE(f.invites_guest_posts);                  // the "Write for us" link's text
  EXPECT_EQ(f.text.find("var x"), std::string::npos);  // scripts are not text
}

TEST(PageFactsTest, ContactPagesOnAnotherPortOrSchemeAreAnotherSite) {
  PageFacts f = readPage(R"(<html><body>
      <a href="https://trail.example:8443/contact">Contact (admin port)</a>
      <a href="http://trail.example/write-for-us">Write for us (plain)</a>
      <a href="https://www.trail.example/about">About (www)</a>
      <a href="https://trail.example:443/contact-us">Contact us</a>
    </body></html>)",
                         "https://trail.example/post/1");
  EXPECT_EQ(f.contact_pages, (std::vector<std::string>{"https://trail.example:443/contact-us"}))
      << "only the page's own origin, its default port written or not";
}

TEST(PageFactsTest, OutboundLinksAndTheirRel) {
  PageFacts f = readPage(R"(<p>Our partners:
      <a href="https://a.example/" rel="nofollow">a</a>
      <a href="https://b.example/" rel="UGC noopener">b</a>
      <a href="https://c.example/">c</a>
      <a href="//d.example/x" rel="sponsored">d</a>
      <a href="/local">local</a></p>)",
                         "https://trail.example/");
  EXPECT_EQ(f.external_links, 4);
  EXPECT_EQ(f.nofollow_links, 3);
  EXPECT_FALSE(f.invites_guest_posts);
  EXPECT_EQ(f.text, "Our partners: a b c d local");
}

TEST(PageFactsTest, BrokenAndHostilePagesStillAnswer) {
  EXPECT_EQ(readPage("", "https://a.example/").title, "");
  EXPECT_EQ(readPage("<title>Unclosed", "https://a.example/").title, "Unclosed");
  std::string deep;
  for (int i = 0; i < 100000; ++i) deep += "<div>";
  deep += "<a href=\"mailto:deep@a.example\">x</a>";
  PageFacts f = readPage(deep, "https://a.example/");  // no stack overflow, whatever it keeps
  EXPECT_LE(f.emails.size(), 1u);
  std::string many;
  for (int i = 0; i < 100; ++i) many += "x" + std::to_string(i) + "@a.example ";
  EXPECT_EQ(readPage(many, "https://a.example/").emails.size(), kMaxEmails);
}

TEST(PageFactsTest, WhatCountsAsAnAddress) {
  EXPECT_TRUE(isContactEmail("editor@trail.example"));
  EXPECT_TRUE(isContactEmail("first.last+tag@mail.trail.example"));
  for (const char* bad : {"@trail.example", "editor@", "editor@localhost", "a@b@c.example",
                          "logo@2x.png", "editor@trail..example", "editor@.trail.example",
                          "editor@trail_x.example", "ed itor@trail.example"}) {
    EXPECT_FALSE(isContactEmail(bad)) << bad;
  }
}

}  // namespace
}  // namespace seo::plugins::backlinks
