// libFuzzer: what a backlink research reads from sites it does not control, and from the model:
// a prospect's HTML page (libxml2's HTML parser), its robots.txt, and the LLM's review. The
// first byte picks the reader. Whatever they keep is clean text within their documented limits.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "plugins/backlinks/page_facts.h"
#include "plugins/backlinks/research_review.h"
#include "plugins/backlinks/robots_txt.h"
#include "seo/sdk/util/utf8.h"

namespace backlinks = seo::plugins::backlinks;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0] % 3) {
    case 0: {
      backlinks::PageFacts facts = backlinks::readPage(text, "https://prospect.example/page");
      if (facts.emails.size() > backlinks::kMaxEmails) std::abort();
      if (facts.contact_pages.size() > backlinks::kMaxContactPages) std::abort();
      if (facts.text.size() > backlinks::kMaxText) std::abort();
      if (facts.nofollow_links > facts.external_links) std::abort();
      for (const std::string& e : facts.emails) {
        if (!backlinks::isContactEmail(e)) std::abort();
      }
      for (const std::string& p : facts.contact_pages) {
        if (p.rfind("https://prospect.example/", 0) != 0) std::abort();
      }
      break;
    }
    case 1: {
      backlinks::RobotsTxt robots = backlinks::RobotsTxt::parse(text);
      (void)robots.allows("seo-server", "/write-for-us?x=1");
      (void)robots.allows("seo-server", "/");
      break;
    }
    case 2: {
      backlinks::ResearchBrief brief;
      brief.prospects = {{"00000000-0000-4000-8000-000000000001", "https://a.example/", "", "",
                          "guest_post"}};
      auto review = backlinks::readReview(text, brief);
      if (!review.isOk()) break;
      for (const auto& [id, scored] : review.value().by_id) {
        if (id != brief.prospects[0].id) std::abort();
        if (scored.relevance_score < 0 || scored.relevance_score > 100) std::abort();
        if (!seo::sdk::utf8::isCleanText(scored.reasoning)) std::abort();
      }
      if (!seo::sdk::utf8::isCleanText(review.value().strategies_json)) std::abort();
      break;
    }
  }
  return 0;
}
