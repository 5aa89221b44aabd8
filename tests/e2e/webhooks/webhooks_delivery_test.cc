// Outbound webhooks delivered to tests/peers/webhook_receiver.py, which verifies every delivery
// with the endpoint's secret and the timestamp tolerance as an integrator would: the payload,
// the outbox written with the change (and rolled back with it), retries with the same
// webhook-id on the schedule and after Retry-After, 410 and days of failures disabling the
// endpoint, rotation, redelivery, a restart with deliveries pending, job-end and credit events,
// and two server processes delivering each event once.
#include <chrono>
#include <set>
#include <thread>

#include "tests/e2e/harness/webhook_fixture.h"

namespace seo::tests {
namespace {

using namespace std::chrono_literals;

class WebhooksDeliveryTest : public WebhookE2eTest {
 protected:
  // The endpoint's delivery log (newest first).
  void deliveries(const Tenant& who, const std::string& endpoint, rapidjson::Document* out) {
    ASSERT_NO_FATAL_FAILURE(getData(who, "/webhooks/endpoints/" + endpoint + "/deliveries", out));
  }
  // Waits until the endpoint's newest delivery has `status`; its JSON into `*out`.
  void awaitDeliveryStatus(const Tenant& who, const std::string& endpoint,
                           const std::string& status, rapidjson::Document* out) {
    bool reached = eventuallyTrue([&] {
      rapidjson::Document log;
      deliveries(who, endpoint, &log);
      if (!log.IsArray() || log.Empty() || textOf(log[0], "status") != status) return false;
      out->CopyFrom(log[0], out->GetAllocator());
      return true;
    });
    ASSERT_TRUE(reached) << "no delivery reached " << status;
  }
  // Waits until the server has recorded `count` attempts of the endpoint's newest delivery. The
  // clock is moved only after that: a jump past the job's lease while the attempt is still being
  // written would hand the running job to another worker, which would post it again.
  void awaitAttempts(const Tenant& who, const std::string& endpoint, int count) {
    bool recorded = eventuallyTrue([&] {
      rapidjson::Document log;
      deliveries(who, endpoint, &log);
      return log.IsArray() && !log.Empty() && log[0]["attempts"].GetInt() == count;
    });
    ASSERT_TRUE(recorded) << "the newest delivery never reached " << count << " attempts";
  }
  void endpoint(const Tenant& who, const std::string& id, rapidjson::Document* out) {
    ASSERT_NO_FATAL_FAILURE(getData(who, "/webhooks/endpoints/" + id, out));
  }
  // Nothing more arrives on `path` than `count` within a second.
  void expectNoMoreThan(const std::string& path, std::size_t count) {
    std::this_thread::sleep_for(1s);
    rapidjson::Document got;
    received(path, &got);
    EXPECT_EQ(got.Size(), count);
  }
};

TEST_F(WebhooksDeliveryTest, AnEventArrivesSignedWithTheStandardPayload) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"probe.noted"}, &id, &secret));
  std::string note_id = note(alpha_, R"({"text": "héllo"})");
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 1));
  rapidjson::Document got;
  received("/a", &got);
  const rapidjson::Value& d = got[0];
  EXPECT_TRUE(d["verified"].IsBool() && d["verified"].GetBool()) << textOf(d, "reason");
  EXPECT_EQ(d["status"].GetInt(), 200);
  EXPECT_EQ(textOf(d["headers"], "content-type"), "application/json");
  rapidjson::Document payload;
  payload.Parse(textOf(d, "body").c_str());
  ASSERT_TRUE(payload.IsObject());
  EXPECT_EQ(textOf(payload, "id"), textOf(d["headers"], "webhook-id"));
  EXPECT_EQ(textOf(payload, "id").rfind("msg_", 0), 0u);
  EXPECT_EQ(textOf(payload, "type"), "probe.noted");
  EXPECT_EQ(textOf(payload, "organization_id"), alpha_.org_id);
  EXPECT_EQ(textOf(payload, "website_id"), alpha_.website_id);
  EXPECT_FALSE(textOf(payload, "created_at").empty());
  EXPECT_EQ(textOf(payload["data"], "note_id"), note_id);
  EXPECT_EQ(textOf(payload["data"], "text"), "héllo");
  // The log shows the attempt.
  rapidjson::Document delivery;
  ASSERT_NO_FATAL_FAILURE(awaitDeliveryStatus(alpha_, id, "succeeded", &delivery));
  EXPECT_EQ(textOf(delivery, "event_id"), textOf(payload, "id"));
  EXPECT_EQ(textOf(delivery, "event_type"), "probe.noted");
  EXPECT_EQ(delivery["attempts"].GetInt(), 1);
  ASSERT_EQ(delivery["attempt_log"].Size(), 1u);
  EXPECT_EQ(delivery["attempt_log"][0]["http_status"].GetInt(), 200);
  EXPECT_FALSE(textOf(delivery["attempt_log"][0], "attempted_at").empty());
}

