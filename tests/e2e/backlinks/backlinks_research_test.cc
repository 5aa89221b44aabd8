// A backlink campaign's research over real HTTP: the fake SERP peer answers the campaign's
// footprint queries, the fake sites serve robots.txt, pages and contact pages, and the fake LLM
// scores the prospects. Prospects are one per site, the campaign's own site and mass platforms
// left out; robots.txt is obeyed; contact addresses are found on the page or its contact page;
// the crawl of a page stays on its origin (another port of the host is another site);
// progress follows the research to its end; without providers the research says so; a research
// that fails gives its credits back once.
#include <algorithm>
#include <map>
#include <set>

#include "tests/e2e/harness/backlinks_fixture.h"
#include "tests/e2e/harness/webhook_fixture.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {
namespace {

class BacklinksResearchTest : public BacklinksE2eTest {
 protected:
  // Shares campaign `id` (PATCH is_public); its public_share_token.
  std::string share(const Tenant& who, const std::string& id) {
    HttpResponse r =
        call("PATCH", "/campaigns/{id}", "/campaigns/" + id, who.key, R"({"is_public": true})");
    EXPECT_EQ(r.status, 200) << describe(r);
    return r.status == 200 ? stringField(r.json()["data"], "public_share_token") : "";
  }
  // The opportunities of campaign `id`, by site host (from their URL).
  std::map<std::string, rapidjson::Document> bySite(const Tenant& who, const std::string& id) {
    rapidjson::Document page;
    listOpportunities(who, id, "?limit=50", &page);
    std::map<std::string, rapidjson::Document> out;
    for (const auto& o : page["data"].GetArray()) {
      std::string url = stringField(o, "url");
      std::string host = url.substr(url.find("//") + 2);
      host = host.substr(0, host.find_first_of(":/"));
      rapidjson::Document copy;
      copy.CopyFrom(o, copy.GetAllocator());
      out.emplace(host, std::move(copy));
    }
    return out;
  }
};

TEST_F(BacklinksResearchTest, FindsScoresAndDescribesOpportunities) {
  ASSERT_NO_FATAL_FAILURE(serveTrailRunningWorld());
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  rapidjson::Document created;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, R"({"keyword": "trail running"})", &created));
  std::string id = stringField(created, "id");
  rapidjson::Document campaign;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, id, &campaign));
  std::string done;  // the webhook event, written with the research's last job's end
  EXPECT_TRUE(eventuallyTrue([&] {
    query(emittedCountQuery(a_.org_id, "backlinks.research.completed"), &done);
    return done == "1";
  }));
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM jobs WHERE kind = 'backlinks.research'"), "7")
      << "a search of ten queries in five slices, the three sites in one, the review";
  EXPECT_EQ(queryRow(emittedCountQuery(a_.org_id, "backlinks.research.completed")), "1")
      << "the slices that handed on ended no research";
  const rapidjson::Value& progress = campaign["progress"];
  ASSERT_EQ(stringField(progress, "stage"), "completed") << toJson(campaign);
  EXPECT_EQ(progress["percent"].GetInt(), 100);
  EXPECT_EQ(progress["opportunities_found"].GetInt(), 3) << toJson(progress);
  EXPECT_EQ(progress["queries_done"].GetInt(), progress["queries_total"].GetInt());
  EXPECT_EQ(progress["sites_total"].GetInt(), 3);
  EXPECT_EQ(stringField(progress, "search_source"), "dataforseo");
  EXPECT_FALSE(progress["estimate"].GetBool());
  EXPECT_NE(stringField(progress, "ai").find("test-model"), std::string::npos) << toJson(progress);
  EXPECT_FALSE(stringField(progress, "finished_at").empty());

  // The model's strategies, marked as the model's.
  const rapidjson::Value& strategies = campaign["general_strategies"];
  ASSERT_EQ(strategies.Size(), 3u) << toJson(campaign);
  EXPECT_EQ(stringField(strategies[0], "title"), "Model strategy 1");
  EXPECT_EQ(stringField(strategies[0], "source"), "llm");

  std::map<std::string, rapidjson::Document> found = bySite(a_, id);
  ASSERT_EQ(found.size(), 3u);
  ASSERT_TRUE(found.count("trailblog.test") && found.count("peaks.test") &&
              found.count("blocked.test"));
  EXPECT_FALSE(found.count("www.youtube.com")) << "a mass platform";
  EXPECT_FALSE(found.count("alpha.example")) << "the campaign's own site";

  const rapidjson::Value& blog = found["trailblog.test"];
  EXPECT_EQ(stringField(blog, "url"), siteUrl("trailblog.test", "/write-for-us"))
      << "the best-ranked result of the site";
  EXPECT_EQ(stringField(blog, "title"), "Write for us: trail running guest posts");
  EXPECT_EQ(stringField(blog, "strategy"), "guest_post");
  EXPECT_EQ(stringField(blog, "contact_email"), "editor@trailblog.test");
  EXPECT_EQ(std::string(blog["contact_info"]["emails"][0].GetString()), "editor@trailblog.test");
  EXPECT_EQ(stringField(blog, "link_type"), "dofollow");
  EXPECT_EQ(stringField(blog, "status"), "new");
  EXPECT_TRUE(blog["domain_authority"].IsNull()) << "no provider: never invented";
  EXPECT_TRUE(blog["domain_rating"].IsNull());
  EXPECT_EQ(stringField(blog["backlink_campaigns"], "keyword"), "trail running");
  EXPECT_EQ(stringField(blog["backlink_campaigns"]["websites"], "url"), "https://alpha.example");

  const rapidjson::Value& peaks = found["peaks.test"];
  EXPECT_EQ(stringField(peaks, "contact_email"), "hello@peaks.test") << "from its contact page";
  EXPECT_EQ(stringField(peaks, "strategy"), "resource_page");
  EXPECT_EQ(stringField(peaks, "type"), "resource_page");

  const rapidjson::Value& blocked = found["blocked.test"];
  EXPECT_TRUE(blocked["contact_email"].IsNull());
  EXPECT_NE(stringField(blocked, "reasoning").find("robots.txt disallows"), std::string::npos)
      << toJson(blocked);
  std::set<std::string> tags;
  for (const auto& t : blocked["tags"].GetArray()) tags.insert(t.GetString());
  EXPECT_TRUE(tags.count("page-not-read") && tags.count("ai-scored")) << toJson(blocked);

  // The model scored all three, most relevant first: 95, 90, 85 in the heuristic's order.
  rapidjson::Document page;
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, id, "", &page));
  std::vector<int> scores;
  for (const auto& o : page["data"].GetArray()) {
    scores.push_back(o["relevance_score"].GetInt());
    EXPECT_NE(stringField(o, "reasoning").find("The model judged"), std::string::npos);
  }
  EXPECT_EQ(scores, (std::vector<int>{95, 90, 85}));

  // robots.txt was obeyed: blocked.test gave its robots.txt and nothing else; the contact page
  // of peaks.test was read; the "www." duplicate was not.
  EXPECT_EQ(requestedPaths("blocked.test"), (std::vector<std::string>{"/robots.txt"}));
  EXPECT_EQ(requestedPaths("peaks.test"),
            (std::vector<std::string>{"/robots.txt", "/resources", "/contact"}));
  EXPECT_TRUE(requestedPaths("www.trailblog.test").empty());
  // Each page request named the crawler, whose token robots.txt groups match.
  rapidjson::Document requests;
  std::string error;
  ASSERT_TRUE(sites_.requests(&requests, &error)) << error;
  for (const auto& r : requests.GetArray()) {
    EXPECT_EQ(stringField(r["headers"], "user-agent").rfind("seo-server/", 0), 0u);
  }
  // The model saw the prospects' words only inside the data fence.
  rapidjson::Document asked;
  ASSERT_TRUE(llm_.requests(&asked, &error)) << error;
  ASSERT_GE(asked.Size(), 1u);
  std::string prompt = toJson(asked[asked.Size() - 1]["body"]["messages"]);
  EXPECT_NE(prompt.find("<data>"), std::string::npos);
  EXPECT_NE(prompt.find("Write for us: trail running guest posts"), std::string::npos);
  EXPECT_GT(usedCredits(a_, "ai_credits"), 0) << "the review spent ai_credits";
  EXPECT_EQ(usedCredits(a_, "backlink_research"), 20);
}

