#include "core/auth/session_cookie.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

TEST(SessionCookieTest, HttpsGetsTheHostPrefixAndSecure) {
  SessionCookie secure = sessionCookieFor("https://seo.example.com");
  EXPECT_EQ(secure.name, "__Host-seo_session");
  EXPECT_TRUE(secure.secure);
  SessionCookie plain = sessionCookieFor("");
  EXPECT_EQ(plain.name, "seo_session");
  EXPECT_FALSE(plain.secure);
  EXPECT_FALSE(sessionCookieFor("http://seo.example.com").secure);
  // The origin is the scheme and authority of the configured address, without its path.
  EXPECT_EQ(sessionCookieFor("https://seo.example.com:8443/tools").origin,
            "https://seo.example.com:8443");
  EXPECT_EQ(sessionCookieFor("").origin, "");
}

TEST(SessionCookieTest, SetCookieCarriesEveryAttribute) {
  std::string set = setSessionCookie(sessionCookieFor("https://a.example"), "tok", 3600);
  EXPECT_EQ(set, "__Host-seo_session=tok; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict; Secure");
  std::string plain = setSessionCookie(sessionCookieFor(""), "tok", 60);
  EXPECT_EQ(plain, "seo_session=tok; Path=/; Max-Age=60; HttpOnly; SameSite=Strict");
  EXPECT_EQ(clearSessionCookie(sessionCookieFor("")),
            "seo_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict");
}

TEST(SessionCookieTest, OwnOriginIsTheHostOrTheConfiguredConsole) {
  SessionCookie plain = sessionCookieFor("");
  SessionCookie proxied = sessionCookieFor("https://seo.example.com");
  EXPECT_TRUE(fromOwnOrigin(std::nullopt, "a:1", plain)) << "no Origin: a same-origin GET";
  EXPECT_TRUE(fromOwnOrigin("http://a:1", "a:1", plain));
  EXPECT_TRUE(fromOwnOrigin("http://A:1", "a:1", plain));
  EXPECT_FALSE(fromOwnOrigin("http://a:2", "a:1", plain));
  EXPECT_FALSE(fromOwnOrigin("http://evil.example", std::nullopt, plain));
  EXPECT_FALSE(fromOwnOrigin("null", "a:1", plain));
  EXPECT_TRUE(fromOwnOrigin("https://seo.example.com", "internal:8080", proxied));
  EXPECT_FALSE(fromOwnOrigin("https://seo.example.com.evil", "internal:8080", proxied));
}

TEST(SessionCookieTest, FindsTheNamedCookieOnly) {
  EXPECT_EQ(findCookie("a=1; seo_session=abc; b=2", "seo_session").value_or("-"), "abc");
  EXPECT_EQ(findCookie("seo_session=\"quoted\"", "seo_session").value_or("-"), "quoted");
  EXPECT_EQ(findCookie("  seo_session = spaced ;", "seo_session").value_or("-"), "spaced");
  // A longer or shorter name is another cookie.
  EXPECT_FALSE(findCookie("xseo_session=1; seo_session_old=2", "seo_session"));
  EXPECT_FALSE(findCookie("", "seo_session"));
  EXPECT_FALSE(findCookie("seo_session", "seo_session"));  // no '='
  // The __Host- cookie is not the plain one, nor the reverse.
  EXPECT_FALSE(findCookie("seo_session=1", "__Host-seo_session"));
  EXPECT_EQ(findCookie("__Host-seo_session=2; seo_session=1", "seo_session").value_or("-"), "1");
}

TEST(SessionCookieTest, TokensAreRandomAndShaped) {
  std::string a = newSessionToken();
  std::string b = newSessionToken();
  EXPECT_NE(a, b);
  EXPECT_TRUE(looksLikeSessionToken(a));
  EXPECT_FALSE(looksLikeSessionToken(a.substr(1)));
  EXPECT_FALSE(looksLikeSessionToken(a.substr(1) + "!"));
  EXPECT_FALSE(looksLikeSessionToken(""));
}

TEST(SessionCookieTest, CsrfTokenIsBoundToTheSession) {
  std::string a = newSessionToken();
  std::string b = newSessionToken();
  std::string csrf = csrfTokenFor(a);
  EXPECT_EQ(csrf, csrfTokenFor(a));
  EXPECT_NE(csrf, csrfTokenFor(b));
  EXPECT_TRUE(csrfTokenMatches(a, csrf));
  EXPECT_FALSE(csrfTokenMatches(b, csrf));
  EXPECT_FALSE(csrfTokenMatches(a, csrf.substr(1)));
  EXPECT_FALSE(csrfTokenMatches(a, ""));
  // It is not the token, nor anything the database keeps.
  EXPECT_EQ(csrf.find(a), std::string::npos);
}

}  // namespace
}  // namespace seo::core
