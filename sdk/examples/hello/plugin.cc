// The example plugin: what a module needs, built against the SDK alone. Start here when writing
// your own (docs/plugin-guide.md walks through it): a migration, a validated POST, a paginated
// list, a durable job and a CMS connector, each route documented for GET /api/v1/openapi.json;
// hello_test.cc tests each on the SDK's fakes.
#include "echo_connector.h"
#include "greetings.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/entry.h"

namespace hello {

namespace doc = seo::sdk::doc;

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.addMigration({1, "greetings",
                  {"CREATE TABLE hello_greetings (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
                   "REFERENCES websites(id) ON DELETE CASCADE, message TEXT NOT NULL, "
                   "created_at TEXT NOT NULL)",
                   "CREATE INDEX hello_greetings_website ON hello_greetings (website_id)"}});
  // The shapes the routes answer, named once and referred to below.
  r.schema("Greeting", R"({"type": "object", "additionalProperties": false,
                           "required": ["id", "message", "created_at"],
                           "properties": {"id": {"type": "string", "format": "uuid"},
                                          "message": {"type": "string"},
                                          "created_at": {"type": "string",
                                                         "format": "date-time"}}})");
  r.route("POST", "/hello/greetings", &onCreateGreeting)
      .summary("Greet someone", "Stores the greeting for the website.")
      .body(R"({"type": "object", "required": ["name"],
                "properties": {"name": {"type": "string", "minLength": 1, "maxLength": 100}}})",
            "Whom to greet")
      .answers(201, doc::dataOf(doc::ref("Greeting")), "The greeting");
  doc::paged(r.route("GET", "/hello/greetings", &onListGreetings), 20, 100)
      .summary("List the website's greetings", "Newest first.")
      .answers(200, doc::pageOf(doc::ref("Greeting")), "A page of greetings");
  r.route("POST", "/hello/greetings/count", &onCountGreetings)
      .summary("Count the greetings in a job")
      .answers(202, doc::dataOf(R"({"type": "object", "required": ["job_id"],
                                    "properties": {"job_id": {"type": "string"}}})"),
               "The job, queued");
  r.job(kCountJob, &onCountJob);
  r.addConnector("hello-echo", std::make_shared<EchoConnector>());
  return seo::sdk::Status::ok();
}

}  // namespace hello

SEO_PLUGIN("hello", "1.1.0", &hello::onRegister)
