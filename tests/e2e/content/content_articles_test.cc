// The article resource over HTTP: planning (POST /articles) with every field of the spec's
// Article, its credits, the keyword it plans, the list, the detail, changes and deletion, the
// calendar and the legacy blog posts. Generation and publishing: content_generation_test.cc
// and content_publishing_test.cc.
#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "seo/sdk/util/dates.h"
#include "tests/e2e/harness/content_fixture.h"

namespace seo::tests {
namespace {

using ContentArticlesTest = ContentE2eTest;

constexpr const char* kOutline =
    R"(["Why trails", {"heading": "Shoes", "points": ["grip", "  fit  "]}])";

std::string tomorrow(const std::string& now_iso) {
  namespace dates = seo::sdk::dates;
  return dates::formatDay(dates::dayOfMs(*dates::msOfIso(now_iso)) + 1);
}

TEST_F(ContentArticlesTest, PlanWithTitleAndOutlineAnswersEveryFieldAndSpendsNothing) {
  long long before = usedCredits(a_, "ai_credits");
  std::string day = tomorrow(serverNow());
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_,
                                        R"({"title": "Trail running for beginners", "date": ")" +
                                            day + R"(", "article_type": "listicle", "outline": )" +
                                            kOutline + "}",
                                        &a));
  for (const char* field :
       {"id", "title", "slug", "status", "pipeline_status", "article_type", "meta_description",
        "featured_image", "published_at", "scheduled_publish_at", "keywords", "created_at"}) {
    EXPECT_TRUE(a.HasMember(field)) << field;
  }
  EXPECT_EQ(stringField(a, "title"), "Trail running for beginners");
  EXPECT_EQ(stringField(a, "slug"), "trail-running-for-beginners");
  EXPECT_EQ(stringField(a, "status"), "planned");
  EXPECT_EQ(stringField(a, "pipeline_status"), "not_started");
  EXPECT_EQ(stringField(a, "article_type"), "listicle");
  // A bare date publishes at the automation's time (09:00) in its zone (UTC by default).
  EXPECT_EQ(stringField(a, "scheduled_publish_at"), day + "T09:00:00.000Z");
  EXPECT_TRUE(a["keywords"].IsNull());
  EXPECT_TRUE(a["published_at"].IsNull());
  EXPECT_EQ(
      toJson(a["outline"]),
      R"([{"heading":"Why trails","points":[]},{"heading":"Shoes","points":["grip","fit"]}])");
  EXPECT_EQ(stringField(a, "outline_source"), "user");
  EXPECT_EQ(usedCredits(a_, "ai_credits"), before);
  rapidjson::Document requests;
  std::string error;
  ASSERT_TRUE(llm_.requests(&requests, &error)) << error;
  EXPECT_EQ(requests.Size(), 0u) << "an outline given: the model is not asked";
}

TEST_F(ContentArticlesTest, PlanForAKeywordAsksTheModelSpendsItsTokensAndPlansTheKeyword) {
  std::string keyword;
  ASSERT_NO_FATAL_FAILURE(addKeyword(a_, "trail shoes", 1900, 34, &keyword));
  long long before = usedCredits(a_, "ai_credits");
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, R"({"keyword_id": ")" + keyword + R"("})", &a));
  EXPECT_EQ(stringField(a, "title"), "The complete guide to trail shoes");
  EXPECT_EQ(stringField(a, "slug"), "complete-guide-trail-shoes");
  EXPECT_EQ(stringField(a, "meta_description"),
            "Everything about trail shoes, planned by the model.");
  EXPECT_EQ(toJson(a["keywords"]), R"({"term":"trail shoes","volume":1900,"difficulty":34})");
  EXPECT_EQ(stringField(a, "keyword_id"), keyword);
  EXPECT_EQ(a["outline"].Size(), 4u);
  EXPECT_EQ(stringField(a, "outline_source"), "llm");
  long long tokens = a["generation"]["total_tokens"].GetInt64();
  EXPECT_GT(tokens, 0);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), before + tokens);

  // The keywords module's job makes the keyword planned and shows the article.
  rapidjson::Document k;
  for (int i = 0; i < 200; ++i) {
    ASSERT_NO_FATAL_FAILURE(findKeyword(a_, keyword, &k));
    if (stringField(k, "status") == "planned") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(stringField(k, "status"), "planned");
  EXPECT_EQ(stringField(k["blog_posts"], "id"), stringField(a, "id"));
}

