#include "core/host/host_impl.h"

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>

#include <rapidjson/document.h>

#include "core/loader/catalog.h"
#include "core/loader/registrations.h"
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

// HostImpl::models().ask of the configured model: the ai_credits bucket checked before the model is
// asked, and the answer's tokens charged after; the model is tests/peers/llm_peer.py.
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
    auto org = store.organizations.create("Org", "pro");
    ASSERT_TRUE(org.isOk()) << org.status().message();
    org_ = org.value().id;
    setCredits(100000, 0);
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
    ASSERT_TRUE(store.organizations.setMeteredBilling(org_, true).isOk());
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
  // What the ledger says was spent in all: each call's reservation, less what went back.
  void expectSpent(long long amount, long long overage) {
    long long a = -1;
    long long o = -1;
    Status s = db_->withSession([&](soci::session& sql) {
      sql << "SELECT COALESCE(SUM(amount), 0), COALESCE(SUM(overage), 0) FROM usage_ledger "
             "WHERE organization_id = :o AND resource = 'ai_credits'",
          soci::use(org_), soci::into(a), soci::into(o);
      return Status::ok();
    });
    ASSERT_TRUE(s.isOk()) << s.message();
    EXPECT_EQ(a, amount);
    EXPECT_EQ(o, overage);
  }
  long long openReservations() {
    return testing::queryInt(*db_,
                             "SELECT COUNT(*) FROM credit_reservations WHERE settled_at IS NULL");
  }

  // The configured model's answer, as Models::ask gives it, within `reservation` when one is
  // named.
  Result<ChatAnswer> chat(HostImpl& h, const std::string& organization_id,
                          const std::string& reservation = "") {
    Result<seo::sdk::ModelAnswer> asked =
        h.models().ask(organization_id, termsRequest(), {"", "", reservation});
    if (!asked.isOk()) return asked.status();
    EXPECT_EQ(asked.value().endpoint, "") << "the configured model is no named endpoint";
    return asked.value().answer;
  }

  seo::tests::PeerProcess peer_{"llm_peer.py", {"--key", kKey}};
  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<PluginManager> plugins_;
  std::string org_;
};

TEST_F(HostImplTest, ChargesTheAnswersTotalTokens) {
  Result<ChatAnswer> answer = chat(*host(), org_);
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().content, kContent);
  EXPECT_EQ(answer.value().usage.total_tokens, kTokens);
  EXPECT_FALSE(answer.value().estimate);
  EXPECT_EQ(used(), kTokens);
  // The estimate was reserved before asking, and what the answer did not use went back.
  EXPECT_EQ(testing::queryInt(*db_, "SELECT amount FROM usage_ledger WHERE route = 'reserve'"),
            seo::sdk::estimatedTokens(termsRequest()));
  expectSpent(kTokens, 0);
  EXPECT_EQ(openReservations(), 0);
  EXPECT_EQ(peerRequests(), 1);
}

TEST_F(HostImplTest, EachAnswerIsChargedOnItsOwn) {
  std::unique_ptr<HostImpl> h = host();
  for (int i = 0; i < 3; ++i) {
    Result<ChatAnswer> answer = chat(*h, org_);
    ASSERT_TRUE(answer.isOk()) << answer.status().message();
  }
  EXPECT_EQ(used(), 3 * kTokens);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(DISTINCT request_id) FROM usage_ledger WHERE "
                                    "route = 'reserve'"),
            3);
  expectSpent(3 * kTokens, 0);
}

TEST_F(HostImplTest, ExhaustedBucketIsRefusedBeforeTheModelIsAsked) {
  setCredits(10, 10);
  Result<ChatAnswer> answer = chat(*host(), org_);
  ASSERT_FALSE(answer.isOk());
  EXPECT_EQ(answer.status().code(), Code::PaymentRequired);
  EXPECT_EQ(answer.status().message(), "Usage limit reached for ai_credits");
  EXPECT_EQ(peerRequests(), 0);
  EXPECT_EQ(used(), 10);
  EXPECT_EQ(ledgerRows(), 0);
}

