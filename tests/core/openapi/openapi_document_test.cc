#include "core/openapi/openapi_document.h"

#include <gtest/gtest.h>
#include <rapidjson/document.h>
#include <rapidjson/pointer.h>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "core/loader/catalog.h"
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

TEST(OpenApiDocumentTest, CheckRouteDocRefusesWhatCannotBeDescribed) {
  SchemaTexts known = hostSchemas();
  known.emplace("Thing", R"({"type": "object"})");
  Route good{"GET", "/things/{id}", &noop};
  good.summary("A thing")
      .query("expand", doc::kBoolean, "with its parts")
      .parameter("path", "id", doc::kUuid, "the thing", true)
      .answers(200, doc::dataOf(doc::ref("Thing")), "The thing")
      .fails(409, "never");
  EXPECT_TRUE(checkRouteDoc(good, known).isOk());

  Route not_json{"GET", "/things", &noop};
  not_json.answers(200, "{\"type\": ", "cut short");
  EXPECT_NE(checkRouteDoc(not_json, known).message().find("answer 200: the schema is not JSON"),
            std::string::npos);
  Route not_object{"POST", "/things", &noop};
  not_object.body("[1]", "");
  EXPECT_NE(checkRouteDoc(not_object, known).message().find("must be a JSON object"),
            std::string::npos);
  Route unknown_ref{"GET", "/things", &noop};
  unknown_ref.answers(200, doc::ref("Other"), "");
  EXPECT_NE(checkRouteDoc(unknown_ref, known).message().find("$ref #/components/schemas/Other"),
            std::string::npos);
  Route stray_path{"GET", "/things", &noop};
  stray_path.parameter("path", "id", "", "", true);
  EXPECT_NE(checkRouteDoc(stray_path, known).message().find("not in the template"),
            std::string::npos);
  Route cookie{"GET", "/things", &noop};
  cookie.parameter("cookie", "session", "", "", false);
  EXPECT_FALSE(checkRouteDoc(cookie, known).isOk());
  Route twice{"GET", "/things", &noop};
  twice.query("a", "", "").query("a", "", "");
  EXPECT_FALSE(checkRouteDoc(twice, known).isOk());
  Route bad_status{"GET", "/things", &noop};
  bad_status.answers(99, "", "");
  EXPECT_FALSE(checkRouteDoc(bad_status, known).isOk());
  Route success_as_error{"GET", "/things", &noop};
  success_as_error.fails(200, "never");
  EXPECT_FALSE(checkRouteDoc(success_as_error, known).isOk());
}

TEST(OpenApiDocumentTest, CheckRouteDocRefusesExamplesItCannotPlace) {
  SchemaTexts known = hostSchemas();
  Route good{"POST", "/things", &noop};
  good.body(R"({"type": "object"})", "")
      .answers(201, R"({"type": "object"})", "")
      .bodyExample(R"({"name": "Blue"})")
      .answerExample(201, R"({"data": {"name": "Blue"}})");
  EXPECT_TRUE(checkRouteDoc(good, known).isOk());

  Route no_body{"POST", "/things", &noop};
  no_body.bodyExample("{}");
  EXPECT_NE(checkRouteDoc(no_body, known).message().find("a body example without a body schema"),
            std::string::npos);
  Route not_json{"POST", "/things", &noop};
  not_json.answers(200, R"({"type": "object"})", "").answerExample(200, "{\"data\": ");
  EXPECT_NE(checkRouteDoc(not_json, known).message().find("answer 200 example is not JSON"),
            std::string::npos);
  Route other_status{"POST", "/things", &noop};
  other_status.answers(200, R"({"type": "object"})", "").answerExample(201, "{}");
  EXPECT_NE(checkRouteDoc(other_status, known).message().find("not an answer of the route"),
            std::string::npos);
  Route twice{"POST", "/things", &noop};
  twice.answers(200, R"({"type": "object"})", "").answerExample(200, "{}").answerExample(200, "[]");
  EXPECT_FALSE(checkRouteDoc(twice, known).isOk());
}

