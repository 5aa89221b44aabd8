// Search-console data end to end: Pages.csv imports through seoctl read back through
// GET /search-console/pages (sums, CTR, weighted position, order, limit, period), its bad inputs,
// auth and tenant isolation; and the sync job against tests/peers/search_console_peer.py, linked
// through seoctl: rows stored, 1 crawl_credit spent, the next sync scheduled, and failures
// (Google's refusal, no crawl credits) that end the job but not the schedule.
#include <rapidjson/document.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/run_command.h"
#include "tests/e2e/harness/webhook_fixture.h"
#include "tests/testing/build_paths.h"
#include "tests/testing/peer_process.h"

namespace seo::tests {
namespace {

using Doc = rapidjson::Document;
constexpr char kEmail[] = "seo-reader@seo-test.iam.gserviceaccount.com";

// 'YYYY-MM-DD' of the UTC day `n` days before today.
std::string daysAgo(int n) {
  using namespace std::chrono;
  year_month_day d{floor<days>(system_clock::now()) - days(n)};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(d.year()),
                static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()));
  return buf;
}

// Seconds since the epoch of an ISO 8601 UTC time (fraction ignored).
long long epochOf(const std::string& iso) {
  std::tm tm{};
  if (!strptime(iso.c_str(), "%Y-%m-%dT%H:%M:%S", &tm)) return 0;
  return static_cast<long long>(timegm(&tm));
}

std::string jsonOf(const std::map<std::string, std::string>& fields) {
  Doc d(rapidjson::kObjectType);
  for (const auto& [k, v] : fields) {
    d.AddMember(rapidjson::Value(k.c_str(), d.GetAllocator()),
                rapidjson::Value(v.c_str(), d.GetAllocator()), d.GetAllocator());
  }
  return toJson(d);
}

class AnalyticsSearchConsoleTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bravo", "pro", &b_));
  }

  // The real plugins with analytics enabled, for the server and (through a configuration naming
  // the same folder and list) for seoctl, which loads plugins to run their commands.
  ServerOptions analyticsOptions() {
    ServerOptions o = options();  // its plugin folder holds analytics.so
    if (std::find(o.plugins.begin(), o.plugins.end(), "analytics") == o.plugins.end()) {
      o.plugins.push_back("analytics");
    }
    std::string list;
    for (const std::string& p : o.plugins) list += (list.empty() ? "\"" : ", \"") + p + "\"";
    std::string text = readFile(seo::testing::configFile());
    text = std::regex_replace(text, std::regex(R"("enabled":\s*\[[^\]]*\])"),
                              "\"enabled\": [" + list + "]");
    text = std::regex_replace(text, std::regex(R"("directory":\s*"[^"]*")"),
                              "\"directory\": \"" + o.plugin_dir + "\"");
    o.config_file = dir_.file("analytics.jsonc");
    EXPECT_TRUE(writeFile(o.config_file, text));
    seoctl_ = std::make_unique<AdminCli>(databaseUrl(), o.config_file);
    return o;
  }
  void startAnalytics() { startServer(analyticsOptions()); }

  // seoctl analytics <args> that must succeed, its JSON into `*out`.
  void analyticsOk(const std::vector<std::string>& args, Doc* out) {
    std::vector<std::string> all = {"analytics"};
    all.insert(all.end(), args.begin(), args.end());
    CliResult r = seoctl_->run(all, true, cli_env_);
    ASSERT_EQ(r.exit_code, 0) << r.describe();
    ASSERT_FALSE(r.json.HasParseError()) << r.describe();
    out->CopyFrom(r.json, out->GetAllocator());
  }
  // seoctl analytics <args> that must fail with a message holding `part`.
  void analyticsFails(const std::vector<std::string>& args, const std::string& part) {
    std::vector<std::string> all = {"analytics"};
    all.insert(all.end(), args.begin(), args.end());
    CliResult r = seoctl_->run(all, true, cli_env_);
    EXPECT_NE(r.exit_code, 0) << r.describe();
    EXPECT_NE(r.err.find(part), std::string::npos) << r.describe();
  }
  void importOk(const Tenant& who, const std::string& csv, const std::string& date) {
    std::string file = dir_.file("Pages-" + date + ".csv");
    ASSERT_TRUE(writeFile(file, csv));
    Doc out;
    ASSERT_NO_FATAL_FAILURE(analyticsOk(
        {"import-search-console", "--website", who.website_id, "--file", file, "--date", date},
        &out));
    EXPECT_EQ(stringField(out, "website_id"), who.website_id);
    EXPECT_EQ(stringField(out, "date"), date);
  }
  HttpResponse pages(const Tenant& who, const std::string& query = "") {
    return http().get(api("/search-console/pages" + query), who.key);
  }
  // "page clicks impressions ctr position" per row of a 200 answer.
  std::vector<std::string> pageRows(const Tenant& who, const std::string& query) {
    HttpResponse r = pages(who, query);
    EXPECT_EQ(r.status, 200) << describe(r);
    std::vector<std::string> rows;
    Doc doc = r.json();
    if (!doc.IsObject() || !doc.HasMember("data") || !doc["data"].IsArray()) return rows;
    for (const auto& p : doc["data"].GetArray()) {
      EXPECT_EQ(p.MemberCount(), 5u) << toJson(p);
      std::ostringstream line;
      line << stringField(p, "page") << " " << p["clicks"].GetInt64() << " "
           << p["impressions"].GetInt64() << " " << p["ctr"].GetDouble() << " "
           << p["position"].GetDouble();
      rows.push_back(line.str());
    }
    return rows;
  }
  std::string row(const std::string& sql) {
    std::string out;
    query(sql, &out);
    return out;
  }
  // Polls the job until it is completed or failed (20 s at most); "status|error".
  std::string awaitJob(const std::string& id) {
    std::string state;
    for (int i = 0; i < 200; ++i) {
      state = row("SELECT status, error FROM jobs WHERE id = '" + id + "'");
      if (state.rfind("completed", 0) == 0 || state.rfind("failed", 0) == 0) return state;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    ADD_FAILURE() << "job " << id << " still " << state;
    return state;
  }

  Tenant a_, b_;
  std::unique_ptr<AdminCli> seoctl_;
  std::map<std::string, std::string> cli_env_;  // seoctl's environment beside the server's
};

constexpr char kDayOne[] =
    "Top pages,Clicks,Impressions,CTR,Position\n"
    "https://alpha.example/x,9,200,4.5%,2.5\n"
    "https://alpha.example/y,5,50,10%,10\n"
    "https://alpha.example/z,5,100,5%,1.5\n";
constexpr char kDayTwo[] =
    "Top pages,Clicks,Impressions,CTR,Position\n"
    "https://alpha.example/x,4,100,4%,8\n"
    "https://alpha.example/none,0,0,0%,0\n";

TEST_F(AnalyticsSearchConsoleTest, CsvImportsAreSummedOverThePeriod) {
  ASSERT_NO_FATAL_FAILURE(startAnalytics());
  const std::string one = daysAgo(3), two = daysAgo(2), old = daysAgo(20);
  ASSERT_NO_FATAL_FAILURE(importOk(a_, kDayOne, one));
  ASSERT_NO_FATAL_FAILURE(importOk(a_, kDayOne, one));  // a repeat changes nothing
  ASSERT_NO_FATAL_FAILURE(importOk(a_, kDayTwo, two));
  ASSERT_NO_FATAL_FAILURE(importOk(a_, kDayTwo, old));
  // x: 13 clicks of 300 impressions; position (2.5 * 200 + 8 * 100) / 300.
  const std::vector<std::string> week = {
      "https://alpha.example/x 13 300 0.0433 4.33", "https://alpha.example/z 5 100 0.05 1.5",
      "https://alpha.example/y 5 50 0.1 10", "https://alpha.example/none 0 0 0 0"};
  EXPECT_EQ(pageRows(a_, "?range=7d"), week);
  EXPECT_EQ(pageRows(a_, ""),
            (std::vector<std::string>{"https://alpha.example/x 17 400 0.0425 5.25", week[1],
                                      week[2], week[3]}))
      << "the default range, 30d, holds the old import too";
  EXPECT_EQ(pageRows(a_, "?range=7d&limit=2"), (std::vector<std::string>{week[0], week[1]}));
  EXPECT_EQ(pageRows(a_, "?from=" + two + "&to=" + two),
            (std::vector<std::string>{"https://alpha.example/x 4 100 0.04 8",
                                      "https://alpha.example/none 0 0 0 0"}));
  EXPECT_EQ(row("SELECT COUNT(*), MIN(source), MAX(source) FROM search_console_rows"), "7|csv|csv");
  EXPECT_TRUE(pageRows(a_, "?from=2020-01-01&to=2020-01-31").empty());
}

TEST_F(AnalyticsSearchConsoleTest, BadImportsNameTheProblemAndWriteNothing) {
  ASSERT_NO_FATAL_FAILURE(startAnalytics());
  std::string file = dir_.file("Pages.csv");
  ASSERT_TRUE(writeFile(file, kDayOne));
  std::string bad = dir_.file("Bad.csv");
  ASSERT_TRUE(writeFile(bad, std::string(kDayOne) + "https://alpha.example/w,1,x,1%,1\n"));
  const std::string day = daysAgo(1);
  const std::string& site = a_.website_id;
  analyticsFails({"import-search-console", "--file", file, "--date", day}, "missing --website");
  analyticsFails({"import-search-console", "--website", site, "--date", day}, "missing --file");
  analyticsFails({"import-search-console", "--website", site, "--file", file}, "missing --date");
  analyticsFails(
      {"import-search-console", "--website", site, "--file", file, "--date", "2026-02-30"},
      "--date must be a date");
  analyticsFails({"import-search-console", "--website", "nope", "--file", file, "--date", day},
                 "unknown website: nope");
  analyticsFails(
      {"import-search-console", "--website", site, "--file", file + ".gone", "--date", day},
      "cannot read --file");
  analyticsFails({"import-search-console", "--website", site, "--file", bad, "--date", day},
                 "Pages.csv line 5, column 3 (Impressions)");
  analyticsFails(
      {"import-search-console", "--website", site, "--file", file, "--date", day, "--dat", day},
      "unknown flag --dat");
  EXPECT_EQ(row("SELECT COUNT(*) FROM search_console_rows"), "0");
}

TEST_F(AnalyticsSearchConsoleTest, LinkWithoutCredentialsSaysSoAndQueuesNothing) {
  ASSERT_NO_FATAL_FAILURE(startAnalytics());
  const std::vector<std::string> link = {"search-console-link", "--website", a_.website_id,
                                         "--property", "sc-domain:alpha.example"};
  analyticsFails(link, "the setting analytics.search_console_credentials is not set");
  // A key file that is no service-account key is named too, without its content.
  std::string junk = dir_.file("not-a-key.json");
  ASSERT_TRUE(writeFile(junk, R"({"type": "authorized_user", "secret": "s3cr3t-value"})"));
  cli_env_["SEO_SETTINGS"] =
      R"({"analytics": {"search_console_credentials": ")" + junk + R"("}})";
  analyticsFails(link, "the service-account key file " + junk);
  CliResult r = seoctl_->run({"analytics", "search-console-link", "--website", a_.website_id,
                              "--property", "sc-domain:alpha.example"},
                             true, cli_env_);
  EXPECT_EQ(r.err.find("s3cr3t-value"), std::string::npos) << r.describe();
  EXPECT_EQ(row("SELECT COUNT(*) FROM search_console_links"), "0");
  EXPECT_EQ(row("SELECT COUNT(*) FROM jobs WHERE kind LIKE 'analytics.%'"), "0");
}

TEST_F(AnalyticsSearchConsoleTest, BadQueryValuesAre400NamingTheField) {
  ASSERT_NO_FATAL_FAILURE(startAnalytics());
  for (const auto& [query, field] :
       std::vector<std::pair<std::string, std::string>>{{"?range=1d", "range"},
                                                        {"?range=", "range"},
                                                        {"?from=2026-13-01&to=2026-12-01", "from"},
                                                        {"?from=2026-11-01&to=yesterday", "to"},
                                                        {"?from=2026-11-02&to=2026-11-01", "from"},
                                                        {"?limit=0", "limit"},
                                                        {"?limit=501", "limit"},
                                                        {"?limit=ten", "limit"},
                                                        {"?limit=-1", "limit"}}) {
    HttpResponse r = pages(a_, query);
    EXPECT_TRUE(isErrorContaining(r, 400, {"Invalid field: " + field}))
        << query << " " << describe(r);
  }
  EXPECT_EQ(pages(a_, "?limit=500").status, 200);
  EXPECT_EQ(http().get(api("/search-console/pages")).status, 401);
  EXPECT_EQ(http().get(api("/search-console/pages"), std::string("not-a-key")).status, 401);
  HttpResponse foreign = pages(b_, "?website_id=" + a_.website_id);
  EXPECT_EQ(foreign.status, 403) << describe(foreign);
}

TEST_F(AnalyticsSearchConsoleTest, OneOrganizationNeverSeesAnothersRows) {
  ASSERT_NO_FATAL_FAILURE(startAnalytics());
  ASSERT_NO_FATAL_FAILURE(importOk(a_, kDayOne, daysAgo(1)));
  EXPECT_EQ(pageRows(a_, "?range=7d").size(), 3u);
  EXPECT_TRUE(pageRows(b_, "?range=7d").empty());
  ASSERT_NO_FATAL_FAILURE(importOk(b_, kDayTwo, daysAgo(1)));
  EXPECT_EQ(pageRows(b_, "?range=7d").size(), 2u);
  EXPECT_EQ(pageRows(a_, "?range=7d").size(), 3u);
  EXPECT_EQ(pages(b_, "?website_id=" + a_.website_id).status, 403);
}

// The sync against the fake Google: a service account with a fresh RSA key whose token_uri is
// the peer's, the API base the peer's, through SEO_SETTINGS.
class AnalyticsSearchConsoleSyncTest : public AnalyticsSearchConsoleTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(AnalyticsSearchConsoleTest::SetUp());
    std::string error;
    ASSERT_TRUE(peer_.start(&error)) << error;
    CommandResult key = runCommand({seo::testing::python3Bin(), "-c", kMakeKey});
    ASSERT_EQ(key.exit_code, 0) << key.err;
    Doc pems = parseJson(key.out);
    ASSERT_TRUE(pems.IsObject()) << key.out;
    control(jsonOf({{"public_key", stringField(pems, "public")}}));
    std::string key_file = dir_.file("service-account.json");
    ASSERT_TRUE(writeFile(key_file, jsonOf({{"type", "service_account"},
                                            {"client_email", kEmail},
                                            {"private_key", stringField(pems, "private")},
                                            {"token_uri", peer_.url("/token")}})));
    ServerOptions o = analyticsOptions();
    o.env["SEO_ALLOW_PRIVATE_ADDRESSES"] = "1";
    o.env["SEO_SETTINGS"] = R"({"analytics": {"search_console_credentials": ")" + key_file +
                            R"(", "search_console_api_base": ")" + peer_.url() +
                            R"(", "search_console_interval_seconds": 3600}})";
    cli_env_["SEO_SETTINGS"] = o.env["SEO_SETTINGS"];  // seoctl checks the key file too
    ASSERT_NO_FATAL_FAILURE(startServer(o));
  }
  void control(const std::string& json) {
    std::string error;
    ASSERT_TRUE(peer_.control(json, &error)) << error;
  }
  // Links alpha's website to sc-domain:alpha.example; the sync job's id into `*job`.
  void link(std::string* job) {
    Doc out;
    ASSERT_NO_FATAL_FAILURE(analyticsOk({"search-console-link", "--website", a_.website_id,
                                         "--property", "sc-domain:alpha.example"},
                                        &out));
    EXPECT_EQ(stringField(out, "website_id"), a_.website_id);
    EXPECT_EQ(stringField(out, "property"), "sc-domain:alpha.example");
    *job = stringField(out, "job_id");
    ASSERT_FALSE(job->empty()) << toJson(out);
  }
  long long crawlCreditsUsed() {
    Doc bucket;
    usageOf(cli(), a_.org_id, "crawl_credits", &bucket);
    return bucket.IsObject() && bucket.HasMember("used") ? bucket["used"].GetInt64() : -1;
  }
  // The link's next sync is another job, pending, due an interval after `job` ended.
  void expectNextSyncAfter(const std::string& job) {
    std::string next = row("SELECT scheduled_job_id FROM search_console_links");
    ASSERT_FALSE(next.empty());
    EXPECT_NE(next, job);
    EXPECT_EQ(row("SELECT kind, status, website_id FROM jobs WHERE id = '" + next + "'"),
              "analytics.search_console_sync|pending|" + a_.website_id);
    long long ended = epochOf(row("SELECT updated_at FROM jobs WHERE id = '" + job + "'"));
    long long due = epochOf(row("SELECT run_at FROM jobs WHERE id = '" + next + "'"));
    EXPECT_NEAR(due - ended, 3600, 5);
  }

  static constexpr char kMakeKey[] =
      "import json\n"
      "from cryptography.hazmat.primitives import serialization as s\n"
      "from cryptography.hazmat.primitives.asymmetric import rsa\n"
      "k = rsa.generate_private_key(public_exponent=65537, key_size=2048)\n"
      "print(json.dumps({'private': k.private_bytes(s.Encoding.PEM, s.PrivateFormat.PKCS8,\n"
      "    s.NoEncryption()).decode(), 'public': k.public_key().public_bytes(s.Encoding.PEM,\n"
      "    s.PublicFormat.SubjectPublicKeyInfo).decode()}))\n";
  PeerProcess peer_{"search_console_peer.py", {"--client-email", kEmail}};
};

