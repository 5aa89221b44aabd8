// POST /api/v1/stripe-webhook over real HTTP, with events signed and delivered by a fake Stripe
// (tests/peers/stripe_peer.py): valid, tampered, stale, replayed, out-of-order, unknown type and
// unknown customer; an event for one customer never touches another organization; the secret
// kept sealed; the overage to invoice.
#include <ctime>
#include <fstream>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/log_reader.h"
#include "tests/testing/peer_process.h"

namespace seo::tests {
namespace {

constexpr const char* kSecret = "whsec_e2eSigningSecretOfTheEndpoint0123456789";
constexpr long long kDay = 86400;

// The answer Stripe got for one delivery.
struct Delivery {
  int status = 0;
  std::string body;
  std::string outcome;  // the answer's "outcome", when it has one
};

class StripeWebhookTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    std::string error;
    ASSERT_TRUE(stripe_.start(&error)) << error;
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &alpha_));
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "beta", "pro", &beta_));
    rapidjson::Document out;
    ASSERT_NO_FATAL_FAILURE(
        runCliOk(cli(), {"plan", "create", "--name", "agency", "--api-access", "on"}, &out));
    ASSERT_NO_FATAL_FAILURE(runCliOk(
        cli(),
        {"plan", "set-quota", "--plan", "agency", "--resource", "ai_credits", "--quota", "5000"},
        &out));
    ASSERT_NO_FATAL_FAILURE(runCliOk(
        cli(), {"billing_stripe", "price-set", "--price", "price_agency", "--plan", "agency"},
        &out));
    ASSERT_NO_FATAL_FAILURE(runCliOk(
        cli(), {"billing_stripe", "price-set", "--price", "price_pro", "--plan", "pro"}, &out));
    ASSERT_NO_FATAL_FAILURE(link(alpha_, "cus_alpha"));
    ASSERT_NO_FATAL_FAILURE(link(beta_, "cus_beta"));
    now_ = static_cast<long long>(std::time(nullptr));
  }

  void TearDown() override {
    stripe_.stop();
    E2eTest::TearDown();
  }

  void startWithSecret() {
    ServerOptions o = options();
    o.env["SEO_STRIPE_WEBHOOK_SECRET"] = kSecret;
    ASSERT_NO_FATAL_FAILURE(startServer(o));
  }

  void setPlan(const Tenant& who, const std::string& plan) {
    rapidjson::Document out;
    ASSERT_NO_FATAL_FAILURE(
        runCliOk(cli(), {"org", "set-plan", "--org", who.org_id, "--plan", plan}, &out));
  }

  // Spends `amount` of `resource` through the probe plugin, once the tenant's plan allows
  // API calls (a plan just changed reaches the auth cache within its staleness bound).
  void spend(const Tenant& who, const std::string& resource, long long amount) {
    std::string body =
        R"({"resource": ")" + resource + R"(", "amount": )" + std::to_string(amount) + "}";
    bool spent = false;
    EXPECT_TRUE(withinAuthStaleness([&] {
      if (!spent) spent = http().post(api("/probe/spend"), who.key, body).status == 201;
      return spent;
    }));
  }

  void link(const Tenant& who, const std::string& customer) {
    rapidjson::Document out;
    ASSERT_NO_FATAL_FAILURE(runCliOk(
        cli(), {"billing_stripe", "link", "--org", who.org_id, "--customer", customer}, &out));
  }

  // A customer.subscription.* event of `customer`'s subscription `sub`, current period
  // [start, end).
  static std::string subscriptionEvent(const std::string& id, const std::string& type,
                                       long long created, const std::string& sub,
                                       const std::string& customer, const std::string& status,
                                       const std::string& price, long long start, long long end) {
    return R"({"id": ")" + id + R"(", "object": "event", "api_version": "2024-06-20", "type": ")" +
           type + R"(", "created": )" + std::to_string(created) +
           R"(, "livemode": false, "data": {"object": {"id": ")" + sub +
           R"(", "object": "subscription", "customer": ")" + customer + R"(", "status": ")" +
           status + R"(", "current_period_start": )" + std::to_string(start) +
           R"(, "current_period_end": )" + std::to_string(end) +
           R"(, "items": {"object": "list", "data": [{"id": "si_1", "price": {"id": ")" + price +
           R"(", "object": "price"}}]}}}})";
  }

  // An invoice.paid event for `sub`, paying the period [start, end).
  static std::string invoicePaid(const std::string& id, long long created,
                                 const std::string& customer, const std::string& sub,
                                 long long start, long long end) {
    return R"({"id": ")" + id + R"(", "object": "event", "type": "invoice.paid", "created": )" +
           std::to_string(created) + R"(, "data": {"object": {"id": "in_)" + id +
           R"(", "object": "invoice", "customer": ")" + customer + R"(", "subscription": ")" + sub +
           R"(", "period_start": )" + std::to_string(start - 30 * kDay) + R"(, "period_end": )" +
           std::to_string(start) +
           R"(, "lines": {"object": "list", "data": [{"id": "il_1", "period": {"start": )" +
           std::to_string(start) + R"(, "end": )" + std::to_string(end) + "}}]}}}}";
  }

  // Has the fake Stripe deliver `event`; `more` adds fields to its order (",\"tamper\": ...").
  Delivery deliver(const std::string& event, const std::string& more = "",
                   const std::string& secret = kSecret) {
    std::string order = R"({"url": ")" + http().baseUrl() + api("/stripe-webhook") +
                        R"(", "secret": ")" + secret + R"(", "event": )" + event + more + "}";
    std::string error;
    Delivery d;
    EXPECT_TRUE(stripe_.control(order, &error)) << error;
    rapidjson::Document all;
    EXPECT_TRUE(stripe_.get("/_deliveries", &all, &error)) << error;
    if (!all.IsArray() || all.Empty()) return d;
    const rapidjson::Value& last = all[all.Size() - 1];
    d.status = last["status"].GetInt();
    d.body = last["body"].GetString();
    rapidjson::Document answer;
    answer.Parse(d.body.c_str());
    if (!answer.HasParseError() && answer.IsObject() && answer.HasMember("outcome")) {
      d.outcome = answer["outcome"].GetString();
    }
    return d;
  }

  std::string planOf(const Tenant& who) {
    rapidjson::Document orgs;
    runCliOk(cli(), {"org", "list"}, &orgs);
    for (const auto& org : orgs.GetArray()) {
      if (org["id"].GetString() == who.org_id) return org["plan"].GetString();
    }
    return "";
  }

  rapidjson::Document bucket(const Tenant& who, const std::string& resource) {
    rapidjson::Document b;
    usageOf(cli(), who.org_id, resource, &b);
    return b;
  }

  // GET /keywords, which needs a plan with API access.
  int keywordsStatus(const Tenant& who) { return http().get(api("/keywords"), who.key).status; }

  static std::string iso(long long seconds) {
    std::time_t t = static_cast<std::time_t>(seconds);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S.000Z", &tm);
    return text;
  }

  PeerProcess stripe_{"stripe_peer.py"};
  Tenant alpha_;
  Tenant beta_;
  long long now_ = 0;
};

