// One organization never sees or changes another's backlinks data, on every route: campaigns,
// opportunities, drafts, sending, SMTP settings, the do-not-contact list and the share view;
// naming another organization's website is 403; nothing the other tenant does spends or changes
// this one's credits.
#include "tests/e2e/harness/backlinks_fixture.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {
namespace {

class BacklinksIsolationTest : public BacklinksE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(BacklinksE2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(quietCampaign(a_, &campaign_));
    ASSERT_NO_FATAL_FAILURE(seedOpportunities(a_, campaign_, 2, &ids_));
  }
  std::string campaign_;
  std::vector<std::string> ids_;
};

TEST_F(BacklinksIsolationTest, AnotherOrganizationsCampaignsAndOpportunitiesAreNotFound) {
  const std::string c = "/campaigns/" + campaign_;
  const std::string o = "/opportunities/" + ids_[0];
  EXPECT_TRUE(isError(call("GET", "/campaigns/{id}", c, b_.key), 404, "Resource not found"));
  EXPECT_TRUE(isError(call("PATCH", "/campaigns/{id}", c, b_.key, R"({"is_public": true})"), 404,
                      "Resource not found"));
  EXPECT_TRUE(isError(call("DELETE", "/campaigns/{id}", c, b_.key), 404, "Resource not found"));
  EXPECT_TRUE(isError(call("GET", "/campaigns/{id}/opportunities", c + "/opportunities", b_.key),
                      404, "Resource not found"));
  EXPECT_TRUE(isError(call("PATCH", "/opportunities/{id}", o, b_.key, R"({"status": "won"})"), 404,
                      "Resource not found"));
  EXPECT_TRUE(isError(
      call("POST", "/opportunities/{id}/generate-email", o + "/generate-email", b_.key, "{}"), 404,
      "Resource not found"));
  // Bravo has SMTP settings of its own, so only the scope can refuse the send.
  ASSERT_NO_FATAL_FAILURE(startSmtp({"--starttls", certFile(), dir_.file("smtp-key.pem")}));
  ASSERT_NO_FATAL_FAILURE(configureSmtp(b_));
  EXPECT_TRUE(isError(call("POST", "/opportunities/{id}/send-email", o + "/send-email", b_.key,
                           R"({"to_email": "x@y.example", "subject": "s", "body_text": "t"})"),
                      404, "Resource not found"));

  HttpResponse theirs = call("GET", "/campaigns", "/campaigns", b_.key);
  ASSERT_EQ(theirs.status, 200);
  EXPECT_EQ(theirs.json()["data"].Size(), 0u);
  // Naming alpha's website is refused before anything runs, and spends nothing.
  EXPECT_EQ(call("GET", "/campaigns", "/campaigns?website_id=" + a_.website_id, b_.key).status,
            403);
  EXPECT_EQ(call("POST", "/campaigns", "/campaigns", b_.key,
                 R"({"keyword": "x", "website_id": ")" + a_.website_id + R"("})")
                .status,
            403);

  // Alpha's data is as it was; nobody asked the model or queued mail; nothing was spent.
  HttpResponse mine = call("GET", "/campaigns/{id}", c, a_.key);
  ASSERT_EQ(mine.status, 200);
  EXPECT_FALSE(mine.json()["data"]["is_public"].GetBool());
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM backlink_opportunities WHERE status = 'new'"), "2");
  rapidjson::Document asked;
  std::string error;
  ASSERT_TRUE(llm_.requests(&asked, &error)) << error;
  std::size_t llm_calls = asked.Size();
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM backlink_outreach_emails"), "0");
  EXPECT_EQ(usedCredits(b_, "backlink_research"), 0);
  EXPECT_EQ(usedCredits(b_, "ai_credits"), 0);
  EXPECT_EQ(usedCredits(a_, "backlink_research"), 20) << "alpha's own campaign only";
  // (the quiet campaign's review asked the model once)
  EXPECT_EQ(llm_calls, 1u);
}

