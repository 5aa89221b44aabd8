#include "core/http/dispatcher.h"

#include <gtest/gtest.h>
#include <rapidjson/document.h>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/auth/api_key.h"
#include "core/auth/website_scope.h"
#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

constexpr std::int64_t kMaxBody = 256;

std::optional<std::string> header(const HttpResponse& r, const std::string& name) {
  for (const auto& [k, v] : r.headers) {
    if (k == name) return v;
  }
  return std::nullopt;
}

// Checks the error envelope: `status`, and a body that is an object with exactly one member,
// `error`, a string. Returns that string.
std::string errorOf(const HttpResponse& r, int status) {
  EXPECT_EQ(r.status, status) << r.body;
  rapidjson::Document doc;
  doc.Parse(r.body.c_str());
  if (doc.HasParseError() || !doc.IsObject()) {
    ADD_FAILURE() << "error body is not a JSON object: " << r.body;
    return "";
  }
  EXPECT_EQ(doc.MemberCount(), 1u) << r.body;
  if (!doc.HasMember("error") || !doc["error"].IsString()) {
    ADD_FAILURE() << "no string member `error`: " << r.body;
    return "";
  }
  return doc["error"].GetString();
}

class DispatcherTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    testing::assemblePluginDir(dir_.path() / "plugins", {"probe", "account"});
    plugins_ =
        std::make_unique<PluginManager>(*db_, dir_.path() / "plugins", dir_.path() / "copies");
    std::vector<std::string> refusals = plugins_->load({"probe", "account"}).refusals();
    ASSERT_TRUE(refusals.empty()) << refusals.front();
    host_ = std::make_unique<HostImpl>(*db_, *plugins_, OutboundConfig{});
    dispatcher_ = std::make_unique<Dispatcher>(*db_, *plugins_, *host_, kMaxBody);
    store_ = std::make_unique<TenantStore>(
        *db_, std::vector<std::pair<std::string, std::int64_t>>{{"probe_credits", 5}});

    org_a_ = must(store_->organizations.create("Org A", "pro")).id;
    org_b_ = must(store_->organizations.create("Org B", "pro")).id;
    org_c_ = must(store_->organizations.create("Org C", "pro")).id;
    org_free_ = must(store_->organizations.create("Free Org", "free")).id;
    alice_ = must(store_->users.create("alice@example.com", "Alice", org_a_, "owner")).id;
    ASSERT_EQ(must(store_->users.create("alice@example.com", "Alice", org_b_, "member")).id,
              alice_);
    std::string bob = must(store_->users.create("bob@example.com", "Bob", org_c_, "owner")).id;
    carol_ = must(store_->users.create("carol@example.com", "Carol", org_free_, "owner")).id;
    site_a_ = must(store_->websites.create(org_a_, "a.example", "", "en")).id;
    site_b_ = must(store_->websites.create(org_b_, "b.example", "", "en")).id;
    site_c_ = must(store_->websites.create(org_c_, "c.example", "", "en")).id;
    site_free_ = must(store_->websites.create(org_free_, "free.example", "", "en")).id;
    ApiKey bound = must(store_->keys.create(alice_, org_a_, site_a_, "bound"));
    bound_key_id_ = bound.id;
    bound_ = "Bearer " + bound.secret;
    unbound_ = "Bearer " + must(store_->keys.create(alice_, org_a_, "", "unbound")).secret;
    free_ = "Bearer " + must(store_->keys.create(carol_, org_free_, site_free_, "free")).secret;
    ASSERT_FALSE(bob.empty());
  }

  template <typename T>
  T must(seo::sdk::Result<T> r) {
    EXPECT_TRUE(r.isOk()) << r.status().message();
    return r.isOk() ? std::move(r).value() : T{};
  }

  // Every response, whatever its status, must carry the CORS header and a request id.
  HttpResponse call(const std::string& method, const std::string& path,
                    const std::string& authorization = "", const std::string& body = "",
                    std::vector<std::pair<std::string, std::string>> query = {}) {
    HttpRequest request;
    request.method = method;
    request.path = path;
    request.query = std::move(query);
    request.authorization = authorization;
    request.body = body;
    HttpResponse r = dispatcher_->handleAndWait(request);
    EXPECT_EQ(header(r, "Access-Control-Allow-Origin").value_or("<absent>"), "*")
        << method << " " << path << " -> " << r.status;
    EXPECT_FALSE(header(r, "X-Request-Id").value_or("").empty()) << method << " " << path;
    return r;
  }

  // The `data` member of a successful answer, as a standalone document.
  rapidjson::Document dataOf(const HttpResponse& r, int status = 200) {
    EXPECT_EQ(r.status, status) << r.body;
    rapidjson::Document doc;
    doc.Parse(r.body.c_str());
    rapidjson::Document data;
    if (!doc.HasParseError() && doc.IsObject() && doc.HasMember("data")) {
      data.CopyFrom(doc["data"], data.GetAllocator());
    } else {
      ADD_FAILURE() << "no data envelope: " << r.body;
      data.SetObject();
    }
    return data;
  }

  static std::string str(const rapidjson::Value& obj, const char* key) {
    return obj.IsObject() && obj.HasMember(key) && obj[key].IsString() ? obj[key].GetString()
                                                                       : "<absent>";
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<PluginManager> plugins_;
  std::unique_ptr<HostImpl> host_;
  std::unique_ptr<Dispatcher> dispatcher_;
  std::unique_ptr<TenantStore> store_;
  std::string org_a_, org_b_, org_c_, org_free_, alice_, carol_;
  std::string site_a_, site_b_, site_c_, site_free_;
  std::string bound_key_id_, bound_, unbound_, free_;
};

