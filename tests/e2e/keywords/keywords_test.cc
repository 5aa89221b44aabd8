// POST /keywords: every field of the Keyword table on the answer and in the list, the aliases,
// the website's language as default, every invalid input (400 naming the field and the element),
// one transaction per request and duplicates (enrichment: keyword_enrich_test.cc).
#include "tests/e2e/harness/keyword_fixture.h"

namespace seo::tests {
namespace {

class KeywordsTest : public KeywordE2eTest {
 protected:
  std::string count(const std::string& table) { return queryRow("SELECT COUNT(*) FROM " + table); }
};

TEST_F(KeywordsTest, AddedKeywordsCarryEveryFieldWithExactValues) {
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                R"({"keywords":[{"term":"Running Shoes","volume":1200,)"
                                R"("difficulty":37,"cpc":1.25,"intent":"commercial",)"
                                R"("opportunity":"High","funnel_stage":"decision",)"
                                R"("language":"de","keyword_group":"Shoes"},)"
                                R"({"term":"plain"}]})",
                                &added));
  EXPECT_EQ(added["count"].GetInt(), 2);
  ASSERT_TRUE(added["skipped"].IsArray());
  EXPECT_EQ(added["skipped"].Size(), 0u);
  ASSERT_EQ(added["data"].Size(), 2u);

  const rapidjson::Value& full = added["data"][0];
  EXPECT_EQ(full.MemberCount(), 20u) << toJson(full);
  EXPECT_EQ(stringField(full, "id").size(), 36u);
  EXPECT_EQ(stringField(full, "term"), "Running Shoes");
  EXPECT_EQ(full["volume"].GetInt64(), 1200);
  EXPECT_EQ(full["difficulty"].GetInt(), 37);
  EXPECT_EQ(full["cpc"].GetDouble(), 1.25);
  EXPECT_EQ(stringField(full, "intent"), "commercial");
  EXPECT_EQ(stringField(full, "opportunity"), "High");
  EXPECT_EQ(stringField(full, "status"), "active");
  EXPECT_TRUE(full["is_starred"].IsFalse());
  EXPECT_EQ(stringField(full, "funnel_stage"), "decision");
  EXPECT_EQ(stringField(full, "language"), "de");
  std::string group_id = stringField(full, "group_id");
  EXPECT_EQ(group_id.size(), 36u);
  ASSERT_TRUE(full["keyword_groups"].IsObject()) << toJson(full);
  EXPECT_EQ(stringField(full["keyword_groups"], "id"), group_id);
  EXPECT_EQ(stringField(full["keyword_groups"], "name"), "Shoes");
  EXPECT_TRUE(full["blog_posts"].IsNull());
  std::string created_at = stringField(full, "created_at");
  EXPECT_EQ(created_at.size(), 24u) << created_at;
  EXPECT_EQ(created_at.back(), 'Z') << created_at;

  const rapidjson::Value& plain = added["data"][1];
  EXPECT_EQ(plain.MemberCount(), 20u) << toJson(plain);
  EXPECT_EQ(stringField(plain, "term"), "plain");
  // Untracked: no position, change, URL or check (rank_positions_test.cc tracks them).
  EXPECT_TRUE(plain["is_tracked"].IsFalse());
  for (const char* field : {"volume", "difficulty", "cpc", "intent", "opportunity", "funnel_stage",
                            "group_id", "keyword_groups", "blog_posts", "position",
                            "position_change", "ranking_url", "position_checked_at"}) {
    EXPECT_TRUE(plain[field].IsNull()) << field << " in " << toJson(plain);
  }
  EXPECT_EQ(stringField(plain, "language"), "en");  // the website's language
  EXPECT_EQ(stringField(plain, "status"), "active");
  EXPECT_TRUE(plain["is_starred"].IsFalse());

  // The list shows exactly what the answer showed.
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "", &list));
  ASSERT_EQ(list["data"].Size(), 2u);
  for (const auto& listed : list["data"].GetArray()) {
    const rapidjson::Value& created =
        stringField(listed, "id") == stringField(full, "id") ? full : plain;
    EXPECT_EQ(toJson(listed), toJson(created));
  }
  // The normalized copy of the term and the group's name key are stored in their own columns.
  EXPECT_EQ(queryRow("SELECT term_key FROM keywords WHERE id = '" + stringField(full, "id") + "'"),
            "running shoes");
  EXPECT_EQ(queryRow("SELECT name, name_key, website_id FROM keyword_groups"),
            "Shoes|shoes|" + a_.website_id);
}

