#include "plugins/analytics/demo_traffic.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "plugins/analytics/bot_hits.h"
#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/campaign.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/user_agents.h"
#include "seo/sdk/util/website_flag.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::int64_t kMaxDays = 366;
constexpr std::int64_t kMaxVisitsPerDay = 10000;
constexpr std::int64_t kMinuteMs = 60 * 1000;

// Weighted choices: the weight first.
struct Weighted {
  int weight;
  const char* value;
};
constexpr Weighted kPages[] = {
    {40, "/"}, {14, "/pricing"}, {10, "/blog/keyword-research-guide"},
    {8, "/blog/technical-seo-checklist"}, {7, "/features"}, {6, "/docs/getting-started"},
    {5, "/blog/link-building-outreach"}, {4, "/docs/api"}, {3, "/about"}, {3, "/contact"}};
constexpr Weighted kSources[] = {
    {38, ""}, {30, "www.google.com"}, {7, "www.bing.com"}, {6, "duckduckgo.com"},
    {5, "news.ycombinator.com"}, {4, "t.co"}, {4, "chatgpt.com"}, {3, "www.perplexity.ai"},
    {3, "www.linkedin.com"}};
constexpr Weighted kCountries[] = {{30, "US"}, {14, "DE"}, {10, "GB"}, {8, "FR"}, {8, "IN"},
                                   {6, "CA"}, {6, "NL"}, {5, "BR"}, {4, "JP"}, {4, "ES"},
                                   {5, "ZZ"}};
// Browsers as people use them, with their screens' widths.
constexpr Weighted kAgents[] = {
    {40,
     "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
     "Chrome/131.0.0.0 Safari/537.36"},
    {20,
     "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
     "Gecko) Version/17.6 Mobile/15E148 Safari/604.1"},
    {12,
     "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) "
     "Version/18.1 Safari/605.1.15"},
    {10, "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"},
    {10,
     "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
     "Chrome/131.0.0.0 Mobile Safari/537.36"},
    {8,
     "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
     "Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0"}};
constexpr Weighted kCampaigns[] = {
    {85, ""},
    {6, "utm_source=newsletter&utm_medium=email&utm_campaign=december"},
    {5, "utm_source=google&utm_medium=cpc&utm_campaign=brand&utm_term=seo+server"},
    {4, "utm_source=linkedin&utm_medium=social&utm_campaign=launch&utm_content=video"}};
constexpr Weighted kBots[] = {{40, "GPTBot"}, {25, "ClaudeBot"}, {15, "PerplexityBot"},
                              {10, "OAI-SearchBot"}, {10, "Google-Extended"}};

template <std::size_t N>
const char* pick(const Weighted (&choices)[N], std::mt19937& random) {
  int total = 0;
  for (const Weighted& c : choices) total += c.weight;
  int at = std::uniform_int_distribution<int>(0, total - 1)(random);
  for (const Weighted& c : choices) {
    if ((at -= c.weight) < 0) return c.value;
  }
  return choices[0].value;
}

}  // namespace

