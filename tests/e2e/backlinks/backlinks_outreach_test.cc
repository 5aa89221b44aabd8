// Outreach over HTTP: drafts written by the LLM (ai_credits by tokens, 402 when exhausted, kept
// on the opportunity; a labelled template without a model), the organization's SMTP settings
// (checked, the password sealed and never shown), the do-not-contact list (409), and sending
// through a real SMTP server (aiosmtpd) with STARTTLS and a throwaway certificate: the message's
// headers and both parts as received, the opportunity's status once the server accepted it,
// permanent and temporary refusals recorded; and seoctl's outreach commands.
#include <signal.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <functional>
#include <thread>

#include "seo/sdk/util/ascii.h"
#include "tests/e2e/harness/backlinks_fixture.h"
#include "tests/e2e/harness/webhook_fixture.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {
namespace {

class BacklinksOutreachTest : public BacklinksE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(BacklinksE2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(quietCampaign(a_, &campaign_));
    ASSERT_NO_FATAL_FAILURE(seedOpportunities(a_, campaign_, 2, &ids_));
  }
  HttpResponse send(const std::string& id, const std::string& body) {
    return call("POST", "/opportunities/{id}/send-email", "/opportunities/" + id + "/send-email",
                a_.key, body);
  }
  // The opportunity `id` of alpha's campaign.
  rapidjson::Document opportunity(const std::string& id) {
    rapidjson::Document page;
    listOpportunities(a_, campaign_, "", &page);
    rapidjson::Document out;
    for (const auto& o : page["data"].GetArray()) {
      if (stringField(o, "id") == id) out.CopyFrom(o, out.GetAllocator());
    }
    return out;
  }
  // Waits until the opportunity's outreach_status is no longer email_queued (15 s at most).
  rapidjson::Document awaitOutreach(const std::string& id) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
    rapidjson::Document o;
    while (std::chrono::steady_clock::now() < deadline) {
      o = opportunity(id);
      if (stringField(o, "outreach_status") != "email_queued") break;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return o;
  }

  std::string campaign_;
  std::vector<std::string> ids_;
};

TEST_F(BacklinksOutreachTest, GenerateEmailWritesADraftSpendsTokensAndKeepsIt) {
  long long spent_before = usedCredits(a_, "ai_credits");  // the campaign's own review
  HttpResponse r = call("POST", "/opportunities/{id}/generate-email",
                        "/opportunities/" + ids_[0] + "/generate-email", a_.key,
                        R"({"tone": "formal", "sender_name": "Ann", "instructions": "Be brief"})");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document answer = r.json();
  const rapidjson::Value& d = answer["data"];
  EXPECT_EQ(stringField(d, "subject"), "A trail guide for your readers");
  EXPECT_EQ(stringField(d, "body_text"),
            "Hello,\n\nWe wrote a guide your readers may like.\n\nAnn");
  EXPECT_EQ(stringField(d, "body_html"),
            "<p>Hello,</p>\n<p>We wrote a guide your readers may like.</p>\n<p>Ann</p>\n");
  EXPECT_EQ(stringField(d, "source"), "llm");
  EXPECT_EQ(stringField(d, "model"), "test-model");
  EXPECT_EQ(stringField(d, "to_email"), "editor@site0.example");
  long long tokens = d["total_tokens"].GetInt64();
  EXPECT_GT(tokens, 0);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), spent_before + tokens);
  // The prompt carried the caller's wishes and the campaign's facts.
  rapidjson::Document asked;
  std::string error;
  ASSERT_TRUE(llm_.requests(&asked, &error)) << error;
  std::string prompt = toJson(asked[asked.Size() - 1]["body"]["messages"]);
  EXPECT_NE(prompt.find("formal tone"), std::string::npos) << prompt;
  EXPECT_NE(prompt.find("Be brief"), std::string::npos);
  EXPECT_NE(prompt.find("quiet topic"), std::string::npos);
  // Kept as the opportunity's draft.
  rapidjson::Document o = opportunity(ids_[0]);
  EXPECT_EQ(stringField(o["email_draft"], "subject"), "A trail guide for your readers");

  // Refused input, before any model is asked.
  std::size_t before = asked.Size();
  HttpResponse bad =
      call("POST", "/opportunities/{id}/generate-email",
           "/opportunities/" + ids_[0] + "/generate-email", a_.key, R"({"tone": "angry"})");
  EXPECT_TRUE(isErrorContaining(bad, 400, {"Invalid field: tone"})) << describe(bad);
  bad = call("POST", "/opportunities/{id}/generate-email",
             "/opportunities/" + ids_[0] + "/generate-email", a_.key,
             R"({"sender_name": "Ann\r\nBcc: x@y.example"})");
  EXPECT_TRUE(isErrorContaining(bad, 400, {"Invalid field: sender_name"})) << describe(bad);
  ASSERT_TRUE(llm_.requests(&asked, &error)) << error;
  EXPECT_EQ(asked.Size(), before);

  // Out of ai_credits: 402, and the draft stays as it was.
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", spent_before + tokens));
  HttpResponse broke = call("POST", "/opportunities/{id}/generate-email",
                            "/opportunities/" + ids_[1] + "/generate-email", a_.key, "{}");
  EXPECT_TRUE(isError(broke, 402, "Usage limit reached for ai_credits")) << describe(broke);
  EXPECT_TRUE(opportunity(ids_[1])["email_draft"].IsNull());

  // An unusable answer is the model's fault: 502, nothing kept.
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 100000));
  ASSERT_TRUE(llm_.control(R"({"mode": "ok", "content": "{\"subject\": \"\"}"})", &error));
  HttpResponse unusable = call("POST", "/opportunities/{id}/generate-email",
                               "/opportunities/" + ids_[1] + "/generate-email", a_.key, "{}");
  EXPECT_TRUE(isErrorContaining(unusable, 502, {"subject"})) << describe(unusable);
  EXPECT_TRUE(opportunity(ids_[1])["email_draft"].IsNull());
}

