// A tracked keyword's latest position on the keyword itself, against the fake DataForSEO peer:
// POST /keywords with `track` (for the request and per keyword), the Keyword's position,
// position_change against the check a week before and ranking_url, the list filtered and sorted
// by them, the webhook events of a move (tops entered and left, moves of 10 places), Search
// Console's own figures beside each measured position, old readings thinned to one a week, and
// none of it crossing from one organization to another.
#include <ctime>
#include <map>
#include <set>

#include "tests/e2e/harness/rank_fixture.h"
#include "tests/e2e/harness/route_sweeps.h"
#include "tests/e2e/harness/temp_dir.h"
#include "tests/e2e/harness/tenant.h"
#include "tests/e2e/harness/webhook_fixture.h"

namespace seo::tests {
namespace {

// A results page where alpha.example ranks at `position` (after filler results), or not at all.
std::string resultsWith(std::optional<int> position, const std::string& path) {
  std::string items;
  const int fillers = position ? *position - 1 : 20;
  for (int i = 0; i < fillers; ++i) {
    items += (items.empty() ? "" : ",") + std::string(R"({"url": "https://filler-)") +
             std::to_string(i) + R"(.example/", "title": "Filler"})";
  }
  if (position) {
    items += (items.empty() ? "" : ",") + std::string(R"({"url": "https://www.alpha.example)") +
             path + R"(", "title": "Ours"})";
  }
  return "[" + items + "]";
}

// The peer's SERP for both tracked terms at once.
std::string serpOf(std::optional<int> trail, std::optional<int> other) {
  return R"({"queue_polls": 0, "serp": {"trail shoes": )" + resultsWith(trail, "/trail-shoes") +
         R"(, "nothing ranks": )" + resultsWith(other, "/other") + "}}";
}

class RankPositionsTest : public RankE2eTest {
 protected:
  // The list's terms for `query`.
  std::vector<std::string> listed(const std::string& query) {
    rapidjson::Document list;
    listOk(a_, query, &list);
    return termsOf(list["data"]);
  }
  // The keyword `term` in the list (fatal when absent), into `*out`.
  void keywordNamed(const Tenant& who, const std::string& term, rapidjson::Document* out) {
    rapidjson::Document list;
    ASSERT_NO_FATAL_FAILURE(listOk(who, "?q=" + term.substr(0, 5), &list));
    for (const auto& k : list["data"].GetArray()) {
      if (stringField(k, "term") == term) {
        out->CopyFrom(k, out->GetAllocator());
        return;
      }
    }
    FAIL() << term << " is not listed: " << toJson(list);
  }
  // The rank events emitted for alpha, each "type term top previous->position", sorted.
  std::vector<std::string> rankEvents() {
    std::string rows;
    query("SELECT payload FROM webhook_events WHERE organization_id = '" + a_.org_id +
              "' AND type LIKE 'keywords.rank.%'",
          &rows);
    std::vector<std::string> events;
    std::size_t start = 0;
    while (start < rows.size()) {
      std::size_t end = rows.find('\n', start);
      if (end == std::string::npos) end = rows.size();
      rapidjson::Document e;
      e.Parse(rows.substr(start, end - start).c_str());
      start = end + 1;
      if (e.HasParseError() || !e.IsObject()) continue;
      const rapidjson::Value& d = e["data"];
      auto n = [](const rapidjson::Value& v) {
        return v.IsNull() ? std::string("-") : std::to_string(v.GetInt());
      };
      events.push_back(stringField(e, "type") + " " + stringField(d, "term") + " " + n(d["top"]) +
                       " " + n(d["previous_position"]) + "->" + n(d["position"]));
    }
    std::sort(events.begin(), events.end());
    return events;
  }
};

