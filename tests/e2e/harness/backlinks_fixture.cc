#include "tests/e2e/harness/backlinks_fixture.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "tests/e2e/harness/tenant.h"

namespace seo::tests {

namespace {

std::string quoted(const std::string& text) {
  rapidjson::Value v(text.c_str(), static_cast<rapidjson::SizeType>(text.size()));
  return toJson(v);
}

// One SERP result as dataforseo_peer.py takes it.
std::string result(const std::string& url, const std::string& title,
                   const std::string& description) {
  return R"({"url": )" + quoted(url) + R"(, "title": )" + quoted(title) + R"(, "description": )" +
         quoted(description) + "}";
}

// One page as sites_peer.py takes it.
std::string page(const std::string& body, int status = 200) {
  return R"({"status": )" + std::to_string(status) + R"(, "body": )" + quoted(body) + "}";
}

}  // namespace

void BacklinksE2eTest::SetUp() {
  ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bravo", "pro", &b_));
  std::string error;
  ASSERT_TRUE(serp_.start(&error)) << error;
  ASSERT_TRUE(llm_.start(&error)) << error;
  ASSERT_TRUE(sites_.start(&error)) << error;
  ASSERT_NO_FATAL_FAILURE(startServer(backlinksOptions()));
  ASSERT_NO_FATAL_FAILURE(loadContract());
}

void BacklinksE2eTest::TearDown() {
  if (smtp_) smtp_->stop();
  E2eTest::TearDown();
}

ServerOptions BacklinksE2eTest::backlinksOptions(bool with_serp, bool with_llm) {
  ServerOptions o = options();
  if (with_serp) {
    o.env["SEO_DATAFORSEO_BASE_URL"] = serp_.url();
    o.env["SEO_DATAFORSEO_LOGIN"] = "login@example.test";
    o.env["SEO_DATAFORSEO_PASSWORD"] = "dfs-secret";
  }
  if (with_llm) {
    o.env["SEO_LLM_BASE_URL"] = llm_.url();
    o.env["SEO_LLM_API_KEY"] = "llm-secret";
    o.env["SEO_LLM_MODEL"] = "test-model";
  }
  // The fake sites and the SMTP server listen on loopback.
  o.env["SEO_ALLOW_PRIVATE_ADDRESSES"] = "1";
  std::string hosts;
  for (const std::string& h : kSiteHosts) hosts += (hosts.empty() ? "" : ",") + h + "=127.0.0.1";
  o.env["SEO_OUTBOUND_HOSTS"] = hosts;
  o.env["SEO_SMTP_CA_FILE"] = certFile();
  o.env["SEO_JOB_RETRY_BASE_MS"] = "50";
  return o;
}

void BacklinksE2eTest::createCampaign(const Tenant& who, const std::string& body,
                                      rapidjson::Document* out) {
  HttpResponse r = call("POST", "/campaigns", "/campaigns", who.key, body);
  ASSERT_EQ(r.status, 201) << describe(r);
  rapidjson::Document doc = r.json();
  ASSERT_TRUE(doc.IsObject() && doc.HasMember("data") && doc["data"].IsObject()) << r.body;
  out->CopyFrom(doc["data"], out->GetAllocator());
}

void BacklinksE2eTest::awaitResearch(const Tenant& who, const std::string& id,
                                     rapidjson::Document* out) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  std::string stage;
  while (std::chrono::steady_clock::now() < deadline) {
    HttpResponse r = call("GET", "/campaigns/{id}", "/campaigns/" + id, who.key);
    ASSERT_EQ(r.status, 200) << describe(r);
    rapidjson::Document doc = r.json();
    stage = stringField(doc["data"]["progress"], "stage");
    if (stage == "completed" || stage == "failed") {
      out->CopyFrom(doc["data"], out->GetAllocator());
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  FAIL() << "the research of campaign " << id << " did not end; last stage: " << stage;
}

void BacklinksE2eTest::listOpportunities(const Tenant& who, const std::string& id,
                                         const std::string& query, rapidjson::Document* out) {
  HttpResponse r = call("GET", "/campaigns/{id}/opportunities",
                        "/campaigns/" + id + "/opportunities" + query, who.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  *out = r.json();
  ASSERT_TRUE(out->IsObject() && (*out)["data"].IsArray() && out->HasMember("meta")) << r.body;
}

std::string BacklinksE2eTest::siteUrl(const std::string& host, const std::string& path) const {
  return "http://" + host + ":" + std::to_string(sites_.port()) + path;
}

std::vector<std::string> BacklinksE2eTest::requestedPaths(const std::string& host) const {
  rapidjson::Document requests;
  std::string error;
  EXPECT_TRUE(sites_.requests(&requests, &error)) << error;
  std::vector<std::string> paths;
  for (const auto& r : requests.GetArray()) {
    std::string h = stringField(r["headers"], "host");
    if (h.substr(0, h.find(':')) == host) paths.push_back(stringField(r, "path"));
  }
  return paths;
}

// The world of keyword "trail running": the guest-post query finds trailblog.test (which
// invites guest posts and shows its address), a video platform (left out), the campaign's own
// site (left out) and blocked.test (whose robots.txt shuts crawlers out, so its page is never
// read); the second guest-post query finds trailblog.test again under "www." (one opportunity
// per site); the resource query finds peaks.test, whose address is only on its contact page.
void BacklinksE2eTest::serveTrailRunningWorld() {
  std::string serp = R"({"serp": {)" + quoted("\"trail running\" \"write for us\"") + ": [" +
                     result(siteUrl("trailblog.test", "/write-for-us"), "Write for us - Trail Blog",
                            "Guest posts on trail running") +
                     "," +
                     result("https://www.youtube.com/watch?v=trail", "Trail running video", "") +
                     "," + result("https://alpha.example/blog", "Our own blog", "") + "," +
                     result(siteUrl("blocked.test", "/write-for-us"), "Blocked write for us",
                            "Trail running contributors wanted") +
                     "], " + quoted("\"trail running\" \"guest post\"") + ": [" +
                     result(siteUrl("www.trailblog.test", "/guest"), "Guest post", "") + "], " +
                     quoted("\"trail running\" intitle:resources") + ": [" +
                     result(siteUrl("peaks.test", "/resources"), "Trail running resources",
                            "Useful trail running links") +
                     "]}}";
  std::string error;
  ASSERT_TRUE(serp_.control(serp, &error)) << error;

  std::string sites = R"({"sites": {
    "trailblog.test": {
      "/robots.txt": )" +
                      page("User-agent: *\nAllow: /\n") + R"(,
      "/write-for-us": )" +
                      page(
                          "<html><head><title>Write for us: trail running guest posts</title>"
                          "</head><body><h1>Write for us</h1><p>We accept guest posts about "
                          "trail running and mountain races.</p><p>Send your pitch to "
                          "<a href=\"mailto:editor@trailblog.test\">our editor</a>.</p>"
                          "<a href=\"https://maps.example/route\">Route maps</a></body></html>") +
                      R"(},
    "peaks.test": {
      "/robots.txt": )" +
                      page("User-agent: *\nDisallow: /private\n") + R"(,
      "/resources": )" +
                      page(
                          "<html><head><title>Trail running resources</title></head><body>"
                          "<ul><li><a href=\"https://gear.example/\">Trail running gear</a>"
                          "</li><li><a rel=\"nofollow\" href=\"https://ads.example/\">Ads</a>"
                          "</li></ul><a href=\"/contact\">Contact us</a></body></html>") +
                      R"(,
      "/contact": )" +
                      page(
                          "<html><body>Write to <a href=\"mailto:hello@peaks.test\">"
                          "hello@peaks.test</a></body></html>") +
                      R"(},
    "blocked.test": {
      "/robots.txt": )" +
                      page("User-agent: *\nDisallow: /\n") + R"(,
      "/write-for-us": )" +
                      page("<html><title>Never read</title></html>") + R"(}}})";
  ASSERT_TRUE(sites_.control(sites, &error)) << error;
}

