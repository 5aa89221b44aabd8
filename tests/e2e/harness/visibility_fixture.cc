#include "tests/e2e/harness/visibility_fixture.h"

#include <chrono>
#include <cmath>
#include <fstream>
#include <thread>

namespace seo::tests {

void VisibilityE2eTest::SetUp() {
  ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bravo", "pro", &b_));
  std::string error;
  ASSERT_TRUE(llm_.start(&error)) << error;
  std::ofstream(clockFile()) << 0;
  ASSERT_NO_FATAL_FAILURE(startServer(visibilityOptions()));
  ASSERT_NO_FATAL_FAILURE(loadContract());
}

ServerOptions VisibilityE2eTest::visibilityOptions(bool with_judge, bool with_endpoints) {
  ServerOptions o = options();
  if (with_endpoints) {
    o.env["SEO_LLM_ENDPOINTS"] =
        R"([{"name": "lab", "base_url": ")" + llm_.url() +
        R"(", "api_key": "llm-secret", "models": ["model-a", "model-b"]},
            {"name": "search", "base_url": ")" +
        llm_.url() +
        R"(/v1", "api_key": "llm-secret", "models": ["model-s"], "web_search": true}])";
  }
  if (with_judge) {
    o.env["SEO_LLM_BASE_URL"] = llm_.url();
    o.env["SEO_LLM_API_KEY"] = "llm-secret";
    o.env["SEO_LLM_MODEL"] = "judge-model";
  }
  o.env["SEO_ALLOW_PRIVATE_ADDRESSES"] = "1";  // the peer listens on loopback
  o.env["SEO_JOB_RETRY_BASE_MS"] = "50";
  o.env["SEO_CLOCK_FILE"] = clockFile();
  return o;
}

void VisibilityE2eTest::scriptLlm(const std::string& control_json) {
  std::string error;
  ASSERT_TRUE(llm_.control(control_json, &error)) << error;
}

void VisibilityE2eTest::createCampaign(const Tenant& who, const std::string& kind_path,
                                       const std::string& body, rapidjson::Document* out) {
  HttpResponse r = call("POST", kind_path + "/campaigns", kind_path + "/campaigns", who.key, body);
  ASSERT_EQ(r.status, 201) << describe(r);
  rapidjson::Document doc = r.json();
  out->CopyFrom(doc["data"], out->GetAllocator());
}

void VisibilityE2eTest::startRun(const Tenant& who, const std::string& kind_path,
                                 const std::string& campaign_id, std::string* run_id,
                                 std::string* job_id) {
  HttpResponse r = call("POST", kind_path + "/campaigns/{id}/runs",
                        kind_path + "/campaigns/" + campaign_id + "/runs", who.key, "{}");
  ASSERT_EQ(r.status, 202) << describe(r);
  *run_id = r.json()["data"]["id"].GetString();
  if (job_id != nullptr) *job_id = stringField(r.json()["data"], "job_id");
}

void VisibilityE2eTest::awaitRun(const Tenant& who, const std::string& kind_path,
                                 const std::string& campaign_id, const std::string& run_id,
                                 rapidjson::Document* out) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  const std::string path = kind_path + "/campaigns/" + campaign_id + "/runs/" + run_id;
  while (true) {
    ASSERT_NO_FATAL_FAILURE(getData(who, kind_path + "/campaigns/{id}/runs/{run_id}", path, out));
    const std::string status = stringField(*out, "status");
    if (status != "queued" && status != "running") return;
    if (std::chrono::steady_clock::now() > deadline) {
      FAIL() << "run " << run_id << " did not end: " << toJson(*out);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

void VisibilityE2eTest::getData(const Tenant& who, const std::string& path_template,
                                const std::string& path, rapidjson::Document* out) {
  HttpResponse r = call("GET", path_template, path, who.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document doc = r.json();
  out->CopyFrom(doc["data"], out->GetAllocator());
}

long long VisibilityE2eTest::count(const std::string& table) const {
  std::string out;
  query("SELECT COUNT(*) FROM " + table, &out);
  return std::stoll(out);
}

const rapidjson::Value& brandIn(const rapidjson::Value& metrics, const std::string& name) {
  static const rapidjson::Value kNull;
  for (const rapidjson::Value& b : metrics["brands"].GetArray()) {
    if (stringField(b, "name") == name) return b;
  }
  ADD_FAILURE() << "no brand " << name << " in " << toJson(metrics);
  return kNull;
}

double valueOf(const rapidjson::Value& figure) {
  if (!figure.IsObject() || !figure.HasMember("value") || !figure["value"].IsNumber()) {
    return std::nan("");
  }
  return figure["value"].GetDouble();
}

}  // namespace seo::tests