TEST_F(BacklinksResearchTest, WithoutAModelTheHeuristicAndOfflineStrategiesStandLabelled) {
  ASSERT_NO_FATAL_FAILURE(restartServer(backlinksOptions(/*with_serp=*/true, /*with_llm=*/false)));
  ASSERT_NO_FATAL_FAILURE(serveTrailRunningWorld());
  rapidjson::Document created;
  ASSERT_NO_FATAL_FAILURE(
      createCampaign(a_, R"({"keyword": "trail running", "niche": "outdoor sports"})", &created));
  rapidjson::Document campaign;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, stringField(created, "id"), &campaign));
  ASSERT_EQ(stringField(campaign["progress"], "stage"), "completed") << toJson(campaign);
  EXPECT_NE(stringField(campaign["progress"], "ai").find("no LLM is configured"),
            std::string::npos);
  const rapidjson::Value& strategies = campaign["general_strategies"];
  ASSERT_EQ(strategies.Size(), 5u);
  for (const auto& s : strategies.GetArray()) EXPECT_EQ(stringField(s, "source"), "offline");
  EXPECT_NE(stringField(strategies[0], "title").find("outdoor sports"), std::string::npos);

  std::map<std::string, rapidjson::Document> found = bySite(a_, stringField(created, "id"));
  ASSERT_EQ(found.size(), 3u);
  const rapidjson::Value& blog = found["trailblog.test"];
  // The documented heuristic: title words 40, snippet and text 20, niche 0 of 15 ("outdoor
  // sports" appears nowhere), invites guest posts 15, contact found 10.
  EXPECT_EQ(blog["relevance_score"].GetInt(), 85) << toJson(blog);
  EXPECT_EQ(stringField(blog, "niche_relevance"), "high");
  EXPECT_FALSE(stringField(blog, "reasoning").empty());
  EXPECT_EQ(usedCredits(a_, "ai_credits"), 0) << "the offline stand-in spends nothing";
}