TEST_F(KeywordsTest, AliasesAndNamedGroupsAreFoundCaseInsensitively) {
  rapidjson::Document first, second;
  ASSERT_NO_FATAL_FAILURE(
      addOk(a_, R"({"keywords":[{"keyword":"  Alias Term  ","group":"Blog Ideas"}]})", &first));
  ASSERT_EQ(first["data"].Size(), 1u);
  EXPECT_EQ(stringField(first["data"][0], "term"), "Alias Term");
  EXPECT_EQ(stringField(first["data"][0]["keyword_groups"], "name"), "Blog Ideas");
  std::string group_id = stringField(first["data"][0], "group_id");

  ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                R"({"keywords":[{"term":"second","keyword_group":"BLOG ideas"},)"
                                R"({"term":"third","group":" blog ideas "}]})",
                                &second));
  ASSERT_EQ(second["data"].Size(), 2u);
  for (const auto& k : second["data"].GetArray()) {
    EXPECT_EQ(stringField(k, "group_id"), group_id);
    EXPECT_EQ(stringField(k["keyword_groups"], "name"), "Blog Ideas");  // the stored spelling
  }
  EXPECT_EQ(count("keyword_groups"), "1");
  // `term` wins over its alias when both are given.
  rapidjson::Document both;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"keywords":[{"term":"real","keyword":"alias"}]})", &both));
  EXPECT_EQ(stringField(both["data"][0], "term"), "real");
}

TEST_F(KeywordsTest, LanguageDefaultsToTheTargetWebsitesLanguage) {
  rapidjson::Document site;
  ASSERT_NO_FATAL_FAILURE(runCliOk(
      cli(),
      {"website", "create", "--org", a_.org_id, "--domain", "de.alpha.example", "--language", "de"},
      &site));
  std::string german = stringField(site, "id");
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                R"({"website_id":")" + german +
                                    R"(","keywords":[{"term":"schuhe"},)"
                                    R"({"term":"shoes","language":"fr"}]})",
                                &added));
  EXPECT_EQ(stringField(added["data"][0], "language"), "de");
  EXPECT_EQ(stringField(added["data"][1], "language"), "fr");
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords WHERE website_id = '" + german + "'"), "2");
}

TEST_F(KeywordsTest, LengthLimitsCountCharactersNotBytes) {
  std::string term;
  for (int i = 0; i < 200; ++i) term += "\xC3\xA9";  // 200 x 'é', 400 bytes
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"keywords":[{"term":")" + term + R"("}]})", &added));
  EXPECT_EQ(stringField(added["data"][0], "term"), term);
  EXPECT_TRUE(isError(call("POST", "/keywords", "/keywords", a_.key,
                           R"({"keywords":[{"term":")" + term + R"(e"}]})"),
                      400,
                      "Invalid field: keywords[0].term: must be a non-empty string of at most 200 "
                      "characters"));
}

