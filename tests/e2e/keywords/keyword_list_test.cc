// GET /keywords: the envelope and its meta, pagination arithmetic, newest first, the status and
// group filters (by id and by name), and 400 for every unusable query parameter.
#include <algorithm>
#include <map>

#include "tests/e2e/harness/keyword_fixture.h"

namespace seo::tests {
namespace {

class KeywordListTest : public KeywordE2eTest {
 protected:
  // total, page and limit of `list`'s meta as "total/page/limit", and "/more" when its
  // next_cursor says that a page follows.
  static std::string metaOf(const rapidjson::Document& list) {
    const rapidjson::Value& m = list["meta"];
    EXPECT_EQ(m.MemberCount(), 4u) << toJson(m);
    EXPECT_TRUE(m["next_cursor"].IsNull() || m["next_cursor"].IsString()) << toJson(m);
    return std::to_string(m["total"].GetInt64()) + "/" + std::to_string(m["page"].GetInt64()) +
           "/" + std::to_string(m["limit"].GetInt64()) +
           (m["next_cursor"].IsString() ? "/more" : "");
  }

  // Every term of `who`'s list walked by cursor from the start, `limit` a page, after `query`
  // ("&status=..."); each page's meta is {limit, next_cursor}.
  std::vector<std::string> walk(const Tenant& who, int limit, const std::string& query = "") {
    std::vector<std::string> terms;
    std::string cursor;
    for (int pages = 0; pages < 100; ++pages) {
      rapidjson::Document list;
      std::string q = "?limit=" + std::to_string(limit) + query;
      if (!cursor.empty()) q += "&cursor=" + cursor;
      listOk(who, q, &list);
      for (const std::string& t : termsOf(list["data"])) terms.push_back(t);
      const rapidjson::Value& m = list["meta"];
      if (!cursor.empty()) {
        EXPECT_EQ(m.MemberCount(), 2u) << toJson(m);
      }
      if (m["next_cursor"].IsNull()) break;
      cursor = m["next_cursor"].GetString();
    }
    return terms;
  }
};

TEST_F(KeywordListTest, EmptyWebsiteHasDefaultMeta) {
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "", &list));
  EXPECT_EQ(list.MemberCount(), 2u);
  EXPECT_EQ(list["data"].Size(), 0u);
  EXPECT_EQ(metaOf(list), "0/1/50");
}

TEST_F(KeywordListTest, PagesAreNewestFirstWithExactMeta) {
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"k1", "k2", "k3", "k4", "k5"}, &ids));
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?limit=2", &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"k5", "k4"}));
  EXPECT_EQ(metaOf(list), "5/1/2/more");
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?limit=2&page=2", &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"k3", "k2"}));
  EXPECT_EQ(metaOf(list), "5/2/2/more");
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?page=3&limit=2", &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"k1"}));
  EXPECT_EQ(idsOf(list["data"]), (std::vector<std::string>{ids[0]}));
  EXPECT_EQ(metaOf(list), "5/3/2");
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?page=4&limit=2", &list));
  EXPECT_EQ(list["data"].Size(), 0u);
  EXPECT_EQ(metaOf(list), "5/4/2");
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?page=1000000000&limit=500", &list));
  EXPECT_EQ(list["data"].Size(), 0u);
  EXPECT_EQ(metaOf(list), "5/1000000000/500");
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?limit=500", &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"k5", "k4", "k3", "k2", "k1"}));
  EXPECT_EQ(metaOf(list), "5/1/500");
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?limit=1", &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"k5"}));
  EXPECT_EQ(metaOf(list), "5/1/1/more");
}