TEST(OpenApiDocumentTest, ExamplesSharedAnswersHeadersAndTags) {
  Route create{"POST", "/things", &noop};
  create.body(R"({"type": "object"})", "The thing")
      .answers(201, R"({"type": "object"})", "Created")
      .bodyExample(R"({"name": "Blue"})")
      .answerExample(201, R"({"data": {"name": "Blue"}})");
  Route undocumented{"GET", "/things", &noop};
  auto hosted = std::make_shared<PluginBuild>(*buildOf("hosted", {Route{"GET", "/hosted", &noop}}));
  hosted->built_in = true;
  auto catalog = composeCatalog({buildOf("things", {std::move(create), std::move(undocumented)}),
                                 buildOf("connector_only", {}), hosted});
  ASSERT_TRUE(catalog.isOk()) << catalog.status().message();
  rapidjson::Document d = parsed(catalog.value()->openapi().text);

  const rapidjson::Value& post = *at(d, "/paths/~1things/post");
  EXPECT_STREQ(post["requestBody"]["content"]["application/json"]["example"]["name"].GetString(),
               "Blue");
  EXPECT_STREQ(at(post, "/responses/201/content/application~1json/example/data/name")->GetString(),
               "Blue");
  // Every answer names the headers the dispatcher adds; 429 adds Retry-After; 500 is shared.
  for (const char* answer : {"/responses/201", "/responses/400", "/responses/429"}) {
    const rapidjson::Value* headers = at(post, (std::string(answer) + "/headers").c_str());
    ASSERT_NE(headers, nullptr) << answer;
    EXPECT_STREQ((*headers)["X-Request-Id"]["$ref"].GetString(),
                 "#/components/headers/X-Request-Id");
    EXPECT_TRUE(headers->HasMember("Access-Control-Allow-Origin")) << answer;
    EXPECT_EQ(headers->HasMember("Retry-After"), std::string(answer) == "/responses/429") << answer;
  }
  EXPECT_STREQ(at(post, "/responses/500/$ref")->GetString(),
               "#/components/responses/InternalError");
  EXPECT_STREQ(at(d, "/paths/~1openapi.json/get/responses/500/$ref")->GetString(),
               "#/components/responses/InternalError");
  EXPECT_NE(at(d, "/paths/~1openapi.json/get/responses/200/content/application~1json/example"),
            nullptr);
  EXPECT_NE(at(d, "/components/headers/Retry-After"), nullptr);
  EXPECT_NE(at(d, "/components/responses/InternalError/headers/X-Request-Id"), nullptr);

  // Tags: the host's, the plugin and the built-in component that serve routes, each described;
  // none for one that serves none.
  std::map<std::string, std::string> tags;
  for (const auto& tag : d["tags"].GetArray()) {
    tags[tag["name"].GetString()] = tag["description"].GetString();
  }
  EXPECT_EQ(tags.size(), 3u);
  EXPECT_EQ(tags["core"], "What the server itself answers");
  EXPECT_EQ(tags["things"], "Routes of the things plugin, version 1.2.3 (ABI 2.3)");
  EXPECT_EQ(tags["hosted"],
            "Routes the host serves itself (its built-in hosted component), whatever plugins are "
            "loaded");
}