TEST_F(WebhooksDeliveryTest, TheOutboxCommitsAndRollsBackWithTheChange) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"*"}, &id, &secret));
  // The write fails after emitting: neither the note nor the event is kept.
  HttpResponse failed =
      http().post(api("/probe/notes"), alpha_.key, R"({"text": "lost", "fail_after_emit": true})");
  EXPECT_EQ(failed.status, 500) << describe(failed);
  // Emitting twice under one key is emitting once.
  note(alpha_, R"({"text": "once", "key": "k-1"})");
  note(alpha_, R"({"text": "twice", "key": "k-1"})");
  note(alpha_, R"({"text": "other"})");
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 2));
  ASSERT_NO_FATAL_FAILURE(expectNoMoreThan("/a", 2));
  rapidjson::Document got;
  received("/a", &got);
  std::set<std::string> texts;
  for (const auto& d : got.GetArray()) {
    rapidjson::Document p;
    p.Parse(textOf(d, "body").c_str());
    texts.insert(textOf(p["data"], "text"));
  }
  EXPECT_EQ(texts, (std::set<std::string>{"once", "other"}));
  std::string notes;
  query("SELECT COUNT(*) FROM probe_notes WHERE text = 'lost'", &notes);
  EXPECT_EQ(notes, "0");
  // No endpoint listens to beta's events: nothing is written for them.
  note(beta_, R"({"text": "unheard"})");
  std::string events;
  query("SELECT COUNT(*) FROM webhook_events WHERE organization_id = '" + beta_.org_id + "'",
        &events);
  EXPECT_EQ(events, "0");
  // An unregistered type is refused by the host.
  HttpResponse unknown =
      http().post(api("/probe/notes"), alpha_.key, R"({"type": "probe.unheard_of"})");
  EXPECT_EQ(unknown.status, 400) << describe(unknown);
}

TEST_F(WebhooksDeliveryTest, FailuresAreRetriedWithTheSameIdHonouringRetryAfter) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"probe.noted"}, &id, &secret));
  ASSERT_NO_FATAL_FAILURE(script("/a", R"([500, {"status": 503, "retry_after": "3600"}, 200])"));
  note(alpha_);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 1));
  // The first retry comes 5 s (+-20%) later on the server's clock, not before.
  ASSERT_NO_FATAL_FAILURE(expectNoMoreThan("/a", 1));
  ASSERT_NO_FATAL_FAILURE(awaitAttempts(alpha_, id, 1));
  advanceClock(10);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 2));
  // The receiver asked for an hour: the planned minute (+-20%) is not enough.
  ASSERT_NO_FATAL_FAILURE(awaitAttempts(alpha_, id, 2));
  advanceClock(600);
  ASSERT_NO_FATAL_FAILURE(expectNoMoreThan("/a", 2));
  advanceClock(3600);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 3));
  rapidjson::Document got;
  received("/a", &got);
  std::string first_id = textOf(got[0]["headers"], "webhook-id");
  for (const auto& d : got.GetArray()) {
    EXPECT_EQ(textOf(d["headers"], "webhook-id"), first_id);
    EXPECT_TRUE(d["verified"].GetBool()) << textOf(d, "reason");
    EXPECT_EQ(textOf(d, "body"), textOf(got[0], "body"));  // the same bytes every time
  }
  rapidjson::Document delivery;
  ASSERT_NO_FATAL_FAILURE(awaitDeliveryStatus(alpha_, id, "succeeded", &delivery));
  ASSERT_EQ(delivery["attempt_log"].Size(), 3u);
  EXPECT_EQ(delivery["attempt_log"][0]["http_status"].GetInt(), 500);
  EXPECT_EQ(textOf(delivery["attempt_log"][0], "error"), "HTTP 500");
  EXPECT_EQ(delivery["attempt_log"][1]["http_status"].GetInt(), 503);
  EXPECT_EQ(delivery["attempt_log"][2]["http_status"].GetInt(), 200);
  // A success clears the endpoint's failing streak.
  rapidjson::Document e;
  endpoint(alpha_, id, &e);
  EXPECT_TRUE(e["failing_since"].IsNull());
}

