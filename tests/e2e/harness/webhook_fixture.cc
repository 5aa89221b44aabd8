#include "tests/e2e/harness/webhook_fixture.h"

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <fstream>

namespace seo::tests {

std::string textOf(const rapidjson::Value& v, const char* name) {
  return v.IsObject() && v.HasMember(name) && v[name].IsString() ? v[name].GetString() : "";
}

void listenToEveryEvent(const HttpClient& http, const Tenant& who) {
  HttpResponse r = http.post(api("/webhooks/endpoints"), who.key,
                             R"({"url": "https://hooks.invalid/in", "event_types": ["*"]})");
  ASSERT_EQ(r.status, 201) << describe(r);
}

std::string emittedTypesQuery(const std::string& org_id) {
  return "SELECT type FROM webhook_events WHERE organization_id = '" + org_id +
         "' AND type <> 'credits.exhausted' ORDER BY created_at, id";
}

std::string emittedCountQuery(const std::string& org_id, const std::string& type) {
  return "SELECT COUNT(*) FROM webhook_events WHERE organization_id = '" + org_id +
         "' AND type = '" + type + "'";
}

void WebhookE2eTest::SetUp() {
  ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
  receiver_ = std::make_unique<PeerProcess>("webhook_receiver.py");
  std::string error;
  ASSERT_TRUE(receiver_->start(&error)) << error;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &alpha_));
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "beta", "pro", &beta_));
  std::ofstream(clockFile()) << 0;
}

void WebhookE2eTest::TearDown() {
  if (receiver_) receiver_->stop();
  E2eTest::TearDown();
}

ServerOptions WebhookE2eTest::webhookOptions() {
  ServerOptions o = options();
  o.env["SEO_ALLOW_PRIVATE_ADDRESSES"] = "1";
  o.env["SEO_SETTINGS"] = R"({"webhooks": {"allow_http": true}})";
  o.env["SEO_CLOCK_FILE"] = clockFile();
  return o;
}

void WebhookE2eTest::createEndpoint(const Tenant& who, const std::string& path,
                                    const std::vector<std::string>& types, std::string* id,
                                    std::string* secret) {
  std::string list;
  for (const std::string& t : types) list += (list.empty() ? "\"" : ", \"") + t + "\"";
  HttpResponse r =
      http().post(api("/webhooks/endpoints"), who.key,
                  R"({"url": ")" + receiver_->url(path) + R"(", "event_types": [)" + list + "]}");
  ASSERT_EQ(r.status, 201) << describe(r);
  rapidjson::Document body = r.json();
  *id = textOf(body["data"], "id");
  *secret = textOf(body["data"], "secret");
  ASSERT_FALSE(id->empty());
  ASSERT_EQ(secret->rfind("whsec_", 0), 0u) << *secret;
  ASSERT_NO_FATAL_FAILURE(verifyWith(path, {*secret}));
}

void WebhookE2eTest::verifyWith(const std::string& path, const std::vector<std::string>& secrets) {
  rapidjson::Document all;
  all.Parse(control_secrets_.c_str());
  rapidjson::Value list(rapidjson::kArrayType);
  for (const std::string& s : secrets) {
    list.PushBack(rapidjson::Value(s.c_str(), all.GetAllocator()), all.GetAllocator());
  }
  rapidjson::Value key(path.c_str(), all.GetAllocator());
  if (all.HasMember(path.c_str())) all.RemoveMember(path.c_str());
  all.AddMember(key, list, all.GetAllocator());
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  all.Accept(writer);
  control_secrets_ = buffer.GetString();
  std::string error;
  ASSERT_TRUE(receiver_->control(R"({"secrets": )" + control_secrets_ + "}", &error)) << error;
}

void WebhookE2eTest::script(const std::string& path, const std::string& answers_json) {
  std::string error;
  ASSERT_TRUE(
      receiver_->control(R"({"script": {")" + path + R"(": )" + answers_json + "}}", &error))
      << error;
}

std::string WebhookE2eTest::note(const Tenant& who, const std::string& body) {
  HttpResponse r = http().post(api("/probe/notes"), who.key, body);
  EXPECT_EQ(r.status, 201) << describe(r);
  return r.status == 201 ? textOf(r.json()["data"], "id") : "";
}

void WebhookE2eTest::received(const std::string& path, rapidjson::Document* out) {
  rapidjson::Document all;
  std::string error;
  ASSERT_TRUE(receiver_->requests(&all, &error)) << error;
  out->SetArray();
  for (auto& r : all.GetArray()) {
    if (textOf(r, "path") != path) continue;
    rapidjson::Value copy(r, out->GetAllocator());
    out->PushBack(copy, out->GetAllocator());
  }
}

void WebhookE2eTest::awaitDeliveries(const std::string& path, std::size_t count) {
  rapidjson::Document got;
  bool arrived = eventuallyTrue([&] {
    received(path, &got);
    return got.Size() >= count;
  });
  ASSERT_TRUE(arrived) << path << ": " << got.Size() << " of " << count << " deliveries";
}

void WebhookE2eTest::getData(const Tenant& who, const std::string& path, rapidjson::Document* out) {
  HttpResponse r = http().get(api(path), who.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document body = r.json();
  out->CopyFrom(body["data"], out->GetAllocator());
}

}  // namespace seo::tests
