#include "seo/sdk/util/outbound_host.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>

#include <string>

#include "seo/sdk/util/site_url.h"

namespace seo::sdk {
namespace {

TEST(OutboundHostTest, UrlHostIsTheHostAsWritten) {
  EXPECT_EQ(urlHost("https://Example.com/a?b#c"), "Example.com");
  EXPECT_EQ(urlHost("HTTP://example.com:8080"), "example.com");
  EXPECT_EQ(urlHost("https://user:pw@example.com:443/"), "example.com");
  EXPECT_EQ(urlHost("https://a.example\\@127.0.0.1/"), "127.0.0.1") << "as libcurl reads it";
  EXPECT_EQ(urlHost("https://[2002:7f00:1::]:9/x"), "2002:7f00:1::");
  EXPECT_EQ(urlHost("https://[fe80::1%25eth0]/"), "fe80::1%25eth0");
  EXPECT_EQ(urlHost("https://[::1"), "[::1");
  EXPECT_EQ(urlHost("https://localhost.:9/x"), "localhost.");
  EXPECT_EQ(urlHost("https://127.1?x"), "127.1");
  EXPECT_EQ(urlHost("https://"), "");
  EXPECT_EQ(urlHost("https:///path"), "");
  EXPECT_EQ(urlHost("ftp://example.com/"), std::nullopt);
  EXPECT_EQ(urlHost("example.com"), std::nullopt);
  EXPECT_EQ(urlHost(" https://example.com"), std::nullopt);
}

TEST(OutboundHostTest, HostNamesAndAddressesInTheirUsualSpellingPass) {
  for (const char* host : {"example.com",
                           "SMTP.Example.com",
                           "localhost",
                           "a-b.c-d.example",
                           "xn--bcher-kva.example",
                           "0x7f.example.com",
                           "127.0.0.1",
                           "255.255.255.255",
                           "0.0.0.0",
                           "8.8.8.8",
                           "::",
                           "::1",
                           "2002:7f00:1::",
                           "::ffff:127.0.0.1",
                           "1:2:3:4:5:6:7:8",
                           "1::",
                           "1:2:3:4:5:6:7::",
                           "::2:3:4:5:6:7:8",
                           "64:ff9b::192.0.2.1",
                           "FE80::1"}) {
    EXPECT_TRUE(checkHostSpelling("host", host).isOk()) << host;
  }
}

TEST(OutboundHostTest, OtherSpellingsAreRefusedNamingTheField) {
  for (const char* host : {"",
                           "localhost.",
                           "example.com.",
                           ".example.com",
                           "a..b",
                           "-a.example",
                           "a-.example",
                           "exa mple.com",
                           "exa_mple.com",
                           "exa%6dple.com",
                           "127.1",
                           "0x7f.1",
                           "2130706433",
                           "0x7f000001",
                           "0177.0.0.1",
                           "127.0.0.01",
                           "127.0.0.1.",
                           "256.0.0.1",
                           "1.2.3.4.5",
                           "example.123",
                           "example.0x1f",
                           "[::1]",
                           "fe80::1%eth0",
                           ":::",
                           "1:::2",
                           "1:2",
                           ":1::",
                           "1::2::3",
                           "1:2:3:4:5:6:7:8:9",
                           "1:2:3:4:5:6:7:8::",
                           "12345::",
                           "::ffff:127.1",
                           "::1.2.3.4:5",
                           "g::1"}) {
    Status s = checkHostSpelling("host", host);
    EXPECT_EQ(s.code(), Code::InvalidArgument) << host;
    EXPECT_EQ(s.message().rfind("Invalid field: host: ", 0), 0u) << s.message();
  }
  EXPECT_FALSE(checkHostSpelling("host", std::string(64, 'a') + ".example").isOk());
  EXPECT_FALSE(
      checkHostSpelling("host", std::string(250, 'a').insert(60, ".").insert(120, ".") + ".com")
          .isOk());
}

// The host reads an IPv6 literal with inet_pton: the spelling rule must agree with it.
TEST(OutboundHostTest, Ipv6SpellingAgreesWithInetPton) {
  for (const char* text : {"::",
                           "::1",
                           "1::",
                           "1:2:3:4:5:6:7:8",
                           "1:2:3:4:5:6::8",
                           "1::8",
                           "::ffff:1.2.3.4",
                           "::1.2.3.4",
                           "1:2:3:4:5:6:1.2.3.4",
                           "1:2:3:4:5::1.2.3.4",
                           "1:2:3:4:5:6:7:1.2.3.4",
                           "::ffff:01.2.3.4",
                           "1:2:3:4:5:6:7:8:9",
                           "1:::2",
                           ":1",
                           "1:",
                           "::1:",
                           "12345::",
                           "1::2::3",
                           "::ffff:1.2.3",
                           "::ffff:1.2.3.256",
                           "1:2:3:4:5:6:7::",
                           "::2:3:4:5:6:7:8",
                           "::1:2:3:4:5:6:7:8",
                           "0000:0000::",
                           "00000::"}) {
    unsigned char buffer[16];
    bool pton = inet_pton(AF_INET6, text, buffer) == 1;
    EXPECT_EQ(checkHostSpelling("host", text).isOk(), pton) << text;
  }
}

TEST(OutboundHostTest, SiteUrlSettingAppliesTheSpelling) {
  for (const char* url : {"https://localhost./", "https://127.1", "https://0x7f.1:8443/wp",
                          "https://2130706433", "https://[fe80::1%25eth0]/"}) {
    rapidjson::Document settings;
    settings.SetObject();
    settings.AddMember("url", rapidjson::StringRef(url), settings.GetAllocator());
    Result<std::string> r = siteUrlSetting(settings, "url");
    ASSERT_FALSE(r.isOk()) << url;
    EXPECT_EQ(r.status().message().rfind("Invalid field: url: ", 0), 0u) << r.status().message();
  }
}

}  // namespace
}  // namespace seo::sdk
