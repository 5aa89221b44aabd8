#include "plugins/keywords/rank_server_settings.h"

#include <charconv>
#include <optional>
#include <string>

namespace seo::plugins::keywords {

namespace {

std::int64_t wholeNumberSetting(seo::sdk::Host& host, const char* name, std::int64_t fallback,
                                std::int64_t min, std::int64_t max) {
  std::optional<std::string> text = host.setting(std::string("keywords.") + name);
  if (!text) return fallback;
  std::int64_t value = 0;
  const char* end = text->data() + text->size();
  auto [at, error] = std::from_chars(text->data(), end, value);
  if (error == std::errc() && at == end && value >= min && value <= max) return value;
  host.log(seo::sdk::LogLevel::Warning,
           std::string("keywords: settings.keywords.") + name + " is not " + std::to_string(min) +
               " to " + std::to_string(max) + "; using " + std::to_string(fallback));
  return fallback;
}

}  // namespace

int rankPollSeconds(seo::sdk::Host& host) {
  return static_cast<int>(wholeNumberSetting(host, "rank_poll_seconds", 60, 1, 3600));
}

std::int64_t rankRetentionDays(seo::sdk::Host& host) {
  return wholeNumberSetting(host, "rank_retention_days", kDefaultRankRetentionDays, 30, 3650);
}

}  // namespace seo::plugins::keywords
