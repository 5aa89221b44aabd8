// A path template such as "/things/{id}/parts", parsed once, where it is registered: the
// router matches against its segments, the API's description and the MCP tools name its
// parameters, and a successor link is filled from it. The only place a template is read.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace seo::core {

using PathParams = std::vector<std::pair<std::string, std::string>>;

struct PathSegment {
  std::string text;  // literal text, or the parameter's name
  bool param = false;
};

class PathTemplate {
 public:
  // nullopt unless `text` is "/" followed by segments, each literal or "{name}" (empty segments,
  // as in "/a//b/", are dropped).
  static std::optional<PathTemplate> parse(std::string_view text);

  const std::string& text() const { return text_; }
  const std::vector<PathSegment>& segments() const { return segments_; }
  // The parameters' names, in the template's order.
  std::vector<std::string> parameters() const;
  bool hasParameters() const;
  // The same route as `other` for a router: as many segments, the same literals at the same
  // places, parameters wherever the other has one (their names aside).
  bool sameShape(const PathTemplate& other) const;
  // The template with each {name} replaced by that parameter of `params`, percent-encoded (every
  // byte outside RFC 3986's unreserved set), so that the router decodes it back.
  std::string filled(const PathParams& params) const;

 private:
  std::string text_;
  std::vector<PathSegment> segments_;
};

// Splits "/a/b/" into {"a", "b"}; empty segments are dropped.
std::vector<std::string_view> splitPath(std::string_view path);

}  // namespace seo::core
