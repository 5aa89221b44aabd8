// POST /connect with the real webhook connector against tests/peers/webhook_peer.py: input
// validation, the private-address guard, a signed Standard Webhooks ping, and nothing stored when
// the receiver fails.
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "seo/sdk/util/standard_webhooks.h"
#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/webhook_peer.h"

namespace seo::tests {
namespace {

// A Standard Webhooks secret (whsec_ + base64 of 24 bytes).
constexpr const char* kSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

class ConnectTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "hooked", "pro", &tenant_));
  }
  void startPeer(WebhookPeer* peer) {
    std::string error;
    ASSERT_TRUE(peer->start(&error)) << error;
  }
  void startServerAllowingPrivate() {
    ServerOptions o = options();
    o.env["SEO_ALLOW_PRIVATE_ADDRESSES"] = "1";
    ASSERT_NO_FATAL_FAILURE(startServer(o));
  }
  HttpResponse connect(const std::string& body) {
    return http().post(api("/connect"), tenant_.key, body);
  }
  void received(const WebhookPeer& peer, rapidjson::Document* out) {
    std::string error;
    ASSERT_TRUE(peer.received(out, &error)) << error;
  }
  // The settings stored for the tenant's website, opened by the host (the probe plugin's
  // GET /probe/connection calls Connectors::settings).
  void opened(rapidjson::Document* out, const std::string& website_id = "") {
    std::string path = "/probe/connection?type=webhook";
    if (!website_id.empty()) path += "&website_id=" + website_id;
    HttpResponse r = http().get(api(path), tenant_.key);
    ASSERT_EQ(r.status, 200) << describe(r);
    rapidjson::Document body = r.json();
    out->CopyFrom(body["data"], out->GetAllocator());
  }
  std::string count(const std::string& where = "") {
    std::string n;
    query("SELECT COUNT(*) FROM connections" + where, &n);
    return n;
  }
  Tenant tenant_;
};