TEST_F(DispatcherTest, OptionsPreflightIsAnswered204) {
  HttpResponse r = call("OPTIONS", "/api/v1/probe/echo");
  EXPECT_EQ(r.status, 204);
  EXPECT_TRUE(r.body.empty());
  EXPECT_NE(header(r, "Access-Control-Allow-Methods").value_or("").find("POST"), std::string::npos);
  EXPECT_NE(header(r, "Access-Control-Allow-Headers").value_or("").find("Authorization"),
            std::string::npos);
  // Even for a path no plugin serves.
  EXPECT_EQ(call("OPTIONS", "/api/v1/nothing/here").status, 204);
}

TEST_F(DispatcherTest, EveryKindOfResponseCarriesCors) {
  // call() checks the header; here each status class passes through it once.
  EXPECT_EQ(call("GET", "/api/v1/probe/echo", bound_).status, 200);
  EXPECT_EQ(call("GET", "/api/v1/nope").status, 404);
  EXPECT_EQ(call("DELETE", "/api/v1/probe/echo").status, 405);
  EXPECT_EQ(call("GET", "/api/v1/probe/echo").status, 401);
  EXPECT_EQ(call("GET", "/api/v1/probe/echo", free_).status, 403);
  EXPECT_EQ(call("POST", "/api/v1/probe/echo", bound_, "{").status, 400);
  EXPECT_EQ(call("POST", "/api/v1/probe/echo", bound_, std::string(kMaxBody + 1, ' ')).status, 413);
  EXPECT_EQ(call("POST", "/api/v1/probe/throw", bound_).status, 500);
}

// RouteSpec::deprecated: every answer of the route, errors included, says since when, until
// when and what replaces it, with the request's own path parameters in the successor.
TEST_F(DispatcherTest, DeprecatedRouteAnswersWithDeprecationSunsetAndSuccessor) {
  for (const char* key : {"bound", "none"}) {
    HttpResponse r = call("GET", "/api/v1/probe/old-items/a%20b",
                          std::string(key) == "bound" ? bound_ : "");
    EXPECT_EQ(r.status, std::string(key) == "bound" ? 200 : 401);
    if (r.status == 401) {
      EXPECT_FALSE(header(r, "Deprecation"));  // refused before the route's own stage
      continue;
    }
    EXPECT_EQ(header(r, "Deprecation").value_or(""), "@1767225600");  // 2026-01-01T00:00:00Z
    EXPECT_EQ(header(r, "Sunset").value_or(""), "Wed, 30 Jun 2027 00:00:00 GMT");
    EXPECT_EQ(header(r, "Link").value_or(""),
              "</api/v1/probe/items/a%20b>; rel=\"successor-version\"");
  }
  EXPECT_FALSE(header(call("GET", "/api/v1/probe/items/x", bound_), "Deprecation"));
}

