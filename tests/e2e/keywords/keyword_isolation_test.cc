// Tenant isolation of every keywords endpoint: bravo's key, with or without alpha's website_id,
// reads nothing of alpha's (403 when naming alpha's website) and changes nothing of alpha's,
// which each test verifies afterwards through alpha's own key and the database.
#include "tests/e2e/harness/keyword_fixture.h"

namespace seo::tests {
namespace {

constexpr const char* kForeign = "website_id does not belong to any of your organizations";

class KeywordIsolationTest : public KeywordE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(KeywordE2eTest::SetUp());
    rapidjson::Document added;
    ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                  R"({"keywords":[{"term":"alpha one","group":"Alpha Group",)"
                                  R"("volume":10},{"term":"alpha two"}]})",
                                  &added));
    a_ids_ = idsOf(added["data"]);
    a_group_ = stringField(added["data"][0], "group_id");
    ASSERT_EQ(
        call("PUT", "/keywords/starred/{id}", "/keywords/starred/" + a_ids_[1], a_.key).status,
        200);
    ASSERT_NO_FATAL_FAILURE(
        addOk(b_, R"({"keywords":[{"term":"bravo one","group":"B"}]})", &added));
    b_ids_ = idsOf(added["data"]);
    b_group_ = stringField(added["data"][0], "group_id");
    ASSERT_NO_FATAL_FAILURE(snapshot(&before_));
  }
  // Alpha's keywords and groups as alpha's key sees them, as one string.
  void snapshot(std::string* out) {
    HttpResponse list = call("GET", "/keywords", "/keywords", a_.key);
    HttpResponse groups = call("GET", "/keywords/groups", "/keywords/groups", a_.key);
    ASSERT_EQ(list.status, 200) << describe(list);
    ASSERT_EQ(groups.status, 200) << describe(groups);
    *out = list.body + "\n" + groups.body;
  }
  void expectAlphaUnchanged() {
    std::string after;
    ASSERT_NO_FATAL_FAILURE(snapshot(&after));
    EXPECT_EQ(after, before_);
    EXPECT_NE(before_.find("alpha one"), std::string::npos);  // the snapshot is not empty
    EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords WHERE website_id = '" + a_.website_id + "'"),
              "2");
  }
  // `{"website_id": alpha's}` merged into `body` (an object).
  std::string inAlpha(const std::string& body = "{}") {
    std::string with = R"({"website_id":")" + a_.website_id + "\"";
    return with + (body == "{}" ? "}" : "," + body.substr(1));
  }
  std::string alphaQuery() { return "?website_id=" + a_.website_id; }

  std::vector<std::string> a_ids_, b_ids_;
  std::string a_group_, b_group_;
  std::string before_;
};

TEST_F(KeywordIsolationTest, ListShowsNothingOfAnotherOrganization) {
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(b_, "", &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"bravo one"}));
  EXPECT_EQ(list["meta"]["total"].GetInt64(), 1);
  ASSERT_NO_FATAL_FAILURE(listOk(b_, "?group_id=" + a_group_, &list));
  EXPECT_EQ(list["data"].Size(), 0u);
  EXPECT_EQ(list["meta"]["total"].GetInt64(), 0);
  ASSERT_NO_FATAL_FAILURE(listOk(b_, "?group=Alpha%20Group", &list));
  EXPECT_EQ(list["meta"]["total"].GetInt64(), 0);
  EXPECT_TRUE(isError(call("GET", "/keywords", "/keywords" + alphaQuery(), b_.key), 403, kForeign));
  EXPECT_TRUE(
      isError(call("GET", "/keywords", "/keywords" + alphaQuery() + "&status=active", b_.key), 403,
              kForeign));
}

TEST_F(KeywordIsolationTest, AddWritesOnlyIntoTheCallersWebsite) {
  std::string body = R"({"keywords":[{"term":"alpha one","group":"Alpha Group"}]})";
  EXPECT_TRUE(
      isError(call("POST", "/keywords", "/keywords", b_.key, inAlpha(body)), 403, kForeign));
  EXPECT_TRUE(
      isError(call("POST", "/keywords", "/keywords" + alphaQuery(), b_.key, body), 403, kForeign));
  // Without website_id it lands in bravo's website: alpha's term is no duplicate there, and
  // alpha's group name makes a new group of bravo's.
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(b_, body, &added));
  EXPECT_EQ(added["count"].GetInt(), 1);
  EXPECT_NE(stringField(added["data"][0], "group_id"), a_group_);
  EXPECT_EQ(queryRow("SELECT website_id FROM keyword_groups WHERE id = '" +
                     stringField(added["data"][0], "group_id") + "'"),
            b_.website_id);
  expectAlphaUnchanged();
}

