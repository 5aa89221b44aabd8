// libFuzzer: what the analytics module reads from a user agent and a page's address, on any
// bytes: the AI bot list, the automated-agent test, uap-core's browser and OS (RE2 over the whole
// data set, uncached), the device class, the UTM fields of a query and the channel they give. A
// match is a bot of the list whose token occurs in the user agent; a browser is always named; a
// UTM value is clean UTF-8 of at most kMaxUtmBytes.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "plugins/analytics/ai_bots.h"
#include "plugins/analytics/automated_agents.h"
#include "plugins/analytics/campaign.h"
#include "plugins/analytics/channels.h"
#include "plugins/analytics/user_agents.h"
#include "seo/sdk/util/utf8.h"

namespace analytics = seo::plugins::analytics;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view agent(reinterpret_cast<const char*>(data), size);
  const auto* bot = analytics::AiBotList::builtIn().match(agent);
  if (bot != nullptr && bot->name.empty()) std::abort();
  static_cast<void>(analytics::looksAutomated(agent));
  const analytics::UserAgentInfo info = analytics::UserAgents::builtIn().parseUncached(agent);
  if (info.browser.empty() || info.os.empty()) std::abort();
  if (analytics::deviceClass(0, agent).empty()) std::abort();
  const analytics::Campaign utm = analytics::campaignOf(agent);
  for (const std::string* value :
       {&utm.source, &utm.medium, &utm.campaign, &utm.term, &utm.content}) {
    if (value->size() > analytics::kMaxUtmBytes || !seo::sdk::utf8::isCleanText(*value)) {
      std::abort();
    }
  }
  if (analytics::channelOf(agent, utm).empty()) std::abort();
  return 0;
}
