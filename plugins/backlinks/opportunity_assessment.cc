#include "plugins/backlinks/opportunity_assessment.h"

#include <algorithm>

#include "plugins/backlinks/footprints.h"
#include "plugins/backlinks/opportunity.h"
#include "seo/sdk/util/ascii.h"

namespace seo::plugins::backlinks {

namespace {

// The words of `text`, lower case, split at anything but letters, digits and bytes >= 0x80
// (so words of any script stay whole).
std::vector<std::string> wordsOf(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  for (char c : text) {
    auto u = static_cast<unsigned char>(c);
    if (seo::sdk::ascii::isAlpha(c) || seo::sdk::ascii::isDigit(c) || u >= 0x80) {
      word += seo::sdk::ascii::lowerChar(c);
    } else if (!word.empty()) {
      words.push_back(std::move(word));
      word.clear();
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

// The share (0 to 1) of `wanted`'s words that occur among `in`'s.
double shareOf(const std::vector<std::string>& wanted, const std::vector<std::string>& in) {
  if (wanted.empty()) return 0;
  int found = 0;
  for (const std::string& w : wanted) {
    if (std::find(in.begin(), in.end(), w) != in.end()) ++found;
  }
  return static_cast<double>(found) / static_cast<double>(wanted.size());
}

bool mentions(const std::string& lower_text, std::initializer_list<std::string_view> words) {
  for (std::string_view w : words) {
    if (lower_text.find(w) != std::string::npos) return true;
  }
  return false;
}

std::string typeOf(const SearchHit& hit, const PageFacts& page) {
  std::string url = seo::sdk::ascii::lower(hit.url);
  std::string title = seo::sdk::ascii::lower(page.title.empty() ? hit.title : page.title);
  if (mentions(url, {"forum", "/thread", "community.", "/community"}) ||
      mentions(title, {"forum"})) {
    return "forum";
  }
  if (mentions(url, {"directory", "/listing"}) || mentions(title, {"directory"})) {
    return "directory";
  }
  if (mentions(url, {"/resources", "/links", "useful-links"}) ||
      mentions(title, {"resources", "useful links"})) {
    return "resource_page";
  }
  if (mentions(url, {"news.", "/news/"}) || mentions(title, {" news"})) return "news";
  if (mentions(url, {"/blog", "blog.", "/post", "/article"}) || mentions(title, {"blog"})) {
    return "blog";
  }
  return "website";
}

}  // namespace

std::string_view nicheRelevance(int relevance_score) {
  const auto& levels = kNicheRelevances.values();  // high, medium, low
  return relevance_score >= 70 ? levels[0] : relevance_score >= 40 ? levels[1] : levels[2];
}

Assessment assess(const SearchHit& hit, const PageFacts& page, std::string_view keyword,
                  std::string_view niche) {
  Assessment a;
  a.type = typeOf(hit, page);
  a.strategy = page.invites_guest_posts ? kGuestPost : hit.strategy;

  const std::vector<std::string> keyword_words = wordsOf(keyword), niche_words = wordsOf(niche);
  const std::vector<std::string> title = wordsOf(page.title.empty() ? hit.title : page.title);
  std::vector<std::string> body = wordsOf(hit.snippet);
  std::vector<std::string> text = wordsOf(page.text);
  body.insert(body.end(), text.begin(), text.end());
  std::vector<std::string> everything = title;
  everything.insert(everything.end(), body.begin(), body.end());

  double in_title = shareOf(keyword_words, title);
  double in_body = shareOf(keyword_words, body);
  double niche_share = niche_words.empty() ? 1.0 : shareOf(niche_words, everything);
  bool contact = !page.emails.empty() || !page.contact_pages.empty();
  double score = 40 * in_title + 20 * in_body + 15 * niche_share +
                 (page.invites_guest_posts ? 15 : 0) + (contact ? 10 : 0);
  a.relevance_score = std::clamp(static_cast<int>(score + 0.5), 0, 100);
  a.niche_relevance = nicheRelevance(a.relevance_score);
  if (page.external_links > 0) {
    a.link_type = 3 * page.nofollow_links <= page.external_links ? kDofollow : kNofollow;
  }

  a.tags = {a.strategy, a.type};
  if (page.invites_guest_posts) a.tags.push_back("accepts-guest-posts");
  if (!page.emails.empty()) a.tags.push_back("contact-email");
  if (!page.contact_pages.empty()) a.tags.push_back("contact-page");

  std::string why =
      "Found by a " + hit.strategy + " search at rank " + std::to_string(hit.rank) + ". ";
  auto percent = [](double share) { return std::to_string(static_cast<int>(100 * share + 0.5)); };
  why += "The title has " + percent(in_title) + "% of the keyword's words, the snippet and page " +
         percent(in_body) + "%";
  if (!niche_words.empty()) why += ", the niche's " + percent(niche_share) + "%";
  why += ". ";
  if (page.invites_guest_posts) why += "The page invites contributions. ";
  if (!page.emails.empty()) {
    why += "It publishes a contact address. ";
  } else if (!page.contact_pages.empty()) {
    why += "It links to a contact page. ";
  } else {
    why += "No contact was found. ";
  }
  if (!a.link_type.empty()) {
    why += std::to_string(page.nofollow_links) + " of its " + std::to_string(page.external_links) +
           " outbound links are nofollow.";
  }
  while (!why.empty() && why.back() == ' ') why.pop_back();
  a.reasoning = std::move(why);
  return a;
}

}  // namespace seo::plugins::backlinks
