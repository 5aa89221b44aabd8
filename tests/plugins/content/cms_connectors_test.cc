// The connectors' own parts: the Ghost Admin API token, checked as Ghost checks it (the
// signature recomputed with OpenSSL's HMAC over the hex-decoded secret); and the plain-text
// fields of a post as each CMS reads them, seen in the request a fake client records.
#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <rapidjson/document.h>

#include <string>
#include <vector>

#include "plugins/cms_ghost/admin_token.h"
#include "plugins/cms_ghost/ghost_connector.h"
#include "plugins/cms_wordpress/wordpress_connector.h"
#include "seo/sdk/testing/fake_http_client.h"
#include "seo/sdk/util/base64.h"

namespace seo::plugins::cms_ghost {
namespace {

using seo::sdk::OutboundResponse;

// An article whose title came from a keyword with markup in it, as an attacker would write one,
// with an excerpt over two lines and a slug no CMS should take as it is.
seo::sdk::Article markedUpArticle() {
  seo::sdk::Article a;
  a.id = "a1";
  a.title = "best <img src=x onerror=alert(1)> shoes & \"socks\"";
  a.slug = "Best Shoes/../wp-admin";
  a.html = "<p>Body</p>";
  a.meta_description = "Fit <b>&</b> grip\r\nfor runners";
  a.status = "publish";
  return a;
}

rapidjson::Document parsedJson(const std::string& text) {
  rapidjson::Document d;
  d.Parse(text.c_str());
  return d;
}

std::string member(const rapidjson::Value& v, const char* name) {
  return v.HasMember(name) && v[name].IsString() ? v[name].GetString() : "<absent>";
}

TEST(WordPressConnectorTest, TitleAndExcerptGoAsHtmlTextAndTheSlugClean) {
  rapidjson::Document settings = parsedJson(R"({"url": "https://blog.example",
      "username": "editor", "application_password": "abcd EFGH 1234 ijkl MNOP 5678"})");
  seo::sdk::testing::FakeHttpClient http;
  http.answers.push_back(
      OutboundResponse{201, {}, R"({"id": 7, "link": "https://blog.example/p/"})"});
  cms_wordpress::WordPressConnector connector;
  auto published = connector.publish(settings, markedUpArticle(), http);
  ASSERT_TRUE(published.isOk()) << published.status().message();
  ASSERT_EQ(http.requests.size(), 1u);
  rapidjson::Document body = parsedJson(http.requests[0].body);
  EXPECT_EQ(member(body, "title"),
            "best &lt;img src=x onerror=alert(1)&gt; shoes &amp; &quot;socks&quot;");
  EXPECT_EQ(member(body, "excerpt"), "Fit &lt;b&gt;&amp;&lt;/b&gt; grip for runners");
  EXPECT_EQ(member(body, "slug"), "best-shoes-wp-admin");
  EXPECT_EQ(member(body, "content"), "<p>Body</p>") << "the body is the content module's HTML";

  seo::sdk::Article unsluggable = markedUpArticle();
  unsluggable.slug = "<>";
  http.answers.push_back(
      OutboundResponse{201, {}, R"({"id": 8, "link": "https://blog.example/q/"})"});
  ASSERT_TRUE(connector.publish(settings, unsluggable, http).isOk());
  EXPECT_EQ(member(parsedJson(http.requests[1].body), "slug"), "<absent>")
      << "WordPress then makes one from the title";
}

TEST(GhostConnectorTest, TitleAndExcerptGoAsTheirTextAndTheSlugClean) {
  rapidjson::Document settings =
      parsedJson(R"({"url": "https://blog.example", "admin_api_key": "6489a1b2c3d4e5f6a7b8c9d0:)"
                 R"(00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"})");
  seo::sdk::testing::FakeHttpClient http;
  http.answers.push_back(OutboundResponse{
      201,
      {},
      R"({"posts": [{"id": "64a000000000000000000001", "url": "https://blog.example/p/"}]})"});
  GhostConnector connector;
  auto published = connector.publish(settings, markedUpArticle(), http);
  ASSERT_TRUE(published.isOk()) << published.status().message();
  ASSERT_EQ(http.requests.size(), 1u);
  rapidjson::Document body = parsedJson(http.requests[0].body);
  const rapidjson::Value& post = body["posts"][0];
  EXPECT_EQ(member(post, "title"), "best <img src=x onerror=alert(1)> shoes & \"socks\"")
      << "Ghost escapes it where it shows it";
  EXPECT_EQ(member(post, "custom_excerpt"), "Fit <b>&</b> grip for runners");
  EXPECT_EQ(member(post, "slug"), "best-shoes-wp-admin");
}

// post_status: absent or null takes the connector's default, a listed value goes as the post's
// status, anything else is refused before any request, naming the setting and the choices.
TEST(ConnectorPostStatusTest, EachConnectorTakesItsOwnValuesOnly) {
  struct Case {
    seo::sdk::Connector* connector;
    std::string settings;  // without post_status, as one JSON object's members
    std::string fallback, other;
    std::string answer;
  };
  cms_wordpress::WordPressConnector wordpress;
  GhostConnector ghost;
  const std::string ghost_answer =
      R"({"posts": [{"id": "64a000000000000000000001", "url": "https://blog.example/p/"}]})";
  std::vector<Case> cases = {
      {&wordpress,
       R"("url": "https://blog.example", "username": "editor",
          "application_password": "abcd EFGH 1234 ijkl MNOP 5678")",
       "publish", "draft", R"({"id": 7, "link": "https://blog.example/p/"})"},
      {&ghost,
       R"("url": "https://blog.example", "admin_api_key": "6489a1b2c3d4e5f6a7b8c9d0:)"
       R"(00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff")",
       "published", "draft", ghost_answer},
  };
  for (const Case& c : cases) {
    auto statusSent = [&](const std::string& post_status) {
      rapidjson::Document settings = parsedJson("{" + c.settings + post_status + "}");
      seo::sdk::testing::FakeHttpClient http;
      http.answers.push_back(OutboundResponse{201, {}, c.answer});
      auto published = c.connector->publish(settings, markedUpArticle(), http);
      if (!published.isOk()) return published.status().message();
      rapidjson::Document body = parsedJson(http.requests.at(0).body);
      return member(body.HasMember("posts") ? body["posts"][0] : body, "status");
    };
    EXPECT_EQ(statusSent(""), c.fallback);
    EXPECT_EQ(statusSent(R"(, "post_status": null)"), c.fallback);
    EXPECT_EQ(statusSent(R"(, "post_status": ")" + c.other + "\""), c.other);
    std::string refused = "Invalid field: post_status: must be one of " + c.fallback + ", draft";
    for (const char* bad : {R"("Draft")", R"("")", "3", R"("draft\u0000")"}) {
      EXPECT_EQ(statusSent(std::string(R"(, "post_status": )") + bad), refused) << bad;
    }
  }
}

constexpr const char* kKey =
    "6489a1b2c3d4e5f6a7b8c9d0:00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

// base64url without padding -> bytes.
std::string fromBase64Url(std::string text) {
  for (char& c : text) c = c == '-' ? '+' : c == '_' ? '/' : c;
  while (text.size() % 4 != 0) text += '=';
  return seo::sdk::base64::decode(text).value_or("<undecodable>");
}

TEST(GhostAdminTokenTest, KeysAreIdAndHexSecret) {
  auto key = parseAdminKey(kKey);
  ASSERT_TRUE(key.isOk()) << key.status().message();
  EXPECT_EQ(key.value().id, "6489a1b2c3d4e5f6a7b8c9d0");
  ASSERT_EQ(key.value().secret.size(), 32u);
  EXPECT_EQ(static_cast<unsigned char>(key.value().secret[1]), 0x11);
  for (const char* bad : {"", "abc", "6489a1b2c3d4e5f6a7b8c9d0", "6489a1b2c3d4e5f6a7b8c9d0:00",
                          "zz89a1b2c3d4e5f6a7b8c9d0:00112233445566778899aabbccddeeff00112233445566"
                          "778899aabbccddeeff"}) {
    EXPECT_EQ(parseAdminKey(bad).status().message(),
              "Invalid field: admin_api_key: must be Ghost's Admin API key: <24 hex digits>:<64 "
              "hex digits>")
        << bad;
  }
}

TEST(GhostAdminTokenTest, TheTokenIsWhatGhostAccepts) {
  AdminKey key = parseAdminKey(kKey).value();
  auto token = adminToken(key, 1700000000);
  ASSERT_TRUE(token.isOk()) << token.status().message();
  const std::string& jwt = token.value();
  std::size_t first = jwt.find('.'), second = jwt.find('.', first + 1);
  ASSERT_NE(second, std::string::npos) << jwt;
  rapidjson::Document header, payload;
  header.Parse(fromBase64Url(jwt.substr(0, first)).c_str());
  payload.Parse(fromBase64Url(jwt.substr(first + 1, second - first - 1)).c_str());
  ASSERT_TRUE(header.IsObject() && payload.IsObject());
  EXPECT_STREQ(header["alg"].GetString(), "HS256");
  EXPECT_STREQ(header["typ"].GetString(), "JWT");
  EXPECT_STREQ(header["kid"].GetString(), "6489a1b2c3d4e5f6a7b8c9d0");
  EXPECT_STREQ(payload["aud"].GetString(), "/admin/");
  EXPECT_EQ(payload["iat"].GetInt64(), 1700000000);
  EXPECT_EQ(payload["exp"].GetInt64(), 1700000300) << "five minutes, Ghost's limit";

  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  std::string signed_part = jwt.substr(0, second);
  HMAC(EVP_sha256(), key.secret.data(), static_cast<int>(key.secret.size()),
       reinterpret_cast<const unsigned char*>(signed_part.data()), signed_part.size(), mac,
       &length);
  EXPECT_EQ(fromBase64Url(jwt.substr(second + 1)),
            std::string(reinterpret_cast<char*>(mac), length));
}

}  // namespace
}  // namespace seo::plugins::cms_ghost