TEST_F(KeywordIsolationTest, EnrichAndResearchCannotTargetOrBillAnotherOrganization) {
  std::string enrich = R"({"enrich":true,"keywords":[{"term":"new alpha"}]})";
  EXPECT_TRUE(
      isError(call("POST", "/keywords", "/keywords", b_.key, inAlpha(enrich)), 403, kForeign));
  std::string research = R"({"seed_keywords":["alpha"]})";
  EXPECT_TRUE(
      isError(call("POST", "/keywords/research", "/keywords/research", b_.key, inAlpha(research)),
              403, kForeign));
  EXPECT_TRUE(isError(
      call("POST", "/keywords/research", "/keywords/research" + alphaQuery(), b_.key, research),
      403, kForeign));
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM jobs"), "0");
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 0);
  EXPECT_EQ(usedCredits(b_, "keyword_research"), 0);
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 0);
  // Bravo's own research is billed to bravo alone.
  std::string id;
  ASSERT_NO_FATAL_FAILURE(startResearch(b_, research, &id));
  EXPECT_EQ(usedCredits(b_, "keyword_research"), 10);
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 0);
  expectAlphaUnchanged();
}

TEST_F(KeywordIsolationTest, DeleteCannotReachAnotherOrganization) {
  EXPECT_TRUE(isError(call("DELETE", "/keywords", "/keywords", b_.key, inAlpha(idsBody(a_ids_))),
                      403, kForeign));
  HttpResponse r = call("DELETE", "/keywords", "/keywords", b_.key, idsBody(a_ids_));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.body, R"({"success":true,"deleted":0})");
  // Mixed with its own ids, only its own go.
  r = call("DELETE", "/keywords", "/keywords", b_.key, idsBody({a_ids_[0], b_ids_[0]}));
  EXPECT_EQ(r.body, R"({"success":true,"deleted":1})");
  expectAlphaUnchanged();
}

TEST_F(KeywordIsolationTest, StatusUpdateCannotReachAnotherOrganization) {
  std::string body = idsBody(a_ids_, R"(,"status":"ignored")");
  EXPECT_TRUE(isError(call("PATCH", "/keywords/status", "/keywords/status", b_.key, inAlpha(body)),
                      403, kForeign));
  HttpResponse r = call("PATCH", "/keywords/status", "/keywords/status", b_.key, body);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.body, R"({"success":true,"updated":0})");
  expectAlphaUnchanged();
}

TEST_F(KeywordIsolationTest, StarCannotReachAnotherOrganization) {
  for (const char* method : {"PUT", "DELETE"}) {
    for (const std::string& id : a_ids_) {
      const std::string route = "/keywords/starred/{id}";
      std::string path = "/keywords/starred/" + id;
      EXPECT_TRUE(isError(call(method, route, path, b_.key), 404, "Resource not found")) << method;
      EXPECT_TRUE(isError(call(method, route, path + alphaQuery(), b_.key), 403, kForeign))
          << method;
      EXPECT_TRUE(isError(call(method, route, path, b_.key, inAlpha()), 403, kForeign)) << method;
    }
  }
  expectAlphaUnchanged();
}

TEST_F(KeywordIsolationTest, BulkStarCannotReachAnotherOrganization) {
  std::string body = idsBody(a_ids_, R"(,"starred":true)");
  EXPECT_TRUE(isError(call("PATCH", "/keywords/starred", "/keywords/starred", b_.key,
                           inAlpha(body)),
                      403, kForeign));
  for (const char* flag : {"true", "false"}) {
    HttpResponse r = call("PATCH", "/keywords/starred", "/keywords/starred", b_.key,
                          idsBody(a_ids_, std::string(R"(,"starred":)") + flag));
    ASSERT_EQ(r.status, 200) << describe(r);
    EXPECT_EQ(r.body, R"({"success":true,"updated":0})");
  }
  expectAlphaUnchanged();
}

