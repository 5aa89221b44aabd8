// Publishing over HTTP: POST /connect checks WordPress and Ghost credentials through their
// connectors before storing them (sealed); POST /articles/{id}/publish and the schedule publish
// through the fake sites, which check authentication (Basic; Ghost's JWT signature, audience
// and lifetime) and payloads; publishing again updates the same post; a failing site is
// retried; a moved clock publishes scheduled articles once, even with two server processes.
#include <chrono>
#include <map>
#include <string>
#include <thread>

#include "seo/sdk/util/base64.h"
#include "seo/sdk/util/dates.h"
#include "tests/e2e/harness/content_fixture.h"
#include "tests/e2e/harness/webhook_fixture.h"

namespace seo::tests {
namespace {

constexpr const char* kPlan = R"({"title": "Trail shoes", "outline": ["Grip", "Fit"],
    "meta_description": "How to choose trail shoes"})";

bool isPublished(const rapidjson::Value& a) { return stringField(a, "status") == "published"; }

class PublishingTest : public ContentE2eTest {
 protected:
  void completed(const Tenant& who, std::string* id) {
    rapidjson::Document a;
    ASSERT_NO_FATAL_FAILURE(createArticle(who, kPlan, &a));
    *id = stringField(a, "id");
    ASSERT_NO_FATAL_FAILURE(generate(who, *id, &a));
  }
  HttpResponse publish(const Tenant& who, const std::string& id, const std::string& body = "{}") {
    return call("POST", "/articles/{id}/publish", "/articles/" + id + "/publish", who.key, body);
  }
  // POST /articles/{id}/publish, then waits for that publish to end published; into `*out`.
  void publishAndAwait(const Tenant& who, const std::string& id, rapidjson::Document* out) {
    rapidjson::Document before;
    ASSERT_NO_FATAL_FAILURE(getArticle(who, id, &before));
    const std::string since = stringField(before, "updated_at");
    ASSERT_EQ(publish(who, id).status, 202);
    ASSERT_NO_FATAL_FAILURE(awaitArticle(
        who, id,
        [&](const rapidjson::Value& v) {
          return stringField(v, "pipeline_status") == "published" &&
                 stringField(v, "updated_at") != since;
        },
        out));
  }
  std::vector<rapidjson::Document> apiRequests(const PeerProcess& peer) {
    rapidjson::Document all;
    std::string error;
    EXPECT_TRUE(peer.requests(&all, &error)) << error;
    std::vector<rapidjson::Document> out;
    for (auto& r : all.GetArray()) {
      rapidjson::Document one;
      one.CopyFrom(r, one.GetAllocator());
      out.push_back(std::move(one));
    }
    return out;
  }
};