TEST_F(DispatcherTest, UnknownPathIs404) {
  for (const char* path : {"/api/v1/nope", "/other", "/api/v1x/probe/echo", "/api/v1"}) {
    EXPECT_EQ(errorOf(call("GET", path, bound_), 404), "Resource not found") << path;
  }
}

// RouteSpec::alsoAtRoot: the route is served at its root path too, with its own options (public,
// its body limit), and its handler sees the path it registered.
TEST_F(DispatcherTest, ARouteAlsoAtRootIsServedThereAsItself) {
  rapidjson::Document data = dataOf(call("POST", "/probe-small", "", R"({"n": 1})"));
  EXPECT_EQ(str(data, "path"), "/probe/small");
  EXPECT_EQ(str(data, "organization_id"), "");
  EXPECT_EQ(dispatcher_->bodyLimit("POST", "/probe-small"), 256);
  EXPECT_EQ(call("POST", "/probe-small", "", std::string(300, ' ')).status, 413);
  HttpResponse wrong = call("GET", "/probe-small");
  EXPECT_EQ(errorOf(wrong, 405), "Method not allowed");
  EXPECT_EQ(header(wrong, "Allow").value_or("<absent>"), "POST");
  for (const char* path : {"/probe-small/x", "/probe", "/api/v1/probe-small", "/probe/small"}) {
    EXPECT_EQ(errorOf(call("POST", path, "", "{}"), 404), "Resource not found") << path;
  }
}

TEST_F(DispatcherTest, KnownPathWithWrongMethodIs405WithAllowHeader) {
  HttpResponse r = call("DELETE", "/api/v1/probe/echo", bound_);
  EXPECT_EQ(errorOf(r, 405), "Method not allowed");
  EXPECT_EQ(header(r, "Allow").value_or("<absent>"), "GET, POST");
  HttpResponse spend = call("GET", "/api/v1/probe/spend", bound_);
  EXPECT_EQ(spend.status, 405);
  EXPECT_EQ(header(spend, "Allow").value_or("<absent>"), "POST");
}

TEST_F(DispatcherTest, MissingMalformedOrUnknownKeyIs401) {
  std::string secret = bound_.substr(7);
  const std::vector<std::string> bad = {
      "",
      "Basic dXNlcjpwYXNz",
      "Bearer",
      "Bearer ",
      "Bearer not-a-key",
      secret,
      "Bearer " + secret.substr(0, secret.size() - 1),
      "Bearer " + generateApiKey().secret};  // well formed, never issued
  for (const std::string& authorization : bad) {
    EXPECT_EQ(errorOf(call("GET", "/api/v1/probe/echo", authorization), 401), kInvalidKeyMessage)
        << "'" << authorization << "'";
  }
}

TEST_F(DispatcherTest, InactiveKeyIs403) {
  ASSERT_EQ(call("GET", "/api/v1/probe/echo", bound_).status, 200);
  ASSERT_TRUE(store_->keys.setActive(bound_key_id_, false).isOk());
  EXPECT_EQ(errorOf(call("GET", "/api/v1/probe/echo", bound_), 403), "API key is inactive");
}

TEST_F(DispatcherTest, PlanWithoutApiAccessIs403ExceptOpenToEveryTier) {
  EXPECT_EQ(errorOf(call("GET", "/api/v1/probe/echo", free_), 403), kNoApiAccessMessage);
  rapidjson::Document tier = dataOf(call("GET", "/api/v1/probe/tier", free_));
  EXPECT_EQ(str(tier, "organization_id"), org_free_);
  rapidjson::Document me = dataOf(call("GET", "/api/v1/me", free_));
  EXPECT_EQ(str(me, "id"), carol_);
  ASSERT_TRUE(me.HasMember("plan"));
  EXPECT_EQ(str(me["plan"], "name"), "free");
}

TEST_F(DispatcherTest, PublicRouteNeedsNoKey) {
  rapidjson::Document data = dataOf(call("GET", "/api/v1/probe/public"));
  EXPECT_EQ(str(data, "organization_id"), "");
  EXPECT_EQ(str(data, "website_id"), "");
}