TEST_F(BacklinksIsolationTest, SmtpSettingsAndTheListBelongToOneOrganization) {
  ASSERT_NO_FATAL_FAILURE(startSmtp({"--starttls", certFile(), dir_.file("smtp-key.pem")}));
  ASSERT_NO_FATAL_FAILURE(configureSmtp(a_));
  HttpResponse theirs = call("GET", "/outreach/smtp-settings", "/outreach/smtp-settings", b_.key);
  ASSERT_EQ(theirs.status, 200);
  EXPECT_TRUE(theirs.json()["data"].IsNull());
  EXPECT_TRUE(isError(call("DELETE", "/outreach/smtp-settings", "/outreach/smtp-settings", b_.key),
                      404, "Resource not found"));
  ASSERT_EQ(call("POST", "/outreach/do-not-contact", "/outreach/do-not-contact", a_.key,
                 R"({"email": "editor@site0.example"})")
                .status,
            201);
  HttpResponse list = call("GET", "/outreach/do-not-contact", "/outreach/do-not-contact", b_.key);
  EXPECT_EQ(list.json()["data"].Size(), 0u);
  EXPECT_TRUE(isError(call("DELETE", "/outreach/do-not-contact/{email}",
                           "/outreach/do-not-contact/editor%40site0.example", b_.key),
                      404, "Resource not found"));
  // Bravo's own list does not stop alpha's mail, and alpha's stops only alpha's.
  ASSERT_NO_FATAL_FAILURE(configureSmtp(b_));
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(b_, R"({"keyword": "quiet topic"})", &c));
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(b_, stringField(c, "id"), &done));
  std::vector<std::string> bravo_ids;
  ASSERT_NO_FATAL_FAILURE(seedOpportunities(b_, stringField(c, "id"), 1, &bravo_ids));
  EXPECT_EQ(call("POST", "/opportunities/{id}/send-email",
                 "/opportunities/" + bravo_ids[0] + "/send-email", b_.key,
                 R"({"to_email": "editor@site0.example", "subject": "s", "body_text": "t"})")
                .status,
            200);
  EXPECT_EQ(
      call("POST", "/opportunities/{id}/send-email", "/opportunities/" + ids_[0] + "/send-email",
           a_.key, R"({"to_email": "editor@site0.example", "subject": "s", "body_text": "t"})")
          .status,
      409);
  // Alpha's settings are intact.
  HttpResponse mine = call("GET", "/outreach/smtp-settings", "/outreach/smtp-settings", a_.key);
  EXPECT_EQ(stringField(mine.json()["data"], "from_address"), "ann@alpha.example");
}

TEST_F(BacklinksIsolationTest, TheShareViewShowsOnlyTheSharedCampaign) {
  HttpResponse shared =
      call("PATCH", "/campaigns/{id}", "/campaigns/" + campaign_, a_.key, R"({"is_public": true})");
  ASSERT_EQ(shared.status, 200);
  std::string token = stringField(shared.json()["data"], "public_share_token");
  std::string theirs;
  ASSERT_NO_FATAL_FAILURE(quietCampaign(b_, &theirs));
  ASSERT_NO_FATAL_FAILURE(seedOpportunities(b_, theirs, 5, nullptr));
  HttpResponse view = call("GET", "/public/campaigns/{token}/opportunities",
                           "/public/campaigns/" + token + "/opportunities", std::nullopt);
  ASSERT_EQ(view.status, 200);
  EXPECT_EQ(view.json()["meta"]["total"].GetInt(), 2) << "alpha's two, none of bravo's";
  // A key changes nothing about what the token opens; bravo's campaign has no token.
  HttpResponse with_key =
      call("GET", "/public/campaigns/{token}", "/public/campaigns/" + token, b_.key);
  ASSERT_EQ(with_key.status, 200);
  EXPECT_EQ(stringField(with_key.json()["data"], "id"), campaign_);
  EXPECT_EQ(
      queryRow("SELECT COUNT(*) FROM backlink_campaigns WHERE public_share_token IS NOT NULL"),
      "1");
}

}  // namespace
}  // namespace seo::tests