void BacklinksE2eTest::serveSlowGuestPostSites(int count, double delay_seconds, ServerOptions* o,
                                               std::vector<std::string>* hosts) {
  // A query answers 20 results (kResultsPerQuery): the sites are spread over two queries.
  std::string results[2], sites;
  for (int i = 1; i <= count; ++i) {
    std::string host = "site" + std::to_string(i) + ".test";
    hosts->push_back(host);
    o->env["SEO_OUTBOUND_HOSTS"] += "," + host + "=127.0.0.1";
    std::string& list = results[(i - 1) / 20 % 2];
    list += (list.empty() ? "" : ",") + result(siteUrl(host, "/write-for-us"),
                                               "Write for us " + std::to_string(i), "Guest posts");
    // The host is plain ASCII ("site7.test"): quoted by hand, std::quoted being found first.
    sites += std::string(i > 1 ? "," : "") + "\"" + host + "\"" + R"(: {"/robots.txt": )" +
             page("") + R"(, "/write-for-us": {"body": "<title>Write for us</title>", "delay": )" +
             std::to_string(delay_seconds) + "}}";
  }
  std::string error;
  ASSERT_TRUE(serp_.control(R"({"serp": {)" + quoted("\"trail running\" \"write for us\"") + ": [" +
                                results[0] + "], " + quoted("\"trail running\" \"guest post\"") +
                                ": [" + results[1] + "]}}",
                            &error))
      << error;
  ASSERT_TRUE(sites_.control(R"({"sites": {)" + sites + "}}", &error)) << error;
}

