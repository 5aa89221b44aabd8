// The base of the AI visibility module's end-to-end tests: two organizations (alpha and bravo),
// each with a website and a bound key; one fake OpenAI-compatible peer serving two named
// endpoints (`lab` with model-a and model-b, `search` with model-s collected with web search)
// and, as the default LLM, the sentiment judge; a clock the test moves (SEO_CLOCK_FILE); and
// every answer checked against the served API description. Helpers that must succeed assert
// it, so call them under ASSERT_NO_FATAL_FAILURE.
#pragma once

#include <string>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/testing/peer_process.h"

namespace seo::tests {

class VisibilityE2eTest : public E2eTest {
 protected:
  void SetUp() override;

  // The server's options: the real plugins, the endpoints above, the judge when `with_judge`,
  // fast job retries, the clock file. Without `with_endpoints` no LLM is configured at all.
  ServerOptions visibilityOptions(bool with_judge = true, bool with_endpoints = true);

  // PATCH `full_path` (api(...)) with `body`, unchecked against the API description (for
  // bodies it must refuse).
  HttpResponse patch(const std::string& full_path, const std::string& key,
                     const std::string& body) const {
    return http().send({"PATCH", full_path, key, body, {}});
  }
  // Scripts the LLM peer (llm_peer.py's /_control: script, sentiments, judge_mode).
  void scriptLlm(const std::string& control_json);
  // POST /brand-radar/campaigns (or /prompt-research/campaigns); asserts 201.
  void createCampaign(const Tenant& who, const std::string& kind_path, const std::string& body,
                      rapidjson::Document* out);
  // POST .../{id}/runs; asserts 202; the run's id and, if asked, the job its answer names.
  void startRun(const Tenant& who, const std::string& kind_path, const std::string& campaign_id,
                std::string* run_id, std::string* job_id = nullptr);
  // Polls the run until it ends (20 s at most); the run into `*out`.
  void awaitRun(const Tenant& who, const std::string& kind_path, const std::string& campaign_id,
                const std::string& run_id, rapidjson::Document* out);
  // GET `path` (under /api/v1, with its template); asserts 200; data into `*out`.
  void getData(const Tenant& who, const std::string& path_template, const std::string& path,
               rapidjson::Document* out);

  long long count(const std::string& table) const;

  Tenant a_;
  Tenant b_;
  seo::tests::PeerProcess llm_{"llm_peer.py", {"--key", "llm-secret"}};
};

// The brand in `metrics.brands` called `name`; fails the test when absent.
const rapidjson::Value& brandIn(const rapidjson::Value& metrics, const std::string& name);
// `figure.value`, e.g. of brand["mention_rate"]; NaN when null.
double valueOf(const rapidjson::Value& figure);

}  // namespace seo::tests
