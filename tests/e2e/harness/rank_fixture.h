// The base of rank tracking's end-to-end tests: the keywords fixture with a server that asks
// the fake DataForSEO peer (tests/peers/dataforseo_peer.py: task_post, tasks_ready, task_get in
// their wire format), a clock the tests move (each check a day or a week later) and polls of 1 s,
// and short helpers for tracking and reading a keyword's history.
// Helpers that must succeed assert it, so call them under ASSERT_NO_FATAL_FAILURE.
#pragma once

#include <string>
#include <vector>

#include "tests/e2e/harness/keyword_fixture.h"
#include "tests/testing/peer_process.h"

namespace seo::tests {

class RankE2eTest : public KeywordE2eTest {
 protected:
  void SetUp() override;
  // The server's options: the peer as DataForSEO, the moved clock, `settings` as SEO_SETTINGS
  // (it must hold keywords.rank_poll_seconds: 1, or checks wait a minute).
  ServerOptions providerOptions(
      const std::string& settings = R"({"keywords": {"rank_poll_seconds": 1}})");
  // The peer's control call with `body` (its "serp", "features", "mode", "queue_polls", ...).
  void control(const std::string& body);
  // PATCH /keywords/tracked for `ids`; asserts 200 and `expect_updated`.
  void track(const Tenant& who, const std::vector<std::string>& ids, bool tracked,
             long long expect_updated);
  // GET /keywords/{id}/rankings<query>; asserts 200.
  void rankings(const Tenant& who, const std::string& id, rapidjson::Document* out,
                const std::string& query = "");
  // Polls the keyword's history until it holds `count` rows (20 s at most).
  void awaitRankings(const Tenant& who, const std::string& id, std::size_t count,
                     rapidjson::Document* out);
  // Polls until `sql` answers `want` (20 s at most).
  void awaitRow(const std::string& sql, const std::string& want);
  // The calls the peer received, oldest first.
  void requests(rapidjson::Document* out);

  PeerProcess dataforseo_{"dataforseo_peer.py",
                          {"--login", "login@example.test", "--password", "dfs-secret"}};
};

}  // namespace seo::tests
