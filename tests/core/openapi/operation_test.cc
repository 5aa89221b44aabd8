// Each operation is described once, from its route and what the host adds: the id, the
// template's parameters (UUIDs unless documented), website_id added once in one wording, the
// host stages' errors then the route's, whether a key may call it, the operation a 202 declares
// it is polled by. Assets are routed but are not operations.
#include "core/openapi/operation.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/loader/catalog.h"
#include "core/loader/registrations.h"
#include "seo/sdk/util/api_doc.h"
#include "tests/core/testing/plugin_builds.h"

namespace seo::core {
namespace {

using seo::sdk::Route;
namespace doc = seo::sdk::doc;
using testing::buildOf;
using testing::noop;

const Operation* find(const Catalog& catalog, const std::string& id) {
  for (const Operation& o : catalog.operations) {
    if (o.id == id) return &o;
  }
  return nullptr;
}

std::unique_ptr<Catalog> catalogOf(std::vector<Route> routes) {
  auto build = std::const_pointer_cast<PluginBuild>(buildOf("things", std::move(routes)));
  // A console module, served as the plugins' files are.
  RouteEntry file = *routeEntry(nullptr, "things", Route("GET", "/things/console.js", nullptr));
  file.asset = std::make_shared<const seo::sdk::Asset>(
      seo::sdk::Asset{"/things/console.js", "text/javascript", "x()", 60});
  build->routes.push_back(std::make_shared<const RouteEntry>(std::move(file)));
  auto catalog = composeCatalog({build});
  EXPECT_TRUE(catalog.isOk()) << catalog.status().message();
  return std::move(catalog).value();
}

TEST(OperationTest, EachRouteButTheFilesIsDescribedOnceWithWhatTheHostAdds) {
  std::vector<Route> routes;
  Route read{"GET", "/things/{id}/parts/{part}", &noop};
  read.parameter("path", "part", R"({"type": "string", "maxLength": 20})", "the part's name", false)
      .query("status", doc::oneOf({"new", "old"}), "only parts with this status")
      .answers(200, "", "The part")
      .fails(409, "The part is locked");
  routes.push_back(std::move(read));
  Route own_website{"GET", "/things", &noop};
  own_website.query("website_id", doc::kUuid, "whose things");
  routes.push_back(std::move(own_website));
  Route collect{"POST", "/things/collect", &noop};
  collect.publicAccess();
  routes.push_back(std::move(collect));
  Route sign_in{"GET", "/auth/things", &noop};
  sign_in.withoutWebsite();
  routes.push_back(std::move(sign_in));
  std::unique_ptr<Catalog> catalog = catalogOf(std::move(routes));

  EXPECT_EQ(catalog->routes.size(), 5u);      // the file is routed...
  ASSERT_EQ(catalog->operations.size(), 4u);  // ...but is no operation
  EXPECT_EQ(find(*catalog, "getThingsConsoleJs"), nullptr);

  const Operation* read_op = find(*catalog, "getThingsByIdPartsByPart");
  ASSERT_NE(read_op, nullptr);
  ASSERT_EQ(read_op->path_parameters.size(), 2u);
  EXPECT_EQ(read_op->path_parameters[0].name, "id");
  EXPECT_EQ(read_op->path_parameters[0].schema, std::string(doc::kUuid));
  EXPECT_EQ(read_op->path_parameters[1].name, "part");
  EXPECT_EQ(read_op->path_parameters[1].description, "the part's name");
  EXPECT_NE(read_op->path_parameters[1].schema.find("maxLength"), std::string::npos);
  EXPECT_TRUE(read_op->path_parameters[1].required);
  ASSERT_EQ(read_op->parameters.size(), 1u);  // the path one is not repeated
  EXPECT_EQ(read_op->parameters[0].name, "status");
  EXPECT_TRUE(read_op->adds_website);
  EXPECT_EQ(websiteParameter().description, "The target website; default: the API key's own");
  // The host's stages first, then the route's own.
  ASSERT_EQ(read_op->errors.count(404), 1u);
  EXPECT_EQ(read_op->errors.at(404)[0], "Resource not found");
  EXPECT_EQ(read_op->errors.at(409), std::vector<std::string>{"The part is locked"});
  EXPECT_EQ(read_op->errors.at(401)[0], "The API key is missing or invalid");
  EXPECT_EQ(read_op->errors.count(413), 0u);  // a GET without a body
  EXPECT_TRUE(read_op->for_keys);

  const Operation* list = find(*catalog, "getThings");
  ASSERT_NE(list, nullptr);
  EXPECT_FALSE(list->adds_website);  // documented by the route itself
  const Operation* collect_op = find(*catalog, "postThingsCollect");
  ASSERT_NE(collect_op, nullptr);
  EXPECT_FALSE(collect_op->for_keys);
  EXPECT_FALSE(collect_op->adds_website);
  EXPECT_EQ(collect_op->errors.count(401), 0u);
  EXPECT_EQ(collect_op->errors.count(413), 1u);  // a POST reads a body
  const Operation* own = find(*catalog, "getAuthThings");
  ASSERT_NE(own, nullptr);
  EXPECT_FALSE(own->for_keys);  // a person's own sign-in: the console's, not a key's
}

// The route that queued the work names the one that reads its progress (RouteSpec::polledBy);
// another GET with the same answer, or a nearer path, is not guessed in its place.
TEST(OperationTest, WorkAnswered202NamesTheOperationItDeclaresPolledBy) {
  Registrations r;
  r.schema("Run", R"({"type": "object"})");
  r.route("POST", "/things/{id}/runs", &noop)
      .answers(202, doc::dataOf(doc::ref("Run")), "Queued")
      .polledBy("/runs/{id}");
  r.route("GET", "/runs/{id}", &noop).answers(200, doc::dataOf(doc::ref("Run")), "A run");
  // The same answer at a nearer path: what the old guess would have picked.
  r.route("GET", "/things/{id}/runs/{run_id}", &noop)
      .answers(200, doc::dataOf(doc::ref("Run")), "The run");
  r.route("POST", "/things/{id}/checks", &noop).answers(202, doc::dataOf(doc::ref("Run")), "Queued");
  auto build = builtInBuild("things", r);
  ASSERT_TRUE(build.isOk()) << build.status().message();
  auto catalog = composeCatalog({build.value()});
  ASSERT_TRUE(catalog.isOk()) << catalog.status().message();
  const Operation* start = find(*catalog.value(), "postThingsByIdRuns");
  ASSERT_NE(start, nullptr);
  EXPECT_EQ(start->polled_by, "getRunsById");
  EXPECT_EQ(find(*catalog.value(), "postThingsByIdChecks")->polled_by, "")
      << "a 202 that declares no poll names none";
  EXPECT_EQ(find(*catalog.value(), "getRunsById")->polled_by, "");
}

TEST(OperationTest, APolledByNamingNoGetRouteOfThePluginIsRefused) {
  Registrations r;
  r.route("POST", "/things/{id}/runs", &noop).polledBy("/things/{id}/runs");  // a POST only
  r.route("GET", "/elsewhere/{id}", &noop);
  auto build = builtInBuild("things", r);
  ASSERT_FALSE(build.isOk());
  EXPECT_EQ(build.status().message(),
            "plugin things: route POST /things/{id}/runs: polledBy /things/{id}/runs names no GET "
            "route of the plugin");
}

}  // namespace
}  // namespace seo::core
