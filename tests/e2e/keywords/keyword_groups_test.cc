// Keyword groups: create (409 on a name the website has, in any case), list with keyword
// counts, delete (its keywords stay, ungrouped), assign keywords to a group and remove them.
#include <cctype>

#include "tests/e2e/harness/keyword_fixture.h"

namespace seo::tests {
namespace {

constexpr const char* kUnknownId = "7d3c1a52-0f4e-4b8a-9c61-2e5f8a9b0c1d";

class KeywordGroupsTest : public KeywordE2eTest {
 protected:
  // POST /keywords/groups {name}; asserts 201 and returns the group's id.
  std::string createGroup(const std::string& name) {
    HttpResponse r =
        call("POST", "/keywords/groups", "/keywords/groups", a_.key, R"({"name":")" + name + "\"}");
    EXPECT_EQ(r.status, 201) << describe(r);
    return r.status == 201 ? stringField(r.json()["data"], "id") : "";
  }
  // "name:count" for each group of GET /keywords/groups, in order.
  std::vector<std::string> groupCounts(const Tenant& who) {
    HttpResponse r = call("GET", "/keywords/groups", "/keywords/groups", who.key);
    EXPECT_EQ(r.status, 200) << describe(r);
    std::vector<std::string> out;
    rapidjson::Document body = r.json();
    if (r.status != 200 || !body.HasMember("data")) return out;
    for (const auto& g : body["data"].GetArray()) {
      out.push_back(stringField(g, "name") + ":" + std::to_string(g["keyword_count"].GetInt64()));
    }
    return out;
  }
  std::string groupOf(const std::string& keyword_id) {
    return queryRow("SELECT COALESCE(group_id, 'none') FROM keywords WHERE id = '" + keyword_id +
                    "'");
  }
};

TEST_F(KeywordGroupsTest, CreateAnswersTheGroup) {
  HttpResponse r =
      call("POST", "/keywords/groups", "/keywords/groups", a_.key, R"({"name":"  Shoes "})");
  ASSERT_EQ(r.status, 201) << describe(r);
  rapidjson::Document body = r.json();
  ASSERT_EQ(body.MemberCount(), 1u);
  const rapidjson::Value& g = body["data"];
  EXPECT_EQ(g.MemberCount(), 4u) << toJson(g);
  EXPECT_EQ(stringField(g, "id").size(), 36u);
  EXPECT_EQ(stringField(g, "name"), "Shoes");
  EXPECT_EQ(g["keyword_count"].GetInt64(), 0);
  EXPECT_EQ(stringField(g, "created_at").size(), 24u);
  EXPECT_EQ(queryRow("SELECT id, name, name_key, created_at FROM keyword_groups"),
            stringField(g, "id") + "|Shoes|shoes|" + stringField(g, "created_at"));

  HttpResponse list = call("GET", "/keywords/groups", "/keywords/groups", a_.key);
  ASSERT_EQ(list.status, 200) << describe(list);
  EXPECT_EQ(list.body, R"({"data":[)" + toJson(g) + "]}");

  // Keywords added with that name land in it.
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"keywords":[{"term":"x","group":"SHOES"}]})", &added));
  EXPECT_EQ(stringField(added["data"][0], "group_id"), stringField(g, "id"));
}

