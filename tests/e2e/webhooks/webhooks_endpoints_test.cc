// The webhook endpoints API and seoctl's webhooks commands: the event catalogue of every module,
// endpoints created (secret shown once, sealed at rest), read, changed and deleted, inputs
// refused naming their field, the https and private-address rules, and one organization never
// reaching another's endpoints, deliveries or events.
#include <set>

#include "tests/e2e/harness/route_sweeps.h"
#include "tests/e2e/harness/webhook_fixture.h"

namespace seo::tests {
namespace {

class WebhooksEndpointsTest : public WebhookE2eTest {
 protected:
  HttpResponse send(const std::string& method, const std::string& path, const Tenant& who,
                    const std::string& body = "") {
    HttpRequest r{method, api(path), who.key, {}, {}};
    if (!body.empty() || method == "POST" || method == "PATCH") r.body = body.empty() ? "{}" : body;
    return http().send(r);
  }
};

TEST_F(WebhooksEndpointsTest, TheCatalogueListsEveryModulesEvents) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  rapidjson::Document types;
  ASSERT_NO_FATAL_FAILURE(getData(alpha_, "/webhooks/event-types", &types));
  std::set<std::string> names;
  for (const auto& t : types.GetArray()) {
    names.insert(textOf(t, "type"));
    EXPECT_FALSE(textOf(t, "description").empty()) << textOf(t, "type");
    EXPECT_TRUE(t["data_schema"].IsObject()) << textOf(t, "type");
  }
  for (const char* expected :
       {"keywords.research.completed", "keywords.research.failed", "backlinks.research.completed",
        "backlinks.email.sent", "backlinks.email.failed", "content.article.generated",
        "content.article.published", "content.article.failed", "ai_visibility.run.completed",
        "analytics.search_console_sync.completed", "credits.exhausted", "webhooks.test",
        "probe.noted"}) {
    EXPECT_EQ(names.count(expected), 1u) << expected;
  }
}

TEST_F(WebhooksEndpointsTest, EndpointsAreCreatedReadChangedAndDeleted) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(
      createEndpoint(alpha_, "/a", {"probe.noted", "credits.exhausted"}, &id, &secret));
  // 32 random bytes; sealed at rest, never shown again.
  EXPECT_GE(secret.size(), std::string("whsec_").size() + 43);
  std::string stored;
  query("SELECT secret FROM webhook_endpoints WHERE id = '" + id + "'", &stored);
  EXPECT_EQ(stored.find(secret.substr(6)), std::string::npos);
  rapidjson::Document one;
  ASSERT_NO_FATAL_FAILURE(getData(alpha_, "/webhooks/endpoints/" + id, &one));
  EXPECT_FALSE(one.HasMember("secret"));
  EXPECT_TRUE(one["active"].GetBool());
  EXPECT_EQ(one["event_types"].Size(), 2u);
  HttpResponse changed = send("PATCH", "/webhooks/endpoints/" + id, alpha_,
                              R"({"description": "CRM sync", "event_types": ["*"],
                                  "active": false})");
  ASSERT_EQ(changed.status, 200) << describe(changed);
  EXPECT_EQ(textOf(changed.json()["data"], "description"), "CRM sync");
  EXPECT_FALSE(changed.json()["data"]["active"].GetBool());
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(getData(alpha_, "/webhooks/endpoints", &list));
  ASSERT_EQ(list.Size(), 1u);
  EXPECT_EQ(textOf(list[0], "id"), id);
  EXPECT_FALSE(list[0].HasMember("secret"));
  // A change takes the same hostile bodies a creation does.
  ASSERT_NO_FATAL_FAILURE(expectHostileBodiesRefused(
      http(), alpha_.key, {{"PATCH", "/webhooks/endpoints/" + id}}, "description"));
  EXPECT_EQ(send("DELETE", "/webhooks/endpoints/" + id, alpha_).status, 200);
  EXPECT_EQ(send("GET", "/webhooks/endpoints/" + id, alpha_).status, 404);
  EXPECT_EQ(send("DELETE", "/webhooks/endpoints/" + id, alpha_).status, 404);
}