TEST_F(KeywordsTest, InvalidInputIs400NamingTheFieldAndTheElement) {
  const std::string ok = R"({"term":"fine"},{"term":"also fine"},{"term":"third"},)";
  std::string many = R"({"keywords":[)";
  for (int i = 0; i < 1001; ++i)
    many += std::string(i ? "," : "") + R"({"term":"t)" + std::to_string(i) + "\"}";
  many += "]}";
  const std::string long33(33, 'x');
  const std::string long101(101, 'g');
  const std::string long201(201, 't');
  const std::string term_why = "must be a non-empty string of at most 200 characters";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({})", "Missing required field: keywords"},
      {R"({"keywords":null})", "Missing required field: keywords"},
      {R"({"keywords":"shoes"})", "Invalid field: keywords: must be an array"},
      {R"({"keywords":[]})", "Invalid field: keywords: must not be empty"},
      {many, "Invalid field: keywords: at most 1000 keywords per request"},
      {R"({"keywords":[5]})", "Invalid field: keywords[0]: must be an object"},
      {R"({"keywords":[{}]})", "Missing required field: keywords[0].term"},
      {R"({"keywords":[{"term":null,"volume":3}]})", "Missing required field: keywords[0].term"},
      {R"({"keywords":[)" + ok + R"({"volume":3}]})", "Missing required field: keywords[3].term"},
      {R"({"keywords":[{"term":"   "}]})", "Invalid field: keywords[0].term: " + term_why},
      {R"({"keywords":[{"term":")" + long201 + R"("}]})",
       "Invalid field: keywords[0].term: " + term_why},
      {R"({"keywords":[{"term":7}]})", "Invalid field: keywords[0].term: " + term_why},
      {R"({"keywords":[)" + ok + R"({"keyword":""}]})",
       "Invalid field: keywords[3].keyword: " + term_why},
      {R"({"keywords":[)" + ok + R"({"term":"x","difficulty":101}]})",
       "Invalid field: keywords[3].difficulty: must be an integer 0 to 100"},
      {R"({"keywords":[{"term":"x","difficulty":-1}]})",
       "Invalid field: keywords[0].difficulty: must be an integer 0 to 100"},
      {R"({"keywords":[{"term":"x","difficulty":50.5}]})",
       "Invalid field: keywords[0].difficulty: must be an integer 0 to 100"},
      {R"({"keywords":[{"term":"x","difficulty":"50"}]})",
       "Invalid field: keywords[0].difficulty: must be an integer 0 to 100"},
      {R"({"keywords":[{"term":"x","volume":-1}]})",
       "Invalid field: keywords[0].volume: must be an integer of at least 0"},
      {R"({"keywords":[{"term":"x","volume":1.5}]})",
       "Invalid field: keywords[0].volume: must be an integer of at least 0"},
      {R"({"keywords":[{"term":"x","volume":"10"}]})",
       "Invalid field: keywords[0].volume: must be an integer of at least 0"},
      {R"({"keywords":[{"term":"x","cpc":-0.01}]})",
       "Invalid field: keywords[0].cpc: must be a number of at least 0"},
      {R"({"keywords":[{"term":"x","cpc":"1.2"}]})",
       "Invalid field: keywords[0].cpc: must be a number of at least 0"},
      {R"({"keywords":[{"term":"x","opportunity":"high"}]})",
       "Invalid field: keywords[0].opportunity: must be one of High, Medium, Low"},
      {R"({"keywords":[{"term":"x","opportunity":1}]})",
       "Invalid field: keywords[0].opportunity: must be one of High, Medium, Low"},
      {R"({"keywords":[{"term":"x","funnel_stage":"Awareness"}]})",
       "Invalid field: keywords[0].funnel_stage: must be one of awareness, consideration, "
       "decision"},
      {R"({"keywords":[{"term":"x","intent":")" + long33 + R"("}]})",
       "Invalid field: keywords[0].intent: must be a non-empty string of at most 32 characters"},
      {R"({"keywords":[{"term":"x","intent":""}]})",
       "Invalid field: keywords[0].intent: must be a non-empty string of at most 32 characters"},
      {R"({"keywords":[{"term":"x","language":")" + long33 + R"("}]})",
       "Invalid field: keywords[0].language: must be a non-empty string of at most 32 "
       "characters"},
      {R"({"keywords":[{"term":"x","language":5}]})",
       "Invalid field: keywords[0].language: must be a non-empty string of at most 32 "
       "characters"},
      {R"({"keywords":[{"term":"x","keyword_group":""}]})",
       "Invalid field: keywords[0].keyword_group: must be a non-empty string of at most 100 "
       "characters"},
      {R"({"keywords":[{"term":"x","group":")" + long101 + R"("}]})",
       "Invalid field: keywords[0].group: must be a non-empty string of at most 100 "
       "characters"},
      {R"({"keywords":[{"term":"x"}],"enrich":"yes"})", "Invalid field: enrich: must be a boolean"},
      {R"({"keywords":[{"term":"x"}],"enrich":1})", "Invalid field: enrich: must be a boolean"},
  };
  for (const auto& [body, message] : cases) {
    EXPECT_TRUE(isError(call("POST", "/keywords", "/keywords", a_.key, body), 400, message))
        << body.substr(0, 200);
  }
  EXPECT_EQ(count("keywords"), "0");
  EXPECT_EQ(count("keyword_groups"), "0");
}

