#include "core/providers/dataforseo_serp_queue.h"

#include <gtest/gtest.h>
#include <rapidjson/document.h>

#include <string>

#include "core/providers/outbound_http.h"
#include "tests/testing/peer_process.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::Result;
using seo::sdk::SerpPage;
using seo::sdk::SerpTask;

constexpr char kLogin[] = "seo-login";
constexpr char kPassword[] = "s3cret-pass";

SerpTask task(const std::string& query, const std::string& device = "desktop") {
  SerpTask t;
  t.query = query;
  t.language = "de";
  t.country = "DE";
  t.device = device;
  t.depth = 100;
  t.tag = "kw-" + query;
  return t;
}

class DataForSeoSerpQueueTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    ASSERT_TRUE(peer_.start(&error)) << error;
    ASSERT_TRUE(peer_.control(R"({"serp": {
        "trail shoes": [{"url": "https://rival.example/best", "title": "Best"},
                        {"url": "https://www.alpha.example/trail-shoes", "title": "Ours"}],
        "trail shoes|mobile": [{"url": "https://www.alpha.example/m", "title": "Ours, mobile"}]},
      "features": {"trail shoes": [
        {"type": "people_also_ask", "items": []},
        {"type": "ai_overview", "items": [{"type": "ai_overview_element", "references": [
           {"type": "ai_overview_reference", "domain": "rival.example",
            "url": "https://rival.example/best"}]}],
         "references": [{"type": "ai_overview_reference", "domain": "www.alpha.example",
                         "url": "https://www.alpha.example/trail-shoes"},
                        {"type": "ai_overview_reference", "domain": "rival.example",
                         "url": "https://rival.example/best"}]}]}})",
                              &error))
        << error;
  }
  DataForSeoConfig config(const std::string& password = kPassword) {
    DataForSeoConfig c;
    c.base_url = peer_.url();
    c.login = kLogin;
    c.password = password;
    c.timeout_ms = 10000;
    return c;
  }
  OutboundConfig outbound() {
    OutboundConfig o;
    o.allow_private_addresses = true;
    return o;
  }

  tests::PeerProcess peer_{"dataforseo_peer.py", {"--login", kLogin, "--password", kPassword}};
  OutboundHttp http_{outbound()};
};

TEST_F(DataForSeoSerpQueueTest, PostsTasksInOneCallThenReadsEachFinishedPage) {
  std::string error;
  ASSERT_TRUE(peer_.control(R"({"queue_polls": 1})", &error)) << error;
  DataForSeoSerpQueue queue(config(), http_);
  EXPECT_EQ(queue.unavailableReason(), "");
  Result<std::vector<std::string>> ids =
      queue.post({task("trail shoes"), task("trail shoes", "mobile"), task("nothing ranks")});
  ASSERT_TRUE(ids.isOk()) << ids.status().message();
  ASSERT_EQ(ids.value().size(), 3u);

  // Queued: its page not there yet, and not listed at the first poll.
  Result<std::optional<SerpPage>> waiting = queue.page(ids.value()[0]);
  ASSERT_TRUE(waiting.isOk()) << waiting.status().message();
  EXPECT_FALSE(waiting.value().has_value());
  Result<std::vector<std::string>> ready = queue.ready();
  ASSERT_TRUE(ready.isOk()) << ready.status().message();
  EXPECT_TRUE(ready.value().empty());

  ready = queue.ready();
  ASSERT_TRUE(ready.isOk());
  EXPECT_EQ(ready.value(), ids.value());

  Result<std::optional<SerpPage>> desktop = queue.page(ids.value()[0]);
  ASSERT_TRUE(desktop.isOk()) << desktop.status().message();
  ASSERT_TRUE(desktop.value().has_value());
  const SerpPage& page = *desktop.value();
  EXPECT_EQ(page.task_id, ids.value()[0]);
  EXPECT_EQ(page.tag, "kw-trail shoes");
  ASSERT_EQ(page.items.size(), 2u);
  EXPECT_EQ(page.items[1].rank, 2);  // rank_group: organic results alone
  EXPECT_EQ(page.items[1].domain, "www.alpha.example");
  EXPECT_EQ(page.items[1].url, "https://www.alpha.example/trail-shoes");
  EXPECT_EQ(page.features,
            (std::vector<std::string>{"featured_snippet", "people_also_ask", "ai_overview"}));
  ASSERT_EQ(page.ai_overview_citations.size(), 2u);  // the same source twice counts once
  EXPECT_EQ(page.ai_overview_citations[0].domain, "www.alpha.example");
  EXPECT_EQ(page.ai_overview_citations[1].url, "https://rival.example/best");

  Result<std::optional<SerpPage>> mobile = queue.page(ids.value()[1]);
  ASSERT_TRUE(mobile.isOk() && mobile.value().has_value());
  ASSERT_EQ(mobile.value()->items.size(), 1u);
  EXPECT_EQ(mobile.value()->items[0].url, "https://www.alpha.example/m");

  Result<std::optional<SerpPage>> none = queue.page(ids.value()[2]);
  ASSERT_TRUE(none.isOk() && none.value().has_value());
  EXPECT_TRUE(none.value()->items.empty());
  EXPECT_EQ(none.value()->features, std::vector<std::string>{"featured_snippet"});
  EXPECT_TRUE(none.value()->ai_overview_citations.empty());

  // Read pages leave the ready list.
  ready = queue.ready();
  ASSERT_TRUE(ready.isOk());
  EXPECT_TRUE(ready.value().empty());

  rapidjson::Document seen;
  ASSERT_TRUE(peer_.requests(&seen, &error)) << error;
  EXPECT_STREQ(seen[0]["path"].GetString(), "/v3/serp/google/organic/task_post");
  ASSERT_EQ(seen[0]["body"].Size(), 3u);
  const rapidjson::Value& posted = seen[0]["body"][1];
  EXPECT_STREQ(posted["keyword"].GetString(), "trail shoes");
  EXPECT_EQ(posted["location_code"].GetInt(), 2276);
  EXPECT_STREQ(posted["device"].GetString(), "mobile");
  EXPECT_EQ(posted["depth"].GetInt(), 100);
  EXPECT_STREQ(posted["tag"].GetString(), "kw-trail shoes");
  EXPECT_STREQ(seen[1]["path"].GetString(),
               ("/v3/serp/google/organic/task_get/advanced/" + ids.value()[0]).c_str());
  EXPECT_STREQ(seen[2]["path"].GetString(), "/v3/serp/google/organic/tasks_ready");
  EXPECT_STREQ(seen[2]["headers"]["authorization"].GetString(),
               seen[0]["headers"]["authorization"].GetString());
}