TEST_F(DispatcherTest, BoundWebsiteIsTheDefault) {
  rapidjson::Document data = dataOf(call("GET", "/api/v1/probe/echo", bound_, "", {{"x", "1 2"}}));
  EXPECT_EQ(str(data, "website_id"), site_a_);
  EXPECT_EQ(str(data, "website_organization_id"), org_a_);
  EXPECT_EQ(str(data, "organization_id"), org_a_);
  EXPECT_EQ(str(data, "user_id"), alice_);
  EXPECT_EQ(str(data, "api_key_id"), bound_key_id_);
  EXPECT_EQ(str(data, "path"), "/probe/echo");
  EXPECT_EQ(str(data["query"], "x"), "1 2");
}

TEST_F(DispatcherTest, WebsiteOverrideWithinTheCallersOrganizations) {
  rapidjson::Document read =
      dataOf(call("GET", "/api/v1/probe/echo", bound_, "", {{"website_id", site_b_}}));
  EXPECT_EQ(str(read, "website_id"), site_b_);
  EXPECT_EQ(str(read, "website_organization_id"), org_b_);
  EXPECT_EQ(str(read, "organization_id"), org_a_);  // the key's organization is unchanged

  rapidjson::Document write =
      dataOf(call("POST", "/api/v1/probe/echo", unbound_, "{\"website_id\": \"" + site_b_ + "\"}"));
  EXPECT_EQ(str(write, "website_id"), site_b_);
  // A write takes the body over the query.
  rapidjson::Document both =
      dataOf(call("POST", "/api/v1/probe/echo", bound_, "{\"website_id\": \"" + site_b_ + "\"}",
                  {{"website_id", site_a_}}));
  EXPECT_EQ(str(both, "website_id"), site_b_);
  // A read ignores a body website_id.
  rapidjson::Document get =
      dataOf(call("GET", "/api/v1/probe/echo", bound_, "{\"website_id\": \"" + site_b_ + "\"}"));
  EXPECT_EQ(str(get, "website_id"), site_a_);
}

TEST_F(DispatcherTest, ForeignOrUnknownWebsiteIs403) {
  const std::string unknown = "11111111-2222-4333-8444-555555555555";
  for (const std::string& site : {site_c_, unknown}) {
    EXPECT_EQ(errorOf(call("GET", "/api/v1/probe/echo", bound_, "", {{"website_id", site}}), 403),
              kForeignWebsiteMessage);
    EXPECT_EQ(
        errorOf(call("POST", "/api/v1/probe/echo", bound_, "{\"website_id\": \"" + site + "\"}"),
                403),
        kForeignWebsiteMessage);
  }
}

TEST_F(DispatcherTest, WebsiteOfOrganizationWithoutApiAccessIs403) {
  auto query = std::vector<std::pair<std::string, std::string>>{{"website_id", site_free_}};
  EXPECT_EQ(errorOf(call("GET", "/api/v1/probe/echo", bound_, "", query), 403),
            kForeignWebsiteMessage);
  // Once Alice is a member, the website is hers, but its organization's plan has no API access.
  ASSERT_TRUE(store_->users.create("alice@example.com", "Alice", org_free_, "member").isOk());
  EXPECT_EQ(errorOf(call("GET", "/api/v1/probe/echo", bound_, "", query), 403),
            kNoApiAccessMessage);
}

TEST_F(DispatcherTest, MissingOrMalformedWebsiteIdIs400) {
  EXPECT_EQ(errorOf(call("GET", "/api/v1/probe/echo", unbound_), 400),
            "Missing required field: website_id");
  EXPECT_EQ(errorOf(call("GET", "/api/v1/probe/echo", bound_, "", {{"website_id", "abc"}}), 400),
            "Invalid field: website_id: must be a UUID");
  EXPECT_EQ(errorOf(call("POST", "/api/v1/probe/echo", bound_, "{\"website_id\": 5}"), 400),
            "Invalid field: website_id: must be a string");
  // A route without a website needs none.
  EXPECT_EQ(call("GET", "/api/v1/probe/tier", unbound_).status, 200);
}

