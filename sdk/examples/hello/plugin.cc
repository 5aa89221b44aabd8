// The example plugin: everything a module needs (a migration, two routes, the host's database)
// built against the SDK alone. Start here when writing your own.
#include "greetings.h"
#include "seo/sdk/entry.h"

namespace hello {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.addMigration({1, "greetings",
                  {"CREATE TABLE hello_greetings (id TEXT PRIMARY KEY, website_id TEXT NOT NULL, "
                   "message TEXT NOT NULL, created_at TEXT NOT NULL)",
                   "CREATE INDEX hello_greetings_website ON hello_greetings (website_id)"}});
  r.route("POST", "/hello/greetings", &onCreateGreeting);
  r.route("GET", "/hello/greetings", &onListGreetings);
  return seo::sdk::Status::ok();
}

}  // namespace hello

SEO_PLUGIN("hello", "1.0.0", &hello::onRegister)
