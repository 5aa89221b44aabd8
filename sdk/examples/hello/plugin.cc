// The example plugin: what a module needs, built against the SDK alone. Start here when writing
// your own (docs/plugin-guide.md walks through it): a migration, a validated POST, a paginated
// list, a durable job and a CMS connector; hello_test.cc tests each on the SDK's fakes.
#include "echo_connector.h"
#include "greetings.h"
#include "seo/sdk/entry.h"

namespace hello {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.addMigration({1, "greetings",
                  {"CREATE TABLE hello_greetings (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
                   "REFERENCES websites(id) ON DELETE CASCADE, message TEXT NOT NULL, "
                   "created_at TEXT NOT NULL)",
                   "CREATE INDEX hello_greetings_website ON hello_greetings (website_id)"}});
  r.route("POST", "/hello/greetings", &onCreateGreeting);
  r.route("GET", "/hello/greetings", &onListGreetings);
  r.route("POST", "/hello/greetings/count", &onCountGreetings);
  r.job(kCountJob, &onCountJob);
  r.addConnector("hello-echo", std::make_shared<EchoConnector>());
  return seo::sdk::Status::ok();
}

}  // namespace hello

SEO_PLUGIN("hello", "1.1.0", &hello::onRegister)