TEST_F(BacklinksResearchTest, WithoutASerpProviderTheResearchSaysItFoundNothing) {
  ASSERT_NO_FATAL_FAILURE(restartServer(backlinksOptions(/*with_serp=*/false, /*with_llm=*/false)));
  rapidjson::Document created;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, R"({"keyword": "trail running"})", &created));
  rapidjson::Document campaign;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, stringField(created, "id"), &campaign));
  const rapidjson::Value& progress = campaign["progress"];
  EXPECT_EQ(stringField(progress, "stage"), "completed");
  EXPECT_EQ(stringField(progress, "search_source"), "offline");
  EXPECT_TRUE(progress["estimate"].GetBool());
  EXPECT_FALSE(stringField(progress, "note").empty()) << "why nothing was found";
  EXPECT_EQ(progress["opportunities_found"].GetInt(), 0);
  rapidjson::Document page;
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, stringField(created, "id"), "", &page));
  EXPECT_EQ(page["data"].Size(), 0u);
  EXPECT_EQ(page["meta"]["total"].GetInt(), 0);

  // The note names a setting: the owner reads it, anonymous readers of the share view do not.
  EXPECT_NE(stringField(progress, "note").find("providers."), std::string::npos);
  std::string token = share(a_, stringField(created, "id"));
  HttpResponse view =
      call("GET", "/public/campaigns/{token}", "/public/campaigns/" + token, std::nullopt);
  ASSERT_EQ(view.status, 200) << describe(view);
  EXPECT_TRUE(view.json()["data"]["progress"]["note"].IsNull()) << view.body;
  EXPECT_EQ(view.body.find("providers."), std::string::npos) << view.body;
  EXPECT_EQ(stringField(view.json()["data"]["progress"], "search_source"), "offline");
}

TEST_F(BacklinksResearchTest, AFailedResearchEndsWithItsReasonAndRefundsOnce) {
  std::string error;
  ASSERT_TRUE(serp_.control(R"({"mode": "http_500"})", &error)) << error;
  rapidjson::Document created;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, R"({"keyword": "trail running"})", &created));
  EXPECT_EQ(usedCredits(a_, "backlink_research"), 20);
  rapidjson::Document campaign;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, stringField(created, "id"), &campaign));
  const rapidjson::Value& progress = campaign["progress"];
  EXPECT_EQ(stringField(progress, "stage"), "failed");
  EXPECT_NE(stringField(progress, "error").find("search:"), std::string::npos) << toJson(progress);
  EXPECT_EQ(usedCredits(a_, "backlink_research"), 0) << "refunded";
  // Once: the ledger holds one refund for the job however often its last step runs.
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM usage_ledger WHERE organization_id = '" + a_.org_id +
                     "' AND resource = 'backlink_research' AND amount < 0"),
            "1");
  // The job itself ended failed after its attempts (recorded as its handler returns, just
  // after the campaign said so).
  std::string job;
  EXPECT_TRUE(eventuallyTrue([&] {
    job = queryRow("SELECT status, attempts FROM jobs WHERE id = (SELECT research_job_id FROM "
                   "backlink_campaigns WHERE id = '" +
                   stringField(created, "id") + "')");
    return job == "failed|3";
  })) << job;
}