TEST_F(ContentArticlesTest, BadInputIsRefusedNamingTheFieldAndWritesNothing) {
  std::string theirs;
  ASSERT_NO_FATAL_FAILURE(addKeyword(b_, "bravo only", 10, 10, &theirs));
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"{}", "Missing required field: title or keyword_id"},
      {R"({"title": "  "})", "Invalid field: title"},
      {R"({"keyword_id": "nope"})", "Invalid field: keyword_id: must be a UUID"},
      {R"({"keyword_id": ")" + theirs + R"("})", "Invalid field: keyword_id: the website has no"},
      {R"({"title": "x", "article_type": "poem"})",
       "Invalid field: article_type: must be one of standard, listicle"},
      {R"({"title": "x", "outline": []})", "Invalid field: outline: must be an array of 1 to 30"},
      {R"({"title": "x", "outline": [{"points": ["a"]}]})",
       "Missing required field: outline[0].heading"},
      {R"({"title": "x", "outline": [{"heading": "a", "extra": 1}]})",
       "Invalid field: outline[0].extra"},
      {R"({"title": "x", "outline": ["ok", {"heading": "b", "points": [""]}]})",
       "Invalid field: outline[1].points[0]"},
      {R"({"title": "x", "date": "2026-02-30"})", "Invalid field: date"},
      {R"({"title": "x", "date": "2001-01-01"})", "Invalid field: date: must be today or later"},
      {R"({"title": "x", "date": "2001-01-01T00:00:00Z"})",
       "Invalid field: date: must lie in the future"},
      {R"({"title": "x", "slug": "Not A Slug"})", "Invalid field: slug"},
      {R"j({"title": "x", "featured_image": "javascript:alert(1)"})j",
       "Invalid field: featured_image"},
      {R"({"title": "x", "status": "published"})", "Invalid field: status: is not an article"},
  };
  for (const auto& [body, message] : cases) {
    HttpResponse r = call("POST", "/articles", "/articles", a_.key, body);
    EXPECT_TRUE(isErrorContaining(r, 400, {message})) << body;
  }
  EXPECT_EQ(articleCount(), 0);
}

TEST_F(ContentArticlesTest, ExhaustedCreditsRefusePlanningBeforeAnythingIsWritten) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 0));
  HttpResponse refused = call("POST", "/articles", "/articles", a_.key, R"({"title": "Hills"})");
  EXPECT_TRUE(isError(refused, 402, "Usage limit reached for ai_credits"));
  EXPECT_EQ(articleCount(), 0);
  // With an outline nothing is asked, so nothing is spent or refused.
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(
      createArticle(a_, R"({"title": "Hills", "outline": ["Up", "Down"]})", &a));
  // Metered billing allows the overage and records it.
  rapidjson::Document out;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"org", "set-metered", "--org", a_.org_id, "--enabled", "on"}, &out));
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, R"({"title": "Valleys"})", &a));
  EXPECT_GT(usedCredits(a_, "ai_credits"), 0);
}

