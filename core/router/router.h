// Matches a method and a path against path templates (path_template.h) such as
// "/things/{id}/parts". A literal segment beats a {param} at the same place, so "/things/groups"
// wins over "/things/{id}". Built once, then read-only: safe to share between threads.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/router/path_template.h"

namespace seo::core {

class Router {
 public:
  enum class Outcome { Matched, NotFound, MethodNotAllowed };

  struct Match {
    Outcome outcome = Outcome::NotFound;
    std::size_t route_index = 0;      // with Matched: the index given to add()
    PathParams params;                // with Matched: percent-decoded
    std::vector<std::string> allowed; // with MethodNotAllowed: the methods the path has
  };

  // Adds a route. False (and nothing added) when the method is empty or the same method and
  // shape is already present.
  bool add(std::string method, PathTemplate path, std::size_t route_index);
  // The same with a template still to parse; false when it is malformed.
  bool add(std::string method, std::string_view path_template, std::size_t route_index);
  Match match(std::string_view method, std::string_view path) const;

 private:
  struct Entry {
    std::string method;
    PathTemplate path;
    std::size_t route_index;
  };

  std::vector<Entry> entries_;
};

}  // namespace seo::core
