// A handler that throws answers a generic 500 naming the request id and logs the cause under the
// same id; every request gets exactly one structured "request" log line.
#include <map>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/log_reader.h"

namespace seo::tests {
namespace {

class ErrorsAndLoggingTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "logs", "pro", &tenant_));
    ASSERT_NO_FATAL_FAILURE(startServer());
  }
  Tenant tenant_;
};

TEST_F(ErrorsAndLoggingTest, ThrowingHandlerIsAGeneric500WithTheRequestId) {
  HttpResponse r = http().post(api("/probe/throw"), tenant_.key, "{}");
  std::string request_id = r.header("x-request-id").value_or("");
  ASSERT_FALSE(request_id.empty());
  EXPECT_TRUE(isErrorContaining(r, 500, {request_id}));
  EXPECT_TRUE(hasCommonHeaders(r));
  // The cause stays in the log, not in the answer.
  EXPECT_EQ(r.body.find("exploded"), std::string::npos) << r.body;

  // The server survives and keeps serving, the failing route included.
  EXPECT_EQ(http().get(api("/me"), tenant_.key).status, 200);
  HttpResponse again = http().post(api("/probe/throw"), tenant_.key, "{}");
  EXPECT_EQ(again.status, 500);
  EXPECT_NE(again.header("x-request-id"), r.header("x-request-id"));
  EXPECT_TRUE(server().running());

  std::vector<rapidjson::Document> errors =
      logLinesWithMessage(server().stderrText(), "handler failed");
  int matching = 0;
  for (const rapidjson::Document& line : errors) {
    if (stringField(line, "request_id") != request_id) continue;
    ++matching;
    EXPECT_EQ(stringField(line, "level"), "error");
    EXPECT_EQ(stringField(line, "plugin"), "probe");
    EXPECT_NE(stringField(line, "error").find("exploded on purpose"), std::string::npos)
        << toJson(line);
  }
  EXPECT_EQ(matching, 1) << server().stderrText();
}

TEST_F(ErrorsAndLoggingTest, EveryRequestLogsOneStructuredLine) {
  struct Call {
    HttpRequest request;
    long status;
  };
  std::vector<Call> calls = {
      {{"GET", api("/me"), tenant_.key, std::nullopt, {}}, 200},
      {{"GET", api("/me"), std::nullopt, std::nullopt, {}}, 401},
      {{"GET", api("/nowhere"), tenant_.key, std::nullopt, {}}, 404},
      {{"DELETE", api("/me"), tenant_.key, std::nullopt, {}}, 405},
      {{"OPTIONS", api("/me"), std::nullopt, std::nullopt, {}}, 204},
      {{"GET", "/healthz", std::nullopt, std::nullopt, {}}, 200},
      {{"POST", api("/probe/echo"), tenant_.key, std::string("[1]"), {}}, 400},
      {{"POST", api("/probe/spend"), tenant_.key,
        std::string(R"({"resource":"crawl_credits","amount":1})"), {}},
       201},
  };
  std::map<std::string, const Call*> by_id;
  for (const Call& call : calls) {
    HttpResponse r = http().send(call.request);
    ASSERT_EQ(r.status, call.status) << call.request.method << " " << call.request.path << " "
                                     << describe(r);
    by_id[r.header("x-request-id").value_or("")] = &call;
  }
  ASSERT_EQ(by_id.size(), calls.size()) << "request ids are not unique";

  std::string log = server().stderrText();
  std::vector<rapidjson::Document> lines = logLinesWithMessage(log, "request");
  EXPECT_EQ(lines.size(), calls.size()) << log;
  std::map<std::string, int> seen;
  for (const rapidjson::Document& line : lines) {
    std::string id = stringField(line, "request_id");
    auto it = by_id.find(id);
    ASSERT_NE(it, by_id.end()) << "log line for an unknown request: " << toJson(line);
    ++seen[id];
    const Call& call = *it->second;
    EXPECT_EQ(stringField(line, "level"), "info");
    EXPECT_EQ(stringField(line, "method"), call.request.method);
    EXPECT_EQ(stringField(line, "path"), call.request.path.substr(0, call.request.path.find('?')));
    ASSERT_TRUE(line.HasMember("status") && line["status"].IsInt()) << toJson(line);
    EXPECT_EQ(line["status"].GetInt(), call.status);
    ASSERT_TRUE(line.HasMember("duration_ms") && line["duration_ms"].IsNumber()) << toJson(line);
    EXPECT_GE(line["duration_ms"].GetDouble(), 0.0);
    EXPECT_FALSE(stringField(line, "ts").empty());
  }
  for (const auto& [id, count] : seen) EXPECT_EQ(count, 1) << id;
  // The key never reaches the log.
  EXPECT_EQ(log.find(tenant_.key), std::string::npos);
  // Every line on stderr is structured.
  EXPECT_EQ(countUnstructuredLines(log), 0u) << log;
}

TEST_F(ErrorsAndLoggingTest, SigtermStopsCleanly) {
  ASSERT_EQ(http().get(api("/me"), tenant_.key).status, 200);
  std::optional<int> status = server().stop();
  ASSERT_TRUE(status.has_value()) << "the server ignored SIGTERM";
  EXPECT_EQ(*status, 0);
  EXPECT_EQ(logLinesWithMessage(server().stderrText(),
                                "shutting down: answering the requests in hand")
                .size(),
            1u);
  EXPECT_EQ(http().get(api("/me"), tenant_.key).status, 0) << "still answering after SIGTERM";
}

}  // namespace
}  // namespace seo::tests
