#include "core/router/path_template.h"

#include "core/common/percent_decode.h"

namespace seo::core {

std::vector<std::string_view> splitPath(std::string_view path) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < path.size()) {
    std::size_t j = path.find('/', i);
    if (j == std::string_view::npos) j = path.size();
    if (j > i) out.push_back(path.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

std::optional<PathTemplate> PathTemplate::parse(std::string_view text) {
  if (text.empty() || text.front() != '/') return std::nullopt;
  PathTemplate t;
  t.text_ = std::string(text);
  for (std::string_view seg : splitPath(text)) {
    bool open = seg.front() == '{';
    bool close = seg.back() == '}';
    if (open != close || (open && seg.size() < 3)) return std::nullopt;
    std::string_view inner = open ? seg.substr(1, seg.size() - 2) : seg;
    if (inner.find_first_of("{}") != std::string_view::npos) return std::nullopt;
    t.segments_.push_back({std::string(inner), open});
  }
  return t;
}

std::vector<std::string> PathTemplate::parameters() const {
  std::vector<std::string> names;
  for (const PathSegment& s : segments_) {
    if (s.param) names.push_back(s.text);
  }
  return names;
}

bool PathTemplate::hasParameters() const {
  for (const PathSegment& s : segments_) {
    if (s.param) return true;
  }
  return false;
}

bool PathTemplate::sameShape(const PathTemplate& other) const {
  if (segments_.size() != other.segments_.size()) return false;
  for (std::size_t i = 0; i < segments_.size(); ++i) {
    const PathSegment& a = segments_[i];
    const PathSegment& b = other.segments_[i];
    if (a.param != b.param || (!a.param && a.text != b.text)) return false;
  }
  return true;
}

std::string PathTemplate::filled(const PathParams& params) const {
  std::string out;
  for (const PathSegment& s : segments_) {
    out += '/';
    if (!s.param) {
      out += s.text;
      continue;
    }
    for (const auto& [name, value] : params) {
      if (name == s.text) out += percentEncode(value);
    }
  }
  return out.empty() ? "/" : out;
}

}  // namespace seo::core
