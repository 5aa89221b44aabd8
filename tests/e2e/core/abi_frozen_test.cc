// The ABI proof: abi_frozen.so, built against the frozen ABI 2.0 headers of tests/abi/2.0, is
// loaded by the current host and served through every registration kind and Host service
// (tests/abi/frozen_plugin.cc). A later 2.x that moves a virtual slot, resizes a struct or drops
// a feature 2.0 had fails here.
#include <chrono>
#include <thread>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/log_reader.h"

namespace seo::tests {
namespace {

using namespace std::chrono_literals;

class AbiFrozenTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "frozen", "pro", &tenant_));
    ASSERT_NO_FATAL_FAILURE(setQuota(cli(), tenant_.org_id, "keywords", 10));
    ServerOptions o = options({"abi_frozen"});
    o.env["SEO_SETTINGS"] = R"({"abi_frozen": {"greeting": "hej"}})";
    ASSERT_NO_FATAL_FAILURE(startServer(o));
  }
  HttpResponse getOk(const std::string& path) {
    HttpResponse r = http().get(api(path), tenant_.key);
    EXPECT_EQ(r.status, 200) << path << ": " << describe(r);
    return r;
  }
  Tenant tenant_;
};

TEST_F(AbiFrozenTest, LoadsAsA20PluginBesideTheCurrentHost) {
  HttpResponse health = http().get("/healthz");
  ASSERT_EQ(health.status, 200) << describe(health);
  rapidjson::Document body = health.json();
  bool found = false;
  for (const auto& p : body["plugins"].GetArray()) {
    if (stringField(p, "name") != "abi_frozen") continue;
    found = true;
    EXPECT_EQ(stringField(p, "abi"), "2.0") << toJson(p);
  }
  EXPECT_TRUE(found) << health.body;
  EXPECT_NE(kHostAbi.rfind("2.", 0), std::string::npos) << kHostAbi;

  // A 2.0 plugin documents nothing (2.3 added that), yet the API description lists its routes
  // with what the host knows: a summary of method and path, its errors, public access.
  HttpResponse described = http().get(api("/openapi.json"));
  ASSERT_EQ(described.status, 200) << describe(described);
  rapidjson::Document api_doc = described.json();
  const rapidjson::Value& paths = api_doc["paths"];
  ASSERT_TRUE(paths.HasMember("/abi-frozen/tour")) << described.body.substr(0, 300);
  const rapidjson::Value& tour = paths["/abi-frozen/tour"]["get"];
  EXPECT_EQ(stringField(tour, "summary"), "GET /abi-frozen/tour");
  EXPECT_EQ(std::string(tour["tags"][0].GetString()), "abi_frozen");
  EXPECT_TRUE(tour["responses"].HasMember("401"));
  EXPECT_TRUE(paths["/abi-frozen/public"]["get"]["security"].Empty());
}

TEST_F(AbiFrozenTest, EveryHostServiceAnswersThroughTheFrozenHeaders) {
  HttpResponse r = getOk("/abi-frozen/tour");
  rapidjson::Document doc = r.json();
  const rapidjson::Value& d = doc["data"];
  EXPECT_EQ(stringField(d, "domain"), "frozen.example") << r.body;
  EXPECT_EQ(stringField(d, "language"), "en");
  EXPECT_EQ(stringField(d, "website_organization"), tenant_.org_id);
  EXPECT_FALSE(stringField(d, "user_name").empty());
  EXPECT_EQ(tenant_.key.rfind(stringField(d, "api_key_prefix"), 0), 0u) << r.body;
  ASSERT_TRUE(d["credit_resources"].IsArray());
  EXPECT_GT(d["credit_resources"].Size(), 0u);
  EXPECT_EQ(stringField(d, "setting"), "hej");
  EXPECT_EQ(stringField(d, "dialect"), databaseUrl().rfind("postgresql", 0) == 0 ? "postgresql" : "sqlite");
  EXPECT_EQ(stringField(d, "new_id").size(), 36u);
  EXPECT_EQ(stringField(d, "now").back(), 'Z');
  EXPECT_TRUE(d["connector_listed"].GetBool());
  EXPECT_TRUE(d["http_failed"].GetBool());
  EXPECT_EQ(stringField(d, "chat_source"), "offline-estimate");
  EXPECT_EQ(d["terms_answered"].GetInt(), 1);
  EXPECT_FALSE(logLinesWithMessage(server().stderrText(), "abi frozen tour").empty());

  // The job enqueued in the tour's transaction runs its frozen handler.
  std::string job_id = stringField(d, "job_id");
  ASSERT_FALSE(job_id.empty());
  auto deadline = std::chrono::steady_clock::now() + 15s;
  rapidjson::Document job;
  for (;;) {
    job = getOk("/abi-frozen/jobs/" + job_id).json();
    if (stringField(job["data"], "status") == "completed") break;
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << toJson(job);
    std::this_thread::sleep_for(25ms);
  }
  EXPECT_EQ(stringField(job["data"], "kind"), "abi_frozen.echo");
  rapidjson::Document result = parseJson(stringField(job["data"], "result"));
  ASSERT_FALSE(result.HasParseError()) << toJson(job);
  EXPECT_EQ(stringField(result["payload"], "said"), "frozen");
  EXPECT_EQ(result["max_attempts"].GetInt(), 2);
}