TEST_F(PublishingTest, ConnectChecksTheCredentialsThroughTheConnectorAndSealsThem) {
  HttpResponse wrong = http().post(
      api("/connect"), a_.key,
      R"({"type": "wordpress", "url": ")" + wpUrl() +
          R"(", "username": "editor", "application_password": "zzzz zzzz zzzz zzzz zzzz zzzz"})");
  EXPECT_TRUE(isErrorContaining(
      wrong, 400,
      {"Connection check failed for wordpress", "HTTP 401", "invalid application password"}));
  HttpResponse plain =
      http().post(api("/connect"), a_.key,
                  R"({"type": "wordpress", "url": "http://example.com", "username": "editor",
          "application_password": "abcd EFGH 1234 ijkl MNOP 5678"})");
  EXPECT_TRUE(isErrorContaining(plain, 400, {"Invalid field: url: must be an https URL"}));
  HttpResponse short_pw =
      http().post(api("/connect"), a_.key,
                  R"({"type": "wordpress", "url": ")" + wpUrl() +
                      R"(", "username": "editor", "application_password": "short"})");
  EXPECT_TRUE(isErrorContaining(short_pw, 400, {"Invalid field: application_password"}));
  std::string other_secret(kGhostKey);
  other_secret.replace(other_secret.size() - 4, 4, "ffff");
  HttpResponse bad_key = http().post(api("/connect"), a_.key,
                                     R"({"type": "ghost", "url": ")" + ghostUrl() +
                                         R"(", "admin_api_key": ")" + other_secret + R"("})");
  EXPECT_TRUE(isErrorContaining(
      bad_key, 400, {"Connection check failed for ghost", "HTTP 401", "bad signature"}));
  HttpResponse not_key = http().post(
      api("/connect"), a_.key,
      R"({"type": "ghost", "url": ")" + ghostUrl() + R"(", "admin_api_key": "abc:def"})");
  EXPECT_TRUE(isErrorContaining(not_key, 400, {"Invalid field: admin_api_key"}));
  // post_status: each connector's own values only; a NUL inside is refused (by the host's body
  // check, before the connector), never cut and taken.
  HttpResponse nul_status = http().post(
      api("/connect"), a_.key,
      R"({"type": "wordpress", "url": ")" + wpUrl() +
          R"(", "username": "editor", "application_password": "abcd EFGH 1234 ijkl MNOP 5678",
          "post_status": "draft\u0000"})");
  EXPECT_TRUE(isErrorContaining(nul_status, 400, {"Invalid field: post_status"}));
  HttpResponse wp_word =
      http().post(api("/connect"), a_.key,
                  R"({"type": "ghost", "url": ")" + ghostUrl() + R"(", "admin_api_key": ")" +
                      std::string(kGhostKey) + R"(", "post_status": "publish"})");
  EXPECT_TRUE(isErrorContaining(wp_word, 400,
                                {"Invalid field: post_status: must be one of published, draft"}));
  std::string rows;
  query("SELECT COUNT(*) FROM connections", &rows);
  EXPECT_EQ(rows, "0") << "a refused check stores nothing";

  ASSERT_NO_FATAL_FAILURE(connectWordPress(a_));
  ASSERT_NO_FATAL_FAILURE(connectGhost(a_));
  query("SELECT settings FROM connections", &rows);
  EXPECT_EQ(rows.find("1234"), std::string::npos) << "sealed at rest";
  EXPECT_EQ(rows.find("00112233"), std::string::npos) << "sealed at rest";
}

TEST_F(PublishingTest, PublishingToWordPressThenAgainUpdatesTheSamePost) {
  ASSERT_NO_FATAL_FAILURE(connectWordPress(a_));
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(completed(a_, &id));
  HttpResponse r = publish(a_, id);
  ASSERT_EQ(r.status, 202) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "pipeline_status"), "publishing");
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(awaitArticle(a_, id, isPublished, &a));
  EXPECT_EQ(stringField(a, "pipeline_status"), "published");
  EXPECT_FALSE(stringField(a, "published_at").empty());
  EXPECT_EQ(stringField(a["cms"], "type"), "wordpress");
  EXPECT_EQ(stringField(a["cms"], "post_id"), "100");
  std::string types;
  query(emittedTypesQuery(a_.org_id), &types);
  EXPECT_EQ(types, "content.article.generated\ncontent.article.published");
  EXPECT_EQ(stringField(a, "cms_url"),
            "https://127.0.0.1:" + std::to_string(wp_.port()) + "/trail-shoes/");
  rapidjson::Document posts;
  ASSERT_NO_FATAL_FAILURE(wpPosts(&posts));
  ASSERT_TRUE(posts.HasMember("100"));
  EXPECT_EQ(stringField(posts["100"], "title"), "Trail shoes");
  EXPECT_EQ(stringField(posts["100"], "status"), "publish");
  EXPECT_EQ(stringField(posts["100"], "slug"), "trail-shoes");
  EXPECT_EQ(stringField(posts["100"], "excerpt"), "How to choose trail shoes");
  EXPECT_NE(stringField(posts["100"], "content").find("<h2>Grip</h2>"), std::string::npos);

  // Every API call carried Basic <user>:<application password without its spaces>.
  std::string basic = "Basic " + seo::sdk::base64::encode("editor:abcdEFGH1234ijklMNOP5678");
  for (const rapidjson::Document& req : apiRequests(wp_)) {
    if (stringField(req, "path") == "/wp-json/") continue;
    EXPECT_EQ(stringField(req["headers"], "authorization"), basic) << stringField(req, "path");
  }

  // Changed and published again: the same post changes.
  ASSERT_EQ(call("PATCH", "/articles/{id}", "/articles/" + id, a_.key,
                 R"({"title": "Trail shoes, revised"})")
                .status,
            200);
  ASSERT_EQ(publish(a_, id).status, 202);
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      a_, id,
      [](const rapidjson::Value& v) {
        return stringField(v, "pipeline_status") == "published" &&
               stringField(v, "title") == "Trail shoes, revised";
      },
      &a));
  for (int i = 0; i < 100; ++i) {
    ASSERT_NO_FATAL_FAILURE(wpPosts(&posts));
    if (posts["100"]["revisions"].GetInt() == 2) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(posts.MemberCount(), 1u) << "no second post";
  EXPECT_EQ(posts["100"]["revisions"].GetInt(), 2);
  EXPECT_EQ(stringField(posts["100"], "title"), "Trail shoes, revised");
  EXPECT_EQ(stringField(apiRequests(wp_).back(), "path"), "/wp-json/wp/v2/posts/100");

  // A post deleted on the site is published anew on the next publish.
  std::string error;
  ASSERT_TRUE(wp_.control(R"({"delete": 100})", &error)) << error;
  ASSERT_EQ(publish(a_, id).status, 202);
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      a_, id, [](const rapidjson::Value& v) { return stringField(v["cms"], "post_id") == "101"; },
      &a));
  EXPECT_EQ(stringField(a, "status"), "published");
}

