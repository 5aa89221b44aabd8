#include "plugins/backlinks/page_facts.h"

#include <libxml/HTMLparser.h>
#include <libxml/uri.h>

#include <algorithm>
#include <memory>
#include <set>

#include "plugins/backlinks/prospects.h"
#include "seo/sdk/util/ascii.h"

namespace seo::plugins::backlinks {

namespace {

using DocPtr = std::unique_ptr<xmlDoc, decltype(&xmlFreeDoc)>;

constexpr std::string_view kFileSuffixes[] = {".png",  ".jpg", ".jpeg", ".gif",
                                              ".webp", ".svg", ".css",  ".js"};
// Words in a link's address or text that point at a page for contacting the site.
constexpr std::string_view kContactWords[] = {"contact",    "write-for-us", "write for us",
                                              "contribute", "guest-post",   "about"};
// Phrases by which a page invites contributions.
constexpr std::string_view kInvitations[] = {"write for us",         "guest post",
                                             "guest author",         "submit an article",
                                             "become a contributor", "contribute to"};

std::string collapsed(std::string_view text) {
  std::string out;
  bool space = false;
  for (char c : text) {
    if (seo::sdk::ascii::isSpace(c)) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

std::string textOf(const xmlNode* node) {
  std::unique_ptr<xmlChar, decltype(xmlFree)> content(xmlNodeGetContent(node), xmlFree);
  return content ? std::string(reinterpret_cast<const char*>(content.get())) : std::string();
}

std::string attribute(const xmlNode* node, const char* name) {
  std::unique_ptr<xmlChar, decltype(xmlFree)> value(
      xmlGetProp(node, reinterpret_cast<const xmlChar*>(name)), xmlFree);
  return value ? std::string(reinterpret_cast<const char*>(value.get())) : std::string();
}

bool isChar(char c) {
  return seo::sdk::ascii::isAlpha(c) || seo::sdk::ascii::isDigit(c) || c == '.' || c == '-' ||
         c == '_' || c == '+';
}

void addEmail(std::string candidate, PageFacts* facts, std::set<std::string>* seen) {
  candidate = seo::sdk::ascii::lower(seo::sdk::ascii::trim(candidate));
  if (facts->emails.size() >= kMaxEmails || !isContactEmail(candidate)) return;
  if (seen->insert(candidate).second) facts->emails.push_back(std::move(candidate));
}

// The addresses written in `text`: runs of address characters around each `@`.
void emailsInText(std::string_view text, PageFacts* facts, std::set<std::string>* seen) {
  for (std::size_t at = text.find('@'); at != std::string_view::npos; at = text.find('@', at + 1)) {
    std::size_t start = at, end = at + 1;
    while (start > 0 && isChar(text[start - 1])) --start;
    while (end < text.size() && isChar(text[end])) ++end;
    std::string candidate(text.substr(start, end - start));
    while (!candidate.empty() && (candidate.back() == '.' || candidate.back() == '-')) {
      candidate.pop_back();  // the end of a sentence
    }
    addEmail(std::move(candidate), facts, seen);
  }
}

// `href` resolved against `base`, when it is an http(s) URL of the same origin: the crawler
// reads no other scheme, host or port of the site (prospects.h, originOf).
std::string sameOriginUrl(const std::string& href, const std::string& base) {
  std::unique_ptr<xmlChar, decltype(xmlFree)> built(
      xmlBuildURI(reinterpret_cast<const xmlChar*>(href.c_str()),
                  reinterpret_cast<const xmlChar*>(base.c_str())),
      xmlFree);
  if (!built) return "";
  std::string url(reinterpret_cast<const char*>(built.get()));
  url = url.substr(0, url.find('#'));
  std::optional<std::string> origin = originOf(url);
  if (!origin || origin != originOf(base)) return "";
  return url;
}

bool mentionsContact(const std::string& href, const std::string& text) {
  std::string h = seo::sdk::ascii::lower(href), t = seo::sdk::ascii::lower(text);
  for (std::string_view word : kContactWords) {
    if (h.find(word) != std::string::npos || t.find(word) != std::string::npos) return true;
  }
  return false;
}

// Counts a link to another site, and whether it passes no authority (rel nofollow, ugc or
// sponsored): what the page's outbound links are like tells what a link from it would be.
void countLink(const xmlNode* node, const std::string& href, const std::string& page_url,
               PageFacts* facts) {
  std::unique_ptr<xmlChar, decltype(xmlFree)> built(
      xmlBuildURI(reinterpret_cast<const xmlChar*>(href.c_str()),
                  reinterpret_cast<const xmlChar*>(page_url.c_str())),
      xmlFree);
  if (!built) return;
  std::optional<std::string> site = siteOf(reinterpret_cast<const char*>(built.get()));
  std::optional<std::string> own = siteOf(page_url);
  if (!site || !own || *site == *own) return;
  ++facts->external_links;
  std::string rel = seo::sdk::ascii::lower(attribute(node, "rel"));
  if (rel.find("nofollow") != std::string::npos || rel.find("ugc") != std::string::npos ||
      rel.find("sponsored") != std::string::npos) {
    ++facts->nofollow_links;
  }
}

}  // namespace

bool isContactEmail(std::string_view text) {
  std::size_t at = text.find('@');
  if (at == 0 || at == std::string_view::npos || text.find('@', at + 1) != std::string_view::npos ||
      text.size() > 254) {
    return false;
  }
  std::string_view local = text.substr(0, at), host = text.substr(at + 1);
  for (char c : text.substr(0, at)) {
    if (!isChar(c)) return false;
  }
  if (local.size() > 64 || host.find('.') == std::string_view::npos) return false;
  for (char c : host) {
    if (!isChar(c) || c == '_' || c == '+') return false;
  }
  if (host.front() == '.' || host.back() == '.' || host.find("..") != std::string_view::npos) {
    return false;
  }
  std::string lower = seo::sdk::ascii::lower(host);
  for (std::string_view suffix : kFileSuffixes) {
    if (lower.size() >= suffix.size() &&
        lower.compare(lower.size() - suffix.size(), suffix.size(), suffix) == 0) {
      return false;
    }
  }
  return true;
}

PageFacts readPage(std::string_view html, const std::string& page_url) {
  // libxml2 sets up its globals once, before two threads parse at the same time.
  static const bool initialized = (xmlInitParser(), true);
  (void)initialized;
  PageFacts facts;
  DocPtr doc(htmlReadMemory(
                 html.data(), static_cast<int>(html.size()), page_url.c_str(), nullptr,
                 HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET),
             xmlFreeDoc);
  if (!doc) return facts;
  std::set<std::string> seen_emails, seen_pages;
  // Depth first without recursion: a page may nest as deep as it likes.
  const xmlNode* node = xmlDocGetRootElement(doc.get());
  while (node != nullptr) {
    if (node->type == XML_ELEMENT_NODE) {
      std::string name = seo::sdk::ascii::lower(reinterpret_cast<const char*>(node->name));
      if (name == "title" && facts.title.empty()) {
        facts.title = collapsed(textOf(node));
      } else if (name == "a") {
        std::string href(seo::sdk::ascii::trim(attribute(node, "href")));
        if (seo::sdk::ascii::startsWithIgnoreCase(href, "mailto:")) {
          std::string address = href.substr(
              7, href.find('?') == std::string::npos ? std::string::npos : href.find('?') - 7);
          addEmail(address, &facts, &seen_emails);
        } else if (!href.empty()) {
          countLink(node, href, page_url, &facts);
          if (facts.contact_pages.size() < kMaxContactPages &&
              mentionsContact(href, textOf(node))) {
            std::string url = sameOriginUrl(href, page_url);
            if (!url.empty() && url != page_url && seen_pages.insert(url).second) {
              facts.contact_pages.push_back(url);
            }
          }
        }
      }
    } else if (node->type == XML_TEXT_NODE && node->content != nullptr) {
      std::string_view text(reinterpret_cast<const char*>(node->content));
      emailsInText(text, &facts, &seen_emails);
      if (facts.text.size() < kMaxText) {
        std::string piece = collapsed(text);
        if (!piece.empty()) {
          if (!facts.text.empty()) facts.text += ' ';
          facts.text += piece.substr(0, kMaxText - std::min(kMaxText, facts.text.size()));
        }
      }
    }
    // Skip what a reader never sees.
    bool hidden = node->type == XML_ELEMENT_NODE &&
                  (xmlStrcasecmp(node->name, reinterpret_cast<const xmlChar*>("script")) == 0 ||
                   xmlStrcasecmp(node->name, reinterpret_cast<const xmlChar*>("style")) == 0);
    if (node->children != nullptr && !hidden) {
      node = node->children;
      continue;
    }
    while (node != nullptr && node->next == nullptr) node = node->parent;
    if (node != nullptr) node = node->next;
  }
  std::string lower = seo::sdk::ascii::lower(facts.text);
  for (std::string_view phrase : kInvitations) {
    if (lower.find(phrase) != std::string::npos) facts.invites_guest_posts = true;
  }
  return facts;
}

}  // namespace seo::plugins::backlinks
