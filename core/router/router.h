// Matches a method and a path against path templates such as "/things/{id}/parts".
// A literal segment beats a {param} at the same place, so "/things/groups" wins over
// "/things/{id}". Built once, then read-only: safe to share between threads.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/common/percent_decode.h"

namespace seo::core {

using PathParams = std::vector<std::pair<std::string, std::string>>;

class Router {
 public:
  enum class Outcome { Matched, NotFound, MethodNotAllowed };

  struct Match {
    Outcome outcome = Outcome::NotFound;
    std::size_t route_index = 0;      // with Matched: the index given to add()
    PathParams params;                // with Matched: percent-decoded
    std::vector<std::string> allowed; // with MethodNotAllowed: the methods the path has
  };

  // Adds a route. False (and nothing added) when the template is malformed or the same method
  // and shape is already present.
  bool add(std::string method, std::string_view path_template, std::size_t route_index);
  Match match(std::string_view method, std::string_view path) const;

  // True when `path_template` is "/" followed by segments, each literal or "{name}".
  static bool validTemplate(std::string_view path_template);

 private:
  struct Segment {
    std::string text;  // literal text, or the parameter name
    bool param = false;
  };
  struct Entry {
    std::string method;
    std::vector<Segment> segments;
    std::size_t route_index;
  };

  std::vector<Entry> entries_;
};

// Splits "/a/b/" into {"a", "b"}; empty segments are dropped.
std::vector<std::string_view> splitPath(std::string_view path);

// `path_template` with each {name} replaced by that parameter of `params`, percent-encoded (every
// byte outside RFC 3986's unreserved set), so that match() decodes it back.
std::string fillTemplate(const std::string& path_template, const PathParams& params);

}  // namespace seo::core
