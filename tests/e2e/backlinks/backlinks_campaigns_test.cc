// The backlink campaign routes over HTTP: create (defaults, validation, credits, 402 with nothing
// written, metered overage), list, read, change (only niche, status and sharing), share with a
// token that opens a read-only view without a key and without contact details, revoke, delete.
#include <set>

#include "tests/e2e/harness/backlinks_fixture.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {
namespace {

using BacklinksCampaignsTest = BacklinksE2eTest;

TEST_F(BacklinksCampaignsTest, CreateAnswersEveryFieldWithTheWebsitesDefaults) {
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, R"({"keyword": "  trail running  "})", &c));
  EXPECT_EQ(stringField(c, "keyword"), "trail running");
  EXPECT_TRUE(c["niche"].IsNull());
  EXPECT_EQ(stringField(c, "status"), "active");
  EXPECT_EQ(stringField(c, "language"), "en") << "the website's";
  EXPECT_EQ(stringField(c, "target_domain"), "alpha.example") << "the website's";
  EXPECT_FALSE(c["is_public"].GetBool());
  EXPECT_TRUE(c["public_share_token"].IsNull());
  EXPECT_EQ(stringField(c["progress"], "stage"), "queued");
  EXPECT_TRUE(c["general_strategies"].IsArray());
  EXPECT_EQ(stringField(c["websites"], "url"), "https://alpha.example");
  EXPECT_FALSE(stringField(c, "created_at").empty());
  EXPECT_EQ(usedCredits(a_, "backlink_research"), 20);

  rapidjson::Document d;
  ASSERT_NO_FATAL_FAILURE(
      createCampaign(a_,
                     R"({"keyword": "trail shoes", "niche": "outdoor sports", "language": "pt-BR",
          "target_domain": "Shop.Alpha.Example"})",
                     &d));
  EXPECT_EQ(stringField(d, "niche"), "outdoor sports");
  EXPECT_EQ(stringField(d, "language"), "pt-BR");
  EXPECT_EQ(stringField(d, "target_domain"), "shop.alpha.example");

  HttpResponse list = call("GET", "/campaigns", "/campaigns", a_.key);
  ASSERT_EQ(list.status, 200) << describe(list);
  rapidjson::Document all = list.json();
  ASSERT_EQ(all["data"].Size(), 2u);
  EXPECT_EQ(stringField(all["data"][0], "id"), stringField(d, "id")) << "newest first";
  HttpResponse one = call("GET", "/campaigns/{id}", "/campaigns/" + stringField(c, "id"), a_.key);
  ASSERT_EQ(one.status, 200);
  EXPECT_EQ(stringField(one.json()["data"], "keyword"), "trail running");
}

TEST_F(BacklinksCampaignsTest, BadInputIsRefusedNamingTheFieldAndWritesNothing) {
  struct Case {
    std::string body, message;
  };
  const Case cases[] = {
      {R"({})", "Missing required field: keyword"},
      {R"({"keyword": "   "})", "Invalid field: keyword"},
      {R"({"keyword": 42})", "Invalid field: keyword"},
      {R"({"keyword": ")" + std::string(201, 'k') + R"("})", "Invalid field: keyword"},
      {R"({"keyword": "x", "niche": ["a"]})", "Invalid field: niche"},
      {R"({"keyword": "x", "language": "english"})", "Invalid field: language"},
      {R"({"keyword": "x", "target_domain": "https://alpha.example/"})",
       "Invalid field: target_domain"},
      {R"({"keyword": "x", "target_domain": "localhost"})", "Invalid field: target_domain"},
      {R"({"keyword": "x", "target_domain": "10.0.0.1"})", "Invalid field: target_domain"},
      {R"([1, 2])", ""},
  };
  for (const Case& c : cases) {
    HttpResponse r = call("POST", "/campaigns", "/campaigns", a_.key, c.body);
    EXPECT_EQ(r.status, 400) << c.body << " -> " << describe(r);
    EXPECT_NE(stringField(r.json(), "error").find(c.message), std::string::npos)
        << c.body << " -> " << r.body;
  }
  EXPECT_EQ(usedCredits(a_, "backlink_research"), 0);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM backlink_campaigns"), "0");
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM jobs"), "0");
}

