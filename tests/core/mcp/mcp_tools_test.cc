// The MCP tools are generated from the routes' documentation: every operation of the API
// description an API key may call has a tool named by its operationId, with an object input
// schema that takes its path, query and body parameters and nothing else, the answer's schema,
// annotations from the method and the options, and for work answered with 202 the tool to poll.
#include "core/mcp/mcp_tools.h"

#include <gtest/gtest.h>
#include <rapidjson/document.h>
#include <rapidjson/pointer.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/common/json_text.h"
#include "core/loader/catalog.h"
#include "core/openapi/openapi_document.h"
#include "seo/sdk/util/api_doc.h"
#include "tests/core/testing/plugin_builds.h"

namespace seo::core {
namespace {

using seo::sdk::Route;
namespace doc = seo::sdk::doc;

using testing::at;
using testing::buildOf;
using testing::noop;
using testing::parsed;

std::string toJsonOf(const rapidjson::Value& v) { return jsonText(v); }

// A small module with what the real ones have: a list, a create whose body names its website,
// a read by id, a delete, a job answered 202 and read back, an irreversible send, a public
// collector, a sign-in route and an answer that is not an object.
std::unique_ptr<Catalog> thingsCatalog() {
  std::vector<Route> routes;
  Route list{"GET", "/things", &noop};
  list.summary("List things")
      .query("status", doc::oneOf({"new", "old"}), "only things with this status")
      .answers(200,
               doc::dataOf(R"({"type": "array", "items": {"$ref": "#/components/schemas/Thing"}})"),
               "The things");
  routes.push_back(std::move(list));
  Route create{"POST", "/things", &noop};
  create.summary("Create a thing", "Names it. See GET /things/{id}.")
      .body(R"({"type": "object", "required": ["name"], "properties": {
                 "website_id": {"type": "string", "format": "uuid"},
                 "name": {"type": "string", "maxLength": 100}}})",
            "The thing")
      .answers(201, doc::dataOf(doc::ref("Thing")), "The thing")
      .fails(409, "The website has a thing of that name")
      .spends("crawl_credits");
  routes.push_back(std::move(create));
  Route read{"GET", "/things/{id}", &noop};
  read.summary("A thing").answers(200, doc::dataOf(doc::ref("Thing")), "The thing");
  routes.push_back(std::move(read));
  Route remove{"DELETE", "/things/{id}", &noop};
  remove.summary("Delete a thing").answers(204, "", "Deleted");
  routes.push_back(std::move(remove));
  Route run{"POST", "/things/{id}/runs", &noop};
  run.summary("Run a thing")
      .answers(202, doc::dataOf(doc::ref("Run")), "Queued")
      .polledBy("/things/{id}/runs/{run_id}")
      .spends("ai_credits");
  routes.push_back(std::move(run));
  Route poll{"GET", "/things/{id}/runs/{run_id}", &noop};
  poll.summary("A run").answers(200, doc::dataOf(doc::ref("Run")), "The run");
  routes.push_back(std::move(poll));
  Route send{"POST", "/things/{id}/send", &noop};
  send.summary("Mail a thing")
      .irreversible()
      .body(R"({"type": "object", "properties": {"text": {"type": "string"},
                                                 "html": {"type": "string"}},
                "anyOf": [{"required": ["text"]}, {"required": ["html"]}]})",
            "The mail")
      .answers(200, doc::dataOf(doc::ref("Thing")), "Sent");
  routes.push_back(std::move(send));
  Route rename{"PUT", "/things/{id}/name", &noop};
  rename.summary("Name a thing")
      .body(R"({"type": "object", "oneOf": [
                 {"properties": {"name": {"type": "string"}}, "required": ["name"]},
                 {"properties": {"alias": {"type": "string"}}, "required": ["alias"]}],
                "properties": {"name": {}, "alias": {}}})",
            "The name")
      .answers(204, "", "Named");
  routes.push_back(std::move(rename));
  Route names{"GET", "/thing-names", &noop};
  names.summary("Names").withoutWebsite().answers(
      200, R"({"type": "array", "items": {"type": "string"}})", "The names");
  routes.push_back(std::move(names));
  Route collect{"POST", "/things/collect", &noop};
  collect.publicAccess().summary("Collect");
  routes.push_back(std::move(collect));
  Route sign_in{"GET", "/auth/things", &noop};
  sign_in.summary("A person's own");
  routes.push_back(std::move(sign_in));
  SchemaTexts schemas = {
      {"Thing", R"({"type": "object", "required": ["id"], "properties": {
                     "id": {"type": "string"}, "part": {"$ref": "#/components/schemas/Part"}}})"},
      {"Part", R"({"type": "object"})"},
      {"Run", R"({"type": "object", "properties": {"status": {"type": "string"}}})"}};
  auto catalog = composeCatalog({buildOf("things", std::move(routes), std::move(schemas))});
  EXPECT_TRUE(catalog.isOk()) << catalog.status().message();
  return std::move(catalog).value();
}