TEST_F(DataForSeoSerpQueueTest, BadTasksAreRefusedBeforeAnyCallNamingTheTask) {
  DataForSeoSerpQueue queue(config(), http_);
  OfflineSerpQueue offline;
  SerpTask bad_device = task("trail shoes", "tablet");
  SerpTask bad_country = task("trail shoes");
  bad_country.country = "XX";
  SerpTask long_tag = task("trail shoes");
  long_tag.tag = std::string(256, 't');
  struct Case {
    std::vector<SerpTask> tasks;
    std::string message;
  };
  for (const Case& c :
       {Case{{}, "Invalid field: tasks: must hold 1 to 100 tasks"},
        Case{std::vector<SerpTask>(101, task("a")),
             "Invalid field: tasks: must hold 1 to 100 tasks"},
        Case{{task("ok"), bad_device}, "Invalid field: tasks[1].device: must be desktop or mobile"},
        Case{{bad_country},
             "Invalid field: tasks[0].country: not an ISO 3166-1 alpha-2 country code: XX"},
        Case{{task("ok"), task(" ")}, "Invalid field: tasks[1].query: must not be empty"},
        Case{{long_tag}, "Invalid field: tasks[0].tag: must be text of at most 255 bytes"}}) {
    EXPECT_EQ(queue.post(c.tasks).status().message(), c.message);
    EXPECT_EQ(offline.post(c.tasks).status().message(), c.message);
  }
  EXPECT_EQ(queue.page("../../../v3/other").status().code(), Code::InvalidArgument);
  rapidjson::Document seen;
  std::string error;
  ASSERT_TRUE(peer_.requests(&seen, &error)) << error;
  EXPECT_EQ(seen.Size(), 0u);
}

TEST_F(DataForSeoSerpQueueTest, ProviderErrorsKeepTheirMeaning) {
  DataForSeoSerpQueue queue(config(), http_);
  Result<std::optional<SerpPage>> unknown = queue.page("00000000-0000-0000-0000-000000000000");
  EXPECT_EQ(unknown.status().code(), Code::NotFound) << unknown.status().message();

  DataForSeoSerpQueue wrong(config("wrong"), http_);
  Result<std::vector<std::string>> refused = wrong.post({task("trail shoes")});
  EXPECT_EQ(refused.status().code(), Code::BadGateway);
  EXPECT_EQ(refused.status().message().find("wrong"), std::string::npos);
  EXPECT_EQ(wrong.ready().status().code(), Code::BadGateway);

  std::string error;
  ASSERT_TRUE(peer_.control(R"({"mode": "balance"})", &error)) << error;
  EXPECT_EQ(queue.post({task("trail shoes")}).status().code(), Code::BadGateway);
  ASSERT_TRUE(peer_.control(R"({"mode": "task_error"})", &error)) << error;
  EXPECT_EQ(queue.post({task("trail shoes")}).status().code(), Code::InvalidArgument);
  ASSERT_TRUE(peer_.control(R"({"mode": "http_500"})", &error)) << error;
  EXPECT_EQ(queue.post({task("trail shoes")}).status().code(), Code::Unavailable);
  EXPECT_EQ(queue.ready().status().code(), Code::Unavailable);
}

TEST(OfflineSerpQueueTest, TakesNoTaskAndSaysWhy) {
  OfflineSerpQueue offline;
  EXPECT_NE(offline.unavailableReason().find("No SERP provider is configured"), std::string::npos);
  Result<std::vector<std::string>> posted = offline.post({task("trail shoes")});
  EXPECT_EQ(posted.status().code(), Code::Unavailable);
  EXPECT_EQ(posted.status().message(), offline.unavailableReason());
  EXPECT_EQ(offline.ready().status().code(), Code::Unavailable);
}

}  // namespace
}  // namespace seo::core
