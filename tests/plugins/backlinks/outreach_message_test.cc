#include "plugins/backlinks/outreach_message.h"

#include <gmime/gmime.h>
#include <gtest/gtest.h>

#include <string>

namespace seo::plugins::backlinks {
namespace {

OutreachMail sample() {
  OutreachMail m;
  m.from_name = "Zoë Müller";
  m.from_address = "zoe@sender.example";
  m.to_address = "editor@trail.example";
  m.subject = "Gastbeitrag für Trail Running – Idee";
  m.body_text = "Hallo,\nich schreibe über Trailrunning.\n";
  m.body_html = "<p>Hallo,</p><p>ich schreibe über <b>Trailrunning</b>.</p>";
  m.list_unsubscribe = "mailto:unsubscribe@sender.example?subject=unsubscribe";
  m.date_seconds = 1795392000;  // 2026-11-23T00:00:00Z
  return m;
}

// The message as a mail reader sees it, parsed back by GMime's parser.
class Parsed {
 public:
  explicit Parsed(const std::string& text) {
    g_mime_init();
    GMimeStream* stream = g_mime_stream_mem_new_with_buffer(text.data(), text.size());
    GMimeParser* parser = g_mime_parser_new_with_stream(stream);
    message_ = g_mime_parser_construct_message(parser, nullptr);
    g_object_unref(parser);
    g_object_unref(stream);
  }
  ~Parsed() {
    if (message_ != nullptr) g_object_unref(message_);
  }
  GMimeMessage* message() const { return message_; }
  std::string header(const char* name) const {
    const char* v = g_mime_object_get_header(GMIME_OBJECT(message_), name);
    return v == nullptr ? "" : v;
  }

 private:
  GMimeMessage* message_ = nullptr;
};

// A part's decoded text, with the wire's CRLF line ends back to LF.
std::string textOf(GMimeObject* part) {
  char* text = g_mime_text_part_get_text(GMIME_TEXT_PART(part));
  std::string out = text == nullptr ? "" : text;
  g_free(text);
  for (std::size_t at = out.find("\r\n"); at != std::string::npos; at = out.find("\r\n", at)) {
    out.erase(at, 1);
  }
  return out;
}

TEST(OutreachMessageTest, MultipartAlternativeWithEncodedHeadersAndCrlf) {
  seo::sdk::Result<ComposedMail> mail = composeOutreach(sample());
  ASSERT_TRUE(mail.isOk()) << mail.status().message();
  const std::string& raw = mail.value().message;
  // Every line ends in CRLF; no raw non-ASCII byte anywhere (7-bit transport).
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '\n') {
      ASSERT_TRUE(i > 0 && raw[i - 1] == '\r') << "bare LF at " << i;
    }
    ASSERT_LT(static_cast<unsigned char>(raw[i]), 0x80) << "8-bit byte at " << i;
  }
  std::string subject_line = raw.substr(raw.find("Subject: "));
  subject_line = subject_line.substr(0, subject_line.find("\r\n"));
  EXPECT_NE(subject_line.find("=?UTF-8?"), std::string::npos) << subject_line;
  EXPECT_NE(raw.find("List-Unsubscribe: <mailto:unsubscribe@sender.example?subject=unsubscribe>"),
            std::string::npos);
  EXPECT_NE(raw.find("Date: Mon, 23 Nov 2026 00:00:00 +0000"), std::string::npos)
      << raw.substr(0, 600);

  Parsed parsed(raw);
  ASSERT_NE(parsed.message(), nullptr);
  EXPECT_STREQ(g_mime_message_get_subject(parsed.message()), sample().subject.c_str());
  EXPECT_EQ(mail.value().message_id.substr(mail.value().message_id.find('@')), "@sender.example");
  EXPECT_STREQ(g_mime_message_get_message_id(parsed.message()), mail.value().message_id.c_str());
  InternetAddressList* from = g_mime_message_get_from(parsed.message());
  ASSERT_EQ(internet_address_list_length(from), 1);
  InternetAddress* sender = internet_address_list_get_address(from, 0);
  EXPECT_STREQ(internet_address_get_name(sender), "Zoë Müller");
  EXPECT_STREQ(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(sender)),
               "zoe@sender.example");

  GMimeObject* body = g_mime_message_get_mime_part(parsed.message());
  ASSERT_TRUE(GMIME_IS_MULTIPART(body));
  GMimeContentType* type = g_mime_object_get_content_type(body);
  EXPECT_STREQ(g_mime_content_type_get_media_subtype(type), "alternative");
  GMimeMultipart* parts = GMIME_MULTIPART(body);
  ASSERT_EQ(g_mime_multipart_get_count(parts), 2);
  GMimeObject* text = g_mime_multipart_get_part(parts, 0);
  GMimeObject* html = g_mime_multipart_get_part(parts, 1);
  EXPECT_STREQ(g_mime_content_type_get_media_subtype(g_mime_object_get_content_type(text)),
               "plain");
  EXPECT_STREQ(g_mime_content_type_get_media_subtype(g_mime_object_get_content_type(html)), "html");
  EXPECT_EQ(textOf(text), sample().body_text);
  EXPECT_EQ(textOf(html), sample().body_html);
}

