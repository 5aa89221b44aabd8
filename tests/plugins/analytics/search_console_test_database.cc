#include "tests/plugins/analytics/search_console_test_database.h"

#include <gtest/gtest.h>
#include <soci/sqlite3/soci-sqlite3.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

#include "plugins/analytics/schema.h"

namespace seo::plugins::analytics {

namespace {

std::string freshFile() {
  std::string pattern = ::testing::TempDir() + "search_console_XXXXXX";
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  int fd = ::mkstemp(name.data());
  if (fd >= 0) ::close(fd);
  return std::string(name.data());
}

}  // namespace

SearchConsoleTestDatabase::SearchConsoleTestDatabase() : path(freshFile()) {
  sql.open(soci::sqlite3, "db=" + path);
  sql << "CREATE TABLE websites (id TEXT PRIMARY KEY, organization_id TEXT NOT NULL)";
  sql << "INSERT INTO websites (id, organization_id) VALUES ('site-a', 'org-a'), "
         "('site-b', 'org-b')";
  for (const seo::sdk::Migration& m : migrations()) {
    for (const std::string& statement : m.statements) sql << statement;
  }
  for (auto [id, org] : {std::pair{"site-a", "org-a"}, std::pair{"site-b", "org-b"}}) {
    seo::sdk::WebsiteInfo site;
    site.id = id;
    site.organization_id = org;
    site.domain = std::string(id) + ".example";
    host.websites[id] = site;
  }
}

SearchConsoleTestDatabase::~SearchConsoleTestDatabase() {
  sql.close();
  std::remove(path.c_str());
}

std::string SearchConsoleTestDatabase::rows(const std::string& query) {
  std::string out;
  soci::rowset<soci::row> result = sql.prepare << query;
  for (const soci::row& r : result) {
    if (!out.empty()) out += "\n";
    for (std::size_t i = 0; i < r.size(); ++i) {
      if (i > 0) out += "|";
      if (r.get_indicator(i) == soci::i_null) continue;
      switch (r.get_properties(i).get_data_type()) {
        case soci::dt_integer:
          out += std::to_string(r.get<int>(i));
          break;
        case soci::dt_long_long:
          out += std::to_string(r.get<long long>(i));
          break;
        case soci::dt_unsigned_long_long:
          out += std::to_string(r.get<unsigned long long>(i));
          break;
        case soci::dt_double: {
          char buf[64];
          std::snprintf(buf, sizeof buf, "%g", r.get<double>(i));
          out += buf;
          break;
        }
        default:
          out += r.get<std::string>(i);
          break;
      }
    }
  }
  return out;
}

void SearchConsoleTestDatabase::addRow(const std::string& website_id, const std::string& day,
                                       const std::string& page, long long clicks,
                                       long long impressions, double position,
                                       const std::string& source) {
  double weighted = position * static_cast<double>(impressions);
  sql << "INSERT INTO search_console_rows (website_id, day, page, clicks, impressions, "
         "position_x_impressions, source) VALUES (:w, :d, :p, :c, :i, :x, :s)",
      soci::use(website_id), soci::use(day), soci::use(page), soci::use(clicks),
      soci::use(impressions), soci::use(weighted), soci::use(source);
}

}  // namespace seo::plugins::analytics