TEST_F(RankPositionsTest, TheKeywordShowsItsPositionAndItsChangeAndTheListSortsAndFilters) {
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  ASSERT_NO_FATAL_FAILURE(control(serpOf(2, std::nullopt)));
  // Tracked for the whole request, but one keyword says otherwise.
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"track": true, "keywords": [{"term": "trail shoes"},
      {"term": "nothing ranks"}, {"term": "untracked", "track": false}]})",
                                &added));
  ASSERT_EQ(added["data"].Size(), 3u);
  EXPECT_TRUE(added["data"][0]["is_tracked"].GetBool());
  EXPECT_TRUE(added["data"][1]["is_tracked"].GetBool());
  EXPECT_FALSE(added["data"][2]["is_tracked"].GetBool());
  const std::vector<std::string> ids = idsOf(added["data"]);

  // The check started by itself: the first readings, a position without a change yet.
  rapidjson::Document history;
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, ids[0], 1, &history));
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, ids[1], 1, &history));
  rapidjson::Document trail, other, untracked;
  ASSERT_NO_FATAL_FAILURE(keywordNamed(a_, "trail shoes", &trail));
  EXPECT_EQ(trail["position"].GetInt(), 2) << toJson(trail);
  EXPECT_TRUE(trail["position_change"].IsNull());
  EXPECT_EQ(stringField(trail, "ranking_url"), "https://www.alpha.example/trail-shoes");
  EXPECT_FALSE(stringField(trail, "position_checked_at").empty());
  ASSERT_NO_FATAL_FAILURE(keywordNamed(a_, "nothing ranks", &other));
  EXPECT_TRUE(other["position"].IsNull()) << toJson(other);  // checked: not in the top 100
  EXPECT_FALSE(stringField(other, "position_checked_at").empty());
  ASSERT_NO_FATAL_FAILURE(keywordNamed(a_, "untracked", &untracked));
  EXPECT_FALSE(untracked["is_tracked"].GetBool());
  EXPECT_TRUE(untracked["position_checked_at"].IsNull());
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 2);
  EXPECT_TRUE(rankEvents().empty());  // a first check has nothing to compare with

  // A day later: trail shoes falls out of the top 3 and 10 by 13 places; the other enters.
  ASSERT_NO_FATAL_FAILURE(control(serpOf(15, 5)));
  advanceClock(25 * 3600);
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, ids[0], 2, &history));
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, ids[1], 2, &history));
  EXPECT_EQ(rankEvents(), (std::vector<std::string>{
                              "keywords.rank.entered_top nothing ranks 10 -->5",
                              "keywords.rank.entered_top nothing ranks 100 -->5",
                              "keywords.rank.left_top trail shoes 10 2->15",
                              "keywords.rank.left_top trail shoes 3 2->15",
                              "keywords.rank.moved trail shoes - 2->15",
                          }));
  ASSERT_NO_FATAL_FAILURE(keywordNamed(a_, "trail shoes", &trail));
  EXPECT_EQ(trail["position"].GetInt(), 15);
  EXPECT_TRUE(trail["position_change"].IsNull()) << toJson(trail);  // no check a week before

  // A week after that: the change is against the check a week before (15), not the first (2).
  // (The week moved the endpoint past the days of failed deliveries that disable it: a new one
  // listens.)
  ASSERT_NO_FATAL_FAILURE(control(serpOf(4, 5)));
  advanceClock(7 * 24 * 3600);
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, ids[0], 3, &history));
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, ids[1], 3, &history));
  ASSERT_NO_FATAL_FAILURE(keywordNamed(a_, "trail shoes", &trail));
  EXPECT_EQ(trail["position"].GetInt(), 4);
  EXPECT_EQ(trail["position_change"].GetInt(), 11) << toJson(trail);
  ASSERT_NO_FATAL_FAILURE(keywordNamed(a_, "nothing ranks", &other));
  EXPECT_EQ(other["position"].GetInt(), 5);
  EXPECT_EQ(other["position_change"].GetInt(), 0);
  EXPECT_EQ(stringField(other, "ranking_url"), "https://www.alpha.example/other");
  const std::vector<std::string> events = rankEvents();
  EXPECT_EQ(
      std::count(events.begin(), events.end(), "keywords.rank.entered_top trail shoes 10 15->4"),
      1);
  EXPECT_EQ(std::count(events.begin(), events.end(), "keywords.rank.moved trail shoes - 15->4"), 1);
  EXPECT_EQ(events.size(), 7u) << ::testing::PrintToString(events);

  // Sorted: best position first, biggest gain first; keywords without one last either way.
  EXPECT_EQ(listed("?sort=position"),
            (std::vector<std::string>{"trail shoes", "nothing ranks", "untracked"}));
  EXPECT_EQ(listed("?sort=position&order=desc"),
            (std::vector<std::string>{"nothing ranks", "trail shoes", "untracked"}));
  EXPECT_EQ(listed("?sort=position_change"),
            (std::vector<std::string>{"trail shoes", "nothing ranks", "untracked"}));
  // Filtered by position, change and tracking.
  EXPECT_EQ(listed("?position_max=4"), (std::vector<std::string>{"trail shoes"}));
  EXPECT_EQ(listed("?position_min=5&position_max=10"), (std::vector<std::string>{"nothing ranks"}));
  EXPECT_EQ(listed("?change=improved"), (std::vector<std::string>{"trail shoes"}));
  EXPECT_EQ(listed("?change=unchanged"), (std::vector<std::string>{"nothing ranks"}));
  EXPECT_TRUE(listed("?change=declined").empty());
  EXPECT_EQ(listed("?tracked=false"), (std::vector<std::string>{"untracked"}));
  EXPECT_EQ(listed("?tracked=true&sort=term"),
            (std::vector<std::string>{"nothing ranks", "trail shoes"}));
  rapidjson::Document counted;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?tracked=true&limit=1", &counted));
  EXPECT_EQ(counted["meta"]["total"].GetInt64(), 2);

  // Untracked, a keyword shows no position (its history stays) and leaves the filters.
  ASSERT_NO_FATAL_FAILURE(track(a_, {ids[0]}, false, 1));
  ASSERT_NO_FATAL_FAILURE(keywordNamed(a_, "trail shoes", &trail));
  EXPECT_TRUE(trail["position"].IsNull()) << toJson(trail);
  EXPECT_TRUE(trail["position_change"].IsNull());
  EXPECT_TRUE(trail["ranking_url"].IsNull());
  EXPECT_TRUE(listed("?position_max=4").empty());
  ASSERT_NO_FATAL_FAILURE(rankings(a_, ids[0], &history));
  EXPECT_EQ(history["data"].Size(), 3u);
}

