#include "tests/e2e/harness/content_fixture.h"

#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "seo/sdk/util/dates.h"

namespace seo::tests {

namespace {

std::string fileText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

void ContentE2eTest::SetUp() {
  ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bravo", "pro", &b_));
  std::string error;
  ASSERT_TRUE(llm_.start(&error)) << error;
  ASSERT_TRUE(wp_.start(&error)) << error;
  ASSERT_TRUE(ghost_.start(&error)) << error;
  wp_.useTls(dir_.file("wp-cert.pem"));
  ghost_.useTls(dir_.file("ghost-cert.pem"));
  // The server trusts exactly the two throwaway certificates.
  std::ofstream(dir_.file("cms-ca.pem"))
      << fileText(dir_.file("wp-cert.pem")) << fileText(dir_.file("ghost-cert.pem"));
  std::ofstream(clockFile()) << 0;
  ASSERT_NO_FATAL_FAILURE(startServer(contentOptions()));
  ASSERT_NO_FATAL_FAILURE(loadContract());
}

ServerOptions ContentE2eTest::contentOptions(bool with_llm) {
  ServerOptions o = options();
  if (with_llm) {
    o.env["SEO_LLM_BASE_URL"] = llm_.url();
    o.env["SEO_LLM_API_KEY"] = "llm-secret";
    o.env["SEO_LLM_MODEL"] = "test-model";
  }
  o.env["SEO_ALLOW_PRIVATE_ADDRESSES"] = "1";  // the peers listen on loopback
  o.env["SEO_OUTBOUND_CA_FILE"] = dir_.file("cms-ca.pem");
  o.env["SEO_JOB_RETRY_BASE_MS"] = "50";
  o.env["SEO_CLOCK_FILE"] = clockFile();
  return o;
}

void ContentE2eTest::createArticle(const Tenant& who, const std::string& body,
                                   rapidjson::Document* out) {
  HttpResponse r = call("POST", "/articles", "/articles", who.key, body);
  ASSERT_EQ(r.status, 201) << describe(r);
  rapidjson::Document doc = r.json();
  out->CopyFrom(doc["data"], out->GetAllocator());
}

void ContentE2eTest::getArticle(const Tenant& who, const std::string& id,
                                rapidjson::Document* out) {
  HttpResponse r = call("GET", "/articles/{id}", "/articles/" + id, who.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document doc = r.json();
  out->CopyFrom(doc["data"], out->GetAllocator());
}

void ContentE2eTest::awaitArticle(const Tenant& who, const std::string& id,
                                  const std::function<bool(const rapidjson::Value&)>& done,
                                  rapidjson::Document* out) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (true) {
    ASSERT_NO_FATAL_FAILURE(getArticle(who, id, out));
    if (done(*out)) return;
    if (std::chrono::steady_clock::now() > deadline) {
      FAIL() << "article " << id << " did not reach the state waited for: " << toJson(*out);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

void ContentE2eTest::generate(const Tenant& who, const std::string& id, rapidjson::Document* out) {
  HttpResponse r =
      call("POST", "/articles/{id}/generate", "/articles/" + id + "/generate", who.key, "{}");
  ASSERT_EQ(r.status, 202) << describe(r);
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      who, id, [](const rapidjson::Value& a) { return stringField(a, "status") == "completed"; },
      out));
}

void ContentE2eTest::addKeyword(const Tenant& who, const std::string& term, int volume,
                                int difficulty, std::string* id) {
  HttpResponse r = http().post(api("/keywords"), who.key,
                               R"({"keywords": [{"term": ")" + term + R"(", "volume": )" +
                                   std::to_string(volume) + R"(, "difficulty": )" +
                                   std::to_string(difficulty) + "}]}");
  ASSERT_EQ(r.status, 201) << describe(r);
  *id = r.json()["data"][0]["id"].GetString();
}

void ContentE2eTest::findKeyword(const Tenant& who, const std::string& id,
                                 rapidjson::Document* out) {
  HttpResponse r = http().get(api("/keywords?limit=500"), who.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document doc = r.json();
  for (const auto& k : doc["data"].GetArray()) {
    if (stringField(k, "id") == id) {
      out->CopyFrom(k, out->GetAllocator());
      return;
    }
  }
  FAIL() << "keyword " << id << " is not listed";
}

void ContentE2eTest::connectWordPress(const Tenant& who) {
  HttpResponse r =
      http().post(api("/connect"), who.key,
                  R"({"type": "wordpress", "url": ")" + wp_.url() + R"(", "username": ")" +
                      kWpUser + R"(", "application_password": ")" + kWpPassword + R"("})");
  ASSERT_EQ(r.status, 200) << describe(r);
}

void ContentE2eTest::connectGhost(const Tenant& who) {
  HttpResponse r = http().post(api("/connect"), who.key,
                               R"({"type": "ghost", "url": ")" + ghost_.url() +
                                   R"(", "admin_api_key": ")" + kGhostKey + R"("})");
  ASSERT_EQ(r.status, 200) << describe(r);
}

void ContentE2eTest::wpPosts(rapidjson::Document* out) const {
  std::string error;
  ASSERT_TRUE(wp_.get("/_posts", out, &error)) << error;
}

void ContentE2eTest::ghostPosts(rapidjson::Document* out) const {
  std::string error;
  ASSERT_TRUE(ghost_.get("/_posts", out, &error)) << error;
}

std::string ContentE2eTest::serverNow() const {
  long long ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                     std::chrono::system_clock::now().time_since_epoch())
                     .count() +
                 clock_offset_ * 1000;
  return seo::sdk::dates::isoOfMs(ms);
}

long long ContentE2eTest::articleCount() const {
  std::string out;
  query("SELECT COUNT(*) FROM articles", &out);
  return std::stoll(out);
}

}  // namespace seo::tests
