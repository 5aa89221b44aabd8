// parseCombinedLogLine on lines as nginx and Apache write them, and hitKey.
#include "plugins/analytics/access_log.h"

#include <gtest/gtest.h>

#include <string>

namespace seo::plugins::analytics {
namespace {

using seo::sdk::Code;

// Apache's own example of the combined format (httpd docs, "Log Files").
constexpr char kApacheLine[] =
    "192.0.2.44 - frank [10/Oct/2000:13:55:36 -0700] \"GET /apache_pb.gif HTTP/1.0\" 200 2326 "
    "\"http://www.example.com/start.html\" \"Mozilla/4.08 [en] (Win98; I ;Nav)\"";

AccessLogHit parsed(std::string_view line) {
  auto hit = parseCombinedLogLine(line);
  EXPECT_TRUE(hit.isOk()) << hit.status().message() << "\n" << line;
  return hit.isOk() ? std::move(hit).value() : AccessLogHit{};
}

// The reason `line` is refused, after checking it is refused as InvalidArgument.
std::string refusal(std::string_view line) {
  auto hit = parseCombinedLogLine(line);
  EXPECT_FALSE(hit.isOk()) << line;
  if (hit.isOk()) return "";
  EXPECT_EQ(hit.status().code(), Code::InvalidArgument);
  const std::string prefix = "Malformed access log line: ";
  EXPECT_EQ(hit.status().message().substr(0, prefix.size()), prefix);
  return hit.status().message().substr(prefix.size());
}

TEST(AccessLogTest, ParsesAnNginxLine) {
  AccessLogHit hit = parsed(
      "203.0.113.9 - - [21/Nov/2026:19:50:58 +0100] \"GET /blog/post?x=1 HTTP/2.0\" 200 5120 "
      "\"https://www.google.com/\" \"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 "
      "(KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36\"");
  EXPECT_EQ(hit.client_ip, "203.0.113.9");
  EXPECT_EQ(hit.time_utc, "2026-11-21T18:50:58Z");
  EXPECT_EQ(hit.method, "GET");
  EXPECT_EQ(hit.target, "/blog/post?x=1");
  EXPECT_EQ(hit.status, 200);
  EXPECT_EQ(hit.referrer, "https://www.google.com/");
  EXPECT_EQ(hit.user_agent,
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
            "Chrome/131.0.0.0 Safari/537.36");
}

// Fields are stored and shown (bot traffic pages), so bytes that are not text never get in.
TEST(AccessLogTest, LinesThatAreNotUtf8TextAreMalformed) {
  const std::string good =
      "203.0.113.9 - - [21/Nov/2026:19:50:58 +0100] \"GET /caf\xC3\xA9 HTTP/1.1\" 200 1 \"-\" "
      "\"GPTBot/1.2\"";
  EXPECT_EQ(parsed(good).target, "/caf\xC3\xA9");
  std::string bad = good;
  bad.replace(bad.find("\xC3\xA9"), 2, "\xFF\xFE");
  EXPECT_EQ(refusal(bad), "not UTF-8 text");
  std::string nul = good;
  nul.replace(nul.find("\xC3\xA9"), 2, std::string("\0x", 2));
  EXPECT_EQ(refusal(nul), "not UTF-8 text");
  // Found by access_log_fuzz: a raw control byte (servers escape them) reached a field.
  std::string control = good;
  control.replace(control.find("GPTBot"), 0, "\x06");
  EXPECT_EQ(refusal(control), "control character");
}

TEST(AccessLogTest, ParsesAnApacheLine) {
  AccessLogHit hit = parsed(kApacheLine);
  EXPECT_EQ(hit.client_ip, "192.0.2.44");
  EXPECT_EQ(hit.time_utc, "2000-10-10T20:55:36Z");
  EXPECT_EQ(hit.method, "GET");
  EXPECT_EQ(hit.target, "/apache_pb.gif");
  EXPECT_EQ(hit.status, 200);
  EXPECT_EQ(hit.referrer, "http://www.example.com/start.html");
  EXPECT_EQ(hit.user_agent, "Mozilla/4.08 [en] (Win98; I ;Nav)");
  EXPECT_EQ(hit.raw_line, kApacheLine);
}

TEST(AccessLogTest, DashesAreEmptyFields) {
  AccessLogHit hit =
      parsed("2001:db8::5 - - [01/Jan/2026:02:10:00 +0530] \"HEAD / HTTP/1.1\" 304 - \"-\" \"-\"");
  EXPECT_EQ(hit.client_ip, "2001:db8::5");
  EXPECT_EQ(hit.method, "HEAD");
  EXPECT_EQ(hit.status, 304);
  EXPECT_EQ(hit.referrer, "");
  EXPECT_EQ(hit.user_agent, "");
}

TEST(AccessLogTest, ConvertsEveryOffsetToUtc) {
  auto timeOf = [](const std::string& stamp) {
    return parsed("198.51.100.7 - - [" + stamp + "] \"GET / HTTP/1.1\" 200 10 \"-\" \"x\"")
        .time_utc;
  };
  EXPECT_EQ(timeOf("21/Nov/2026:18:50:58 +0000"), "2026-11-21T18:50:58Z");
  EXPECT_EQ(timeOf("01/Jan/2026:02:10:00 +0530"), "2025-12-31T20:40:00Z");  // back a year
  EXPECT_EQ(timeOf("31/Dec/2025:22:00:00 -0530"), "2026-01-01T03:30:00Z");  // on a year
  EXPECT_EQ(timeOf("29/Feb/2024:23:30:00 -0100"), "2024-03-01T00:30:00Z");  // leap day
  EXPECT_EQ(timeOf("01/Mar/2024:00:15:00 +0100"), "2024-02-29T23:15:00Z");
  EXPECT_EQ(timeOf("15/Jul/2026:12:00:00 -0330"), "2026-07-15T15:30:00Z");
  EXPECT_EQ(timeOf("15/Jul/2026:12:00:00 +1400"), "2026-07-14T22:00:00Z");
}

TEST(AccessLogTest, ResolvesEscapedQuotesAsNginxAndApacheWriteThem) {
  // Apache: \" and \\.
  AccessLogHit apache = parsed(
      "192.0.2.1 - - [21/Nov/2026:19:50:58 +0100] \"GET /search?q=%22x%22 HTTP/1.1\" 200 - "
      "\"-\" \"Mozilla/5.0 \\\"quoted\\\" C:\\\\path\"");
  EXPECT_EQ(apache.user_agent, "Mozilla/5.0 \"quoted\" C:\\path");
  // nginx: \x22 and \x5C; other printable \xHH too; bytes outside printable ASCII stay escaped.
  AccessLogHit nginx = parsed(
      "192.0.2.1 - - [21/Nov/2026:19:50:58 +0100] \"GET /a\\x22b HTTP/1.1\" 200 12 "
      "\"https://example.com/\\xD0\\xBF\" \"Mozilla/5.0 \\x22quoted\\x22 \\x5Cpath\\x09\"");
  EXPECT_EQ(nginx.target, "/a\"b");
  EXPECT_EQ(nginx.referrer, "https://example.com/\\xD0\\xBF");
  EXPECT_EQ(nginx.user_agent, "Mozilla/5.0 \"quoted\" \\path\\x09");
}

TEST(AccessLogTest, AcceptsOtherMethodsAndProtocols) {
  AccessLogHit post = parsed(
      "192.0.2.1 - - [21/Nov/2026:19:50:58 +0100] \"POST /api/v1/items HTTP/3.0\" 201 0 \"-\" "
      "\"okhttp/4.12.0\"");
  EXPECT_EQ(post.method, "POST");
  EXPECT_EQ(post.status, 201);
  EXPECT_EQ(parsed("192.0.2.1 - - [21/Nov/2026:19:50:58 +0100] \"OPTIONS * HTTP/1.1\" 204 0 \"-\" "
                   "\"x\"")
                .target,
            "*");
  EXPECT_EQ(parsed("192.0.2.1 - - [21/Nov/2026:19:50:58 +0100] \"GET http://example.com/ "
                   "HTTP/1.1\" 400 150 \"-\" \"x\"")
                .target,
            "http://example.com/");
}

TEST(AccessLogTest, IgnoresTrailingLineEndsAndExtraFields) {
  AccessLogHit crlf = parsed(std::string(kApacheLine) + "\r\n");
  EXPECT_EQ(crlf.raw_line, kApacheLine);
  EXPECT_EQ(crlf.user_agent, "Mozilla/4.08 [en] (Win98; I ;Nav)");
  // nginx formats that add "$http_x_forwarded_for" or timings after the combined fields.
  AccessLogHit extra = parsed(std::string(kApacheLine) + " \"198.51.100.1\" rt=0.012");
  EXPECT_EQ(extra.user_agent, "Mozilla/4.08 [en] (Win98; I ;Nav)");
}

TEST(AccessLogTest, RefusesRequestLinesThatAreNotHttp) {
  // A TLS handshake sent to the plain-HTTP port.
  EXPECT_EQ(
      refusal("198.51.100.23 - - [21/Nov/2026:19:51:02 +0000] "
              "\"\\x16\\x03\\x01\\x00\\xF1\\x01\\x00\\x00\\xED\\x03\\x03\" 400 157 \"-\" \"-\""),
      "request is not 'METHOD target HTTP/n'");
  // A connection closed before its request.
  EXPECT_EQ(refusal("198.51.100.23 - - [21/Nov/2026:19:51:02 +0000] \"-\" 408 0 \"-\" \"-\""),
            "request is not 'METHOD target HTTP/n'");
  for (const char* request : {"GET /", "get / HTTP/1.1", "GET / FTP/1.0", "GET /a b HTTP/1.1",
                              "GET  HTTP/1.1", "GET / HTTP/", "MGLNDD_203.0.113.1_80"}) {
    EXPECT_EQ(refusal(std::string("192.0.2.1 - - [21/Nov/2026:19:50:58 +0100] \"") + request +
                      "\" 400 0 \"-\" \"-\""),
              "request is not 'METHOD target HTTP/n'")
        << request;
  }
}

TEST(AccessLogTest, RefusesMalformedLines) {
  EXPECT_EQ(refusal(""), "empty line");
  EXPECT_EQ(refusal("\r\n"), "empty line");
  EXPECT_EQ(refusal("hello"), "no client address");
  // Lines of other logs, and a line missing a field before the time, are not in the format.
  const std::string not_combined = "not in the combined format (no [time] field)";
  EXPECT_EQ(
      refusal("192.0.2.1 - [21/Nov/2026:19:50:58 +0100] \"GET / HTTP/1.1\" 200 1 \"-\" \"x\""),
      not_combined);
  EXPECT_EQ(refusal("2026/11/21 19:50:58 [error] 1234#0: *5 open() \"/srv/x\" failed"),
            not_combined);
  EXPECT_EQ(refusal(R"({"time": "2026-11-21T19:50:58+01:00", "status": 200, "path": "/"})"),
            not_combined);
  for (const char* stamp :
       {"32/Nov/2026:19:50:58 +0100", "29/Feb/2025:10:00:00 +0000", "21/Foo/2026:19:50:58 +0100",
        "21/Nov/2026:24:00:00 +0100", "21/Nov/2026:19:60:58 +0100", "21/Nov/2026:19:50:58 0100",
        "21/Nov/2026:19:50:58 +01", "21/Nov/2026 19:50:58 +0100", "21/Nov/2026:19:50:58 +0100 "}) {
    EXPECT_EQ(
        refusal(std::string("192.0.2.1 - - [") + stamp + "] \"GET / HTTP/1.1\" 200 1 \"-\" \"x\""),
        "bad time")
        << stamp;
  }
  const std::string start = "192.0.2.1 - - [21/Nov/2026:19:50:58 +0100] ";
  EXPECT_EQ(refusal(start + "\"GET / HTTP/1.1\" 200 1 \"-\" \"x"), "no user agent");  // unclosed
  EXPECT_EQ(refusal(start + "GET / HTTP/1.1 200 1 \"-\" \"x\""), "no request");
  EXPECT_EQ(refusal(start + "\"GET / HTTP/1.1\" 2000 1 \"-\" \"x\""), "no size");
  EXPECT_EQ(refusal(start + "\"GET / HTTP/1.1\" 099 1 \"-\" \"x\""), "bad status");
  EXPECT_EQ(refusal(start + "\"GET / HTTP/1.1\" abc 1 \"-\" \"x\""), "bad status");
  EXPECT_EQ(refusal(start + "\"GET / HTTP/1.1\" 200 12k \"-\" \"x\""), "bad size");
  // The common format: no referrer or User-Agent.
  EXPECT_EQ(refusal(start + "\"GET / HTTP/1.1\" 200 1"), "no referrer");
  EXPECT_EQ(refusal(start + "\"GET / HTTP/1.1\" 200 1 \"-\""), "no user agent");
  EXPECT_EQ(refusal(start + "\"GET / HTTP/1.1\" 200 1 \"-\" \"x\"junk"),
            "text after the user agent");
}

TEST(AccessLogTest, HitKeyIsTheSha256OfTheLine) {
  EXPECT_EQ(hitKey(parsed(kApacheLine)),
            "e9c4226e49c54a08b644d86fc885218ebf98557f502cd982634eb1c21aaec3e9");
  // Line ends do not change it; any other byte does.
  EXPECT_EQ(hitKey(parsed(std::string(kApacheLine) + "\r\n")), hitKey(parsed(kApacheLine)));
  EXPECT_EQ(hitKey(parsed(std::string(kApacheLine) + "\n")), hitKey(parsed(kApacheLine)));
  std::string other = kApacheLine;
  other.replace(other.find("13:55:36"), 8, "13:55:37");
  EXPECT_NE(hitKey(parsed(other)), hitKey(parsed(kApacheLine)));
}

}  // namespace
}  // namespace seo::plugins::analytics
