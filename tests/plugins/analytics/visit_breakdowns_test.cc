// What a visit is known by besides its source: the campaign of its address (UTM), its channel
// over Snowplow's referer list and the AI assistants', its browser and OS through uap-core's
// data set (checked against uap-core's own test cases, as Debian installs them), its device.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <fstream>
#include <string>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/campaign.h"
#include "plugins/analytics/channels.h"
#include "plugins/analytics/user_agents.h"

namespace seo::plugins::analytics {
namespace {

constexpr const char* kFirefoxLinux =
    "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0";
constexpr const char* kSafariIphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
    "Gecko) Version/17.1 Mobile/15E148 Safari/604.1";
constexpr const char* kChromeWindows =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Safari/537.36";

// A campaign of a source and a medium.
Campaign utm(const char* source, const char* medium = "") {
  Campaign c;
  c.source = source;
  c.medium = medium;
  return c;
}

TEST(CampaignTest, TakesTheUtmFieldsOfTheQueryDecoded) {
  Campaign parsed = campaignOf(
      "x=1&utm_source=news%20letter&UTM_MEDIUM=email&utm_campaign=spring+sale&utm_term=&"
      "utm_content=%C3%A9t%C3%A9&utm_source=second");
  EXPECT_EQ(parsed.source, "news letter");  // the first counts
  EXPECT_EQ(parsed.medium, "email");        // names in any case
  EXPECT_EQ(parsed.campaign, "spring sale");
  EXPECT_EQ(parsed.term, "");
  EXPECT_EQ(parsed.content, "\xc3\xa9t\xc3\xa9");
  EXPECT_EQ(campaignOf("").source, "");
  EXPECT_EQ(campaignOf("utm_source").source, "");  // no '='
}

TEST(CampaignTest, LeavesOutWhatIsNotCleanTextAndCutsLongValues) {
  EXPECT_EQ(campaignOf("utm_source=%FF%FE").source, "");        // not UTF-8
  EXPECT_EQ(campaignOf("utm_source=a%00b").source, "");         // NUL
  EXPECT_EQ(campaignOf("utm_source=%C3%A9%C3").source, "");     // a character cut short
  EXPECT_EQ(campaignOf("utm_medium=%25zz%2").medium, "%zz%2");  // malformed escapes stay
  std::string long_value;
  for (int i = 0; i < 150; ++i) long_value += "%C3%A9";  // 300 bytes of 2-byte characters
  const std::string cut = campaignOf("utm_campaign=" + long_value).campaign;
  EXPECT_EQ(cut.size(), kMaxUtmBytes);  // 100 whole characters
  EXPECT_EQ(cut.substr(cut.size() - 2), "\xc3\xa9");
}

TEST(ChannelsTest, SortsVisitsAsTheListsAndTheRulesSay) {
  const Campaign none;
  EXPECT_EQ(channelOf("", none), "Direct");
  EXPECT_EQ(channelOf("www.google.de", none), "Organic Search");
  EXPECT_EQ(channelOf("duckduckgo.com", none), "Organic Search");
  EXPECT_EQ(channelOf("www.bing.com", utm("", "cpc")), "Paid Search");
  EXPECT_EQ(channelOf("m.facebook.com", none), "Organic Social");  // a parent domain's
  EXPECT_EQ(channelOf("t.co", utm("", "paid_social")), "Paid Social");
  EXPECT_EQ(channelOf("mail.google.com", none), "Email");
  EXPECT_EQ(channelOf("chatgpt.com", none), "AI Assistants");
  EXPECT_EQ(channelOf("www.perplexity.ai", none), "AI Assistants");
  EXPECT_EQ(channelOf("gemini.google.com", none), "AI Assistants");  // before Google's hosts
  EXPECT_EQ(channelOf("news.ycombinator.com", none), "Organic Social");
  EXPECT_EQ(channelOf("blog.example.org", none), "Referral");
  // Without a referrer, the campaign says.
  EXPECT_EQ(channelOf("", utm("chatgpt.com")), "AI Assistants");
  EXPECT_EQ(channelOf("", utm("google", "cpc")), "Paid Search");  // by the list's names
  EXPECT_EQ(channelOf("", utm("Facebook")), "Organic Social");
  EXPECT_EQ(channelOf("", utm("newsletter")), "Email");
  EXPECT_EQ(channelOf("", utm("acme", "Email")), "Email");
  EXPECT_EQ(channelOf("", utm("acme", "social-media")), "Organic Social");
  EXPECT_EQ(channelOf("", utm("acme", "organic")), "Organic Search");
  EXPECT_EQ(channelOf("", utm("acme", "display_cpm")), "Paid Other");
  EXPECT_EQ(channelOf("", utm("acme")), "Referral");
  EXPECT_EQ(referrerKind("yandex.ru"), "search");
  EXPECT_EQ(referrerKind("claude.ai"), "ai");
  EXPECT_EQ(referrerKind("example.com"), "");
  EXPECT_EQ(referrerKind("com"), "");
}

TEST(UserAgentsTest, NamesCommonBrowsersAndSystems) {
  const UserAgents& ua = UserAgents::builtIn();
  EXPECT_GT(ua.browserParsers(), 300u);  // all of uap-core's compile under RE2
  EXPECT_GT(ua.osParsers(), 150u);
  UserAgentInfo firefox = ua.parse(kFirefoxLinux);
  EXPECT_EQ(firefox.browser, "Firefox");
  EXPECT_EQ(firefox.browser_version, "121");
  EXPECT_EQ(firefox.os, "Linux");
  UserAgentInfo safari = ua.parse(kSafariIphone);
  EXPECT_EQ(safari.browser, "Mobile Safari");
  EXPECT_EQ(safari.browser_version, "17");
  EXPECT_EQ(safari.os, "iOS");
  EXPECT_EQ(safari.os_version, "17.1");
  UserAgentInfo chrome = ua.parse(kChromeWindows);
  EXPECT_EQ(chrome.browser, "Chrome");
  EXPECT_EQ(chrome.browser_version, "131");
  EXPECT_EQ(chrome.os, "Windows");
  EXPECT_EQ(chrome.os_version, "10");
  UserAgentInfo unknown = ua.parse("");
  EXPECT_EQ(unknown.browser, "Other");
  EXPECT_EQ(unknown.os, "Other");
  EXPECT_EQ(unknown.browser_version, "");
  // Hostile text is only text: long, binary, a regex's worst case.
  EXPECT_EQ(ua.parse(std::string(100000, '(')).browser, "Other");
  EXPECT_EQ(ua.parse(std::string("Firefox/121.0\0\xff", 15)).browser, "Firefox");
  // The cached answer is the parsed one.
  EXPECT_EQ(ua.parse(kChromeWindows).browser, ua.parseUncached(kChromeWindows).browser);
}

// uap-core's own test cases (tests/test_ua.yaml and test_os.yaml, as Debian's uap-core installs
// them): every one answers the family and versions it lists.
TEST(UserAgentsTest, AnswersUapCoresOwnTestCases) {
  const UserAgents& ua = UserAgents::builtIn();
  const YAML::Node browsers = YAML::LoadFile("/usr/share/uap-core/tests/test_ua.yaml");
  int checked = 0;
  for (const YAML::Node& c : browsers["test_cases"]) {
    const std::string agent = c["user_agent_string"].as<std::string>();
    const UserAgentInfo info = ua.parseUncached(agent);
    EXPECT_EQ(info.browser, c["family"].as<std::string>()) << agent;
    EXPECT_EQ(info.browser_version, c["major"].IsNull() ? "" : c["major"].as<std::string>())
        << agent;
    ++checked;
  }
  EXPECT_GT(checked, 1000);
  const YAML::Node systems = YAML::LoadFile("/usr/share/uap-core/tests/test_os.yaml");
  checked = 0;
  for (const YAML::Node& c : systems["test_cases"]) {
    const std::string agent = c["user_agent_string"].as<std::string>();
    std::string version = c["major"].IsNull() ? "" : c["major"].as<std::string>();
    if (!version.empty() && !c["minor"].IsNull() && !c["minor"].as<std::string>().empty()) {
      version += "." + c["minor"].as<std::string>();
    }
    const UserAgentInfo info = ua.parseUncached(agent);
    EXPECT_EQ(info.os, c["family"].as<std::string>()) << agent;
    EXPECT_EQ(info.os_version, version) << agent;
    ++checked;
  }
  EXPECT_GT(checked, 400);
}

TEST(UserAgentsTest, DeviceClassFromTheWidthElseTheAgent) {
  EXPECT_EQ(deviceClass(390, kChromeWindows), "Mobile");  // the width wins
  EXPECT_EQ(deviceClass(575, ""), "Mobile");
  EXPECT_EQ(deviceClass(576, ""), "Tablet");
  EXPECT_EQ(deviceClass(991, ""), "Tablet");
  EXPECT_EQ(deviceClass(992, ""), "Laptop");
  EXPECT_EQ(deviceClass(1440, ""), "Desktop");
  EXPECT_EQ(deviceClass(0, kSafariIphone), "Mobile");
  EXPECT_EQ(deviceClass(0, "Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X)"), "Tablet");
  EXPECT_EQ(deviceClass(0, "Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36"), "Tablet");
  EXPECT_EQ(deviceClass(0, "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36"),
            "Mobile");
  EXPECT_EQ(deviceClass(0, kFirefoxLinux), "Desktop");
}

TEST(VisitBreakdownsTest, AVisitsValuesAndTheRowsTheyMake) {
  const VisitBreakdowns b =
      visitBreakdowns(campaignOf("utm_source=newsletter&utm_medium=email"), "",
                      UserAgents::builtIn().parse(kSafariIphone), deviceClass(390, kSafariIphone));
  EXPECT_EQ(b[kChannel], "Email");
  EXPECT_EQ(b[kUtmSource], "newsletter");
  EXPECT_EQ(b[kUtmCampaign], "");
  EXPECT_EQ(b[kBrowser], "Mobile Safari");
  EXPECT_EQ(b[kBrowserVersion], "Mobile Safari 17");
  EXPECT_EQ(b[kOs], "iOS");
  EXPECT_EQ(b[kOsVersion], "iOS 17.1");
  EXPECT_EQ(b[kDevice], "Mobile");
  EXPECT_TRUE(makesRow(b, kUtmSource));
  EXPECT_FALSE(makesRow(b, kUtmCampaign));  // the address had none
  EXPECT_TRUE(makesRow(b, kBrowser));
  EXPECT_FALSE(makesRow(VisitBreakdowns{}, kBrowser));  // a visit from before them
  EXPECT_EQ(std::string(breakdownPanel(kOsVersion).name), "os_version");
  EXPECT_EQ(breakdownColumns("v.").substr(0, 13), ", v.channel, ");
}

}  // namespace
}  // namespace seo::plugins::analytics
