// Each stage of Dispatcher::route on its own (core/http/dispatch_stages.h); dispatcher_test.cc
// covers their order over whole requests.
#include "core/http/dispatch_stages.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "core/auth/website_scope.h"
#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Status;

std::string errorOf(const Refusal& r, int status) {
  if (!r) {
    ADD_FAILURE() << "passed, expected " << status;
    return "";
  }
  EXPECT_EQ(r->status, status) << r->body;
  rapidjson::Document doc;
  doc.Parse(r->body.c_str());
  return doc.IsObject() && doc.HasMember("error") ? doc["error"].GetString() : "";
}

HttpRequest get(std::string path) {
  HttpRequest r;
  r.method = "GET";
  r.path = std::move(path);
  return r;
}

TEST(DispatchStagesTest, ApiSubPathAndBodyLimits) {
  EXPECT_EQ(apiSubPath("/api/v1"), "/");
  EXPECT_EQ(apiSubPath("/api/v1/keywords"), "/keywords");
  EXPECT_FALSE(apiSubPath("/api/v10/keywords").has_value());
  EXPECT_FALSE(apiSubPath("/healthz").has_value());

  seo::sdk::RouteOptions keyed, open, own;
  open.public_access = true;
  own.max_body_bytes = 10;
  EXPECT_EQ(bodyLimitOf(keyed, 1 << 20), 1 << 20);
  EXPECT_EQ(bodyLimitOf(open, 1 << 20), kPublicBodyLimit);
  EXPECT_EQ(bodyLimitOf(open, 1000), 1000);
  EXPECT_EQ(bodyLimitOf(own, 1 << 20), 10);
}

TEST(DispatchStagesTest, QueryMustBeText) {
  HttpRequest r = get("/api/v1/x");
  r.query = {{"ok", "fine"}};
  EXPECT_FALSE(checkQueryText(r).has_value());
  r.query = {{"q", std::string("a\0b", 3)}};
  EXPECT_EQ(errorOf(checkQueryText(r), 400),
            "Invalid query parameter: q: not valid UTF-8 text (or contains NUL)");
  r.query = {{"\xff", "x"}};
  EXPECT_EQ(errorOf(checkQueryText(r), 400), "Invalid query parameter name: not valid UTF-8 text");
}

TEST(DispatchStagesTest, MatchRouteAnswers404And405AndCanonicalizesIds) {
  Catalog catalog;
  ASSERT_TRUE(catalog.router.add("GET", "/things/{id}", 0));
  catalog.routes.push_back(std::make_shared<const RouteEntry>(
      *routeEntry(nullptr, "test", seo::sdk::Route("GET", "/things/{id}", nullptr))));

  Router::Match match;
  EXPECT_FALSE(
      matchRoute(catalog.router, "GET", "/things/0F8FAD5B-D9CB-469F-A165-70867728950E", &match)
          .has_value());
  ASSERT_EQ(match.params.size(), 1u);
  EXPECT_EQ(match.params[0].second, "0f8fad5b-d9cb-469f-a165-70867728950e");
  EXPECT_FALSE(matchRoute(catalog.router, "GET", "/things/Plain-Name", &match).has_value());
  EXPECT_EQ(match.params[0].second, "Plain-Name");  // only UUIDs are folded

  EXPECT_EQ(errorOf(matchRoute(catalog.router, "GET", "/nothing", &match), 404),
            "Resource not found");
  Refusal wrong_method = matchRoute(catalog.router, "POST", "/things/1", &match);
  EXPECT_EQ(errorOf(wrong_method, 405), "Method not allowed");
  ASSERT_TRUE(wrong_method.has_value());
  EXPECT_EQ(wrong_method->headers,
            (std::vector<std::pair<std::string, std::string>>{{"Allow", "GET"}}));
  EXPECT_EQ(errorOf(matchRoute(catalog.router, "GET", "/things/%FF", &match), 404),
            "Resource not found");
}

TEST(DispatchStagesTest, AssetsAnswerBytesOr304) {
  RouteEntry entry = *routeEntry(nullptr, "test", seo::sdk::Route("GET", "/t.js", nullptr));
  entry.asset = std::make_shared<const seo::sdk::Asset>(
      seo::sdk::Asset{"/t.js", "application/javascript", "x()", 60});
  entry.asset_etag = "\"abc\"";
  HttpRequest r = get("/api/v1/t.js");
  HttpResponse full = answerAsset(entry, r);
  EXPECT_EQ(full.status, 200);
  EXPECT_EQ(full.body, "x()");
  EXPECT_EQ(full.content_type, "application/javascript");
  r.headers = {{"if-none-match", "\"abc\""}};
  HttpResponse cached = answerAsset(entry, r);
  EXPECT_EQ(cached.status, 304);
  EXPECT_EQ(cached.body, "");
}

