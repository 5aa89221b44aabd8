// A campaign's opportunities over HTTP: pages with meta, filters (status, strategy, minimum
// relevance), the two orders, bad query values, and the owner's update of an opportunity: only
// the writable fields, each checked, answered as stored.
#include <algorithm>

#include "tests/e2e/harness/backlinks_fixture.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {
namespace {

class BacklinksOpportunitiesTest : public BacklinksE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(BacklinksE2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(quietCampaign(a_, &campaign_));
    ASSERT_NO_FATAL_FAILURE(seedOpportunities(a_, campaign_, 12, &ids_));
  }
  std::vector<std::string> idsOf(const rapidjson::Document& page) {
    std::vector<std::string> out;
    for (const auto& o : page["data"].GetArray()) out.push_back(stringField(o, "id"));
    return out;
  }
  HttpResponse patch(const std::string& id, const std::string& body) {
    return call("PATCH", "/opportunities/{id}", "/opportunities/" + id, a_.key, body);
  }

  std::string campaign_;
  std::vector<std::string> ids_;  // relevance 100, 99, ... in order
};

TEST_F(BacklinksOpportunitiesTest, PagesMostRelevantFirstWithMeta) {
  rapidjson::Document page;
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?limit=5&page=2", &page));
  EXPECT_EQ(idsOf(page), (std::vector<std::string>(ids_.begin() + 5, ids_.begin() + 10)));
  EXPECT_EQ(page["meta"]["total"].GetInt(), 12);
  EXPECT_EQ(page["meta"]["page"].GetInt(), 2);
  EXPECT_EQ(page["meta"]["limit"].GetInt(), 5);
  const rapidjson::Value& first = page["data"][0];
  EXPECT_EQ(stringField(first["backlink_campaigns"], "keyword"), "quiet topic");
  EXPECT_EQ(stringField(first["backlink_campaigns"]["websites"], "url"), "https://alpha.example");
  EXPECT_EQ(stringField(first, "contact_email"), "editor@site5.example");
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?limit=5&page=9", &page));
  EXPECT_EQ(page["data"].Size(), 0u);
  EXPECT_EQ(page["meta"]["total"].GetInt(), 12);
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?sort=newest&limit=2", &page));
  EXPECT_EQ(idsOf(page), (std::vector<std::string>{ids_[11], ids_[10]}));
}

TEST_F(BacklinksOpportunitiesTest, ACursorWalksEitherOrderAndIsCheckedForIt) {
  for (const std::string sort : {"", "&sort=newest"}) {
    std::vector<std::string> walked;
    std::string cursor;
    for (int pages = 0; pages < 10; ++pages) {
      rapidjson::Document page;
      ASSERT_NO_FATAL_FAILURE(listOpportunities(
          a_, campaign_, "?limit=5" + sort + (cursor.empty() ? "" : "&cursor=" + cursor), &page));
      for (const std::string& id : idsOf(page)) walked.push_back(id);
      if (page["meta"]["next_cursor"].IsNull()) break;
      cursor = page["meta"]["next_cursor"].GetString();
    }
    std::vector<std::string> expected = ids_;
    if (!sort.empty()) std::reverse(expected.begin(), expected.end());
    EXPECT_EQ(walked, expected) << sort;
  }
  // A cursor of the newest-first order names a time, not a relevance: refused in that order.
  rapidjson::Document newest;
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?sort=newest&limit=2", &newest));
  std::string cursor = newest["meta"]["next_cursor"].GetString();
  HttpResponse r = call("GET", "/campaigns/{id}/opportunities",
                        "/campaigns/" + campaign_ + "/opportunities?cursor=" + cursor, a_.key);
  EXPECT_TRUE(isErrorContaining(r, 400, {"Invalid field: cursor"})) << describe(r);
}

TEST_F(BacklinksOpportunitiesTest, FiltersByStatusStrategyAndRelevance) {
  rapidjson::Document page;
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?status=contacted", &page));
  EXPECT_EQ(idsOf(page), (std::vector<std::string>{ids_[2], ids_[5], ids_[8], ids_[11]}));
  ASSERT_NO_FATAL_FAILURE(
      listOpportunities(a_, campaign_, "?strategy=resource_page&min_relevance=95", &page));
  EXPECT_EQ(idsOf(page), (std::vector<std::string>{ids_[1], ids_[3], ids_[5]}));
  EXPECT_EQ(page["meta"]["total"].GetInt(), 3);
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?min_relevance=100", &page));
  EXPECT_EQ(idsOf(page), (std::vector<std::string>{ids_[0]}));
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?status=won", &page));
  EXPECT_EQ(page["data"].Size(), 0u);

  const std::pair<std::string, std::string> refused[] = {
      {"?status=open", "Invalid field: status"},
      {"?min_relevance=101", "Invalid field: min_relevance"},
      {"?min_relevance=-1", "Invalid field: min_relevance"},
      {"?sort=oldest", "Invalid field: sort"},
      {"?limit=0", "Invalid field: limit"},
      {"?limit=501", "Invalid field: limit"},
      {"?page=0", "Invalid field: page"},
      {"?strategy=", "Invalid field: strategy"},
  };
  for (const auto& [query, message] : refused) {
    HttpResponse r = call("GET", "/campaigns/{id}/opportunities",
                          "/campaigns/" + campaign_ + "/opportunities" + query, a_.key);
    EXPECT_EQ(r.status, 400) << query << " -> " << describe(r);
    EXPECT_NE(stringField(r.json(), "error").find(message), std::string::npos) << r.body;
  }
  EXPECT_TRUE(isError(http().get(api("/campaigns/" + ids_[0] + "/opportunities"), a_.key), 404,
                      "Resource not found"))
      << "an opportunity's id is no campaign";
}

