// The hello plugin's unit tests on the SDK's fakes, no server needed: a module author's tests
// look like these. ModuleDatabase is an in-memory SQLite with the module's migrations; FakeHost
// lends it; TestRequest calls a handler as the host would; FakeHttpClient stands in for the web.
#include <memory>

#include <gtest/gtest.h>

#include "echo_connector.h"
#include "greeting_routes.h"
#include "seo/sdk/testing/fake_host.h"
#include "seo/sdk/testing/fake_registrar.h"
#include "seo/sdk/testing/module_database.h"
#include "seo/sdk/testing/test_request.h"

namespace hello {
seo::sdk::Status onRegister(seo::sdk::Registrar& r);  // plugin.cc
namespace {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::testing::TestRequest;

class HelloTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(onRegister(registrar_).isOk());
    ASSERT_TRUE(db_.apply(registrar_.migrations).isOk());
    host_ = std::make_unique<seo::sdk::testing::FakeHost>(db_.session());
    site_ = db_.addWebsite(*host_, "example.com");
  }
  Result<Response> greet(const std::string& body) {
    TestRequest req("POST", *host_);
    return req.website(site_).body(body).call(&onCreateGreeting);
  }
  seo::sdk::testing::ModuleDatabase db_;
  seo::sdk::testing::FakeRegistrar registrar_;
  std::unique_ptr<seo::sdk::testing::FakeHost> host_;
  seo::sdk::WebsiteInfo site_;
};

TEST_F(HelloTest, ValidatedPost) {
  Result<Response> created = greet(R"({"name": "  Ada "})");
  ASSERT_TRUE(created.isOk()) << created.status().message();
  EXPECT_EQ(created.value().status, 201);
  EXPECT_STREQ(created.value().body["data"]["message"].GetString(), "Hello, Ada!");

  EXPECT_EQ(greet("{}").status().message(), "Missing required field: name");
  EXPECT_EQ(greet(R"({"name": 7})").status().message(),
            "Invalid field: name: must be a non-empty string of at most 100 characters");
}

// GET /api/v1/openapi.json describes the routes from what they register: each says what it
// does and answers, and the host checks the schemas' JSON when the plugin loads.
TEST_F(HelloTest, EveryRouteIsDocumented) {
  ASSERT_EQ(registrar_.routes.size(), 4u);
  for (const seo::sdk::Route& route : registrar_.routes) {
    EXPECT_FALSE(route.doc.summary.empty()) << route.method << " " << route.path;
    EXPECT_FALSE(route.doc.answers.empty()) << route.method << " " << route.path;
  }
  EXPECT_EQ(registrar_.findRoute("POST", "/hello/greetings")->doc.answers[0].status, 201);
  // The work a 202 queued is read by the route it names.
  EXPECT_EQ(registrar_.findRoute("POST", "/hello/greetings/count")->options.polled_by,
            "/hello/greetings/count/{id}");
  EXPECT_NE(registrar_.findRoute("GET", "/hello/greetings/count/{id}"), nullptr);
  ASSERT_EQ(registrar_.schemas.size(), 1u);
  EXPECT_EQ(registrar_.schemas[0].first, "Greeting");
}

// The console lists the page while the plugin is loaded and imports its module, an asset the
// plugin serves itself.
TEST_F(HelloTest, TheConsolePageComesWithItsModule) {
  ASSERT_EQ(registrar_.console_pages.size(), 1u);
  const seo::sdk::ConsolePage& page = registrar_.console_pages[0];
  EXPECT_EQ(page.id, "hello");
  EXPECT_EQ(page.title, "Greetings");
  const seo::sdk::Asset* module = nullptr;
  for (const seo::sdk::Asset& asset : registrar_.assets) {
    if (asset.path == page.module) module = &asset;
  }
  ASSERT_NE(module, nullptr) << page.module;
  EXPECT_EQ(module->content_type.rfind("text/javascript", 0), 0u);
  EXPECT_NE(module->body.find("export default async function render(root, shell)"),
            std::string::npos);
  EXPECT_NE(module->body.find("/hello/greetings"), std::string::npos);
}

