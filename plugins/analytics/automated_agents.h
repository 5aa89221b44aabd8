// Tells requests made by programs from requests made by people, by the User-Agent alone, so
// visitor counts leave out crawlers, monitors, scripts and test browsers.
//
//   if (looksAutomated(hit.user_agent)) ++automated; else ++human;
#pragma once

#include <string_view>

namespace seo::plugins::analytics {

// True when `user_agent` names a program rather than a person's browser:
//   - an empty (or "-") User-Agent, or a bare "Mozilla/5.0" or "Mozilla/4.0";
//   - an AI bot of AiBotList::builtIn();
//   - a crawler: the word "bot" ending a word ("Googlebot/2.1", "AdsBot-Google", "Slackbot 1.0",
//     "MJ12bot"; not "Bottle", and not the phone brand "Cubot"), or "crawl", "spider", "slurp",
//     "fetcher", "scraper", "facebookexternalhit", "WhatsApp/" (link previews), "preview",
//     "http://" or "https://" (bots give a contact URL; browsers never carry one);
//   - a headless or automated browser: HeadlessChrome, PhantomJS, Puppeteer, Playwright,
//     Selenium, WebDriver, Lighthouse, Cypress;
//   - an HTTP library or tool: curl, Wget, python-requests, Python-urllib, aiohttp, httpx,
//     Go-http-client, okhttp, Java/, Apache-HttpClient, libwww-perl, node-fetch, axios, undici,
//     HTTPie, PostmanRuntime, Insomnia, GuzzleHttp, PowerShell, Dart, Android's Dalvik, the bare
//     defaults of Node ("node", "undici") and Ruby ("Ruby"), scanners (zgrab, Nmap, ...);
//   - an uptime monitor: UptimeRobot, Pingdom, StatusCake, Site24x7, Uptime-Kuma, ...
// All comparisons ignore ASCII case. Electron apps are not flagged: desktop apps used by people
// (Slack, VS Code) carry "Electron/" too.
bool looksAutomated(std::string_view user_agent);

}  // namespace seo::plugins::analytics
