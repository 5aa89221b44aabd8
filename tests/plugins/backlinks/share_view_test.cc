#include "plugins/backlinks/share_view.h"

#include <gtest/gtest.h>

#include "seo/sdk/util/json_text.h"

namespace seo::plugins::backlinks {
namespace {

TEST(ShareViewTest, AnUnreadPageSaysSoWithoutWhy) {
  const std::string policy =
      "no public address for trailblog.test (private addresses are refused: "
      "outbound.allow_private_addresses)";
  EXPECT_EQ(sharedReasoning("Invites guest posts." + std::string(kPageNotReadNote) + policy + "."),
            "Invites guest posts. The page was not read.");
  // Rescored by the model: its reasoning and name first, the note kept last.
  EXPECT_EQ(sharedReasoning("The model judged it relevant. (gpt-test)" +
                            std::string(kPageNotReadNote) + "robots.txt disallows /write."),
            "The model judged it relevant. (gpt-test) The page was not read.");
  EXPECT_EQ(sharedReasoning("Invites guest posts."), "Invites guest posts.");
  EXPECT_EQ(sharedReasoning(""), "");
}

TEST(ShareViewTest, TheProgressKeepsItsFiguresAndLosesItsDetail) {
  rapidjson::Document d(rapidjson::kObjectType);
  rapidjson::Value v = sharedProgress(
      R"json({"stage": "failed", "percent": 30, "opportunities_found": 2,
          "search_source": "offline", "estimate": true,
          "note": "No search results: no SERP provider is configured (providers.dataforseo)",
          "error": "search: no public address for serp.example (outbound.allow_private_addresses)",
          "ai": "heuristic scores: LLM: no public address for 10.0.0.5",
          "started_at": "2026-01-01T00:00:00.000Z", "finished_at": null})json",
      d.GetAllocator());
  EXPECT_EQ(seo::sdk::json::text(v),
            R"({"stage":"failed","percent":30,"opportunities_found":2,"search_source":"offline",)"
            R"("estimate":true,"note":null,"error":"The research met an error.",)"
            R"("ai":"heuristic scores","started_at":"2026-01-01T00:00:00.000Z",)"
            R"("finished_at":null})");
  rapidjson::Value scored = sharedProgress(R"json({"stage": "completed", "note": null,
          "error": null, "ai": "scored by gpt-test (812 tokens)"})json",
                                           d.GetAllocator());
  EXPECT_EQ(seo::sdk::json::text(scored),
            R"({"stage":"completed","note":null,"error":null,"ai":"scored by a language model"})");
  EXPECT_EQ(seo::sdk::json::text(sharedProgress("not json", d.GetAllocator())), "{}");
}

}  // namespace
}  // namespace seo::plugins::backlinks
