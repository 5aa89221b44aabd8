#include "plugins/analytics/search_console_settings.h"

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A key file is a few kilobytes; anything far larger is not one.
constexpr std::streamoff kMaxKeyFileBytes = 1 << 20;

// The whole number `text` within [low, high], else nullopt.
std::optional<int> wholeNumber(const std::string& text, int low, int high) {
  int value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < low || value > high) {
    return std::nullopt;
  }
  return value;
}

}  // namespace

Result<ServiceAccount> serviceAccountFromSettings(seo::sdk::Host& host) {
  std::optional<std::string> path = host.setting(kCredentialsSetting);
  if (!path || path->empty()) {
    return Status::invalidArgument(std::string("the setting ") + kCredentialsSetting +
                                   " is not set: it names the service account's key file "
                                   "(JSON), in the configuration's \"settings\" or SEO_SETTINGS");
  }
  std::string where =
      "the service-account key file " + *path + " (setting " + kCredentialsSetting + ")";
  std::ifstream in(*path, std::ios::binary);
  if (!in) return Status::permissionDenied("cannot read " + where + ": " + std::strerror(errno));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad() || text.tellp() > kMaxKeyFileBytes) {
    return Status::invalidArgument(where + " is not a service-account key file");
  }
  Result<ServiceAccount> account = parseServiceAccount(text.str());
  if (!account.isOk()) return Status::invalidArgument(where + ": " + account.status().message());
  return account;
}

std::string apiBaseFromSettings(seo::sdk::Host& host) {
  std::optional<std::string> base = host.setting(kApiBaseSetting);
  return base && !base->empty() ? *base : std::string(kSearchConsoleApiBase);
}

Result<int> syncDaysFromSettings(seo::sdk::Host& host) {
  std::optional<std::string> text = host.setting(kDaysSetting);
  if (!text) return kDefaultSyncDays;
  std::optional<int> days = wholeNumber(*text, 1, kMaxSyncDays);
  if (!days) {
    return Status::invalidArgument(std::string("the setting ") + kDaysSetting +
                                   " must be a whole number from 1 to " +
                                   std::to_string(kMaxSyncDays) + ", not " + *text);
  }
  return *days;
}

int syncIntervalFromSettings(seo::sdk::Host& host) {
  std::optional<std::string> text = host.setting(kIntervalSetting);
  if (!text) return kDefaultSyncIntervalSeconds;
  std::optional<int> seconds = wholeNumber(*text, kMinSyncIntervalSeconds, kMaxSyncIntervalSeconds);
  if (seconds) return *seconds;
  host.log(seo::sdk::LogLevel::Warning,
           std::string("the setting ") + kIntervalSetting + " must be a whole number from " +
               std::to_string(kMinSyncIntervalSeconds) + " to " +
               std::to_string(kMaxSyncIntervalSeconds) + ", not " + *text + "; using " +
               std::to_string(kDefaultSyncIntervalSeconds));
  return kDefaultSyncIntervalSeconds;
}

}  // namespace seo::plugins::analytics