TEST_F(ConnectTest, InvalidInputIs400) {
  ASSERT_NO_FATAL_FAILURE(startServerAllowingPrivate());
  EXPECT_TRUE(isError(connect("{}"), 400, "Missing required field: type"));
  EXPECT_TRUE(isError(connect(R"({"url":"https://hooks.example/x"})"), 400,
                      "Missing required field: type"));
  EXPECT_TRUE(isErrorContaining(connect(R"({"type":""})"), 400, {"type"}));
  EXPECT_TRUE(isErrorContaining(connect(R"({"type":7})"), 400, {"type"}));
  HttpResponse unknown = connect(R"({"type":"carrier-pigeon","url":"https://hooks.example/x"})");
  EXPECT_TRUE(isErrorContaining(unknown, 400, {"type", "carrier-pigeon", "webhook"}));
  EXPECT_TRUE(isError(connect(R"({"type":"webhook"})"), 400, "Missing required field: url"));
  EXPECT_TRUE(isError(connect(R"({"type":"webhook","settings":{}})"), 400,
                      "Missing required field: url"));
  EXPECT_TRUE(isErrorContaining(connect(R"({"type":"webhook","url":"ftp://hooks.example/x"})"),
                                400, {"url"}));
  EXPECT_TRUE(isErrorContaining(connect(R"({"type":"webhook","url":12})"), 400, {"url"}));
  EXPECT_TRUE(isErrorContaining(
      connect(R"({"type":"webhook","url":"https://hooks.example/x","secret":"plain"})"), 400,
      {"secret"}));
  EXPECT_TRUE(isErrorContaining(connect(R"({"type":"webhook","settings":"x"})"), 400,
                                {"settings"}));
  EXPECT_EQ(count(), "0");
}

TEST_F(ConnectTest, PrivateAddressIsRefusedByDefault) {
  WebhookPeer peer;
  ASSERT_NO_FATAL_FAILURE(startPeer(&peer));
  ASSERT_NO_FATAL_FAILURE(startServer());  // SEO_ALLOW_PRIVATE_ADDRESSES not set
  HttpResponse r = connect(R"({"type":"webhook","url":")" + peer.url() + "\"}");
  EXPECT_TRUE(isErrorContaining(r, 400, {"Invalid field: url", "no public address"}));
  rapidjson::Document got;
  ASSERT_NO_FATAL_FAILURE(received(peer, &got));
  EXPECT_EQ(got.Size(), 0u) << toJson(got);
  EXPECT_EQ(count(), "0");
}

TEST_F(ConnectTest, SuccessSendsASignedPingAndStoresTheConnection) {
  WebhookPeer peer;
  ASSERT_NO_FATAL_FAILURE(startPeer(&peer));
  ASSERT_NO_FATAL_FAILURE(startServerAllowingPrivate());
  long long before = std::chrono::duration_cast<std::chrono::seconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count();
  HttpResponse r = connect(R"({"type":"webhook","url":")" + peer.url("/hook") +
                           R"(","secret":")" + kSecret + "\"}");
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.body, R"({"success":true})");
  EXPECT_TRUE(hasCommonHeaders(r));

  rapidjson::Document got;
  ASSERT_NO_FATAL_FAILURE(received(peer, &got));
  ASSERT_EQ(got.Size(), 1u) << toJson(got);
  const rapidjson::Value& ping = got[0];
  EXPECT_EQ(stringField(ping, "path"), "/hook");
  const rapidjson::Value& headers = ping["headers"];
  std::string id = stringField(headers, "webhook-id");
  std::string timestamp = stringField(headers, "webhook-timestamp");
  std::string signature = stringField(headers, "webhook-signature");
  std::string body = stringField(ping, "body");
  ASSERT_FALSE(id.empty()) << toJson(headers);
  ASSERT_FALSE(timestamp.empty()) << toJson(headers);
  EXPECT_EQ(stringField(headers, "content-type"), "application/json");

  rapidjson::Document event = parseJson(body);
  ASSERT_TRUE(event.IsObject()) << body;
  EXPECT_EQ(stringField(event, "type"), "ping");
  ASSERT_TRUE(event.HasMember("timestamp") && event["timestamp"].IsInt64()) << body;
  long long ts = std::stoll(timestamp);
  EXPECT_EQ(event["timestamp"].GetInt64(), ts);
  EXPECT_GE(ts, before - 5);
  EXPECT_LE(ts, before + 60);

  std::optional<std::string> expected = seo::sdk::standard_webhooks::sign(kSecret, id, ts, body);
  ASSERT_TRUE(expected.has_value());
  EXPECT_EQ(signature.rfind("v1,", 0), 0u) << signature;
  EXPECT_EQ(signature, *expected);
  // A signature over anything else (another id) would not match.
  EXPECT_NE(signature, *seo::sdk::standard_webhooks::sign(kSecret, id + "x", ts, body));

  EXPECT_EQ(count(" WHERE website_id = '" + tenant_.website_id + "' AND type = 'webhook'"), "1");
  // Stored sealed: neither the secret nor the URL is in the row, nor in the server's log.
  std::string settings;
  ASSERT_NO_FATAL_FAILURE(query("SELECT settings FROM connections", &settings));
  EXPECT_EQ(settings.rfind("sealed:v1:", 0), 0u) << settings;
  EXPECT_EQ(settings.find(kSecret), std::string::npos);
  EXPECT_EQ(settings.find("/hook"), std::string::npos);
  EXPECT_EQ(server().stderrText().find(kSecret), std::string::npos);
  rapidjson::Document stored;
  ASSERT_NO_FATAL_FAILURE(opened(&stored));
  EXPECT_EQ(stringField(stored, "url"), peer.url("/hook")) << toJson(stored);
  EXPECT_EQ(stringField(stored, "secret"), kSecret);
}

// Connections stored in plain text by an older build are sealed when the server starts; a key
// rotation (seoctl secrets rotate) re-seals them under the new key, and they still open.
TEST_F(ConnectTest, PlainSettingsAreSealedAtStartAndRotationResealsThem) {
  std::string plain = R"({"url":"https://hooks.example/old","secret":")" + std::string(kSecret) +
                      "\"}";
  std::string ignored;
  ASSERT_NO_FATAL_FAILURE(query("INSERT INTO connections (website_id, type, settings, created_at, "
                                "updated_at) VALUES ('" + tenant_.website_id + "', 'webhook', '" +
                                    plain + "', '2026-01-01T00:00:00.000Z', "
                                    "'2026-01-01T00:00:00.000Z')",
                                &ignored));
  ASSERT_NO_FATAL_FAILURE(startServerAllowingPrivate());
  std::string first;
  ASSERT_NO_FATAL_FAILURE(query("SELECT settings FROM connections", &first));
  ASSERT_EQ(first.rfind("sealed:v1:", 0), 0u) << first;
  EXPECT_EQ(first.find(kSecret), std::string::npos);
  rapidjson::Document stored;
  ASSERT_NO_FATAL_FAILURE(opened(&stored));
  EXPECT_EQ(stringField(stored, "secret"), kSecret);

  CliResult rotated = cli().run({"secrets", "rotate"});
  ASSERT_EQ(rotated.exit_code, 0) << rotated.describe();
  EXPECT_EQ(rotated.json["connections_resealed"].GetInt(), 1) << rotated.out;
  std::string key_id = stringField(rotated.json, "key_id");
  EXPECT_EQ(key_id.size(), 8u);
  EXPECT_EQ(rotated.out.find(kSecret), std::string::npos);
  std::string second;
  ASSERT_NO_FATAL_FAILURE(query("SELECT settings FROM connections", &second));
  EXPECT_EQ(second.rfind("sealed:v1:" + key_id + ":", 0), 0u) << second;
  EXPECT_NE(first.substr(0, 19), second.substr(0, 19));

  // The running server reads the key file at start: restarted, it opens the new seal.
  ASSERT_TRUE(server().stop().has_value());
  ASSERT_NO_FATAL_FAILURE(startServerAllowingPrivate());
  ASSERT_NO_FATAL_FAILURE(opened(&stored));
  EXPECT_EQ(stringField(stored, "url"), "https://hooks.example/old");
  EXPECT_EQ(server().stderrText().find(kSecret), std::string::npos);
}

TEST_F(ConnectTest, SettingsObjectWithoutSecretSendsAnUnsignedPing) {
  WebhookPeer peer;
  ASSERT_NO_FATAL_FAILURE(startPeer(&peer));
  ASSERT_NO_FATAL_FAILURE(startServerAllowingPrivate());
  HttpResponse r = connect(R"({"type":"webhook","settings":{"url":")" + peer.url("/plain") + "\"}}");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document got;
  ASSERT_NO_FATAL_FAILURE(received(peer, &got));
  ASSERT_EQ(got.Size(), 1u) << toJson(got);
  EXPECT_EQ(stringField(got[0], "path"), "/plain");
  EXPECT_FALSE(got[0]["headers"].HasMember("webhook-signature")) << toJson(got[0]);
  EXPECT_FALSE(stringField(got[0]["headers"], "webhook-id").empty());
  EXPECT_EQ(count(), "1");
}