TEST(McpToolsTest, EveryOperationAKeyMayCallHasATool) {
  std::unique_ptr<Catalog> catalog = thingsCatalog();
  McpToolSet set(*catalog);
  rapidjson::Document api = parsed(openApiDocument(*catalog));
  std::set<std::string> expected;
  for (const auto& path : api["paths"].GetObject()) {
    for (const auto& op : path.value.GetObject()) {
      const bool open = op.value.HasMember("security") && op.value["security"].Empty();
      const bool sign_in = std::string(path.name.GetString()).rfind("/auth/", 0) == 0;
      if (!open && !sign_in) expected.insert(op.value["operationId"].GetString());
    }
  }
  std::set<std::string> tools;
  for (const McpTool& tool : set.tools()) tools.insert(tool.name);
  EXPECT_EQ(tools, expected);
  EXPECT_EQ(set.find("postThingsCollect"), nullptr);  // public: no key, no tool
  EXPECT_EQ(set.find("getAuthThings"), nullptr);      // a person's own sign-in

  rapidjson::Document list = parsed(set.listJson(false));
  ASSERT_EQ(list["tools"].Size(), expected.size());
  for (const auto& tool : list["tools"].GetArray()) {
    SCOPED_TRACE(tool["name"].GetString());
    const rapidjson::Value& input = tool["inputSchema"];
    EXPECT_STREQ(input["type"].GetString(), "object");
    EXPECT_FALSE(input["additionalProperties"].GetBool());
    EXPECT_TRUE(input["properties"].IsObject());
    if (tool.HasMember("outputSchema")) {
      EXPECT_STREQ(tool["outputSchema"]["type"].GetString(), "object");
    }
    EXPECT_FALSE(std::string(tool["description"].GetString()).empty());
  }
  // A viewer's list has the reads only.
  rapidjson::Document reads = parsed(set.listJson(true));
  for (const auto& tool : reads["tools"].GetArray()) {
    EXPECT_TRUE(tool["annotations"]["readOnlyHint"].GetBool()) << tool["name"].GetString();
  }
  EXPECT_EQ(reads["tools"].Size(), 4u);
}

TEST(McpToolsTest, InputsAreThePathQueryAndBodyParameters) {
  std::unique_ptr<Catalog> catalog = thingsCatalog();
  McpToolSet set(*catalog);
  const McpTool* create = set.find("postThings");
  ASSERT_NE(create, nullptr);
  EXPECT_EQ(create->body, McpTool::Body::kMembers);
  EXPECT_EQ(create->body_members, (std::vector<std::string>{"website_id", "name"}));
  EXPECT_TRUE(create->query_parameters.empty());  // the body names the website
  EXPECT_EQ(create->required, (std::vector<std::string>{"name"}));
  rapidjson::Document json = parsed(create->json);
  EXPECT_EQ(at(json, "/inputSchema/properties/name/maxLength")->GetInt(), 100);
  // $refs point into the tool's own $defs, with what they refer to in turn.
  EXPECT_STREQ(at(json, "/outputSchema/properties/data/$ref")->GetString(), "#/$defs/Thing");
  EXPECT_STREQ(at(json, "/outputSchema/$defs/Thing/properties/part/$ref")->GetString(),
               "#/$defs/Part");
  EXPECT_NE(at(json, "/outputSchema/$defs/Part"), nullptr);
  EXPECT_EQ(create->json.find("#/components/"), std::string::npos);
  // A mention of another operation names its tool; credits and errors are said.
  const std::string description = at(json, "/description")->GetString();
  EXPECT_NE(description.find("GET /things/{id} (tool `getThingsById`)"), std::string::npos);
  EXPECT_NE(description.find("Spends `crawl_credits` credits"), std::string::npos);
  EXPECT_NE(description.find("409 when: The website has a thing of that name"), std::string::npos);

  const McpTool* list = set.find("getThings");
  ASSERT_NE(list, nullptr);
  EXPECT_EQ(list->query_parameters, (std::vector<std::string>{"status", "website_id"}));
  EXPECT_EQ(list->body, McpTool::Body::kNone);
  const McpTool* read = set.find("getThingsById");
  ASSERT_NE(read, nullptr);
  EXPECT_EQ(read->path_parameters, (std::vector<std::string>{"id"}));
  EXPECT_EQ(read->required, (std::vector<std::string>{"id"}));
  const McpTool* names = set.find("getThingNames");
  ASSERT_NE(names, nullptr);
  EXPECT_TRUE(names->query_parameters.empty());  // withoutWebsite
  // An answer that is not an object is structuredContent's `result`.
  EXPECT_TRUE(names->wrapped_output);
  rapidjson::Document wrapped = parsed(names->json);
  EXPECT_STREQ(at(wrapped, "/outputSchema/properties/result/type")->GetString(), "array");
  // No schema for a 2xx answer: no outputSchema.
  const McpTool* remove = set.find("deleteThingsById");
  ASSERT_NE(remove, nullptr);
  EXPECT_FALSE(remove->has_output_schema);
}