TEST_F(WebhooksDeliveryTest, RedirectsAreNeverFollowed) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"probe.noted"}, &id, &secret));
  ASSERT_NO_FATAL_FAILURE(
      script("/a", R"([{"status": 307, "location": ")" + receiver_->url("/elsewhere") + R"("}])"));
  note(alpha_);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 1));
  rapidjson::Document delivery;
  ASSERT_TRUE(eventuallyTrue([&] {
    deliveries(alpha_, id, &delivery);
    return delivery[0]["attempts"].GetInt() == 1;
  }));
  EXPECT_EQ(textOf(delivery[0], "status"), "pending");  // a failure, retried later
  EXPECT_EQ(delivery[0]["attempt_log"][0]["http_status"].GetInt(), 307);
  EXPECT_NE(textOf(delivery[0], "last_error").find("redirects are not followed"),
            std::string::npos);
  ASSERT_NO_FATAL_FAILURE(expectNoMoreThan("/elsewhere", 0));
}

TEST_F(WebhooksDeliveryTest, AnAnswerOfAnyBytesIsKeptAsText) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"probe.noted"}, &id, &secret));
  // Invalid UTF-8 and a NUL in the answer: recorded (as U+FFFD), on either backend.
  ASSERT_NO_FATAL_FAILURE(script("/a", R"([{"status": 500, "body_hex": "4f4bff00fe"}])"));
  note(alpha_);
  rapidjson::Document delivery;
  ASSERT_TRUE(eventuallyTrue([&] {
    deliveries(alpha_, id, &delivery);
    return delivery[0]["attempts"].GetInt() == 1;
  }));
  EXPECT_EQ(textOf(delivery[0]["attempt_log"][0], "response"),
            "OK\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(textOf(delivery[0], "status"), "pending");
}

TEST_F(WebhooksDeliveryTest, GoneDisablesTheEndpointUntilItIsTurnedOnAgain) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"probe.noted"}, &id, &secret));
  ASSERT_NO_FATAL_FAILURE(script("/a", "[410]"));
  note(alpha_);
  rapidjson::Document delivery;
  ASSERT_NO_FATAL_FAILURE(awaitDeliveryStatus(alpha_, id, "failed", &delivery));
  rapidjson::Document e;
  endpoint(alpha_, id, &e);
  EXPECT_FALSE(e["active"].GetBool());
  EXPECT_NE(textOf(e, "disabled_reason").find("410"), std::string::npos)
      << textOf(e, "disabled_reason");
  // Disabled: no delivery is written, no test ping sent, nothing redelivered.
  note(alpha_);
  EXPECT_EQ(http().post(api("/webhooks/endpoints/" + id + "/test"), alpha_.key, "{}").status, 409);
  EXPECT_EQ(http()
                .post(api("/webhooks/endpoints/" + id + "/deliveries/" + textOf(delivery, "id") +
                          "/redeliver"),
                      alpha_.key, "{}")
                .status,
            409);
  ASSERT_NO_FATAL_FAILURE(expectNoMoreThan("/a", 1));
  // Turned on again, it hears the next event and the reason is gone.
  HttpRequest on{"PATCH", api("/webhooks/endpoints/" + id), alpha_.key, R"({"active": true})", {}};
  HttpResponse r = http().send(on);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_TRUE(r.json()["data"]["disabled_reason"].IsNull());
  note(alpha_);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 2));
}

TEST_F(WebhooksDeliveryTest, AnEndpointFailingForDaysIsDisabledAndSaysWhy) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"probe.noted"}, &id, &secret));
  ASSERT_NO_FATAL_FAILURE(script("/a", "[500, 500, 500, 500, 500, 500, 500, 500, 500, 500]"));
  note(alpha_);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 1));
  rapidjson::Document e;
  ASSERT_TRUE(eventuallyTrue([&] {
    endpoint(alpha_, id, &e);
    return !e["failing_since"].IsNull();
  }));
  EXPECT_TRUE(e["active"].GetBool());  // a day of failures is not enough
  // Six days on, the next failure disables it (the default is five days).
  advanceClock(6 * 24 * 3600);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 2));
  ASSERT_TRUE(eventuallyTrue([&] {
    endpoint(alpha_, id, &e);
    return !e["active"].GetBool();
  }));
  std::string reason = textOf(e, "disabled_reason");
  EXPECT_NE(reason.find("failed since"), std::string::npos) << reason;
  EXPECT_NE(reason.find("HTTP 500"), std::string::npos) << reason;
}

