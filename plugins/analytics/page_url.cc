#include "plugins/analytics/page_url.h"

#include <cctype>
#include "seo/sdk/util/ascii.h"

namespace seo::plugins::analytics {

std::optional<PageUrl> parsePageUrl(std::string_view url) {
  std::string_view rest;
  auto startsWith = [&](std::string_view prefix) {
    if (!seo::sdk::ascii::startsWithIgnoreCase(url, prefix)) return false;
    rest = url.substr(prefix.size());
    return true;
  };
  if (!startsWith("https://") && !startsWith("http://")) return std::nullopt;
  std::size_t end = rest.find_first_of("/?#");
  std::string_view authority = rest.substr(0, end);
  std::string_view tail = end == std::string_view::npos ? std::string_view() : rest.substr(end);
  if (std::size_t at = authority.rfind('@'); at != std::string_view::npos) {
    authority = authority.substr(at + 1);
  }
  std::string_view host = authority;
  if (!host.empty() && host.front() == '[') {
    std::size_t close = host.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    host = host.substr(0, close + 1);
  } else if (std::size_t colon = host.find(':'); colon != std::string_view::npos) {
    host = host.substr(0, colon);
  }
  if (host.empty()) return std::nullopt;
  PageUrl page;
  for (char c : host) {
    if (static_cast<unsigned char>(c) <= ' ') return std::nullopt;
    page.host.push_back(seo::sdk::ascii::lowerChar(c));
  }
  std::size_t hash = tail.find('#');
  std::string_view no_fragment = tail.substr(0, hash);
  if (hash != std::string_view::npos) page.fragment = std::string(tail.substr(hash + 1));
  std::size_t question = no_fragment.find('?');
  page.path = std::string(no_fragment.substr(0, question));
  if (question != std::string_view::npos) page.query = std::string(no_fragment.substr(question + 1));
  if (page.path.empty()) page.path = "/";
  return page;
}

}  // namespace seo::plugins::analytics
