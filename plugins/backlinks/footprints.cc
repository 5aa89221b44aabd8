#include "plugins/backlinks/footprints.h"

#include <set>

#include "seo/sdk/util/ascii.h"

namespace seo::plugins::backlinks {

namespace {

// `text` without double quotes, trimmed, with runs of white space as one space.
std::string phrase(std::string_view text) {
  std::string out;
  bool space = false;
  for (char c : seo::sdk::ascii::trim(text)) {
    if (c == '"') continue;
    if (seo::sdk::ascii::isSpace(c)) {
      space = true;
      continue;
    }
    if (space && !out.empty()) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

}  // namespace

std::vector<Footprint> footprintsFor(std::string_view keyword, std::string_view niche) {
  const std::string k = phrase(keyword);
  std::string n = phrase(niche);
  if (seo::sdk::ascii::equalsIgnoreCase(n, k)) n.clear();
  const std::string qk = "\"" + k + "\"";
  std::vector<Footprint> all = {
      {qk + " \"write for us\"", kGuestPost},
      {qk + " \"guest post\"", kGuestPost},
      {qk + " \"submit a guest post\"", kGuestPost},
      {qk + " \"become a contributor\"", kGuestPost},
      {qk + " intitle:resources", kResourcePage},
      {qk + " inurl:links", kResourcePage},
      {qk + " \"useful links\"", kResourcePage},
      {"\"best " + k + "\"", kListicle},
      {"\"top 10\" " + qk, kListicle},
      {qk + " \"weekly roundup\"", kRoundup},
  };
  if (!n.empty()) {
    const std::string qn = "\"" + n + "\"";
    all.push_back({qn + " \"write for us\"", kGuestPost});
    all.push_back({qn + " intitle:resources " + qk, kResourcePage});
    all.push_back({qn + " directory \"submit your site\"", kDirectory});
  }
  std::vector<Footprint> out;
  std::set<std::string> seen;
  for (Footprint& f : all) {
    if (seen.insert(seo::sdk::ascii::lower(f.query)).second) out.push_back(std::move(f));
  }
  return out;
}

}  // namespace seo::plugins::backlinks
