// The parts of a page address the collector keeps: the host (to check it belongs to the
// website) and the path. Only http and https addresses are pages.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace seo::plugins::analytics {

struct PageUrl {
  std::string host;   // lower case, without port or user info
  std::string path;   // "/" when empty; without query and fragment
  std::string query;  // after '?', without the '?'; "" when none
  std::string fragment;  // after '#', without the '#'; "" when none (hash routing's page)
};

// nullopt unless `url` is an absolute http(s) address with a host.
std::optional<PageUrl> parsePageUrl(std::string_view url);

}  // namespace seo::plugins::analytics
