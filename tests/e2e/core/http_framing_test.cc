// The HTTP layer against hostile clients, over raw sockets: request line, header and body limits
// enforced before anything is buffered, unambiguous framing, pipelining, half-closed connections,
// HEAD, time-outs and connection caps; every answer JSON with CORS, and the server alive after.
#include <chrono>
#include <thread>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/raw_connection.h"

namespace seo::tests {
namespace {

using namespace std::chrono_literals;

class HttpFramingTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "framing", "pro", &tenant_));
  }

  void start(const std::string& http_section = "") {
    ServerOptions o = options();
    if (!http_section.empty()) {
      o.config_file = configWith("\"http\": {", "\"http\": {" + http_section + ",");
    }
    ASSERT_NO_FATAL_FAILURE(startServer(o));
  }

  // One raw exchange: sends `bytes`, reads until the server closes or one answer is whole.
  std::vector<RawAnswer> exchange(const std::string& bytes, int answers = 1) {
    RawConnection c(server().port());
    EXPECT_TRUE(c.connected());
    c.send(bytes);
    return splitAnswers(c.readAnswers(answers));
  }

  // The server still answers: the attack cost it nothing lasting.
  void expectAlive() {
    HttpResponse r = http().get("/healthz");
    EXPECT_EQ(r.status, 200) << describe(r);
  }

  Tenant tenant_;
};

// An answer the HTTP layer wrote itself: JSON {"error"} with CORS, like every other.
::testing::AssertionResult isJsonError(const RawAnswer& a, int status, const std::string& part) {
  if (a.status != status) {
    return ::testing::AssertionFailure() << "status " << a.status << ", wanted " << status << "\n"
                                         << a.head << "\n" << a.body;
  }
  if (a.head.find("Access-Control-Allow-Origin: *") == std::string::npos) {
    return ::testing::AssertionFailure() << "no CORS header: " << a.head;
  }
  rapidjson::Document doc = parseJson(a.body);
  if (doc.HasParseError() || !doc.IsObject() || doc.MemberCount() != 1 || !doc.HasMember("error") ||
      std::string(doc["error"].GetString()).find(part) == std::string::npos) {
    return ::testing::AssertionFailure() << "not {\"error\": ..." << part << "...}: " << a.body;
  }
  return ::testing::AssertionSuccess();
}