TEST_F(ConnectTest, ConnectingAgainReplacesTheSettings) {
  WebhookPeer peer;
  ASSERT_NO_FATAL_FAILURE(startPeer(&peer));
  ASSERT_NO_FATAL_FAILURE(startServerAllowingPrivate());
  ASSERT_EQ(connect(R"({"type":"webhook","url":")" + peer.url("/one") + "\"}").status, 200);
  ASSERT_EQ(connect(R"({"type":"webhook","url":")" + peer.url("/two") + "\"}").status, 200);
  EXPECT_EQ(count(), "1");
  rapidjson::Document settings;
  ASSERT_NO_FATAL_FAILURE(opened(&settings));
  EXPECT_EQ(stringField(settings, "url"), peer.url("/two")) << toJson(settings);

  // Another website of the organization gets its own connection.
  std::string second;
  ASSERT_NO_FATAL_FAILURE(createWebsite(cli(), tenant_.org_id, "second.hooked.example", &second));
  ASSERT_EQ(connect(R"({"type":"webhook","website_id":")" + second + R"(","url":")" +
                    peer.url("/three") + "\"}")
                .status,
            200);
  EXPECT_EQ(count(" WHERE website_id = '" + second + "'"), "1");
  EXPECT_EQ(count(), "2");
}

