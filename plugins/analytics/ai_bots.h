// AI crawlers and AI assistants' fetchers, recognized by their User-Agent from the list kept in
// plugins/analytics/ai_bots.tsv (see the file's header for its format and sources).
//
//   if (const AiBot* bot = AiBotList::builtIn().match(user_agent)) {
//     // bot->name "GPTBot", bot->operator_name "OpenAI", bot->purpose "training"
//   }
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::plugins::analytics {

// One line of the list.
struct AiBot {
  std::string token;          // looked for anywhere in a User-Agent, ignoring ASCII case
  std::string name;           // display name
  std::string operator_name;  // who runs it, e.g. "OpenAI"
  std::string purpose;        // "training", "search", "assistant" or "other"
};

// An ordered list of AI bots; the first whose token occurs in a User-Agent is the match.
// Immutable once built, so any number of threads may share one.
class AiBotList {
 public:
  // The list in `tsv` (the format of ai_bots.tsv). InvalidArgument naming the line ("line 12:
  // ...") when a line has other than four tab-separated fields, an empty field, an unknown
  // purpose, or a token containing an earlier line's token (it could never match).
  static seo::sdk::Result<AiBotList> parse(std::string_view tsv);

  // The list embedded from ai_bots.tsv at build time, parsed on first use.
  static const AiBotList& builtIn();

  // The first bot whose token occurs in `user_agent`, or nullptr. The pointer lives as long as
  // this list.
  const AiBot* match(std::string_view user_agent) const;

  // All bots, in file order.
  const std::vector<AiBot>& bots() const { return bots_; }

 private:
  AiBotList() = default;

  std::vector<AiBot> bots_;
  std::vector<std::string> folded_tokens_;  // bots_[i].token in lower case, for match()
};

}  // namespace seo::plugins::analytics
