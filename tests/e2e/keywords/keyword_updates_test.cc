// Changing existing keywords: DELETE /keywords, PATCH /keywords/status, and star/unstar
// (PUT and DELETE /keywords/starred/{id}), with their bad inputs and 404s.
#include <cctype>

#include "tests/e2e/harness/keyword_fixture.h"

namespace seo::tests {
namespace {

constexpr const char* kUnknownId = "7d3c1a52-0f4e-4b8a-9c61-2e5f8a9b0c1d";

class KeywordUpdatesTest : public KeywordE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(KeywordE2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(addEach(a_, {"one", "two", "three"}, &ids_));
  }
  // {success: true, <field>: n} exactly.
  static ::testing::AssertionResult isCount(const HttpResponse& r, const char* field,
                                            std::int64_t n) {
    std::string expected =
        std::string(R"({"success":true,")") + field + "\":" + std::to_string(n) + "}";
    if (r.status == 200 && toJson(r.json()) == expected) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "expected " << expected << ", got " << describe(r);
  }
  std::string column(const std::string& name, const std::string& id) {
    return queryRow("SELECT " + name + " FROM keywords WHERE id = '" + id + "'");
  }
  std::vector<std::string> ids_;  // one, two, three
};

TEST_F(KeywordUpdatesTest, DeleteRemovesOnlyTheNamedKeywords) {
  // Repeats, upper case and unknown ids are fine; only rows actually deleted count.
  std::string upper = ids_[1];
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_TRUE(isCount(call("DELETE", "/keywords", "/keywords", a_.key,
                           idsBody({ids_[0], upper, ids_[0], kUnknownId})),
                      "deleted", 2));
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "", &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"three"}));
  EXPECT_TRUE(isCount(call("DELETE", "/keywords", "/keywords", a_.key, idsBody({ids_[0], ids_[1]})),
                      "deleted", 0));
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords"), "1");
}

TEST_F(KeywordUpdatesTest, BadIdListsAre400) {
  std::string many = "[";
  for (int i = 0; i < 1001; ++i) many += std::string(i ? "," : "") + "\"" + kUnknownId + "\"";
  many += "]";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({})", "Missing required field: ids"},
      {R"({"ids":null})", "Missing required field: ids"},
      {R"({"ids":"x"})", "Invalid field: ids: must be an array of UUIDs"},
      {R"({"ids":[]})", "Invalid field: ids: must not be empty"},
      {R"({"ids":)" + many + "}", "Invalid field: ids: at most 1000 ids per request"},
      {R"({"ids":[")" + ids_[0] + R"(","nope"]})", "Invalid field: ids[1]: must be a UUID"},
      {R"({"ids":[")" + ids_[0] + R"(",5]})", "Invalid field: ids[1]: must be a UUID"},
  };
  for (const auto& [body, message] : cases) {
    EXPECT_TRUE(isError(call("DELETE", "/keywords", "/keywords", a_.key, body), 400, message))
        << body;
    std::string with_status =
        body.substr(0, body.size() - 1) + (body == "{}" ? "" : ",") + R"("status":"planned"})";
    EXPECT_TRUE(isError(call("PATCH", "/keywords/status", "/keywords/status", a_.key, with_status),
                        400, message))
        << with_status;
    std::string with_star =
        body.substr(0, body.size() - 1) + (body == "{}" ? "" : ",") + R"("starred":true})";
    EXPECT_TRUE(isError(call("PATCH", "/keywords/starred", "/keywords/starred", a_.key, with_star),
                        400, message))
        << with_star;
  }
  EXPECT_TRUE(isError(call("PATCH", "/keywords/starred", "/keywords/starred", a_.key,
                           idsBody({ids_[0]})),
                      400, "Missing required field: starred"));
  EXPECT_TRUE(isError(call("PATCH", "/keywords/starred", "/keywords/starred", a_.key,
                           idsBody({ids_[0]}, R"(,"starred":"yes")")),
                      400, "Invalid field: starred: must be true or false"));
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords WHERE is_starred = 1"), "0");
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords WHERE status = 'active'"), "3");
}