TEST_F(KeywordListTest, ACursorWalksEveryKeywordOnceWhateverIsAddedMeanwhile) {
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"k1", "k2", "k3", "k4", "k5", "k6", "k7"}, &ids));
  ASSERT_NO_FATAL_FAILURE(addEach(b_, {"theirs1", "theirs2"}, &ids));
  EXPECT_EQ(walk(a_, 3), (std::vector<std::string>{"k7", "k6", "k5", "k4", "k3", "k2", "k1"}));
  EXPECT_EQ(walk(a_, 500), (std::vector<std::string>{"k7", "k6", "k5", "k4", "k3", "k2", "k1"}));

  // A page's next_cursor goes on where the page ends, as page 2 would.
  rapidjson::Document first, by_cursor, second;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?limit=2", &first));
  std::string cursor = first["meta"]["next_cursor"].GetString();
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?limit=2&cursor=" + cursor, &by_cursor));
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?limit=2&page=2", &second));
  EXPECT_EQ(termsOf(by_cursor["data"]), termsOf(second["data"]));
  EXPECT_TRUE(by_cursor["meta"]["next_cursor"].IsString());

  // A keyword added mid-walk is newer than every cursor: no page repeats or skips a row (pages
  // by number would shift by one).
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"k8"}, &ids));
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?limit=2&cursor=" + cursor, &by_cursor));
  EXPECT_EQ(termsOf(by_cursor["data"]), (std::vector<std::string>{"k5", "k4"}));

  // Another website's cursor reads the caller's own keywords only.
  ASSERT_NO_FATAL_FAILURE(listOk(b_, "?limit=1&cursor=" + cursor, &by_cursor));
  for (const std::string& t : termsOf(by_cursor["data"])) EXPECT_EQ(t.rfind("theirs", 0), 0u) << t;
}

// A page more than 1 000 rows down starts from the nearest mark a page served before left
// (page_marks.h: the sort keys before each such page and of its last row, kept under the list's
// version, which every deep page reads first). Every page, filtered or not, is the slice of the
// list that a cursor walk (which reads no mark) reads, before and after each kind of write.
TEST_F(KeywordListTest, DeepPagesAreSlicesOfTheListAfterEveryKindOfWrite) {
  std::vector<std::string> ids;  // in the order added
  for (int batch = 0; batch < 3; ++batch) {
    std::string body = R"({"keywords":[)";
    for (int i = 0; i < 800; ++i) {
      body += std::string(i ? "," : "") + R"({"term":"t)" + std::to_string(batch) + "-" +
              std::to_string(i) + "\"" + (batch > 0 ? R"(,"group":"Big"})" : "}");
    }
    rapidjson::Document added;
    ASSERT_NO_FATAL_FAILURE(addOk(a_, body + "]}", &added));
    for (const std::string& id : idsOf(added["data"])) ids.push_back(id);
  }
  ASSERT_EQ(ids.size(), 2400u);
  auto expectSlices = [&](const std::string& query) {
    std::vector<std::string> all = walk(a_, 500, query);
    const int count = static_cast<int>(all.size());
    for (int limit : {7, 50}) {
      int last = (count + limit - 1) / limit, marked = 1000 / limit + 2;
      for (int n : {last + 1, last, marked, (marked + last) / 2, marked - 1, last - 1, marked}) {
        if (n < 1) continue;
        rapidjson::Document list;
        ASSERT_NO_FATAL_FAILURE(listOk(
            a_, "?limit=" + std::to_string(limit) + "&page=" + std::to_string(n) + query, &list));
        int from = std::min(count, (n - 1) * limit), to = std::min(count, n * limit);
        ASSERT_EQ(termsOf(list["data"]),
                  std::vector<std::string>(all.begin() + from, all.begin() + to))
            << query << " limit " << limit << " page " << n;
        EXPECT_EQ(list["meta"]["total"].GetInt64(), count) << query;
      }
    }
  };
  // `method route` on `path` (the route's, with its id filled in).
  auto patch = [&](const std::string& method, const std::string& route, const std::string& path,
                   const std::vector<std::string>& which, const std::string& extra = "") {
    HttpResponse r = call(method, route, path, a_.key, idsBody(which, extra));
    ASSERT_EQ(r.status, 200) << describe(r);
  };
  auto every = [&](std::size_t from, std::size_t to, std::size_t step) {
    std::vector<std::string> out;
    for (std::size_t i = from; i < to; i += step) out.push_back(ids[i]);
    return out;
  };
  ASSERT_NO_FATAL_FAILURE(expectSlices(""));
  ASSERT_NO_FATAL_FAILURE(expectSlices("&group=Big"));

  // Status: 1 100 keywords, in two requests.
  ASSERT_NO_FATAL_FAILURE(patch("PATCH", "/keywords/status", "/keywords/status",
                                every(200, 1000, 1), R"(,"status":"ignored")"));
  ASSERT_NO_FATAL_FAILURE(patch("PATCH", "/keywords/status", "/keywords/status",
                                every(1000, 1300, 1), R"(,"status":"ignored")"));
  ASSERT_NO_FATAL_FAILURE(expectSlices("&status=ignored"));
  ASSERT_NO_FATAL_FAILURE(expectSlices("&group=Big"));
  // Deleted from everywhere in the list.
  ASSERT_NO_FATAL_FAILURE(patch("DELETE", "/keywords", "/keywords", every(3, 2400, 8)));
  ASSERT_NO_FATAL_FAILURE(expectSlices(""));
  ASSERT_NO_FATAL_FAILURE(expectSlices("&status=ignored"));
  ASSERT_NO_FATAL_FAILURE(expectSlices("&group=Big"));
  // Out of the group, then newer keywords at the top.
  std::string big = queryRow("SELECT id FROM keyword_groups WHERE name = 'Big'");
  ASSERT_NO_FATAL_FAILURE(patch("DELETE", "/keywords/groups/{id}/keywords",
                                "/keywords/groups/" + big + "/keywords", every(800, 1400, 3)));
  ASSERT_NO_FATAL_FAILURE(expectSlices("&group=Big"));
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"keywords":[{"term":"new1"},{"term":"new2"}]})", &added));
  ASSERT_NO_FATAL_FAILURE(expectSlices(""));
  // The group goes: its keywords stay, in no group.
  ASSERT_EQ(call("DELETE", "/keywords/groups/{id}", "/keywords/groups/" + big, a_.key).status, 200);
  ASSERT_NO_FATAL_FAILURE(expectSlices(""));
  EXPECT_TRUE(walk(a_, 500, "&group_id=" + big).empty());
}