TEST_F(BacklinksCampaignsTest, AnExhaustedBucketAnswers402AndWritesNothingUnlessMetered) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "backlink_research", 19));
  HttpResponse r = call("POST", "/campaigns", "/campaigns", a_.key, R"({"keyword": "x"})");
  EXPECT_TRUE(isError(r, 402, "Usage limit reached for backlink_research")) << describe(r);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM backlink_campaigns"), "0");
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM jobs"), "0");
  EXPECT_EQ(usedCredits(a_, "backlink_research"), 0);
  // Bravo's bucket is its own.
  rapidjson::Document theirs;
  ASSERT_NO_FATAL_FAILURE(createCampaign(b_, R"({"keyword": "x"})", &theirs));

  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"org", "set-metered", "--org", a_.org_id, "--enabled", "on"}, &done));
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, R"({"keyword": "x"})", &c));
  EXPECT_EQ(usedCredits(a_, "backlink_research"), 20);
  EXPECT_EQ(queryRow("SELECT SUM(overage) FROM usage_ledger WHERE organization_id = '" + a_.org_id +
                     "' AND resource = 'backlink_research'"),
            "1");
}

TEST_F(BacklinksCampaignsTest, UpdateChangesOnlyNicheStatusAndSharing) {
  std::string id;
  ASSERT_NO_FATAL_FAILURE(quietCampaign(a_, &id));
  HttpResponse r = call("PATCH", "/campaigns/{id}", "/campaigns/" + id, a_.key,
                        R"({"niche": "outdoor sports", "status": "paused"})");
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "niche"), "outdoor sports");
  EXPECT_EQ(stringField(r.json()["data"], "status"), "paused");
  r = call("PATCH", "/campaigns/{id}", "/campaigns/" + id, a_.key, R"({"niche": null})");
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_TRUE(r.json()["data"]["niche"].IsNull());

  const std::pair<std::string, std::string> refused[] = {
      {R"({"keyword": "other"})", "Invalid field: keyword: cannot be changed"},
      {R"({"target_domain": "x.example"})", "Invalid field: target_domain"},
      {R"({"status": "done"})", "Invalid field: status"},
      {R"({"status": null})", "Invalid field: status"},
      {R"({"is_public": "yes"})", "Invalid field: is_public"},
      {R"({})", "Nothing to update"},
  };
  for (const auto& [body, message] : refused) {
    HttpResponse bad = call("PATCH", "/campaigns/{id}", "/campaigns/" + id, a_.key, body);
    EXPECT_EQ(bad.status, 400) << body << " -> " << describe(bad);
    EXPECT_NE(stringField(bad.json(), "error").find(message), std::string::npos) << bad.body;
  }
  HttpResponse unchanged = call("GET", "/campaigns/{id}", "/campaigns/" + id, a_.key);
  EXPECT_EQ(stringField(unchanged.json()["data"], "status"), "paused");
  EXPECT_EQ(stringField(unchanged.json()["data"], "keyword"), "quiet topic");
}

