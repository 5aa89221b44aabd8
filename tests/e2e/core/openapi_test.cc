// GET /api/v1/openapi.json: served without a key, naming every route the loaded plugins serve
// (as the control socket lists them), and describing the answers truly: real answers of every
// keywords and analytics route, successes and errors, validate against the document's schemas
// (RapidJSON's JSON Schema validator), and so do its examples, whose fields real answers have.
// A hot swap changing the document is in hot_swap_test.cc.
#include <gtest/gtest.h>
#include <rapidjson/pointer.h>
#include <rapidjson/schema.h>
#include <rapidjson/stringbuffer.h>

#include <chrono>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "seo/sdk/util/ascii.h"
#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/openapi_contract.h"
#include "tests/e2e/harness/response_checks.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {
namespace {

using Doc = rapidjson::Document;

class OpenApiTest : public AnalyticsE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(AnalyticsE2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(loadContract());
  }

  const rapidjson::Value* operation(const std::string& method, const std::string& path) const {
    return contract_.operation(method, path);
  }
  std::set<std::string> operationsOf(const std::string& plugin) const {
    return contract_.operationsOf(plugin);
  }
  HttpResponse checked(const std::string& path_template, HttpRequest request) {
    return contract_.checked(http(), path_template, request);
  }

  HttpResponse checkedGet(const std::string& path_template, const std::string& path,
                          const std::optional<std::string>& key) {
    HttpRequest request;
    request.path = api(path);
    request.key = key;
    return checked(path_template, std::move(request));
  }

  HttpResponse checkedSend(const std::string& method, const std::string& path_template,
                           const std::string& path, const std::optional<std::string>& key,
                           const std::string& body) {
    HttpRequest request;
    request.method = method;
    request.path = api(path);
    request.key = key;
    request.body = body;
    return checked(path_template, std::move(request));
  }
};