TEST_F(AbiFrozenTest, MigrationsRoutesAndScopingWork) {
  HttpResponse added = http().post(api("/abi-frozen/notes"), tenant_.key, R"({"text":"kept"})");
  ASSERT_EQ(added.status, 201) << describe(added);
  EXPECT_TRUE(isError(http().post(api("/abi-frozen/notes"), tenant_.key, "{}"), 400,
                      "Missing required field: text"));
  EXPECT_EQ(toJson(getOk("/abi-frozen/notes").json()["data"]), R"(["kept"])");

  Tenant other;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "thawed", "pro", &other));
  HttpResponse theirs = http().get(api("/abi-frozen/notes"), other.key);
  ASSERT_EQ(theirs.status, 200) << describe(theirs);
  EXPECT_EQ(toJson(theirs.json()["data"]), "[]");

  HttpResponse tier = getOk("/abi-frozen/tier");
  EXPECT_EQ(stringField(tier.json()["data"], "plan"), "pro");
}

TEST_F(AbiFrozenTest, ContextFieldsPublicRoutesLimitsAssetsAndDeferredAnswers) {
  HttpRequest req;
  req.path = api("/abi-frozen/public?q=ice");
  req.headers = {{"X-Abi", "two"}};
  HttpResponse pub = http().send(req);
  ASSERT_EQ(pub.status, 200) << describe(pub);
  rapidjson::Document doc = pub.json();
  EXPECT_EQ(stringField(doc["data"], "client_ip"), "127.0.0.1");
  EXPECT_EQ(stringField(doc["data"], "x_abi"), "two");
  EXPECT_EQ(stringField(doc["data"], "query_q"), "ice");

  HttpResponse small = http().post(api("/abi-frozen/small"), std::nullopt, R"({"a":"b"})");
  ASSERT_EQ(small.status, 200) << describe(small);
  EXPECT_EQ(small.json()["data"]["raw_body_bytes"].GetUint(), 9u);
  EXPECT_EQ(http().post(api("/abi-frozen/small"), std::nullopt,
                        R"({"a":")" + std::string(100, 'x') + R"("})")
                .status,
            413);

  HttpResponse asset = http().get(api("/abi-frozen/hello.txt"));
  EXPECT_EQ(asset.status, 200);
  EXPECT_EQ(asset.body, "frozen\n");

  HttpResponse later = http().post(api("/abi-frozen/later"), tenant_.key, "{}");
  ASSERT_EQ(later.status, 200) << describe(later);
  EXPECT_EQ(stringField(later.json()["data"], "answered_by"), "another thread");
}

TEST_F(AbiFrozenTest, AThrowingConnectorCostsOneErrorAnswer) {
  HttpResponse ok = http().post(api("/connect"), tenant_.key, R"({"type":"abi-frozen","mode":"ok"})");
  EXPECT_EQ(ok.status / 100, 2) << describe(ok);
  EXPECT_TRUE(isError(http().post(api("/connect"), tenant_.key, R"({"type":"abi-frozen"})"), 400,
                      "Missing required field: mode"));
  HttpResponse threw =
      http().post(api("/connect"), tenant_.key, R"({"type":"abi-frozen","mode":"throw"})");
  // The barrier's message is logged, never shown; nothing is stored.
  EXPECT_TRUE(isErrorContaining(threw, 500, {"Internal server error"})) << describe(threw);
  EXPECT_EQ(threw.body.find("threw"), std::string::npos) << threw.body;
  EXPECT_TRUE(hasCommonHeaders(threw));
  EXPECT_EQ(http().get("/healthz").status, 200);
  EXPECT_EQ(http().get(api("/me"), tenant_.key).status, 200);
}

TEST_F(AbiFrozenTest, CommandsRunThroughSeoctl) {
  ServerOptions o = options({"abi_frozen"});
  std::map<std::string, std::string> env = {{"SEO_PLUGIN_DIR", o.plugin_dir},
                                            {"SEO_PLUGINS", "abi_frozen"}};
  CliResult echo = cli().run({"abi_frozen", "echo", "--text", "cold"}, true, env);
  ASSERT_EQ(echo.exit_code, 0) << echo.describe();
  EXPECT_EQ(stringField(echo.json, "text"), "cold");
}

}  // namespace
}  // namespace seo::tests