Result<rapidjson::Document> onDemoTraffic(seo::sdk::CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(seo::sdk::onlyFlags(cmd, {"website", "days", "visits", "seed"}));
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo site, seo::sdk::websiteFlag(cmd));
  const std::string website_id = site.id;
  SEO_ASSIGN_OR_RETURN(std::int64_t days, seo::sdk::numberFlag(cmd, "days", 30, kMaxDays));
  SEO_ASSIGN_OR_RETURN(std::int64_t visits_per_day,
                       seo::sdk::numberFlag(cmd, "visits", 150, kMaxVisitsPerDay));
  SEO_ASSIGN_OR_RETURN(std::int64_t seed, seo::sdk::numberFlag(cmd, "seed", 1, 1'000'000'000));
  seo::sdk::Host& host = *cmd.host;
  long long existing = 0;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    sql << "SELECT COUNT(*) FROM analytics_daily WHERE website_id = :w", soci::use(website_id),
        soci::into(existing);
    return Status::ok();
  }));
  if (existing > 0) {
    return Status::conflict("website " + website_id +
                                      " already has traffic: sample traffic is only added to a "
                                      "website without any");
  }

  std::mt19937 random(static_cast<std::uint32_t>(seed));
  const std::int64_t now = nowMs();
  const std::int64_t today = dayOfMs(now);
  std::int64_t pageviews = 0, bot_hits = 0;
  // One transaction per day, in time order, as the collector's batches would come.
  for (std::int64_t day = today - days + 1; day <= today; ++day) {
    // Weekdays busier than weekends (day 0 was a Thursday), a rise over the period, some noise.
    const int weekday = static_cast<int>(((day % 7) + 10) % 7);  // 0 Monday .. 6 Sunday
    const double rhythm = weekday >= 5 ? 0.6 : 1.0;
    const double rise = 0.7 + 0.3 * static_cast<double>(day - (today - days + 1)) / days;
    const double noise = std::uniform_real_distribution<double>(0.85, 1.15)(random);
    const std::int64_t count =
        std::max<std::int64_t>(1, std::llround(visits_per_day * rhythm * rise * noise));
    const std::int64_t day_start = day * seo::sdk::dates::kMsPerDay;
    const std::int64_t day_end = day == today ? now : day_start + seo::sdk::dates::kMsPerDay;
    std::vector<Pageview> views;
    for (std::int64_t v = 0; v < count; ++v) {
      // Visits peak in the afternoon (UTC); today's stop at the present.
      std::normal_distribution<double> hour(14.0, 4.0);
      std::int64_t start =
          day_start + std::clamp<std::int64_t>(std::llround(hour(random) * 60), 0, 1439) * kMinuteMs;
      if (start >= day_end) start = day_start + (v * (day_end - day_start)) / count;
      // About one visitor in five comes back later the same day.
      const std::string visitor =
          "sample-" + formatDay(day) + "-" +
          std::to_string(std::uniform_int_distribution<std::int64_t>(0, count * 4 / 5)(random));
      const std::string source = pick(kSources, random);
      const std::string country = pick(kCountries, random);
      const std::string agent = pick(kAgents, random);
      const bool phone = agent.find("Mobile") != std::string::npos;
      const int width = phone ? 390 : std::bernoulli_distribution(0.5)(random) ? 1920 : 1280;
      VisitBreakdowns breakdowns =
          visitBreakdowns(campaignOf(pick(kCampaigns, random)), source,
                          UserAgents::builtIn().parse(agent), deviceClass(width, agent));
      // Half the visits bounce; the rest see two to six pages, a minute or two each.
      const int pages = std::bernoulli_distribution(0.45)(random)
                            ? 1
                            : std::uniform_int_distribution<int>(2, 6)(random);
      std::int64_t at = start;
      for (int p = 0; p < pages && at < day_end; ++p) {
        views.push_back(Pageview{website_id, visitor, at, pick(kPages, random),
                                 p == 0 ? source : "", country});
        if (p == 0) views.back().breakdowns = breakdowns;
        at += std::uniform_int_distribution<std::int64_t>(20, 150)(random) * 1000;
      }
    }
    std::sort(views.begin(), views.end(),
              [](const Pageview& a, const Pageview& b) { return a.ms < b.ms; });
    std::vector<BotHit> bots;
    const std::int64_t crawls =
        day_end > day_start ? std::uniform_int_distribution<std::int64_t>(5, 40)(random) : 0;
    for (std::int64_t c = 0; c < crawls; ++c) {
      const std::int64_t at =
          day_start + std::uniform_int_distribution<std::int64_t>(0, day_end - day_start - 1)(random);
      bots.push_back(BotHit{website_id, "sample-" + std::to_string(at) + "-" + std::to_string(c),
                            isoOfMs(at), formatDay(day), pick(kBots, random),
                            pick(kPages, random), std::string(kAccessLogSource)});
    }
    pageviews += static_cast<std::int64_t>(views.size());
    bot_hits += static_cast<std::int64_t>(bots.size());
    SEO_RETURN_IF_ERROR(host.withTransaction(
        [&](soci::session& sql) { return writeTraffic(sql, host, views, bots); }));
  }
  // Visits as the writer joined them (a visitor back within 30 minutes continues a visit).
  long long visits = 0;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    sql << "SELECT CAST(COALESCE(SUM(visits), 0) AS BIGINT) FROM analytics_daily WHERE "
           "website_id = :w",
        soci::use(website_id), soci::into(visits);
    return Status::ok();
  }));
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("website_id", seo::sdk::json::string(website_id, a), a);
  out.AddMember("days", days, a);
  out.AddMember("visits", static_cast<std::int64_t>(visits), a);
  out.AddMember("pageviews", pageviews, a);
  out.AddMember("bot_hits", bot_hits, a);
  return out;
}

}  // namespace seo::plugins::analytics