TEST_F(BacklinksOutreachTest, WithoutAModelTheDraftIsALabelledTemplateAndFree) {
  ASSERT_NO_FATAL_FAILURE(restartServer(backlinksOptions(true, /*with_llm=*/false)));
  long long spent_before = usedCredits(a_, "ai_credits");
  HttpResponse r = call("POST", "/opportunities/{id}/generate-email",
                        "/opportunities/" + ids_[0] + "/generate-email", a_.key, "{}");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document answer = r.json();
  const rapidjson::Value& d = answer["data"];
  EXPECT_EQ(stringField(d, "source"), "template");
  EXPECT_TRUE(d["model"].IsNull());
  EXPECT_NE(stringField(d, "note").find("No LLM"), std::string::npos);
  EXPECT_NE(stringField(d, "body_text").find("https://site0.example/"), std::string::npos);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), spent_before);
}

TEST_F(BacklinksOutreachTest, SmtpSettingsAreCheckedAndThePasswordNeverShown) {
  const std::pair<std::string, std::string> refused[] = {
      {R"({"from_address": "ann@alpha.example"})", "Missing required field: host"},
      {R"({"host": "smtp.example.com"})", "Missing required field: from_address"},
      {R"({"host": "smtp example", "from_address": "ann@alpha.example"})", "Invalid field: host"},
      {R"({"host": "smtp.example.com", "from_address": "ann"})", "Invalid field: from_address"},
      {R"({"host": "smtp.example.com", "from_address": "a@alpha.example", "security": "none"})",
       "Invalid field: security"},
      {R"({"host": "smtp.example.com", "from_address": "a@alpha.example", "port": 70000})",
       "Invalid field: port"},
      {R"({"host": "smtp.example.com", "from_address": "a@alpha.example", "username": "ann"})",
       "Invalid field: password"},
      {R"({"host": "smtp.example.com", "from_address": "a@alpha.example", "password": "x"})",
       "Invalid field: password"},
      {R"({"host": "smtp.example.com", "from_address": "a@alpha.example",
           "from_name": "Ann\nBcc: x@y.example"})",
       "Invalid field: from_name"},
  };
  for (const auto& [body, message] : refused) {
    HttpResponse r =
        call("PUT", "/outreach/smtp-settings", "/outreach/smtp-settings", a_.key, body);
    EXPECT_EQ(r.status, 400) << body << " -> " << describe(r);
    EXPECT_NE(stringField(r.json(), "error").find(message), std::string::npos) << r.body;
  }
  HttpResponse none = call("GET", "/outreach/smtp-settings", "/outreach/smtp-settings", a_.key);
  ASSERT_EQ(none.status, 200);
  EXPECT_TRUE(none.json()["data"].IsNull());

  HttpResponse set = call("PUT", "/outreach/smtp-settings", "/outreach/smtp-settings", a_.key,
                          R"({"host": "SMTP.Example.com", "security": "tls", "username": "ann",
                              "password": "hunter2-secret", "from_address": "ann@alpha.example"})");
  ASSERT_EQ(set.status, 200) << describe(set);
  rapidjson::Document settings = set.json();
  const rapidjson::Value& s = settings["data"];
  EXPECT_EQ(stringField(s, "host"), "smtp.example.com");
  EXPECT_EQ(s["port"].GetInt(), 465) << "implicit TLS's port by default";
  EXPECT_TRUE(s["has_password"].GetBool());
  EXPECT_EQ(set.body.find("hunter2"), std::string::npos);
  std::string stored = queryRow("SELECT password_sealed FROM backlink_smtp_settings");
  EXPECT_FALSE(stored.empty());
  EXPECT_EQ(stored.find("hunter2"), std::string::npos) << "sealed at rest";
  // Changing another field keeps the password while the username stays.
  set =
      call("PUT", "/outreach/smtp-settings", "/outreach/smtp-settings", a_.key,
           R"({"host": "smtp.example.com", "username": "ann", "from_address": "a@alpha.example"})");
  ASSERT_EQ(set.status, 200) << describe(set);
  EXPECT_TRUE(set.json()["data"]["has_password"].GetBool());
  EXPECT_EQ(set.json()["data"]["port"].GetInt(), 587);
  EXPECT_EQ(queryRow("SELECT password_sealed FROM backlink_smtp_settings"), stored);
  // The server log never saw it either.
  std::ifstream log(dir_.file("server.log"));
  std::string text((std::istreambuf_iterator<char>(log)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text.find("hunter2"), std::string::npos);

  HttpResponse gone = call("DELETE", "/outreach/smtp-settings", "/outreach/smtp-settings", a_.key);
  EXPECT_EQ(gone.status, 200);
  EXPECT_TRUE(isError(call("DELETE", "/outreach/smtp-settings", "/outreach/smtp-settings", a_.key),
                      404, "Resource not found"));
}

