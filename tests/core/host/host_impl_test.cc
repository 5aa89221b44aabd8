#include "core/host/host_impl.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include <rapidjson/document.h>

#include "core/metering/meter.h"
#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/temp_env.h"
#include "tests/testing/peer_process.h"

namespace seo::core {
namespace {

using seo::sdk::ChatAnswer;
using seo::sdk::ChatRequest;
using seo::sdk::Code;
using seo::sdk::Result;
using seo::sdk::Status;

constexpr const char* kKey = "sk-host-test-key";
// Forced as the peer's content: 2 words, so each answer uses 7 + 2 = 9 tokens.
constexpr const char* kContent = R"({"terms": ["a"]})";
constexpr std::int64_t kTokens = 9;

ChatRequest termsRequest() {
  ChatRequest request;
  request.messages = {{"system", "Answer in JSON."}, {"user", "Suggest terms for \"shoes\""}};
  return request;
}

// HostImpl::completeChat: the ai_credits bucket checked before the model is asked, and the
// answer's tokens charged after; the model is tests/peers/llm_peer.py.
class HostImplTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    ASSERT_TRUE(peer_.start(&error)) << error;
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    plugins_ =
        std::make_unique<PluginManager>(*db_, dir_.path() / "plugins", dir_.path() / "copies");
    TenantStore store(*db_, {});
    auto org = store.createOrganization("Org", "pro");
    ASSERT_TRUE(org.isOk()) << org.status().message();
    org_ = org.value().id;
    setCredits(1000, 0);
    setMode("ok", kContent);
  }

  std::unique_ptr<HostImpl> host(bool offline = false,
                                 std::vector<LlmEndpointConfig> endpoints = {}) {
    ProvidersConfig providers;
    providers.llm_endpoints = std::move(endpoints);
    if (!offline) {
      providers.llm.base_url = peer_.url();
      providers.llm.api_key = kKey;
      providers.llm.model = "gpt-test";
      providers.llm.timeout_ms = 10000;
    }
    return std::make_unique<HostImpl>(*db_, *plugins_, OutboundConfig{}, providers);
  }

  void setCredits(std::int64_t quota, std::int64_t used) {
    Status s = db_->withTransaction([&](soci::session& sql) {
      Status q = setQuota(sql, org_, "ai_credits", quota);
      if (!q.isOk()) return q;
      long long u = used;
      sql << "UPDATE credit_buckets SET used = :u WHERE organization_id = :o AND "
             "resource = 'ai_credits'",
          soci::use(u), soci::use(org_);
      return Status::ok();
    });
    ASSERT_TRUE(s.isOk()) << s.message();
  }

  void setMetered() {
    TenantStore store(*db_, {});
    ASSERT_TRUE(store.setMeteredBilling(org_, true).isOk());
  }

  void setMode(const std::string& mode, const char* content = nullptr) {
    std::string error;
    ASSERT_TRUE(peer_.control(seo::tests::llmControl(mode, content), &error)) << error;
  }

  // How many requests the peer has received.
  int peerRequests() {
    rapidjson::Document seen;
    std::string error;
    EXPECT_TRUE(peer_.requests(&seen, &error)) << error;
    return error.empty() ? static_cast<int>(seen.Size()) : -1;
  }

  long long used() {
    return testing::queryInt(*db_, "SELECT used FROM credit_buckets WHERE organization_id = '" +
                                       org_ + "' AND resource = 'ai_credits'");
  }
  long long ledgerRows() {
    return testing::queryInt(
        *db_, "SELECT COUNT(*) FROM usage_ledger WHERE organization_id = '" + org_ + "'");
  }
  // The one ledger row's amount and overage.
  void expectLedger(long long amount, long long overage) {
    ASSERT_EQ(ledgerRows(), 1);
    long long a = -1;
    long long o = -1;
    std::string resource;
    std::string route;
    Status s = db_->withSession([&](soci::session& sql) {
      sql << "SELECT amount, overage, resource, route FROM usage_ledger WHERE "
             "organization_id = :o",
          soci::use(org_), soci::into(a), soci::into(o), soci::into(resource), soci::into(route);
      return Status::ok();
    });
    ASSERT_TRUE(s.isOk()) << s.message();
    EXPECT_EQ(a, amount);
    EXPECT_EQ(o, overage);
    EXPECT_EQ(resource, "ai_credits");
    EXPECT_EQ(route, "llm gpt-test");
  }

  seo::tests::PeerProcess peer_{"llm_peer.py", {"--key", kKey}};
  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<PluginManager> plugins_;
  std::string org_;
};

TEST_F(HostImplTest, ChargesTheAnswersTotalTokens) {
  Result<ChatAnswer> answer = host()->completeChat(org_, termsRequest());
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().content, kContent);
  EXPECT_EQ(answer.value().usage.total_tokens, kTokens);
  EXPECT_FALSE(answer.value().estimate);
  EXPECT_EQ(used(), kTokens);
  expectLedger(kTokens, 0);
  EXPECT_EQ(peerRequests(), 1);
}