TEST_F(AnalyticsSearchConsoleSyncTest, LinkSyncsTheLastDaysSpendsOneCreditAndSchedulesTheNext) {
  const std::string d1 = daysAgo(1), d3 = daysAgo(3), d9 = daysAgo(9);
  control(R"({"rows": {"sc-domain:alpha.example": [
      {"date": ")" +
          d9 + R"(", "page": "https://alpha.example/old", "clicks": 50,
       "impressions": 60, "ctr": 0.8, "position": 1},
      {"date": ")" +
          d3 + R"(", "page": "https://alpha.example/a", "clicks": 3,
       "impressions": 120, "ctr": 0.025, "position": 7.5},
      {"date": ")" +
          d1 + R"(", "page": "https://alpha.example/a", "clicks": 4,
       "impressions": 80, "ctr": 0.05, "position": 2.5},
      {"date": ")" +
          d1 + R"(", "page": "https://alpha.example/b", "clicks": 1,
       "impressions": 10, "ctr": 0.1, "position": 4}]}})");
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  std::string job;
  ASSERT_NO_FATAL_FAILURE(link(&job));
  ASSERT_EQ(awaitJob(job), "completed|");
  EXPECT_EQ(row(emittedCountQuery(a_.org_id, "analytics.search_console_sync.completed")), "1");
  Doc result = parseJson(row("SELECT result FROM jobs WHERE id = '" + job + "'"));
  EXPECT_EQ(stringField(result, "from"), daysAgo(7));
  EXPECT_EQ(stringField(result, "to"), d1);
  EXPECT_EQ(result["rows"].GetInt(), 3) << toJson(result);
  // a: 7 clicks of 200 impressions at (7.5 * 120 + 2.5 * 80) / 200.
  EXPECT_EQ(pageRows(a_, "?range=7d"),
            (std::vector<std::string>{"https://alpha.example/a 7 200 0.035 5.5",
                                      "https://alpha.example/b 1 10 0.1 4"}));
  EXPECT_EQ(row("SELECT DISTINCT source FROM search_console_rows"), "api");
  EXPECT_EQ(crawlCreditsUsed(), 1);
  EXPECT_EQ(row("SELECT route, request_id FROM usage_ledger WHERE resource = 'crawl_credits'"),
            "JOB analytics.search_console_sync|" + job);
  ASSERT_NO_FATAL_FAILURE(expectNextSyncAfter(job));
  EXPECT_EQ(row("SELECT COUNT(*) FROM jobs WHERE status = 'pending' "
                "AND kind = 'analytics.search_console_sync'"),
            "1");
  EXPECT_NE(row("SELECT last_synced_at FROM search_console_links"), "");
  EXPECT_TRUE(pageRows(b_, "?range=7d").empty());

  // A sync now replaces the scheduled one; unlinking ends the chain.
  Doc again;
  ASSERT_NO_FATAL_FAILURE(analyticsOk({"search-console-sync", "--website", a_.website_id}, &again));
  std::string now = stringField(again, "job_id");
  ASSERT_EQ(awaitJob(now), "completed|");
  EXPECT_EQ(crawlCreditsUsed(), 2);
  ASSERT_NO_FATAL_FAILURE(expectNextSyncAfter(now));  // the chain goes on from the new job
  Doc gone;
  ASSERT_NO_FATAL_FAILURE(
      analyticsOk({"search-console-unlink", "--website", a_.website_id}, &gone));
  EXPECT_EQ(row("SELECT COUNT(*) FROM search_console_links"), "0");
  analyticsFails({"search-console-sync", "--website", a_.website_id}, "not linked");
  analyticsFails({"search-console-link", "--website", a_.website_id, "--property", "alpha.example"},
                 "--property must be a Search Console property");
  analyticsFails({"search-console-link", "--website", "nope", "--property", "sc-domain:a.b"},
                 "unknown website: nope");
}