// Marks are kept per website (and filter): two websites' deep pages, read in turn at the same
// depth, each show that website's own keywords, as its cursor walk does.
TEST_F(KeywordListTest, DeepPagesOfOneWebsiteNeverStartFromAnothersMarks) {
  const std::vector<std::pair<const Tenant*, std::string>> sites{{&a_, "alpha"}, {&b_, "bravo"}};
  for (const auto& [who, prefix] : sites) {
    for (int batch = 0; batch < 2; ++batch) {  // 1 200 keywords, 1 000 a request at most
      std::string body = R"({"keywords":[)";
      for (int i = 0; i < 600; ++i) {
        body += std::string(i ? "," : "") + R"({"term":")" + prefix + "-" +
                std::to_string(batch * 600 + i) + "\"}";
      }
      rapidjson::Document added;
      ASSERT_NO_FATAL_FAILURE(addOk(*who, body + "]}", &added));
    }
  }
  for (int round = 0; round < 2; ++round) {
    for (const auto& [who, prefix] : sites) {
      std::vector<std::string> all = walk(*who, 500);
      rapidjson::Document list;
      ASSERT_NO_FATAL_FAILURE(listOk(*who, "?limit=10&page=110", &list));
      EXPECT_EQ(termsOf(list["data"]),
                std::vector<std::string>(all.begin() + 1090, all.begin() + 1100))
          << prefix << " round " << round;
    }
  }
}

TEST_F(KeywordListTest, CursorsFollowTheFiltersAndRefuseWhatIsNotOne) {
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"k1", "k2", "k3", "k4", "k5"}, &ids));
  HttpResponse ignored = call("PATCH", "/keywords/status", "/keywords/status", a_.key,
                              idsBody({ids[1], ids[3]}, R"(,"status":"ignored")"));
  ASSERT_EQ(ignored.status, 200) << describe(ignored);
  EXPECT_EQ(walk(a_, 1, "&status=ignored"), (std::vector<std::string>{"k4", "k2"}));
  EXPECT_EQ(walk(a_, 2, "&status=active"), (std::vector<std::string>{"k5", "k3", "k1"}));

  const std::string cursor_rule = "Invalid field: cursor";
  for (const char* bad : {"zz", "abc", "00", "6331", "63311f61"}) {
    EXPECT_TRUE(
        isErrorContaining(http().get(api("/keywords?cursor=") + bad, a_.key), 400, {cursor_rule}))
        << bad;
  }
  rapidjson::Document first;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?limit=2", &first));
  std::string cursor = first["meta"]["next_cursor"].GetString();
  EXPECT_TRUE(isErrorContaining(http().get(api("/keywords?page=2&cursor=") + cursor, a_.key), 400,
                                {cursor_rule, "page"}));
}

