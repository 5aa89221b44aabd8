// What the research reads from a candidate page: its title, the contact e-mail addresses it
// shows (mailto links, and addresses written in its text), and links to the site's own contact
// pages ("contact", "write for us", "about") on the page's origin, to be fetched next. The HTML is
// parsed by libxml2's HTML parser (forgiving, as browsers are; no network, no entities fetched).
//
//   PageFacts facts = readPage(body, "https://blog.example/post");
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace seo::plugins::backlinks {

struct PageFacts {
  std::string title;                       // trimmed, white space collapsed; "" when none
  std::vector<std::string> emails;         // lower case, in order of appearance, each once
  std::vector<std::string> contact_pages;  // absolute http(s) URLs of the page's own origin
  int external_links = 0;                  // links to other sites
  int nofollow_links = 0;                  // of those, marked rel="nofollow", "ugc" or "sponsored"
  // Whether the page's text invites contributions ("write for us", "guest post", ...).
  bool invites_guest_posts = false;
  std::string text;  // the visible text, white space collapsed, at most kMaxText bytes
};

// The most addresses and contact pages kept from one page.
inline constexpr std::size_t kMaxEmails = 10;
inline constexpr std::size_t kMaxContactPages = 3;
inline constexpr std::size_t kMaxText = 64 * 1024;

// Reads `html`, fetched from `page_url` (which resolves relative links).
PageFacts readPage(std::string_view html, const std::string& page_url);

// Whether `text` is an e-mail address the research may keep: one `@`, a local part and a host
// name of letters, digits and `.-_+`, a dot in the host, no image or file name ("logo@2x.png").
bool isContactEmail(std::string_view text);

}  // namespace seo::plugins::backlinks
