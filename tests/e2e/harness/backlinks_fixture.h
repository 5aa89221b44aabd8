// The base of the backlinks module's end-to-end tests: two organizations (alpha and bravo), each
// with a website and a bound key; the fake peers the research talks to (DataForSEO's SERP API,
// an OpenAI-compatible LLM, and websites served by name through outbound.hosts); a real SMTP
// server (aiosmtpd) with a throwaway certificate when a test starts one; and every answer
// checked against the served API description (E2eTest::call). Helpers that must succeed assert
// it, so call them under ASSERT_NO_FATAL_FAILURE.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/testing/peer_process.h"

namespace seo::tests {

// The fake sites' host names, all pointed at sites_peer.py.
inline const std::vector<std::string> kSiteHosts = {"trailblog.test", "www.trailblog.test",
                                                    "peaks.test", "blocked.test", "slowsite.test"};

class BacklinksE2eTest : public E2eTest {
 protected:
  void SetUp() override;
  void TearDown() override;

  // The server's options: the real plugins, the peers above, fast job retries. Override to
  // leave a provider out (with_llm = false: the offline stand-in answers).
  ServerOptions backlinksOptions(bool with_serp = true, bool with_llm = true);

  // POST /campaigns with `body`; asserts 201; the campaign (the answer's data) into `*out`.
  void createCampaign(const Tenant& who, const std::string& body, rapidjson::Document* out);
  // Polls GET /campaigns/{id} until its research is completed or failed (20 s at most); the
  // campaign into `*out`.
  void awaitResearch(const Tenant& who, const std::string& id, rapidjson::Document* out);
  // GET /campaigns/{id}/opportunities<query>; asserts 200; the whole answer into `*out`.
  void listOpportunities(const Tenant& who, const std::string& id, const std::string& query,
                         rapidjson::Document* out);

  // The research's world: the SERP results of the campaign's guest-post and resource queries
  // for keyword "trail running", and the sites behind them (see the .cc for what each shows).
  void serveTrailRunningWorld();
  // `count` (at most 40) more fake sites, "site1.test" and on, pointed at sites_peer.py in `*o`:
  // the searches for "trail running" guest posts find every one, and each one's page answers after
  // `delay_seconds` (replacing the SERP's and the sites' world). Their names into `*hosts`.
  void serveSlowGuestPostSites(int count, double delay_seconds, ServerOptions* o,
                               std::vector<std::string>* hosts);
  // "http://<host>:<sites port><path>".
  std::string siteUrl(const std::string& host, const std::string& path) const;
  // The paths sites_peer.py served for `host`, in order.
  std::vector<std::string> requestedPaths(const std::string& host) const;

  // Inserts `count` opportunities into campaign `campaign_id` of `who`'s website with SQL:
  // relevance 100 - i, status "new" (every third "contacted"), strategy guest_post (every
  // other one resource_page), ids in order into `*ids` (may be null); the campaign's counts
  // recomputed, as the module keeps them.
  void seedOpportunities(const Tenant& who, const std::string& campaign_id, int count,
                         std::vector<std::string>* ids);
  // A campaign created through the API whose research finds nothing (the SERP answers no
  // results), settled; its id into `*id`.
  void quietCampaign(const Tenant& who, std::string* id);

  // Starts the SMTP server with `flags` (beyond its output folder and throwaway certificate);
  // PUT /outreach/smtp-settings for `who` pointing at it.
  void startSmtp(const std::vector<std::string>& flags);
  void configureSmtp(const Tenant& who, const std::string& extra_json = "");
  // The messages the SMTP server accepted, as smtp_peer.py recorded them.
  std::vector<rapidjson::Document> receivedMail() const;
  std::string certFile() const { return dir_.file("smtp-cert.pem"); }

  // Runs `sql` and returns its single row.
  std::string queryRow(const std::string& sql) const;

  Tenant a_;  // alpha
  Tenant b_;  // bravo
  seo::tests::PeerProcess serp_{"dataforseo_peer.py",
                                {"--login", "login@example.test", "--password", "dfs-secret"}};
  seo::tests::PeerProcess llm_{"llm_peer.py", {"--key", "llm-secret"}};
  seo::tests::PeerProcess sites_{"sites_peer.py"};
  std::unique_ptr<seo::tests::PeerProcess> smtp_;
};

}  // namespace seo::tests
