// Prospecting footprints: the search queries a campaign's research sends to the SERP provider to
// find sites that may link to the target, built from the campaign's keyword and niche. Each
// query names the kind of opportunity it looks for (the `strategy` an opportunity found by it
// starts with), so the research knows why a result was found.
//
//   for (const Footprint& f : footprintsFor("trail running", "outdoor sports")) serp(f.query);
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace seo::plugins::backlinks {

// The strategies footprints look for, as opportunities name them.
inline constexpr const char* kGuestPost = "guest_post";
inline constexpr const char* kResourcePage = "resource_page";
inline constexpr const char* kListicle = "listicle";
inline constexpr const char* kRoundup = "roundup";
inline constexpr const char* kDirectory = "directory";

struct Footprint {
  std::string query;     // as sent to the search engine, operators included
  std::string strategy;  // one of the constants above
};

// The footprints of a campaign, most productive first: guest-post pages ("write for us",
// "guest post", "contribute"), resource pages, listicles, roundups and niche directories. Built
// from the keyword, and from the niche where it adds something (empty or the keyword itself:
// keyword only). Quotes in the inputs are dropped, so they cannot break a phrase query; spaces
// are collapsed. No two footprints have the same query.
std::vector<Footprint> footprintsFor(std::string_view keyword, std::string_view niche);

}  // namespace seo::plugins::backlinks
