#include "plugins/content/offline_draft.h"

#include <vector>

#include "plugins/content/article.h"
#include "plugins/content/slug_folding.h"
#include "seo/sdk/util/json_text.h"

namespace seo::plugins::content {

namespace {

std::vector<std::string> headingsFor(const std::string& type, const std::string& topic) {
  if (type == "listicle") {
    return {"Why " + topic + " matters", "1. Start with the basics", "2. Pick the right tools",
            "3. Learn from others",      "4. Measure what works",    "Wrapping up"};
  }
  if (type == "how-to") {
    return {"What you need", "Step 1: Prepare", "Step 2: Do the work", "Step 3: Check the result",
            "Common problems"};
  }
  if (type == "comparison") {
    return {"The options", "How they differ", "Which to choose", "Verdict"};
  }
  if (type == "review") {
    return {"What we looked at", "Strengths", "Weaknesses", "Verdict"};
  }
  if (type == "news") return {"What happened", "Background", "What comes next"};
  return {"What " + topic + " is", "Why " + topic + " matters", "How to get started",
          "Mistakes to avoid", "Conclusion"};
}

}  // namespace

ArticlePlan offlinePlan(const PlanInput& in) {
  ArticlePlan plan;
  plan.title = in.title ? *in.title : in.topic;
  plan.slug = slugOf(plan.title);
  plan.meta_description = std::string(seo::sdk::utf8::truncated(
      "An article about " + in.topic + " (outline drafted offline, without a language model).",
      kMaxMetaDescriptionChars));
  rapidjson::Document outline(rapidjson::kArrayType);
  auto& a = outline.GetAllocator();
  for (const std::string& h : headingsFor(in.article_type, in.topic)) {
    rapidjson::Value section(rapidjson::kObjectType);
    section.AddMember("heading", seo::sdk::json::string(seo::sdk::utf8::truncated(h, 200), a), a);
    section.AddMember("points", rapidjson::Value(rapidjson::kArrayType), a);
    outline.PushBack(section, a);
  }
  plan.outline = seo::sdk::json::text(outline);
  return plan;
}

std::string offlineArticle(const ArticleRecord& a) {
  std::string md =
      "> This draft was written offline from a template: no language model is configured. "
      "Replace it by hand, or generate it again once a model is set up.\n\n";
  rapidjson::Document outline;
  outline.Parse(a.outline.c_str());
  if (!outline.IsArray()) return md;
  for (const auto& section : outline.GetArray()) {
    if (!section.IsObject() || !section.HasMember("heading") || !section["heading"].IsString()) {
      continue;
    }
    md += "## " + std::string(section["heading"].GetString()) + "\n\n";
    md += "Write about " + std::string(section["heading"].GetString()) + " here.\n\n";
    if (!section.HasMember("points") || !section["points"].IsArray()) continue;
    for (const auto& point : section["points"].GetArray()) {
      if (point.IsString()) md += "- " + std::string(point.GetString()) + "\n";
    }
    md += "\n";
  }
  return md;
}

}  // namespace seo::plugins::content