TEST_F(StripeWebhookTest, WithoutASigningSecretItAnswers503AndSaysWhy) {
  ASSERT_NO_FATAL_FAILURE(setPlan(alpha_, "free"));
  ASSERT_NO_FATAL_FAILURE(startServer());
  std::string event =
      subscriptionEvent("evt_1", "customer.subscription.created", now_, "sub_a", "cus_alpha",
                        "active", "price_agency", now_ - kDay, now_ + 29 * kDay);
  Delivery d = deliver(event);
  EXPECT_EQ(d.status, 503) << d.body;
  EXPECT_NE(d.body.find("Billing is not configured"), std::string::npos) << d.body;
  EXPECT_TRUE(eventuallyTrue([&] {
    return server().stderrText().find("billing is not configured") != std::string::npos;
  }));
  EXPECT_EQ(planOf(alpha_), "free");
}

TEST_F(StripeWebhookTest, ASubscriptionSetsThePlanQuotasAndResetDateAnInvoiceTheCreditPeriod) {
  ASSERT_NO_FATAL_FAILURE(setPlan(alpha_, "free"));
  ASSERT_NO_FATAL_FAILURE(startWithSecret());
  EXPECT_EQ(keywordsStatus(alpha_), 403);
  const long long start = now_ - kDay;
  const long long end = now_ + 29 * kDay;
  Delivery created =
      deliver(subscriptionEvent("evt_c1", "customer.subscription.created", now_, "sub_a",
                                "cus_alpha", "active", "price_agency", start, end));
  ASSERT_EQ(created.status, 200) << created.body;
  EXPECT_EQ(created.outcome, "applied");
  EXPECT_EQ(planOf(alpha_), "agency");
  rapidjson::Document ai = bucket(alpha_, "ai_credits");
  EXPECT_EQ(ai["quota"].GetInt64(), 5000);
  EXPECT_EQ(std::string(ai["period_end"].GetString()), iso(end));
  // The plan's API access, through the auth cache.
  EXPECT_TRUE(withinAuthStaleness([&] { return keywordsStatus(alpha_) == 200; }));

  // Credits spent, then the next period paid: nothing used in it.
  ASSERT_NO_FATAL_FAILURE(spend(alpha_, "ai_credits", 70));
  EXPECT_EQ(bucket(alpha_, "ai_credits")["used"].GetInt64(), 70);
  Delivery paid =
      deliver(invoicePaid("evt_i1", now_ + 1, "cus_alpha", "sub_a", end, end + 30 * kDay));
  ASSERT_EQ(paid.status, 200) << paid.body;
  EXPECT_EQ(paid.outcome, "applied");
  ai = bucket(alpha_, "ai_credits");
  EXPECT_EQ(ai["used"].GetInt64(), 0);
  EXPECT_EQ(std::string(ai["period_start"].GetString()), iso(end));
  EXPECT_EQ(std::string(ai["period_end"].GetString()), iso(end + 30 * kDay));

  // Deleted: the free plan, and no API access.
  Delivery deleted =
      deliver(subscriptionEvent("evt_d1", "customer.subscription.deleted", now_ + 2, "sub_a",
                                "cus_alpha", "canceled", "price_agency", start, end));
  ASSERT_EQ(deleted.status, 200) << deleted.body;
  EXPECT_EQ(deleted.outcome, "applied");
  EXPECT_EQ(planOf(alpha_), "free");
  EXPECT_TRUE(withinAuthStaleness([&] { return keywordsStatus(alpha_) == 403; }));
}

