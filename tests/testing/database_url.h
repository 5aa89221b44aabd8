// URL arithmetic shared by the test harnesses (unit and end-to-end) that make a scratch
// PostgreSQL database per test.
#pragma once

#include <string>

namespace seo::testing {

// `url` with its database name (the path, before any "?options") replaced by `name`.
inline std::string withDatabaseName(const std::string& url, const std::string& name) {
  std::size_t authority = url.find("://");
  authority = authority == std::string::npos ? 0 : authority + 3;
  std::size_t query = url.find('?', authority);
  std::size_t path = url.find('/', authority);
  if (path == std::string::npos || (query != std::string::npos && path > query)) path = query;
  std::string head = url.substr(0, path == std::string::npos ? url.size() : path);
  std::string tail = query == std::string::npos ? "" : url.substr(query);
  return head + "/" + name + tail;
}

}  // namespace seo::testing