TEST_F(BacklinksOutreachTest, SendingNeedsSettingsAndValidInputAndHonoursTheList) {
  HttpResponse r = send(ids_[0], R"({"to_email": "editor@site0.example", "subject": "Hi",
                                     "body_text": "Hello"})");
  EXPECT_TRUE(isErrorContaining(r, 400, {"SMTP is not configured"})) << describe(r);
  ASSERT_NO_FATAL_FAILURE(startSmtp({"--starttls", certFile(), dir_.file("smtp-key.pem")}));
  ASSERT_NO_FATAL_FAILURE(configureSmtp(a_));

  const std::pair<std::string, std::string> refused[] = {
      {R"({"subject": "Hi", "body_text": "x"})", "Missing required field: to_email"},
      {R"({"to_email": "nobody", "subject": "Hi", "body_text": "x"})", "Invalid field: to_email"},
      {R"({"to_email": "a@b.example", "body_text": "x"})", "Missing required field: subject"},
      {R"({"to_email": "a@b.example", "subject": "Hi\r\nBcc: x@y.example", "body_text": "x"})",
       "Invalid field: subject"},
      {R"({"to_email": "a@b.example", "subject": "Hi"})", "body_text or body_html"},
      {R"({"to_email": "a@b.example", "subject": "Hi", "body_html": 5})",
       "Invalid field: body_html"},
  };
  for (const auto& [body, message] : refused) {
    HttpResponse bad = send(ids_[0], body);
    EXPECT_EQ(bad.status, 400) << body << " -> " << describe(bad);
    EXPECT_NE(stringField(bad.json(), "error").find(message), std::string::npos) << bad.body;
  }

  HttpResponse listed = call("POST", "/outreach/do-not-contact", "/outreach/do-not-contact", a_.key,
                             R"({"email": "Editor@Site0.example", "reason": "asked"})");
  ASSERT_EQ(listed.status, 201) << describe(listed);
  EXPECT_EQ(stringField(listed.json()["data"], "email"), "editor@site0.example");
  HttpResponse twice = call("POST", "/outreach/do-not-contact", "/outreach/do-not-contact", a_.key,
                            R"({"email": "editor@site0.example"})");
  EXPECT_EQ(twice.status, 200);
  EXPECT_EQ(stringField(twice.json()["data"], "reason"), "asked") << "the stored entry stands";
  HttpResponse blocked = send(ids_[0], R"({"to_email": "EDITOR@site0.example", "subject": "Hi",
                                          "body_text": "Hello"})");
  EXPECT_TRUE(isErrorContaining(blocked, 409, {"do-not-contact"})) << describe(blocked);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM backlink_outreach_emails"), "0");
  HttpResponse list = call("GET", "/outreach/do-not-contact", "/outreach/do-not-contact", a_.key);
  ASSERT_EQ(list.json()["data"].Size(), 1u);
  HttpResponse removed = call("DELETE", "/outreach/do-not-contact/{email}",
                              "/outreach/do-not-contact/editor%40site0.example", a_.key);
  EXPECT_EQ(removed.status, 200) << describe(removed);
  EXPECT_TRUE(isError(call("DELETE", "/outreach/do-not-contact/{email}",
                           "/outreach/do-not-contact/editor%40site0.example", a_.key),
                      404, "Resource not found"));
  EXPECT_EQ(send(ids_[0], R"({"to_email": "editor@site0.example", "subject": "Hi",
                             "body_text": "Hello"})")
                .status,
            200);
}

