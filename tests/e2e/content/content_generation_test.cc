// Article generation over HTTP (POST /articles/{id}/generate and the content.generate job):
// the lifecycle and pipeline stages, the model's prompt and answer, Markdown rendered safely,
// ai_credits by tokens, 402 before queueing, failures that keep a reason, and the offline
// stand-in's labelled template.
#include <string>

#include "tests/e2e/harness/content_fixture.h"
#include "tests/e2e/harness/webhook_fixture.h"

namespace seo::tests {
namespace {

using ContentGenerationTest = ContentE2eTest;

constexpr const char* kPlan =
    R"({"title": "Trail shoes", "outline": [{"heading": "Grip", "points": ["lugs"]}, "Fit"]})";

TEST_F(ContentGenerationTest, GenerationMovesThroughTheLifecycleAndRendersMarkdownSafely) {
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, kPlan, &a));
  const std::string id = stringField(a, "id");
  long long before = usedCredits(a_, "ai_credits");
  HttpResponse started = call("POST", "/articles/{id}/generate", "/articles/" + id + "/generate",
                              a_.key, R"({"words": 800, "instructions": "Friendly tone"})");
  ASSERT_EQ(started.status, 202) << describe(started);
  rapidjson::Document queued = started.json();
  EXPECT_EQ(stringField(queued["data"], "status"), "queued");
  EXPECT_EQ(stringField(queued["data"], "pipeline_status"), "queued");
  EXPECT_FALSE(stringField(queued["data"]["generation"], "job_id").empty());

  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      a_, id, [](const rapidjson::Value& v) { return stringField(v, "status") == "completed"; },
      &done));
  EXPECT_EQ(stringField(done, "pipeline_status"), "generated");
  EXPECT_TRUE(done["error"].IsNull());
  std::string md = stringField(done, "content_markdown");
  std::string html = stringField(done, "content_html");
  EXPECT_NE(md.find("## Grip"), std::string::npos) << md;
  EXPECT_NE(md.find("## Fit"), std::string::npos) << md;
  EXPECT_NE(html.find("<h2>Grip</h2>"), std::string::npos) << html;
  EXPECT_NE(html.find("<strong>bold</strong>"), std::string::npos) << html;
  EXPECT_NE(html.find("<li>one</li>"), std::string::npos) << html;
  EXPECT_EQ(html.find("<script"), std::string::npos) << "raw HTML from the model is left out";
  EXPECT_EQ(stringField(done["generation"], "source"), "llm");
  EXPECT_EQ(stringField(done["generation"], "model"), "test-model");
  EXPECT_TRUE(done["generation"]["note"].IsNull());
  long long tokens = done["generation"]["total_tokens"].GetInt64();
  EXPECT_GT(tokens, 0);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), before + tokens);

  // One writer's request (the outline was given), the outline and wishes fenced as data.
  rapidjson::Document requests;
  std::string error;
  ASSERT_TRUE(llm_.requests(&requests, &error)) << error;
  ASSERT_EQ(requests.Size(), 1u);
  const rapidjson::Value& messages = requests[0]["body"]["messages"];
  EXPECT_NE(stringField(messages[0], "content").find("article writer"), std::string::npos);
  std::string user = stringField(messages[1], "content");
  EXPECT_NE(user.find("## Grip\n- lugs\n## Fit"), std::string::npos) << user;
  EXPECT_NE(user.find("<data>Friendly tone</data>"), std::string::npos) << user;
  EXPECT_NE(user.find("about 800 words"), std::string::npos) << user;
  EXPECT_EQ(stringField(done, "instructions"), "Friendly tone");
}

TEST_F(ContentGenerationTest, ExhaustedCreditsRefuseGenerationBeforeAnythingIsQueued) {
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, kPlan, &a));
  const std::string id = stringField(a, "id");
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 0));
  HttpResponse r =
      call("POST", "/articles/{id}/generate", "/articles/" + id + "/generate", a_.key, "{}");
  EXPECT_TRUE(isError(r, 402, "Usage limit reached for ai_credits"));
  rapidjson::Document after;
  ASSERT_NO_FATAL_FAILURE(getArticle(a_, id, &after));
  EXPECT_EQ(stringField(after, "status"), "planned");
  EXPECT_TRUE(after["generation"]["job_id"].IsNull());
  std::string jobs;
  query("SELECT COUNT(*) FROM jobs WHERE kind = 'content.generate'", &jobs);
  EXPECT_EQ(jobs, "0");

  // Metered billing lets it run and records the overage.
  rapidjson::Document out;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"org", "set-metered", "--org", a_.org_id, "--enabled", "on"}, &out));
  ASSERT_NO_FATAL_FAILURE(generate(a_, id, &after));
  EXPECT_GT(usedCredits(a_, "ai_credits"), 0);
}