TEST_F(OpenApiTest, ServedWithoutAKeyAndNamesEveryRouteThePluginsServe) {
  EXPECT_EQ(stringField(contract_.document(), "openapi"), "3.1.0");
  EXPECT_EQ(stringField(contract_.document()["info"], "version"), "1.0.0");
  HttpResponse r = http().get(api("/openapi.json"));
  EXPECT_TRUE(hasCommonHeaders(r));
  EXPECT_EQ(r.header("content-type").value_or(""), "application/json");
  std::string etag = r.header("etag").value_or("");
  ASSERT_FALSE(etag.empty());
  HttpRequest again;
  again.path = api("/openapi.json");
  again.headers = {{"If-None-Match", etag}};
  EXPECT_EQ(http().send(again).status, 304);
  HttpResponse posted = http().post(api("/openapi.json"), std::nullopt, "{}");
  EXPECT_TRUE(isError(posted, 405, "Method not allowed"));
  EXPECT_EQ(posted.header("allow").value_or(""), "GET");

  // The running server's own list of routes, plugin by plugin, through its control socket.
  CliResult listed = cli().run({"plugins", "list", "--socket", controlSocket()});
  ASSERT_EQ(listed.exit_code, 0) << listed.describe();
  std::size_t routes = 0;
  std::size_t assets = 0;
  std::set<std::string> plugins;
  for (const auto& plugin : listed.json["plugins"].GetArray()) {
    std::string name = stringField(plugin, "name");
    plugins.insert(name);
    for (const auto& route : plugin["routes"].GetArray()) {
      std::string text = route.GetString();
      std::string method = text.substr(0, text.find(' '));
      std::string path = text.substr(text.find(' ') + 1);
      const rapidjson::Value* op = operation(method, path);
      ASSERT_NE(op, nullptr) << text << " of " << name << " is not in the document";
      EXPECT_EQ(std::string((*op)["tags"][0].GetString()), name) << text;
      EXPECT_TRUE((*op).HasMember("summary") && (*op)["responses"].MemberCount() > 0) << text;
      ++routes;
    }
    // Its files are served but are not operations of the API.
    for (const auto& asset : plugin["assets"].GetArray()) {
      EXPECT_EQ(operation("GET", asset.GetString()), nullptr) << asset.GetString();
      ++assets;
    }
  }
  EXPECT_GE(assets, 10u);
  EXPECT_TRUE(plugins.count("keywords") && plugins.count("analytics") && plugins.count("account") &&
              plugins.count("probe"));
  // And nothing else: the plugins' routes, the host's webhooks and console components (never
  // listed as plugins) and the document itself.
  std::size_t operations = 0;
  std::size_t webhooks = 0;
  std::size_t console = 0;
  for (const auto& item : contract_.document()["paths"].GetObject()) {
    operations += item.value.MemberCount();
    for (const auto& op : item.value.GetObject()) {
      std::string tag = op.value.HasMember("tags") ? op.value["tags"][0].GetString() : "";
      if (tag == "webhooks") ++webhooks;
      if (tag == "console") ++console;
    }
  }
  EXPECT_EQ(webhooks, 11u);
  EXPECT_EQ(console, 28u);
  EXPECT_EQ(plugins.count("webhooks") + plugins.count("console"), 0u);
  EXPECT_EQ(operations, routes + webhooks + console + 1);

  // The spec's endpoints that are built, each where the spec puts it.
  for (const char* endpoint :
       {"GET /me", "POST /connect", "GET /keywords", "POST /keywords", "DELETE /keywords",
        "POST /keywords/research", "GET /keywords/research/{jobId}", "GET /website/summary",
        "GET /website/geo", "GET /search-console/pages", "POST /track-bot"}) {
    std::string text = endpoint;
    EXPECT_NE(operation(text.substr(0, text.find(' ')), text.substr(text.find(' ') + 1)), nullptr)
        << text;
  }

  // What the host adds: the key, website_id, the errors of its stages, the credit resource.
  const rapidjson::Value* list = operation("GET", "/keywords");
  ASSERT_NE(list, nullptr);
  EXPECT_FALSE(list->HasMember("security"));  // the document's default: the bearer key
  for (const char* status : {"200", "400", "401", "403", "429"}) {
    EXPECT_TRUE((*list)["responses"].HasMember(status)) << status;
  }
  std::set<std::string> parameters;
  for (const auto& p : (*list)["parameters"].GetArray()) parameters.insert(stringField(p, "name"));
  EXPECT_EQ(parameters,
            (std::set<std::string>{"website_id", "limit", "page", "cursor", "status", "group_id",
                                   "group", "starred", "q", "tracked", "position_min",
                                   "position_max", "change", "sort", "order"}));
  const rapidjson::Value* research = operation("POST", "/keywords/research");
  ASSERT_NE(research, nullptr);
  EXPECT_EQ(stringField(*research, "x-credit-resource"), "keyword_research");
  EXPECT_TRUE((*research)["responses"].HasMember("402"));
  const rapidjson::Value* collect = operation("POST", "/analytics/collect");
  ASSERT_NE(collect, nullptr);
  EXPECT_TRUE((*collect)["security"].IsArray() && (*collect)["security"].Empty());
  EXPECT_FALSE((*collect)["responses"].HasMember("401"));
  const rapidjson::Value* me = operation("GET", "/me");
  ASSERT_NE(me, nullptr);
  EXPECT_FALSE((*me)["responses"].HasMember("400"));  // no website: no website_id to get wrong
}