TEST_F(StripeWebhookTest, WhatIsNotSignedRightIsRefusedWith400AndChangesNothing) {
  ASSERT_NO_FATAL_FAILURE(setPlan(alpha_, "free"));
  ASSERT_NO_FATAL_FAILURE(startWithSecret());
  std::string event =
      subscriptionEvent("evt_t1", "customer.subscription.created", now_, "sub_a", "cus_alpha",
                        "active", "price_pro", now_ - kDay, now_ + 29 * kDay);
  // The price changed after signing: an attacker's upgrade.
  Delivery tampered = deliver(event, R"(, "tamper": ["price_pro", "price_agency"])");
  EXPECT_EQ(tampered.status, 400) << tampered.body;
  EXPECT_NE(tampered.body.find("no v1 signature"), std::string::npos) << tampered.body;
  Delivery wrong_secret = deliver(event, "", "whsec_someoneElsesSecret");
  EXPECT_EQ(wrong_secret.status, 400) << wrong_secret.body;
  Delivery stale = deliver(event, R"(, "timestamp": )" + std::to_string(now_ - 301));
  EXPECT_EQ(stale.status, 400) << stale.body;
  EXPECT_NE(stale.body.find("tolerance"), std::string::npos) << stale.body;
  Delivery early = deliver(event, R"(, "timestamp": )" + std::to_string(now_ + 400));
  EXPECT_EQ(early.status, 400) << early.body;
  Delivery unsigned_one = deliver(event, R"(, "no_header": true)");
  EXPECT_EQ(unsigned_one.status, 400) << unsigned_one.body;
  EXPECT_NE(unsigned_one.body.find("Stripe-Signature"), std::string::npos);
  EXPECT_EQ(planOf(alpha_), "free");
  std::string events;
  query("SELECT COUNT(*) FROM billing_stripe_events", &events);
  EXPECT_EQ(events, "0");
  // Each refusal is logged with its reason.
  EXPECT_TRUE(eventuallyTrue([&] {
    return server().stderrText().find("refused a webhook delivery") != std::string::npos;
  }));

  // A rolled secret's signature beside the right one, and a v0 one, still verify.
  Delivery several =
      deliver(event, R"(, "extra_v1": [")" + std::string(64, 'a') + R"("], "v0": true)");
  EXPECT_EQ(several.status, 200) << several.body;
  EXPECT_EQ(planOf(alpha_), "pro");
}