TEST_F(HostImplTest, OrganizationWithoutAiCreditsIsRefused) {
  TenantStore store(*db_, {});
  auto other = store.organizations.create("No credits", "pro");
  ASSERT_TRUE(other.isOk()) << other.status().message();
  Result<ChatAnswer> answer = chat(*host(), other.value().id);
  EXPECT_EQ(answer.status().code(), Code::PaymentRequired);
  EXPECT_EQ(peerRequests(), 0);
}

// Credits are left, but fewer than the request's estimate: refused before asking, so calls made
// together can never spend more than the bucket holds.
TEST_F(HostImplTest, AnEstimateThatDoesNotFitIsRefusedBeforeAsking) {
  const std::int64_t estimate = seo::sdk::estimatedTokens(termsRequest());
  setCredits(estimate + 5, 6);
  EXPECT_EQ(chat(*host(), org_).status().code(), Code::PaymentRequired);
  EXPECT_EQ(peerRequests(), 0);
  EXPECT_EQ(used(), 6);
  setCredits(estimate + 6, 6);
  ASSERT_TRUE(chat(*host(), org_).isOk());
  EXPECT_EQ(used(), 6 + kTokens);
}

// Work accepted earlier holds a reservation: its calls draw on it without another check, and
// settling gives back what they did not use.
TEST_F(HostImplTest, CallsWithinAReservationDrawOnIt) {
  std::unique_ptr<HostImpl> h = host();
  setCredits(2000, 0);
  ASSERT_TRUE(db_->withTransaction([&](soci::session& sql) {
                   return h->credits().reserve(sql, org_, "ai_credits", 1000, "work-1");
                 })
                  .isOk());
  EXPECT_EQ(used(), 1000);
  ASSERT_GT(seo::sdk::estimatedTokens(termsRequest()), 1000);
  EXPECT_EQ(chat(*h, org_).status().code(), Code::PaymentRequired)
      << "the bucket is held for the work";
  for (int i = 0; i < 2; ++i) {
    Result<ChatAnswer> answer = chat(*h, org_, "work-1");
    ASSERT_TRUE(answer.isOk()) << answer.status().message();
  }
  EXPECT_EQ(used(), 1000);
  ASSERT_TRUE(db_->withTransaction(
                     [&](soci::session& sql) { return h->credits().settle(sql, org_, "work-1"); })
                  .isOk());
  EXPECT_EQ(used(), 2 * kTokens);
  expectSpent(2 * kTokens, 0);
  EXPECT_EQ(openReservations(), 0);
  // Settled, the reservation covers nothing: a call reserves for itself again.
  ASSERT_TRUE(chat(*h, org_, "work-1").isOk());
  EXPECT_EQ(used(), 3 * kTokens);
}

TEST_F(HostImplTest, MeteredOrganizationRecordsOverage) {
  setMetered();
  setCredits(5, 2);
  Result<ChatAnswer> answer = chat(*host(), org_);
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(used(), 2 + kTokens);
  expectSpent(kTokens, 2 + kTokens - 5);
}

TEST_F(HostImplTest, MeteredOrganizationIsAskedWithAnExhaustedBucket) {
  setMetered();
  setCredits(5, 5);
  Result<ChatAnswer> answer = chat(*host(), org_);
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(used(), 5 + kTokens);
  expectSpent(kTokens, kTokens);
}

TEST_F(HostImplTest, OfflineProviderSpendsNothing) {
  Result<ChatAnswer> answer = chat(*host(/*offline=*/true), org_);
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_TRUE(answer.value().estimate);
  EXPECT_EQ(answer.value().source, "offline-estimate");
  EXPECT_EQ(used(), 0);
  EXPECT_EQ(ledgerRows(), 0);
  EXPECT_EQ(peerRequests(), 0);
}

TEST_F(HostImplTest, OfflineProviderAnswersEvenWithAnEmptyBucket) {
  setCredits(5, 5);
  Result<ChatAnswer> answer = chat(*host(/*offline=*/true), org_);
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_TRUE(answer.value().estimate);
  EXPECT_EQ(used(), 5);
}