TEST_F(KeywordListTest, DefaultLimitIsFifty) {
  std::string body = R"({"keywords":[)";
  for (int i = 0; i < 60; ++i)
    body += std::string(i ? "," : "") + "{\"term\":\"t" + std::to_string(i) + "\"}";
  rapidjson::Document added, list;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, body + "]}", &added));
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "", &list));
  EXPECT_EQ(list["data"].Size(), 50u);
  EXPECT_EQ(metaOf(list), "60/1/50/more");
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?page=2", &list));
  EXPECT_EQ(list["data"].Size(), 10u);
  EXPECT_EQ(metaOf(list), "60/2/50");
}

TEST_F(KeywordListTest, KeywordsAddedTogetherAreOrderedByIdDescending) {
  rapidjson::Document added, list;
  ASSERT_NO_FATAL_FAILURE(
      addOk(a_, R"({"keywords":[{"term":"a"},{"term":"b"},{"term":"c"}]})", &added));
  std::vector<std::string> ids = idsOf(added["data"]);
  std::sort(ids.rbegin(), ids.rend());
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "", &list));
  EXPECT_EQ(idsOf(list["data"]), ids);
}

TEST_F(KeywordListTest, FiltersByStatusAndGroup) {
  rapidjson::Document added, list;
  ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                R"({"keywords":[{"term":"s1","group":"Shoes"},)"
                                R"({"term":"s2","group":"Shoes"},{"term":"b1","group":"Bags"},)"
                                R"({"term":"loose"}]})",
                                &added));
  std::string s1 = stringField(added["data"][0], "id");
  std::string shoes = stringField(added["data"][0], "group_id");
  std::string bags = stringField(added["data"][2], "group_id");
  HttpResponse patched = call("PATCH", "/keywords/status", "/keywords/status", a_.key,
                              idsBody({s1}, R"(,"status":"planned")"));
  ASSERT_EQ(patched.status, 200) << describe(patched);

  auto sortedTerms = [&](const std::string& query) {
    rapidjson::Document l;
    listOk(a_, query, &l);
    if (!l.IsObject() || !l.HasMember("data")) return std::vector<std::string>{};
    std::vector<std::string> terms = termsOf(l["data"]);
    std::sort(terms.begin(), terms.end());
    EXPECT_EQ(l["meta"]["total"].GetInt64(), static_cast<std::int64_t>(terms.size())) << query;
    return terms;
  };
  using Terms = std::vector<std::string>;
  EXPECT_EQ(sortedTerms("?status=planned"), (Terms{"s1"}));
  EXPECT_EQ(sortedTerms("?status=active"), (Terms{"b1", "loose", "s2"}));
  EXPECT_EQ(sortedTerms("?status=ignored"), Terms{});
  EXPECT_EQ(sortedTerms("?group_id=" + shoes), (Terms{"s1", "s2"}));
  EXPECT_EQ(sortedTerms("?group_id=" + bags), (Terms{"b1"}));
  EXPECT_EQ(sortedTerms("?group=shoes"), (Terms{"s1", "s2"}));
  EXPECT_EQ(sortedTerms("?group=BAGS"), (Terms{"b1"}));
  EXPECT_EQ(sortedTerms("?group=Nothing"), Terms{});
  EXPECT_EQ(sortedTerms("?group_id=7d3c1a52-0f4e-4b8a-9c61-2e5f8a9b0c1d"), Terms{});
  EXPECT_EQ(sortedTerms("?group=Shoes&status=active"), (Terms{"s2"}));
  EXPECT_EQ(sortedTerms("?group_id=" + shoes + "&status=planned"), (Terms{"s1"}));
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?status=active&limit=2&page=2", &list));
  EXPECT_EQ(list["data"].Size(), 1u);
  EXPECT_EQ(list["meta"]["total"].GetInt64(), 3);
}