TEST_F(RankPositionsTest, SearchConsolesOwnPositionForTheRankingUrlIsBesideTheMeasuredOne) {
  ASSERT_NO_FATAL_FAILURE(control(serpOf(3, std::nullopt)));
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(
      addOk(a_, R"({"keywords": [{"term": "trail shoes", "track": true}]})", &added));
  const std::string id = stringField(added["data"][0], "id");
  rapidjson::Document history;
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, id, 1, &history));
  EXPECT_TRUE(history["data"][0]["search_console"].IsNull()) << toJson(history);

  // Search Console's figures of that URL on the check's day, imported as an operator would.
  const std::string day = stringField(history["data"][0], "checked_at").substr(0, 10);
  const std::string csv = dir_.file("Pages.csv");
  ASSERT_TRUE(writeFile(csv,
                        "Top pages,Clicks,Impressions,CTR,Position\n"
                        "https://www.alpha.example/trail-shoes,12,400,3%,3.6\n"
                        "https://www.alpha.example/other,1,10,10%,40\n"));
  rapidjson::Document imported;
  ASSERT_NO_FATAL_FAILURE(runCliOk(cli(),
                                   {"analytics", "import-search-console", "--website",
                                    a_.website_id, "--file", csv, "--date", day},
                                   &imported));
  ASSERT_NO_FATAL_FAILURE(rankings(a_, id, &history));
  EXPECT_EQ(toJson(history["data"][0]["search_console"]),
            R"({"position":3.6,"clicks":12,"impressions":400})");
  EXPECT_EQ(history["data"][0]["position"].GetInt(), 3);

  // Bravo's Search Console data for the same URL is not alpha's.
  rapidjson::Document bravo_added;
  ASSERT_NO_FATAL_FAILURE(
      addOk(b_, R"({"keywords": [{"term": "trail shoes", "track": true}]})", &bravo_added));
  const std::string bravo_id = stringField(bravo_added["data"][0], "id");
  rapidjson::Document bravo_history;
  ASSERT_NO_FATAL_FAILURE(awaitRankings(b_, bravo_id, 1, &bravo_history));
  EXPECT_TRUE(bravo_history["data"][0]["search_console"].IsNull()) << toJson(bravo_history);
}