TEST_F(HostImplTest, ProviderErrorChargesNothing) {
  std::unique_ptr<HostImpl> h = host();
  setMode("server_error");
  EXPECT_EQ(chat(*h, org_).status().code(), Code::Unavailable);
  setMode("bad_model");
  EXPECT_EQ(chat(*h, org_).status().code(), Code::BadGateway);
  // The peer reports usage for a cut answer, but an unusable answer is not charged.
  setMode("truncated");
  EXPECT_EQ(chat(*h, org_).status().code(), Code::BadGateway);
  EXPECT_EQ(peerRequests(), 3);
  EXPECT_EQ(used(), 0);
  expectSpent(0, 0);
  EXPECT_EQ(openReservations(), 0);
}

// Services::call reaches the service a loaded plugin registered (the probe's), and names
// the service when no loaded plugin answers it.
TEST_F(HostImplTest, CallsTheServiceOfALoadedPlugin) {
  testing::assemblePluginDir(dir_.path() / "plugins", {"probe"});
  ASSERT_TRUE(plugins_->load({"probe"}).refusals().empty());
  auto h = host(true);
  auto answer = h->services().call("probe.echo", "w-1", "ping");
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value(), R"({"website_id":"w-1","request":"ping"})");
  EXPECT_EQ(h->services().call("probe.echo", "w-1", "missing").status().code(), Code::NotFound);
  EXPECT_EQ(h->services().call("probe.echo", "w-1", "throw").status().code(), Code::Internal);
  auto absent = h->services().call("keywords.keyword", "w-1", "{}");
  EXPECT_EQ(absent.status().code(), Code::Unavailable);
  EXPECT_NE(absent.status().message().find("keywords.keyword"), std::string::npos);
}

// Services::callIn: a transactional service runs in the caller's transaction, so its write
// commits or rolls back with the caller's; call runs it in a transaction of its own.
TEST_F(HostImplTest, ATransactionalServiceWritesWithItsCaller) {
  ASSERT_TRUE(db_->withSession([](soci::session& sql) {
                   sql << "CREATE TABLE svc_notes (website_id TEXT, text TEXT)";
                   return Status::ok();
                 })
                  .isOk());
  Registrations r;
  r.transactionalService("svc.note", [](seo::sdk::Host&, soci::session& sql,
                                        std::string_view website_id,
                                        std::string_view request) -> Result<std::string> {
    if (request == "throw") throw std::runtime_error("boom");
    std::string w(website_id), text(request);
    sql << "INSERT INTO svc_notes (website_id, text) VALUES (:w, :t)", soci::use(w),
        soci::use(text);
    return std::string("{\"noted\": 1}");
  });
  r.service("svc.plain", [](seo::sdk::Host&, std::string_view, std::string_view) {
    return Result<std::string>(std::string("{}"));
  });
  auto build = builtInBuild("svc", r);
  ASSERT_TRUE(build.isOk()) << build.status().message();
  ASSERT_TRUE(plugins_->addBuiltIn(build.value()).isOk());
  auto h = host(true);
  auto notes = [&] { return testing::queryInt(*db_, "SELECT COUNT(*) FROM svc_notes"); };

  // The caller's change fails after the service wrote: neither is kept.
  Status failed = db_->withTransaction([&](soci::session& sql) {
    Result<std::string> done = h->services().callIn(sql, "svc.note", "w-1", "first");
    EXPECT_TRUE(done.isOk()) << done.status().message();
    return Status::conflict("the caller's own write failed");
  });
  EXPECT_EQ(failed.code(), Code::Conflict);
  EXPECT_EQ(notes(), 0);
  Status ok = db_->withTransaction([&](soci::session& sql) {
    return h->services().callIn(sql, "svc.note", "w-1", "second").status();
  });
  ASSERT_TRUE(ok.isOk()) << ok.message();
  EXPECT_EQ(notes(), 1);
  // On its own, in a transaction of its own; a throw is the barrier's Internal.
  EXPECT_TRUE(h->services().call("svc.note", "w-1", "third").isOk());
  EXPECT_EQ(notes(), 2);
  EXPECT_EQ(h->services().call("svc.note", "w-1", "throw").status().code(), Code::Internal);
  Status plain = db_->withTransaction([&](soci::session& sql) {
    return h->services().callIn(sql, "svc.plain", "w-1", "").status();
  });
  EXPECT_EQ(plain.code(), Code::InvalidArgument);
  Status absent = db_->withTransaction([&](soci::session& sql) {
    return h->services().callIn(sql, "keywords.link_article", "w-1", "{}").status();
  });
  EXPECT_EQ(absent.code(), Code::Unavailable);
}