TEST_F(KeywordListTest, SortsByAFieldWithKeywordsWithoutOneLast) {
  rapidjson::Document added, list;
  ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                R"({"keywords":[{"term":"Beta","volume":300,"difficulty":5},)"
                                R"({"term":"alpha","volume":10,"difficulty":70,"cpc":1.5},)"
                                R"({"term":"gamma"},{"term":"delta","volume":200,"cpc":0.2}]})",
                                &added));
  using Terms = std::vector<std::string>;
  auto terms = [&](const std::string& query) {
    rapidjson::Document l;
    listOk(a_, query, &l);
    if (!l.IsObject() || !l.HasMember("data")) return Terms{};
    EXPECT_EQ(l["meta"]["total"].GetInt64(), 4) << query;
    EXPECT_TRUE(l["meta"]["next_cursor"].IsNull()) << query;
    return termsOf(l["data"]);
  };
  // Keywords without the field tie, and ties go by id in the list's direction.
  std::map<std::string, std::string> id_of;
  for (const rapidjson::Value& k : added["data"].GetArray()) {
    id_of[k["term"].GetString()] = k["id"].GetString();
  }
  auto byId = [&](std::string x, std::string y, bool descending) {
    return (id_of[x] < id_of[y]) != descending ? Terms{x, y} : Terms{y, x};
  };
  auto then = [](Terms head, const Terms& tail) {
    head.insert(head.end(), tail.begin(), tail.end());
    return head;
  };
  EXPECT_EQ(terms("?sort=volume"), (Terms{"Beta", "delta", "alpha", "gamma"}));
  EXPECT_EQ(terms("?sort=volume&order=asc"), (Terms{"alpha", "delta", "Beta", "gamma"}));
  EXPECT_EQ(terms("?sort=term"), (Terms{"alpha", "Beta", "delta", "gamma"}));
  EXPECT_EQ(terms("?sort=term&order=desc"), (Terms{"gamma", "delta", "Beta", "alpha"}));
  EXPECT_EQ(terms("?sort=difficulty"), then({"alpha", "Beta"}, byId("gamma", "delta", true)));
  EXPECT_EQ(terms("?sort=cpc&order=asc"), then({"delta", "alpha"}, byId("Beta", "gamma", false)));
  // Oldest first is the default list backwards.
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "", &list));
  Terms newest = termsOf(list["data"]);
  EXPECT_EQ(terms("?sort=created_at&order=asc"), Terms(newest.rbegin(), newest.rend()));
  // Pages of a sorted list are its slices.
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?sort=volume&limit=3&page=2", &list));
  EXPECT_EQ(termsOf(list["data"]), (Terms{"gamma"}));
  EXPECT_EQ(list["meta"]["total"].GetInt64(), 4);
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?sort=volume&limit=3&page=3", &list));
  EXPECT_EQ(list["data"].Size(), 0u);
  EXPECT_EQ(list["meta"]["total"].GetInt64(), 4);
}

TEST_F(KeywordListTest, SearchesByTextAndStarWithExactTotals) {
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                R"({"keywords":[{"term":"Running Shoes","group":"Shoes"},)"
                                R"({"term":"trail shoes"},{"term":"100% cotton"},)"
                                R"({"term":"snake_case"},{"term":"snakescase"}]})",
                                &added));
  std::vector<std::string> ids = idsOf(added["data"]);
  HttpResponse starred = call("PATCH", "/keywords/starred", "/keywords/starred", a_.key,
                              idsBody({ids[0], ids[2]}, R"(,"starred":true)"));
  ASSERT_EQ(starred.status, 200) << describe(starred);
  EXPECT_EQ(starred.body, R"({"success":true,"updated":2})");
  using Terms = std::vector<std::string>;
  auto sortedTerms = [&](const std::string& query) {
    rapidjson::Document l;
    listOk(a_, query, &l);
    if (!l.IsObject() || !l.HasMember("data")) return Terms{};
    Terms terms = termsOf(l["data"]);
    EXPECT_EQ(l["meta"]["total"].GetInt64(), static_cast<std::int64_t>(terms.size())) << query;
    std::sort(terms.begin(), terms.end());
    return terms;
  };
  EXPECT_EQ(sortedTerms("?q=SHOES"), (Terms{"Running Shoes", "trail shoes"}));
  EXPECT_EQ(sortedTerms("?q=%20shoes%20"), (Terms{"Running Shoes", "trail shoes"}));
  EXPECT_EQ(sortedTerms("?q=100%25"), (Terms{"100% cotton"}));
  EXPECT_EQ(sortedTerms("?q=%25"), (Terms{"100% cotton"}));
  EXPECT_EQ(sortedTerms("?q=e_c"), (Terms{"snake_case"}));
  EXPECT_EQ(sortedTerms("?q=nothing"), Terms{});
  EXPECT_EQ(sortedTerms("?starred=true"), (Terms{"100% cotton", "Running Shoes"}));
  EXPECT_EQ(sortedTerms("?starred=false"), (Terms{"snake_case", "snakescase", "trail shoes"}));
  EXPECT_EQ(sortedTerms("?starred=true&q=shoes&group=shoes"), (Terms{"Running Shoes"}));
  EXPECT_EQ(sortedTerms("?starred=false&q=shoes&status=active"), (Terms{"trail shoes"}));
  // Unstarring; ids of no keyword are not counted.
  HttpResponse unstarred =
      call("PATCH", "/keywords/starred", "/keywords/starred", a_.key,
           idsBody({ids[0], "7d3c1a52-0f4e-4b8a-9c61-2e5f8a9b0c1d"}, R"(,"starred":false)"));
  ASSERT_EQ(unstarred.status, 200) << describe(unstarred);
  EXPECT_EQ(unstarred.body, R"({"success":true,"updated":1})");
  EXPECT_EQ(sortedTerms("?starred=true"), (Terms{"100% cotton"}));
  // The other organization's list, searched, holds none of these.
  rapidjson::Document theirs;
  ASSERT_NO_FATAL_FAILURE(listOk(b_, "?q=shoes", &theirs));
  EXPECT_EQ(theirs["data"].Size(), 0u);
  EXPECT_EQ(theirs["meta"]["total"].GetInt64(), 0);
}