TEST_F(KeywordGroupsTest, CreateRefusesTakenNamesAndBadNames) {
  ASSERT_FALSE(createGroup("Shoes").empty());
  // The answer names the group as stored, whatever the spelling that collided with it.
  EXPECT_TRUE(
      isError(call("POST", "/keywords/groups", "/keywords/groups", a_.key, R"({"name":"shoes"})"),
              409, "A keyword group named 'Shoes' already exists"));
  EXPECT_TRUE(
      isError(call("POST", "/keywords/groups", "/keywords/groups", a_.key, R"({"name":" SHOES "})"),
              409, "A keyword group named 'Shoes' already exists"));
  const std::string why =
      "Invalid field: name: must be a non-empty string of at most 100 "
      "characters";
  EXPECT_TRUE(isError(call("POST", "/keywords/groups", "/keywords/groups", a_.key, "{}"), 400,
                      "Missing required field: name"));
  EXPECT_TRUE(
      isError(call("POST", "/keywords/groups", "/keywords/groups", a_.key, R"({"name":null})"), 400,
              "Missing required field: name"));
  EXPECT_TRUE(isError(
      call("POST", "/keywords/groups", "/keywords/groups", a_.key, R"({"name":"  "})"), 400, why));
  EXPECT_TRUE(isError(call("POST", "/keywords/groups", "/keywords/groups", a_.key, R"({"name":5})"),
                      400, why));
  EXPECT_TRUE(isError(call("POST", "/keywords/groups", "/keywords/groups", a_.key,
                           R"({"name":")" + std::string(101, 'n') + "\"}"),
                      400, why));
  EXPECT_FALSE(createGroup(std::string(100, 'n')).empty());
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keyword_groups"), "2");
  // The same name is free in another organization's website.
  EXPECT_EQ(
      call("POST", "/keywords/groups", "/keywords/groups", b_.key, R"({"name":"Shoes"})").status,
      201);
}

TEST_F(KeywordGroupsTest, ListCountsKeywordsPerGroupByName) {
  ASSERT_FALSE(createGroup("Bags").empty());
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                R"({"keywords":[{"term":"s1","group":"Shoes"},)"
                                R"({"term":"s2","group":"Shoes"},{"term":"a1","group":"apparel"},)"
                                R"({"term":"loose"}]})",
                                &added));
  EXPECT_EQ(groupCounts(a_), (std::vector<std::string>{"apparel:1", "Bags:0", "Shoes:2"}));
  EXPECT_EQ(groupCounts(b_), std::vector<std::string>{});
}

TEST_F(KeywordGroupsTest, DeleteUngroupsItsKeywords) {
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                R"({"keywords":[{"term":"s1","group":"Shoes"},)"
                                R"({"term":"b1","group":"Bags"}]})",
                                &added));
  std::string s1 = stringField(added["data"][0], "id");
  std::string b1 = stringField(added["data"][1], "id");
  std::string shoes = stringField(added["data"][0], "group_id");
  std::string bags = stringField(added["data"][1], "group_id");

  HttpResponse r = call("DELETE", "/keywords/groups/{id}", "/keywords/groups/" + shoes, a_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.body, R"({"success":true})");
  EXPECT_EQ(groupCounts(a_), (std::vector<std::string>{"Bags:1"}));
  EXPECT_EQ(groupOf(s1), "none");
  EXPECT_EQ(groupOf(b1), bags);
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?group=Bags", &list));
  EXPECT_EQ(list["meta"]["total"].GetInt64(), 1);
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "", &list));
  EXPECT_EQ(list["meta"]["total"].GetInt64(), 2);
  for (const auto& k : list["data"].GetArray()) {
    if (stringField(k, "id") != s1) continue;
    EXPECT_TRUE(k["group_id"].IsNull());
    EXPECT_TRUE(k["keyword_groups"].IsNull());
  }

  EXPECT_TRUE(isError(call("DELETE", "/keywords/groups/{id}", "/keywords/groups/" + shoes, a_.key),
                      404, "Resource not found"));
  EXPECT_TRUE(isError(call("DELETE", "/keywords/groups/{id}",
                           "/keywords/groups/" + std::string(kUnknownId), a_.key),
                      404, "Resource not found"));
  EXPECT_TRUE(isError(call("DELETE", "/keywords/groups/{id}", "/keywords/groups/nope", a_.key), 404,
                      "Resource not found"));
  // The name is free again.
  EXPECT_FALSE(createGroup("Shoes").empty());
}