TEST_F(WebhooksEndpointsTest, BadInputIsRefusedNamingTheField) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  const std::string ok_url = receiver_->url("/a");
  struct Case {
    std::string body;
    std::string message;
  };
  std::vector<Case> cases = {
      {R"({"event_types": ["*"]})", "Missing required field: url"},
      {R"({"url": ")" + ok_url + R"("})", "Missing required field: event_types"},
      {R"({"url": 5, "event_types": ["*"]})", "Invalid field: url"},
      {R"({"url": "not a url", "event_types": ["*"]})", "Invalid field: url"},
      {R"({"url": "ftp://example.com/x", "event_types": ["*"]})", "Invalid field: url"},
      {R"({"url": "https://user:pw@example.com/x", "event_types": ["*"]})", "Invalid field: url"},
      {R"({"url": ")" + ok_url + R"(", "event_types": []})", "Invalid field: event_types"},
      {R"({"url": ")" + ok_url + R"(", "event_types": "*"})", "Invalid field: event_types"},
      {R"({"url": ")" + ok_url + R"(", "event_types": ["nope.never"]})",
       "Invalid field: event_types[0]"},
      {R"({"url": ")" + ok_url + R"(", "event_types": ["*", 3]})", "Invalid field: event_types[1]"},
      {R"({"url": ")" + ok_url + R"(", "event_types": ["*"], "description": 1})",
       "Invalid field: description"},
      {R"({"url": ")" + ok_url + R"(", "event_types": ["*"], "description": "a\nb"})",
       "Invalid field: description"},
      {R"({"url": ")" + ok_url + R"(", "event_types": ["*"], "active": "yes"})",
       "Invalid field: active"},
      {R"({"url": ")" + ok_url + R"(", "event_types": ["*"], "secret": "whsec_x"})",
       "Invalid field: secret"},
  };
  for (const Case& c : cases) {
    HttpResponse r = send("POST", "/webhooks/endpoints", alpha_, c.body);
    EXPECT_TRUE(isErrorContaining(r, 400, {c.message})) << c.body << "\n" << describe(r);
  }
  std::string n;
  query("SELECT COUNT(*) FROM webhook_endpoints", &n);
  EXPECT_EQ(n, "0");
  ASSERT_NO_FATAL_FAILURE(expectHostileBodiesRefused(
      http(), alpha_.key, {{"POST", "/webhooks/endpoints"}}, "description"));
  EXPECT_EQ(send("GET", "/webhooks/endpoints/not-a-uuid", alpha_).status, 404);
  EXPECT_TRUE(isErrorContaining(
      send("GET", "/webhooks/endpoints/" + alpha_.website_id + "/deliveries?status=odd", alpha_),
      400, {"status"}));
}

TEST_F(WebhooksEndpointsTest, HttpsAndPublicAddressesAreRequiredByDefault) {
  ASSERT_NO_FATAL_FAILURE(startServer());  // neither http nor private addresses allowed
  for (const char* url :
       {"http://example.com/hook", "https://127.0.0.1/hook", "https://localhost/hook",
        "https://10.1.2.3/hook", "https://[::1]/hook", "https://169.254.169.254/latest"}) {
    HttpResponse r = send("POST", "/webhooks/endpoints", alpha_,
                          std::string(R"({"url": ")") + url + R"(", "event_types": ["*"]})");
    EXPECT_TRUE(isErrorContaining(r, 400, {"Invalid field: url"})) << url << "\n" << describe(r);
  }
  HttpResponse ok = send("POST", "/webhooks/endpoints", alpha_,
                         R"({"url": "https://hooks.example.com/in", "event_types": ["*"]})");
  EXPECT_EQ(ok.status, 201) << describe(ok);
}

TEST_F(WebhooksEndpointsTest, OrganizationsNeverReachEachOthersEndpoints) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string a_id, a_secret, b_id, b_secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"*"}, &a_id, &a_secret));
  ASSERT_NO_FATAL_FAILURE(createEndpoint(beta_, "/b", {"*"}, &b_id, &b_secret));
  HttpResponse ping = send("POST", "/webhooks/endpoints/" + a_id + "/test", alpha_);
  ASSERT_EQ(ping.status, 202);
  std::string a_delivery = textOf(ping.json()["data"], "id");
  note(alpha_);
  note(alpha_);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 3));
  // Beta hears nothing of alpha's events.
  rapidjson::Document got;
  received("/b", &got);
  EXPECT_EQ(got.Size(), 0u);
  // Every route answers 404 for alpha's ids with beta's key, and changes nothing.
  const std::string e = "/webhooks/endpoints/" + a_id;
  const std::string d = e + "/deliveries/" + a_delivery;
  for (const auto& [method, path] : std::vector<std::pair<std::string, std::string>>{
           {"GET", e},
           {"PATCH", e},
           {"DELETE", e},
           {"POST", e + "/rotate-secret"},
           {"POST", e + "/test"},
           {"GET", e + "/deliveries"},
           {"GET", d},
           {"POST", d + "/redeliver"},
           {"GET", "/webhooks/endpoints/" + b_id + "/deliveries/" + a_delivery}}) {
    HttpResponse r = send(method, path, beta_, method == "PATCH" ? R"({"active": false})" : "");
    EXPECT_TRUE(isError(r, 404, "Resource not found")) << method << " " << path << "\n"
                                                       << describe(r);
  }
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(getData(beta_, "/webhooks/endpoints", &list));
  ASSERT_EQ(list.Size(), 1u);
  EXPECT_EQ(textOf(list[0], "id"), b_id);
  rapidjson::Document still;
  ASSERT_NO_FATAL_FAILURE(getData(alpha_, e, &still));
  EXPECT_TRUE(still["active"].GetBool());
  // Beta's bad input costs alpha nothing: alpha's next event arrives as usual.
  for (int i = 0; i < 20; ++i) send("POST", "/webhooks/endpoints", beta_, R"({"url": 1})");
  note(alpha_);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 4));
  received("/b", &got);
  EXPECT_EQ(got.Size(), 0u);
}

