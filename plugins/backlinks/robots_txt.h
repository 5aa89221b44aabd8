// robots.txt as RFC 9309 reads it, so the research fetches only pages a site lets crawlers
// fetch. The group of the crawler's product token applies (matched case-insensitively), else the
// `*` group; within it the longest matching rule wins, `allow` on a tie; `*` matches any run of
// characters and a final `$` the end of the path. No group, no rule, or an empty file: allowed.
//
//   RobotsTxt robots = RobotsTxt::parse(body);
//   if (!robots.allows("seo-server", "/contact?x=1")) ...
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace seo::plugins::backlinks {

class RobotsTxt {
 public:
  // Reads the file's groups and rules; lines it does not understand are ignored, as the RFC
  // asks. At most the first 500 KiB are read (the RFC's minimum a crawler must parse).
  static RobotsTxt parse(std::string_view text);

  // Whether `product` (the crawler's token, e.g. "seo-server") may fetch `path_and_query`
  // (starting with "/").
  bool allows(std::string_view product, std::string_view path_and_query) const;

 private:
  struct Rule {
    bool allow = false;
    std::string pattern;
  };
  struct Group {
    std::vector<std::string> agents;  // lower case
    std::vector<Rule> rules;
  };
  std::vector<Group> groups_;
};

}  // namespace seo::plugins::backlinks
