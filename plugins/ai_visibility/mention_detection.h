// Which tracked brands an LLM's answer names, in what order, and which of them it cites.
//
//   Citations citations = citationsOf(answer_text, endpoint_citation_urls);
//   std::vector<BrandDetection> found = detectMentions(answer_text, brands, citations);
//   // found[i] belongs to brands[i]: mentioned, mentions, position (1 = named first), cited
//
// Matching runs on folded text (ICU: case-folded, accents removed, whitespace runs made one
// space), so "CAFÉ NOVA" names a brand "Café Nova". All functions are pure and thread-safe.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace seo::plugins::ai_visibility {

// A brand whose presence in answers is tracked: the user's own or a competitor.
struct TrackedBrand {
  std::string name;    // as users write it, e.g. "HubSpot"
  std::string domain;  // lower case, e.g. "hubspot.com"; may be empty (then matched by name only)
};

// The sources an answer cites.
struct Citations {
  std::vector<std::string> urls;     // first-seen order, no duplicates, at most 200
  std::vector<std::string> domains;  // each URL's host: lower case, no "www.", no port; in order
};

// The URLs `answer` cites: http(s) URLs in the text (bare, in Markdown links "[t](url)", in
// "<url>"), with trailing .,;:!?)]}'"* trimmed except a ')' that closes a '(' inside the URL
// (Wikipedia's "Foo_(bar)"), followed by `extra` (the citations the endpoint returned beside the
// text, taken as given apart from surrounding white space; one without "://" is read as starting
// with its host). A URL whose host is not plausible (no dot, an empty label, over 253 characters,
// characters outside [a-z0-9.-] once lower-cased) is dropped from both lists, so every URL has a
// domain. Invalid UTF-8 ends a URL in the text; an `extra` URL holding it, a space or a control
// character is dropped.
Citations citationsOf(std::string_view answer, const std::vector<std::string>& extra);

// What one answer says about one brand.
struct BrandDetection {
  bool mentioned = false;  // named in the answer (a variant of its name, or its domain written out)
  int mentions = 0;        // how many times (overlapping variants at one place count once)
  int position = 0;        // 1-based rank of its first mention among the brands named; 0 if not
  bool cited = false;      // its domain, or a subdomain of it, is among citations.domains
};

// One detection per brand, in the order of `brands`. A brand is named by:
//  - its name, on word boundaries (no letter or digit, in Unicode's sense, right before or after);
//  - its name without spaces, hyphens and dots (when that is at least 3 characters), found in a
//    compacted copy of the text where a single space, hyphen or dot between two letters or digits
//    is removed: "Hub Spot", "hub-spot" and "HubSpot" all name "HubSpot" (and "Hub Spot"), while
//    "hub. Spot" does not;
//  - its domain or "www." + domain, where the domain must not continue as ".<letter or digit>"
//    ("acme.com.evil.org" does not name acme.com) but may be preceded by a subdomain
//    ("blog.acme.com" does).
// Variants shorter than 2 characters after folding never match. Positions order the named
// brands by their first mention's offset; ties go to the longer match, then to list order.
// Invalid UTF-8 in `answer` is read as U+FFFD.
std::vector<BrandDetection> detectMentions(std::string_view answer,
                                           const std::vector<TrackedBrand>& brands,
                                           const Citations& citations);

}  // namespace seo::plugins::ai_visibility
