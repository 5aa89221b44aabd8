#include "tests/e2e/harness/keyword_fixture.h"

#include <chrono>
#include <thread>

namespace seo::tests {

void KeywordE2eTest::SetUp() {
  ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bravo", "pro", &b_));
  ASSERT_NO_FATAL_FAILURE(startServer());
  ASSERT_NO_FATAL_FAILURE(loadContract());
}

void KeywordE2eTest::addOk(const Tenant& who, const std::string& body, rapidjson::Document* out) {
  HttpResponse r = call("POST", "/keywords", "/keywords", who.key, body);
  ASSERT_EQ(r.status, 201) << describe(r);
  *out = r.json();
  ASSERT_TRUE(out->IsObject() && out->HasMember("data") && (*out)["data"].IsArray()) << r.body;
}

void KeywordE2eTest::addEach(const Tenant& who, const std::vector<std::string>& terms,
                             std::vector<std::string>* ids) {
  for (const std::string& term : terms) {
    rapidjson::Document added;
    ASSERT_NO_FATAL_FAILURE(addOk(who, R"({"keywords":[{"term":")" + term + R"("}]})", &added));
    ASSERT_EQ(added["data"].Size(), 1u) << toJson(added);
    ids->push_back(stringField(added["data"][0], "id"));
    // Timestamps have millisecond precision: keep consecutive keywords apart.
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

void KeywordE2eTest::listOk(const Tenant& who, const std::string& query, rapidjson::Document* out) {
  HttpResponse r = call("GET", "/keywords", "/keywords" + query, who.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  *out = r.json();
  ASSERT_TRUE(out->IsObject() && out->HasMember("data") && (*out)["data"].IsArray() &&
              out->HasMember("meta"))
      << r.body;
}

std::vector<std::string> KeywordE2eTest::termsOf(const rapidjson::Value& data) {
  std::vector<std::string> terms;
  for (const auto& k : data.GetArray()) terms.push_back(stringField(k, "term"));
  return terms;
}

std::vector<std::string> KeywordE2eTest::idsOf(const rapidjson::Value& data) {
  std::vector<std::string> ids;
  for (const auto& k : data.GetArray()) ids.push_back(stringField(k, "id"));
  return ids;
}

std::string KeywordE2eTest::queryRow(const std::string& sql) const {
  std::string out;
  query(sql, &out);
  return out;
}

std::string KeywordE2eTest::idsBody(const std::vector<std::string>& ids, const std::string& extra) {
  std::string body = R"({"ids":[)";
  for (std::size_t i = 0; i < ids.size(); ++i) body += (i ? ",\"" : "\"") + ids[i] + "\"";
  return body + "]" + extra + "}";
}

void KeywordE2eTest::startResearch(const Tenant& who, const std::string& body, std::string* id) {
  HttpResponse r = call("POST", "/keywords/research", "/keywords/research", who.key, body);
  ASSERT_EQ(r.status, 202) << describe(r);
  rapidjson::Document doc = r.json();
  ASSERT_TRUE(doc.IsObject() && doc.HasMember("data")) << r.body;
  *id = stringField(doc["data"], "job_id");
  ASSERT_FALSE(id->empty()) << r.body;
  EXPECT_EQ(stringField(doc["data"], "status"), "pending");
  EXPECT_EQ(stringField(doc["data"], "poll_url"), "/keywords/research/" + *id);
}

void KeywordE2eTest::awaitResearch(const Tenant& who, const std::string& id,
                                   rapidjson::Document* out) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
  for (;;) {
    HttpResponse r = call("GET", "/keywords/research/{jobId}", "/keywords/research/" + id, who.key);
    ASSERT_EQ(r.status, 200) << describe(r);
    *out = r.json();
    std::string status = stringField((*out)["data"], "status");
    if (status == "completed" || status == "failed") return;
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "job still " << status;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
}

void KeywordE2eTest::runJobAs(const Tenant& who, const std::string& kind,
                              const std::string& payload) const {
  HttpResponse r = http().post(api("/probe/jobs"), who.key,
                               R"({"kind":")" + kind + R"(","payload":)" + payload + "}");
  ASSERT_EQ(r.status, 202) << describe(r);
  std::string id = stringField(r.json()["data"], "job_id");
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
  for (;;) {
    HttpResponse j = http().get(api("/probe/jobs/" + id), who.key);
    ASSERT_EQ(j.status, 200) << describe(j);
    std::string status = stringField(j.json()["data"], "status");
    ASSERT_NE(status, "failed") << j.body;
    if (status == "completed") return;
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "job still " << status;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
}

}  // namespace seo::tests