TEST_F(PublishingTest, PublishingToGhostSignsEachRequestAndUpdatesWithTheCurrentRevision) {
  ASSERT_NO_FATAL_FAILURE(connectGhost(a_));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(completed(a_, &id));
  ASSERT_EQ(publish(a_, id).status, 202);
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(awaitArticle(a_, id, isPublished, &a));
  std::string post_id = stringField(a["cms"], "post_id");
  EXPECT_EQ(post_id.size(), 24u);
  EXPECT_EQ(stringField(a, "cms_url"),
            "https://127.0.0.1:" + std::to_string(ghost_.port()) + "/trail-shoes/");
  const std::string first_update = stringField(a, "updated_at");
  ASSERT_EQ(publish(a_, id).status, 202);
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      a_, id,
      [&](const rapidjson::Value& v) {
        return stringField(v, "pipeline_status") == "published" &&
               stringField(v, "updated_at") != first_update;
      },
      &a));
  rapidjson::Document posts;
  ASSERT_NO_FATAL_FAILURE(ghostPosts(&posts));
  ASSERT_EQ(posts.MemberCount(), 1u);
  EXPECT_EQ(posts[post_id.c_str()]["revisions"].GetInt(), 2);
  EXPECT_EQ(stringField(posts[post_id.c_str()], "status"), "published");
  EXPECT_EQ(stringField(posts[post_id.c_str()], "source"), "source=html");
  EXPECT_EQ(stringField(posts[post_id.c_str()], "custom_excerpt"), "How to choose trail shoes");

  // check, create, read for the revision, update: each with a token Ghost accepts.
  std::vector<rapidjson::Document> calls = apiRequests(ghost_);
  ASSERT_EQ(calls.size(), 4u);
  EXPECT_EQ(stringField(calls[3], "path"), "/ghost/api/admin/posts/" + post_id + "/?source=html");
  for (const rapidjson::Document& req : calls) {
    EXPECT_TRUE(req["token_error"].IsNull()) << toJson(req["token_error"]);
    const rapidjson::Value& token = req["token"];
    EXPECT_EQ(stringField(token["header"], "kid"), "6489a1b2c3d4e5f6a7b8c9d0");
    EXPECT_EQ(stringField(token["payload"], "aud"), "/admin/");
    EXPECT_LE(token["payload"]["exp"].GetInt64() - token["payload"]["iat"].GetInt64(), 300);
    EXPECT_EQ(stringField(req["headers"], "accept-version"), "v5.0");
  }
}

