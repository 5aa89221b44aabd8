// The keywords module's handlers in-process, on the SDK's fakes (FakeHost on an in-memory SQLite
// with the module's own migrations, TestRequest): how a module author tests validation and
// listing without a server. The end-to-end tests (tests/e2e/keywords/) cover the same routes over
// HTTP.
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "plugins/keywords/plugin.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/testing/fake_host.h"
#include "seo/sdk/testing/fake_registrar.h"
#include "seo/sdk/testing/module_database.h"
#include "seo/sdk/testing/test_request.h"

namespace seo::plugins::keywords {
namespace {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::testing::TestRequest;

class KeywordsHandlersTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(onRegister(registrar_).isOk());
    ASSERT_TRUE(db_.apply(registrar_.migrations).isOk());
    host_ = std::make_unique<seo::sdk::testing::FakeHost>(db_.session());
    site_ = db_.addWebsite(*host_, "example.com");
    other_ = db_.addWebsite(*host_, "other.example", "de", "org-2");
  }
  const seo::sdk::Handler& handler(const std::string& method, const std::string& path) {
    const seo::sdk::Route* route = registrar_.findRoute(method, path);
    EXPECT_NE(route, nullptr) << method << " " << path;
    return route->handler;
  }
  Result<Response> add(const seo::sdk::WebsiteInfo& site, const std::string& body) {
    TestRequest req("POST", *host_);
    return req.website(site).body(body).call(handler("POST", "/keywords"));
  }
  Result<Response> list(const seo::sdk::WebsiteInfo& site,
                        std::vector<std::pair<std::string, std::string>> query) {
    TestRequest req(*host_);
    req.website(site);
    for (auto& [k, v] : query) req.query(k, v);
    return req.call(handler("GET", "/keywords"));
  }
  static std::string errorOf(const Result<Response>& r) {
    EXPECT_FALSE(r.isOk());
    return r.isOk() ? "" : r.status().message();
  }

  seo::sdk::testing::ModuleDatabase db_;
  seo::sdk::testing::FakeRegistrar registrar_;
  std::unique_ptr<seo::sdk::testing::FakeHost> host_;
  seo::sdk::WebsiteInfo site_, other_;
};

TEST_F(KeywordsHandlersTest, AddRefusesBadInputNamingTheFieldAndWritesNothing) {
  EXPECT_EQ(errorOf(add(site_, "{}")), "Missing required field: keywords");
  EXPECT_EQ(errorOf(add(site_, R"({"keywords": [{}]})")),
            "Missing required field: keywords[0].term");
  EXPECT_EQ(
      errorOf(add(site_, R"({"keywords": [{"term": "a"}, {"term": "b", "difficulty": 101}]})")),
      "Invalid field: keywords[1].difficulty: must be an integer 0 to 100");
  EXPECT_EQ(errorOf(add(site_, R"({"keywords": [{"term": "a"}], "enrich": "yes"})")),
            "Invalid field: enrich: must be a boolean");
  int rows = -1;
  db_.session() << "SELECT COUNT(*) FROM keywords", soci::into(rows);
  EXPECT_EQ(rows, 0);
}