TEST_F(KeywordUpdatesTest, BulkStatusUpdateSetsTheStatus) {
  EXPECT_TRUE(isCount(call("PATCH", "/keywords/status", "/keywords/status", a_.key,
                           idsBody({ids_[0], ids_[1], kUnknownId}, R"(,"status":"planned")")),
                      "updated", 2));
  EXPECT_EQ(column("status", ids_[0]), "planned");
  EXPECT_EQ(column("status", ids_[1]), "planned");
  EXPECT_EQ(column("status", ids_[2]), "active");
  EXPECT_TRUE(isCount(call("PATCH", "/keywords/status", "/keywords/status", a_.key,
                           idsBody({ids_[1]}, R"(,"status":"ignored")")),
                      "updated", 1));
  EXPECT_TRUE(isCount(call("PATCH", "/keywords/status", "/keywords/status", a_.key,
                           idsBody({ids_[0]}, R"(,"status":"active")")),
                      "updated", 1));
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "", &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"three", "two", "one"}));
  EXPECT_EQ(stringField(list["data"][1], "status"), "ignored");
  EXPECT_EQ(stringField(list["data"][2], "status"), "active");
}

TEST_F(KeywordUpdatesTest, BulkStatusMustBeAKnownStatus) {
  const std::string why = "Invalid field: status: must be one of active, planned, ignored";
  EXPECT_TRUE(
      isError(call("PATCH", "/keywords/status", "/keywords/status", a_.key, idsBody({ids_[0]})),
              400, "Missing required field: status"));
  for (const char* status : {R"("archived")", R"("Active")", R"("")", "1"}) {
    EXPECT_TRUE(isError(call("PATCH", "/keywords/status", "/keywords/status", a_.key,
                             idsBody({ids_[0]}, std::string(",\"status\":") + status)),
                        400, why))
        << status;
  }
  EXPECT_EQ(column("status", ids_[0]), "active");
}

TEST_F(KeywordUpdatesTest, StarAndUnstar) {
  HttpResponse starred =
      call("PUT", "/keywords/starred/{id}", "/keywords/starred/" + ids_[1], a_.key);
  ASSERT_EQ(starred.status, 200) << describe(starred);
  rapidjson::Document body = starred.json();
  EXPECT_EQ(body.MemberCount(), 1u);
  EXPECT_EQ(stringField(body["data"], "id"), ids_[1]);
  EXPECT_EQ(stringField(body["data"], "term"), "two");
  EXPECT_TRUE(body["data"]["is_starred"].IsTrue());
  EXPECT_EQ(body["data"].MemberCount(), 20u);
  EXPECT_EQ(column("is_starred", ids_[1]), "1");
  EXPECT_EQ(column("is_starred", ids_[0]), "0");

  // The list shows it, and starring again changes nothing.
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "", &list));
  EXPECT_EQ(toJson(list["data"][1]), toJson(body["data"]));
  HttpResponse again =
      call("PUT", "/keywords/starred/{id}", "/keywords/starred/" + ids_[1], a_.key);
  EXPECT_EQ(again.status, 200);
  EXPECT_EQ(again.body, starred.body);

  HttpResponse unstarred =
      call("DELETE", "/keywords/starred/{id}", "/keywords/starred/" + ids_[1], a_.key);
  ASSERT_EQ(unstarred.status, 200) << describe(unstarred);
  EXPECT_TRUE(unstarred.json()["data"]["is_starred"].IsFalse());
  EXPECT_EQ(column("is_starred", ids_[1]), "0");
  EXPECT_EQ(call("DELETE", "/keywords/starred/{id}", "/keywords/starred/" + ids_[1], a_.key).status,
            200);
}

TEST_F(KeywordUpdatesTest, StarOfAnUnknownKeywordIs404) {
  for (const std::string& id : {std::string(kUnknownId), std::string("not-a-uuid")}) {
    EXPECT_TRUE(isError(call("PUT", "/keywords/starred/{id}", "/keywords/starred/" + id, a_.key),
                        404, "Resource not found"))
        << id;
    EXPECT_TRUE(isError(call("DELETE", "/keywords/starred/{id}", "/keywords/starred/" + id, a_.key),
                        404, "Resource not found"))
        << id;
  }
  // A deleted keyword is unknown too.
  ASSERT_EQ(call("DELETE", "/keywords", "/keywords", a_.key, idsBody({ids_[2]})).status, 200);
  EXPECT_TRUE(isError(call("PUT", "/keywords/starred/{id}", "/keywords/starred/" + ids_[2], a_.key),
                      404, "Resource not found"));
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords WHERE is_starred = 1"), "0");
}

}  // namespace
}  // namespace seo::tests