TEST_F(StripeWebhookTest, HostileBodiesAreRefusedWith400BeforeAnythingIsKept) {
  ASSERT_NO_FATAL_FAILURE(startWithSecret());
  const std::string deep = std::string(200, '[') + std::string(200, ']');
  for (const std::string& body :
       {std::string("{\"id\": \"evt_\xff\"}"), std::string("{\"id\": \"evt\0\"}", 15), deep,
        std::string("{\"id\": ")}) {
    HttpResponse r = http().post(api("/stripe-webhook"), std::nullopt, body);
    EXPECT_EQ(r.status, 400) << r.body;
    EXPECT_TRUE(r.json().IsObject() && r.json().HasMember("error")) << r.body;
  }
  HttpResponse huge =
      http().post(api("/stripe-webhook"), std::nullopt, std::string(300 * 1024, ' '));
  EXPECT_EQ(huge.status, 413) << huge.body;
  std::string events;
  query("SELECT COUNT(*) FROM billing_stripe_events", &events);
  EXPECT_EQ(events, "0");
}

TEST_F(StripeWebhookTest, ARedeliveryAnswers200AndChangesNothing) {
  ASSERT_NO_FATAL_FAILURE(startWithSecret());
  const long long end = now_ + 29 * kDay;
  std::string paid = invoicePaid("evt_r1", now_, "cus_alpha", "sub_a", now_ - kDay, end);
  Delivery first = deliver(paid);
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_EQ(first.outcome, "applied");
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), alpha_.org_id, "ai_credits", 1000));
  ASSERT_NO_FATAL_FAILURE(spend(alpha_, "ai_credits", 40));
  // Stripe retries: the period is not started again, the credits used stay used.
  for (int i = 0; i < 2; ++i) {
    Delivery again = deliver(paid);
    ASSERT_EQ(again.status, 200) << again.body;
    EXPECT_EQ(again.outcome, "duplicate");
  }
  EXPECT_EQ(bucket(alpha_, "ai_credits")["used"].GetInt64(), 40);
  std::string events;
  query("SELECT event_id || ':' || outcome FROM billing_stripe_events", &events);
  EXPECT_EQ(events, "evt_r1:applied");
}

TEST_F(StripeWebhookTest, OutOfOrderEventsEndAtTheSubscriptionsLatestState) {
  ASSERT_NO_FATAL_FAILURE(startWithSecret());
  const long long start = now_ - kDay;
  const long long end = now_ + 29 * kDay;
  // Upgraded to agency at now+10, delivered before the creation on pro at now.
  Delivery updated =
      deliver(subscriptionEvent("evt_o2", "customer.subscription.updated", now_ + 10, "sub_a",
                                "cus_alpha", "active", "price_agency", start, end));
  ASSERT_EQ(updated.status, 200) << updated.body;
  Delivery created =
      deliver(subscriptionEvent("evt_o1", "customer.subscription.created", now_, "sub_a",
                                "cus_alpha", "active", "price_pro", start, end));
  ASSERT_EQ(created.status, 200) << created.body;
  EXPECT_EQ(created.outcome, "stale");
  EXPECT_EQ(planOf(alpha_), "agency");

  // Deleted at now+30, then a late update of now+20: the subscription stays ended.
  Delivery deleted =
      deliver(subscriptionEvent("evt_o4", "customer.subscription.deleted", now_ + 30, "sub_a",
                                "cus_alpha", "canceled", "price_agency", start, end));
  ASSERT_EQ(deleted.status, 200) << deleted.body;
  Delivery late =
      deliver(subscriptionEvent("evt_o3", "customer.subscription.updated", now_ + 20, "sub_a",
                                "cus_alpha", "active", "price_agency", start, end));
  ASSERT_EQ(late.status, 200) << late.body;
  EXPECT_EQ(late.outcome, "stale");
  EXPECT_EQ(planOf(alpha_), "free");

  // An invoice of an earlier period, delivered late, does not restart the credits.
  ASSERT_EQ(
      deliver(invoicePaid("evt_o6", now_ + 40, "cus_alpha", "sub_a", end, end + 30 * kDay)).outcome,
      "applied");
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), alpha_.org_id, "ai_credits", 1000));
  ASSERT_NO_FATAL_FAILURE(setPlan(alpha_, "pro"));  // the free plan has no API access
  ASSERT_NO_FATAL_FAILURE(spend(alpha_, "ai_credits", 5));
  Delivery old_invoice =
      deliver(invoicePaid("evt_o5", now_ + 35, "cus_alpha", "sub_a", start, end));
  EXPECT_EQ(old_invoice.outcome, "stale");
  rapidjson::Document ai = bucket(alpha_, "ai_credits");
  EXPECT_EQ(ai["used"].GetInt64(), 5);
  EXPECT_EQ(std::string(ai["period_start"].GetString()), iso(end));
}