TEST_F(HelloTest, PaginatedList) {
  for (const char* name : {"a", "b", "c", "d", "e"}) {
    ASSERT_TRUE(greet(std::string(R"({"name":")") + name + "\"}").isOk());
  }
  TestRequest req(*host_);
  Result<Response> page =
      req.website(site_).query("limit", "2").query("page", "3").call(&onListGreetings);
  ASSERT_TRUE(page.isOk()) << page.status().message();
  EXPECT_EQ(seo::sdk::json::text(page.value().body["meta"]), R"({"total":5,"page":3,"limit":2})");
  EXPECT_EQ(page.value().body["data"].Size(), 1u);
  TestRequest too_many(*host_);
  EXPECT_EQ(too_many.website(site_).query("limit", "101").call(&onListGreetings).status().message(),
            "Invalid field: limit: must be a whole number from 1 to 100");
}

TEST_F(HelloTest, AJobEnqueuedByARouteCountsTheGreetings) {
  ASSERT_TRUE(greet(R"({"name": "Ada"})").isOk());
  TestRequest count("POST", *host_);
  Result<Response> queued = count.website(site_).call(&onCountGreetings);
  ASSERT_TRUE(queued.isOk());
  EXPECT_EQ(queued.value().status, 202);
  ASSERT_EQ(host_->fake_jobs.jobs.size(), 1u);
  EXPECT_EQ(host_->fake_jobs.jobs[0].kind, kCountJob);

  seo::sdk::JobContext job;
  job.job_id = host_->fake_jobs.jobs[0].id;
  job.kind = kCountJob;
  job.website_id = site_.id;
  job.host = host_.get();
  Result<std::string> result = onCountJob(job);
  ASSERT_TRUE(result.isOk());
  EXPECT_EQ(result.value(), R"({"count":1})");

  // The route the POST is polled by reads the job, for its own website only.
  host_->fake_jobs.jobs[0].status = "completed";
  host_->fake_jobs.jobs[0].result = result.value();
  TestRequest poll(*host_);
  Result<Response> read = poll.website(site_).pathParam("id", job.job_id).call(&onGetCount);
  ASSERT_TRUE(read.isOk()) << read.status().message();
  EXPECT_EQ(seo::sdk::json::text(read.value().body["data"]),
            R"({"job_id":")" + job.job_id + R"(","status":"completed","count":1})");
  TestRequest foreign(*host_);
  seo::sdk::WebsiteInfo other = site_;
  other.id = host_->newId();
  EXPECT_EQ(foreign.website(other).pathParam("id", job.job_id).call(&onGetCount).status().code(),
            seo::sdk::Code::NotFound);
}

TEST_F(HelloTest, TheConnectorValidatesChecksAndPublishes) {
  EchoConnector connector;
  rapidjson::Document settings;
  settings.Parse(R"({"url": "ftp://cms.example"})");
  EXPECT_EQ(connector.validate(settings).message(),
            "Invalid field: url: must be an http or https URL");
  settings.Parse(R"({"url": "https://cms.example/posts"})");
  ASSERT_TRUE(connector.validate(settings).isOk());

  seo::sdk::testing::FakeHttpClient http;
  http.answers.push_back(seo::sdk::OutboundResponse{404, {}, ""});
  EXPECT_EQ(connector.checkConnection(settings, http).message(), "the URL answered HTTP 404");
  http.answers.push_back(seo::sdk::OutboundResponse{201, {}, "{}"});
  seo::sdk::Article article;
  article.title = "Tea";
  article.slug = "tea";
  Result<seo::sdk::Published> published = connector.publish(settings, article, http);
  ASSERT_TRUE(published.isOk()) << published.status().message();
  EXPECT_EQ(published.value().url, "https://cms.example/posts/tea");
  ASSERT_EQ(http.requests.size(), 2u);
  EXPECT_EQ(http.requests[1].method, "POST");
  EXPECT_NE(http.requests[1].body.find(R"("title":"Tea")"), std::string::npos);
}

}  // namespace
}  // namespace hello
