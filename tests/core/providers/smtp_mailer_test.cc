#include "core/providers/smtp_mailer.h"

#include <gtest/gtest.h>
#include <rapidjson/document.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "seo/sdk/job.h"
#include "tests/testing/peer_process.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::MailDelivery;
using seo::sdk::MailSecurity;
using seo::sdk::MailServer;
using seo::sdk::Status;

// A line that starts with a dot: libcurl must dot-stuff it, and the server give it back whole.
constexpr char kMessage[] =
    "From: Sender <sender@example.com>\r\n"
    "To: reader@example.org\r\n"
    "Subject: Hello\r\n"
    "\r\n"
    "First line.\r\n"
    ".A line that starts with a dot.\r\n";

// A real SMTP server (tests/peers/smtp_peer.py, aiosmtpd) with a throwaway certificate.
class SmtpMailerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char pattern[] = "/tmp/smtp-mailer-XXXXXX";
    ASSERT_NE(mkdtemp(pattern), nullptr);
    dir_ = pattern;
  }
  void TearDown() override {
    if (peer_) peer_->stop();
    std::filesystem::remove_all(dir_);
  }
  // Starts the server with `flags` (beyond --out and the certificate's); false on failure.
  void start(std::vector<std::string> flags) {
    std::vector<std::string> args = {"--out", dir_ + "/out", "--make-cert", cert(),
                                     dir_ + "/key.pem"};
    args.insert(args.end(), flags.begin(), flags.end());
    peer_ = std::make_unique<seo::tests::PeerProcess>("smtp_peer.py", args);
    std::string error;
    ASSERT_TRUE(peer_->start(&error)) << error;
  }
  std::string cert() const { return dir_ + "/cert.pem"; }
  std::vector<std::string> tls(const char* mode) const { return {mode, cert(), dir_ + "/key.pem"}; }
  OutboundConfig config(bool trust_cert = true, bool allow_private = true) const {
    OutboundConfig c;
    c.allow_private_addresses = allow_private;
    if (trust_cert) c.smtp_ca_file = cert();
    c.smtp_timeout_ms = 10000;
    return c;
  }
  MailServer server(MailSecurity security, const std::string& user = "",
                    const std::string& password = "") const {
    return {"127.0.0.1", peer_->port(), security, user, password};
  }
  static MailDelivery delivery() {
    return {"sender@example.com", {"reader@example.org"}, kMessage};
  }
  // The messages the server accepted, as it recorded them.
  std::vector<rapidjson::Document> received() const {
    std::vector<rapidjson::Document> out;
    for (int n = 1;; ++n) {
      std::ifstream in(dir_ + "/out/" + std::to_string(n) + ".json");
      if (!in) break;
      std::stringstream text;
      text << in.rdbuf();
      rapidjson::Document doc;
      doc.Parse(text.str().c_str());
      out.push_back(std::move(doc));
    }
    return out;
  }

  std::string dir_;
  std::unique_ptr<seo::tests::PeerProcess> peer_;
};

TEST_F(SmtpMailerTest, DeliversOverStartTlsWithAuth) {
  std::vector<std::string> f = tls("--starttls");
  f.insert(f.end(), {"--auth", "mailer:pa55word"});
  start(f);
  SmtpMailer mailer(config());
  Status s = mailer.send(server(MailSecurity::StartTls, "mailer", "pa55word"), delivery());
  ASSERT_TRUE(s.isOk()) << s.message() << "\n" << peer_->stderrText();
  std::vector<rapidjson::Document> got = received();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_TRUE(got[0]["tls"].GetBool());
  EXPECT_STREQ(got[0]["auth_user"].GetString(), "mailer");
  EXPECT_STREQ(got[0]["mail_from"].GetString(), "sender@example.com");
  ASSERT_EQ(got[0]["rcpt_tos"].Size(), 1u);
  EXPECT_STREQ(got[0]["rcpt_tos"][0].GetString(), "reader@example.org");
  std::string data = got[0]["data"].GetString();
  EXPECT_NE(data.find("\r\n.A line that starts with a dot.\r\n"), std::string::npos) << data;
  EXPECT_EQ(data.find(".."), std::string::npos) << "dot-stuffing leaked: " << data;
}

