// The console's session cookie and the CSRF token bound to it. The cookie carries a random token
// the server keeps only a hash of (session_store.h); it is HttpOnly (no script reads it),
// SameSite=Strict (no other site's page sends it) and, when the console is served over https,
// Secure with the "__Host-" prefix (no subdomain can set or shadow it).
//
// The CSRF token is derived from the session's token, so it needs no storage, changes with every
// session and cannot be guessed without the cookie. Every state-changing call authenticated by
// the cookie must carry it in the X-CSRF-Token header; a form on another site cannot set a
// header, and a script on another origin cannot read the token.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace seo::core {

inline constexpr std::string_view kCsrfHeader = "x-csrf-token";

struct SessionCookie {
  std::string name;     // "__Host-seo_session" or "seo_session"
  bool secure = false;  // sent only over https
  // The console's origin ("https://seo.example.com") when configured, else "": a request's
  // Origin must name it or the request's own Host (a proxy may rewrite Host).
  std::string origin;
};

// The cookie of a console served at `public_url` (config console.public_url).
SessionCookie sessionCookieFor(std::string_view public_url);

// True when a request with these Origin and Host headers (nullopt: absent) comes from the
// console's own pages: no Origin (a same-origin GET), or one naming the request's Host or
// `cookie.origin`.
bool fromOwnOrigin(std::optional<std::string_view> origin, std::optional<std::string_view> host,
                   const SessionCookie& cookie);

// The value of cookie `name` in a Cookie header ("a=1; b=2"), or nullopt.
std::optional<std::string_view> findCookie(std::string_view cookie_header, std::string_view name);

// A Set-Cookie value that keeps `token` for `max_age_seconds`, and one that removes the cookie.
std::string setSessionCookie(const SessionCookie& cookie, std::string_view token,
                             long max_age_seconds);
std::string clearSessionCookie(const SessionCookie& cookie);

// A new session token: 43 random characters of [A-Za-z0-9] (256 bits).
std::string newSessionToken();
// True when `token` has a session token's shape (checked before it is hashed and looked up).
bool looksLikeSessionToken(std::string_view token);

// The CSRF token of the session whose token is `session_token`.
std::string csrfTokenFor(std::string_view session_token);
// `given` is the CSRF token of `session_token`; constant time.
bool csrfTokenMatches(std::string_view session_token, std::string_view given);

}  // namespace seo::core