TEST_F(KeywordIsolationTest, SearchedListsShowNothingOfAnotherOrganization) {
  for (const char* query : {"?q=alpha", "?starred=true", "?sort=volume", "?sort=term&q=a"}) {
    HttpResponse r = call("GET", "/keywords", std::string("/keywords") + query, b_.key);
    ASSERT_EQ(r.status, 200) << describe(r);
    EXPECT_EQ(r.body.find("alpha"), std::string::npos) << query;
    EXPECT_TRUE(isError(call("GET", "/keywords", std::string("/keywords") + query + "&website_id=" +
                                                     a_.website_id,
                             b_.key),
                        403, kForeign))
        << query;
  }
}

TEST_F(KeywordIsolationTest, GroupListShowsNothingOfAnotherOrganization) {
  HttpResponse r = call("GET", "/keywords/groups", "/keywords/groups", b_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document body = r.json();
  ASSERT_EQ(body["data"].Size(), 1u) << r.body;
  EXPECT_EQ(stringField(body["data"][0], "id"), b_group_);
  EXPECT_EQ(body["data"][0]["keyword_count"].GetInt64(), 1);
  EXPECT_TRUE(isError(call("GET", "/keywords/groups", "/keywords/groups" + alphaQuery(), b_.key),
                      403, kForeign));
}

TEST_F(KeywordIsolationTest, GroupCreateAndDeleteCannotReachAnotherOrganization) {
  EXPECT_TRUE(isError(
      call("POST", "/keywords/groups", "/keywords/groups", b_.key, inAlpha(R"({"name":"Sneaky"})")),
      403, kForeign));
  EXPECT_TRUE(isError(call("POST", "/keywords/groups", "/keywords/groups" + alphaQuery(), b_.key,
                           R"({"name":"Sneaky"})"),
                      403, kForeign));
  // Alpha's group name is free in bravo's website.
  EXPECT_EQ(
      call("POST", "/keywords/groups", "/keywords/groups", b_.key, R"({"name":"Alpha Group"})")
          .status,
      201);

  EXPECT_TRUE(
      isError(call("DELETE", "/keywords/groups/{id}", "/keywords/groups/" + a_group_, b_.key), 404,
              "Resource not found"));
  EXPECT_TRUE(isError(call("DELETE", "/keywords/groups/{id}",
                           "/keywords/groups/" + a_group_ + alphaQuery(), b_.key),
                      403, kForeign));
  EXPECT_TRUE(isError(
      call("DELETE", "/keywords/groups/{id}", "/keywords/groups/" + a_group_, b_.key, inAlpha()),
      403, kForeign));
  expectAlphaUnchanged();
}

TEST_F(KeywordIsolationTest, GroupMembershipCannotReachAnotherOrganization) {
  for (const char* method : {"PUT", "DELETE"}) {
    // Alpha's group, bravo's or alpha's keywords: the group is not bravo's.
    for (const auto* ids : {&a_ids_, &b_ids_}) {
      const std::string route = "/keywords/groups/{id}/keywords";
      std::string path = "/keywords/groups/" + a_group_ + "/keywords";
      EXPECT_TRUE(
          isError(call(method, route, path, b_.key, idsBody(*ids)), 404, "Resource not found"))
          << method;
      EXPECT_TRUE(isError(call(method, route, path, b_.key, inAlpha(idsBody(*ids))), 403, kForeign))
          << method;
      EXPECT_TRUE(
          isError(call(method, route, path + alphaQuery(), b_.key, idsBody(*ids)), 403, kForeign))
          << method;
    }
    // Bravo's group with alpha's keywords: none of them is bravo's.
    HttpResponse r = call(method, "/keywords/groups/{id}/keywords",
                          "/keywords/groups/" + b_group_ + "/keywords", b_.key, idsBody(a_ids_));
    ASSERT_EQ(r.status, 200) << describe(r);
    EXPECT_EQ(r.body, R"({"success":true,"updated":0})") << method;
  }
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords WHERE group_id = '" + b_group_ + "'"), "1");
  expectAlphaUnchanged();
}

}  // namespace
}  // namespace seo::tests