// Credits::check: whether the bucket has credits left (or billing is metered), spending
// nothing.
TEST_F(HostImplTest, ChecksCreditsWithoutSpending) {
  auto h = host();
  setCredits(10, 9);
  EXPECT_TRUE(h->credits().check(org_, "ai_credits").isOk());
  EXPECT_EQ(used(), 9);
  setCredits(10, 10);
  Status refused = h->credits().check(org_, "ai_credits");
  EXPECT_EQ(refused.code(), Code::PaymentRequired);
  EXPECT_EQ(refused.message(), "Usage limit reached for ai_credits");
  EXPECT_EQ(h->credits().check(org_, "no_such_bucket").code(), Code::PaymentRequired);
  setMetered();
  EXPECT_TRUE(h->credits().check(org_, "ai_credits").isOk());
  EXPECT_EQ(ledgerRows(), 0);
}

TEST_F(HostImplTest, DescribesTheConfiguredProviders) {
  EXPECT_NE(host()->providers().description().find("llm=openai-compatible(gpt-test"),
            std::string::npos);
  EXPECT_NE(host(true)->providers().description().find("llm=offline-estimate"), std::string::npos);
}

// Models::endpoints and ::ask of a named endpoint: the operator's endpoints, asked by name and
// model, charged like the configured model.
TEST_F(HostImplTest, NamedEndpointsAreListedAndAskedByName) {
  LlmEndpointConfig lab{"lab", peer_.url(), kKey, {"model-a", "model-b"}, false, 10000};
  LlmEndpointConfig search{"search", peer_.url(), kKey, {"model-s"}, true, 10000};
  std::unique_ptr<HostImpl> h = host(false, {lab, search});
  std::vector<seo::sdk::LlmEndpoint> listed = h->models().endpoints();
  ASSERT_EQ(listed.size(), 3u);
  EXPECT_EQ(listed[0].name, "lab");
  EXPECT_EQ(listed[0].models, (std::vector<std::string>{"model-a", "model-b"}));
  EXPECT_EQ(listed[0].collection, "api");
  EXPECT_EQ(listed[1].collection, "web_search");
  EXPECT_EQ(listed[2].name, "default") << "providers.llm, configured here";
  EXPECT_EQ(listed[2].models, (std::vector<std::string>{"gpt-test"}));

  Result<seo::sdk::ModelAnswer> answer =
      h->models().ask(org_, termsRequest(), {"search", "model-s", ""});
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().endpoint, "search");
  EXPECT_EQ(answer.value().collection, "web_search");
  EXPECT_EQ(answer.value().answer.model, "model-s");
  EXPECT_EQ(used(), kTokens);

  EXPECT_EQ(h->models().ask(org_, termsRequest(), {"nowhere", "model-a", ""}).status().code(),
            Code::NotFound);
  EXPECT_EQ(h->models().ask(org_, termsRequest(), {"lab", "model-s", ""}).status().code(),
            Code::NotFound);
  setCredits(10, 10);
  EXPECT_EQ(h->models().ask(org_, termsRequest(), {"lab", "model-a", ""}).status().code(),
            Code::PaymentRequired);
  EXPECT_EQ(peerRequests(), 1) << "nothing asked for the refused ones";
  EXPECT_TRUE(host(/*offline=*/true)->models().endpoints().empty());
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
