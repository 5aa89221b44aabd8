// GET /keywords answers `meta.total` from counts every write keeps (keyword_counts), so the total
// costs the same whatever the website holds. This checks, after each kind of write, that every
// filter's total equals a direct count of the rows.
#include <algorithm>
#include <atomic>
#include <string>
#include <thread>

#include "tests/e2e/harness/keyword_fixture.h"

namespace seo::tests {
namespace {

class KeywordCountsTest : public KeywordE2eTest {
 protected:
  // The website's group ids by name.
  std::string groupId(const std::string& name) {
    return queryRow("SELECT id FROM keyword_groups WHERE website_id = '" + a_.website_id +
                    "' AND name = '" + name + "'");
  }
  // Every filter's meta.total against COUNT(*) of the rows it means.
  void expectTotalsMatchRows(const std::string& step) {
    SCOPED_TRACE(step);
    const std::string site = "website_id = '" + a_.website_id + "'";
    std::string g1 = groupId("one");
    std::vector<std::pair<std::string, std::string>> cases = {
        {"", site},
        {"?status=active", site + " AND status = 'active'"},
        {"?status=planned", site + " AND status = 'planned'"},
        {"?status=ignored", site + " AND status = 'ignored'"},
        {"?group=ONE", site + " AND group_id = '" + g1 + "'"},
        {"?status=active&group=one", site + " AND status = 'active' AND group_id = '" + g1 + "'"},
        {"?group=nothing", "1 = 0"},
    };
    if (!g1.empty()) {
      cases.push_back({"?group_id=" + g1, site + " AND group_id = '" + g1 + "'"});
      // A name and an id of the same group, and of two groups (nothing passes both).
      cases.push_back({"?group=One&group_id=" + g1, site + " AND group_id = '" + g1 + "'"});
      cases.push_back({"?group=two&group_id=" + g1, "1 = 0"});
    }
    for (const auto& [query, where] : cases) {
      rapidjson::Document list;
      ASSERT_NO_FATAL_FAILURE(listOk(a_, query, &list));
      const std::string rows = queryRow("SELECT COUNT(*) FROM keywords WHERE " + where);
      EXPECT_EQ(std::to_string(list["meta"]["total"].GetInt64()), rows) << query;
      // The page agrees with the total (50 rows a page by default).
      EXPECT_EQ(list["data"].Size(), std::min<unsigned long>(std::stoul(rows), 50)) << query;
    }
    // The other organization's website is untouched by all of it.
    rapidjson::Document other;
    ASSERT_NO_FATAL_FAILURE(listOk(b_, "", &other));
    EXPECT_EQ(other["meta"]["total"].GetInt64(), 2);
  }
};

TEST_F(KeywordCountsTest, TotalsFollowEveryWrite) {
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(
      addOk(b_, R"({"keywords":[{"term":"b1"},{"term":"b2","group":"one"}]})", &added));
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"keywords":[
      {"term":"k1","group":"one"},{"term":"k2","group":"one"},{"term":"k3","group":"two"},
      {"term":"k4"},{"term":"k5"},{"term":"K5"}]})",
                                &added));
  std::vector<std::string> ids = idsOf(added["data"]);
  ASSERT_EQ(ids.size(), 5u);
  ASSERT_NO_FATAL_FAILURE(expectTotalsMatchRows("add"));

  HttpResponse r = call("PATCH", "/keywords/status", "/keywords/status", a_.key,
                        idsBody({ids[0], ids[3]}, R"(,"status":"ignored")"));
  ASSERT_EQ(r.status, 200) << describe(r);
  // The same status again changes nothing.
  r = call("PATCH", "/keywords/status", "/keywords/status", a_.key,
           idsBody({ids[0]}, R"(,"status":"ignored")"));
  ASSERT_EQ(r.status, 200) << describe(r);
  ASSERT_NO_FATAL_FAILURE(expectTotalsMatchRows("status"));

  std::string g1 = groupId("one");
  r = call("PUT", "/keywords/groups/{id}/keywords", "/keywords/groups/" + g1 + "/keywords", a_.key,
           idsBody({ids[2], ids[4]}));
  ASSERT_EQ(r.status, 200) << describe(r);
  ASSERT_NO_FATAL_FAILURE(expectTotalsMatchRows("assign"));

  r = call("DELETE", "/keywords/groups/{id}/keywords", "/keywords/groups/" + g1 + "/keywords",
           a_.key, idsBody({ids[0], ids[3]}));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.json()["updated"].GetInt(), 1) << "only the group's member leaves it";
  ASSERT_NO_FATAL_FAILURE(expectTotalsMatchRows("remove"));

  ASSERT_NO_FATAL_FAILURE(
      runJobAs(a_, "keywords.link_article",
               R"({"keyword_id":")" + ids[1] +
                   R"(","article":{"id":"5f0c6a43-0000-4000-8000-00000000a001"}})"));
  ASSERT_NO_FATAL_FAILURE(expectTotalsMatchRows("link"));

  r = call("DELETE", "/keywords", "/keywords", a_.key, idsBody({ids[4], ids[3]}));
  ASSERT_EQ(r.status, 200) << describe(r);
  ASSERT_NO_FATAL_FAILURE(expectTotalsMatchRows("delete"));

  r = call("DELETE", "/keywords/groups/{id}", "/keywords/groups/" + g1, a_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  ASSERT_NO_FATAL_FAILURE(expectTotalsMatchRows("delete group"));

  ASSERT_NO_FATAL_FAILURE(runJobAs(a_, "keywords.unlink_article",
                                   R"({"article_id":"5f0c6a43-0000-4000-8000-00000000a001"})"));
  ASSERT_NO_FATAL_FAILURE(expectTotalsMatchRows("unlink"));
}

TEST_F(KeywordCountsTest, TotalsStayExactUnderConcurrentWriters) {
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(
      addOk(b_, R"({"keywords":[{"term":"b1"},{"term":"b2","group":"one"}]})", &added));
  // Eight writers add overlapping terms (a quarter of them shared) and each deletes some of its
  // own.
  std::vector<std::thread> writers;
  std::atomic<int> failures{0};
  for (int t = 0; t < 8; ++t) {
    writers.emplace_back([&, t] {
      for (int round = 0; round < 5; ++round) {
        std::string body = R"({"keywords":[)";
        for (int i = 0; i < 8; ++i) {
          std::string term = i < 2 ? "shared " + std::to_string(round * 2 + i)
                                   : "t" + std::to_string(t) + " r" + std::to_string(round) + " " +
                                         std::to_string(i);
          body += std::string(i ? "," : "") + R"({"term":")" + term + R"(","group":")" +
                  (i % 2 ? "one" : "two") + R"("})";
        }
        HttpResponse r = call("POST", "/keywords", "/keywords", a_.key, body + "]}");
        if (r.status != 201) {
          ++failures;
          continue;
        }
        rapidjson::Document doc = r.json();
        if (doc["data"].Size() > 0) {
          std::string id = stringField(doc["data"][0], "id");
          if (call("DELETE", "/keywords", "/keywords", a_.key, idsBody({id})).status != 200)
            ++failures;
        }
      }
    });
  }
  for (std::thread& w : writers) w.join();
  EXPECT_EQ(failures.load(), 0);
  ASSERT_NO_FATAL_FAILURE(expectTotalsMatchRows("concurrent writers"));
}

}  // namespace
}  // namespace seo::tests