TEST_F(KeywordsTest, ABadElementAtTheEndWritesNothingOfTheEarlierOnes) {
  HttpResponse r = call("POST", "/keywords", "/keywords", a_.key,
                        R"({"keywords":[{"term":"one","keyword_group":"Fresh Group"},)"
                        R"({"term":"two"},{"term":"three","group":"Other Group"},)"
                        R"({"term":"four","difficulty":250}]})");
  EXPECT_TRUE(
      isError(r, 400, "Invalid field: keywords[3].difficulty: must be an integer 0 to 100"));
  EXPECT_EQ(count("keywords"), "0");
  EXPECT_EQ(count("keyword_groups"), "0");
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "", &list));
  EXPECT_EQ(list["meta"]["total"].GetInt64(), 0);
}

TEST_F(KeywordsTest, EnrichFalseIsAccepted) {
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"enrich":false,"keywords":[{"term":"x"}]})", &added));
  EXPECT_EQ(added["count"].GetInt(), 1);
  EXPECT_TRUE(added["data"][0]["volume"].IsNull());
}

TEST_F(KeywordsTest, DuplicatesAreSkippedAndReported) {
  rapidjson::Document first;
  ASSERT_NO_FATAL_FAILURE(
      addOk(a_, R"({"keywords":[{"term":"Running Shoes","volume":900}]})", &first));
  std::string existing = stringField(first["data"][0], "id");

  rapidjson::Document second;
  ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                R"({"keywords":[{"term":" running SHOES ","volume":5,)"
                                R"("group":"Ghost Group"},{"term":"Trail Shoes"},)"
                                R"({"term":"TRAIL shoes"},{"term":"new one"}]})",
                                &second));
  EXPECT_EQ(second["count"].GetInt(), 2);
  EXPECT_EQ(termsOf(second["data"]), (std::vector<std::string>{"Trail Shoes", "new one"}));
  std::string trail = stringField(second["data"][0], "id");
  const rapidjson::Value& skipped = second["skipped"];
  ASSERT_EQ(skipped.Size(), 2u) << toJson(skipped);
  EXPECT_EQ(toJson(skipped[0]), R"({"index":0,"term":"running SHOES","reason":"duplicate",)"
                                R"("existing_id":")" +
                                    existing + "\"}");
  EXPECT_EQ(toJson(skipped[1]), R"({"index":2,"term":"TRAIL shoes","reason":"duplicate",)"
                                R"("existing_id":")" +
                                    trail + "\"}");

  // The existing keyword is untouched, and the skipped element's group was not created.
  EXPECT_EQ(queryRow("SELECT term, volume FROM keywords WHERE id = '" + existing + "'"),
            "Running Shoes|900");
  EXPECT_EQ(count("keywords"), "3");
  EXPECT_EQ(count("keyword_groups"), "0");

  // A request of duplicates only creates nothing and says so.
  rapidjson::Document none;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"keywords":[{"term":"NEW ONE"}]})", &none));
  EXPECT_EQ(none["count"].GetInt(), 0);
  EXPECT_EQ(none["data"].Size(), 0u);
  EXPECT_EQ(toJson(none["skipped"]), R"([{"index":0,"term":"NEW ONE","reason":"duplicate",)"
                                     R"("existing_id":")" +
                                         stringField(second["data"][1], "id") + "\"}]");

  // Another website, even of another organization, has its own terms.
  rapidjson::Document other;
  ASSERT_NO_FATAL_FAILURE(addOk(b_, R"({"keywords":[{"term":"running shoes"}]})", &other));
  EXPECT_EQ(other["count"].GetInt(), 1);
  EXPECT_EQ(other["skipped"].Size(), 0u);
}

TEST_F(KeywordsTest, AThousandKeywordsInOneRequest) {
  std::string body = R"({"keywords":[)";
  for (int i = 0; i < 1000; ++i) {
    body += std::string(i ? "," : "") + R"({"term":"bulk term )" + std::to_string(i) +
            R"(","group":"Bulk )" + std::to_string(i % 3) + "\"}";
  }
  body += "]}";
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, body, &added));
  EXPECT_EQ(added["count"].GetInt(), 1000);
  EXPECT_EQ(added["data"].Size(), 1000u);
  EXPECT_EQ(stringField(added["data"][999], "term"), "bulk term 999");
  EXPECT_EQ(count("keywords"), "1000");
  EXPECT_EQ(count("keyword_groups"), "3");
}

}  // namespace
}  // namespace seo::tests
