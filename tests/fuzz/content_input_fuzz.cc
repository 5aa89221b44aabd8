// libFuzzer: what the content module reads from callers and from the model: an outline, the
// automation's settings, the model's plan and article, Markdown, and RFC 3339 date-times. The
// first byte picks the reader. Whatever they accept keeps their documented invariants.
#include <rapidjson/document.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "plugins/content/article_prompts.h"
#include "plugins/content/automation_settings.h"
#include "plugins/content/content_values.h"
#include "plugins/content/markdown.h"
#include "plugins/content/slug_folding.h"
#include "plugins/content/zone_time.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/utf8.h"

namespace content = seo::plugins::content;
namespace dates = seo::sdk::dates;

namespace {

// `text` as a JSON document, or null when it is not one the API would accept.
bool parse(std::string_view text, rapidjson::Document* out) {
  return seo::sdk::json::parse(text, *out).isOk();
}

void checkOutline(const std::string& stored) {
  rapidjson::Document d;
  d.Parse(stored.c_str());
  if (!d.IsArray() || d.Empty() || d.Size() > 30) std::abort();
  for (const auto& s : d.GetArray()) {
    if (!s.IsObject() || !s["heading"].IsString() || !s["points"].IsArray()) std::abort();
    if (s["heading"].GetStringLength() == 0) std::abort();
    if (s["points"].Size() > 20) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  rapidjson::Document doc;
  switch (data[0] % 5) {
    case 0: {
      if (!parse(text, &doc) || !doc.IsObject()) break;
      auto outline = content::bodyOutline(doc, "outline");
      if (outline.isOk() && outline.value()) checkOutline(*outline.value());
      auto slug = content::bodySlug(doc, "slug");
      if (slug.isOk() && slug.value() && !content::isSlug(*slug.value())) std::abort();
      break;
    }
    case 1: {
      if (!parse(text, &doc) || !doc.IsObject()) break;
      content::AutomationSettings s;
      if (!content::applyAutomationPatch(doc, &s).isOk()) break;
      if (s.articles_per_week < 1 || s.articles_per_week > 21) std::abort();
      if (s.publish_minute < 0 || s.publish_minute > 1439) std::abort();
      if (s.publish_days.empty() || s.publish_days.size() > 7) std::abort();
      for (std::size_t i = 0; i < s.publish_days.size(); ++i) {
        if (s.publish_days[i] < 0 || s.publish_days[i] > 6) std::abort();
        if (i > 0 && s.publish_days[i] <= s.publish_days[i - 1]) std::abort();
      }
      if (!content::isTimeZone(s.time_zone)) std::abort();
      break;
    }
    case 2: {
      content::PlanInput in{"topic", std::nullopt, "standard", "en"};
      auto plan = content::readPlan(std::string(text), in);
      if (!plan.isOk()) break;
      if (!content::isSlug(plan.value().slug)) std::abort();
      if (plan.value().title.empty()) std::abort();
      checkOutline(plan.value().outline);
      if (!seo::sdk::utf8::isValid(plan.value().meta_description)) std::abort();
      break;
    }
    case 3: {
      std::string html = content::markdownToHtml(text);
      if (!seo::sdk::utf8::isValid(html)) std::abort();
      if (html.find("<script") != std::string::npos) std::abort();
      break;
    }
    case 4: {
      std::optional<std::int64_t> ms = dates::msOfDateTime(text);
      if (!ms) break;
      // Whatever it reads is an instant the server writes and reads back the same.
      if (dates::msOfIso(dates::isoOfMs(*ms)) != ms) std::abort();
      break;
    }
  }
  return 0;
}
