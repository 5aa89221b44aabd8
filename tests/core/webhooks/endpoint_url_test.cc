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

// The attack session's findings: IPv4 inside IPv6, documentation and discard ranges.
TEST(EndpointUrlTest, SpecialPurposeAndTranslatedAddressesAreRefused) {
  for (const char* url :
       {"https://[2002:7f00:1::]/", "https://[2002:a00:1::]/", "https://[2002:a9fe:a9fe::]/",
        "https://[64:ff9b:1::7f00:1]/", "https://[::ffff:0:7f00:1]/",
        "https://[2001:0:808:808::80ff:fffe]/", "https://[100::1]/", "https://192.0.2.1/",
        "https://[64:ff9b::7f00:1]/", "https://[::ffff:127.0.0.1]/", "https://[::127.0.0.1]/",
        "https://intranet/"}) {
    seo::sdk::Status s = checkEndpointUrl(url, {});
    EXPECT_FALSE(s.isOk()) << url;
    EXPECT_NE(s.message().find("Invalid field: url"), std::string::npos) << s.message();
    EXPECT_NE(s.message().find("no public address"), std::string::npos) << s.message();
    EXPECT_TRUE(allowed(url, {false, true})) << url;
  }
  EXPECT_TRUE(allowed("https://[2002:808:808::1]/"));
}

// A resolver reads "127.1" as 127.0.0.1 and libcurl rewrites it so: the URL as written is judged,
// and such spellings are refused whatever the operator allows.
TEST(EndpointUrlTest, OtherSpellingsOfAHostAreRefusedEvenWhenPrivateIsAllowed) {
  for (const char* url : {"https://localhost.:9/x", "https://example.com./x", "https://127.1/",
                          "https://0x7f.1/", "https://2130706433/", "https://0177.0.0.1/",
                          "https://%31%32%37.0.0.1/", "https://[fe80::1%25eth0]/"}) {
    for (bool allow_private : {false, true}) {
      seo::sdk::Status s = checkEndpointUrl(url, {false, allow_private});
      EXPECT_FALSE(s.isOk()) << url;
      EXPECT_NE(s.message().find("Invalid field: url"), std::string::npos) << s.message();
    }
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
