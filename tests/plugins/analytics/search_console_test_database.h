// The search-console unit tests' world: a SQLite file (removed afterwards) holding the analytics
// module's tables from its real migrations, a FakeHost on it, and two websites, site-a (of
// org-a) and site-b (of org-b).
#pragma once

#include <soci/soci.h>

#include <string>

#include "seo/sdk/testing/fake_host.h"

namespace seo::plugins::analytics {

class SearchConsoleTestDatabase {
 public:
  SearchConsoleTestDatabase();
  ~SearchConsoleTestDatabase();
  SearchConsoleTestDatabase(const SearchConsoleTestDatabase&) = delete;
  SearchConsoleTestDatabase& operator=(const SearchConsoleTestDatabase&) = delete;

  // The rows `query` selects, one per line, columns joined with '|' (NULL as ""), each column
  // read as text.
  std::string rows(const std::string& query);
  // Stores a row of search_console_rows.
  void addRow(const std::string& website_id, const std::string& day, const std::string& page,
              long long clicks, long long impressions, double position,
              const std::string& source = "csv");

  std::string path;
  soci::session sql;
  seo::sdk::testing::FakeHost host{sql};
};

}  // namespace seo::plugins::analytics