TEST_F(ContentArticlesTest, ListFiltersByStatusAndDayAndPages) {
  std::string day = tomorrow(serverNow());
  std::vector<std::string> ids;
  for (int i = 0; i < 5; ++i) {
    rapidjson::Document a;
    std::string date = i < 2 ? R"(, "date": ")" + day + R"(")" : "";
    ASSERT_NO_FATAL_FAILURE(createArticle(
        a_, R"({"title": "Article )" + std::to_string(i) + R"(", "outline": ["One"])" + date + "}",
        &a));
    ids.push_back(stringField(a, "id"));
  }
  ASSERT_EQ(call("PATCH", "/articles/{id}", "/articles/" + ids[4], a_.key,
                 R"({"content_markdown": "# Done", "status": "completed"})")
                .status,
            200);
  HttpResponse page = call("GET", "/articles", "/articles?limit=2&page=2", a_.key);
  ASSERT_EQ(page.status, 200) << describe(page);
  rapidjson::Document doc = page.json();
  EXPECT_EQ(doc["meta"]["total"].GetInt(), 5);
  EXPECT_EQ(doc["meta"]["page"].GetInt(), 2);
  EXPECT_EQ(doc["meta"]["limit"].GetInt(), 2);
  ASSERT_EQ(doc["data"].Size(), 2u);
  EXPECT_EQ(stringField(doc["data"][0], "id"), ids[2]);  // newest first
  EXPECT_FALSE(doc["data"][0].HasMember("content_markdown")) << "lists carry no bodies";
  // The page's next_cursor reads the rest at the cost of a first page.
  std::string cursor = stringField(doc["meta"], "next_cursor");
  HttpResponse rest = call("GET", "/articles", "/articles?limit=2&cursor=" + cursor, a_.key);
  ASSERT_EQ(rest.status, 200) << describe(rest);
  doc = rest.json();
  ASSERT_EQ(doc["data"].Size(), 1u);
  EXPECT_EQ(stringField(doc["data"][0], "id"), ids[0]);
  EXPECT_EQ(toJson(doc["meta"]), R"({"limit":2,"next_cursor":null})");
  EXPECT_TRUE(
      isErrorContaining(call("GET", "/articles", "/articles?cursor=" + cursor + "0", a_.key), 400,
                        {"Invalid field: cursor"}));
  // Another website's cursor reads the caller's own articles only.
  HttpResponse theirs = call("GET", "/articles", "/articles?cursor=" + cursor, b_.key);
  ASSERT_EQ(theirs.status, 200) << describe(theirs);
  EXPECT_EQ(theirs.json()["data"].Size(), 0u);

  doc = call("GET", "/articles", "/articles?status=completed", a_.key).json();
  ASSERT_EQ(doc["data"].Size(), 1u);
  EXPECT_EQ(doc["meta"]["total"].GetInt(), 1) << "the counts follow the status change";
  doc = call("GET", "/articles", "/articles?status=planned", a_.key).json();
  EXPECT_EQ(doc["meta"]["total"].GetInt(), 4);
  ASSERT_EQ(call("DELETE", "/articles/{id}", "/articles/" + ids[0], a_.key).status, 200);
  doc = call("GET", "/articles", "/articles?status=planned", a_.key).json();
  EXPECT_EQ(doc["meta"]["total"].GetInt(), 3);
  doc = call("GET", "/articles", "/articles?status=completed", a_.key).json();
  EXPECT_EQ(stringField(doc["data"][0], "id"), ids[4]);
  doc = call("GET", "/articles", "/articles?from=" + day + "&to=" + day, a_.key).json();
  EXPECT_EQ(doc["meta"]["total"].GetInt(), 1) << "one of the two dated ones was deleted";
  EXPECT_TRUE(isErrorContaining(call("GET", "/articles", "/articles?status=draft", a_.key), 400,
                                {"Invalid field: status"}));
  EXPECT_TRUE(isErrorContaining(call("GET", "/articles", "/articles?from=2026-13-01", a_.key), 400,
                                {"Invalid field: from"}));
  EXPECT_TRUE(
      isErrorContaining(call("GET", "/articles", "/articles?from=2026-05-02&to=2026-05-01", a_.key),
                        400, {"Invalid field: to"}));
  EXPECT_TRUE(isErrorContaining(call("GET", "/articles", "/articles?limit=101", a_.key), 400,
                                {"Invalid field: limit"}));
}

TEST_F(ContentArticlesTest, PatchChangesTheWritableFieldsAndFollowsTheLifecycle) {
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, R"({"title": "Old title", "outline": ["One"]})", &a));
  const std::string path = "/articles/" + stringField(a, "id");
  HttpResponse r = call("PATCH", "/articles/{id}", path, a_.key,
                        R"({"title": "New title", "meta_description": "Short", "slug": "new-one",
                            "content_markdown": "## Hello\n\n*hi*\n\n<script>x()</script>"})");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document doc = r.json();
  EXPECT_EQ(stringField(doc["data"], "title"), "New title");
  EXPECT_EQ(stringField(doc["data"], "slug"), "new-one");
  EXPECT_EQ(stringField(doc["data"], "status"), "planned") << "text alone moves nothing";
  std::string html = stringField(doc["data"], "content_html");
  EXPECT_NE(html.find("<h2>Hello</h2>"), std::string::npos) << html;
  EXPECT_NE(html.find("<em>hi</em>"), std::string::npos) << html;
  EXPECT_EQ(html.find("<script>"), std::string::npos) << html;

  EXPECT_TRUE(
      isErrorContaining(call("PATCH", "/articles/{id}", path, a_.key, R"({"status": "published"})"),
                        400, {"Invalid field: status: must be one of planned, completed"}));
  EXPECT_TRUE(isErrorContaining(
      call("PATCH", "/articles/{id}", path, a_.key, R"({"created_at": "2020-01-01T00:00:00Z"})"),
      400, {"Invalid field: created_at: cannot be changed"}));
  EXPECT_TRUE(isErrorContaining(call("PATCH", "/articles/{id}", path, a_.key, "{}"), 400,
                                {"Nothing to update"}));
  r = call("PATCH", "/articles/{id}", path, a_.key, R"({"status": "completed"})");
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "pipeline_status"), "generated");
  r = call("PATCH", "/articles/{id}", path, a_.key, R"({"meta_description": null})");
  EXPECT_TRUE(r.json()["data"]["meta_description"].IsNull());

  rapidjson::Document fresh;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, R"({"title": "Empty", "outline": ["One"]})", &fresh));
  EXPECT_TRUE(
      isErrorContaining(call("PATCH", "/articles/{id}", "/articles/" + stringField(fresh, "id"),
                             a_.key, R"({"status": "completed"})"),
                        409, {"no text yet"}));
  EXPECT_TRUE(
      isError(call("PATCH", "/articles/{id}", "/articles/00000000-0000-4000-8000-000000000000",
                   a_.key, R"({"title": "x"})"),
              404, "Resource not found"));
}

