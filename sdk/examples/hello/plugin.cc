// The example plugin: what a module needs, built against the SDK alone, in the shape every
// module of this server has (docs/plugin-guide.md, "The shape of a larger plugin"). Start here
// when writing your own: a migration, a validated POST, a paginated list, a durable job, a CMS
// connector and a console page, each route documented for GET /api/v1/openapi.json;
// hello_test.cc tests each on the SDK's fakes.
#include <memory>

#include "api_schemas.h"
#include "echo_connector.h"
#include "greeting_routes.h"
#include "hello_assets.h"  // generated from console.js (CMakeLists.txt)
#include "schema.h"
#include "seo/sdk/entry.h"

namespace hello {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  for (seo::sdk::Migration& m : migrations()) r.addMigration(std::move(m));
  addApiSchemas(r);
  registerGreetings(r);
  r.addConnector("hello-echo", std::make_shared<EchoConnector>());
  // A page of the web console: its ES module (console.js, compiled in by seo_embed_files) as an
  // asset, and its place in the navigation.
  r.asset({"/hello/console.js", "text/javascript; charset=utf-8", std::string(assets::kConsoleJs),
           3600});
  r.consolePage({"hello", "Greetings", "Hello", 10, "/hello/console.js"});
  return seo::sdk::Status::ok();
}

}  // namespace hello

SEO_PLUGIN("hello", "1.1.0", &hello::onRegister)
