#include "core/router/router.h"

#include <algorithm>
#include <optional>

#include "core/common/percent_decode.h"

namespace seo::core {

bool Router::add(std::string method, PathTemplate path, std::size_t route_index) {
  if (method.empty()) return false;
  for (const Entry& e : entries_) {
    if (e.method == method && e.path.sameShape(path)) return false;
  }
  entries_.push_back({std::move(method), std::move(path), route_index});
  return true;
}

bool Router::add(std::string method, std::string_view path_template, std::size_t route_index) {
  std::optional<PathTemplate> path = PathTemplate::parse(path_template);
  return path && add(std::move(method), std::move(*path), route_index);
}

Router::Match Router::match(std::string_view method, std::string_view path) const {
  std::vector<std::string_view> parts = splitPath(path);
  Match result;
  const Entry* best = nullptr;
  std::vector<bool> best_score;
  for (const Entry& e : entries_) {
    const std::vector<PathSegment>& segments = e.path.segments();
    if (segments.size() != parts.size()) continue;
    std::vector<bool> score(parts.size());
    bool ok = true;
    for (std::size_t i = 0; i < parts.size() && ok; ++i) {
      if (segments[i].param) {
        score[i] = false;
      } else {
        ok = segments[i].text == parts[i];
        score[i] = true;
      }
    }
    if (!ok) continue;
    if (e.method != method) {
      if (std::find(result.allowed.begin(), result.allowed.end(), e.method) ==
          result.allowed.end()) {
        result.allowed.push_back(e.method);
      }
      continue;
    }
    if (best == nullptr || score > best_score) {
      best = &e;
      best_score = std::move(score);
    }
  }
  if (best != nullptr) {
    result.outcome = Outcome::Matched;
    result.route_index = best->route_index;
    result.allowed.clear();
    const std::vector<PathSegment>& segments = best->path.segments();
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (segments[i].param) {
        result.params.emplace_back(segments[i].text, percentDecode(parts[i], false));
      }
    }
    return result;
  }
  result.outcome = result.allowed.empty() ? Outcome::NotFound : Outcome::MethodNotAllowed;
  std::sort(result.allowed.begin(), result.allowed.end());
  return result;
}

}  // namespace seo::core