TEST_F(KeywordListTest, UnusableQueryParametersAre400) {
  const std::string limit = "Invalid field: limit: must be a whole number from 1 to 500";
  const std::string page = "Invalid field: page: must be a whole number from 1 to 1000000000";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"?limit=0", limit},
      {"?limit=501", limit},
      {"?limit=abc", limit},
      {"?limit=1.5", limit},
      {"?limit=-1", limit},
      {"?limit=", limit},
      {"?limit=%2B5", limit},
      {"?page=0", page},
      {"?page=-1", page},
      {"?page=x", page},
      {"?page=1000000001", page},
      {"?page=", page},
      {"?status=archived", "Invalid field: status: must be one of active, planned, ignored"},
      {"?status=", "Invalid field: status: must be one of active, planned, ignored"},
      {"?group_id=nope", "Invalid field: group_id: must be a UUID"},
      {"?group=%20", "Invalid field: group: must be a group name"},
      {"?starred=yes", "Invalid field: starred: must be true or false"},
      {"?q=", "Invalid field: q: must be text of 1 to 200 characters"},
      {"?q=%20%20", "Invalid field: q: must be text of 1 to 200 characters"},
      {"?q=a%00b", "Invalid query parameter: q: not valid UTF-8 text (or contains NUL)"},
      {"?q=%FF", "Invalid query parameter: q: not valid UTF-8 text (or contains NUL)"},
      {"?q=" + std::string(201, 'x'), "Invalid field: q: must be text of 1 to 200 characters"},
      {"?sort=id",
       "Invalid field: sort: must be one of created_at, term, volume, difficulty, cpc, position, "
       "position_change"},
      {"?order=up", "Invalid field: order: must be one of asc, desc"},
  };
  for (const auto& [query, message] : cases) {
    EXPECT_TRUE(isError(call("GET", "/keywords", "/keywords" + query, a_.key), 400, message))
        << query;
  }
  // A real cursor of the default order walks no other order or search.
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"k1", "k2"}, &ids));
  rapidjson::Document first;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?limit=1", &first));
  ASSERT_TRUE(first["meta"]["next_cursor"].IsString());
  const std::string cursor = first["meta"]["next_cursor"].GetString();
  for (const char* query : {"?sort=volume", "?sort=created_at&order=asc", "?q=k", "?starred=false"}) {
    EXPECT_TRUE(isError(call("GET", "/keywords", std::string("/keywords") + query + "&cursor=" + cursor,
                             a_.key),
                        400,
                        "Invalid field: cursor: works in the default order without q or starred; "
                        "use page"))
        << query;
  }
}

}  // namespace
}  // namespace seo::tests