TEST_F(BacklinksOpportunitiesTest, UpdateWritesTheWritableFieldsAndAnswersThem) {
  HttpResponse r = patch(ids_[0], R"({"status": "contacted", "contact_email": "Sam@Site0.Example",
                                      "contact_name": "Sam", "outreach_status": "replied",
                                      "notes": "Answered on Monday"})");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document answer = r.json();
  EXPECT_TRUE(answer["success"].GetBool());
  const rapidjson::Value& updated = answer["updated"];
  EXPECT_EQ(updated.MemberCount(), 5u) << r.body;
  EXPECT_EQ(stringField(updated, "status"), "contacted");
  EXPECT_EQ(stringField(updated, "contact_email"), "Sam@site0.example") << "domain lower-cased";
  EXPECT_EQ(stringField(updated, "notes"), "Answered on Monday");

  rapidjson::Document page;
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?limit=1", &page));
  const rapidjson::Value& stored = page["data"][0];
  // The counts follow the status: four were contacted, now five; one fewer is new.
  rapidjson::Document contacted, fresh;
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?status=contacted", &contacted));
  EXPECT_EQ(contacted["meta"]["total"].GetInt(), 5);
  ASSERT_NO_FATAL_FAILURE(
      listOpportunities(a_, campaign_, "?status=new&strategy=guest_post", &fresh));
  EXPECT_EQ(fresh["meta"]["total"].GetInt(), 3) << "0, 4, 6, 10 were new guest posts; 0 moved";
  EXPECT_EQ(stringField(stored, "contact_name"), "Sam");
  EXPECT_EQ(stringField(stored, "outreach_status"), "replied");

  // Null clears; a partial update leaves the rest.
  r = patch(ids_[0], R"({"notes": null, "outreach_status": null})");
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_TRUE(r.json()["updated"]["notes"].IsNull());
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?limit=1", &page));
  EXPECT_TRUE(page["data"][0]["notes"].IsNull());
  EXPECT_EQ(stringField(page["data"][0], "contact_name"), "Sam");
}

TEST_F(BacklinksOpportunitiesTest, UpdateRefusesEveryOtherFieldAndBadValues) {
  const std::pair<std::string, std::string> refused[] = {
      {R"({"relevance_score": 100})", "Invalid field: relevance_score: cannot be changed"},
      {R"({"url": "https://x.example"})", "Invalid field: url"},
      {R"({"status": "contacted", "title": "x"})", "Invalid field: title"},
      {R"({"status": "maybe"})", "Invalid field: status"},
      {R"({"status": null})", "Invalid field: status"},
      {R"({"contact_email": "not an address"})", "Invalid field: contact_email"},
      {R"({"contact_email": "a@b.example\r\nBcc: x@y.example"})", "Invalid field: contact_email"},
      {R"({"outreach_status": "email_queued"})", "Invalid field: outreach_status"},
      {R"({"contact_name": ")" + std::string(201, 'n') + R"("})", "Invalid field: contact_name"},
      {R"({"notes": 5})", "Invalid field: notes"},
      {R"({})", "Nothing to update"},
  };
  for (const auto& [body, message] : refused) {
    HttpResponse r = patch(ids_[1], body);
    EXPECT_EQ(r.status, 400) << body << " -> " << describe(r);
    EXPECT_NE(stringField(r.json(), "error").find(message), std::string::npos) << r.body;
  }
  // Nothing was half-written: the refused bodies that also named a good field left it alone.
  rapidjson::Document page;
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?limit=2", &page));
  EXPECT_EQ(stringField(page["data"][1], "status"), "new");
  EXPECT_TRUE(isError(patch("00000000-0000-4000-8000-000000000000", R"({"status": "won"})"), 404,
                      "Resource not found"));
  EXPECT_TRUE(isError(patch("nope", R"({"status": "won"})"), 404, "Resource not found"));
}

}  // namespace
}  // namespace seo::tests