TEST_F(BacklinksResearchTest, PrivateAddressesAreNeverFetchedUnlessTheOperatorAllowsThem) {
  ServerOptions o = backlinksOptions();
  o.env.erase("SEO_ALLOW_PRIVATE_ADDRESSES");  // the fake sites resolve to 127.0.0.1
  ASSERT_NO_FATAL_FAILURE(restartServer(o));
  ASSERT_NO_FATAL_FAILURE(serveTrailRunningWorld());
  rapidjson::Document created;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, R"({"keyword": "trail running"})", &created));
  rapidjson::Document campaign;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, stringField(created, "id"), &campaign));
  EXPECT_EQ(stringField(campaign["progress"], "stage"), "completed") << toJson(campaign);
  std::map<std::string, rapidjson::Document> found = bySite(a_, stringField(created, "id"));
  ASSERT_EQ(found.size(), 3u) << "found by the search, even unread";
  for (const auto& [site, o] : found) {
    EXPECT_NE(stringField(o, "reasoning").find("no public address"), std::string::npos)
        << toJson(o);
    EXPECT_TRUE(o["contact_email"].IsNull());
  }
  rapidjson::Document requests;
  std::string error;
  ASSERT_TRUE(sites_.requests(&requests, &error)) << error;
  EXPECT_EQ(requests.Size(), 0u) << "not one request reached the private address";

  // Shared, the campaign tells anonymous readers that the pages were not read, and not why:
  // nothing of the outbound policy, its setting or the addresses.
  std::string token = share(a_, stringField(created, "id"));
  HttpResponse view = call("GET", "/public/campaigns/{token}/opportunities",
                           "/public/campaigns/" + token + "/opportunities", std::nullopt);
  ASSERT_EQ(view.status, 200) << describe(view);
  ASSERT_EQ(view.json()["data"].Size(), 3u) << view.body;
  const std::string unread = " The page was not read.";
  for (const auto& o : view.json()["data"].GetArray()) {
    std::string reasoning = stringField(o, "reasoning");
    EXPECT_TRUE(reasoning.size() > unread.size() &&
                reasoning.compare(reasoning.size() - unread.size(), unread.size(), unread) == 0)
        << reasoning;
  }
  HttpResponse campaign_view =
      call("GET", "/public/campaigns/{token}", "/public/campaigns/" + token, std::nullopt);
  ASSERT_EQ(campaign_view.status, 200) << describe(campaign_view);
  for (const HttpResponse* r : {&view, &campaign_view}) {
    for (const char* detail :
         {"no public address", "private addresses", "outbound.", "allow_private", "127.0.0.1"}) {
      EXPECT_EQ(r->body.find(detail), std::string::npos) << detail << " in " << r->body;
    }
  }
}