// A keyword with markup in it becomes an article's title (as the automation would make it);
// each site gets every plain-text field as plain text by its own reading of the field:
// WordPress, which keeps title and excerpt as HTML, the characters as references; Ghost, which
// escapes them itself, the text as it is; both a clean slug. The body stays sanitized HTML.
TEST_F(PublishingTest, MarkupInAKeywordReachesEachSiteAsPlainText) {
  constexpr const char* kTerm = "best <img src=x onerror=alert(1)> shoes & socks";
  ASSERT_NO_FATAL_FAILURE(connectWordPress(a_));
  ASSERT_NO_FATAL_FAILURE(connectGhost(b_));
  std::map<std::string, std::string> article_of;  // by organization
  for (const Tenant* who : {&a_, &b_}) {
    std::string keyword;
    ASSERT_NO_FATAL_FAILURE(addKeyword(*who, kTerm, 100, 20, &keyword));
    rapidjson::Document a;
    ASSERT_NO_FATAL_FAILURE(
        createArticle(*who, R"({"keyword_id": ")" + keyword + R"(", "outline": ["Grip", "Fit"],
            "meta_description": "Fit <b>&</b> grip\nfor runners"})",
                      &a));
    EXPECT_EQ(stringField(a, "title"), kTerm) << "stored as the text it is";
    std::string id = stringField(a, "id");
    ASSERT_NO_FATAL_FAILURE(generate(*who, id, &a));
    ASSERT_EQ(publish(*who, id).status, 202);
    ASSERT_NO_FATAL_FAILURE(awaitArticle(*who, id, isPublished, &a));
    article_of[who->org_id] = stringField(a["cms"], "post_id");
  }

  rapidjson::Document wp;
  ASSERT_NO_FATAL_FAILURE(wpPosts(&wp));
  const rapidjson::Value& post = wp[article_of[a_.org_id].c_str()];
  EXPECT_EQ(stringField(post, "title"),
            "best &lt;img src=x onerror=alert(1)&gt; shoes &amp; socks");
  EXPECT_EQ(stringField(post, "excerpt"), "Fit &lt;b&gt;&amp;&lt;/b&gt; grip for runners");
  EXPECT_EQ(stringField(post, "slug"), "best-img-src-x-onerror-alert-1-shoes-socks");
  EXPECT_EQ(stringField(post, "content").find("<script"), std::string::npos)
      << "the body's sanitizing is unchanged";

  rapidjson::Document ghost;
  ASSERT_NO_FATAL_FAILURE(ghostPosts(&ghost));
  const rapidjson::Value& story = ghost[article_of[b_.org_id].c_str()];
  EXPECT_EQ(stringField(story, "title"), kTerm);
  EXPECT_EQ(stringField(story, "custom_excerpt"), "Fit <b>&</b> grip for runners");
  EXPECT_EQ(stringField(story, "slug"), "best-img-src-x-onerror-alert-1-shoes-socks");
  EXPECT_EQ(stringField(story, "html").find("<script"), std::string::npos);
}

TEST_F(PublishingTest, AFailingSiteIsRetriedAndTheArticleKeepsTheError) {
  ASSERT_NO_FATAL_FAILURE(connectWordPress(a_));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(completed(a_, &id));
  std::string error;
  ASSERT_TRUE(wp_.control(R"({"fail": 2})", &error)) << error;
  ASSERT_EQ(publish(a_, id).status, 202);
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(awaitArticle(a_, id, isPublished, &a));
  EXPECT_TRUE(a["error"].IsNull());
  int posts = 0;
  for (const rapidjson::Document& req : apiRequests(wp_)) {
    posts += stringField(req, "path") == "/wp-json/wp/v2/posts";
  }
  EXPECT_EQ(posts, 3) << "two failures, then the post";

  // A site that keeps failing: the article stays completed, with the reason, after 5 attempts.
  std::string second;
  ASSERT_NO_FATAL_FAILURE(completed(a_, &second));
  ASSERT_TRUE(wp_.control(R"({"fail": 100})", &error)) << error;
  ASSERT_EQ(publish(a_, second).status, 202);
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      a_, second,
      [](const rapidjson::Value& v) {
        return stringField(v, "pipeline_status") == "publish_failed";
      },
      &a));
  EXPECT_EQ(stringField(a, "status"), "completed");
  EXPECT_NE(stringField(a, "error").find("WordPress answered HTTP 500"), std::string::npos)
      << stringField(a, "error");
}