// A body whose combinators only say which members are required keeps them at the input's root;
// one whose branches say more is given whole, as `body`.
TEST(McpToolsTest, BodyChoicesKeepTheirMeaning) {
  std::unique_ptr<Catalog> catalog = thingsCatalog();
  McpToolSet set(*catalog);
  const McpTool* send = set.find("postThingsByIdSend");
  ASSERT_NE(send, nullptr);
  EXPECT_EQ(send->body, McpTool::Body::kMembers);
  rapidjson::Document json = parsed(send->json);
  EXPECT_EQ(toJsonOf(*at(json, "/inputSchema/anyOf")),
            R"([{"required":["text"]},{"required":["html"]}])");
  EXPECT_NE(at(json, "/inputSchema/properties/text"), nullptr);
  const McpTool* rename = set.find("putThingsByIdName");
  ASSERT_NE(rename, nullptr);
  EXPECT_EQ(rename->body, McpTool::Body::kWhole);
  EXPECT_EQ(rename->required, (std::vector<std::string>{"id", "body"}));
  rapidjson::Document whole = parsed(rename->json);
  EXPECT_EQ(at(whole, "/inputSchema/properties/body/oneOf")->Size(), 2u);
}

TEST(McpToolsTest, AnnotationsFollowTheMethodAndTheOptions) {
  std::unique_ptr<Catalog> catalog = thingsCatalog();
  McpToolSet set(*catalog);
  auto hints = [&](const char* name) {
    const McpTool* tool = set.find(name);
    EXPECT_NE(tool, nullptr) << name;
    rapidjson::Document json = parsed(tool ? tool->json : "{}");
    rapidjson::Document out;
    out.CopyFrom(json["annotations"], out.GetAllocator());
    return jsonText(out);
  };
  EXPECT_EQ(hints("getThings"),
            R"({"title":"List things","readOnlyHint":true,"destructiveHint":false,)"
            R"("idempotentHint":true,"openWorldHint":false})");
  EXPECT_EQ(hints("postThings"),
            R"({"title":"Create a thing","readOnlyHint":false,"destructiveHint":false,)"
            R"("idempotentHint":false,"openWorldHint":true})");
  EXPECT_EQ(hints("deleteThingsById"),
            R"({"title":"Delete a thing","readOnlyHint":false,"destructiveHint":true,)"
            R"("idempotentHint":true,"openWorldHint":false})");
  EXPECT_EQ(hints("postThingsByIdSend"),
            R"({"title":"Mail a thing","readOnlyHint":false,"destructiveHint":true,)"
            R"("idempotentHint":false,"openWorldHint":true})");
}

TEST(McpToolsTest, WorkAnsweredLaterNamesTheToolToPoll) {
  std::unique_ptr<Catalog> catalog = thingsCatalog();
  McpToolSet set(*catalog);
  const McpTool* run = set.find("postThingsByIdRuns");
  ASSERT_NE(run, nullptr);
  EXPECT_EQ(run->poll_tool, "getThingsByIdRunsByRunId");
  ASSERT_NE(set.find(run->poll_tool), nullptr);
  EXPECT_NE(run->json.find("call tool `getThingsByIdRunsByRunId`"), std::string::npos);
}

TEST(McpToolsTest, ReadsWithoutInputAreResources) {
  std::unique_ptr<Catalog> catalog = thingsCatalog();
  McpToolSet set(*catalog);
  std::set<std::string> uris;
  for (const McpResource& r : set.resources()) uris.insert(r.uri);
  // Not /things/{id} (an id to give), not a write.
  EXPECT_EQ(uris, (std::set<std::string>{"seo:///api/v1/thing-names", "seo:///api/v1/things"}));
  ASSERT_NE(set.findResource("/things"), nullptr);
  EXPECT_EQ(set.findResource("/things/{id}"), nullptr);
}

}  // namespace
}  // namespace seo::core