// A prospect's other port is another site: a redirect there is not followed and a contact page
// there is not read, though both name the prospect's host. The other port is a second fake
// sites server, which must see no request.
TEST_F(BacklinksResearchTest, AnotherPortOfAProspectsHostIsAnotherSite) {
  PeerProcess other_port("sites_peer.py");
  std::string error;
  ASSERT_TRUE(other_port.start(&error)) << error;
  auto elsewhere = [&](const std::string& host, const std::string& path) {
    return "http://" + host + ":" + std::to_string(other_port.port()) + path;
  };
  ASSERT_TRUE(serp_.control(R"({"serp": {"\"trail running\" \"write for us\"": [{"url": ")" +
                                siteUrl("trailblog.test", "/write-for-us") +
                                R"(", "title": "Write for us", "description": ""}, {"url": ")" +
                                siteUrl("peaks.test", "/resources") +
                                R"(", "title": "Resources", "description": ""}]}})",
                            &error))
      << error;
  ASSERT_TRUE(sites_.control(R"({"sites": {
      "trailblog.test": {"/robots.txt": {"body": ""},
                         "/write-for-us": {"status": 301, "location": ")" +
                                 elsewhere("trailblog.test", "/write-for-us") + R"("}},
      "peaks.test": {"/robots.txt": {"body": ""},
                     "/resources": {"body": "<title>Resources</title><a href=\")" +
                                 elsewhere("peaks.test", "/contact") + R"(\">Contact us</a>"}}}})",
                             &error))
      << error;
  const std::string open_site = R"({"/robots.txt": {"body": ""},
      "/write-for-us": {"body": "<title>Admin</title><a href=\"mailto:admin@trailblog.test\">x</a>"},
      "/contact": {"body": "<a href=\"mailto:admin@peaks.test\">x</a>"}})";
  ASSERT_TRUE(other_port.control(
      R"({"sites": {"trailblog.test": )" + open_site + R"(, "peaks.test": )" + open_site + "}}",
      &error))
      << error;

  rapidjson::Document created;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, R"({"keyword": "trail running"})", &created));
  rapidjson::Document campaign;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, stringField(created, "id"), &campaign));
  ASSERT_EQ(stringField(campaign["progress"], "stage"), "completed") << toJson(campaign);
  std::map<std::string, rapidjson::Document> found = bySite(a_, stringField(created, "id"));
  ASSERT_EQ(found.size(), 2u);
  EXPECT_NE(stringField(found["trailblog.test"], "reasoning").find("not read: HTTP 301"),
            std::string::npos)
      << toJson(found["trailblog.test"]);
  EXPECT_TRUE(found["trailblog.test"]["contact_email"].IsNull());
  EXPECT_TRUE(found["peaks.test"]["contact_email"].IsNull()) << toJson(found["peaks.test"]);
  EXPECT_EQ(requestedPaths("peaks.test"), (std::vector<std::string>{"/robots.txt", "/resources"}));
  rapidjson::Document requests;
  ASSERT_TRUE(other_port.requests(&requests, &error)) << error;
  EXPECT_EQ(requests.Size(), 0u) << toJson(requests);
}

TEST_F(BacklinksResearchTest, ASlowSiteTimesOutAndTheResearchGoesOn) {
  std::string error;
  ASSERT_TRUE(serp_.control(
      R"({"serp": {"\"trail running\" \"write for us\"": [{"url": ")" +
          siteUrl("slowsite.test", "/write-for-us") + R"(", "title": "Slow", "description": ""}]}})",
      &error))
      << error;
  ASSERT_TRUE(sites_.control(R"({"sites": {"slowsite.test": {
      "/robots.txt": {"body": ""},
      "/write-for-us": {"body": "<title>Too late</title>", "delay": 12}}}})",
                             &error))
      << error;
  rapidjson::Document created;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, R"({"keyword": "trail running"})", &created));
  rapidjson::Document campaign;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, stringField(created, "id"), &campaign));
  EXPECT_EQ(stringField(campaign["progress"], "stage"), "completed");
  std::map<std::string, rapidjson::Document> found = bySite(a_, stringField(created, "id"));
  ASSERT_EQ(found.size(), 1u);
  const rapidjson::Value& slow = found["slowsite.test"];
  EXPECT_NE(stringField(slow, "reasoning").find("The page was not read"), std::string::npos)
      << toJson(slow);
  EXPECT_EQ(stringField(slow, "title"), "Slow") << "the search's title: the page never came";
}

TEST_F(BacklinksResearchTest, ACampaignDeletedMidResearchEndsItQuietly) {
  ASSERT_NO_FATAL_FAILURE(serveTrailRunningWorld());
  rapidjson::Document created;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, R"({"keyword": "trail running"})", &created));
  std::string id = stringField(created, "id");
  HttpResponse deleted = call("DELETE", "/campaigns/{id}", "/campaigns/" + id, a_.key);
  ASSERT_EQ(deleted.status, 200) << describe(deleted);
  // The research's job (or the slice at work) ends without writing anything back, hands on to
  // no other, and spends nothing more.
  EXPECT_TRUE(eventuallyTrue([&] {
    return queryRow("SELECT COUNT(*) FROM jobs WHERE kind = 'backlinks.research' AND status IN "
                    "('pending', 'processing')") == "0";
  }));
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM jobs WHERE kind = 'backlinks.research' AND status <> "
                     "'completed'"),
            "0");
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM backlink_opportunities"), "0");
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM backlink_campaigns"), "0");
}