TEST_F(PublishingTest, PublishingNeedsAConnectionAndAGeneratedArticle) {
  std::string id;
  ASSERT_NO_FATAL_FAILURE(completed(a_, &id));
  ASSERT_EQ(publish(a_, id).status, 202);
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      a_, id,
      [](const rapidjson::Value& v) {
        return stringField(v, "pipeline_status") == "publish_failed";
      },
      &a));
  EXPECT_NE(stringField(a, "error").find("no CMS connection"), std::string::npos);
  EXPECT_EQ(stringField(a, "status"), "completed");

  ASSERT_NO_FATAL_FAILURE(connectWordPress(a_));
  ASSERT_NO_FATAL_FAILURE(connectGhost(a_));
  ASSERT_EQ(publish(a_, id).status, 202);
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      a_, id,
      [](const rapidjson::Value& v) {
        return stringField(v, "error").find("several CMS connections") != std::string::npos;
      },
      &a));
  ASSERT_EQ(publish(a_, id, R"({"type": "ghost"})").status, 202);
  ASSERT_NO_FATAL_FAILURE(awaitArticle(a_, id, isPublished, &a));
  EXPECT_EQ(stringField(a["cms"], "type"), "ghost");

  rapidjson::Document planned;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, kPlan, &planned));
  EXPECT_TRUE(isErrorContaining(publish(a_, stringField(planned, "id")), 409,
                                {"Only a completed article can be published"}));
  EXPECT_TRUE(isErrorContaining(publish(a_, id, R"({"type": 3})"), 400, {"Invalid field: type"}));
}

TEST_F(PublishingTest, AScheduledArticlePublishesWhenTheClockReachesItsTime) {
  ASSERT_NO_FATAL_FAILURE(connectWordPress(a_));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(completed(a_, &id));
  namespace dates = seo::sdk::dates;
  std::int64_t now = *dates::msOfIso(serverNow());
  std::string at = dates::isoOfMs(now + 86400000LL);
  HttpResponse r = call("POST", "/articles/{id}/schedule", "/articles/" + id + "/schedule", a_.key,
                        R"({"date": ")" + at + R"("})");
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "scheduled_publish_at"), at);
  // Moved once more, to a day later: the first time's job finds it is no longer its turn.
  std::string later = dates::isoOfMs(now + 2 * 86400000LL);
  ASSERT_EQ(call("POST", "/articles/{id}/schedule", "/articles/" + id + "/schedule", a_.key,
                 R"({"date": ")" + later + R"("})")
                .status,
            200);

  ASSERT_NO_FATAL_FAILURE(advanceClock(86400 + 60));
  // The first time's job comes due and ends, leaving the later one waiting.
  ASSERT_NO_FATAL_FAILURE(awaitJobsWaiting("content.publish", 1));
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(getArticle(a_, id, &a));
  EXPECT_EQ(stringField(a, "status"), "completed") << "not before its time";

  ASSERT_NO_FATAL_FAILURE(advanceClock(86400));
  ASSERT_NO_FATAL_FAILURE(awaitArticle(a_, id, isPublished, &a));
  rapidjson::Document posts;
  ASSERT_NO_FATAL_FAILURE(wpPosts(&posts));
  EXPECT_EQ(posts.MemberCount(), 1u);
  // The calendar shows it on the day it went out.
  std::string day = stringField(a, "published_at").substr(0, 10);
  rapidjson::Document cal =
      call("GET", "/articles/calendar", "/articles/calendar?start=" + day + "&end=" + day, a_.key)
          .json();
  ASSERT_EQ(cal["data"].Size(), 1u);
  EXPECT_EQ(stringField(cal["data"][0], "status"), "published");

  EXPECT_TRUE(
      isErrorContaining(call("POST", "/articles/{id}/schedule", "/articles/" + id + "/schedule",
                             a_.key, R"({"date": "2099-01-01"})"),
                        409, {"published already"}));
  EXPECT_TRUE(isError(
      call("POST", "/articles/{id}/schedule", "/articles/" + id + "/schedule", a_.key, "{}"), 400,
      "Missing required field: date"));
}

