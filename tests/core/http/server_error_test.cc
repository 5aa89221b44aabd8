#include "core/http/server_error.h"

#include <gtest/gtest.h>

#include "core/http/dispatch_stages.h"

namespace seo::core {
namespace {

std::string errorText(const HttpResponse& r) {
  rapidjson::Document doc;
  doc.Parse(r.body.c_str());
  EXPECT_TRUE(doc.IsObject() && doc.MemberCount() == 1 && doc["error"].IsString()) << r.body;
  return doc.IsObject() && doc.HasMember("error") ? doc["error"].GetString() : "";
}

const std::string* header(const HttpResponse& r, const std::string& name) {
  return firstValue(r.headers, name);
}

TEST(ServerErrorTest, A500SaysNothingButTheRequestId) {
  HttpResponse leaked = errorResponse(
      500, "database error: Cannot execute query. Fatal error. Connection failed while "
           "executing \"SELECT k.id FROM api_keys k WHERE k.key_hash = :h\" with :h=\"90a6ff\".");
  HttpResponse safe = publicServerError(leaked, "00aa11bb22cc33dd");
  EXPECT_EQ(safe.status, 500);
  EXPECT_EQ(errorText(safe), "Internal server error (request id 00aa11bb22cc33dd)");
}

TEST(ServerErrorTest, A503KeepsItsSentenceGainsTheIdAndARetryAfter) {
  HttpResponse safe = publicServerError(errorResponse(503, "Service temporarily unavailable"),
                                        "abc");
  EXPECT_EQ(errorText(safe), "Service temporarily unavailable (request id abc)");
  ASSERT_NE(header(safe, "Retry-After"), nullptr);
  EXPECT_EQ(*header(safe, "Retry-After"), std::to_string(kRetryAfterSeconds));
  // One the stage set itself stays as it was, once.
  HttpResponse own = errorResponse(503, "Busy");
  own.headers.emplace_back("Retry-After", "1");
  HttpResponse kept = publicServerError(own, "abc");
  int count = 0;
  for (const auto& [name, value] : kept.headers) count += name == "Retry-After";
  EXPECT_EQ(count, 1);
  EXPECT_EQ(*header(kept, "Retry-After"), "1");
}

TEST(ServerErrorTest, AnIdIsNeverAddedTwice) {
  HttpResponse once = publicServerError(errorResponse(502, "The LLM refused the request"), "x1");
  HttpResponse twice = publicServerError(once, "x1");
  EXPECT_EQ(errorText(twice), "The LLM refused the request (request id x1)");
}

TEST(ServerErrorTest, ABodyThatIsNoErrorGetsTheStatussSentence) {
  HttpResponse odd{503, {}, "<html>oops</html>"};
  EXPECT_EQ(errorText(publicServerError(odd, "r")), "Service temporarily unavailable (request id r)");
  HttpResponse storage{507, {}, R"({"error":"disk /var/lib/seo is full"})"};
  EXPECT_EQ(errorText(publicServerError(storage, "r")), "Insufficient storage (request id r)");
}

}  // namespace
}  // namespace seo::core