TEST_F(BacklinksOutreachTest, SentMailArrivesOverStartTlsWithBothPartsAndTheRightHeaders) {
  ASSERT_NO_FATAL_FAILURE(startSmtp(
      {"--starttls", certFile(), dir_.file("smtp-key.pem"), "--auth", "ann:s3cret-pass"}));
  ASSERT_NO_FATAL_FAILURE(configureSmtp(a_, R"(, "username": "ann", "password": "s3cret-pass")"));
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  HttpResponse r = send(ids_[0], R"({"to_email": "editor@site0.example",
      "subject": "Trail guide für Läufer", "body_text": "Hello,\n.\nA guide for you.",
      "body_html": "<p>Hello, a <b>guide</b> for you.</p>"})");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document answer = r.json();
  EXPECT_TRUE(answer["success"].GetBool());
  EXPECT_NE(stringField(answer, "message").find("queued"), std::string::npos);
  EXPECT_NE(stringField(answer, "message").find("outreach_sent"), std::string::npos);
  EXPECT_EQ(stringField(answer["data"], "opportunity_id"), ids_[0]);
  EXPECT_EQ(stringField(answer["data"], "to_email"), "editor@site0.example");
  EXPECT_EQ(stringField(answer["data"], "subject"), "Trail guide für Läufer");
  std::string message_id = stringField(answer["data"], "message_id");

  rapidjson::Document o = awaitOutreach(ids_[0]);
  EXPECT_EQ(stringField(o, "outreach_status"), "email_sent") << toJson(o);
  std::string emitted;  // the webhook event, written with the send job's end
  EXPECT_TRUE(eventuallyTrue([&] {
    query(emittedCountQuery(a_.org_id, "backlinks.email.sent"), &emitted);
    return emitted == "1";
  }));
  EXPECT_EQ(stringField(o, "status"), "outreach_sent");
  EXPECT_FALSE(stringField(o, "emailed_at").empty());
  rapidjson::Document sent;
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?status=outreach_sent", &sent));
  EXPECT_EQ(sent["meta"]["total"].GetInt(), 1) << "the counts follow the mail job";
  ASSERT_NO_FATAL_FAILURE(listOpportunities(a_, campaign_, "?status=new", &sent));
  EXPECT_EQ(sent["meta"]["total"].GetInt(), 1);

  std::vector<rapidjson::Document> mail = receivedMail();
  ASSERT_EQ(mail.size(), 1u);
  EXPECT_TRUE(mail[0]["tls"].GetBool()) << "STARTTLS";
  EXPECT_EQ(stringField(mail[0], "auth_user"), "ann");
  EXPECT_EQ(stringField(mail[0], "mail_from"), "ann@alpha.example");
  EXPECT_EQ(std::string(mail[0]["rcpt_tos"][0].GetString()), "editor@site0.example");
  std::string data = stringField(mail[0], "data");
  auto line = [&](const std::string& name) {
    std::size_t at = data.find("\r\n" + name + ": ");
    return at == std::string::npos ? "" : data.substr(at + 2, data.find("\r\n", at + 2) - at - 2);
  };
  EXPECT_NE(line("Subject").find("=?UTF-8?"), std::string::npos) << "RFC 2047:\n" << data;
  EXPECT_NE(line("From").find("=?"), std::string::npos) << "the name Ann Läufer, encoded";
  EXPECT_EQ(data.find("Läufer"), std::string::npos) << "no raw 8-bit header";
  EXPECT_NE(data.find("<ann@alpha.example>"), std::string::npos);
  EXPECT_NE(data.find("To: editor@site0.example"), std::string::npos) << data;
  EXPECT_NE(
      seo::sdk::ascii::lower(data).find("message-id: <" + seo::sdk::ascii::lower(message_id) + ">"),
      std::string::npos)
      << data;
  EXPECT_NE(data.find("Date: "), std::string::npos);
  EXPECT_NE(data.find("List-Unsubscribe: <mailto:ann@alpha.example?subject=unsubscribe>"),
            std::string::npos)
      << data;
  EXPECT_NE(data.find("multipart/alternative"), std::string::npos);
  std::size_t plain = data.find("text/plain"), html = data.find("text/html");
  ASSERT_NE(plain, std::string::npos);
  ASSERT_NE(html, std::string::npos);
  EXPECT_LT(plain, html) << "text first";
  // The lone "." line came through whole: libcurl dot-stuffed it, the server took it back.
  EXPECT_NE(data.find("Hello,\r\n.\r\nA guide for you."), std::string::npos) << data;
  EXPECT_EQ(queryRow("SELECT status FROM backlink_outreach_emails"), "sent");
}

