// The out-of-tree example plugin, loaded by the real loader and called through the real
// dispatcher: the SDK alone is enough to write a working module.
#include <gtest/gtest.h>
#include <rapidjson/document.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <thread>

#include "core/host/host_components.h"
#include "core/host/host_impl.h"
#include "core/http/dispatcher.h"
#include "core/jobs/job_runner.h"
#include "core/loader/plugin_manager.h"
#include "core/storage/core_schema.h"
#include "core/storage/migrator.h"
#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/scratch_database.h"
#include "tests/testing/build_paths.h"

namespace seo::core {
namespace {

class ExamplePluginTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char dir_template[] = "/tmp/seo-sdk-example-XXXXXX";
    dir_ = mkdtemp(dir_template);
    database_ = std::make_unique<testing::ScratchDatabase>(dir_ + "/seo.db");
    auto opened = Database::open(database_->url(), 4);
    ASSERT_TRUE(opened.isOk()) << opened.status().message();
    db_ = std::move(opened).value();
    ASSERT_TRUE(applyMigrations(*db_, kCoreComponent, coreMigrations()).isOk());
    plugins_ = std::make_unique<PluginManager>(*db_, seo::testing::sdkExamplePluginDir(),
                                               dir_ + "/copies");
    // With the host's components (the console lists the plugin's page).
    ASSERT_TRUE(addHostComponents(*plugins_, *db_, Config{}).isOk());
    refusals_ = plugins_->load({"hello"}).refusals();
    host_ = std::make_unique<HostImpl>(*db_, *plugins_, OutboundConfig{});
    dispatcher_ = std::make_unique<Dispatcher>(*db_, *plugins_, *host_, 1 << 20);
    TenantStore store(*db_, {});
    key_a_ = provision(store, "a@example.com", "a.example");
    key_b_ = provision(store, "b@example.com", "b.example");
  }
  void TearDown() override {
    if (runner_) runner_->stop();
    runner_.reset();
    dispatcher_.reset();
    host_.reset();
    plugins_.reset();
    db_.reset();
    database_.reset();
    std::filesystem::remove_all(dir_);
  }

  std::string provision(TenantStore& store, const std::string& email, const std::string& domain) {
    auto org = store.organizations.create("Org " + domain, "pro");
    auto user = store.users.create(email, "", org.value().id, "owner");
    auto site = store.websites.create(org.value().id, domain, "", "en");
    return store.keys.create(user.value().id, org.value().id, site.value().id, "k").value().secret;
  }

  HttpResponse call(const std::string& method, const std::string& path, const std::string& key,
                    const std::string& body = "") {
    HttpRequest r;
    r.method = method;
    r.path = path;
    r.authorization = "Bearer " + key;
    r.body = body;
    return dispatcher_->handleAndWait(r);
  }

  std::string dir_;
  std::unique_ptr<testing::ScratchDatabase> database_;  // SQLite file or PostgreSQL database
  std::unique_ptr<Database> db_;
  std::unique_ptr<PluginManager> plugins_;
  std::unique_ptr<HostImpl> host_;
  std::unique_ptr<Dispatcher> dispatcher_;
  std::unique_ptr<JobRunner> runner_;
  std::vector<std::string> refusals_;
  std::string key_a_, key_b_;
};

TEST_F(ExamplePluginTest, LoadsAndServesItsRoutes) {
  ASSERT_TRUE(refusals_.empty()) << refusals_.front();
  ASSERT_EQ(plugins_->current()->plugins.size(), 1u);
  EXPECT_EQ(plugins_->current()->plugins[0].name, "hello");
  EXPECT_EQ(plugins_->current()->plugins[0].abi,
            std::to_string(seo::sdk::kAbiMajor) + "." + std::to_string(seo::sdk::kAbiMinor));

  HttpResponse created = call("POST", "/api/v1/hello/greetings", key_a_, R"({"name":"Ada"})");
  ASSERT_EQ(created.status, 201) << created.body;
  rapidjson::Document doc;
  doc.Parse(created.body.c_str());
  EXPECT_STREQ(doc["data"]["message"].GetString(), "Hello, Ada!");

  HttpResponse listed = call("GET", "/api/v1/hello/greetings", key_a_);
  ASSERT_EQ(listed.status, 200) << listed.body;
  doc.Parse(listed.body.c_str());
  ASSERT_EQ(doc["data"].Size(), 1u);
  EXPECT_EQ(doc["meta"]["total"].GetInt(), 1);
}

