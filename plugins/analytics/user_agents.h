// A visitor's browser and operating system, read from their User-Agent through uap-core, the
// data set of the ua-parser project (Debian's uap-core: /usr/share/uap-core/regexes.yaml,
// compiled in at build time), not a hand-made list. The User-Agent itself is never stored: only
// what this answers is, on the visit.
//
//   UserAgentInfo ua = UserAgents::builtIn().parse(user_agent);  // {"Firefox", "121", ...}
#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace seo::plugins::analytics {

struct UserAgentInfo {
  std::string browser;          // uap's family: "Chrome", "Mobile Safari", "Other" when unknown
  std::string browser_version;  // its major version, "" when none
  std::string os;               // "Windows", "Mac OS X", "iOS", "Android", "Other" when unknown
  std::string os_version;       // major, or major.minor when it has one ("10.15"); "" when none
};

class UserAgents {
 public:
  // The compiled-in data set, compiled on first use (tens of milliseconds, once per process).
  static const UserAgents& builtIn();
  // From a YAML text of uap-core's format (user_agent_parsers and os_parsers are read).
  explicit UserAgents(std::string_view regexes_yaml);
  ~UserAgents();
  UserAgents(const UserAgents&) = delete;
  UserAgents& operator=(const UserAgents&) = delete;

  // The first matching parser of each list, as uap-core's specification says: its
  // replacements, with $1..$9 taken from the match, else the match's groups. Thread-safe.
  UserAgentInfo parse(std::string_view user_agent) const;

  // parse without the cache of the last 10 000 User-Agents parse keeps.
  UserAgentInfo parseUncached(std::string_view user_agent) const;

  // How many parsers of each list compiled (those RE2 cannot compile are left out).
  std::size_t browserParsers() const;
  std::size_t osParsers() const;

 private:
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// A device class from the screen width in CSS pixels, as Plausible names them: Mobile (below
// 576), Tablet (below 992), Laptop (below 1440), Desktop. Without a width (0), from the
// User-Agent's tokens as MDN advises: "iPad" or "Tablet" is a Tablet, "Mobi" or "iPhone" a
// Mobile, "Android" without "Mobi" a Tablet, anything else a Desktop.
std::string deviceClass(int screen_width, std::string_view user_agent);

}  // namespace seo::plugins::analytics