TEST(DispatchStagesTest, BodySizeAndJsonObject) {
  HttpRequest r = get("/api/v1/x");
  r.body = std::string(11, ' ');
  EXPECT_FALSE(checkBodySize(r, 11).has_value());
  EXPECT_EQ(errorOf(checkBodySize(r, 10), 413), "Request body exceeds the limit of 10 bytes");

  rapidjson::Document body;
  EXPECT_FALSE(parseBody("  \r\n", &body).has_value());
  EXPECT_TRUE(body.IsObject() && body.ObjectEmpty());
  EXPECT_FALSE(parseBody(R"({"a":1})", &body).has_value());
  EXPECT_EQ(body["a"].GetInt(), 1);
  EXPECT_EQ(errorOf(parseBody("[1]", &body), 400), "Request body must be a JSON object");
  Refusal deep = parseBody(std::string(100, '['), &body);  // past the depth limit, not a crash
  ASSERT_TRUE(deep.has_value());
  EXPECT_EQ(deep->status, 400);
}

TEST(DispatchStagesTest, TargetWebsiteComesFromBodyQueryOrKey) {
  const std::string a = "0f8fad5b-d9cb-469f-a165-70867728950e";
  const std::string b = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
  rapidjson::Document body;
  body.Parse((R"({"website_id":")" + a + "\"}").c_str());
  HttpRequest post = get("/api/v1/x");
  post.method = "POST";
  post.query = {{"website_id", b}};
  EXPECT_EQ(targetWebsiteId("POST", body, post, "").value(), a);  // writes: the body first
  EXPECT_EQ(targetWebsiteId("GET", body, post, "").value(), b);   // reads: the query
  rapidjson::Document empty(rapidjson::kObjectType);
  EXPECT_EQ(targetWebsiteId("GET", empty, get("/x"), a).value(), a);  // the key's
  EXPECT_EQ(targetWebsiteId("GET", empty, get("/x"), "").status().message(),
            "Missing required field: website_id");
  HttpRequest upper = get("/x");
  upper.query = {{"website_id", "0F8FAD5B-D9CB-469F-A165-70867728950E"}};
  EXPECT_EQ(targetWebsiteId("GET", empty, upper, "").value(), a);
  upper.query = {{"website_id", "nope"}};
  EXPECT_EQ(targetWebsiteId("GET", empty, upper, "").status().message(),
            "Invalid field: website_id: must be a UUID");
  body.Parse(R"({"website_id": 7})");
  EXPECT_EQ(targetWebsiteId("POST", body, post, "").status().message(),
            "Invalid field: website_id: must be a string");
}

class DispatchStagesDbTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    TenantStore store(*db_, {});
    std::string pro = store.organizations.create("Pro", "pro").value().id;
    std::string other = store.organizations.create("Other", "pro").value().id;
    std::string free = store.organizations.create("Free", "free").value().id;
    std::string ann = store.users.create("ann@example.com", "Ann", pro, "owner").value().id;
    std::string bo = store.users.create("bo@example.com", "Bo", other, "owner").value().id;
    std::string cy = store.users.create("cy@example.com", "Cy", free, "owner").value().id;
    ASSERT_TRUE(store.users.create("ann@example.com", "Ann", free, "member").isOk());
    site_ = store.websites.create(pro, "pro.example", "", "en").value().id;
    foreign_ = store.websites.create(other, "other.example", "", "en").value().id;
    free_site_ = store.websites.create(free, "free.example", "", "en").value().id;
    key_ = "Bearer " + store.keys.create(ann, pro, site_, "k").value().secret;
    free_key_ = "Bearer " + store.keys.create(cy, free, free_site_, "f").value().secret;
    ASSERT_FALSE(bo.empty());
  }
  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::string site_, foreign_, free_site_, key_, free_key_;
};

TEST_F(DispatchStagesDbTest, AuthenticationChecksKeyRateAndPlan) {
  Authenticator auth(*db_);
  RateLimiter unlimited(0, 0);
  seo::sdk::RouteOptions keyed;
  KeyRecord key;
  seo::sdk::Caller caller;
  EXPECT_FALSE(
      authenticateCaller(auth, unlimited, unlimited, "192.0.2.1", keyed, key_, &key, &caller)
          .has_value());
  EXPECT_EQ(caller.user_email, "ann@example.com");
  EXPECT_EQ(caller.website_id, "");  // the scope stage's
  EXPECT_EQ(errorOf(authenticateCaller(auth, unlimited, unlimited, "192.0.2.1", keyed,
                                       "Bearer seo_nope", &key, &caller),
                    401),
            "Invalid or missing API key");
  EXPECT_EQ(errorOf(authenticateCaller(auth, unlimited, unlimited, "192.0.2.1", keyed, free_key_,
                                       &key, &caller),
                    403),
            kNoApiAccessMessage);
  seo::sdk::RouteOptions every_tier;
  every_tier.open_to_every_tier = true;
  EXPECT_FALSE(authenticateCaller(auth, unlimited, unlimited, "192.0.2.1", every_tier, free_key_,
                                  &key, &caller));

  RateLimiter one(0.001, 1);
  EXPECT_FALSE(authenticateCaller(auth, one, unlimited, "192.0.2.1", keyed, key_, &key, &caller)
                   .has_value());
  Refusal limited =
      authenticateCaller(auth, one, unlimited, "192.0.2.1", keyed, key_, &key, &caller);
  EXPECT_EQ(errorOf(limited, 429).rfind("Rate limit exceeded for this API key", 0), 0u);
}