// The keyword moves with its article in the article's own transaction (the keywords module's
// transactional services): every read right after the answer agrees, with no job between.
TEST_F(ContentArticlesTest, DeletingAnArticleReturnsItsKeywordToActive) {
  std::string keyword;
  ASSERT_NO_FATAL_FAILURE(addKeyword(a_, "hill repeats", 500, 20, &keyword));
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(
      createArticle(a_, R"({"keyword_id": ")" + keyword + R"(", "outline": ["Why"]})", &a));
  EXPECT_EQ(stringField(a, "title"), "hill repeats");
  rapidjson::Document k;
  ASSERT_NO_FATAL_FAILURE(findKeyword(a_, keyword, &k));
  ASSERT_EQ(stringField(k, "status"), "planned") << "at once, not a moment later";
  EXPECT_EQ(stringField(k["blog_posts"], "id"), stringField(a, "id"));
  HttpResponse planned = call("GET", "/keywords", "/keywords?status=planned", a_.key);
  ASSERT_EQ(planned.status, 200) << describe(planned);
  ASSERT_EQ(planned.json()["data"].Size(), 1u) << planned.body;
  EXPECT_EQ(stringField(planned.json()["data"][0], "id"), keyword);
  HttpResponse r = call("DELETE", "/articles/{id}", "/articles/" + stringField(a, "id"), a_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(toJson(r.json()), R"({"success":true})");
  ASSERT_NO_FATAL_FAILURE(findKeyword(a_, keyword, &k));
  EXPECT_EQ(stringField(k, "status"), "active");
  std::string jobs;
  query("SELECT COUNT(*) FROM jobs WHERE kind LIKE 'keywords.%link_article'", &jobs);
  EXPECT_EQ(jobs, "0") << "no job carried the moves";
  EXPECT_TRUE(k["blog_posts"].IsNull());
  EXPECT_EQ(call("GET", "/articles/{id}", "/articles/" + stringField(a, "id"), a_.key).status, 404);
}

TEST_F(ContentArticlesTest, CalendarShowsScheduledArticlesInAValidatedRange) {
  std::string keyword;
  ASSERT_NO_FATAL_FAILURE(addKeyword(a_, "ultra", 300, 60, &keyword));
  std::string day = tomorrow(serverNow());
  rapidjson::Document a, b;
  ASSERT_NO_FATAL_FAILURE(createArticle(
      a_, R"({"keyword_id": ")" + keyword + R"(", "outline": ["x"], "date": ")" + day + R"("})",
      &a));
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, R"({"title": "Undated", "outline": ["x"]})", &b));
  HttpResponse r =
      call("GET", "/articles/calendar", "/articles/calendar?start=" + day + "&end=" + day, a_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document doc = r.json();
  ASSERT_EQ(doc["data"].Size(), 1u);
  EXPECT_EQ(toJson(doc["data"][0]),
            R"({"id":")" + stringField(a, "id") + R"(","title":"ultra","date":")" + day +
                R"(T09:00:00.000Z","status":"planned","pipeline_status":"not_started",)"
                R"("article_type":"standard","volume":300,"difficulty":60})");
  // from/to are the same parameters.
  doc = call("GET", "/articles/calendar", "/articles/calendar?from=" + day + "&to=" + day, a_.key)
            .json();
  EXPECT_EQ(doc["data"].Size(), 1u);
  EXPECT_TRUE(
      isError(call("GET", "/articles/calendar", "/articles/calendar?end=2026-01-01", a_.key), 400,
              "Missing required field: start"));
  EXPECT_TRUE(isErrorContaining(
      call("GET", "/articles/calendar", "/articles/calendar?start=2026-01-01&to=nope", a_.key), 400,
      {"Invalid field: to"}));
  EXPECT_TRUE(isErrorContaining(call("GET", "/articles/calendar",
                                     "/articles/calendar?start=2026-02-01&end=2026-01-01", a_.key),
                                400, {"Invalid field: end: must not be before"}));
  EXPECT_TRUE(isErrorContaining(call("GET", "/articles/calendar",
                                     "/articles/calendar?start=2026-01-01&end=2027-01-02", a_.key),
                                400, {"Invalid field: end: the range may span at most 366"}));
}

