#include "core/router/router.h"

#include <algorithm>

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

bool Router::validTemplate(std::string_view path_template) {
  if (path_template.empty() || path_template.front() != '/') return false;
  for (std::string_view seg : splitPath(path_template)) {
    bool open = seg.front() == '{';
    bool close = seg.back() == '}';
    if (open != close) return false;
    if (open && seg.size() < 3) return false;
    std::string_view inner = open ? seg.substr(1, seg.size() - 2) : seg;
    if (inner.find_first_of("{}") != std::string_view::npos) return false;
  }
  return true;
}

bool Router::add(std::string method, std::string_view path_template, std::size_t route_index) {
  if (!validTemplate(path_template) || method.empty()) return false;
  Entry entry{std::move(method), {}, route_index};
  for (std::string_view seg : splitPath(path_template)) {
    bool param = seg.front() == '{';
    entry.segments.push_back(
        {std::string(param ? seg.substr(1, seg.size() - 2) : seg), param});
  }
  for (const Entry& e : entries_) {
    if (e.method != entry.method || e.segments.size() != entry.segments.size()) continue;
    bool same = true;
    for (std::size_t i = 0; i < e.segments.size() && same; ++i) {
      const Segment& a = e.segments[i];
      const Segment& b = entry.segments[i];
      same = a.param == b.param && (a.param || a.text == b.text);
    }
    if (same) return false;
  }
  entries_.push_back(std::move(entry));
  return true;
}

Router::Match Router::match(std::string_view method, std::string_view path) const {
  std::vector<std::string_view> parts = splitPath(path);
  Match result;
  const Entry* best = nullptr;
  std::vector<bool> best_score;
  for (const Entry& e : entries_) {
    if (e.segments.size() != parts.size()) continue;
    std::vector<bool> score(parts.size());
    bool ok = true;
    for (std::size_t i = 0; i < parts.size() && ok; ++i) {
      if (e.segments[i].param) {
        score[i] = false;
      } else {
        ok = e.segments[i].text == parts[i];
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
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (best->segments[i].param) {
        result.params.emplace_back(best->segments[i].text, percentDecode(parts[i], false));
      }
    }
    return result;
  }
  result.outcome = result.allowed.empty() ? Outcome::NotFound : Outcome::MethodNotAllowed;
  std::sort(result.allowed.begin(), result.allowed.end());
  return result;
}

std::string fillTemplate(const std::string& path_template, const PathParams& params) {
  std::string out;
  std::size_t at = 0;
  while (at < path_template.size()) {
    std::size_t open = path_template.find('{', at);
    if (open == std::string::npos) break;
    std::size_t close = path_template.find('}', open);
    if (close == std::string::npos) break;
    out.append(path_template, at, open - at);
    std::string name = path_template.substr(open + 1, close - open - 1);
    for (const auto& [key, value] : params) {
      if (key == name) out += percentEncode(value);
    }
    at = close + 1;
  }
  out.append(path_template, at, std::string::npos);
  return out;
}

}  // namespace seo::core