// A research goes in slices (two queries, then eight sites, then the review), each its own job
// queued behind whatever else waits. Every worker may be alpha's here, so only the slicing makes
// room: while four long researches of alpha's read forty slow sites each, bravo's keyword
// research is done within about one slice; each research still ends once, with all it found and
// one completed event.
TEST_F(BacklinksResearchTest, LongResearchesGoInSlicesAndLetAnotherOrganizationThrough) {
  constexpr int kSites = 40;  // kMaxProspects: the most one research reads
  constexpr int kResearches = 4;  // jobs.workers (config/seo-server.jsonc)
  ServerOptions o = backlinksOptions();
  o.env["SEO_JOB_MAX_WORKERS_PER_ORGANIZATION"] = std::to_string(kResearches);
  std::vector<std::string> hosts;
  ASSERT_NO_FATAL_FAILURE(serveSlowGuestPostSites(kSites, 1.0, &o, &hosts));
  ASSERT_NO_FATAL_FAILURE(restartServer(o));
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "backlink_research", 1000));
  std::string ids[kResearches];
  for (std::string& id : ids) {
    rapidjson::Document created;
    ASSERT_NO_FATAL_FAILURE(createCampaign(a_, R"({"keyword": "trail running"})", &created));
    id = stringField(created, "id");
  }
  auto stageOf = [&](const std::string& id) {
    HttpResponse r = call("GET", "/campaigns/{id}", "/campaigns/" + id, a_.key);
    return r.status == 200 ? stringField(r.json()["data"]["progress"], "stage") : describe(r);
  };
  ASSERT_TRUE(eventuallyTrue([&] {
    for (const std::string& id : ids) {
      if (stageOf(id) != "reading") return false;
    }
    return true;
  })) << "every worker reads alpha's sites";

  auto asked = std::chrono::steady_clock::now();
  HttpResponse r = http().post(api("/keywords/research"), b_.key, R"({"seed_keywords":["tea"]})");
  ASSERT_EQ(r.status, 202) << describe(r);
  std::string job = stringField(r.json()["data"], "job_id");
  std::string status;
  while (std::chrono::steady_clock::now() - asked < std::chrono::seconds(30)) {
    HttpResponse poll = http().get(api("/keywords/research/" + job), b_.key);
    ASSERT_EQ(poll.status, 200) << describe(poll);
    status = stringField(poll.json()["data"], "status");
    if (status == "completed" || status == "failed") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  double waited =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - asked).count();
  EXPECT_EQ(status, "completed");
  // A slice reads eight sites two at a time per reader, 2 s; a whole research reads for 10 s.
  EXPECT_LT(waited, 5.0) << "bravo's research waited for alpha's to end";
  for (const std::string& id : ids) {
    EXPECT_EQ(stageOf(id), "reading") << "alpha's researches are still going";
  }

  int queries = 0;
  for (const std::string& id : ids) {
    rapidjson::Document campaign;
    ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, id, &campaign));
    const rapidjson::Value& progress = campaign["progress"];
    ASSERT_EQ(stringField(progress, "stage"), "completed") << toJson(campaign);
    EXPECT_EQ(progress["opportunities_found"].GetInt(), kSites);
    EXPECT_EQ(progress["sites_done"].GetInt(), kSites);
    EXPECT_EQ(progress["queries_done"].GetInt(), progress["queries_total"].GetInt());
    queries = progress["queries_total"].GetInt();
    rapidjson::Document page;
    ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, id, "?limit=50", &page));
    EXPECT_EQ(page["meta"]["total"].GetInt(), kSites) << "no site twice, none left out";
    // The campaign names its last job, which says what the whole research did.
    rapidjson::Document result;
    result.Parse(queryRow("SELECT result FROM jobs WHERE id = (SELECT research_job_id FROM "
                          "backlink_campaigns WHERE id = '" + id + "')")
                     .c_str());
    ASSERT_TRUE(result.IsObject());
    EXPECT_FALSE(result.HasMember("continued_by_job"));
    EXPECT_EQ(result["opportunities_found"].GetInt(), kSites);
    EXPECT_EQ(result["pages_requested"].GetInt(), 2 * kSites) << "robots.txt and the page";
  }
  int slices = (queries + 1) / 2 + kSites / 8 + 1;
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM jobs WHERE kind = 'backlinks.research' AND status = "
                     "'completed' AND website_id = '" + a_.website_id + "'"),
            std::to_string(kResearches * slices));
  std::string events;
  EXPECT_TRUE(eventuallyTrue([&] {
    events = queryRow(emittedCountQuery(a_.org_id, "backlinks.research.completed"));
    return events == std::to_string(kResearches);
  })) << events;
  EXPECT_EQ(queryRow(emittedCountQuery(a_.org_id, "backlinks.research.completed")),
            std::to_string(kResearches));
}

}  // namespace
}  // namespace seo::tests
