#include "plugins/analytics/ai_bots.h"

#include <utility>

#include "plugins/analytics/embedded_text.h"
#include "seo/sdk/util/ascii.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::string_view trimSpaces(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

bool isBlank(std::string_view line) {
  return line.find_first_not_of(" \t") == std::string_view::npos;
}

bool isPurpose(std::string_view purpose) {
  return purpose == "training" || purpose == "search" || purpose == "assistant" ||
         purpose == "other";
}

Status lineError(std::size_t line_number, const std::string& why) {
  return Status::invalidArgument("AI bot list: line " + std::to_string(line_number) + ": " + why);
}

}  // namespace

Result<AiBotList> AiBotList::parse(std::string_view tsv) {
  AiBotList list;
  std::vector<std::size_t> line_numbers;  // of each bot, for the ordering error
  std::size_t line_number = 0;
  while (!tsv.empty()) {
    std::size_t end = tsv.find('\n');
    std::string_view line = tsv.substr(0, end);
    tsv.remove_prefix(end == std::string_view::npos ? tsv.size() : end + 1);
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (isBlank(line) || line.front() == '#') continue;

    std::vector<std::string_view> fields;
    for (std::size_t start = 0;;) {
      std::size_t tab = line.find('\t', start);
      fields.push_back(trimSpaces(line.substr(start, tab - start)));
      if (tab == std::string_view::npos) break;
      start = tab + 1;
    }
    if (fields.size() != 4) {
      return lineError(line_number,
                       "expected 4 tab-separated fields (token, name, operator, purpose), found " +
                           std::to_string(fields.size()));
    }
    for (std::string_view field : fields) {
      if (field.empty()) return lineError(line_number, "empty field");
    }
    if (!isPurpose(fields[3])) {
      return lineError(line_number, "purpose must be training, search, assistant or other, not '" +
                                        std::string(fields[3]) + "'");
    }
    std::string folded = seo::sdk::ascii::lower(fields[0]);
    for (std::size_t i = 0; i < list.folded_tokens_.size(); ++i) {
      if (folded.find(list.folded_tokens_[i]) == std::string::npos) continue;
      std::string earlier =
          "line " + std::to_string(line_numbers[i]) + " ('" + list.bots_[i].token + "')";
      if (folded == list.folded_tokens_[i]) {
        return lineError(line_number, "token '" + std::string(fields[0]) + "' repeats " + earlier);
      }
      return lineError(line_number, "token '" + std::string(fields[0]) +
                                        "' can never match: it contains the token of " + earlier +
                                        ", which wins first; put longer, more specific tokens "
                                        "first");
    }
    list.bots_.push_back(AiBot{std::string(fields[0]), std::string(fields[1]),
                               std::string(fields[2]), std::string(fields[3])});
    list.folded_tokens_.push_back(std::move(folded));
    line_numbers.push_back(line_number);
  }
  return list;
}

const AiBotList& AiBotList::builtIn() {
  // A function-local static is initialized exactly once, even when threads race to it.
  static const AiBotList list = [] {
    Result<AiBotList> parsed = parse(kAiBotsTsv);
    // ai_bots_test proves the embedded file parses; an empty list is only a last resort.
    return parsed.isOk() ? std::move(parsed).value() : AiBotList();
  }();
  return list;
}

const AiBot* AiBotList::match(std::string_view user_agent) const {
  if (user_agent.empty()) return nullptr;
  std::string folded = seo::sdk::ascii::lower(user_agent);
  for (std::size_t i = 0; i < bots_.size(); ++i) {
    if (folded.find(folded_tokens_[i]) != std::string::npos) return &bots_[i];
  }
  return nullptr;
}

}  // namespace seo::plugins::analytics