TEST_F(KeywordGroupsTest, AnUpperCaseGroupIdNamesTheSameGroup) {
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"keywords":[{"term":"s1","group":"Shoes"}]})", &added));
  std::string shoes = stringField(added["data"][0], "group_id");
  std::string upper = shoes;
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  ASSERT_NE(upper, shoes);
  HttpResponse r = call("DELETE", "/keywords/groups/{id}", "/keywords/groups/" + upper, a_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_TRUE(groupCounts(a_).empty());
  // Another organization's group is not found in any case.
  rapidjson::Document theirs;
  ASSERT_NO_FATAL_FAILURE(addOk(b_, R"({"keywords":[{"term":"t1","group":"Hats"}]})", &theirs));
  std::string hats = stringField(theirs["data"][0], "group_id");
  for (char& c : hats) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_TRUE(isError(call("DELETE", "/keywords/groups/{id}", "/keywords/groups/" + hats, a_.key),
                      404, "Resource not found"));
}

TEST_F(KeywordGroupsTest, AssignAndRemoveKeywords) {
  std::string shoes = createGroup("Shoes");
  std::string bags = createGroup("Bags");
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"k1", "k2", "k3"}, &ids));

  HttpResponse r =
      call("PUT", "/keywords/groups/{id}/keywords", "/keywords/groups/" + shoes + "/keywords",
           a_.key, idsBody({ids[0], ids[1], kUnknownId}));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.body, R"({"success":true,"updated":2})");
  ASSERT_EQ(call("PUT", "/keywords/groups/{id}/keywords", "/keywords/groups/" + bags + "/keywords",
                 a_.key, idsBody({ids[2]}))
                .body,
            R"({"success":true,"updated":1})");
  EXPECT_EQ(groupCounts(a_), (std::vector<std::string>{"Bags:1", "Shoes:2"}));
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?group_id=" + shoes, &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"k2", "k1"}));
  EXPECT_EQ(stringField(list["data"][0]["keyword_groups"], "name"), "Shoes");

  // Assigning moves a keyword out of its previous group.
  EXPECT_EQ(call("PUT", "/keywords/groups/{id}/keywords", "/keywords/groups/" + bags + "/keywords",
                 a_.key, idsBody({ids[1]}))
                .body,
            R"({"success":true,"updated":1})");
  EXPECT_EQ(groupCounts(a_), (std::vector<std::string>{"Bags:2", "Shoes:1"}));

  // Removing ungroups only the keywords that are in that group.
  r = call("DELETE", "/keywords/groups/{id}/keywords", "/keywords/groups/" + bags + "/keywords",
           a_.key, idsBody({ids[0], ids[1], kUnknownId}));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.body, R"({"success":true,"updated":1})");
  EXPECT_EQ(groupOf(ids[0]), shoes);
  EXPECT_EQ(groupOf(ids[1]), "none");
  EXPECT_EQ(groupOf(ids[2]), bags);
  EXPECT_EQ(groupCounts(a_), (std::vector<std::string>{"Bags:1", "Shoes:1"}));
}

TEST_F(KeywordGroupsTest, MembershipChangesCheckTheGroupAndTheIds) {
  std::string shoes = createGroup("Shoes");
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"k1"}, &ids));
  for (const char* method : {"PUT", "DELETE"}) {
    for (const std::string& group : {std::string(kUnknownId), std::string("nope")}) {
      EXPECT_TRUE(isError(call(method, "/keywords/groups/{id}/keywords",
                               "/keywords/groups/" + group + "/keywords", a_.key, idsBody(ids)),
                          404, "Resource not found"))
          << method << " " << group;
    }
    const std::string route = "/keywords/groups/{id}/keywords";
    std::string path = "/keywords/groups/" + shoes + "/keywords";
    EXPECT_TRUE(
        isError(call(method, route, path, a_.key, "{}"), 400, "Missing required field: ids"));
    EXPECT_TRUE(isError(call(method, route, path, a_.key, R"({"ids":[]})"), 400,
                        "Invalid field: ids: must not be empty"));
    EXPECT_TRUE(isError(call(method, route, path, a_.key, R"({"ids":[")" + ids[0] + R"(","x"]})"),
                        400, "Invalid field: ids[1]: must be a UUID"));
  }
  EXPECT_EQ(groupOf(ids[0]), "none");
}

}  // namespace
}  // namespace seo::tests