// A bare CR or LF in a body reaches SMTP DATA as CRLF: as the real server received the bytes,
// every CR is followed by LF and every LF follows a CR, and each break the writer meant is one.
TEST_F(BacklinksOutreachTest, BareCrAndLfInABodyArriveAsCrlf) {
  ASSERT_NO_FATAL_FAILURE(startSmtp({"--starttls", certFile(), dir_.file("smtp-key.pem")}));
  ASSERT_NO_FATAL_FAILURE(configureSmtp(a_));
  HttpResponse r = send(ids_[0], R"({"to_email": "editor@site0.example", "subject": "Hi",
      "body_text": "Hello,\rsecond line\nthird line\r\n.\rlast",
      "body_html": "<p>a</p>\r<p>b</p>\n.\r\n"})");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document o = awaitOutreach(ids_[0]);
  EXPECT_EQ(stringField(o, "outreach_status"), "email_sent") << toJson(o);
  std::vector<rapidjson::Document> mail = receivedMail();
  ASSERT_EQ(mail.size(), 1u);
  std::string data = stringField(mail[0], "data");
  for (std::size_t i = 0; i < data.size(); ++i) {
    if (data[i] == '\r') {
      ASSERT_TRUE(i + 1 < data.size() && data[i + 1] == '\n') << "bare CR at " << i << ":\n"
                                                              << data;
    }
    if (data[i] == '\n') {
      ASSERT_TRUE(i > 0 && data[i - 1] == '\r') << "bare LF at " << i << ":\n" << data;
    }
  }
  EXPECT_NE(data.find("Hello,\r\nsecond line\r\nthird line\r\n.\r\nlast"), std::string::npos)
      << data;
  EXPECT_NE(data.find("<p>a</p>\r\n<p>b</p>\r\n.\r\n"), std::string::npos) << data;
}

TEST_F(BacklinksOutreachTest, APermanentRefusalIsRecordedOnTheOpportunity) {
  ASSERT_NO_FATAL_FAILURE(
      startSmtp({"--starttls", certFile(), dir_.file("smtp-key.pem"), "--reject", "550"}));
  ASSERT_NO_FATAL_FAILURE(configureSmtp(a_));
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  ASSERT_EQ(send(ids_[0], R"({"to_email": "editor@site0.example", "subject": "Hi",
                             "body_text": "Hello"})")
                .status,
            200);
  rapidjson::Document o = awaitOutreach(ids_[0]);
  EXPECT_EQ(stringField(o, "outreach_status"), "email_failed") << toJson(o);
  std::string failed;
  EXPECT_TRUE(eventuallyTrue([&] {
    query(emittedCountQuery(a_.org_id, "backlinks.email.failed"), &failed);
    return failed == "1";
  }));
  EXPECT_NE(stringField(o, "outreach_error").find("550"), std::string::npos) << toJson(o);
  EXPECT_EQ(stringField(o, "status"), "new") << "not sent";
  EXPECT_EQ(queryRow("SELECT status, attempts FROM jobs WHERE kind = 'backlinks.send-email'"),
            "failed|1")
      << "a permanent refusal is not retried";
}

