// The weekly digest of positions, end to end: mailed through the organization's own SMTP server
// (tests/peers/smtp_peer.py, a real one, over STARTTLS) to the rank settings' digest_emails once
// a tracked keyword is checked, not again within the week, then again with the week's moves; an
// organization without a mail server gets none and its runs say why.
#include <algorithm>
#include <chrono>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <thread>

#include "tests/e2e/harness/rank_fixture.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {
namespace {

using namespace std::chrono_literals;

std::string serpWith(int trail_position) {
  std::string items;
  for (int i = 1; i < trail_position; ++i) {
    items += R"({"url": "https://filler-)" + std::to_string(i) + R"(.example/", "title": "F"},)";
  }
  return R"({"queue_polls": 0, "serp": {"trail shoes": [)" + items +
         R"({"url": "https://www.alpha.example/trail", "title": "Ours"}],
             "nothing ranks": [{"url": "https://rival.example/", "title": "Theirs"}]}})";
}

class RankDigestTest : public RankE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(RankE2eTest::SetUp());
    smtp_ = std::make_unique<PeerProcess>(
        "smtp_peer.py",
        std::vector<std::string>{"--out", dir_.file("mail"), "--make-cert", dir_.file("cert.pem"),
                                 dir_.file("key.pem"), "--starttls", dir_.file("cert.pem"),
                                 dir_.file("key.pem")});
    std::string error;
    ASSERT_TRUE(smtp_->start(&error)) << error;
    server().stop();
    ServerOptions o = providerOptions();
    o.env["SEO_ALLOW_PRIVATE_ADDRESSES"] = "1";  // the SMTP server is on loopback
    o.env["SEO_SMTP_CA_FILE"] = dir_.file("cert.pem");
    ASSERT_NO_FATAL_FAILURE(startServer(o));
  }
  // The texts of the messages the SMTP server accepted, in order.
  std::vector<std::string> mail() const {
    std::vector<std::string> out;
    for (int n = 1;; ++n) {
      std::ifstream in(dir_.file("mail") + "/" + std::to_string(n) + ".json");
      if (!in) break;
      std::stringstream text;
      text << in.rdbuf();
      rapidjson::Document d = parseJson(text.str());
      // Line ends as written, whatever the wire made of them.
      std::string data = stringField(d, "data");
      data.erase(std::remove(data.begin(), data.end(), '\r'), data.end());
      out.push_back(std::string(d["rcpt_tos"][0].GetString()) + "\n" + data);
    }
    return out;
  }
  void awaitMail(std::size_t count) {
    for (int i = 0; i < 200 && mail().size() < count; ++i) std::this_thread::sleep_for(100ms);
    ASSERT_EQ(mail().size(), count);
  }
  void putSettings(const Tenant& who, const std::string& body, rapidjson::Document* out) {
    HttpResponse r =
        call("PUT", "/keywords/rank-settings", "/keywords/rank-settings", who.key, body);
    ASSERT_EQ(r.status, 200) << describe(r);
    *out = r.json();
  }

  std::unique_ptr<PeerProcess> smtp_;
};