TEST_F(PublishingTest, ScheduledArticlesPublishOnceWithTwoServerProcesses) {
  ASSERT_NO_FATAL_FAILURE(connectWordPress(a_));
  ServerOptions second = contentOptions();
  second.env["SEO_CONTROL_SOCKET"] = dir_.file("control-2.sock");
  ServerProcess other(second, dir_.file("server-2.log"));
  std::string error;
  ASSERT_TRUE(other.start(&error)) << error;

  namespace dates = seo::sdk::dates;
  std::string at = dates::isoOfMs(*dates::msOfIso(serverNow()) + 3600000LL);
  std::vector<std::string> ids(6);
  for (std::string& id : ids) {
    ASSERT_NO_FATAL_FAILURE(completed(a_, &id));
    ASSERT_EQ(call("POST", "/articles/{id}/schedule", "/articles/" + id + "/schedule", a_.key,
                   R"({"date": ")" + at + R"("})")
                  .status,
              200);
  }
  ASSERT_NO_FATAL_FAILURE(advanceClock(3600 + 5));
  rapidjson::Document a;
  for (const std::string& id : ids) ASSERT_NO_FATAL_FAILURE(awaitArticle(a_, id, isPublished, &a));
  rapidjson::Document posts;
  ASSERT_NO_FATAL_FAILURE(wpPosts(&posts));
  EXPECT_EQ(posts.MemberCount(), ids.size()) << "each article published once";
  for (const auto& p : posts.GetObject()) EXPECT_EQ(p.value["revisions"].GetInt(), 1);
  other.kill();
}

// A connector built against the frozen ABI 2.0 (tests/abi) has no update: publishing an
// article again goes through the host's adapter to its publish, and nothing breaks.
TEST_F(PublishingTest, AConnectorOlderThanUpdatePublishesAgainInstead) {
  ServerOptions o = options({"abi_frozen"});
  o.env = contentOptions().env;
  ASSERT_NO_FATAL_FAILURE(restartServer(o));
  ASSERT_EQ(http().post(api("/connect"), a_.key, R"({"type": "abi-frozen", "mode": "ok"})").status,
            200);
  std::string id;
  ASSERT_NO_FATAL_FAILURE(completed(a_, &id));
  rapidjson::Document a;
  for (int round = 0; round < 2; ++round) {
    ASSERT_NO_FATAL_FAILURE(publishAndAwait(a_, id, &a));
    EXPECT_EQ(stringField(a, "cms_url"), "https://frozen.example/trail-shoes");
    EXPECT_EQ(stringField(a["cms"], "post_id"), id);
  }
}

TEST_F(PublishingTest, TheWebhookConnectorSendsAnUpdateNamingThePostItReplaces) {
  PeerProcess hook("webhook_peer.py", {"--publish-url", "https://hooks.example/post"});
  std::string error;
  ASSERT_TRUE(hook.start(&error)) << error;
  ASSERT_EQ(http()
                .post(api("/connect"), a_.key,
                      R"({"type": "webhook", "url": ")" + hook.url("/hook") + R"("})")
                .status,
            200);
  std::string id;
  ASSERT_NO_FATAL_FAILURE(completed(a_, &id));
  rapidjson::Document a;
  for (int round = 0; round < 2; ++round) {
    ASSERT_NO_FATAL_FAILURE(publishAndAwait(a_, id, &a));
  }
  std::vector<rapidjson::Document> events = apiRequests(hook);
  ASSERT_EQ(events.size(), 3u);
  rapidjson::Document published, updated;
  published.Parse(stringField(events[1], "body").c_str());
  updated.Parse(stringField(events[2], "body").c_str());
  EXPECT_EQ(stringField(published, "type"), "article.published");
  EXPECT_EQ(stringField(updated, "type"), "article.updated");
  EXPECT_EQ(toJson(updated["data"]["previous"]),
            R"({"url":"https://hooks.example/post","id":"remote-2"})");
  EXPECT_EQ(stringField(a["cms"], "post_id"), "remote-3");
  hook.stop();
}

}  // namespace
}  // namespace seo::tests
