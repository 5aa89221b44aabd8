// looksAutomated on real User-Agents: people's browsers on desktop and mobile stay human;
// crawlers, AI bots, test browsers, HTTP tools and monitors do not.
#include "plugins/analytics/automated_agents.h"

#include <gtest/gtest.h>

namespace seo::plugins::analytics {
namespace {

TEST(AutomatedAgentsTest, PeoplesBrowsersAreNotAutomated) {
  for (const char* ua : {
           // Chrome, Windows / macOS / Linux.
           "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/131.0.0.0 Safari/537.36",
           "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/131.0.0.0 Safari/537.36",
           "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/131.0.0.0 Safari/537.36",
           // Firefox.
           "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
           "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
           // Safari.
           "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like "
           "Gecko) Version/18.1 Safari/605.1.15",
           // Edge, Opera.
           "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
           "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/131.0.0.0 Safari/537.36 OPR/114.0.0.0",
           // Mobile Safari, Chrome and Firefox on iOS.
           "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, "
           "like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
           "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
           "Version/17.6 Mobile/15E148 Safari/604.1",
           "Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, "
           "like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
           "Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, "
           "like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15",
           // Chrome, Samsung Internet and a web view on Android.
           "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/131.0.0.0 Mobile Safari/537.36",
           "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) "
           "SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
           "Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 "
           "(KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36",
           // Cubot phones carry "bot" in their model names.
           "Mozilla/5.0 (Linux; Android 11; CUBOT_KINGKONG_5_Pro) AppleWebKit/537.36 (KHTML, like "
           "Gecko) Chrome/96.0.4664.104 Mobile Safari/537.36",
           "Mozilla/5.0 (Linux; Android 12; Cubot P60 Build/SP1A.210812.016) AppleWebKit/537.36 "
           "(KHTML, like Gecko) Chrome/120.0.6099.43 Mobile Safari/537.36",
           "Mozilla/5.0 (Linux; Android 9; CUBOT X20 PRO) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/87.0.4280.101 Mobile Safari/537.36",
           // In-app browsers.
           "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, "
           "like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/476.0.0.49.104;FBBV/642118420;FBDV/"
           "iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]",
           "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, "
           "like Gecko) Mobile/15E148 Instagram 339.0.3.12.91 (iPhone14,5; iOS 17_5; en_US; "
           "en; scale=3.00; 1170x2532; 622471487)",
           // An Electron desktop app.
           "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Slack/4.41.97 Chrome/130.0.6723.59 Electron/33.0.2 Safari/537.36 Sonic "
           "Slack_SSB/4.41.97",
       }) {
    EXPECT_FALSE(looksAutomated(ua)) << ua;
  }
}

TEST(AutomatedAgentsTest, EmptyAndPlaceholderUserAgentsAreAutomated) {
  EXPECT_TRUE(looksAutomated(""));
  EXPECT_TRUE(looksAutomated("   "));
  EXPECT_TRUE(looksAutomated("-"));
  EXPECT_TRUE(looksAutomated("Mozilla/5.0"));
}

TEST(AutomatedAgentsTest, CrawlersAndPreviewsAreAutomated) {
  for (const char* ua : {
           "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
           "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, "
           "like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; "
           "+http://www.google.com/bot.html)",
           "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
           "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
           "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
           "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
           "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
           "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
           "Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)",
           "Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)",
           "AdsBot-Google (+http://www.google.com/adsbot.html)",
           "Mediapartners-Google",
           "FeedFetcher-Google; (+http://www.google.com/feedfetcher.html)",
           "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
           "Twitterbot/1.0",
           "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
           "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
           "TelegramBot (like TwitterBot)",
           "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
           "WhatsApp/2.23.20.0 A",
           "Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5",
           "Mozilla/5.0 (compatible; SomeCrawler/1.0)",
           "a generic robot",
           "mybot",
       }) {
    EXPECT_TRUE(looksAutomated(ua)) << ua;
  }
}

TEST(AutomatedAgentsTest, HeadlessAndAutomatedBrowsersAreAutomated) {
  for (const char* ua : {
           "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
           "HeadlessChrome/131.0.0.0 Safari/537.36",
           "Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) "
           "PhantomJS/2.1.1 Safari/538.1",
           "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/120.0.0.0 Safari/537.36 Puppeteer",
           "Mozilla/5.0 (X11; Linux x86_64) Playwright/1.49.0",
           "Mozilla/5.0 (X11; Linux x86_64) Selenium/4.27",
           "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like "
           "Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
           "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Cypress/13.16.0 Chrome/118.0.5993.159 Electron/27.3.10 Safari/537.36",
       }) {
    EXPECT_TRUE(looksAutomated(ua)) << ua;
  }
}

TEST(AutomatedAgentsTest, HttpLibrariesAndToolsAreAutomated) {
  for (const char* ua :
       {// Command-line tools and API clients.
        "curl/8.5.0", "Wget/1.21.3", "HTTPie/3.2.4", "PostmanRuntime/7.43.0", "insomnia/10.2.0",
        "Mozilla/5.0 (Windows NT 10.0; Microsoft Windows 10.0.19045; en-US) PowerShell/7.4.6",
        // Libraries.
        "python-requests/2.32.3", "Python-urllib/3.11", "Python/3.12 aiohttp/3.11.9",
        "python-httpx/0.28.0", "Go-http-client/1.1", "Go-http-client/2.0", "okhttp/4.12.0",
        "Java/17.0.13", "Java-http-client/21.0.5", "Apache-HttpClient/4.5.14 (Java/17.0.9)",
        "libwww-perl/6.77", "node-fetch/1.0 (+https://github.com/bitinn/node-fetch)", "axios/1.7.9",
        "node", "undici", "GuzzleHttp/7", "Ruby", "Dart/3.5 (dart:io)",
        "Dalvik/2.1.0 (Linux; U; Android 13; SM-A536B Build/TP1A.220624.014)",
        "Scrapy/2.11.0 (+https://scrapy.org)",
        // Scanners.
        "Mozilla/5.0 zgrab/0.x",
        "Mozilla/5.0 (compatible; Nmap Scripting Engine; https://nmap.org/book/nse.html)"}) {
    EXPECT_TRUE(looksAutomated(ua)) << ua;
  }
}

TEST(AutomatedAgentsTest, UptimeMonitorsAreAutomated) {
  for (const char* ua : {
           "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
           "Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)",
           "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/120.0.0.0 Safari/537.36 StatusCake",
           "Site24x7",
           "Uptime-Kuma/1.23.15",
           "Better Uptime Bot Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like "
           "Gecko) Chrome/120.0.0.0 Safari/537.36",
           "check_http/v2.3.3 (nagios-plugins 2.3.3)",
           "Datadog/Synthetics",
       }) {
    EXPECT_TRUE(looksAutomated(ua)) << ua;
  }
}

TEST(AutomatedAgentsTest, AiBotsAreAutomated) {
  // Neither has a generic marker ("bot" ending a word, a URL); only the AI bot list knows them.
  EXPECT_TRUE(looksAutomated("Mozilla/5.0 (compatible) Gemini-Deep-Research"));
  EXPECT_TRUE(looksAutomated("Mozilla/5.0 (compatible; anthropic-ai)"));
  EXPECT_TRUE(looksAutomated("Mozilla/5.0 (compatible; Google-NotebookLM)"));
  EXPECT_TRUE(
      looksAutomated("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
                     "GPTBot/1.2; +https://openai.com/gptbot)"));
}

TEST(AutomatedAgentsTest, BotCountsOnlyAtTheEndOfAWord) {
  EXPECT_TRUE(looksAutomated("ExampleBot"));
  EXPECT_TRUE(looksAutomated("Example-Bot/1.0"));
  EXPECT_TRUE(looksAutomated("examplebot;"));
  EXPECT_TRUE(looksAutomated("Robot Framework"));
  EXPECT_TRUE(looksAutomated("Mozilla/5.0 (compatible; bot2000)"));
  EXPECT_FALSE(
      looksAutomated("Mozilla/5.0 (Linux; Android 12; Bottle One) AppleWebKit/537.36 "
                     "(KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36"));
  EXPECT_FALSE(
      looksAutomated("Mozilla/5.0 (Linux; Android 12; CUBOT) AppleWebKit/537.36 "
                     "(KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36"));
}

}  // namespace
}  // namespace seo::plugins::analytics