void BacklinksE2eTest::seedOpportunities(const Tenant& who, const std::string& campaign_id,
                                         int count, std::vector<std::string>* ids) {
  std::string sql =
      "INSERT INTO backlink_opportunities (id, campaign_id, website_id, url, site, title, "
      "strategy, type, relevance_score, reasoning, tags, status, contact_info, contact_email, "
      "created_at, updated_at) VALUES ";
  for (int i = 0; i < count; ++i) {
    char suffix[16];
    std::snprintf(suffix, sizeof suffix, "%012d", i);
    std::string id = campaign_id.substr(0, 8) + "-0000-4000-8000-" + suffix;
    std::string site = "site" + std::to_string(i) + ".example";
    std::string status = i % 3 == 2 ? "contacted" : "new";
    std::string strategy = i % 2 == 1 ? "resource_page" : "guest_post";
    char created[32];
    std::snprintf(created, sizeof created, "2026-11-01T00:%02d:%02d.000Z", (i / 60) % 60, i % 60);
    sql += std::string(i ? ", " : "") + "('" + id + "', '" + campaign_id + "', '" + who.website_id +
           "', 'https://" + site + "/', '" + site + "', 'Site " + std::to_string(i) + "', '" +
           strategy + "', 'blog', " + std::to_string(100 - i % 101) +
           ", 'seeded', '[\"seeded\"]', '" + status + R"(', '{"emails": ["editor@)" + site +
           R"("], "contact_pages": []}', 'editor@)" + site + "', '" + created + "', '" + created +
           "')";
    if (ids != nullptr) ids->push_back(id);
  }
  // The counts the module keeps with every write (opportunity_counts.h), recomputed.
  sql += "; DELETE FROM backlink_opportunity_counts WHERE campaign_id = '" + campaign_id +
         "'; INSERT INTO backlink_opportunity_counts (campaign_id, status, strategy, count) "
         "SELECT campaign_id, status, strategy, COUNT(*) FROM backlink_opportunities WHERE "
         "campaign_id = '" +
         campaign_id + "' GROUP BY campaign_id, status, strategy";
  std::string out;
  ASSERT_NO_FATAL_FAILURE(query(sql, &out));
}

void BacklinksE2eTest::quietCampaign(const Tenant& who, std::string* id) {
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(who, R"({"keyword": "quiet topic"})", &c));
  *id = stringField(c, "id");
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(who, *id, &done));
  ASSERT_EQ(stringField(done["progress"], "stage"), "completed") << toJson(done);
}

void BacklinksE2eTest::startSmtp(const std::vector<std::string>& flags) {
  if (smtp_) smtp_->stop();
  std::vector<std::string> args = {"--out", dir_.file("mail"), "--make-cert", certFile(),
                                   dir_.file("smtp-key.pem")};
  args.insert(args.end(), flags.begin(), flags.end());
  smtp_ = std::make_unique<seo::tests::PeerProcess>("smtp_peer.py", args);
  std::string error;
  ASSERT_TRUE(smtp_->start(&error)) << error;
}

void BacklinksE2eTest::configureSmtp(const Tenant& who, const std::string& extra_json) {
  HttpResponse r = call("PUT", "/outreach/smtp-settings", "/outreach/smtp-settings", who.key,
                        R"({"host": "127.0.0.1", "port": )" + std::to_string(smtp_->port()) +
                            R"(, "security": "starttls", "from_address": "ann@alpha.example",
                            "from_name": "Ann Läufer")" +
                            extra_json + "}");
  ASSERT_EQ(r.status, 200) << describe(r);
}

std::vector<rapidjson::Document> BacklinksE2eTest::receivedMail() const {
  std::vector<rapidjson::Document> out;
  for (int n = 1;; ++n) {
    std::ifstream in(dir_.file("mail") + "/" + std::to_string(n) + ".json");
    if (!in) break;
    std::stringstream text;
    text << in.rdbuf();
    out.push_back(parseJson(text.str()));
  }
  return out;
}

std::string BacklinksE2eTest::queryRow(const std::string& sql) const {
  std::string out;
  query(sql, &out);
  return out;
}

}  // namespace seo::tests