TEST_F(ContentArticlesTest, LegacyBlogPostsAreTheArticlesWithDeprecationHeaders) {
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(
      a_, R"({"title": "Legacy", "outline": ["x"], "meta_description": "An excerpt"})", &a));
  const std::string id = stringField(a, "id");
  HttpResponse list = call("GET", "/blog-posts", "/blog-posts", a_.key);
  ASSERT_EQ(list.status, 200) << describe(list);
  EXPECT_EQ(list.header("deprecation").value_or(""), "@1793491200");  // 2026-11-01
  EXPECT_EQ(list.header("sunset").value_or(""), "Mon, 01 Nov 2027 00:00:00 GMT");
  EXPECT_EQ(list.header("link").value_or(""), "</api/v1/articles>; rel=\"successor-version\"");
  rapidjson::Document doc = list.json();
  ASSERT_EQ(doc["data"].Size(), 1u);
  EXPECT_EQ(stringField(doc["data"][0], "excerpt"), "An excerpt");
  EXPECT_EQ(doc["meta"]["total"].GetInt(), 1);

  HttpResponse one = call("GET", "/blog-posts/{id}", "/blog-posts/" + id, a_.key);
  ASSERT_EQ(one.status, 200) << describe(one);
  EXPECT_EQ(one.header("link").value_or(""),
            "</api/v1/articles/" + id + ">; rel=\"successor-version\"");
  EXPECT_EQ(stringField(one.json()["data"], "title"), "Legacy");
  HttpResponse missing = call("GET", "/blog-posts/{id}", "/blog-posts/" + b_.website_id, a_.key);
  EXPECT_EQ(missing.status, 404);
  EXPECT_TRUE(missing.header("sunset").has_value()) << "errors say it too";
}

// A model that does not answer holds only the plans that need it: an article given its outline,
// and the list, are answered while the organization's plans wait; each plan then answers 503
// with Retry-After, a sentence about the model (never its address), and nothing is written.
TEST_F(ContentArticlesTest, ASlowModelHoldsOnlyThePlansThatNeedIt) {
  server().stop();
  ServerOptions o = contentOptions();
  o.env["SEO_LLM_TIMEOUT_MS"] = "2000";  // the peer's "slow" answers after 5 s
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  std::string error;
  ASSERT_TRUE(llm_.control(llmControl("slow"), &error)) << error;
  constexpr int kPlans = 5;  // more than the organization may run at once (4)
  std::atomic<int> answered{0};
  std::vector<HttpResponse> plans(kPlans);
  std::vector<std::thread> callers;
  for (int i = 0; i < kPlans; ++i) {
    callers.emplace_back([&, i] {
      plans[i] = http().post(api("/articles"), a_.key,
                             R"({"title": "Plan )" + std::to_string(i) + R"("})");
      ++answered;
    });
  }
  for (int i = 0; i < 200; ++i) {  // until the model holds the four that may run
    rapidjson::Document seen;
    ASSERT_TRUE(llm_.requests(&seen, &error)) << error;
    if (seen.Size() >= 4) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  rapidjson::Document outlined;
  ASSERT_NO_FATAL_FAILURE(createArticle(
      a_, std::string(R"({"title": "Given its outline", "outline": )") + kOutline + "}",
      &outlined));
  HttpResponse listed = call("GET", "/articles", "/articles", a_.key);
  EXPECT_EQ(answered.load(), 0) << "every plan should still wait on the model";
  EXPECT_EQ(listed.status, 200) << describe(listed);
  for (std::thread& t : callers) t.join();
  for (const HttpResponse& r : plans) {
    EXPECT_TRUE(isErrorContaining(r, 503, {"did not answer in time"})) << describe(r);
    EXPECT_TRUE(r.header("retry-after").has_value()) << describe(r);
    EXPECT_EQ(r.body.find("127.0.0.1"), std::string::npos) << r.body;
  }
  EXPECT_EQ(articleCount(), 1);  // the one given its outline
}

}  // namespace
}  // namespace seo::tests