TEST_F(DispatcherTest, MalformedOrNonObjectJsonIs400) {
  std::string message = errorOf(call("POST", "/api/v1/probe/echo", bound_, "{\"a\": "), 400);
  EXPECT_EQ(message.rfind("Malformed JSON body", 0), 0u) << message;
  for (const char* body : {"[1, 2]", "\"text\"", "42", "null"}) {
    EXPECT_EQ(errorOf(call("POST", "/api/v1/probe/echo", bound_, body), 400),
              "Request body must be a JSON object")
        << body;
  }
  // A blank body is an empty object.
  rapidjson::Document data = dataOf(call("POST", "/api/v1/probe/echo", bound_, " \r\n"));
  ASSERT_TRUE(data["body"].IsObject());
  EXPECT_EQ(data["body"].MemberCount(), 0u);
}

TEST_F(DispatcherTest, BodyOverTheLimitIs413) {
  std::string at_limit = "{\"pad\": \"";
  at_limit += std::string(kMaxBody - at_limit.size() - 2, 'x') + "\"}";
  ASSERT_EQ(at_limit.size(), static_cast<std::size_t>(kMaxBody));
  EXPECT_EQ(call("POST", "/api/v1/probe/echo", bound_, at_limit).status, 200);
  std::string over = at_limit + " ";
  std::string message = errorOf(call("POST", "/api/v1/probe/echo", bound_, over), 413);
  EXPECT_NE(message.find(std::to_string(kMaxBody)), std::string::npos) << message;
}

TEST_F(DispatcherTest, HandlerExceptionIs500WithRequestId) {
  HttpResponse r = call("POST", "/api/v1/probe/throw", bound_);
  std::string message = errorOf(r, 500);
  std::string request_id = header(r, "X-Request-Id").value_or("<absent>");
  EXPECT_NE(message.find(request_id), std::string::npos) << message;
  // The detail goes to the log, not to the caller.
  EXPECT_EQ(message.find("exploded"), std::string::npos) << message;
}

TEST_F(DispatcherTest, PathParamsReachTheHandlerDecoded) {
  EXPECT_EQ(str(dataOf(call("GET", "/api/v1/probe/items/a%20b%2Fc", bound_)), "id"), "a b/c");
}

TEST_F(DispatcherTest, HandlerErrorsAndExhaustedCreditsKeepTheEnvelope) {
  EXPECT_EQ(
      errorOf(call("POST", "/api/v1/probe/spend", bound_, "{\"resource\": \"probe_credits\"}"),
              400),
      "Missing required field: amount");
  std::string spend = "{\"resource\": \"probe_credits\", \"amount\": 4}";
  EXPECT_EQ(call("POST", "/api/v1/probe/spend", bound_, spend).status, 201);
  EXPECT_EQ(errorOf(call("POST", "/api/v1/probe/spend", bound_, spend), 402),
            "Usage limit reached for probe_credits");
  // The refused spend left no row of its own.
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM probe_spends"), 1);
  EXPECT_EQ(testing::queryInt(
                *db_, "SELECT used FROM credit_buckets WHERE organization_id = '" + org_a_ + "'"),
            4);
}

}  // namespace
}  // namespace seo::core