TEST_F(SmtpMailerTest, DeliversOverImplicitTls) {
  start(tls("--smtps"));
  SmtpMailer mailer(config());
  Status s = mailer.send(server(MailSecurity::ImplicitTls), delivery());
  ASSERT_TRUE(s.isOk()) << s.message();
  std::vector<rapidjson::Document> got = received();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_TRUE(got[0]["tls"].GetBool());
}

TEST_F(SmtpMailerTest, NeverFallsBackToPlainText) {
  start({});  // offers no STARTTLS
  SmtpMailer mailer(config());
  Status s = mailer.send(server(MailSecurity::StartTls), delivery());
  EXPECT_EQ(s.code(), Code::InvalidArgument);
  EXPECT_NE(s.message().find("never sent without TLS"), std::string::npos) << s.message();
  EXPECT_TRUE(received().empty());
}

TEST_F(SmtpMailerTest, RefusesAnUntrustedCertificate) {
  start(tls("--starttls"));
  SmtpMailer mailer(config(/*trust_cert=*/false));
  Status s = mailer.send(server(MailSecurity::StartTls), delivery());
  EXPECT_EQ(s.code(), Code::InvalidArgument);
  EXPECT_NE(s.message().find("certificate"), std::string::npos) << s.message();
  EXPECT_TRUE(received().empty());
}

TEST_F(SmtpMailerTest, AWrongPasswordIsPermissionDeniedAndNotEchoed) {
  std::vector<std::string> f = tls("--starttls");
  f.insert(f.end(), {"--auth", "mailer:pa55word"});
  start(f);
  SmtpMailer mailer(config());
  Status s = mailer.send(server(MailSecurity::StartTls, "mailer", "wrong-secret"), delivery());
  EXPECT_EQ(s.code(), Code::PermissionDenied) << s.message();
  EXPECT_EQ(s.message().find("wrong-secret"), std::string::npos);
  EXPECT_TRUE(received().empty());
}

TEST_F(SmtpMailerTest, APermanentRefusalIsNotRetriedATemporaryOneIs) {
  std::vector<std::string> f = tls("--starttls");
  f.insert(f.end(), {"--reject", "550"});
  start(f);
  SmtpMailer mailer(config());
  Status s = mailer.send(server(MailSecurity::StartTls), delivery());
  EXPECT_EQ(s.code(), Code::InvalidArgument) << s.message();
  EXPECT_NE(s.message().find("550"), std::string::npos) << s.message();
  EXPECT_TRUE(seo::sdk::failsJobAtOnce(s));

  peer_->stop();
  f = tls("--starttls");
  f.insert(f.end(), {"--reject", "451"});
  start(f);
  s = mailer.send(server(MailSecurity::StartTls), delivery());
  EXPECT_EQ(s.code(), Code::Unavailable) << s.message();
  EXPECT_FALSE(seo::sdk::failsJobAtOnce(s));
}

TEST_F(SmtpMailerTest, APrivateMailServerIsRefusedUnlessAllowed) {
  start(tls("--starttls"));
  SmtpMailer mailer(config(true, /*allow_private=*/false));
  Status s = mailer.send(server(MailSecurity::StartTls), delivery());
  EXPECT_EQ(s.code(), Code::InvalidArgument);
  EXPECT_NE(s.message().find("no public address"), std::string::npos) << s.message();
  EXPECT_TRUE(received().empty());
}

TEST_F(SmtpMailerTest, RefusesAddressesThatCouldInjectCommands) {
  SmtpMailer mailer(config());
  MailServer any{"127.0.0.1", 25, MailSecurity::StartTls, "", ""};
  MailDelivery bad = delivery();
  bad.from = "a@example.com>\r\nRCPT TO:<victim@example.net";
  EXPECT_EQ(mailer.send(any, bad).code(), Code::InvalidArgument);
  bad = delivery();
  bad.recipients = {"reader@example.org> NOTIFY=NEVER"};
  EXPECT_EQ(mailer.send(any, bad).code(), Code::InvalidArgument);
  bad = delivery();
  bad.recipients.clear();
  EXPECT_EQ(mailer.send(any, bad).code(), Code::InvalidArgument);
  any.host = "mail.example.com/evil";
  EXPECT_EQ(mailer.send(any, delivery()).code(), Code::InvalidArgument);
}

}  // namespace
}  // namespace seo::core
