// A website's rank-tracking settings (GET and PUT /keywords/rank-settings): where and how its
// tracked keywords are checked (country, language, device), how often, and the competitors whose
// positions are read from the same results. A website without settings has the defaults: the
// United States, the website's language, desktop, every 24 hours, no competitor.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <string>
#include <vector>

#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::keywords {

inline constexpr seo::sdk::Choices kRankDevices{"desktop", "mobile"};
inline constexpr std::size_t kMaxCompetitors = 10;
inline constexpr std::size_t kMaxDigestEmails = 5;
inline constexpr std::int64_t kDefaultRankIntervalHours = 24;
inline constexpr std::int64_t kMinRankIntervalHours = 6;
inline constexpr std::int64_t kMaxRankIntervalHours = 720;

struct RankSettings {
  std::string country = "US";  // ISO 3166-1 alpha-2, upper case
  std::string language = "en";
  std::string device = "desktop";
  std::vector<std::string> competitors;  // domains, lower case
  std::int64_t interval_hours = kDefaultRankIntervalHours;
  // Who gets the weekly digest of positions (rank_digest.h); none: no digest.
  std::vector<std::string> digest_emails;
};

// The settings of `website_id`, or the defaults with `website_language` when it has none.
RankSettings readRankSettings(soci::session& sql, const std::string& website_id,
                              const std::string& website_language);
void writeRankSettings(soci::session& sql, const std::string& website_id,
                       const RankSettings& settings, const std::string& now);

// `current` with the members of the PUT body changed (any of country, language, device,
// competitors, interval_hours, digest_emails); 400 naming the first bad or unknown one.
seo::sdk::Result<RankSettings> changedRankSettings(const rapidjson::Value& body,
                                                   RankSettings current);

rapidjson::Value rankSettingsJson(const RankSettings& settings,
                                  rapidjson::Document::AllocatorType& a);
// The JSON Schema of rankSettingsJson's object with the SERP provider's `note` (the answer of
// both routes), and of the PUT body.
std::string rankSettingsAnswerSchema();
std::string rankSettingsBodySchema();

}  // namespace seo::plugins::keywords