TEST_F(AnalyticsSearchConsoleSyncTest, GooglesRefusalFailsTheJobAndTheScheduleGoesOn) {
  control(R"({"mode": "forbidden"})");
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  std::string job;
  ASSERT_NO_FATAL_FAILURE(link(&job));
  std::string ended = awaitJob(job);
  EXPECT_EQ(row(emittedCountQuery(a_.org_id, "analytics.search_console_sync.failed")), "1");
  EXPECT_EQ(ended.rfind("failed|Search Console refused the service account", 0), 0u) << ended;
  EXPECT_NE(ended.find("PERMISSION_DENIED"), std::string::npos) << ended;
  EXPECT_EQ(row("SELECT attempts FROM jobs WHERE id = '" + job + "'"), "1") << "no retry";
  EXPECT_EQ(row("SELECT last_error FROM search_console_links"), ended.substr(7));
  EXPECT_EQ(crawlCreditsUsed(), 0);
  ASSERT_NO_FATAL_FAILURE(expectNextSyncAfter(job));
  EXPECT_EQ(row("SELECT COUNT(*) FROM jobs WHERE status = 'pending' "
                "AND kind = 'analytics.search_console_sync'"),
            "1");
}

TEST_F(AnalyticsSearchConsoleSyncTest, NoCrawlCreditsFailTheSyncWith402AndTheScheduleGoesOn) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "crawl_credits", 0));
  control(R"({"rows": {"sc-domain:alpha.example": [{"date": ")" + daysAgo(1) +
          R"(", "page": "https://alpha.example/a", "clicks": 1, "impressions": 2, "ctr": 0.5,
          "position": 1}]}})");
  std::string job;
  ASSERT_NO_FATAL_FAILURE(link(&job));
  EXPECT_EQ(awaitJob(job), "failed|Usage limit reached for crawl_credits");
  EXPECT_EQ(row("SELECT COUNT(*) FROM search_console_rows"), "0");
  EXPECT_EQ(row("SELECT last_error FROM search_console_links"),
            "Usage limit reached for crawl_credits");
  ASSERT_NO_FATAL_FAILURE(expectNextSyncAfter(job));
}

}  // namespace
}  // namespace seo::tests
