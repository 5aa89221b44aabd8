// A dashboard's read-only share links over HTTP: made, listed and revoked with a key; the public
// shared reads answer exactly what the key's reads answer for the link's website and nothing
// else; a protected link wants its password, and too many wrong ones shut it for a minute; the
// database keeps neither the token nor the password in the clear; the share page is served
// with the console's Content-Security-Policy.
#include <string>

#include <gtest/gtest.h>

#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {
namespace {

class AnalyticsShareTest : public AnalyticsE2eTest {
 protected:
  // POST /website/share-links with `body` by `who`; the answer's data.
  void makeLink(const Tenant& who, const std::string& body, rapidjson::Document* link) {
    HttpResponse made = http().post(api("/website/share-links"), who.key, body);
    ASSERT_EQ(made.status, 201) << describe(made);
    link->CopyFrom(made.json()["data"], link->GetAllocator());
  }

  HttpResponse shared(const std::string& path, const std::string& token,
                      const std::optional<std::string>& password = std::nullopt) {
    HttpRequest r;
    r.path = api("/analytics/shared/" + path);
    if (!token.empty()) r.headers.push_back({"X-Share-Token", token});
    if (password) r.headers.push_back({"X-Share-Password", *password});
    return http().send(r);
  }
};

TEST_F(AnalyticsShareTest, ALinkOpensItsWebsitesTrafficAndNothingElse) {
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, "https://alpha.example/", kChrome, "192.0.2.10",
                                     yesterdayAt(60)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, "https://alpha.example/x", kChrome, "192.0.2.10",
                                     yesterdayAt(61)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_b_, "https://bravo.example/b", kFirefox, "198.51.100.7",
                                     yesterdayAt(62)}, "pageview"));
  rapidjson::Document link;
  ASSERT_NO_FATAL_FAILURE(makeLink(a_, R"({"name": "Board"})", &link));
  const std::string token = stringField(link, "token");
  EXPECT_EQ(token.size(), 64u);
  EXPECT_EQ(stringField(link, "name"), "Board");
  EXPECT_FALSE(link["password_protected"].GetBool());
  const std::string url = stringField(link, "url");
  EXPECT_EQ(url.substr(url.size() - 65), "#" + token) << url;
  EXPECT_NE(url.find("/api/v1/analytics/share#"), std::string::npos) << url;

  // The shared reads are the key's reads of alpha's website, whatever website_id says.
  for (const std::string& read : {std::string("summary?range=7d"), std::string("pages?range=7d"),
                                  std::string("timeseries?range=7d"),
                                  std::string("geo?range=7d&path=/x")}) {
    HttpResponse by_link = shared(read + "&website_id=" + b_.website_id, token);
    ASSERT_EQ(by_link.status, 200) << read << " " << describe(by_link);
    HttpResponse by_key = http().get(api("/website/" + read), a_.key);
    EXPECT_EQ(toJson(by_link.json()["data"]), toJson(by_key.json()["data"])) << read;
  }
  HttpResponse site = shared("website", token);
  ASSERT_EQ(site.status, 200) << describe(site);
  EXPECT_EQ(stringField(site.json()["data"], "domain"), "alpha.example");
  // Reads only: the link opens no key route, and no other website.
  HttpRequest with_token;
  with_token.path = api("/website/summary");
  with_token.headers = {{"X-Share-Token", token}};
  EXPECT_EQ(http().send(with_token).status, 401);
  with_token.path = api("/bot-traffic/bots");
  EXPECT_EQ(http().send(with_token).status, 401);

  // Without a token, or with another, nothing.
  EXPECT_TRUE(isErrorContaining(shared("summary", ""), 401, {"Not a share link", "X-Share-Token"}));
  EXPECT_EQ(shared("summary", std::string(64, 'a')).status, 401);
  EXPECT_EQ(shared("pages", std::string(5000, 'a')).status, 401);

  // Listed without its token; revoked, it opens nothing; bravo can neither see nor revoke it.
  HttpResponse listed = http().get(api("/website/share-links"), a_.key);
  ASSERT_EQ(listed.status, 200);
  EXPECT_EQ(toJson(listed.json()["data"]).find(token), std::string::npos);
  EXPECT_EQ(listed.json()["data"].Size(), 1u);
  EXPECT_FALSE(listed.json()["data"][0]["last_used_at"].IsNull());  // opened above
  EXPECT_EQ(http().get(api("/website/share-links"), b_.key).json()["data"].Size(), 0u);
  EXPECT_EQ(http().get(api("/website/share-links?website_id=" + a_.website_id), b_.key).status,
            403);
  const std::string id = stringField(link, "id");
  HttpRequest revoke;
  revoke.method = "DELETE";
  revoke.path = api("/website/share-links/" + id);
  revoke.key = b_.key;
  EXPECT_EQ(http().send(revoke).status, 404);
  EXPECT_EQ(shared("summary", token).status, 200);
  revoke.key = a_.key;
  EXPECT_EQ(http().send(revoke).status, 200);
  EXPECT_EQ(shared("summary", token).status, 401);
  EXPECT_EQ(http().send(revoke).status, 404);
}