TEST_F(BacklinksOutreachTest, ATemporaryRefusalIsRetriedThenRecorded) {
  ASSERT_NO_FATAL_FAILURE(
      startSmtp({"--starttls", certFile(), dir_.file("smtp-key.pem"), "--reject", "451"}));
  ASSERT_NO_FATAL_FAILURE(configureSmtp(a_));
  ASSERT_EQ(send(ids_[0], R"({"to_email": "editor@site0.example", "subject": "Hi",
                             "body_text": "Hello"})")
                .status,
            200);
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  rapidjson::Document o;
  while (std::chrono::steady_clock::now() < deadline) {
    o = opportunity(ids_[0]);
    if (stringField(o, "outreach_status") == "email_failed") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  EXPECT_EQ(stringField(o, "outreach_status"), "email_failed") << toJson(o);
  EXPECT_NE(stringField(o, "outreach_error").find("451"), std::string::npos);
  EXPECT_EQ(queryRow("SELECT status, attempts FROM jobs WHERE kind = 'backlinks.send-email'"),
            "failed|5");
}

TEST_F(BacklinksOutreachTest, SeoctlSetsSmtpAndKeepsTheList) {
  std::ofstream(dir_.file("password.txt")) << "cli-secret\n";
  rapidjson::Document out;
  ASSERT_NO_FATAL_FAILURE(runCliOk(
      cli(),
      {"backlinks", "smtp-set", "--organization", a_.org_id, "--host", "smtp.alpha.example",
       "--port", "2525", "--username", "ann", "--password-file", dir_.file("password.txt"),
       "--from-address", "ann@alpha.example", "--from-name", "Ann"},
      &out));
  EXPECT_EQ(stringField(out, "host"), "smtp.alpha.example");
  EXPECT_TRUE(out["has_password"].GetBool());
  HttpResponse shown = call("GET", "/outreach/smtp-settings", "/outreach/smtp-settings", a_.key);
  EXPECT_EQ(shown.json()["data"]["port"].GetInt(), 2525);
  EXPECT_EQ(queryRow("SELECT password_sealed FROM backlink_smtp_settings").find("cli-secret"),
            std::string::npos);
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"backlinks", "smtp-show", "--organization", a_.org_id}, &out));
  EXPECT_EQ(stringField(out, "username"), "ann");
  CliResult bad = cli().run({"backlinks", "smtp-set", "--organization", a_.org_id, "--host", "x y",
                             "--from-address", "ann@alpha.example"});
  EXPECT_NE(bad.exit_code, 0);
  CliResult typo = cli().run({"backlinks", "smtp-show", "--organisation", a_.org_id});
  EXPECT_NE(typo.exit_code, 0);

  ASSERT_NO_FATAL_FAILURE(runCliOk(cli(),
                                   {"backlinks", "do-not-contact-add", "--organization", a_.org_id,
                                    "--email", "Nope@Site1.example", "--reason", "unsubscribed"},
                                   &out));
  EXPECT_TRUE(out["added"].GetBool());
  HttpResponse list = call("GET", "/outreach/do-not-contact", "/outreach/do-not-contact", a_.key);
  ASSERT_EQ(list.json()["data"].Size(), 1u);
  EXPECT_EQ(stringField(list.json()["data"][0], "email"), "nope@site1.example");
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"backlinks", "do-not-contact-list", "--organization", a_.org_id}, &out));
  ASSERT_TRUE(out.IsArray());
  EXPECT_EQ(out.Size(), 1u);
  ASSERT_NO_FATAL_FAILURE(runCliOk(cli(),
                                   {"backlinks", "do-not-contact-remove", "--organization",
                                    a_.org_id, "--email", "nope@site1.example"},
                                   &out));
  CliResult unknown = cli().run({"backlinks", "do-not-contact-add", "--organization",
                                 "00000000-0000-4000-8000-00000000dead", "--email", "x@y.example"});
  EXPECT_NE(unknown.exit_code, 0) << unknown.describe();
}

}  // namespace
}  // namespace seo::tests