TEST_F(ConnectTest, FailingReceiverIs400AndNothingIsStored) {
  WebhookPeer peer({"--status", "500"});
  ASSERT_NO_FATAL_FAILURE(startPeer(&peer));
  ASSERT_NO_FATAL_FAILURE(startServerAllowingPrivate());
  HttpResponse r = connect(R"({"type":"webhook","url":")" + peer.url() + R"(","secret":")" +
                           kSecret + "\"}");
  EXPECT_TRUE(isErrorContaining(r, 400, {"500"}));
  rapidjson::Document got;
  ASSERT_NO_FATAL_FAILURE(received(peer, &got));
  EXPECT_EQ(got.Size(), 1u) << "the ping was attempted once: " << toJson(got);
  EXPECT_EQ(count(), "0");

  // A receiver that is not there at all fails the same way.
  std::string url = peer.url();
  peer.stop();
  r = connect(R"({"type":"webhook","url":")" + url + "\"}");
  EXPECT_EQ(r.status, 400) << describe(r);
  EXPECT_TRUE(isErrorContaining(r, 400, {"webhook"}));
  EXPECT_EQ(count(), "0");
}

}  // namespace
}  // namespace seo::tests

namespace seo::tests {
namespace {

// The connector's check calls the outside world: it runs on the outbound pool, so a slow
// receiver holds none of the threads that read requests, and one organization's slow checks are
// capped without costing another organization anything.
TEST_F(ConnectTest, SlowChecksRunOffTheRequestThreadsAndAreCappedPerOrganization) {
  Tenant other;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "other", "pro", &other));
  WebhookPeer peer({"--delay-ms", "3000"});
  ASSERT_NO_FATAL_FAILURE(startPeer(&peer));
  ServerOptions o = options();
  o.env["SEO_ALLOW_PRIVATE_ADDRESSES"] = "1";
  o.config_file = configWith("\"max_waiting_per_organization\": 64",
                             "\"max_waiting_per_organization\": 1");
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  std::string body = "{\"type\":\"webhook\",\"url\":\"" + peer.url() + "\"}";
  // As many slow checks as the server has request threads (4) and as one organization may run
  // at once (outbound.max_running_per_organization, 4), one more waiting its turn; another
  // organization's on top.
  std::atomic<int> finished{0};
  std::vector<long> statuses(5);
  std::vector<std::thread> callers;
  for (int i = 0; i < 5; ++i) {
    callers.emplace_back([&, i] {
      statuses[i] = connect(body).status;
      ++finished;
    });
  }
  HttpResponse theirs;
  std::thread other_caller([&] { theirs = http().post(api("/connect"), other.key, body); });
  for (int i = 0; i < 100; ++i) {  // until the peer holds the five checks that may run
    rapidjson::Document seen;
    ASSERT_NO_FATAL_FAILURE(received(peer, &seen));
    if (seen.Size() >= 5) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  rapidjson::Document seen;
  ASSERT_NO_FATAL_FAILURE(received(peer, &seen));
  EXPECT_EQ(seen.Size(), 5u) << "the organization's fifth check should wait, not run";
  // Served while every check still waits on the peer.
  EXPECT_EQ(http().get("/healthz").status, 200);
  EXPECT_EQ(http().get(api("/me"), tenant_.key).status, 200);
  HttpResponse capped = connect(body);
  EXPECT_EQ(finished.load(), 0) << "the checks should still be waiting on the peer";
  EXPECT_TRUE(isErrorContaining(capped, 429, {"Too many outside calls waiting"}))
      << describe(capped);
  EXPECT_EQ(capped.header("retry-after").value_or(""), "1");
  for (auto& t : callers) t.join();
  other_caller.join();
  for (long s : statuses) EXPECT_EQ(s, 200);
  EXPECT_EQ(theirs.status, 200) << describe(theirs);
}

}  // namespace
}  // namespace seo::tests