TEST_F(WebhooksDeliveryTest, RotationSignsWithBothSecretsForADay) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, old_secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"probe.noted"}, &id, &old_secret));
  HttpResponse r =
      http().post(api("/webhooks/endpoints/" + id + "/rotate-secret"), alpha_.key, "{}");
  ASSERT_EQ(r.status, 200) << describe(r);
  std::string new_secret = textOf(r.json()["data"], "secret");
  ASSERT_EQ(new_secret.rfind("whsec_", 0), 0u);
  EXPECT_NE(new_secret, old_secret);
  EXPECT_FALSE(textOf(r.json()["data"], "previous_secret_expires_at").empty());
  ASSERT_NO_FATAL_FAILURE(verifyWith("/a", {old_secret, new_secret}));
  note(alpha_);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 1));
  rapidjson::Document got;
  received("/a", &got);
  ASSERT_EQ(got[0]["signed_by"].Size(), 2u);  // a receiver on either secret accepts it
  // A day later the old secret signs no more.
  ASSERT_NO_FATAL_FAILURE(awaitAttempts(alpha_, id, 1));
  advanceClock(24 * 3600 + 60);
  note(alpha_);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 2));
  received("/a", &got);
  ASSERT_EQ(got[1]["signed_by"].Size(), 1u);
  EXPECT_EQ(got[1]["signed_by"][0].GetInt(), 1);
  // A receiver still on the old secret refuses it (401), so the server retries.
  ASSERT_NO_FATAL_FAILURE(verifyWith("/a", {old_secret}));
  note(alpha_);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 3));
  received("/a", &got);
  EXPECT_FALSE(got[2]["verified"].GetBool());
  EXPECT_EQ(got[2]["status"].GetInt(), 401);
}

TEST_F(WebhooksDeliveryTest, RedeliveryAndTestPingsKeepTheirIds) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"probe.noted"}, &id, &secret));
  HttpResponse ping = http().post(api("/webhooks/endpoints/" + id + "/test"), alpha_.key, "{}");
  ASSERT_EQ(ping.status, 202) << describe(ping);
  std::string delivery_id = textOf(ping.json()["data"], "id");
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 1));
  rapidjson::Document delivery;
  ASSERT_NO_FATAL_FAILURE(awaitDeliveryStatus(alpha_, id, "succeeded", &delivery));
  EXPECT_EQ(textOf(delivery, "event_type"), "webhooks.test");
  HttpResponse again =
      http().post(api("/webhooks/endpoints/" + id + "/deliveries/" + delivery_id + "/redeliver"),
                  alpha_.key, "{}");
  ASSERT_EQ(again.status, 202) << describe(again);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 2));
  rapidjson::Document got;
  received("/a", &got);
  EXPECT_EQ(textOf(got[0]["headers"], "webhook-id"), textOf(got[1]["headers"], "webhook-id"));
  EXPECT_TRUE(got[1]["verified"].GetBool());
  rapidjson::Document one;
  ASSERT_TRUE(eventuallyTrue([&] {
    getData(alpha_, "/webhooks/endpoints/" + id + "/deliveries/" + delivery_id, &one);
    return one["attempts"].GetInt() == 2 && textOf(one, "status") == "succeeded";
  }));
  EXPECT_EQ(textOf(one["payload"], "type"), "webhooks.test");
  EXPECT_EQ(textOf(one["payload"], "id"), textOf(got[0]["headers"], "webhook-id"));
}

TEST_F(WebhooksDeliveryTest, PendingDeliveriesSurviveAKilledServer) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"probe.noted"}, &id, &secret));
  ASSERT_NO_FATAL_FAILURE(script("/a", "[500]"));
  note(alpha_);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 1));
  rapidjson::Document delivery;
  ASSERT_NO_FATAL_FAILURE(awaitDeliveryStatus(alpha_, id, "pending", &delivery));
  ASSERT_NO_FATAL_FAILURE(awaitAttempts(alpha_, id, 1));
  server().kill();  // SIGKILL: no chance to tidy up
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions(), "restarted.log"));
  advanceClock(10);
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 2));
  rapidjson::Document got;
  received("/a", &got);
  EXPECT_EQ(textOf(got[0]["headers"], "webhook-id"), textOf(got[1]["headers"], "webhook-id"));
  ASSERT_NO_FATAL_FAILURE(awaitDeliveryStatus(alpha_, id, "succeeded", &delivery));
  EXPECT_EQ(delivery["attempts"].GetInt(), 2);
}