TEST_F(ContentGenerationTest, BadOptionsAndWrongStatesAreRefused) {
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, kPlan, &a));
  const std::string path = "/articles/" + stringField(a, "id") + "/generate";
  EXPECT_TRUE(
      isErrorContaining(call("POST", "/articles/{id}/generate", path, a_.key, R"({"words": 10})"),
                        400, {"Invalid field: words"}));
  EXPECT_TRUE(
      isErrorContaining(call("POST", "/articles/{id}/generate", path, a_.key, R"({"tone": "x"})"),
                        400, {"Invalid field: tone"}));
  EXPECT_TRUE(isError(call("POST", "/articles/{id}/generate",
                           "/articles/00000000-0000-4000-8000-000000000000/generate", a_.key, "{}"),
                      404, "Resource not found"));
  // While the model is slow the article is being generated: a second start is refused.
  std::string error;
  ASSERT_TRUE(llm_.control(llmControl("slow"), &error)) << error;
  ASSERT_EQ(call("POST", "/articles/{id}/generate", path, a_.key, "{}").status, 202);
  EXPECT_TRUE(isErrorContaining(call("POST", "/articles/{id}/generate", path, a_.key, "{}"), 409,
                                {"being generated"}));
  EXPECT_TRUE(isErrorContaining(call("PATCH", "/articles/{id}", "/articles/" + stringField(a, "id"),
                                     a_.key, R"({"status": "completed"})"),
                                409, {"being generated"}));
}

TEST_F(ContentGenerationTest, AModelThatKeepsFailingLeavesTheArticlePlannedWithTheReason) {
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, kPlan, &a));
  const std::string id = stringField(a, "id");
  std::string error;
  ASSERT_TRUE(llm_.control(llmControl("not_json"), &error)) << error;
  ASSERT_EQ(
      call("POST", "/articles/{id}/generate", "/articles/" + id + "/generate", a_.key, "{}").status,
      202);
  rapidjson::Document failed;
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      a_, id,
      [](const rapidjson::Value& v) {
        return stringField(v, "pipeline_status") == "generation_failed";
      },
      &failed));
  EXPECT_EQ(stringField(failed, "status"), "planned");
  EXPECT_NE(stringField(failed, "error").find("not a JSON object"), std::string::npos)
      << stringField(failed, "error");
  rapidjson::Document requests;
  ASSERT_TRUE(llm_.requests(&requests, &error)) << error;
  EXPECT_EQ(requests.Size(), 3u) << "three attempts";

  // A working model afterwards generates it.
  ASSERT_TRUE(llm_.control(llmControl("ok"), &error)) << error;
  ASSERT_NO_FATAL_FAILURE(generate(a_, id, &failed));
  EXPECT_TRUE(failed["error"].IsNull());
  // Each outcome was an event, written with the article's change (webhooks).
  std::string types;
  query(emittedTypesQuery(a_.org_id), &types);
  EXPECT_EQ(types, "content.article.failed\ncontent.article.generated");
  std::string failure;
  query("SELECT payload FROM webhook_events WHERE type = 'content.article.failed'", &failure);
  EXPECT_NE(failure.find("generation_failed"), std::string::npos) << failure;
  EXPECT_NE(failure.find(id), std::string::npos) << failure;
}

TEST_F(ContentGenerationTest, WithoutAModelTheOfflineTemplateIsWrittenLabelledAndFree) {
  ASSERT_NO_FATAL_FAILURE(restartServer(contentOptions(/*with_llm=*/false)));
  long long before = usedCredits(a_, "ai_credits");
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, R"({"title": "Night running"})", &a));
  EXPECT_EQ(stringField(a, "outline_source"), "offline");
  EXPECT_NE(stringField(a, "meta_description").find("without a language model"), std::string::npos);
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(generate(a_, stringField(a, "id"), &done));
  EXPECT_EQ(stringField(done["generation"], "source"), "offline");
  EXPECT_NE(stringField(done["generation"], "note").find("No language model"), std::string::npos);
  EXPECT_NE(stringField(done, "content_markdown").find("written offline from a template"),
            std::string::npos);
  EXPECT_NE(stringField(done, "content_html").find("<h2>What Night running is</h2>"),
            std::string::npos)
      << stringField(done, "content_html");
  EXPECT_EQ(usedCredits(a_, "ai_credits"), before);
}

}  // namespace
}  // namespace seo::tests
