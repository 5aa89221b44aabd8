// The base of the content module's end-to-end tests: two organizations (alpha and bravo), each
// with a website and a bound key; an OpenAI-compatible LLM peer; a WordPress and a Ghost site
// (fake peers over HTTPS with throwaway certificates the server trusts through
// SEO_OUTBOUND_CA_FILE) that check authentication and payloads; a clock the test moves
// (SEO_CLOCK_FILE); and every answer checked against the served API description. Helpers that
// must succeed assert it, so call them under ASSERT_NO_FATAL_FAILURE.
#pragma once

#include <functional>
#include <string>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/testing/peer_process.h"

namespace seo::tests {

// WordPress's application password as the site shows it, and Ghost's Admin API key.
inline constexpr const char* kWpUser = "editor";
inline constexpr const char* kWpPassword = "abcd EFGH 1234 ijkl MNOP 5678";
inline constexpr const char* kGhostKey =
    "6489a1b2c3d4e5f6a7b8c9d0:"
    "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

class ContentE2eTest : public E2eTest {
 protected:
  void SetUp() override;

  // The server's options: the real plugins, the peers above, fast job retries, the clock file.
  ServerOptions contentOptions(bool with_llm = true);

  // POST /articles with `body`; asserts 201; the article into `*out`.
  void createArticle(const Tenant& who, const std::string& body, rapidjson::Document* out);
  // GET /articles/{id}; asserts 200; the article into `*out`.
  void getArticle(const Tenant& who, const std::string& id, rapidjson::Document* out);
  // Polls GET /articles/{id} until `done(article)` (20 s at most); the article into `*out`.
  void awaitArticle(const Tenant& who, const std::string& id,
                    const std::function<bool(const rapidjson::Value&)>& done,
                    rapidjson::Document* out);
  // POST /articles/{id}/generate then waits for `completed`; the article into `*out`.
  void generate(const Tenant& who, const std::string& id, rapidjson::Document* out);
  // POST /keywords {term, volume, difficulty}; the new keyword's id.
  void addKeyword(const Tenant& who, const std::string& term, int volume, int difficulty,
                  std::string* id);
  // The keyword `id` as GET /keywords lists it.
  void findKeyword(const Tenant& who, const std::string& id, rapidjson::Document* out);

  // POST /connect for the peers; asserts 200.
  void connectWordPress(const Tenant& who);
  void connectGhost(const Tenant& who);
  // The posts a CMS peer holds, by id.
  void wpPosts(rapidjson::Document* out) const;
  void ghostPosts(rapidjson::Document* out) const;
  std::string wpUrl() const { return wp_.url(); }
  std::string ghostUrl() const { return ghost_.url(); }

  // The server's now, as ISO 8601 (the clock file included): GET /me has no clock, so this is
  // the system clock plus the offset.
  std::string serverNow() const;

  // How many articles the database holds, every website's.
  long long articleCount() const;

  Tenant a_;
  Tenant b_;
  seo::tests::PeerProcess llm_{"llm_peer.py", {"--key", "llm-secret"}};
  // Each makes its certificate in the test's directory (dir_ is the base's, built first).
  seo::tests::PeerProcess wp_{"wordpress_peer.py",
                              {"--user", kWpUser, "--password", kWpPassword, "--make-cert",
                               dir_.file("wp-cert.pem"), dir_.file("wp-key.pem")}};
  seo::tests::PeerProcess ghost_{
      "ghost_peer.py",
      {"--key", kGhostKey, "--make-cert", dir_.file("ghost-cert.pem"), dir_.file("ghost-key.pem")}};
};

}  // namespace seo::tests