// Days since the epoch of an ISO time's date, and its weekday (0: Sunday), by the C library.
std::pair<long long, int> dayAndWeekday(const std::string& iso) {
  std::tm tm{};
  tm.tm_year = std::stoi(iso.substr(0, 4)) - 1900;
  tm.tm_mon = std::stoi(iso.substr(5, 2)) - 1;
  tm.tm_mday = std::stoi(iso.substr(8, 2));
  std::time_t t = timegm(&tm);
  std::tm back{};
  gmtime_r(&t, &back);
  return {static_cast<long long>(t / 86400), back.tm_wday};
}

TEST_F(RankPositionsTest, ReadingsPastTheRetentionAreThinnedToTheFirstOfEachWeek) {
  server().stop();
  ASSERT_NO_FATAL_FAILURE(startServer(
      providerOptions(R"({"keywords": {"rank_poll_seconds": 1, "rank_retention_days": 30}})")));
  ASSERT_NO_FATAL_FAILURE(control(serpOf(3, std::nullopt)));
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"trail shoes"}, &ids));
  ASSERT_NO_FATAL_FAILURE(addEach(b_, {"nothing ranks"}, &ids));
  // Sixty days of daily readings, as a long-tracked keyword has, for alpha and for bravo; the
  // newest two days old, so the keyword is due for a check at any time of day (one from 06:00
  // yesterday is not due before 06:00 today).
  const std::time_t now = std::time(nullptr);
  std::map<long long, int> weeks_before_cutoff;  // Monday-based week of each old day
  const auto today = dayAndWeekday([&] {
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&now));
    return std::string(buf);
  }());
  int recent = 0;
  for (int ago = 61; ago >= 2; --ago) {
    std::time_t at = now - static_cast<std::time_t>(ago) * 86400;
    char iso[40];
    std::strftime(iso, sizeof iso, "%Y-%m-%dT06:00:00.000Z", std::gmtime(&at));
    for (std::size_t k = 0; k < 2; ++k) {
      const Tenant& who = k == 0 ? a_ : b_;
      std::string ignored;
      query(
          "INSERT INTO keyword_rankings (keyword_id, website_id, checked_at, device, country, "
          "language, position, ranking_url, features, ai_overview_cited, competitors) VALUES ('" +
              ids[k] + "', '" + who.website_id + "', '" + iso +
              "', 'desktop', 'US', 'en', 7, NULL, '[]', 0, '[]')",
          &ignored);
    }
    const auto [day, weekday] = dayAndWeekday(iso);
    if (day < today.first - 30) {
      weeks_before_cutoff[day - (weekday + 6) % 7] = 1;  // the Monday of its week
    } else {
      ++recent;
    }
  }
  const std::size_t kept = weeks_before_cutoff.size() + static_cast<std::size_t>(recent);
  // Alpha's run thins alpha's readings, not bravo's.
  ASSERT_NO_FATAL_FAILURE(track(a_, {ids[0]}, true, 1));
  ASSERT_NO_FATAL_FAILURE(awaitRow("SELECT COUNT(*) FROM keyword_rankings WHERE keyword_id = '" +
                                       ids[0] + "' AND checked_at < '2100'",
                                   std::to_string(kept + 1)));  // with the new check
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keyword_rankings WHERE keyword_id = '" + ids[1] + "'"),
            "60");
  // The weekly readings left are each the first of their week.
  rapidjson::Document history;
  char from[16];
  const std::time_t first = now - 90 * 86400;
  std::strftime(from, sizeof from, "%Y-%m-%d", std::gmtime(&first));
  ASSERT_NO_FATAL_FAILURE(rankings(a_, ids[0], &history, std::string("?from=") + from));
  std::set<long long> weeks;
  for (const auto& row : history["data"].GetArray()) {
    const auto [day, weekday] = dayAndWeekday(stringField(row, "checked_at"));
    if (day >= today.first - 30) continue;
    EXPECT_TRUE(weeks.insert(day - (weekday + 6) % 7).second) << stringField(row, "checked_at");
  }
  EXPECT_EQ(weeks.size(), weeks_before_cutoff.size());
  ASSERT_NO_FATAL_FAILURE(awaitRow(
      "SELECT COUNT(*) FROM jobs WHERE kind = 'keywords.rank_check' AND status = 'completed' "
      "AND result LIKE '%\"thinned\":" +
          std::to_string(60 - kept) + "%'",
      "1"));
}

