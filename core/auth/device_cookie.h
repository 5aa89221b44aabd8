// The console's device cookie (OWASP's "device cookies" against online guessing). Set when a user
// signs in, it marks that browser as one the account has used: when strangers' failed sign-ins
// hold the account back, that browser is not held back. Its value is the user's id sealed with
// the server's key (Secrets::seal), so it needs no storage and nobody else can make one; it
// proves nothing on its own (the password is still asked) and grants nothing but that exemption.
// HttpOnly, SameSite=Strict, Path=/, a year; Secure with the "__Host-" prefix over https.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/auth/session_cookie.h"
#include "seo/sdk/host.h"

namespace seo::core {

inline constexpr long kDeviceCookieSeconds = 365L * 24 * 3600;

// "__Host-seo_device" beside "__Host-seo_session", "seo_device" beside "seo_session".
std::string deviceCookieName(const SessionCookie& session);

// The Set-Cookie value marking this browser as a device of `user_id`.
seo::sdk::Result<std::string> setDeviceCookie(seo::sdk::Host& host, const SessionCookie& session,
                                              std::string_view user_id);

// True when the Cookie header `cookies` carries a device cookie this server made for `user_id`.
bool isDeviceOf(seo::sdk::Host& host, const SessionCookie& session,
                std::optional<std::string_view> cookies, std::string_view user_id);

}  // namespace seo::core