TEST_F(RankDigestTest, TheWeeksPositionsAreMailedThroughTheOrganizationsServer) {
  HttpResponse smtp = call("PUT", "/outreach/smtp-settings", "/outreach/smtp-settings", a_.key,
                           R"({"host": "127.0.0.1", "port": )" + std::to_string(smtp_->port()) +
                               R"(, "security": "starttls", "from_address": "seo@alpha.example"})");
  ASSERT_EQ(smtp.status, 200) << describe(smtp);
  rapidjson::Document settings;
  ASSERT_NO_FATAL_FAILURE(putSettings(
      a_, R"({"digest_emails": ["team@alpha.example", " Boss@ALPHA.example "]})", &settings));
  EXPECT_EQ(toJson(settings["data"]["digest_emails"]),
            R"(["team@alpha.example","Boss@alpha.example"])");

  ASSERT_NO_FATAL_FAILURE(control(serpWith(2)));
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(
      a_, R"({"track": true, "keywords": [{"term": "trail shoes"}, {"term": "nothing ranks"}]})",
      &added));
  // Once checked, the digest goes to both addresses.
  ASSERT_NO_FATAL_FAILURE(awaitMail(2));
  std::vector<std::string> sent = mail();
  // One mail job each: they may reach the server in either order.
  EXPECT_EQ((std::set<std::string>{sent[0].substr(0, sent[0].find('\n')),
                                   sent[1].substr(0, sent[1].find('\n'))}),
            (std::set<std::string>{"team@alpha.example", "Boss@alpha.example"}));
  EXPECT_NE(sent[0].find("Subject: Positions of alpha.example in search, the week to"),
            std::string::npos)
      << sent[0];
  EXPECT_NE(sent[0].find("Tracked keywords: 2. In the top 3: 1; top 10: 1; top 100: 1; not in "
                         "the top 100: 1."),
            std::string::npos)
      << sent[0];
  EXPECT_NE(sent[0].find("No keyword moved against a week before."), std::string::npos);
  ASSERT_NO_FATAL_FAILURE(awaitRow(
      "SELECT COUNT(*) FROM jobs WHERE kind = 'keywords.rank_check' AND status = 'completed' AND "
      "result LIKE '%\"digest_mailed\":true%'",
      "1"));

  // A day later the checks go on, the digest does not: it is weekly.
  ASSERT_NO_FATAL_FAILURE(control(serpWith(15)));
  advanceClock(25 * 3600);
  rapidjson::Document history;
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, stringField(added["data"][0], "id"), 2, &history));
  std::this_thread::sleep_for(1s);
  EXPECT_EQ(mail().size(), 2u);

  // A week after the first, the next digest has the week's moves.
  ASSERT_NO_FATAL_FAILURE(control(serpWith(4)));
  advanceClock(7 * 24 * 3600);
  ASSERT_NO_FATAL_FAILURE(awaitMail(4));
  sent = mail();
  EXPECT_NE(sent[2].find("Moved up most, against a week before:\n  trail shoes: position 4 (up "
                         "11 from 15)"),
            std::string::npos)
      << sent[2];
  EXPECT_NE(sent[2].find("Entered the top 10:\n  trail shoes: position 4"), std::string::npos);
}

TEST_F(RankDigestTest, WithoutAMailServerNoDigestIsSentAndTheRunSaysWhy) {
  rapidjson::Document settings;
  ASSERT_NO_FATAL_FAILURE(
      putSettings(b_, R"({"digest_emails": ["team@bravo.example"]})", &settings));
  ASSERT_NO_FATAL_FAILURE(control(serpWith(2)));
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(
      addOk(b_, R"({"track": true, "keywords": [{"term": "trail shoes"}]})", &added));
  ASSERT_NO_FATAL_FAILURE(awaitRow(
      "SELECT COUNT(*) FROM jobs WHERE kind = 'keywords.rank_check' AND status = 'completed' AND "
      "result LIKE '%The weekly digest was not mailed%' AND result LIKE "
      "'%\"digest_mailed\":false%'",
      "1"));
  EXPECT_TRUE(mail().empty());
  // Alpha's mail server is never lent to bravo, and alpha, without digest_emails, gets none.
  HttpResponse smtp = call("PUT", "/outreach/smtp-settings", "/outreach/smtp-settings", a_.key,
                           R"({"host": "127.0.0.1", "port": )" + std::to_string(smtp_->port()) +
                               R"(, "security": "starttls", "from_address": "seo@alpha.example"})");
  ASSERT_EQ(smtp.status, 200) << describe(smtp);
  ASSERT_NO_FATAL_FAILURE(
      addOk(a_, R"({"track": true, "keywords": [{"term": "trail shoes"}]})", &added));
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, stringField(added["data"][0], "id"), 1, &settings));
  advanceClock(7 * 3600);  // bravo's retry, six hours on
  std::this_thread::sleep_for(2s);
  EXPECT_TRUE(mail().empty());
}

}  // namespace
}  // namespace seo::tests