TEST_F(AnalyticsShareTest, AProtectedLinkWantsItsPasswordAndStopsGuessers) {
  rapidjson::Document link, open;
  ASSERT_NO_FATAL_FAILURE(makeLink(a_, R"({"password": "sesame street 12"})", &link));
  ASSERT_NO_FATAL_FAILURE(makeLink(a_, R"({"name": "Open"})", &open));
  const std::string token = stringField(link, "token");
  EXPECT_TRUE(link["password_protected"].GetBool());
  EXPECT_EQ(stringField(link, "name"), "Shared dashboard");
  EXPECT_TRUE(isErrorContaining(shared("summary", token), 401, {"Password needed"}));
  EXPECT_TRUE(isErrorContaining(shared("summary", token, "sesame street 13"), 401, {"Wrong password"}));
  EXPECT_EQ(shared("summary", token, "sesame street 12").status, 200);

  // Neither the token nor the password is kept as it is.
  std::string rows;
  query("SELECT token_hash || ' ' || password FROM analytics_share_links", &rows);
  EXPECT_EQ(rows.find(token), std::string::npos) << rows;
  EXPECT_EQ(rows.find("sesame"), std::string::npos) << rows;

  // Ten wrong passwords in a minute: the link answers 429, even to the right one; the other
  // link of the website is untouched.
  for (int i = 0; i < 9; ++i) EXPECT_EQ(shared("summary", token, "wrong guess " + std::to_string(i)).status, 401);
  EXPECT_TRUE(isErrorContaining(shared("summary", token, "sesame street 12"), 429, {"wrong passwords"}));
  EXPECT_EQ(shared("summary", stringField(open, "token")).status, 200);
}

TEST_F(AnalyticsShareTest, BadLinksAre400NamingTheField) {
  const std::pair<std::string, std::string> bad[] = {
      {R"({"password": "short"})", "password"},
      {R"({"password": "caf\u00e9 au lait"})", "password"},
      {R"({"password": 12345678})", "password"},
      {R"({"name": ")" + std::string(101, 'n') + R"("})", "name"},
      {R"({"name": "  "})", "name"},
  };
  for (const auto& [body, field] : bad) {
    EXPECT_TRUE(isErrorContaining(http().post(api("/website/share-links"), a_.key, body), 400,
                                  {field}))
        << body;
  }
  EXPECT_EQ(http().post(api("/website/share-links"), std::nullopt, "{}").status, 401);
  EXPECT_EQ(http().post(api("/website/share-links?website_id=" + a_.website_id), b_.key, "{}").status,
            403);
  // At most 50 a website; bravo's website is not touched by alpha's count.
  for (int i = 0; i < 50; ++i) {
    ASSERT_EQ(http().post(api("/website/share-links"), a_.key, "{}").status, 201) << i;
  }
  EXPECT_TRUE(isErrorContaining(http().post(api("/website/share-links"), a_.key, "{}"), 409,
                                {"at most 50"}));
  EXPECT_EQ(http().post(api("/website/share-links"), b_.key, "{}").status, 201);
}

TEST_F(AnalyticsShareTest, TheSharePageIsServedWithTheConsolesPolicy) {
  HttpResponse page = http().get(api("/analytics/share"));
  ASSERT_EQ(page.status, 200);
  EXPECT_EQ(page.header("content-type").value_or(""), "text/html; charset=utf-8");
  EXPECT_NE(page.header("content-security-policy").value_or("").find("script-src 'self'"),
            std::string::npos);
  EXPECT_EQ(page.header("x-frame-options").value_or(""), "DENY");
  EXPECT_NE(page.body.find("/api/v1/analytics/share.js"), std::string::npos);
  EXPECT_EQ(http().get(api("/analytics/share.js")).status, 200);
}

}  // namespace
}  // namespace seo::tests
