#include "plugins/backlinks/robots_txt.h"

#include "seo/sdk/util/ascii.h"

namespace seo::plugins::backlinks {

namespace {

constexpr std::size_t kMaxBytes = 500 * 1024;

// Whether `pattern` (with `*` and a final `$`) matches the start of `path`, or all of it with
// `$`. Iterative, with one backtrack point per `*`, so a hostile pattern costs O(n*m) at most.
bool matches(std::string_view pattern, std::string_view path) {
  bool anchored = !pattern.empty() && pattern.back() == '$';
  if (anchored) pattern.remove_suffix(1);
  std::size_t p = 0, s = 0;
  std::size_t star = std::string_view::npos, star_s = 0;
  while (s < path.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      star_s = s;
    } else if (p < pattern.size() && pattern[p] == path[s]) {
      ++p;
      ++s;
    } else if (p == pattern.size() && !anchored) {
      return true;  // the pattern is a prefix of the path
    } else if (star != std::string_view::npos) {
      p = star + 1;
      s = ++star_s;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

// The length a rule counts with in the "longest match" comparison: its characters, `$` not.
std::size_t weight(const std::string& pattern) {
  return pattern.size() - (!pattern.empty() && pattern.back() == '$' ? 1 : 0);
}

}  // namespace

RobotsTxt RobotsTxt::parse(std::string_view text) {
  RobotsTxt robots;
  text = text.substr(0, kMaxBytes);
  bool in_agents = false;  // the previous rule line was a user-agent line
  while (!text.empty()) {
    std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    line = line.substr(0, line.find('#'));
    std::size_t colon = line.find(':');
    if (colon == std::string_view::npos) continue;
    std::string key = seo::sdk::ascii::lower(seo::sdk::ascii::trim(line.substr(0, colon)));
    std::string_view value = seo::sdk::ascii::trim(line.substr(colon + 1));
    if (key == "user-agent") {
      if (!in_agents) robots.groups_.emplace_back();
      robots.groups_.back().agents.push_back(seo::sdk::ascii::lower(value));
      in_agents = true;
    } else if (key == "allow" || key == "disallow") {
      in_agents = false;
      if (robots.groups_.empty()) continue;  // a rule before any user-agent line
      // An empty disallow allows everything: it adds no rule.
      if (value.empty()) continue;
      robots.groups_.back().rules.push_back({key == "allow", std::string(value)});
    }
  }
  return robots;
}

bool RobotsTxt::allows(std::string_view product, std::string_view path_and_query) const {
  std::string token = seo::sdk::ascii::lower(product);
  // Every group naming the product applies (the RFC merges them); else every `*` group.
  std::vector<const Group*> chosen;
  for (const Group& g : groups_) {
    for (const std::string& agent : g.agents) {
      if (agent == token) {
        chosen.push_back(&g);
        break;
      }
    }
  }
  if (chosen.empty()) {
    for (const Group& g : groups_) {
      for (const std::string& agent : g.agents) {
        if (agent == "*") {
          chosen.push_back(&g);
          break;
        }
      }
    }
  }
  const Rule* best = nullptr;
  for (const Group* g : chosen) {
    for (const Rule& rule : g->rules) {
      if (!matches(rule.pattern, path_and_query)) continue;
      if (best == nullptr || weight(rule.pattern) > weight(best->pattern) ||
          (weight(rule.pattern) == weight(best->pattern) && rule.allow && !best->allow)) {
        best = &rule;
      }
    }
  }
  return best == nullptr || best->allow;
}

}  // namespace seo::plugins::backlinks
