// libFuzzer: what the AI visibility module reads from language models: an answer (the brands
// it names, the URLs it cites), the judge's verdict, and suggested prompts. The first byte
// picks the reader. Whatever comes in, the documented invariants hold.
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "plugins/ai_visibility/mention_detection.h"
#include "plugins/ai_visibility/prompt_suggestions.h"
#include "plugins/ai_visibility/visibility_judge.h"
#include "seo/sdk/util/utf8.h"

namespace av = seo::plugins::ai_visibility;

namespace {

const std::vector<av::TrackedBrand> kBrands = {
    {"Acme", "acme.com"}, {"Café Nova", "cafe-nova.fr"}, {"Hub Spot", ""}, {"X", "x.io"}};

bool isHostText(const std::string& host) {
  if (host.empty() || host.size() > 253) return false;
  for (char c : host) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-')) return false;
  }
  return true;
}

void checkAnswer(std::string_view text) {
  av::Citations citations = av::citationsOf(text, {std::string(text.substr(0, 80))});
  if (citations.urls.size() > 200 || citations.domains.size() > citations.urls.size()) std::abort();
  for (const std::string& d : citations.domains) {
    if (!isHostText(d)) std::abort();
  }
  std::vector<av::BrandDetection> found = av::detectMentions(text, kBrands, citations);
  if (found.size() != kBrands.size()) std::abort();
  std::set<int> positions;
  int named = 0;
  for (const av::BrandDetection& d : found) {
    if (d.mentioned != (d.position > 0) || d.mentioned != (d.mentions > 0)) std::abort();
    if (d.mentioned) {
      ++named;
      if (!positions.insert(d.position).second) std::abort();
    }
  }
  // Positions are exactly 1..named.
  if (!positions.empty() && (*positions.begin() != 1 || *positions.rbegin() != named)) {
    std::abort();
  }
}

void checkVerdict(const std::string& text) {
  const std::vector<std::string> tracked = {"Acme", "Globex"};
  seo::sdk::Result<av::Verdict> verdict = av::readVerdict(text, tracked);
  if (!verdict.isOk()) return;
  if (verdict.value().other_brands.size() > 30) std::abort();
  for (const std::string& o : verdict.value().other_brands) {
    if (o.empty() || !seo::sdk::utf8::isCleanText(o) || o == "Acme") std::abort();
  }
  for (const auto& [name, sentiment] : verdict.value().sentiments) {
    if (name != "Acme" && name != "Globex") std::abort();
    if (sentiment != "positive" && sentiment != "neutral" && sentiment != "negative") std::abort();
  }
}

void checkSuggestions(const std::string& text) {
  auto prompts = av::readSuggestedPrompts(text, 5);
  if (!prompts.isOk()) return;
  if (prompts.value().empty() || prompts.value().size() > 5) std::abort();
  for (const av::PromptSuggestion& p : prompts.value()) {
    if (p.prompt.empty() || !seo::sdk::utf8::isCleanText(p.prompt)) std::abort();
    if (seo::sdk::utf8::characterCount(p.prompt) > 300) std::abort();
    if (!seo::sdk::utf8::isCleanText(p.keyword)) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0] % 3) {
    case 0:
      checkAnswer(text);
      break;
    case 1:
      checkVerdict(text);
      break;
    default:
      checkSuggestions(text);
      break;
  }
  return 0;
}