TEST_F(WebhooksDeliveryTest, TwoServerProcessesDeliverEachEventOnce) {
  ServerOptions o = webhookOptions();
  ASSERT_NO_FATAL_FAILURE(startServer(o, "a.log"));
  ServerProcess second(o, dir_.file("b.log"));
  std::string error;
  ASSERT_TRUE(second.start(&error)) << error;
  HttpClient b(second.baseUrl());
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(alpha_, "/a", {"probe.noted"}, &id, &secret));
  constexpr int kEvents = 40;
  for (int i = 0; i < kEvents; ++i) {
    const HttpClient& via = i % 2 == 0 ? http() : b;
    ASSERT_EQ(via.post(api("/probe/notes"), alpha_.key, "{}").status, 201);
  }
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", kEvents));
  ASSERT_NO_FATAL_FAILURE(expectNoMoreThan("/a", kEvents));
  rapidjson::Document got;
  received("/a", &got);
  std::set<std::string> ids;
  for (const auto& d : got.GetArray()) {
    EXPECT_TRUE(d["verified"].GetBool());
    ids.insert(textOf(d["headers"], "webhook-id"));
  }
  EXPECT_EQ(ids.size(), static_cast<std::size_t>(kEvents));
  second.kill();
}

TEST_F(WebhooksDeliveryTest, JobEndsAndEmptyBucketsAreEvents) {
  ASSERT_NO_FATAL_FAILURE(startServer(webhookOptions()));
  std::string id, secret;
  ASSERT_NO_FATAL_FAILURE(createEndpoint(
      alpha_, "/a", {"keywords.research.completed", "credits.exhausted"}, &id, &secret));
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), alpha_.org_id, "keyword_research", 10));
  HttpResponse started =
      http().post(api("/keywords/research"), alpha_.key, R"({"seed_keywords": ["coffee"]})");
  ASSERT_EQ(started.status, 202) << describe(started);
  std::string job_id = textOf(started.json()["data"], "job_id");
  if (job_id.empty()) job_id = textOf(started.json()["data"], "id");
  ASSERT_NO_FATAL_FAILURE(awaitDeliveries("/a", 2));
  ASSERT_NO_FATAL_FAILURE(expectNoMoreThan("/a", 2));
  rapidjson::Document got;
  received("/a", &got);
  std::map<std::string, rapidjson::Document> by_type;
  for (const auto& d : got.GetArray()) {
    rapidjson::Document p;
    p.Parse(textOf(d, "body").c_str());
    std::string type = textOf(p, "type");
    by_type[type] = std::move(p);
  }
  ASSERT_EQ(by_type.count("credits.exhausted"), 1u);
  const rapidjson::Value& spent = by_type["credits.exhausted"]["data"];
  EXPECT_EQ(textOf(spent, "resource"), "keyword_research");
  EXPECT_EQ(spent["quota"].GetInt64(), 10);
  EXPECT_TRUE(by_type["credits.exhausted"]["website_id"].IsNull());
  ASSERT_EQ(by_type.count("keywords.research.completed"), 1u);
  const rapidjson::Value& done = by_type["keywords.research.completed"]["data"];
  EXPECT_EQ(textOf(done, "job_id"), job_id);
  EXPECT_EQ(textOf(done, "kind"), "keywords.research");
  EXPECT_TRUE(done["result"].IsObject() && done["result"].HasMember("keywords"));
  // The event was written with the job's end: the job reads completed.
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(getData(alpha_, "/keywords/research/" + job_id, &job));
  EXPECT_EQ(textOf(job, "status"), "completed");
  // The empty bucket refuses the next research, and says so only once.
  EXPECT_EQ(
      http().post(api("/keywords/research"), alpha_.key, R"({"seed_keywords": ["tea"]})").status,
      402);
  ASSERT_NO_FATAL_FAILURE(expectNoMoreThan("/a", 2));
}

}  // namespace
}  // namespace seo::tests