std::string post(const std::string& path, const std::string& body,
                 const std::string& extra_headers = "") {
  return "POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
         extra_headers + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

TEST_F(HttpFramingTest, DeeplyNestedJsonIsRefusedWithoutCrashing) {
  ASSERT_NO_FATAL_FAILURE(start());
  std::string deep(150 * 1024, '[');
  // Public routes take 64 KiB at most: refused before the body is read.
  auto a = exchange(post(api("/probe/public-echo"), deep));
  ASSERT_EQ(a.size(), 1u);
  EXPECT_TRUE(isJsonError(a[0], 413, "exceeds the limit of 65536 bytes"));
  // Within a keyed route's limit, the parser stops at the depth limit.
  HttpResponse r = http().post(api("/probe/echo"), tenant_.key, std::string(60000, '['));
  EXPECT_TRUE(isErrorContaining(r, 400, {"nested deeper than 32 levels"})) << describe(r);
  r = http().post(api("/probe/echo"), tenant_.key, "{\"a\":" + std::string(40, '[') +
                                                       std::string(40, ']') + "}");
  EXPECT_TRUE(isErrorContaining(r, 400, {"nested deeper than 32 levels"})) << describe(r);
  expectAlive();
}

TEST_F(HttpFramingTest, StringsMustBeUtf8WithoutNulAndTheFieldIsNamed) {
  ASSERT_NO_FATAL_FAILURE(start());
  struct Case {
    std::string body;
    std::string message;
  };
  for (const Case& c : std::vector<Case>{
           {"{\"term\":\"caf\xC3\"}", "Invalid field: term: not valid UTF-8"},
           {"{\"term\":\"a\xFF" "b\"}", "Invalid field: term: not valid UTF-8"},
           {"{\"term\":\"\xED\xA0\x80\"}", "Invalid field: term: not valid UTF-8"},  // surrogate
           {"{\"term\":\"\xC0\xAF\"}", "Invalid field: term: not valid UTF-8"},      // overlong
           {"{\"keywords\":[\"ok\",\"b\xFF\"]}", "Invalid field: keywords[1]: not valid UTF-8"},
           {"{\"a\":{\"b\":\"x\\u0000y\"}}", "Invalid field: a.b: contains a NUL character"},
           {"{\"k\\u0000\":1}", "Invalid field: a member name in (top level): contains a NUL"},
           {"{\"ok\":1,\"\xFF\":1}", "Invalid field: a member name in (top level): not valid"},
       }) {
    HttpResponse r = http().post(api("/probe/echo"), tenant_.key, c.body);
    EXPECT_TRUE(isErrorContaining(r, 400, {c.message})) << c.body << "\n" << describe(r);
    EXPECT_TRUE(hasCommonHeaders(r));
  }
  // Valid multi-byte text passes untouched.
  HttpResponse r = http().post(api("/probe/echo"), tenant_.key, "{\"term\":\"café 東京 \\u00e9\"}");
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"]["body"], "term"), "café 東京 é");
}

TEST_F(HttpFramingTest, QueryValuesMustBeText) {
  ASSERT_NO_FATAL_FAILURE(start());
  HttpResponse r = http().get(api("/probe/echo?q=%FF%FE"), tenant_.key);
  EXPECT_TRUE(isErrorContaining(r, 400, {"Invalid query parameter: q"})) << describe(r);
  r = http().get(api("/probe/echo?q=a%00b"), tenant_.key);
  EXPECT_TRUE(isErrorContaining(r, 400, {"Invalid query parameter: q"})) << describe(r);
  r = http().get(api("/probe/items/%FF"), tenant_.key);
  EXPECT_TRUE(isError(r, 404, "Resource not found")) << describe(r);
  r = http().get(api("/probe/echo?q=caf%C3%A9"), tenant_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"]["query"], "q"), "café");
}

TEST_F(HttpFramingTest, HugeRequestLineIsRefusedEarlyAndCostsNothing) {
  ASSERT_NO_FATAL_FAILURE(start());
  // Six clients send a 4 MB request line each; the server answers 414 after its 8 KiB limit.
  std::vector<std::thread> attackers;
  std::vector<std::vector<RawAnswer>> answers(6);
  for (int i = 0; i < 6; ++i) {
    attackers.emplace_back([&, i] {
      RawConnection c(server().port());
      c.send("GET /" + std::string(4 * 1024 * 1024, 'a') + " HTTP/1.1\r\nHost: x\r\n\r\n");
      answers[i] = splitAnswers(c.readAll(20s));
    });
  }
  // Meanwhile the server serves others.
  HttpResponse health = http().get("/healthz");
  EXPECT_EQ(health.status, 200);
  for (auto& t : attackers) t.join();
  for (const auto& a : answers) {
    ASSERT_EQ(a.size(), 1u);
    EXPECT_TRUE(isJsonError(a[0], 414, "Request target longer than 8192 bytes"));
  }
  expectAlive();
}

TEST_F(HttpFramingTest, TooManyOrTooLargeHeadersAre431) {
  ASSERT_NO_FATAL_FAILURE(start());
  std::string many = "GET /healthz HTTP/1.1\r\nHost: x\r\n";
  for (int i = 0; i < 200000; ++i) many += "X-" + std::to_string(i) + ": y\r\n";
  auto a = exchange(many + "\r\n");
  ASSERT_EQ(a.size(), 1u);
  EXPECT_TRUE(isJsonError(a[0], 431, "request headers"));
  a = exchange("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(40000, 'v') +
               "\r\n\r\n");
  ASSERT_EQ(a.size(), 1u);
  EXPECT_TRUE(isJsonError(a[0], 431, "larger than 32768 bytes"));
  expectAlive();
}

TEST_F(HttpFramingTest, BodyLimitIsEnforcedBeforeTheBodyIsSent) {
  ASSERT_NO_FATAL_FAILURE(start());
  // Only the head is sent: the 413 comes without waiting for the 100 MB announced.
  RawConnection c(server().port());
  c.send("POST " + api("/probe/echo") + " HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " +
         tenant_.key + "\r\nContent-Length: 100000000\r\n\r\n");
  auto a = splitAnswers(c.readAnswers(1, 5s));
  ASSERT_EQ(a.size(), 1u);
  EXPECT_TRUE(isJsonError(a[0], 413, "exceeds the limit of 1048576 bytes"));
  EXPECT_TRUE(c.closedByServer());
  // A route's own limit (256 bytes), chunked too.
  a = exchange(post(api("/probe/small"), "{\"pad\":\"" + std::string(300, 'x') + "\"}"));
  ASSERT_EQ(a.size(), 1u);
  EXPECT_TRUE(isJsonError(a[0], 413, "exceeds the limit of 256 bytes"));
  a = exchange("POST " + api("/probe/small") +
               " HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n100\r\n" +
               std::string(256, 'x') + "\r\n100\r\n" + std::string(256, 'x') + "\r\n0\r\n\r\n");
  ASSERT_EQ(a.size(), 1u);
  EXPECT_TRUE(isJsonError(a[0], 413, "exceeds the limit of 256 bytes"));
  // Within the limit, chunked bodies are read whole.
  a = exchange("POST " + api("/probe/small") +
               " HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":\r\n2\r\n1}\r\n0\r\n\r\n");
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0].status, 200) << a[0].body;
  expectAlive();
}