TEST_F(WebhooksEndpointsTest, SeoctlManagesEndpoints) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::map<std::string, std::string> env = {
      {"SEO_ALLOW_PRIVATE_ADDRESSES", "1"},
      {"SEO_SETTINGS", R"({"webhooks": {"allow_http": true}})"}};
  CliResult created =
      cli().run({"webhooks", "create", "--org", alpha_.org_id, "--url", receiver_->url("/cli"),
                 "--events", "credits.exhausted,webhooks.test", "--description", "from the CLI"},
                true, env);
  ASSERT_EQ(created.exit_code, 0) << created.err;
  rapidjson::Document endpoint;
  endpoint.Parse(created.out.c_str());
  ASSERT_TRUE(endpoint.IsObject()) << created.out;
  std::string id = textOf(endpoint, "id");
  std::string secret = textOf(endpoint, "secret");
  ASSERT_EQ(secret.rfind("whsec_", 0), 0u);
  EXPECT_EQ(endpoint["event_types"].Size(), 2u);
  ASSERT_NO_FATAL_FAILURE(verifyWith("/cli", {secret}));
  CliResult listed = cli().run({"webhooks", "list", "--org", alpha_.org_id});
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  EXPECT_NE(listed.out.find(id), std::string::npos);
  EXPECT_EQ(listed.out.find(secret), std::string::npos);
  // Another organization's endpoint is not found; a bad flag or type is refused.
  EXPECT_NE(cli().run({"webhooks", "delete", "--org", beta_.org_id, "--id", id}).exit_code, 0);
  CliResult unknown = cli().run({"webhooks", "create", "--org", alpha_.org_id, "--url",
                                 "https://example.com/x", "--events", "no.such"});
  EXPECT_NE(unknown.exit_code, 0);
  EXPECT_NE(unknown.err.find("event_types[0]"), std::string::npos) << unknown.err;
  EXPECT_NE(cli().run({"webhooks", "list", "--org", alpha_.org_id, "--colour", "red"}).exit_code,
            0);
  // The CLI's test ping is delivered by the server and shows in its log.
  CliResult ping = cli().run({"webhooks", "test", "--org", alpha_.org_id, "--id", id});
  ASSERT_EQ(ping.exit_code, 0) << ping.err;
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/cli", 1));
  rapidjson::Document got;
  received("/cli", &got);
  EXPECT_TRUE(got[0]["verified"].GetBool());
  ASSERT_TRUE(eventuallyTrue([&] {
    CliResult log = cli().run({"webhooks", "deliveries", "--org", alpha_.org_id, "--id", id});
    return log.exit_code == 0 && log.out.find("succeeded") != std::string::npos;
  }));
  CliResult rotated = cli().run({"webhooks", "rotate-secret", "--org", alpha_.org_id, "--id", id});
  ASSERT_EQ(rotated.exit_code, 0) << rotated.err;
  EXPECT_EQ(rotated.out.find(secret), std::string::npos);
  EXPECT_EQ(cli().run({"webhooks", "delete", "--org", alpha_.org_id, "--id", id}).exit_code, 0);
}

}  // namespace
}  // namespace seo::tests