TEST(OpenApiDocumentTest, TheHostAddsKeyWebsiteParametersErrorsAndCredits) {
  Route list{"GET", "/things", &noop};
  doc::paged(list, 20, 100)
      .summary("List things", "Newest first.")
      .answers(200, doc::pageOf(doc::ref("Thing")), "A page");
  Route spend{"POST", "/things/{id}/grow", &noop};
  spend.spends("thing_credits").body(R"({"type": "object"})", "How").fails(409, "Too big");
  Route open{"POST", "/things/collect", &noop};
  open.publicAccess();
  Route me{"GET", "/whoami", &noop};
  me.withoutWebsite().openToEveryTier();
  auto catalog = composeCatalog(
      {buildOf("things", {std::move(list), std::move(spend), std::move(open), std::move(me)},
               {{"Thing", R"({"type": "object", "properties": {"id": {"type": "string"}}})"}})});
  ASSERT_TRUE(catalog.isOk()) << catalog.status().message();
  rapidjson::Document d = parsed(catalog.value()->openapi().text);

  EXPECT_STREQ(at(d, "/openapi")->GetString(), "3.1.0");
  EXPECT_STREQ(at(d, "/servers/0/url")->GetString(), "/api/v1");
  EXPECT_STREQ(at(d, "/components/securitySchemes/bearerAuth/scheme")->GetString(), "bearer");
  EXPECT_NE(at(d, "/paths/~1openapi.json/get/security"), nullptr);

  const rapidjson::Value& get = *at(d, "/paths/~1things/get");
  EXPECT_STREQ(get["operationId"].GetString(), "getThings");
  EXPECT_STREQ(get["tags"][0].GetString(), "things");
  EXPECT_STREQ(get["description"].GetString(), "Newest first.");
  EXPECT_STREQ(get["parameters"][0]["name"].GetString(), "website_id");
  EXPECT_STREQ(get["parameters"][1]["name"].GetString(), "limit");
  EXPECT_EQ(get["parameters"][1]["schema"]["maximum"].GetInt(), 100);
  for (const char* status : {"200", "400", "401", "403", "429"}) {
    EXPECT_TRUE(get["responses"].HasMember(status)) << status;
  }
  EXPECT_FALSE(get["responses"].HasMember("404"));
  EXPECT_FALSE(get["responses"].HasMember("402"));
  EXPECT_STREQ(get["responses"]["401"]["content"]["application/json"]["schema"]["$ref"].GetString(),
               "#/components/schemas/Error");

  const rapidjson::Value& grow = *at(d, "/paths/~1things~1{id}~1grow/post");
  EXPECT_STREQ(grow["operationId"].GetString(), "postThingsByIdGrow");
  EXPECT_STREQ(grow["x-credit-resource"].GetString(), "thing_credits");
  EXPECT_STREQ(grow["parameters"][0]["name"].GetString(), "id");
  EXPECT_TRUE(grow["parameters"][0]["required"].GetBool());
  EXPECT_TRUE(grow["requestBody"]["required"].GetBool());
  for (const char* status : {"200", "400", "402", "404", "409", "413"}) {
    EXPECT_TRUE(grow["responses"].HasMember(status)) << status;
  }
  EXPECT_NE(std::string(grow["responses"]["409"]["description"].GetString()).find("Too big"),
            std::string::npos);

  const rapidjson::Value& collect = *at(d, "/paths/~1things~1collect/post");
  EXPECT_TRUE(collect["security"].IsArray() && collect["security"].Empty());
  EXPECT_FALSE(collect["responses"].HasMember("401"));
  EXPECT_FALSE(collect.HasMember("parameters"));
  EXPECT_STREQ(collect["summary"].GetString(), "POST /things/collect");  // undocumented

  const rapidjson::Value& whoami = *at(d, "/paths/~1whoami/get");
  EXPECT_FALSE(whoami["responses"].HasMember("400"));
  EXPECT_FALSE(whoami.HasMember("parameters"));

  // The host's schemas only where referred to: PageMeta is, CursorMeta is not.
  EXPECT_NE(at(d, "/components/schemas/Thing"), nullptr);
  EXPECT_NE(at(d, "/components/schemas/PageMeta"), nullptr);
  EXPECT_NE(at(d, "/components/schemas/Error"), nullptr);
  EXPECT_EQ(at(d, "/components/schemas/CursorMeta"), nullptr);
  EXPECT_EQ(catalog.value()->openapi().etag.size(), 34u);
}

TEST(OpenApiDocumentTest, TwoPluginsShareASchemaNameOnlyWithTheSameShape) {
  SchemaTexts one = {{"Shared", R"({"type": "string"})"}};
  SchemaTexts other = {{"Shared", R"({"type": "integer"})"}};
  EXPECT_TRUE(composeCatalog({buildOf("a", {}, one), buildOf("b", {}, one)}).isOk());
  auto clash = composeCatalog({buildOf("a", {}, one), buildOf("b", {}, other)});
  ASSERT_FALSE(clash.isOk());
  EXPECT_NE(clash.status().message().find("plugin b: schema Shared is already registered"),
            std::string::npos);
}

TEST(OpenApiDocumentTest, AnEmptyCatalogDescribesTheHostAlone) {
  std::unique_ptr<Catalog> empty = emptyCatalog();
  rapidjson::Document d = parsed(empty->openapi().text);
  EXPECT_EQ(d["paths"].MemberCount(), 1u);
  EXPECT_NE(at(d, "/paths/~1openapi.json/get"), nullptr);
  EXPECT_FALSE(empty->openapi().etag.empty());
}

TEST(OpenApiDocumentTest, RequestsAskingAtOnceShareTheOneDocumentBuiltOnFirstUse) {
  auto catalog = composeCatalog({buildOf("things", {Route{"GET", "/things", &noop}})});
  ASSERT_TRUE(catalog.isOk());
  const Catalog& snapshot = *catalog.value();
  std::vector<const Catalog::ApiDescription*> seen(8, nullptr);
  std::vector<std::thread> askers;
  for (std::size_t i = 0; i < seen.size(); ++i) {
    askers.emplace_back([&snapshot, &seen, i] { seen[i] = &snapshot.openapi(); });
  }
  for (std::thread& t : askers) t.join();
  for (const Catalog::ApiDescription* d : seen) EXPECT_EQ(d, seen[0]);
  EXPECT_NE(seen[0]->text.find("\"/things\""), std::string::npos);
  EXPECT_EQ(seen[0]->etag.size(), 34u);
  EXPECT_EQ(snapshot.openapi().text, seen[0]->text) << "asked again: the same bytes";
}

}  // namespace
}  // namespace seo::core