TEST_F(HttpFramingTest, AmbiguousFramingIsRefused) {
  ASSERT_NO_FATAL_FAILURE(start());
  const std::string path = api("/probe/public-echo");
  struct Case {
    std::string headers;
    int status;
    std::string message;
  };
  for (const Case& c : std::vector<Case>{
           {"Content-Length: 2\r\nContent-Length: 2\r\n", 400, "Content-Length"},
           {"Content-Length: 2\r\nContent-Length: 30\r\n", 400, "Content-Length"},
           {"Content-Length: abc\r\n", 400, "Content-Length"},
           {"Content-Length: -5\r\n", 400, "Content-Length"},
           {"Content-Length: 99999999999999999999999\r\n", 400, "Content-Length"},
           {"Content-Length: 2\r\nTransfer-Encoding: chunked\r\n", 400, ""},
           {"Transfer-Encoding: gzip\r\n", 501, "Transfer-Encoding"},
       }) {
    // A smuggled second request follows the body: it must never run.
    auto a = exchange("POST " + path + " HTTP/1.1\r\nHost: x\r\n" + c.headers + "\r\n{}" +
                          "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
                      2);
    ASSERT_EQ(a.size(), 1u) << c.headers;
    EXPECT_TRUE(isJsonError(a[0], c.status, c.message)) << c.headers;
  }
  auto a = exchange("BREW /coffee HTCPCP/1.0\r\n\r\n");
  ASSERT_EQ(a.size(), 1u);
  EXPECT_TRUE(isJsonError(a[0], 400, ""));
  expectAlive();
}

TEST_F(HttpFramingTest, PipelinedRequestsAreAllAnsweredInOrder) {
  ASSERT_NO_FATAL_FAILURE(start());
  std::string two = "GET " + api("/probe/items/first") + " HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " +
                    tenant_.key + "\r\n\r\n" + "GET " + api("/probe/items/second") +
                    " HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + tenant_.key + "\r\n\r\n" +
                    post(api("/probe/public-echo"), "{\"n\":3}");
  auto a = exchange(two, 3);
  ASSERT_EQ(a.size(), 3u);
  EXPECT_NE(a[0].body.find("\"first\""), std::string::npos) << a[0].body;
  EXPECT_NE(a[1].body.find("\"second\""), std::string::npos) << a[1].body;
  EXPECT_NE(a[2].body.find("\"n\":3"), std::string::npos) << a[2].body;
}