// An address that keeps failing is answered 429 for keys the server does not hold, without a
// lookup; keys in use keep working from it, and other addresses are untouched.
TEST_F(DispatchStagesDbTest, FailedAuthenticationsAreLimitedPerAddress) {
  Authenticator auth(*db_);
  RateLimiter unlimited(0, 0);
  RateLimiter failures(0.001, 2);
  seo::sdk::RouteOptions keyed;
  KeyRecord key;
  seo::sdk::Caller caller;
  const std::string guesser = "198.51.100.7";
  ASSERT_FALSE(authenticateCaller(auth, unlimited, failures, guesser, keyed, key_, &key, &caller));
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(errorOf(authenticateCaller(auth, unlimited, failures, guesser, keyed,
                                         "Bearer seo_guess" + std::to_string(i), &key, &caller),
                      401),
              "Invalid or missing API key");
  }
  Refusal limited = authenticateCaller(auth, unlimited, failures, guesser, keyed,
                                       "Bearer seo_guess9", &key, &caller);
  EXPECT_EQ(errorOf(limited, 429)
                .rfind("Rate limit exceeded for failed authentications from "
                       "your address",
                       0),
            0u);
  // A key the server holds still works from that address.
  EXPECT_FALSE(authenticateCaller(auth, unlimited, failures, guesser, keyed, key_, &key, &caller));
  // A real key it has not seen is not looked up from there either, until the address earns a
  // token back; from another address it is.
  EXPECT_EQ(errorOf(authenticateCaller(auth, unlimited, failures, guesser, keyed, free_key_, &key,
                                       &caller),
                    429)
                .rfind("Rate limit exceeded", 0),
            0u);
  EXPECT_EQ(errorOf(authenticateCaller(auth, unlimited, failures, "203.0.113.9", keyed, free_key_,
                                       &key, &caller),
                    403),
            kNoApiAccessMessage);
  EXPECT_EQ(errorOf(authenticateCaller(auth, unlimited, failures, "203.0.113.9", keyed,
                                       "Bearer seo_guess9", &key, &caller),
                    401),
            "Invalid or missing API key");
}

