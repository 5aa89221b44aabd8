// The keyword status moves articles cause, driven as the content module drives them: through the
// `keywords.link_article` and `keywords.unlink_article` jobs (enqueued here by the probe plugin).
#include <chrono>
#include <thread>

#include "tests/e2e/harness/keyword_fixture.h"

namespace seo::tests {
namespace {

class KeywordArticleLinksTest : public KeywordE2eTest {
 protected:
  static std::string linkPayload(const std::string& keyword_id, const std::string& article_id) {
    return R"({"keyword_id":")" + keyword_id + R"(","article":{"id":")" + article_id +
           R"(","title":"How to grind coffee","status":"draft"}})";
  }
  static std::string unlinkPayload(const std::string& article_id) {
    return R"({"article_id":")" + article_id + R"("})";
  }
  void keywordOf(const Tenant& who, const std::string& id, rapidjson::Document* out) {
    rapidjson::Document list;
    ASSERT_NO_FATAL_FAILURE(listOk(who, "?limit=500", &list));
    for (const auto& k : list["data"].GetArray()) {
      if (stringField(k, "id") == id) {
        out->CopyFrom(k, out->GetAllocator());
        return;
      }
    }
    FAIL() << "keyword " << id << " not listed";
  }
  const std::string article_ = "5f0c6a43-0000-4000-8000-00000000a001";
};

TEST_F(KeywordArticleLinksTest, LinkedKeywordIsPlannedAndReturnsToActiveWhenTheArticleGoes) {
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"grind coffee", "brew tea"}, &ids));
  ASSERT_NO_FATAL_FAILURE(runJobAs(a_, "keywords.link_article", linkPayload(ids[0], article_)));
  rapidjson::Document k;
  ASSERT_NO_FATAL_FAILURE(keywordOf(a_, ids[0], &k));
  EXPECT_EQ(stringField(k, "status"), "planned");
  ASSERT_TRUE(k["blog_posts"].IsObject()) << toJson(k);
  EXPECT_EQ(stringField(k["blog_posts"], "id"), article_);
  EXPECT_EQ(stringField(k["blog_posts"], "title"), "How to grind coffee");
  EXPECT_EQ(stringField(k["blog_posts"], "status"), "draft");
  rapidjson::Document other;
  ASSERT_NO_FATAL_FAILURE(keywordOf(a_, ids[1], &other));
  EXPECT_EQ(stringField(other, "status"), "active");
  EXPECT_TRUE(other["blog_posts"].IsNull());

  // The planned filter finds it.
  rapidjson::Document planned;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?status=planned", &planned));
  EXPECT_EQ(idsOf(planned["data"]), std::vector<std::string>{ids[0]});

  ASSERT_NO_FATAL_FAILURE(runJobAs(a_, "keywords.unlink_article", unlinkPayload(article_)));
  ASSERT_NO_FATAL_FAILURE(keywordOf(a_, ids[0], &k));
  EXPECT_EQ(stringField(k, "status"), "active");
  EXPECT_TRUE(k["blog_posts"].IsNull());
}

TEST_F(KeywordArticleLinksTest, IgnoredStaysIgnoredWhenTheArticleGoes) {
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"grind coffee"}, &ids));
  ASSERT_NO_FATAL_FAILURE(runJobAs(a_, "keywords.link_article", linkPayload(ids[0], article_)));
  HttpResponse r = call("PATCH", "/keywords/status", "/keywords/status", a_.key,
                        idsBody(ids, R"(,"status":"ignored")"));
  ASSERT_EQ(r.status, 200) << describe(r);
  ASSERT_NO_FATAL_FAILURE(runJobAs(a_, "keywords.unlink_article", unlinkPayload(article_)));
  rapidjson::Document k;
  ASSERT_NO_FATAL_FAILURE(keywordOf(a_, ids[0], &k));
  EXPECT_EQ(stringField(k, "status"), "ignored");
  EXPECT_TRUE(k["blog_posts"].IsNull());
}

TEST_F(KeywordArticleLinksTest, AnotherOrganizationCannotLinkOrUnlinkYourKeywords) {
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"grind coffee"}, &ids));
  // Bravo's job runs for bravo's website: alpha's keyword id matches nothing there.
  ASSERT_NO_FATAL_FAILURE(runJobAs(b_, "keywords.link_article", linkPayload(ids[0], article_)));
  rapidjson::Document k;
  ASSERT_NO_FATAL_FAILURE(keywordOf(a_, ids[0], &k));
  EXPECT_EQ(stringField(k, "status"), "active");
  EXPECT_TRUE(k["blog_posts"].IsNull());

  ASSERT_NO_FATAL_FAILURE(runJobAs(a_, "keywords.link_article", linkPayload(ids[0], article_)));
  ASSERT_NO_FATAL_FAILURE(runJobAs(b_, "keywords.unlink_article", unlinkPayload(article_)));
  ASSERT_NO_FATAL_FAILURE(keywordOf(a_, ids[0], &k));
  EXPECT_EQ(stringField(k, "status"), "planned");
}

TEST_F(KeywordArticleLinksTest, MalformedLinkFailsTheJobAtOnce) {
  // The probe (a test plugin) documents no answers: its routes are called unchecked.
  HttpResponse r =
      http().post(api("/probe/jobs"), a_.key,
                  R"({"kind":"keywords.link_article","payload":{"keyword_id":"nope"}})");
  ASSERT_EQ(r.status, 202) << describe(r);
  std::string id = stringField(r.json()["data"], "job_id");
  for (int i = 0; i < 600; ++i) {
    HttpResponse j = http().get(api("/probe/jobs/" + id), a_.key);
    std::string status = stringField(j.json()["data"], "status");
    if (status == "failed") {
      EXPECT_EQ(j.json()["data"]["attempts"].GetInt(), 1) << j.body;
      EXPECT_NE(j.body.find("keyword_id"), std::string::npos) << j.body;
      return;
    }
    ASSERT_NE(status, "completed") << j.body;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  FAIL() << "job did not fail";
}

}  // namespace
}  // namespace seo::tests
