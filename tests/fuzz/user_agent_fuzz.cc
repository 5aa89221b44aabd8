// libFuzzer: the AI bot list and the automated-agent test on any user agent. A match is a bot of
// the list whose token occurs in the user agent.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "plugins/analytics/ai_bots.h"
#include "plugins/analytics/automated_agents.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view agent(reinterpret_cast<const char*>(data), size);
  const auto* bot = seo::plugins::analytics::AiBotList::builtIn().match(agent);
  if (bot != nullptr && bot->name.empty()) std::abort();
  static_cast<void>(seo::plugins::analytics::looksAutomated(agent));
  return 0;
}