TEST_F(RankPositionsTest, TrackingOnAddIsMeteredCheckedAndKeptToItsOrganization) {
  // No credits left: tracking on add is 402 and nothing is added.
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "crawl_credits", 0));
  HttpResponse refused = call("POST", "/keywords", "/keywords", a_.key,
                              R"({"track": true, "keywords": [{"term": "trail shoes"}]})");
  EXPECT_TRUE(isError(refused, 402, "Usage limit reached for crawl_credits")) << describe(refused);
  refused = call("POST", "/keywords", "/keywords", a_.key,
                 R"({"keywords": [{"term": "trail shoes", "track": true}]})");
  EXPECT_TRUE(isError(refused, 402, "Usage limit reached for crawl_credits")) << describe(refused);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords"), "0");
  // Untracked keywords need no crawl credits.
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(
      addOk(a_, R"({"track": false, "keywords": [{"term": "plain"}]})", &added));
  EXPECT_FALSE(added["data"][0]["is_tracked"].GetBool());

  // Bad values are 400 naming the field; nothing is added.
  for (const auto& [body, field] : std::vector<std::pair<std::string, std::string>>{
           {R"({"track": "yes", "keywords": [{"term": "a"}]})", "track"},
           {R"({"keywords": [{"term": "a"}, {"term": "b", "track": 1}]})", "keywords[1].track"}}) {
    HttpResponse r = call("POST", "/keywords", "/keywords", a_.key, body);
    EXPECT_EQ(r.status, 400) << body << ": " << describe(r);
    EXPECT_NE(r.body.find(field), std::string::npos) << field << ": " << r.body;
  }
  for (const auto& [query, field] : std::vector<std::pair<std::string, std::string>>{
           {"?position_min=0", "position_min"},
           {"?position_max=101", "position_max"},
           {"?position_min=5&position_max=4", "position_min"},
           {"?position_max=x", "position_max"},
           {"?change=better", "change"},
           {"?tracked=maybe", "tracked"},
           {"?sort=rank", "sort"},
           {"?sort=position&cursor=abc", "cursor"}}) {
    HttpResponse r = call("GET", "/keywords", "/keywords" + query, a_.key);
    EXPECT_EQ(r.status, 400) << query << ": " << describe(r);
    EXPECT_NE(r.body.find(field), std::string::npos) << field << ": " << r.body;
  }
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords"), "1");

  // Bravo's tracked keywords are bravo's alone: alpha's filters never list them.
  ASSERT_NO_FATAL_FAILURE(control(serpOf(1, 1)));
  rapidjson::Document bravo;
  ASSERT_NO_FATAL_FAILURE(
      addOk(b_, R"({"track": true, "keywords": [{"term": "trail shoes"}]})", &bravo));
  const std::string bravo_id = stringField(bravo["data"][0], "id");
  rapidjson::Document history;
  ASSERT_NO_FATAL_FAILURE(awaitRankings(b_, bravo_id, 1, &history));
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?tracked=true", &list));
  EXPECT_EQ(list["data"].Size(), 0u) << toJson(list);
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?position_max=100", &list));
  EXPECT_EQ(list["data"].Size(), 0u);
  ASSERT_NO_FATAL_FAILURE(listOk(a_, "?sort=position", &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"plain"}));
  ASSERT_NO_FATAL_FAILURE(listOk(b_, "?tracked=true", &list));
  EXPECT_EQ(termsOf(list["data"]), (std::vector<std::string>{"trail shoes"}));
  EXPECT_FALSE(stringField(list["data"][0], "position_checked_at").empty());
  // Naming bravo's website in alpha's request is forbidden.
  HttpResponse forbidden = call(
      "POST", "/keywords", "/keywords", a_.key,
      R"({"website_id": ")" + b_.website_id + R"(", "track": true, "keywords": [{"term": "x"}]})");
  EXPECT_EQ(forbidden.status, 403) << describe(forbidden);
  EXPECT_EQ(usedCredits(b_, "crawl_credits"), 1);
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 0);
}

}  // namespace
}  // namespace seo::tests