TEST_F(KeywordsHandlersTest, ListPaginatesAndShowsOnlyTheWebsitesOwn) {
  Result<Response> added = add(site_, R"({"keywords": [{"term": "one"}, {"term": "two"},
      {"term": "three"}, {"term": "four"}, {"term": "five"}, {"term": "six"}, {"term": "seven"}]})");
  ASSERT_TRUE(added.isOk()) << added.status().message();
  EXPECT_EQ(added.value().status, 201);
  ASSERT_TRUE(add(other_, R"({"keywords": [{"term": "theirs"}]})").isOk());

  Result<Response> page = list(site_, {{"limit", "3"}, {"page", "3"}});
  ASSERT_TRUE(page.isOk()) << page.status().message();
  const rapidjson::Value& body = page.value().body;
  EXPECT_EQ(seo::sdk::json::text(body["meta"]),
            R"({"total":7,"page":3,"limit":3,"next_cursor":null})");
  ASSERT_EQ(body["data"].Size(), 1u);

  Result<Response> all = list(site_, {{"limit", "500"}});
  ASSERT_TRUE(all.isOk());
  ASSERT_EQ(all.value().body["data"].Size(), 7u);
  for (const auto& k : all.value().body["data"].GetArray()) {
    EXPECT_NE(std::string(k["term"].GetString()), "theirs");
  }

  Result<Response> past = list(site_, {{"page", "9"}});
  ASSERT_TRUE(past.isOk());
  EXPECT_EQ(past.value().body["data"].Size(), 0u);

  EXPECT_EQ(errorOf(list(site_, {{"limit", "0"}})),
            "Invalid field: limit: must be a whole number from 1 to 500");
  EXPECT_EQ(errorOf(list(site_, {{"status", "gone"}})),
            "Invalid field: status: must be one of active, planned, ignored");
  EXPECT_EQ(errorOf(list(site_, {{"group_id", "x"}})), "Invalid field: group_id: must be a UUID");
}

// The services the content module asks (keyword_services.h): one keyword of the website, and
// the planning candidates ranked by volume x (100 - difficulty), never another website's.
TEST_F(KeywordsHandlersTest, ServicesAnswerAboutTheAskingWebsiteOnly) {
  ASSERT_TRUE(add(site_, R"({"keywords": [{"term": "small", "volume": 100, "difficulty": 10},
      {"term": "big hard", "volume": 1000, "difficulty": 95}, {"term": "big easy",
      "volume": 1000, "difficulty": 20}, {"term": "unknown"}, {"term": "half", "volume": 200}]})")
                  .isOk());
  ASSERT_TRUE(add(other_, R"({"keywords": [{"term": "theirs", "volume": 99999}]})").isOk());
  for (const auto& [name, handler] : registrar_.services)
    host_->fake_services.handlers[name] = handler;

  Result<std::string> ranked =
      host_->services().call("keywords.planning_candidates", site_.id, R"({"limit": 4})");
  ASSERT_TRUE(ranked.isOk()) << ranked.status().message();
  rapidjson::Document doc;
  doc.Parse(ranked.value().c_str());
  ASSERT_EQ(doc["data"].Size(), 4u);
  // 1000x80, 200x50 (unknown difficulty counts 50), 100x90, 1000x5
  EXPECT_STREQ(doc["data"][0]["term"].GetString(), "big easy");
  EXPECT_STREQ(doc["data"][1]["term"].GetString(), "half");
  EXPECT_STREQ(doc["data"][2]["term"].GetString(), "small");
  EXPECT_STREQ(doc["data"][3]["term"].GetString(), "big hard");
  EXPECT_TRUE(doc["data"][1]["difficulty"].IsNull());
  std::string id = doc["data"][0]["id"].GetString();

  Result<std::string> one =
      host_->services().call("keywords.keyword", site_.id, R"({"id": ")" + id + R"("})");
  ASSERT_TRUE(one.isOk()) << one.status().message();
  EXPECT_NE(
      one.value().find(R"("term":"big easy","volume":1000,"difficulty":20,"status":"active")"),
      std::string::npos)
      << one.value();
  EXPECT_EQ(host_->services()
                .call("keywords.keyword", other_.id, R"({"id": ")" + id + R"("})")
                .status()
                .code(),
            seo::sdk::Code::NotFound);
  EXPECT_EQ(host_->services().call("keywords.keyword", site_.id, R"({"id": 7})").status().message(),
            "Invalid field: id: must be a UUID");
  EXPECT_EQ(host_->services().call("keywords.planning_candidates", site_.id, "[").status().code(),
            seo::sdk::Code::InvalidArgument);
}

}  // namespace
}  // namespace seo::plugins::keywords