namespace seo::tests {
namespace {

// GMime registers its classes with GLib's type system, which outlives any plugin; a reload that
// unloaded libgmime and loaded it again would abort the server on the next message composed
// (the plugin keeps libgmime loaded: plugin.cc, pinGmime). Reloads under load lose no request.
TEST_F(BacklinksOutreachTest, ReloadingTheModuleUnderLoadKeepsComposingMail) {
  ASSERT_NO_FATAL_FAILURE(startSmtp({"--starttls", certFile(), dir_.file("smtp-key.pem")}));
  ASSERT_NO_FATAL_FAILURE(configureSmtp(a_));
  std::atomic<bool> stop{false};
  std::atomic<int> answered{0}, failed{0};
  std::thread reader([&] {
    HttpClient client(http().baseUrl());
    while (!stop) {
      HttpResponse r = client.get(api("/campaigns/" + campaign_ + "/opportunities"), a_.key);
      (r.status == 200 ? answered : failed)++;
    }
  });
  const std::string body =
      R"({"to_email": "editor@site0.example", "subject": "Grüße", "body_text": "Hello",
          "body_html": "<p>Hello</p>"})";
  int sent = 0;
  for (int i = 0; i < 3; ++i) {
    HttpResponse r = send(ids_[0], body);
    EXPECT_EQ(r.status, 200) << describe(r);
    sent += r.status == 200;
    CliResult reloaded =
        cli().run({"plugins", "reload", "--name", "backlinks", "--socket", controlSocket()});
    EXPECT_EQ(reloaded.exit_code, 0) << reloaded.describe();
  }
  HttpResponse last = send(ids_[0], body);
  EXPECT_EQ(last.status, 200) << describe(last);
  sent += last.status == 200;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (receivedMail().size() < static_cast<std::size_t>(sent) &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  stop = true;
  reader.join();
  EXPECT_EQ(receivedMail().size(), static_cast<std::size_t>(sent));
  EXPECT_EQ(failed.load(), 0);
  EXPECT_GT(answered.load(), 0);
  EXPECT_EQ(http().get("/healthz").status, 200) << "the server is alive";
}

}  // namespace
}  // namespace seo::tests

namespace seo::tests {
namespace {

// The case the pin exists for: no copy of the module stays loaded between an unload and the next
// load, so only the pin keeps libgmime (and its classes in GLib's registry) alive.
TEST_F(BacklinksOutreachTest, UnlistingAndListingTheModuleAgainKeepsComposingMail) {
  ServerOptions o = backlinksOptions();
  o.plugins.clear();  // the configuration's list, so that SIGHUP re-reads it
  o.config_file = configEnabling({"account", "backlinks"});
  ASSERT_NO_FATAL_FAILURE(restartServer(o));
  ASSERT_NO_FATAL_FAILURE(startSmtp({"--starttls", certFile(), dir_.file("smtp-key.pem")}));
  ASSERT_NO_FATAL_FAILURE(configureSmtp(a_));
  const std::string body =
      R"({"to_email": "editor@site0.example", "subject": "Grüße", "body_text": "Hello"})";
  ASSERT_EQ(send(ids_[0], body).status, 200);
  EXPECT_TRUE(eventuallyTrue([&] { return receivedMail().size() == 1; }));

  configEnabling({"account"});
  ASSERT_EQ(::kill(server().pid(), SIGHUP), 0);
  EXPECT_TRUE(eventuallyTrue([&] { return http().get(api("/campaigns"), a_.key).status == 404; }));
  // Every copy of the module is unmapped.
  EXPECT_TRUE(eventuallyTrue([&] {
    std::ifstream maps("/proc/" + std::to_string(server().pid()) + "/maps");
    std::string text((std::istreambuf_iterator<char>(maps)), std::istreambuf_iterator<char>());
    return text.find("backlinks") == std::string::npos;
  }));

  configEnabling({"account", "backlinks"});
  ASSERT_EQ(::kill(server().pid(), SIGHUP), 0);
  EXPECT_TRUE(eventuallyTrue([&] { return http().get(api("/campaigns"), a_.key).status == 200; }));
  HttpResponse again = send(ids_[0], body);
  EXPECT_EQ(again.status, 200) << describe(again);
  EXPECT_TRUE(eventuallyTrue([&] { return receivedMail().size() == 2; }));
  EXPECT_EQ(http().get("/healthz").status, 200) << "the server is alive";
}

}  // namespace
}  // namespace seo::tests