TEST_F(HostImplTest, EachAnswerIsChargedOnItsOwn) {
  std::unique_ptr<HostImpl> h = host();
  for (int i = 0; i < 3; ++i) {
    Result<ChatAnswer> answer = h->completeChat(org_, termsRequest());
    ASSERT_TRUE(answer.isOk()) << answer.status().message();
  }
  EXPECT_EQ(used(), 3 * kTokens);
  EXPECT_EQ(ledgerRows(), 3);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(DISTINCT request_id) FROM usage_ledger"), 3);
}

TEST_F(HostImplTest, ExhaustedBucketIsRefusedBeforeTheModelIsAsked) {
  setCredits(10, 10);
  Result<ChatAnswer> answer = host()->completeChat(org_, termsRequest());
  ASSERT_FALSE(answer.isOk());
  EXPECT_EQ(answer.status().code(), Code::PaymentRequired);
  EXPECT_EQ(answer.status().message(), "Usage limit reached for ai_credits");
  EXPECT_EQ(peerRequests(), 0);
  EXPECT_EQ(used(), 10);
  EXPECT_EQ(ledgerRows(), 0);
}

TEST_F(HostImplTest, OrganizationWithoutAiCreditsIsRefused) {
  TenantStore store(*db_, {});
  auto other = store.createOrganization("No credits", "pro");
  ASSERT_TRUE(other.isOk()) << other.status().message();
  Result<ChatAnswer> answer = host()->completeChat(other.value().id, termsRequest());
  EXPECT_EQ(answer.status().code(), Code::PaymentRequired);
  EXPECT_EQ(peerRequests(), 0);
}

TEST_F(HostImplTest, AnswerLargerThanWhatIsLeftEmptiesTheBucket) {
  setCredits(10, 6);
  Result<ChatAnswer> answer = host()->completeChat(org_, termsRequest());
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().usage.total_tokens, kTokens);
  EXPECT_EQ(used(), 10);
  expectLedger(4, 0);
  // Now nothing is left: the next question is refused without asking.
  EXPECT_EQ(host()->completeChat(org_, termsRequest()).status().code(), Code::PaymentRequired);
  EXPECT_EQ(peerRequests(), 1);
}

TEST_F(HostImplTest, MeteredOrganizationRecordsOverage) {
  setMetered();
  setCredits(5, 2);
  Result<ChatAnswer> answer = host()->completeChat(org_, termsRequest());
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(used(), 2 + kTokens);
  expectLedger(kTokens, 2 + kTokens - 5);
}

TEST_F(HostImplTest, MeteredOrganizationIsAskedWithAnExhaustedBucket) {
  setMetered();
  setCredits(5, 5);
  Result<ChatAnswer> answer = host()->completeChat(org_, termsRequest());
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(used(), 5 + kTokens);
  expectLedger(kTokens, kTokens);
}

TEST_F(HostImplTest, OfflineProviderSpendsNothing) {
  Result<ChatAnswer> answer = host(/*offline=*/true)->completeChat(org_, termsRequest());
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_TRUE(answer.value().estimate);
  EXPECT_EQ(answer.value().source, "offline-estimate");
  EXPECT_EQ(used(), 0);
  EXPECT_EQ(ledgerRows(), 0);
  EXPECT_EQ(peerRequests(), 0);
}

TEST_F(HostImplTest, OfflineProviderAnswersEvenWithAnEmptyBucket) {
  setCredits(5, 5);
  Result<ChatAnswer> answer = host(/*offline=*/true)->completeChat(org_, termsRequest());
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_TRUE(answer.value().estimate);
  EXPECT_EQ(used(), 5);
}

TEST_F(HostImplTest, ProviderErrorChargesNothing) {
  std::unique_ptr<HostImpl> h = host();
  setMode("server_error");
  EXPECT_EQ(h->completeChat(org_, termsRequest()).status().code(), Code::Unavailable);
  setMode("bad_model");
  EXPECT_EQ(h->completeChat(org_, termsRequest()).status().code(), Code::BadGateway);
  // The peer reports usage for a cut answer, but an unusable answer is not charged.
  setMode("truncated");
  EXPECT_EQ(h->completeChat(org_, termsRequest()).status().code(), Code::BadGateway);
  EXPECT_EQ(peerRequests(), 3);
  EXPECT_EQ(used(), 0);
  EXPECT_EQ(ledgerRows(), 0);
}

