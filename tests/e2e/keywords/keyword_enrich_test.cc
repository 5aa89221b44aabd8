// POST /keywords with `enrich: true` on a server with no provider configured: the offline
// estimator fills volume, difficulty, cpc and intent (deterministically, labelled as estimates),
// keyword_research and crawl_credits are spent, and an exhausted bucket answers 402 with
// nothing written or spent.
#include "tests/e2e/harness/keyword_fixture.h"

namespace seo::tests {
namespace {

class KeywordEnrichTest : public KeywordE2eTest {};

TEST_F(KeywordEnrichTest, FillsMissingFiguresFromTheOfflineEstimatorAndSpendsCredits) {
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(
      a_,
      R"({"enrich":true,"keywords":[{"term":"running shoes"},{"term":"Trail shoes","volume":5}]})",
      &added));
  ASSERT_EQ(added["count"].GetInt(), 2) << toJson(added);
  const rapidjson::Value& first = added["data"][0];
  ASSERT_TRUE(first["volume"].IsInt64()) << toJson(first);
  EXPECT_GE(first["difficulty"].GetInt(), 0);
  EXPECT_LE(first["difficulty"].GetInt(), 100);
  EXPECT_GT(first["cpc"].GetDouble(), 0.0);
  EXPECT_TRUE(first["intent"].IsString());
  // A figure the caller gave wins over the estimate.
  EXPECT_EQ(added["data"][1]["volume"].GetInt64(), 5);
  EXPECT_TRUE(added["data"][1]["difficulty"].IsInt());
  const rapidjson::Value& e = added["enrichment"];
  EXPECT_EQ(stringField(e, "source"), "offline-estimate");
  EXPECT_TRUE(e["estimate"].GetBool());
  EXPECT_EQ(e["terms"].GetInt(), 2);
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 10);
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 2);

  // The same term gets the same figures anywhere: estimates are deterministic.
  rapidjson::Document other;
  ASSERT_NO_FATAL_FAILURE(
      addOk(b_, R"({"enrich":true,"keywords":[{"keyword":"RUNNING SHOES"}]})", &other));
  EXPECT_EQ(toJson(other["data"][0]["volume"]), toJson(first["volume"]));
  EXPECT_EQ(toJson(other["data"][0]["difficulty"]), toJson(first["difficulty"]));
  EXPECT_EQ(toJson(other["data"][0]["cpc"]), toJson(first["cpc"]));
  EXPECT_EQ(toJson(other["data"][0]["intent"]), toJson(first["intent"]));
}

TEST_F(KeywordEnrichTest, TermsTheWebsiteHasAreNeitherLookedUpNorPaidFor) {
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"keywords":[{"term":"espresso"}]})", &added));
  rapidjson::Document again;
  ASSERT_NO_FATAL_FAILURE(addOk(
      a_, R"({"enrich":true,"keywords":[{"term":"Espresso"},{"term":"latte"},{"term":"latte"}]})",
      &again));
  EXPECT_EQ(again["count"].GetInt(), 1);
  EXPECT_EQ(again["enrichment"]["terms"].GetInt(), 1);
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 1);
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 10);

  // Nothing new at all: no charge.
  rapidjson::Document none;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"enrich":true,"keywords":[{"term":"latte"}]})", &none));
  EXPECT_EQ(none["count"].GetInt(), 0);
  EXPECT_EQ(none["enrichment"]["terms"].GetInt(), 0);
  EXPECT_TRUE(none["enrichment"]["source"].IsNull());
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 10);
}

TEST_F(KeywordEnrichTest, ExhaustedBucketIs402AndNothingIsWrittenOrSpent) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "keyword_research", 5));
  HttpResponse r = call("POST", "/keywords", "/keywords", a_.key,
                        R"({"enrich":true,"keywords":[{"term":"alpha"},{"term":"beta"}]})");
  EXPECT_TRUE(isError(r, 402, "Usage limit reached for keyword_research")) << describe(r);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords"), "0");
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 0);

  // keyword_research is fine but crawl_credits cannot cover two terms: the whole spend is undone.
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "keyword_research", 100));
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "crawl_credits", 1));
  r = call("POST", "/keywords", "/keywords", a_.key,
           R"({"enrich":true,"keywords":[{"term":"alpha"},{"term":"beta"}]})");
  EXPECT_TRUE(isError(r, 402, "Usage limit reached for crawl_credits")) << describe(r);
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 0);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords"), "0");

  // Without enrich the same keywords need no credits.
  rapidjson::Document plain;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"keywords":[{"term":"alpha"}]})", &plain));
  EXPECT_FALSE(plain.HasMember("enrichment"));
}

TEST_F(KeywordEnrichTest, MeteredBillingRecordsOverageInsteadOf402) {
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"org", "set-metered", "--org", a_.org_id, "--enabled", "on"}, &done));
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "keyword_research", 4));
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_, R"({"enrich":true,"keywords":[{"term":"gamma"}]})", &added));
  EXPECT_EQ(added["count"].GetInt(), 1);
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 10);
  EXPECT_EQ(queryRow("SELECT SUM(overage) FROM usage_ledger WHERE organization_id = '" + a_.org_id +
                     "' AND resource = 'keyword_research'"),
            "6");
}

TEST_F(KeywordEnrichTest, BadEnrichmentInputIs400NamingTheField) {
  struct Case {
    std::string body;
    std::string field;
  };
  for (const Case& c : std::vector<Case>{
           {R"({"enrich":"yes","keywords":[{"term":"a"}]})", "enrich"},
           {R"({"enrich":true,"country":"USA","keywords":[{"term":"a"}]})", "country"},
           {R"({"enrich":true,"country":"1x","keywords":[{"term":"a"}]})", "country"},
           {R"({"enrich":true,"language":"","keywords":[{"term":"a"}]})", "language"},
           {R"({"enrich":true,"keywords":[{"term":""}]})", "keywords[0].term"},
       }) {
    HttpResponse r = call("POST", "/keywords", "/keywords", a_.key, c.body);
    EXPECT_TRUE(isErrorContaining(r, 400, {c.field})) << c.body << " -> " << describe(r);
  }
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords"), "0");
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 0);
}

}  // namespace
}  // namespace seo::tests
