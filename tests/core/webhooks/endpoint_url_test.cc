#include "core/webhooks/endpoint_url.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

bool allowed(const std::string& url, EndpointUrlPolicy policy = {}) {
  return checkEndpointUrl(url, policy).isOk();
}

TEST(EndpointUrlTest, PublicHttpsIsAllowed) {
  EXPECT_TRUE(allowed("https://hooks.example.com/in?x=1"));
  EXPECT_TRUE(allowed("https://8.8.8.8:8443/in"));
}

TEST(EndpointUrlTest, HttpOnlyWhereTheOperatorAllowsIt) {
  EXPECT_FALSE(allowed("http://hooks.example.com/in"));
  EXPECT_TRUE(allowed("http://hooks.example.com/in", {true, false}));
  EXPECT_FALSE(allowed("ftp://hooks.example.com/in", {true, true}));
  EXPECT_FALSE(allowed("file:///etc/passwd", {true, true}));
}

TEST(EndpointUrlTest, PrivateAndLoopbackTargetsAreRefused) {
  for (const char* url :
       {"https://127.0.0.1/", "https://localhost/", "https://api.localhost/", "https://10.0.0.1/",
        "https://192.168.1.1/", "https://172.16.0.1/", "https://169.254.169.254/", "https://[::1]/",
        "https://[fd00::1]/", "https://0.0.0.0/"}) {
    seo::sdk::Status s = checkEndpointUrl(url, {});
    EXPECT_FALSE(s.isOk()) << url;
    EXPECT_NE(s.message().find("Invalid field: url"), std::string::npos) << s.message();
    EXPECT_TRUE(allowed(url, {false, true})) << url;
  }
}

TEST(EndpointUrlTest, MalformedUrlsAreRefused) {
  EXPECT_FALSE(allowed(""));
  EXPECT_FALSE(allowed("hooks.example.com/in"));
  EXPECT_FALSE(allowed("https://"));
  EXPECT_FALSE(allowed("https://exa mple.com/"));
  EXPECT_FALSE(allowed("https://example.com/\r\nX: y"));
  EXPECT_FALSE(allowed("https://user:pw@example.com/"));
  EXPECT_FALSE(allowed("https://example.com/#frag"));
  EXPECT_FALSE(allowed("https://example.com/" + std::string(2100, 'a')));
}

}  // namespace
}  // namespace seo::core