TEST_F(HttpFramingTest, AHalfClosedConnectionGetsItsAnswers) {
  ASSERT_NO_FATAL_FAILURE(start());
  RawConnection c(server().port());
  c.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n" + post(api("/probe/public-echo"), "{\"x\":1}"));
  c.shutdownWrite();
  auto a = splitAnswers(c.readAll());
  ASSERT_EQ(a.size(), 2u);
  EXPECT_EQ(a[0].status, 200);
  EXPECT_EQ(a[1].status, 200);
  EXPECT_NE(a[1].body.find("\"x\":1"), std::string::npos);
}

TEST_F(HttpFramingTest, HeadSendsNoBody) {
  ASSERT_NO_FATAL_FAILURE(start());
  RawConnection c(server().port());
  c.send("HEAD /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  std::string raw = c.readAll();
  std::size_t end = raw.find("\r\n\r\n");
  ASSERT_NE(end, std::string::npos) << raw;
  EXPECT_EQ(raw.compare(0, 15, "HTTP/1.1 200 OK"), 0) << raw;
  EXPECT_EQ(raw.size(), end + 4) << "a body followed the head: " << raw;
  HttpResponse get = http().get("/healthz");
  EXPECT_NE(raw.find("Content-Length: " + std::to_string(get.body.size())), std::string::npos)
      << raw;
}

TEST_F(HttpFramingTest, SlowHeadersAndBodiesTimeOutWith408) {
  ASSERT_NO_FATAL_FAILURE(start("\"header_timeout_ms\": 500, \"body_timeout_ms\": 500"));
  RawConnection slow_head(server().port());
  slow_head.send("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ");
  RawConnection slow_body(server().port());
  slow_body.send("POST " + api("/probe/public-echo") +
                 " HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{\"a\"");
  auto a = splitAnswers(slow_head.readAll(5s));
  ASSERT_EQ(a.size(), 1u);
  EXPECT_TRUE(isJsonError(a[0], 408, "headers not received in time"));
  a = splitAnswers(slow_body.readAll(5s));
  ASSERT_EQ(a.size(), 1u);
  EXPECT_TRUE(isJsonError(a[0], 408, "body not received in time"));
  expectAlive();
}

TEST_F(HttpFramingTest, ConnectionsPerAddressAreCapped) {
  ASSERT_NO_FATAL_FAILURE(start("\"max_connections_per_address\": 4"));
  std::vector<std::unique_ptr<RawConnection>> held;
  for (int i = 0; i < 4; ++i) {
    held.push_back(std::make_unique<RawConnection>(server().port()));
    ASSERT_TRUE(held.back()->send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"));
    ASSERT_EQ(splitAnswers(held.back()->readAnswers(1)).size(), 1u);  // kept alive, counted
  }
  RawConnection fifth(server().port());
  auto a = splitAnswers(fifth.readAll(5s));
  ASSERT_EQ(a.size(), 1u);
  EXPECT_TRUE(isJsonError(a[0], 503, "Too many connections from your address"));
  held.clear();  // closing frees the slots
  bool served = false;
  for (int i = 0; i < 50 && !served; ++i) {
    served = http().get("/healthz").status == 200;
    if (!served) std::this_thread::sleep_for(100ms);
  }
  EXPECT_TRUE(served);
}

TEST_F(HttpFramingTest, ExpectContinueIsAnswered) {
  ASSERT_NO_FATAL_FAILURE(start());
  RawConnection c(server().port());
  c.send("POST " + api("/probe/public-echo") +
         " HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 7\r\n\r\n");
  std::string interim = c.readAnswers(1, 5s);
  EXPECT_EQ(interim.compare(0, 25, "HTTP/1.1 100 Continue\r\n\r\n"), 0) << interim;
  c.send("{\"a\":1}");
  auto a = splitAnswers(c.readAnswers(1, 5s));
  ASSERT_FALSE(a.empty());
  EXPECT_EQ(a.back().status, 200);
}

}  // namespace
}  // namespace seo::tests