// The console's session as a caller: the CSRF token on changes, no other origin, the plan's API
// access not asked, and only /auth/ routes while a required second factor is missing.
TEST_F(DispatchStagesDbTest, SessionsNeedTheirCsrfTokenOnChangesAndTheirOwnOrigin) {
  SessionStore sessions(*db_, SessionPolicy{});
  std::string cy_id, free_org;
  ASSERT_TRUE(db_->withSession([&](soci::session& sql) {
                   sql << "SELECT u.id, m.organization_id FROM users u JOIN memberships m "
                          "ON m.user_id = u.id WHERE u.email = 'cy@example.com'",
                       soci::into(cy_id), soci::into(free_org);
                   return Status::ok();
                 })
                  .isOk());
  auto started = sessions.start(cy_id, free_org, "test", "192.0.2.1");
  ASSERT_TRUE(started.isOk()) << started.status().message();
  const std::string token = started.value().token;
  RateLimiter unlimited(0, 0);
  SessionCookie cookie = sessionCookieFor("https://seo.example.com");
  KeyRecord key;
  seo::sdk::Caller caller;
  auto stage = [&](const HttpRequest& r) {
    return authenticateSession(sessions, cookie, unlimited, unlimited, "192.0.2.1", r, token, &key,
                               &caller);
  };

  HttpRequest read = get("/api/v1/keywords");
  EXPECT_FALSE(stage(read).has_value()) << "a free plan's session reads: no API-access check";
  EXPECT_EQ(caller.organization_id, free_org);
  EXPECT_EQ(caller.api_key_id, "");
  EXPECT_EQ(key.session_id, started.value().record.id);

  HttpRequest write = read;
  write.method = "POST";
  EXPECT_NE(errorOf(stage(write), 403).find("X-CSRF-Token"), std::string::npos);
  // Another token: the right one with its first digit changed (to one it is not).
  const std::string right = csrfTokenFor(token);
  write.headers = {{"x-csrf-token", (right[0] == '0' ? "1" : "0") + right.substr(1)}};
  EXPECT_EQ(errorOf(stage(write), 403).rfind("Missing or invalid X-CSRF-Token", 0), 0u);
  write.headers = {{"x-csrf-token", csrfTokenFor(token)}};
  EXPECT_FALSE(stage(write).has_value());

  // The Origin must be the request's host or the configured console's.
  read.headers = {{"host", "10.0.0.5:8080"}, {"origin", "http://10.0.0.5:8080"}};
  EXPECT_FALSE(stage(read).has_value());
  read.headers = {{"host", "internal:8080"}, {"origin", "https://seo.example.com"}};
  EXPECT_FALSE(stage(read).has_value()) << "behind a proxy that rewrites Host";
  read.headers = {{"host", "internal:8080"}, {"origin", "https://evil.example"}};
  EXPECT_EQ(errorOf(stage(read), 403).rfind("Cross-origin request refused", 0), 0u);
  read.headers.clear();

  EXPECT_EQ(errorOf(authenticateSession(sessions, cookie, unlimited, unlimited, "192.0.2.1", read,
                                        std::string(43, 'x'), &key, &caller),
                    401),
            "Not signed in");

  // Required two-factor sign-in, not turned on: only /auth/ routes, and the console's navigation
  // (which draws the security page).
  ASSERT_TRUE(db_->withSession([&](soci::session& sql) {
                   sql << "UPDATE organizations SET require_two_factor = 1 WHERE id = :o",
                       soci::use(free_org);
                   return Status::ok();
                 })
                  .isOk());
  EXPECT_EQ(errorOf(stage(read), 403), kTwoFactorSetupRequired);
  EXPECT_FALSE(stage(get("/api/v1/auth/totp")).has_value());
  EXPECT_FALSE(stage(get("/api/v1/console/pages")).has_value());
  EXPECT_EQ(errorOf(stage(get("/api/v1/console/pages/x")), 403), kTwoFactorSetupRequired);
}

TEST(DispatchStagesTest, ViewersOnlyReadButForTheirOwnSignIn) {
  KeyRecord viewer;
  viewer.role = "viewer";
  KeyRecord member;
  member.role = "member";
  HttpRequest write = get("/api/v1/keywords");
  write.method = "POST";
  EXPECT_FALSE(checkRole(viewer, get("/api/v1/keywords")).has_value());
  EXPECT_FALSE(checkRole(member, write).has_value());
  EXPECT_EQ(errorOf(checkRole(viewer, write), 403),
            "Your role in this organization (viewer) only reads");
  write.method = "DELETE";
  EXPECT_EQ(errorOf(checkRole(viewer, write), 403),
            "Your role in this organization (viewer) only reads");
  HttpRequest password = get("/api/v1/auth/password");
  password.method = "PUT";
  EXPECT_FALSE(checkRole(viewer, password).has_value());
  HttpRequest lookalike = get("/api/v1/authors");
  lookalike.method = "POST";
  EXPECT_TRUE(checkRole(viewer, lookalike).has_value());
}

TEST_F(DispatchStagesDbTest, ScopeResolvesTheTargetWebsiteForTheKeysUser) {
  Authenticator auth(*db_);
  RateLimiter unlimited(0, 0);
  seo::sdk::RouteOptions keyed;
  KeyRecord key;
  seo::sdk::Caller caller;
  ASSERT_FALSE(
      authenticateCaller(auth, unlimited, unlimited, "192.0.2.1", keyed, key_, &key, &caller)
          .has_value());
  rapidjson::Document body(rapidjson::kObjectType);

  EXPECT_FALSE(scopeWebsite(auth, keyed, get("/x"), body, key, &caller).has_value());
  EXPECT_EQ(caller.website_id, site_);

  HttpRequest foreign = get("/x");
  foreign.query = {{"website_id", foreign_}};
  EXPECT_EQ(errorOf(scopeWebsite(auth, keyed, foreign, body, key, &caller), 403),
            kForeignWebsiteMessage);
  // Ann belongs to the free organization too, whose plan has no API access.
  HttpRequest free = get("/x");
  free.query = {{"website_id", free_site_}};
  EXPECT_EQ(errorOf(scopeWebsite(auth, keyed, free, body, key, &caller), 403), kNoApiAccessMessage);

  seo::sdk::RouteOptions no_website;
  no_website.needs_website = false;
  seo::sdk::Caller untouched;
  EXPECT_FALSE(scopeWebsite(auth, no_website, foreign, body, key, &untouched).has_value());
  EXPECT_EQ(untouched.website_id, "");
}

}  // namespace
}  // namespace seo::core
