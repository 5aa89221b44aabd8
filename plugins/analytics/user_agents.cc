#include "plugins/analytics/user_agents.h"

#include <re2/filtered_re2.h>
#include <re2/re2.h>
#include <re2/set.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "plugins/analytics/embedded_text.h"

namespace seo::plugins::analytics {

namespace {

constexpr int kMaxGroups = 9;
constexpr std::size_t kCachedAgents = 10000;

// One list (user_agent_parsers or os_parsers): its regexes in order, each with the replacements
// of its fields ("" where a field is the group's). RE2's FilteredRE2 runs only the regexes whose
// literal parts (atoms) the text holds, found in one pass by a set of them: a linear scan of
// uap-core's regexes costs a quarter of a millisecond per User-Agent, this about forty
// microseconds.
struct ParserList {
  re2::FilteredRE2 regexes{3};
  std::vector<std::array<std::string, 3>> replacements;  // family, then versions
  std::unique_ptr<RE2::Set> atoms;                       // lower case, as FilteredRE2 wants
  bool compiled = false;

  void load(const YAML::Node& entries, const std::array<const char*, 3>& keys) {
    RE2::Options options;
    options.set_log_errors(false);
    if (!entries || !entries.IsSequence()) return;
    for (const YAML::Node& entry : entries) {
      if (!entry["regex"]) continue;
      std::string pattern = entry["regex"].as<std::string>();
      if (entry["regex_flag"] && entry["regex_flag"].as<std::string>() == "i") {
        pattern = "(?i)" + pattern;
      }
      int id = 0;
      if (regexes.Add(pattern, options, &id) != RE2::NoError) continue;
      std::array<std::string, 3> fields;
      for (std::size_t i = 0; i < keys.size(); ++i) {
        if (entry[keys[i]]) fields[i] = entry[keys[i]].as<std::string>();
      }
      replacements.push_back(std::move(fields));
    }
    if (replacements.empty()) return;
    std::vector<std::string> literals;
    regexes.Compile(&literals);
    RE2::Options literal_options;
    literal_options.set_max_mem(64 << 20);
    atoms = std::make_unique<RE2::Set>(literal_options, RE2::UNANCHORED);
    for (const std::string& literal : literals) atoms->Add(RE2::QuoteMeta(literal), nullptr);
    compiled = literals.empty() || atoms->Compile();
  }

  // The fields of the first parser matching `text`; all "" when none does.
  std::array<std::string, 3> parse(std::string_view text) const {
    std::array<std::string, 3> fields;
    if (!compiled) return fields;
    std::string lower(text);
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    std::vector<int> present;
    if (atoms) atoms->Match(lower, &present);
    const int first = regexes.FirstMatch(text, present);
    if (first < 0) return fields;
    const RE2& regex = regexes.GetRE2(first);
    std::array<re2::StringPiece, kMaxGroups + 1> groups;
    const int n = std::min(kMaxGroups, regex.NumberOfCapturingGroups()) + 1;
    if (!regex.Match(text, 0, text.size(), RE2::UNANCHORED, groups.data(), n)) return fields;
    for (std::size_t i = 0; i < fields.size(); ++i) {
      const std::string& replacement = replacements[first][i];
      if (replacement.empty()) {
        if (static_cast<int>(i) + 1 < n) fields[i] = std::string(groups[i + 1]);
      } else {
        // $1..$9 stand for the match's groups; a group that did not take part is empty.
        for (std::size_t c = 0; c < replacement.size(); ++c) {
          if (replacement[c] == '$' && c + 1 < replacement.size() && replacement[c + 1] >= '1' &&
              replacement[c + 1] <= '9') {
            const int group = replacement[c + 1] - '0';
            if (group < n) fields[i] += std::string(groups[group]);
            ++c;
          } else {
            fields[i] += replacement[c];
          }
        }
      }
      // uap-core: surrounding spaces are not part of a field.
      std::string& f = fields[i];
      while (!f.empty() && std::isspace(static_cast<unsigned char>(f.back()))) f.pop_back();
      f.erase(0, std::min(f.size(), f.find_first_not_of(" \t")));
    }
    return fields;
  }
};

}  // namespace

struct UserAgents::Lists {
  ParserList browsers, systems;
  // The answers for the User-Agents seen last: visitors' browsers repeat, so most pageviews
  // cost one lookup. Emptied when full.
  std::mutex cache_mutex;
  std::unordered_map<std::string, UserAgentInfo> cache;
};

const UserAgents& UserAgents::builtIn() {
  static const UserAgents built_in(kUapRegexesYaml);
  return built_in;
}

UserAgents::UserAgents(std::string_view regexes_yaml) : lists_(std::make_unique<Lists>()) {
  YAML::Node root;
  try {
    root = YAML::Load(std::string(regexes_yaml));
  } catch (const YAML::Exception&) {
    return;  // no parser: every agent is Other (the build's test fails on it first)
  }
  lists_->browsers.load(root["user_agent_parsers"],
                        {"family_replacement", "v1_replacement", "v2_replacement"});
  lists_->systems.load(root["os_parsers"],
                       {"os_replacement", "os_v1_replacement", "os_v2_replacement"});
}

UserAgents::~UserAgents() = default;

UserAgentInfo UserAgents::parse(std::string_view user_agent) const {
  std::string key(user_agent);
  {
    std::lock_guard<std::mutex> lock(lists_->cache_mutex);
    if (auto it = lists_->cache.find(key); it != lists_->cache.end()) return it->second;
  }
  UserAgentInfo info = parseUncached(user_agent);
  std::lock_guard<std::mutex> lock(lists_->cache_mutex);
  if (lists_->cache.size() >= kCachedAgents) lists_->cache.clear();
  lists_->cache.emplace(std::move(key), info);
  return info;
}

UserAgentInfo UserAgents::parseUncached(std::string_view user_agent) const {
  UserAgentInfo info;
  std::array<std::string, 3> browser = lists_->browsers.parse(user_agent);
  std::array<std::string, 3> os = lists_->systems.parse(user_agent);
  info.browser = browser[0].empty() ? "Other" : browser[0];
  if (!browser[0].empty()) info.browser_version = browser[1];
  info.os = os[0].empty() ? "Other" : os[0];
  if (!os[0].empty()) {
    info.os_version = os[1];
    if (!os[1].empty() && !os[2].empty()) info.os_version += "." + os[2];
  }
  return info;
}

std::size_t UserAgents::browserParsers() const { return lists_->browsers.replacements.size(); }
std::size_t UserAgents::osParsers() const { return lists_->systems.replacements.size(); }

std::string deviceClass(int screen_width, std::string_view user_agent) {
  if (screen_width > 0) {
    if (screen_width < 576) return "Mobile";
    if (screen_width < 992) return "Tablet";
    if (screen_width < 1440) return "Laptop";
    return "Desktop";
  }
  auto has = [user_agent](std::string_view token) {
    return user_agent.find(token) != std::string_view::npos;
  };
  if (has("iPad") || has("Tablet")) return "Tablet";
  if (has("Mobi") || has("iPhone")) return "Mobile";
  // Android without "Mobi" is a tablet's.
  return has("Android") ? "Tablet" : "Desktop";
}

}  // namespace seo::plugins::analytics