TEST_F(ExamplePluginTest, TheConsoleListsItsPageAndServesTheModule) {
  HttpResponse pages = call("GET", "/api/v1/console/pages", key_a_);
  ASSERT_EQ(pages.status, 200) << pages.body;
  rapidjson::Document doc;
  doc.Parse(pages.body.c_str());
  // The console's own pages, then the plugin's.
  const rapidjson::Value* found = nullptr;
  for (const rapidjson::Value& listed : doc["data"].GetArray()) {
    std::string plugin = listed["plugin"].GetString();
    EXPECT_TRUE(plugin == "console" || plugin == "hello") << plugin;
    if (plugin == "hello") found = &listed;
  }
  ASSERT_NE(found, nullptr) << pages.body;
  const rapidjson::Value& page = *found;
  EXPECT_STREQ(page["id"].GetString(), "hello");
  EXPECT_STREQ(page["plugin"].GetString(), "hello");
  std::string url = page["module_url"].GetString();
  ASSERT_EQ(url.rfind("/api/v1/hello/console.js?v=", 0), 0u) << url;
  HttpRequest r;
  r.method = "GET";
  r.path = url.substr(0, url.find('?'));
  r.query = parseQueryString(url.substr(url.find('?') + 1));
  HttpResponse module = dispatcher_->handleAndWait(r);
  ASSERT_EQ(module.status, 200);
  EXPECT_EQ(module.content_type, "text/javascript; charset=utf-8");
  EXPECT_NE(module.body.find("export default"), std::string::npos);
}

// A hot swap that unloads the plugin takes its page out of the console's list, and loading it
// again puts it back, without a restart.
TEST_F(ExamplePluginTest, AHotSwapRemovesAndAddsItsPage) {
  // The plugin's pages (the console's own stay).
  auto pages = [&] {
    HttpResponse r = call("GET", "/api/v1/console/pages", key_a_);
    EXPECT_EQ(r.status, 200) << r.body;
    rapidjson::Document doc;
    doc.Parse(r.body.c_str());
    std::size_t hello = 0;
    for (const rapidjson::Value& page : doc["data"].GetArray()) {
      hello += std::string(page["plugin"].GetString()) == "hello" ? 1 : 0;
    }
    return hello;
  };
  ASSERT_EQ(pages(), 1u);
  ASSERT_TRUE(plugins_->load({}).refusals().empty());
  EXPECT_EQ(pages(), 0u);
  HttpResponse gone = call("GET", "/api/v1/hello/console.js", key_a_);
  EXPECT_EQ(gone.status, 404) << "its module goes with it";
  ASSERT_TRUE(plugins_->load({"hello"}).refusals().empty());
  EXPECT_EQ(pages(), 1u);
}

TEST_F(ExamplePluginTest, ValidatesInputAndKeepsTenantsApart) {
  HttpResponse missing = call("POST", "/api/v1/hello/greetings", key_a_, "{}");
  EXPECT_EQ(missing.status, 400);
  EXPECT_EQ(missing.body, R"({"error":"Missing required field: name"})");
  ASSERT_EQ(call("POST", "/api/v1/hello/greetings", key_a_, R"({"name":"Ada"})").status, 201);

  HttpResponse other = call("GET", "/api/v1/hello/greetings", key_b_);
  ASSERT_EQ(other.status, 200);
  rapidjson::Document doc;
  doc.Parse(other.body.c_str());
  EXPECT_EQ(doc["data"].Size(), 0u);
}

// The count job: queued by its POST, run by the job workers, read by the route its POST declares
// with polledBy, and by the website that asked only.
TEST_F(ExamplePluginTest, ItsCountJobIsReadByTheDeclaredRouteOfItsWebsiteOnly) {
  ASSERT_EQ(call("POST", "/api/v1/hello/greetings", key_a_, R"({"name":"Ada"})").status, 201);
  ASSERT_EQ(call("POST", "/api/v1/hello/greetings", key_a_, R"({"name":"Bo"})").status, 201);
  HttpResponse queued = call("POST", "/api/v1/hello/greetings/count", key_a_);
  ASSERT_EQ(queued.status, 202) << queued.body;
  rapidjson::Document doc;
  doc.Parse(queued.body.c_str());
  std::string id = doc["data"]["job_id"].GetString();
  EXPECT_STREQ(doc["data"]["status"].GetString(), "pending");

  const std::string path = "/api/v1/hello/greetings/count/" + id;
  HttpResponse elsewhere = call("GET", path, key_b_);
  EXPECT_EQ(elsewhere.status, 404) << "another website's job is not found: " << elsewhere.body;

  JobsConfig config;
  config.workers = 1;
  config.poll_ms = 20;
  runner_ =
      std::make_unique<JobRunner>(host_->jobQueue(), *plugins_, *host_, host_->jobSignal(), config);
  runner_->start();
  std::string status;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (status != "completed" && status != "failed" &&
         std::chrono::steady_clock::now() < deadline) {
    HttpResponse read = call("GET", path, key_a_);
    ASSERT_EQ(read.status, 200) << read.body;
    doc.Parse(read.body.c_str());
    status = doc["data"]["status"].GetString();
    if (status != "completed") std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_EQ(status, "completed");
  ASSERT_TRUE(doc["data"].HasMember("count")) << "the count once done";
  EXPECT_EQ(doc["data"]["count"].GetInt(), 2);
  EXPECT_EQ(call("GET", path, key_b_).status, 404) << "nor once done";
  // An id that is not a UUID names no job: the answer an unknown id gets (pathUuid).
  EXPECT_EQ(call("GET", "/api/v1/hello/greetings/count/not-a-uuid", key_a_).status, 404);
}

}  // namespace
}  // namespace seo::core