TEST_F(OpenApiTest, EveryKeywordsAndAnalyticsAnswerMatchesItsSchema) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "keyword_research", 1000));
  const std::string& key = a_.key;

  // Keywords: add (enriched), list, star, status, groups, research, delete.
  HttpResponse added = checkedSend(
      "POST", "/keywords", "/keywords", key,
      R"({"enrich": true, "keywords": [{"term": "running shoes", "keyword_group": "Shoes",
          "opportunity": "High", "funnel_stage": "decision"}, {"keyword": "trail shoes"},
          {"term": "running shoes"}]})");
  ASSERT_EQ(added.status, 201) << describe(added);
  std::string first = stringField(added.json()["data"][0], "id");
  std::string second = stringField(added.json()["data"][1], "id");
  checkedGet("/keywords", "/keywords?limit=1&page=2&status=active", key);
  checkedSend("PUT", "/keywords/starred/{id}", "/keywords/starred/" + first, key, "");
  checkedSend("DELETE", "/keywords/starred/{id}", "/keywords/starred/" + first, key, "");
  checkedSend("PATCH", "/keywords/starred", "/keywords/starred", key,
              R"({"ids": [")" + first + R"("], "starred": true})");
  checkedGet("/keywords", "/keywords?starred=true&q=run&sort=volume&order=asc", key);
  checkedSend("PATCH", "/keywords/status", "/keywords/status", key,
              R"({"ids": [")" + second + R"("], "status": "planned"})");
  HttpResponse group =
      checkedSend("POST", "/keywords/groups", "/keywords/groups", key, R"({"name": "Trails"})");
  ASSERT_EQ(group.status, 201) << describe(group);
  std::string group_id = stringField(group.json()["data"], "id");
  checkedSend("PUT", "/keywords/groups/{id}/keywords", "/keywords/groups/" + group_id + "/keywords",
              key, R"({"ids": [")" + second + R"("]})");
  checkedGet("/keywords/groups", "/keywords/groups", key);
  checkedGet("/keywords", "/keywords?group_id=" + group_id, key);
  checkedSend("DELETE", "/keywords/groups/{id}/keywords",
              "/keywords/groups/" + group_id + "/keywords", key,
              R"({"ids": [")" + second + R"("]})");
  checkedSend("DELETE", "/keywords/groups/{id}", "/keywords/groups/" + group_id, key, "");
  HttpResponse started = checkedSend("POST", "/keywords/research", "/keywords/research", key,
                                     R"({"seed_keywords": ["running"], "limit": 5})");
  ASSERT_EQ(started.status, 202) << describe(started);
  std::string job = stringField(started.json()["data"], "job_id");
  HttpResponse polled;
  for (int i = 0; i < 200; ++i) {
    polled = checkedGet("/keywords/research/{jobId}", "/keywords/research/" + job, key);
    std::string status = stringField(polled.json()["data"], "status");
    if (status == "completed" || status == "failed") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(stringField(polled.json()["data"], "status"), "completed") << describe(polled);
  HttpResponse waited = checkedSend("POST", "/keywords/research", "/keywords/research", key,
                                    R"({"seed_keywords": ["trail"], "sync": true})");
  EXPECT_TRUE(waited.status == 200 || waited.status == 202) << describe(waited);
  // Rank tracking: settings, tracking, and a keyword's history (a check recorded as the SERP
  // queue's would be: this server has no SERP provider).
  checkedSend("PUT", "/keywords/rank-settings", "/keywords/rank-settings", key,
              R"({"country": "DE", "competitors": ["rival.example"]})");
  checkedGet("/keywords/rank-settings", "/keywords/rank-settings", key);
  checkedSend("PATCH", "/keywords/tracked", "/keywords/tracked", key,
              R"({"ids": [")" + second + R"("], "tracked": true})");
  std::string none;
  ASSERT_NO_FATAL_FAILURE(query(
      "INSERT INTO keyword_rankings (keyword_id, website_id, checked_at, device, country, "
      "language, position, ranking_url, features, ai_overview_cited, competitors) VALUES ('" +
          second + "', '" + a_.website_id + "', '" + yesterday() +
          "T06:00:00.000Z', 'desktop', 'DE', 'en', 4, 'https://alpha.example/trail', "
          "'[\"featured_snippet\"]', 1, '[{\"domain\": \"rival.example\", \"position\": 1}]')",
      &none));
  HttpResponse history =
      checkedGet("/keywords/{id}/rankings", "/keywords/" + second + "/rankings", key);
  EXPECT_EQ(history.json()["data"].Size(), 1u) << describe(history);
  checkedSend("DELETE", "/keywords", "/keywords", key, R"({"ids": [")" + first + R"("]})");

  // Analytics: the tracker's calls, then every read with data in it.
  HttpRequest pageview;
  pageview.method = "POST";
  pageview.path = api("/analytics/collect");
  pageview.body = R"({"site": ")" + site_a_ + R"(", "url": "https://alpha.example/"})";
  pageview.headers = {{"User-Agent", kChrome}, {"X-Forwarded-For", "192.0.2.10"}};
  EXPECT_EQ(checked("/analytics/collect", pageview).status, 200);
  HttpRequest bot = pageview;
  bot.path = api("/track-bot");
  bot.body = R"({"site": ")" + site_a_ + R"(", "url": "https://alpha.example/docs",
                 "user_agent": ")" +
             kGptBot + R"("})";
  EXPECT_EQ(checked("/track-bot", bot).status, 200);
  HttpResponse conversion =
      checkedSend("POST", "/analytics/events", "/analytics/events", key,
                  R"({"name": "Signup", "url": "https://alpha.example/pricing", "ip": "192.0.2.10",
          "user_agent": ")" +
                      kChrome + R"(", "props": {"plan": "pro"},
          "revenue": {"currency": "EUR", "amount": "29.00"}})");
  EXPECT_EQ(conversion.status, 200) << describe(conversion);
  HttpRequest plausible = pageview;  // Plausible's Events API, in its script's letters
  plausible.path = api("/analytics/plausible-event");
  plausible.body = R"json({"n": "Signup", "u": "https://alpha.example/pricing",
                           "d": "alpha.example", "p": {"plan": "pro"},
                           "$": {"currency": "EUR", "amount": 29}})json";
  EXPECT_EQ(checked("/analytics/plausible-event", plausible).status, 202);
  std::string day = yesterday(), ignored;
  ASSERT_NO_FATAL_FAILURE(
      query("INSERT INTO search_console_rows (website_id, day, page, clicks, impressions, "
            "position_x_impressions, source) VALUES ('" +
                a_.website_id + "', '" + day + "', 'https://alpha.example/', 3, 40, 120.0, 'csv')",
            &ignored));
  // Goals: an event goal with revenue and a page goal, their figures, one deleted.
  HttpResponse goal = checkedSend("POST", "/website/goals", "/website/goals", key,
                                  R"({"event_name": "Signup", "currency": "EUR"})");
  ASSERT_EQ(goal.status, 201) << describe(goal);
  HttpResponse page_goal = checkedSend("POST", "/website/goals", "/website/goals", key,
                                       R"({"page_path": "/pricing/**"})");
  ASSERT_EQ(page_goal.status, 201) << describe(page_goal);
  HttpResponse goals = checkedGet("/website/goals", "/website/goals?range=7d", key);
  EXPECT_EQ(goals.json()["data"].Size(), 2u) << describe(goals);
  // A funnel of the two goals: made, listed, read, deleted (then its goal may go).
  HttpResponse funnel = checkedSend("POST", "/website/funnels", "/website/funnels", key,
                                    R"({"name": "Pricing to signup", "steps": [")" +
                                        stringField(page_goal.json()["data"], "id") + R"(", ")" +
                                        stringField(goal.json()["data"], "id") + R"("]})");
  ASSERT_EQ(funnel.status, 201) << describe(funnel);
  const std::string funnel_id = stringField(funnel.json()["data"], "id");
  checkedGet("/website/funnels", "/website/funnels", key);
  checkedGet("/website/funnels/{id}", "/website/funnels/" + funnel_id + "?range=7d", key);
  checkedSend("DELETE", "/website/funnels/{id}", "/website/funnels/" + funnel_id, key, "");
  checkedSend("DELETE", "/website/goals/{id}",
              "/website/goals/" + stringField(page_goal.json()["data"], "id"), key, "");
  checkedGet("/website/tracking", "/website/tracking", key);
  for (const char* path : {"/website/summary", "/website/geo", "/website/timeseries",
                           "/website/pages", "/website/entry-pages", "/website/sources",
                           "/website/realtime", "/bot-traffic/bots", "/bot-traffic/pages",
                           "/bot-traffic/daily", "/search-console/pages"}) {
    HttpResponse r = checkedGet(path, std::string(path) + "?range=7d", key);
    EXPECT_EQ(r.status, 200) << path << ": " << describe(r);
  }
  checkedGet("/website/breakdown", "/website/breakdown?range=7d&by=channel", key);
  checkedGet("/website/properties", "/website/properties?range=7d", key);
  // A key's values, once the ingestor has written the conversion's.
  for (int i = 0; i < 200; ++i) {
    HttpResponse values = http().get(api("/website/properties?range=7d&key=plan"), key);
    if (values.status != 200 || values.json()["data"].Size() > 0) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  checkedGet("/website/properties", "/website/properties?range=7d&key=plan", key);
  // The dashboard's comparison and filters answer the same shapes.
  checkedGet("/website/summary", "/website/summary?range=24h&compare=previous&country=ZZ", key);
  checkedGet("/website/summary",
             "/website/summary?range=7d&channel=Direct&device=Desktop&property=plan&property_value="
             "pro&property_match=contains",
             key);
  checkedGet("/website/timeseries", "/website/timeseries?range=24h&compare=previous", key);
  HttpResponse rows = checkedGet("/search-console/pages", "/search-console/pages?range=7d", key);
  EXPECT_EQ(rows.json()["data"].Size(), 1u) << describe(rows);
  // Share links, and the public reads a link opens.
  HttpResponse link = checkedSend("POST", "/website/share-links", "/website/share-links", key,
                                  R"({"name": "Board", "password": "a long pass phrase"})");
  ASSERT_EQ(link.status, 201) << describe(link);
  const std::string token = stringField(link.json()["data"], "token");
  checkedGet("/website/share-links", "/website/share-links", key);
  for (const char* read : {"website", "summary", "geo", "timeseries", "pages", "entry-pages",
                           "sources", "realtime"}) {
    HttpRequest shared;
    shared.path = api(std::string("/analytics/shared/") + read);
    shared.headers = {{"X-Share-Token", token}, {"X-Share-Password", "a long pass phrase"}};
    EXPECT_EQ(checked(std::string("/analytics/shared/") + read, shared).status, 200) << read;
  }
  HttpRequest shared_breakdown;
  shared_breakdown.path = api("/analytics/shared/breakdown?by=device");
  shared_breakdown.headers = {{"X-Share-Token", token}, {"X-Share-Password", "a long pass phrase"}};
  EXPECT_EQ(checked("/analytics/shared/breakdown", shared_breakdown).status, 200);
  HttpRequest shared_properties = shared_breakdown;
  shared_properties.path = api("/analytics/shared/properties?key=plan&os=iOS");
  EXPECT_EQ(checked("/analytics/shared/properties", shared_properties).status, 200);
  checkedSend("DELETE", "/website/share-links/{id}",
              "/website/share-links/" + stringField(link.json()["data"], "id"), key, "");
  for (const char* page : {"/analytics/share", "/analytics/share.js"}) {
    ASSERT_EQ(http().get(api(page)).status, 200) << page;
  }

  // Every keywords and analytics operation had a successful answer checked.
  std::set<std::string> expected = operationsOf("keywords");
  std::set<std::string> analytics = operationsOf("analytics");
  expected.insert(analytics.begin(), analytics.end());
  EXPECT_GE(expected.size(), 22u);
  EXPECT_EQ(contract_.validated(), expected);
  // And each one's example was compared with a real answer (E2eTest::TearDown fails the test
  // for one whose fields no real answer had).
  for (const std::string& op : expected) {
    auto at = contract_.matchedExamples().lower_bound(op + " 2");
    EXPECT_TRUE(at != contract_.matchedExamples().end() && at->rfind(op + " 2", 0) == 0)
        << op << ": no real answer was compared with its example";
  }
}

TEST_F(OpenApiTest, ExamplesHeadersSharedAnswersAndTagsAreDeclared) {
  // Every example validates against its schema; every body and every JSON success has one.
  std::vector<std::string> faults = contract_.exampleFaults();
  std::string listed;
  for (const std::string& fault : faults) listed += fault + "\n";
  EXPECT_TRUE(faults.empty()) << listed;

  const Doc& d = contract_.document();
  for (const char* header : {"X-Request-Id", "Access-Control-Allow-Origin", "Retry-After"}) {
    EXPECT_TRUE(d["components"]["headers"].HasMember(header)) << header;
  }
  auto refersTo = [](const rapidjson::Value& v, const std::string& target) {
    return v.IsObject() && v.HasMember("$ref") && v["$ref"].GetString() == target;
  };
  std::set<std::string> used;
  std::size_t bodies = 0;
  for (const auto& item : d["paths"].GetObject()) {
    for (const auto& op : item.value.GetObject()) {
      std::string name = seo::sdk::ascii::upper(op.name.GetString()) + " " + item.name.GetString();
      used.insert(op.value["tags"][0].GetString());
      if (op.value.HasMember("requestBody")) ++bodies;
      const rapidjson::Value& answers = op.value["responses"];
      ASSERT_TRUE(answers.HasMember("500")) << name;
      EXPECT_TRUE(refersTo(answers["500"], "#/components/responses/InternalError")) << name;
      for (const auto& answer : answers.GetObject()) {
        std::string status = answer.name.GetString();
        if (status == "500") continue;
        const rapidjson::Value* headers = rapidjson::Pointer("/headers").Get(answer.value);
        ASSERT_NE(headers, nullptr) << name << " " << status;
        for (const char* header : {"X-Request-Id", "Access-Control-Allow-Origin", "Retry-After"}) {
          bool expected =
              std::string(header) != "Retry-After" || status == "429" || status == "503";
          EXPECT_EQ(headers->HasMember(header), expected) << name << " " << status << " " << header;
          if (expected) {
            EXPECT_TRUE(refersTo((*headers)[header], "#/components/headers/" + std::string(header)))
                << name << " " << status << " " << header;
          }
        }
      }
    }
  }
  EXPECT_GE(bodies, 29u);
  const rapidjson::Value& shared = d["components"]["responses"]["InternalError"];
  EXPECT_TRUE(shared["headers"].HasMember("X-Request-Id"));
  EXPECT_TRUE(
      refersTo(shared["content"]["application/json"]["schema"], "#/components/schemas/Error"));

  // Tags: each one used is declared with a description, and none declared is unused (the CMS
  // connectors serve no route).
  std::set<std::string> declared;
  for (const auto& tag : d["tags"].GetArray()) {
    declared.insert(stringField(tag, "name"));
    EXPECT_FALSE(stringField(tag, "description").empty()) << stringField(tag, "name");
  }
  EXPECT_EQ(declared, used);
  EXPECT_TRUE(declared.count("webhooks"));

  // What the document declares is what an answer carries, errors included.
  HttpResponse listed_keywords = http().get(api("/keywords"), a_.key);
  HttpResponse refused = http().get(api("/keywords"));
  for (const HttpResponse& r : {listed_keywords, refused}) {
    EXPECT_EQ(r.header("access-control-allow-origin").value_or(""), "*");
    std::string id = r.header("x-request-id").value_or("");
    EXPECT_EQ(id.size(), 16u) << id;
    EXPECT_EQ(id.find_first_not_of("0123456789abcdef"), std::string::npos) << id;
  }
}

TEST_F(OpenApiTest, ErrorAnswersAreTheDocumentedErrorShape) {
  const std::string unknown = "00000000-0000-4000-8000-000000000000";
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "keyword_research", 0));
  struct Case {
    std::string method, path_template, path, body;
    std::optional<std::string> key;
    long status;
  };
  std::vector<Case> cases = {
      {"GET", "/keywords", "/keywords", "", std::nullopt, 401},
      {"GET", "/keywords", "/keywords?limit=0", "", a_.key, 400},
      {"GET", "/keywords", "/keywords?website_id=" + b_.website_id, "", a_.key, 403},
      {"POST", "/keywords", "/keywords", R"({"keywords": []})", a_.key, 400},
      {"POST", "/keywords/research", "/keywords/research", R"({"seed_keywords": ["x"]})", a_.key,
       402},
      {"PUT", "/keywords/starred/{id}", "/keywords/starred/" + unknown, "", a_.key, 404},
      {"DELETE", "/keywords/groups/{id}", "/keywords/groups/" + unknown, "", a_.key, 404},
      {"GET", "/keywords/research/{jobId}", "/keywords/research/" + unknown, "", a_.key, 404},
      {"GET", "/website/summary", "/website/summary?range=1y", "", a_.key, 400},
      {"GET", "/bot-traffic/pages", "/bot-traffic/pages?limit=501", "", a_.key, 400},
      {"POST", "/analytics/collect", "/analytics/collect", R"({"site": "x"})", std::nullopt, 400},
      {"GET", "/me", "/me", "", std::string("sk_live_not_a_key"), 401},
  };
  for (const Case& c : cases) {
    HttpResponse r = checkedSend(c.method, c.path_template, c.path, c.key, c.body);
    EXPECT_EQ(r.status, c.status) << c.method << " " << c.path << ": " << describe(r);
  }
  HttpResponse created =
      checkedSend("POST", "/keywords/groups", "/keywords/groups", a_.key, R"({"name": "A"})");
  ASSERT_EQ(created.status, 201);
  EXPECT_EQ(checkedSend("POST", "/keywords/groups", "/keywords/groups", a_.key, R"({"name": "a"})")
                .status,
            409);
}

}  // namespace
}  // namespace seo::tests