TEST_F(StripeWebhookTest, UnknownTypesAreIgnoredAndUnknownCustomersKeptUntilLinked) {
  ASSERT_NO_FATAL_FAILURE(startWithSecret());
  Delivery other = deliver(R"({"id": "evt_u1", "object": "event", "type": "charge.refunded",
                                "created": )" +
                           std::to_string(now_) +
                           R"(, "data": {"object": {"id": "ch_1", "object": "charge"}}})");
  EXPECT_EQ(other.status, 200) << other.body;
  EXPECT_EQ(other.outcome, "ignored");

  // A customer linked to no organization yet (the checkout's link comes after the event).
  Tenant gamma;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "gamma", "free", &gamma));
  Delivery early = deliver(subscriptionEvent("evt_u2", "customer.subscription.created", now_,
                                             "sub_g", "cus_gamma", "active", "price_agency",
                                             now_ - kDay, now_ + 29 * kDay));
  EXPECT_EQ(early.status, 200) << early.body;
  EXPECT_EQ(early.outcome, "recorded");
  EXPECT_EQ(planOf(gamma), "free");
  rapidjson::Document out;
  ASSERT_NO_FATAL_FAILURE(runCliOk(
      cli(), {"billing_stripe", "link", "--org", gamma.org_id, "--customer", "cus_gamma"}, &out));
  EXPECT_EQ(std::string(out["plan"].GetString()), "agency");
  EXPECT_EQ(planOf(gamma), "agency");
  // Another organization's customer cannot be taken over by a link.
  CliResult taken =
      cli().run({"billing_stripe", "link", "--org", gamma.org_id, "--customer", "cus_alpha"});
  EXPECT_NE(taken.exit_code, 0);
  EXPECT_NE(taken.err.find("linked to organization"), std::string::npos) << taken.err;
  // Bad input names the field.
  Delivery bad = deliver(R"({"id": "evt_u3", "type": "customer.subscription.updated",
                              "created": )" +
                         std::to_string(now_) +
                         R"(, "data": {"object": {"id": "sub_g", "status": "active"}}})");
  EXPECT_EQ(bad.status, 400) << bad.body;
  EXPECT_NE(bad.body.find("data.object.customer"), std::string::npos) << bad.body;
}