// True when every CR of `raw` is followed by LF and every LF follows a CR.
::testing::AssertionResult onlyCrlf(const std::string& raw) {
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '\r' && (i + 1 == raw.size() || raw[i + 1] != '\n')) {
      return ::testing::AssertionFailure() << "bare CR at " << i << ": " << raw.substr(i, 20);
    }
    if (raw[i] == '\n' && (i == 0 || raw[i - 1] != '\r')) {
      return ::testing::AssertionFailure() << "bare LF at " << i << ": " << raw.substr(i, 20);
    }
  }
  return ::testing::AssertionSuccess();
}

TEST(OutreachMessageTest, BareCrAndLfInABodyBecomeCrlf) {
  OutreachMail m = sample();
  // A bare CR, a bare LF, CRLF, and the SMTP smuggling shapes ("\n.\r\n", "\r\n.\r"); a
  // bare CR last.
  m.body_text =
      "Hello,\rline two\nline three\r\n\n.\r\nMAIL FROM:<x@evil.example>\r\n.\rend\r";
  m.body_html = "<p>a</p>\r<p>b</p>\n";
  for (bool with_html : {true, false}) {
    if (!with_html) m.body_html.clear();
    seo::sdk::Result<ComposedMail> mail = composeOutreach(m);
    ASSERT_TRUE(mail.isOk()) << mail.status().message();
    const std::string& raw = mail.value().message;
    EXPECT_TRUE(onlyCrlf(raw)) << raw;
    EXPECT_NE(raw.find("Hello,\r\nline two\r\nline three\r\n\r\n.\r\nMAIL FROM:<x@evil.example>"
                       "\r\n.\r\nend"),
              std::string::npos)
        << "each break the writer meant is one CRLF (libcurl dot-stuffs the lone dots):\n"
        << raw;
    Parsed parsed(raw);
    GMimeObject* body = g_mime_message_get_mime_part(parsed.message());
    GMimeObject* text = with_html ? g_mime_multipart_get_part(GMIME_MULTIPART(body), 0) : body;
    EXPECT_EQ(textOf(text),
              "Hello,\nline two\nline three\n\n.\nMAIL FROM:<x@evil.example>\n.\nend\n");
    if (with_html) {
      EXPECT_EQ(textOf(g_mime_multipart_get_part(GMIME_MULTIPART(body), 1)),
                "<p>a</p>\n<p>b</p>\n");
    }
  }

  // Non-ASCII text goes quoted-printable: its line breaks are CRLF there too.
  m.body_text = "Grüße,\rZoë\nMüller";
  seo::sdk::Result<ComposedMail> encoded = composeOutreach(m);
  ASSERT_TRUE(encoded.isOk()) << encoded.status().message();
  EXPECT_TRUE(onlyCrlf(encoded.value().message)) << encoded.value().message;
  EXPECT_EQ(textOf(g_mime_message_get_mime_part(Parsed(encoded.value().message).message())),
            "Grüße,\nZoë\nMüller");
}

TEST(OutreachMessageTest, OneBodyIsOnePart) {
  OutreachMail m = sample();
  m.body_html.clear();
  m.list_unsubscribe.clear();
  seo::sdk::Result<ComposedMail> mail = composeOutreach(m);
  ASSERT_TRUE(mail.isOk()) << mail.status().message();
  EXPECT_EQ(mail.value().message.find("List-Unsubscribe"), std::string::npos);
  Parsed parsed(mail.value().message);
  GMimeObject* body = g_mime_message_get_mime_part(parsed.message());
  ASSERT_FALSE(GMIME_IS_MULTIPART(body));
  EXPECT_EQ(textOf(body), m.body_text);
}

TEST(OutreachMessageTest, HeaderInjectionBadAddressesAndNoBodyAreRefused) {
  auto refused = [](OutreachMail m) { return composeOutreach(m).status().message(); };
  OutreachMail m = sample();
  m.subject = "Hi\r\nBcc: everyone@victim.example";
  EXPECT_EQ(refused(m), "Invalid field: subject: must be non-empty text without line breaks");
  m = sample();
  m.from_name = "Zoe\nBcc: x@y.example";
  EXPECT_EQ(refused(m), "Invalid field: from_name: must be text without line breaks");
  m = sample();
  m.to_address = "editor@trail.example\r\nRCPT TO:<x@y.example>";
  EXPECT_EQ(refused(m), "Invalid field: to_email: must be an e-mail address");
  m = sample();
  m.body_text.clear();
  m.body_html.clear();
  EXPECT_EQ(refused(m), "Invalid field: body_text: a body_text or a body_html is required");
  m = sample();
  m.body_text = std::string("bad \xff byte");
  EXPECT_EQ(refused(m), "Invalid field: body_text: must be UTF-8 text");
}

}  // namespace
}  // namespace seo::plugins::backlinks