namespace seo::core {
namespace {

HttpRequest get(const std::string& path, const std::string& authorization = "") {
  HttpRequest r;
  r.method = "GET";
  r.path = path;
  r.authorization = authorization;
  return r;
}

TEST_F(DispatcherTest, HandlerMayAnswerLaterFromAnotherThreadOnce) {
  HttpResponse r = call("POST", "/api/v1/probe/later", bound_, "", {{"delay_ms", "50"}});
  EXPECT_EQ(str(dataOf(r), "answered_by"), "another thread");  // the second answer is ignored
}

TEST_F(DispatcherTest, DroppedResponderIs503AndMissingOneIs500) {
  EXPECT_EQ(call("POST", "/api/v1/probe/later", bound_, "", {{"drop", "1"}}).status, 503);
  HttpResponse none = call("POST", "/api/v1/probe/later", bound_, "", {{"none", "1"}});
  EXPECT_EQ(none.status, 500);
  EXPECT_NE(errorOf(none, 500).find("request id"), std::string::npos);
}

TEST_F(DispatcherTest, AssetsArePublicWithContentTypeAndEtag) {
  HttpResponse r = call("GET", "/api/v1/probe/hello.txt");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.body, "hello\n");
  EXPECT_EQ(r.content_type, "text/plain; charset=utf-8");
  EXPECT_EQ(header(r, "Cache-Control").value_or(""), "public, max-age=60");
  std::string etag = header(r, "ETag").value_or("");
  ASSERT_FALSE(etag.empty());
  HttpRequest again = get("/api/v1/probe/hello.txt");
  again.headers = {{"if-none-match", etag}};
  HttpResponse cached = dispatcher_->handleAndWait(again);
  EXPECT_EQ(cached.status, 304);
  EXPECT_TRUE(cached.body.empty());
  EXPECT_EQ(call("POST", "/api/v1/probe/hello.txt").status, 405);
}

TEST_F(DispatcherTest, HandlersSeeHeadersRawBodyAndThePeerAddress) {
  HttpRequest r = get("/api/v1/probe/request");
  r.headers = {{"user-agent", "probe-agent/1"}, {"x-forwarded-for", "198.51.100.1, 203.0.113.9"}};
  r.peer_address = "10.0.0.7";
  r.body = "{}";
  rapidjson::Document data = dataOf(dispatcher_->handleAndWait(r));
  EXPECT_EQ(str(data, "user_agent"), "probe-agent/1");
  EXPECT_EQ(str(data, "client_ip"), "10.0.0.7");  // no header trusted by default
  EXPECT_EQ(data["raw_body_bytes"].GetInt64(), 2);
  EXPECT_TRUE(data["greeting"].IsNull());

  // Behind a proxy: the last address of the trusted header, whatever its case in the config.
  Dispatcher proxied(*db_, *plugins_, *host_, kMaxBody, "X-Forwarded-For");
  EXPECT_EQ(str(dataOf(proxied.handleAndWait(r)), "client_ip"), "203.0.113.9");
  r.headers = {{"user-agent", "probe-agent/1"}};
  EXPECT_EQ(str(dataOf(proxied.handleAndWait(r)), "client_ip"), "10.0.0.7");
}

TEST_F(DispatcherTest, HostGivesSettingsAndWebsites) {
  HostImpl host(*db_, *plugins_, OutboundConfig{}, {}, {{"probe.greeting", "hi"}});
  Dispatcher dispatcher(*db_, *plugins_, host, kMaxBody);
  EXPECT_EQ(str(dataOf(dispatcher.handleAndWait(get("/api/v1/probe/request"))), "greeting"), "hi");
  rapidjson::Document site = dataOf(dispatcher.handleAndWait(get("/api/v1/probe/website", bound_)));
  EXPECT_EQ(str(site, "id"), site_a_);
  EXPECT_EQ(str(site, "organization_id"), org_a_);
  EXPECT_EQ(str(site, "domain"), "a.example");
  EXPECT_FALSE(host.findWebsite("00000000-0000-4000-8000-000000000000").isOk());
  // By domain (Host::findWebsiteByDomain): without case or a trailing dot; the website added
  // first keeps the domain when another organization adds it later.
  seo::sdk::Result<seo::sdk::WebsiteInfo> by_domain = host.findWebsiteByDomain("A.Example.");
  ASSERT_TRUE(by_domain.isOk()) << by_domain.status().message();
  EXPECT_EQ(by_domain.value().id, site_a_);
  EXPECT_EQ(by_domain.value().organization_id, org_a_);
  std::string later = must(store_->websites.create(org_c_, "a.example", "", "en")).id;
  ASSERT_TRUE(db_->withSession([&](soci::session& sql) {
                   sql << "UPDATE websites SET created_at = '2099-01-01T00:00:00.000Z' "
                          "WHERE id = :i",
                       soci::use(later);
                   return seo::sdk::Status::ok();
                 })
                  .isOk());
  EXPECT_EQ(host.findWebsiteByDomain("a.example").value().id, site_a_);
  EXPECT_FALSE(host.findWebsiteByDomain("nowhere.example").isOk());
  EXPECT_FALSE(host.findWebsiteByDomain("").isOk());
  EXPECT_FALSE(host.setting("probe.other").has_value());
}

}  // namespace
}  // namespace seo::core