TEST_F(StripeWebhookTest, AnEventForOneCustomerNeverTouchesAnotherOrganization) {
  ASSERT_NO_FATAL_FAILURE(startWithSecret());
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), beta_.org_id, "ai_credits", 700));
  ASSERT_NO_FATAL_FAILURE(spend(beta_, "ai_credits", 9));
  rapidjson::Document before = bucket(beta_, "ai_credits");
  const long long end = now_ + 29 * kDay;
  ASSERT_EQ(deliver(subscriptionEvent("evt_i1", "customer.subscription.created", now_, "sub_a",
                                      "cus_alpha", "active", "price_agency", now_ - kDay, end))
                .outcome,
            "applied");
  ASSERT_EQ(deliver(invoicePaid("evt_i2", now_, "cus_alpha", "sub_a", now_ - kDay, end)).outcome,
            "applied");
  ASSERT_EQ(deliver(subscriptionEvent("evt_i3", "customer.subscription.deleted", now_ + 1, "sub_a",
                                      "cus_alpha", "canceled", "price_agency", now_ - kDay, end))
                .outcome,
            "applied");
  // A subscription cannot move to another customer by an event.
  Delivery moved =
      deliver(subscriptionEvent("evt_i4", "customer.subscription.updated", now_ + 5, "sub_a",
                                "cus_beta", "active", "price_agency", now_ - kDay, end));
  EXPECT_EQ(moved.outcome, "stale");
  EXPECT_EQ(planOf(beta_), "pro");
  rapidjson::Document after = bucket(beta_, "ai_credits");
  EXPECT_EQ(after["quota"].GetInt64(), 700);
  EXPECT_EQ(after["used"].GetInt64(), 9);
  EXPECT_EQ(std::string(after["period_start"].GetString()),
            std::string(before["period_start"].GetString()));
  EXPECT_EQ(std::string(after["period_end"].GetString()),
            std::string(before["period_end"].GetString()));
  EXPECT_EQ(keywordsStatus(beta_), 200);
}

TEST_F(StripeWebhookTest, TheSecretIsKeptSealedAndTheOverageListedWithItsCustomer) {
  std::string file = dir_.file("stripe-secret");
  std::ofstream(file) << kSecret << "\n";
  rapidjson::Document out;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"billing_stripe", "secret-set", "--secret-file", file}, &out));
  std::string stored;
  query("SELECT sealed FROM billing_stripe_secret", &stored);
  EXPECT_FALSE(stored.empty());
  EXPECT_EQ(stored.find("whsec_"), std::string::npos);
  CliResult bad = cli().run({"billing_stripe", "secret-set", "--secret-file", dir_.file("none")});
  EXPECT_NE(bad.exit_code, 0);

  ASSERT_NO_FATAL_FAILURE(startServer());  // no secret in the environment: the sealed one
  Delivery d = deliver(subscriptionEvent("evt_s1", "customer.subscription.created", now_, "sub_a",
                                         "cus_alpha", "active", "price_agency", now_ - kDay,
                                         now_ + 29 * kDay));
  EXPECT_EQ(d.status, 200) << d.body;
  EXPECT_EQ(planOf(alpha_), "agency");
  EXPECT_EQ(server().stderrText().find(kSecret), std::string::npos);

  // Metered beta spends 12 past its quota of 3; alpha, not metered, spends within its own.
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), beta_.org_id, "crawl_credits", 3));
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"org", "set-metered", "--org", beta_.org_id, "--enabled", "on"}, &out));
  ASSERT_NO_FATAL_FAILURE(spend(beta_, "crawl_credits", 15));
  ASSERT_NO_FATAL_FAILURE(spend(alpha_, "crawl_credits", 2));
  std::string month = iso(now_).substr(0, 7);
  rapidjson::Document overage;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"billing_stripe", "overage", "--period", month}, &overage));
  ASSERT_TRUE(overage.IsArray());
  ASSERT_EQ(overage.Size(), 1u);
  EXPECT_EQ(std::string(overage[0]["organization_id"].GetString()), beta_.org_id);
  EXPECT_EQ(std::string(overage[0]["customer"].GetString()), "cus_beta");
  EXPECT_EQ(std::string(overage[0]["resource"].GetString()), "crawl_credits");
  EXPECT_EQ(overage[0]["overage"].GetInt64(), 12);
  // Another month has none; a malformed one names the flag.
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"billing_stripe", "overage", "--from", "2001-01-01", "--to", "2001-01-31"},
               &overage));
  EXPECT_EQ(overage.Size(), 0u);
  CliResult malformed = cli().run({"billing_stripe", "overage", "--period", "2026-13"});
  EXPECT_NE(malformed.exit_code, 0);
  EXPECT_NE(malformed.err.find("--period"), std::string::npos) << malformed.err;
}

}  // namespace
}  // namespace seo::tests