TEST_F(BacklinksCampaignsTest, SharingIssuesATokenThePublicViewOpensAndRevokingClosesIt) {
  std::string id;
  ASSERT_NO_FATAL_FAILURE(quietCampaign(a_, &id));
  ASSERT_NO_FATAL_FAILURE(seedOpportunities(a_, id, 3, nullptr));
  HttpResponse shared =
      call("PATCH", "/campaigns/{id}", "/campaigns/" + id, a_.key, R"({"is_public": true})");
  ASSERT_EQ(shared.status, 200) << describe(shared);
  std::string token = stringField(shared.json()["data"], "public_share_token");
  ASSERT_EQ(token.size(), 64u) << shared.body;
  EXPECT_TRUE(shared.json()["data"]["is_public"].GetBool());
  // Sharing again keeps the token.
  HttpResponse again =
      call("PATCH", "/campaigns/{id}", "/campaigns/" + id, a_.key, R"({"is_public": true})");
  EXPECT_EQ(stringField(again.json()["data"], "public_share_token"), token);

  // No key: the campaign and its opportunities, without contact details or notes.
  HttpResponse view =
      call("GET", "/public/campaigns/{token}", "/public/campaigns/" + token, std::nullopt);
  ASSERT_EQ(view.status, 200) << describe(view);
  EXPECT_EQ(stringField(view.json()["data"], "id"), id);
  EXPECT_TRUE(view.json()["data"]["public_share_token"].IsNull());
  HttpResponse opportunities =
      call("GET", "/public/campaigns/{token}/opportunities",
           "/public/campaigns/" + token + "/opportunities?limit=2", std::nullopt);
  ASSERT_EQ(opportunities.status, 200) << describe(opportunities);
  rapidjson::Document page = opportunities.json();
  EXPECT_EQ(page["data"].Size(), 2u);
  EXPECT_EQ(page["meta"]["total"].GetInt(), 3);
  EXPECT_EQ(opportunities.body.find("editor@"), std::string::npos) << "no contact e-mails";
  for (const auto& o : page["data"].GetArray()) {
    EXPECT_FALSE(o.HasMember("contact_email") || o.HasMember("contact_info") ||
                 o.HasMember("notes") || o.HasMember("email_draft"));
  }

  // Revoked: the old token opens nothing, and a new publication has a new token.
  HttpResponse closed =
      call("PATCH", "/campaigns/{id}", "/campaigns/" + id, a_.key, R"({"is_public": false})");
  ASSERT_EQ(closed.status, 200);
  EXPECT_TRUE(closed.json()["data"]["public_share_token"].IsNull());
  EXPECT_TRUE(isError(http().get(api("/public/campaigns/" + token)), 404, "Resource not found"));
  EXPECT_TRUE(isError(http().get(api("/public/campaigns/" + token + "/opportunities")), 404,
                      "Resource not found"));
  HttpResponse reopened =
      call("PATCH", "/campaigns/{id}", "/campaigns/" + id, a_.key, R"({"is_public": true})");
  EXPECT_NE(stringField(reopened.json()["data"], "public_share_token"), token);
  // Malformed and unknown tokens are the same 404.
  EXPECT_TRUE(isError(http().get(api("/public/campaigns/not-a-token")), 404, "Resource not found"));
  EXPECT_TRUE(isError(http().get(api("/public/campaigns/" + std::string(64, 'a'))), 404,
                      "Resource not found"));
}

TEST_F(BacklinksCampaignsTest, DeleteTakesTheCampaignAndItsOpportunities) {
  std::string id;
  ASSERT_NO_FATAL_FAILURE(quietCampaign(a_, &id));
  ASSERT_NO_FATAL_FAILURE(seedOpportunities(a_, id, 4, nullptr));
  HttpResponse r = call("DELETE", "/campaigns/{id}", "/campaigns/" + id, a_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_TRUE(r.json()["success"].GetBool());
  EXPECT_TRUE(isError(http().get(api("/campaigns/" + id), a_.key), 404, "Resource not found"));
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM backlink_opportunities"), "0");
  EXPECT_TRUE(isError(call("DELETE", "/campaigns/{id}", "/campaigns/" + id, a_.key), 404,
                      "Resource not found"));
  EXPECT_TRUE(isError(http().get(api("/campaigns/not-a-uuid"), a_.key), 404, "Resource not found"));
}

}  // namespace
}  // namespace seo::tests