// Host::callService reaches the service a loaded plugin registered (the probe's), and names
// the service when no loaded plugin answers it.
TEST_F(HostImplTest, CallsTheServiceOfALoadedPlugin) {
  testing::assemblePluginDir(dir_.path() / "plugins", {"probe"});
  ASSERT_TRUE(plugins_->load({"probe"}).refusals().empty());
  auto h = host(true);
  auto answer = h->callService("probe.echo", "w-1", "ping");
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value(), R"({"website_id":"w-1","request":"ping"})");
  EXPECT_EQ(h->callService("probe.echo", "w-1", "missing").status().code(), Code::NotFound);
  EXPECT_EQ(h->callService("probe.echo", "w-1", "throw").status().code(), Code::Internal);
  auto absent = h->callService("keywords.keyword", "w-1", "{}");
  EXPECT_EQ(absent.status().code(), Code::Unavailable);
  EXPECT_NE(absent.status().message().find("keywords.keyword"), std::string::npos);
}

// Host::checkCredits: whether the bucket has credits left (or billing is metered), spending
// nothing.
TEST_F(HostImplTest, ChecksCreditsWithoutSpending) {
  auto h = host();
  setCredits(10, 9);
  EXPECT_TRUE(h->checkCredits(org_, "ai_credits").isOk());
  EXPECT_EQ(used(), 9);
  setCredits(10, 10);
  Status refused = h->checkCredits(org_, "ai_credits");
  EXPECT_EQ(refused.code(), Code::PaymentRequired);
  EXPECT_EQ(refused.message(), "Usage limit reached for ai_credits");
  EXPECT_EQ(h->checkCredits(org_, "no_such_bucket").code(), Code::PaymentRequired);
  setMetered();
  EXPECT_TRUE(h->checkCredits(org_, "ai_credits").isOk());
  EXPECT_EQ(ledgerRows(), 0);
}

TEST_F(HostImplTest, DescribesTheConfiguredProviders) {
  EXPECT_NE(host()->providers().description().find("llm=openai-compatible(gpt-test"),
            std::string::npos);
  EXPECT_NE(host(true)->providers().description().find("llm=offline-estimate"), std::string::npos);
}

// Host::llmEndpoints and ::askModel: the operator's named endpoints, asked by name and model,
// charged like completeChat.
TEST_F(HostImplTest, NamedEndpointsAreListedAndAskedByName) {
  LlmEndpointConfig lab{"lab", peer_.url(), kKey, {"model-a", "model-b"}, false, 10000};
  LlmEndpointConfig search{"search", peer_.url(), kKey, {"model-s"}, true, 10000};
  std::unique_ptr<HostImpl> h = host(false, {lab, search});
  std::vector<seo::sdk::LlmEndpoint> listed = h->llmEndpoints();
  ASSERT_EQ(listed.size(), 3u);
  EXPECT_EQ(listed[0].name, "lab");
  EXPECT_EQ(listed[0].models, (std::vector<std::string>{"model-a", "model-b"}));
  EXPECT_EQ(listed[0].collection, "api");
  EXPECT_EQ(listed[1].collection, "web_search");
  EXPECT_EQ(listed[2].name, "default") << "providers.llm, configured here";
  EXPECT_EQ(listed[2].models, (std::vector<std::string>{"gpt-test"}));

  Result<seo::sdk::ModelAnswer> answer = h->askModel(org_, "search", "model-s", termsRequest());
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().endpoint, "search");
  EXPECT_EQ(answer.value().collection, "web_search");
  EXPECT_EQ(answer.value().answer.model, "model-s");
  EXPECT_EQ(used(), kTokens);

  EXPECT_EQ(h->askModel(org_, "nowhere", "model-a", termsRequest()).status().code(),
            Code::NotFound);
  EXPECT_EQ(h->askModel(org_, "lab", "model-s", termsRequest()).status().code(), Code::NotFound);
  setCredits(10, 10);
  EXPECT_EQ(h->askModel(org_, "lab", "model-a", termsRequest()).status().code(),
            Code::PaymentRequired);
  EXPECT_EQ(peerRequests(), 1) << "nothing asked for the refused ones";
  EXPECT_TRUE(host(/*offline=*/true)->llmEndpoints().empty());
}

// Plugins reach the outbound address policy at save time through the host, under the
// operator's outbound.allow_private_addresses.
TEST_F(HostImplTest, ChecksAnOutboundHostUnderTheOperatorsPolicy) {
  OutboundConfig allowing;
  allowing.allow_private_addresses = true;
  HostImpl refusing_host(*db_, *plugins_, OutboundConfig{});
  HostImpl allowing_host(*db_, *plugins_, allowing);
  for (const char* host : {"127.0.0.1", "2002:7f00:1::", "localhost"}) {
    Status refused = refusing_host.checkOutboundHost("host", host);
    EXPECT_EQ(refused.code(), Code::InvalidArgument) << host;
    EXPECT_EQ(refused.message().rfind("Invalid field: host: ", 0), 0u) << refused.message();
    EXPECT_TRUE(allowing_host.checkOutboundHost("host", host).isOk()) << host;
  }
  EXPECT_TRUE(refusing_host.checkOutboundHost("host", "smtp.example.com").isOk());
  EXPECT_FALSE(allowing_host.checkOutboundHost("host", "127.1").isOk());
}

}  // namespace
}  // namespace seo::core
