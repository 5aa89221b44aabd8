#include "plugins/analytics/automated_agents.h"

#include <string>

#include "plugins/analytics/ai_bots.h"
#include "seo/sdk/util/ascii.h"

namespace seo::plugins::analytics {

namespace {

// Lower-case text that never occurs in a person's browser's User-Agent.
constexpr std::string_view kAutomatedMarks[] = {
    // Crawlers, link previews, contact URLs.
    "crawl", "spider", "slurp", "fetcher", "scraper", "facebookexternalhit", "preview", "http://",
    "https://", "mediapartners-google", "google-inspectiontool", "embedly", "whatsapp/",
    // Headless and automated browsers, audits, end-to-end test runners.
    "headless", "phantomjs", "puppeteer", "playwright", "selenium", "webdriver", "lighthouse",
    "cypress/", "gtmetrix",
    // HTTP libraries and command-line tools.
    "curl/", "libcurl", "wget", "python-requests", "python-urllib", "python-httpx", "python/",
    "aiohttp", "httpx/", "go-http-client", "okhttp", "java/", "java-http-client",
    "apache-httpclient", "libwww-perl", "node-fetch", "axios/", "httpie", "postmanruntime",
    "insomnia/", "guzzlehttp", "restsharp", "powershell", "scrapy", "http_request2", "dart:io",
    "dalvik/",
    // Scanners.
    "zgrab", "masscan", "nmap", "nuclei", "sqlmap", "nikto", "censysinspect",
    // Uptime monitors.
    "uptimerobot", "pingdom", "statuscake", "site24x7", "uptime-kuma", "betteruptime", "freshping",
    "hetrixtools", "nodeping", "check_http", "datadog"};

// Whole User-Agents that libraries send by default.
constexpr std::string_view kAutomatedExact[] = {"-",    "mozilla/5.0", "mozilla/4.0",
                                                "node", "undici",      "ruby"};

// Words ending in "bot" that name people's devices: Cubot phones send "CUBOT_X30" or
// "Cubot P40" as the model.
constexpr std::string_view kHumanBotWords[] = {"cubot"};

bool isLetter(char c) { return c >= 'a' && c <= 'z'; }

// "bot" at the end of a word: not followed by a letter ("Googlebot/", "AdsBot-Google", "bot;",
// a final "bot"), so "Bottle" and "robotics" do not count.
bool hasBotWord(std::string_view ua) {
  for (std::size_t at = ua.find("bot"); at != std::string_view::npos; at = ua.find("bot", at + 1)) {
    std::size_t end = at + 3;
    if (end < ua.size() && isLetter(ua[end])) continue;
    std::size_t start = at;
    while (start > 0 && isLetter(ua[start - 1])) --start;
    std::string_view word = ua.substr(start, end - start);
    bool human = false;
    for (std::string_view h : kHumanBotWords) human = human || word == h;
    if (!human) return true;
  }
  return false;
}

}  // namespace

bool looksAutomated(std::string_view user_agent) {
  std::string ua = seo::sdk::ascii::lower(user_agent);
  std::size_t first = ua.find_first_not_of(" \t");
  if (first == std::string::npos) return true;
  std::string_view trimmed(ua);
  trimmed = trimmed.substr(first, trimmed.find_last_not_of(" \t") + 1 - first);
  for (std::string_view exact : kAutomatedExact) {
    if (trimmed == exact) return true;
  }
  for (std::string_view mark : kAutomatedMarks) {
    if (trimmed.find(mark) != std::string_view::npos) return true;
  }
  if (hasBotWord(trimmed)) return true;
  return AiBotList::builtIn().match(user_agent) != nullptr;
}

}  // namespace seo::plugins::analytics
