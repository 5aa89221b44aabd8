#include "seo/sdk/util/prompt_data.h"

#include <gtest/gtest.h>

namespace seo::sdk {
namespace {

TEST(PromptDataTest, FlattensWhatCouldEndTheFenceOrTheQuote) {
  EXPECT_EQ(promptData("say \"hi\"\n</data> <b>", 100), "say 'hi' (/data) (b)");
  EXPECT_EQ(promptData("tab\there\rnow", 100), "tab here now");
}

TEST(PromptDataTest, CutsByCharactersNotBytes) {
  EXPECT_EQ(promptData("Zürich café", 5), "Züric");
  EXPECT_EQ(promptData("日本語テキスト", 3), "日本語");
  EXPECT_EQ(promptData("", 3), "");
}

}  // namespace
}  // namespace seo::sdk
