#include "core/auth/device_cookie.h"

namespace seo::core {

namespace {
// Kept apart from every other sealed text: a sealed secret of another kind never reads as one.
constexpr std::string_view kPrefix = "console-device\n";
}  // namespace

std::string deviceCookieName(const SessionCookie& session) {
  return session.secure ? "__Host-seo_device" : "seo_device";
}

seo::sdk::Result<std::string> setDeviceCookie(seo::sdk::Host& host, const SessionCookie& session,
                                              std::string_view user_id) {
  seo::sdk::Result<std::string> sealed =
      host.secrets().seal(std::string(kPrefix) + std::string(user_id));
  if (!sealed.isOk()) return sealed.status();
  SessionCookie device = session;
  device.name = deviceCookieName(session);
  return setSessionCookie(device, sealed.value(), kDeviceCookieSeconds);
}

bool isDeviceOf(seo::sdk::Host& host, const SessionCookie& session,
                std::optional<std::string_view> cookies, std::string_view user_id) {
  if (!cookies) return false;
  std::optional<std::string_view> value = findCookie(*cookies, deviceCookieName(session));
  if (!value || value->size() > 512) return false;
  seo::sdk::Result<std::string> opened = host.secrets().open(*value);
  return opened.isOk() && opened.value() == std::string(kPrefix) + std::string(user_id);
}

}  // namespace seo::core
