#include "schema.h"

namespace hello {

std::vector<seo::sdk::Migration> migrations() {
  return {{1,
           "greetings",
           {"CREATE TABLE hello_greetings (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
            "REFERENCES websites(id) ON DELETE CASCADE, message TEXT NOT NULL, "
            "created_at TEXT NOT NULL)",
            "CREATE INDEX hello_greetings_website ON hello_greetings (website_id)"}}};
}

}  // namespace hello
