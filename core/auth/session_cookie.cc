#include "core/auth/session_cookie.h"

#include <openssl/crypto.h>

#include "core/common/digest.h"
#include "core/common/ids.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {

namespace {
constexpr std::size_t kTokenChars = 43;
}  // namespace

SessionCookie sessionCookieFor(std::string_view public_url) {
  // The origin is the scheme and authority: what follows them (a path) is not part of it.
  std::size_t scheme = public_url.find("://");
  std::size_t path =
      scheme == std::string_view::npos ? std::string_view::npos : public_url.find('/', scheme + 3);
  std::string origin(public_url.substr(0, path));
  if (seo::sdk::ascii::startsWithIgnoreCase(public_url, "https://")) {
    return SessionCookie{"__Host-seo_session", true, origin};
  }
  return SessionCookie{"seo_session", false, origin};
}

bool fromOwnOrigin(std::optional<std::string_view> origin, std::optional<std::string_view> host,
                   const SessionCookie& cookie) {
  if (!origin) return true;
  std::size_t scheme = origin->find("://");
  std::string_view authority =
      scheme == std::string_view::npos ? *origin : origin->substr(scheme + 3);
  return (host && seo::sdk::ascii::equalsIgnoreCase(authority, *host)) ||
         (!cookie.origin.empty() && seo::sdk::ascii::equalsIgnoreCase(*origin, cookie.origin));
}

std::optional<std::string_view> findCookie(std::string_view header, std::string_view name) {
  while (!header.empty()) {
    std::size_t end = header.find(';');
    std::string_view pair = seo::sdk::ascii::trim(header.substr(0, end));
    header = end == std::string_view::npos ? std::string_view() : header.substr(end + 1);
    std::size_t eq = pair.find('=');
    if (eq == std::string_view::npos || seo::sdk::ascii::trim(pair.substr(0, eq)) != name) continue;
    std::string_view value = seo::sdk::ascii::trim(pair.substr(eq + 1));
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"') {
      value = value.substr(1, value.size() - 2);
    }
    return value;
  }
  return std::nullopt;
}

std::string setSessionCookie(const SessionCookie& cookie, std::string_view token,
                             long max_age_seconds) {
  // Path=/ and no Domain: what the "__Host-" prefix requires, and right for the plain name too.
  std::string value = cookie.name + "=" + std::string(token) +
                      "; Path=/; Max-Age=" + std::to_string(max_age_seconds) +
                      "; HttpOnly; SameSite=Strict";
  if (cookie.secure) value += "; Secure";
  return value;
}

std::string clearSessionCookie(const SessionCookie& cookie) {
  return setSessionCookie(cookie, "", 0);
}

std::string newSessionToken() { return randomAlphanumeric(kTokenChars); }

bool looksLikeSessionToken(std::string_view token) {
  if (token.size() != kTokenChars) return false;
  for (char c : token) {
    if (!seo::sdk::ascii::isAlpha(c) && !seo::sdk::ascii::isDigit(c)) return false;
  }
  return true;
}

std::string csrfTokenFor(std::string_view session_token) {
  // A domain prefix keeps this digest apart from the stored hash of the same token.
  return sha256Hex("seo-console-csrf\n" + std::string(session_token));
}

bool csrfTokenMatches(std::string_view session_token, std::string_view given) {
  std::string expected = csrfTokenFor(session_token);
  return given.size() == expected.size() &&
         CRYPTO_memcmp(expected.data(), given.data(), expected.size()) == 0;
}

}  // namespace seo::core
