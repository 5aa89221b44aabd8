#include "tests/e2e/keyword_fixture.h"

#include <chrono>
#include <thread>

namespace seo::tests {

void KeywordE2eTest::SetUp() {
  ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bravo", "pro", &b_));
  ASSERT_NO_FATAL_FAILURE(startServer());
}

HttpResponse KeywordE2eTest::call(const std::string& method, const std::string& path,
                                  const std::string& key,
                                  const std::optional<std::string>& body) const {
  HttpRequest request;
  request.method = method;
  request.path = api(path);
  request.key = key;
  request.body = body;
  return http().send(request);
}

void KeywordE2eTest::addOk(const Tenant& who, const std::string& body,
                           rapidjson::Document* out) const {
  HttpResponse r = call("POST", "/keywords", who.key, body);
  ASSERT_EQ(r.status, 201) << describe(r);
  *out = r.json();
  ASSERT_TRUE(out->IsObject() && out->HasMember("data") && (*out)["data"].IsArray()) << r.body;
}

void KeywordE2eTest::addEach(const Tenant& who, const std::vector<std::string>& terms,
                             std::vector<std::string>* ids) const {
  for (const std::string& term : terms) {
    rapidjson::Document added;
    ASSERT_NO_FATAL_FAILURE(addOk(who, R"({"keywords":[{"term":")" + term + R"("}]})", &added));
    ASSERT_EQ(added["data"].Size(), 1u) << toJson(added);
    ids->push_back(stringField(added["data"][0], "id"));
    // Timestamps have millisecond precision: keep consecutive keywords apart.
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

void KeywordE2eTest::listOk(const Tenant& who, const std::string& query,
                            rapidjson::Document* out) const {
  HttpResponse r = call("GET", "/keywords" + query, who.key);
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

std::string KeywordE2eTest::idsBody(const std::vector<std::string>& ids,
                                    const std::string& extra) {
  std::string body = R"({"ids":[)";
  for (std::size_t i = 0; i < ids.size(); ++i) body += (i ? ",\"" : "\"") + ids[i] + "\"";
  return body + "]" + extra + "}";
}

}  // namespace seo::tests
