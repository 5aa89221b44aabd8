// The organization's mail server lent to the host: a member invitation (POST /members) goes out
// by mail through the backlinks module's "mail.send" service when the organization has SMTP
// settings, over STARTTLS to a real SMTP server (aiosmtpd); without settings, or for another
// organization, nothing is mailed and the inviter still gets the link. The link in the mail sets
// the password.
#include <chrono>
#include <regex>
#include <thread>

#include "tests/e2e/harness/backlinks_fixture.h"

namespace seo::tests {
namespace {

class BacklinksInvitationMailTest : public BacklinksE2eTest {
 protected:
  HttpResponse invite(const Tenant& by, const std::string& email) {
    return call("POST", "/members", "/members", by.key,
                R"({"email": ")" + email + R"(", "role": "member"})");
  }
};

TEST_F(BacklinksInvitationMailTest, AnInvitationIsMailedThroughTheOrganizationsServer) {
  // No settings yet: the link is for the inviter to pass on.
  HttpResponse unmailed = invite(a_, "first@people.example");
  ASSERT_EQ(unmailed.status, 201) << describe(unmailed);
  EXPECT_FALSE(unmailed.json()["data"]["mailed"].GetBool());

  ASSERT_NO_FATAL_FAILURE(startSmtp({"--starttls", certFile(), dir_.file("smtp-key.pem")}));
  ASSERT_NO_FATAL_FAILURE(configureSmtp(a_));
  HttpResponse made = invite(a_, "Nora@People.example");
  ASSERT_EQ(made.status, 201) << describe(made);
  rapidjson::Document answer = made.json();
  EXPECT_TRUE(answer["data"]["mailed"].GetBool()) << made.body;
  const std::string link = stringField(answer["data"], "invite_url");

  std::vector<rapidjson::Document> mail;
  ASSERT_TRUE(eventuallyTrue([&] {
    mail = receivedMail();
    return !mail.empty();
  }));
  ASSERT_EQ(mail.size(), 1u);
  EXPECT_TRUE(mail[0]["tls"].GetBool()) << "STARTTLS";
  EXPECT_EQ(stringField(mail[0], "mail_from"), "ann@alpha.example");
  EXPECT_EQ(std::string(mail[0]["rcpt_tos"][0].GetString()), "nora@people.example");
  const std::string data = stringField(mail[0], "data");
  EXPECT_NE(data.find("Subject: Your invitation to alpha"), std::string::npos) << data;
  EXPECT_NE(data.find(a_.email + " invited you to alpha"), std::string::npos) << data;
  EXPECT_NE(data.find(link), std::string::npos) << "the same link, whole:\n" << data;
  // The link waited in the jobs table sealed, never as text.
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM jobs WHERE payload LIKE '%set-password%'"), "0");

  // The mailed link sets the password once.
  std::smatch m;
  ASSERT_TRUE(std::regex_search(link, m, std::regex("set-password/([A-Za-z0-9_-]+)$"))) << link;
  HttpResponse set = call("POST", "/auth/password/set", "/auth/password/set", std::nullopt,
                          R"({"token": ")" + m[1].str() + R"(", "new_password": "nora's pass 1"})");
  EXPECT_EQ(set.status, 200) << describe(set);

  // Bravo has no mail server of its own: alpha's is never lent to it.
  HttpResponse theirs = invite(b_, "olga@people.example");
  ASSERT_EQ(theirs.status, 201) << describe(theirs);
  EXPECT_FALSE(theirs.json()["data"]["mailed"].GetBool());
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  EXPECT_EQ(receivedMail().size(), 1u);
}

}  // namespace
}  // namespace seo::tests
