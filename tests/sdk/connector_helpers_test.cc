#include <gtest/gtest.h>

#include "seo/sdk/util/http_answer.h"
#include "seo/sdk/util/site_url.h"

namespace seo::sdk {
namespace {

rapidjson::Document parsed(const char* json) {
  rapidjson::Document d;
  d.Parse(json);
  return d;
}

TEST(SiteUrlTest, AnHttpsBaseWithoutTrailingSlash) {
  EXPECT_EQ(siteUrlSetting(parsed(R"({"url": "https://example.com/blog/"})"), "url").value(),
            "https://example.com/blog");
  EXPECT_EQ(siteUrlSetting(parsed(R"({"url": "HTTPS://Example.com"})"), "url").value(),
            "HTTPS://Example.com");
  EXPECT_EQ(siteUrlSetting(parsed("{}"), "url").status().message(), "Missing required field: url");
  for (const char* bad :
       {R"({"url": "http://example.com"})", R"({"url": "ftp://x"})", R"({"url": "https://"})",
        R"({"url": "https://u:p@example.com"})", R"({"url": "https://example.com/?q=1"})",
        R"({"url": 3})", R"({"url": "https://exa mple.com"})"}) {
    EXPECT_EQ(siteUrlSetting(parsed(bad), "url").status().code(), Code::InvalidArgument) << bad;
  }
  EXPECT_TRUE(siteUrlSetting(parsed(R"({"url": "http://example.com"})"), "url", true).isOk());
}

TEST(HttpAnswerTest, StatusCodesBecomeWhatTheCallerActsOn) {
  auto status = [](int code, const char* body) {
    return answerStatus(OutboundResponse{code, {}, body}, "Site");
  };
  Status denied = status(401, R"({"code": "x", "message": "Bad password"})");
  EXPECT_EQ(denied.code(), Code::PermissionDenied);
  EXPECT_EQ(denied.message(), "Site answered HTTP 401: Bad password");
  EXPECT_EQ(status(404, "").code(), Code::NotFound);
  EXPECT_EQ(status(422, R"({"errors": [{"message": "Title blank"}]})").message(),
            "Site answered HTTP 422: Title blank");
  EXPECT_EQ(status(429, "").code(), Code::Unavailable);
  EXPECT_EQ(status(503, R"({"error": {"message": "down"}})").message(),
            "Site answered HTTP 503: down");
  EXPECT_EQ(status(302, "").code(), Code::BadGateway);
  EXPECT_EQ(errorMessageOf(R"({"error": "plain"})"), "plain");
  EXPECT_EQ(errorMessageOf("not json"), "");
  EXPECT_EQ(errorMessageOf(R"({"message": ")" + std::string(1000, 'x') + R"("})").size(), 300u);
}

}  // namespace
}  // namespace seo::sdk
