// Tenant isolation on every content route: bravo's key never reads, changes, generates,
// schedules, publishes or deletes alpha's articles (404, as for an id that does not exist),
// never names alpha's website (403), never sees alpha's articles in its lists, calendar, blog
// posts or automation, and its bad input costs alpha nothing.
#include <string>
#include <vector>

#include "tests/e2e/harness/content_fixture.h"
#include "tests/e2e/harness/route_sweeps.h"

namespace seo::tests {
namespace {

class ContentIsolationTest : public ContentE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(ContentE2eTest::SetUp());
    rapidjson::Document a;
    ASSERT_NO_FATAL_FAILURE(createArticle(
        a_, R"({"title": "Alpha only", "outline": ["x"], "date": "2099-01-01"})", &a));
    id_ = stringField(a, "id");
  }
  std::string id_;
};

TEST_F(ContentIsolationTest, AnotherOrganizationsKeyFindsNoArticle) {
  const std::string one = "/articles/" + id_;
  const std::vector<std::tuple<std::string, std::string, std::string, std::string>> routes = {
      {"GET", "/articles/{id}", one, ""},
      {"PATCH", "/articles/{id}", one, R"({"title": "Taken"})"},
      {"DELETE", "/articles/{id}", one, ""},
      {"POST", "/articles/{id}/generate", one + "/generate", "{}"},
      {"POST", "/articles/{id}/schedule", one + "/schedule", R"({"date": "2099-02-01"})"},
      {"DELETE", "/articles/{id}/schedule", one + "/schedule", ""},
      {"POST", "/articles/{id}/publish", one + "/publish", "{}"},
      {"GET", "/blog-posts/{id}", "/blog-posts/" + id_, ""},
  };
  for (const auto& [method, path_template, path, body] : routes) {
    HttpResponse r = call(method, path_template, path, b_.key,
                          body.empty() ? std::nullopt : std::optional<std::string>(body));
    EXPECT_TRUE(isError(r, 404, "Resource not found")) << method << " " << path;
  }
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(getArticle(a_, id_, &a));
  EXPECT_EQ(stringField(a, "title"), "Alpha only");
  EXPECT_EQ(stringField(a, "status"), "planned");
  EXPECT_EQ(stringField(a, "scheduled_publish_at"), "2099-01-01T09:00:00.000Z");
}

TEST_F(ContentIsolationTest, AnotherOrganizationsWebsiteIsForbiddenOnEveryRoute) {
  const std::string site = "website_id=" + a_.website_id;
  const std::string in_body = R"("website_id": ")" + a_.website_id + R"(")";
  const std::vector<std::tuple<std::string, std::string, std::string>> routes = {
      {"GET", "/articles?" + site, ""},
      {"POST", "/articles", "{" + in_body + R"(, "title": "x", "outline": ["x"]})"},
      {"GET", "/articles/calendar?start=2099-01-01&end=2099-01-02&" + site, ""},
      {"GET", "/articles/" + id_ + "?" + site, ""},
      {"PATCH", "/articles/" + id_, "{" + in_body + R"(, "title": "Taken"})"},
      {"DELETE", "/articles/" + id_ + "?" + site, ""},
      {"POST", "/articles/" + id_ + "/generate", "{" + in_body + "}"},
      {"POST", "/articles/" + id_ + "/publish", "{" + in_body + "}"},
      {"GET", "/content/automation?" + site, ""},
      {"PATCH", "/content/automation", "{" + in_body + R"(, "auto_plan": true})"},
      {"GET", "/blog-posts?" + site, ""},
  };
  expectForbiddenOnEveryRoute(http(), b_.key, routes);
  EXPECT_EQ(articleCount(), 1);
}

TEST_F(ContentIsolationTest, ListsCalendarBlogPostsAndAutomationShowOnlyTheirOwn) {
  rapidjson::Document b;
  ASSERT_NO_FATAL_FAILURE(
      createArticle(b_, R"({"title": "Bravo only", "outline": ["x"], "date": "2099-01-01"})", &b));
  for (const auto& [who, mine, theirs] :
       {std::tuple{&a_, id_, stringField(b, "id")}, std::tuple{&b_, stringField(b, "id"), id_}}) {
    for (const std::string& path :
         {std::string("/articles"),
          std::string("/articles/calendar?start=2099-01-01&end=2099-01-01"),
          std::string("/blog-posts")}) {
      HttpResponse r = http().get(api(path), who->key);
      ASSERT_EQ(r.status, 200) << path << " " << describe(r);
      rapidjson::Document doc = r.json();
      ASSERT_EQ(doc["data"].Size(), 1u) << path;
      EXPECT_EQ(stringField(doc["data"][0], "id"), mine) << path;
    }
  }
  HttpRequest request;
  request.method = "PATCH";
  request.path = api("/content/automation");
  request.key = b_.key;
  request.body = R"({"articles_per_week": 9})";
  HttpResponse changed = http().send(request);
  ASSERT_EQ(changed.status, 200) << describe(changed);
  rapidjson::Document mine = http().get(api("/content/automation"), a_.key).json();
  EXPECT_EQ(mine["data"]["articles_per_week"].GetInt(), 2);
}

TEST_F(ContentIsolationTest, OneTenantsBadInputCostsTheOtherNothing) {
  long long before = usedCredits(a_, "ai_credits");
  for (const char* body : {"{", R"({"title": 5})", R"({"outline": "x", "title": "y"})",
                           R"({"title": "x", "date": "tomorrow"})"}) {
    EXPECT_EQ(http().post(api("/articles"), b_.key, body).status, 400) << body;
  }
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), b_.org_id, "ai_credits", 0));
  EXPECT_EQ(http().post(api("/articles"), b_.key, R"({"title": "Costly"})").status, 402);
  // Alpha plans with the model as before, paying only for its own.
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, R"({"title": "Still fine"})", &a));
  EXPECT_EQ(usedCredits(a_, "ai_credits"), before + a["generation"]["total_tokens"].GetInt64());
  EXPECT_EQ(articleCount(), 2);
}

// Hostile bodies on the content module's write routes: refused with a 400 (413 for size) that
// names what is wrong, before any handler writes, and the server keeps serving.
TEST_F(ContentIsolationTest, HostileBodiesAreRefusedNamingTheProblem) {
  const std::string one = "/articles/" + id_;
  expectHostileBodiesRefused(http(), a_.key,
                             {{"POST", "/articles"},
                              {"PATCH", one},
                              {"POST", one + "/generate"},
                              {"POST", one + "/schedule"},
                              {"POST", one + "/publish"},
                              {"PATCH", "/content/automation"}},
                             "title");
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(getArticle(a_, id_, &a));
  EXPECT_EQ(stringField(a, "title"), "Alpha only");
  EXPECT_EQ(articleCount(), 1);
}

}  // namespace
}  // namespace seo::tests
