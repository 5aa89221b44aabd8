// The AI bot list: the file kept in plugins/analytics/ai_bots.tsv (its embedding, its contents,
// its order rule), matching real crawler User-Agents, and the parser's errors.
#include "plugins/analytics/ai_bots.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "plugins/analytics/embedded_text.h"
#include "tests/testing/build_paths.h"

namespace seo::plugins::analytics {
namespace {

using seo::sdk::Code;

std::string lower(std::string text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return text;
}

// The bot matched for `user_agent`, as "token/purpose", or "none".
std::string matched(std::string_view user_agent) {
  const AiBot* bot = AiBotList::builtIn().match(user_agent);
  return bot == nullptr ? "none" : bot->token + "/" + bot->purpose;
}

TEST(AiBotListTest, TheEmbeddedCopyIsTheFileByteForByte) {
  std::ifstream file(seo::testing::aiBotsFile(), std::ios::binary);
  ASSERT_TRUE(file) << seo::testing::aiBotsFile();
  std::stringstream contents;
  contents << file.rdbuf();
  EXPECT_EQ(contents.str(), std::string(kAiBotsTsv));
  EXPECT_EQ(kAiBotsTsv.data()[kAiBotsTsv.size()], '\0');
}

TEST(AiBotListTest, TheFileParsesAndDocumentsItself) {
  auto parsed = AiBotList::parse(kAiBotsTsv);
  ASSERT_TRUE(parsed.isOk()) << parsed.status().message();
  EXPECT_EQ(parsed.value().bots().size(), AiBotList::builtIn().bots().size());
  EXPECT_GE(AiBotList::builtIn().bots().size(), 40u);
  ASSERT_EQ(kAiBotsTsv.substr(0, 2), "# ");
  for (const char* words : {"Sources:", "ai.robots.txt", "token", "name", "operator", "purpose",
                            "training", "search", "assistant", "other", "longer, more specific"}) {
    EXPECT_NE(kAiBotsTsv.find(words), std::string_view::npos) << words;
  }
}

// The crawlers every public AI blocklist names.
constexpr const char* kWellKnownTokens[] = {
    // OpenAI, Anthropic, Perplexity.
    "GPTBot", "ChatGPT-User", "OAI-SearchBot", "ClaudeBot", "Claude-User", "Claude-SearchBot",
    "anthropic-ai", "claude-web", "PerplexityBot", "Perplexity-User",
    // Google, Apple, Meta, Amazon, ByteDance.
    "Google-Extended", "GoogleOther", "Google-CloudVertexBot", "Gemini-Deep-Research",
    "Applebot-Extended", "Applebot", "Meta-ExternalAgent", "Meta-ExternalFetcher", "FacebookBot",
    "Amazonbot", "Bytespider",
    // Everyone else.
    "CCBot", "cohere-ai", "cohere-training-data-crawler", "Diffbot", "YouBot", "MistralAI-User",
    "DuckAssistBot", "AI2Bot", "Ai2Bot-Dolma", "omgili", "omgilibot", "ImagesiftBot", "PetalBot",
    "Timpibot", "Webzio-Extended", "Kangaroo Bot", "iaskspider", "PanguBot"};

TEST(AiBotListTest, TheFileNamesTheWellKnownAiCrawlers) {
  std::string tokens;
  for (const AiBot& bot : AiBotList::builtIn().bots()) tokens += "|" + bot.token + "|";
  for (const char* token : kWellKnownTokens) {
    EXPECT_NE(tokens.find("|" + std::string(token) + "|"), std::string::npos) << token;
  }
  EXPECT_EQ(tokens.find("|Scrapy|"), std::string::npos);  // a tool, not an AI crawler
}

// First match wins, so no token may contain an earlier one: each token must find its own line.
TEST(AiBotListTest, TheFileListsLongerMoreSpecificTokensFirst) {
  const std::vector<AiBot>& bots = AiBotList::builtIn().bots();
  for (std::size_t i = 0; i < bots.size(); ++i) {
    for (std::size_t j = i + 1; j < bots.size(); ++j) {
      EXPECT_EQ(lower(bots[j].token).find(lower(bots[i].token)), std::string::npos)
          << bots[j].token << " comes after " << bots[i].token << ", which it contains";
    }
    const AiBot* found =
        AiBotList::builtIn().match("Mozilla/5.0 (compatible; " + bots[i].token + "/1.0)");
    ASSERT_NE(found, nullptr) << bots[i].token;
    EXPECT_EQ(found->token, bots[i].token);
  }
}

TEST(AiBotListTest, MatchesRealCrawlerUserAgents) {
  EXPECT_EQ(matched("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; "
                    "+https://openai.com/gptbot)"),
            "GPTBot/training");
  EXPECT_EQ(matched("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; "
                    "ChatGPT-User/1.0; +https://openai.com/bot"),
            "ChatGPT-User/assistant");
  EXPECT_EQ(matched("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; "
                    "OAI-SearchBot/1.0; +https://openai.com/searchbot"),
            "OAI-SearchBot/search");
  EXPECT_EQ(matched("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
                    "ClaudeBot/1.0; +claudebot@anthropic.com)"),
            "ClaudeBot/training");
  EXPECT_EQ(matched("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
                    "Claude-User/1.0; +Claude-User@anthropic.com)"),
            "Claude-User/assistant");
  EXPECT_EQ(matched("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
                    "PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)"),
            "PerplexityBot/search");
  EXPECT_EQ(matched("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
                    "Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)"),
            "Perplexity-User/assistant");
  EXPECT_EQ(matched("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, "
                    "like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; "
                    "+http://www.apple.com/go/applebot)"),
            "Applebot/search");
  EXPECT_EQ(matched("meta-externalagent/1.1 "
                    "(+https://developers.facebook.com/docs/sharing/webmasters/crawler)"),
            "Meta-ExternalAgent/training");
  EXPECT_EQ(matched("Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) "
                    "Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)"),
            "Bytespider/training");
  EXPECT_EQ(matched("CCBot/2.0 (https://commoncrawl.org/faq/)"), "CCBot/training");
  EXPECT_EQ(matched("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amazonbot/0.1; "
                    "+https://developer.amazon.com/support/amazonbot) Chrome/119.0.6045.214 "
                    "Safari/537.36"),
            "Amazonbot/training");
  EXPECT_EQ(matched("Mozilla/5.0 (compatible; GoogleOther)"), "GoogleOther/other");
  EXPECT_EQ(matched("omgilibot/0.3 +http://omgili.com"), "omgilibot/training");
  EXPECT_EQ(matched("Mozilla/5.0 (compatible; omgili/0.5 +http://omgili.com)"), "omgili/training");
  EXPECT_EQ(matched("Mozilla/5.0 (compatible) Ai2Bot-Dolma (+https://www.allenai.org/crawler)"),
            "Ai2Bot-Dolma/training");
  EXPECT_EQ(matched("Mozilla/5.0 (compatible; Kangaroo Bot/1.0)"), "Kangaroo Bot/training");
  EXPECT_EQ(matched("GPTBOT/1.0"), "GPTBot/training");  // any case
}

TEST(AiBotListTest, OtherAgentsAreNotAiBots) {
  EXPECT_EQ(matched(""), "none");
  EXPECT_EQ(matched("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
            "none");
  EXPECT_EQ(matched("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"),
            "none");
  EXPECT_EQ(matched("facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"),
            "none");
  EXPECT_EQ(matched("Scrapy/2.11.0 (+https://scrapy.org)"), "none");
  EXPECT_EQ(matched("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like "
                    "Gecko) Chrome/120.0.0.0 Safari/537.36"),
            "none");
  EXPECT_EQ(matched("Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 "
                    "(KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1"),
            "none");
}

TEST(AiBotListTest, ParsesCommentsBlankLinesCrLfAndSpaces) {
  auto list = AiBotList::parse(
      "# a comment\r\n\r\n  \t \nAlphaBot\tAlpha\tAlpha Inc\ttraining\r\n"
      " Beta-User \t Beta \tBeta Labs\tassistant");
  ASSERT_TRUE(list.isOk()) << list.status().message();
  ASSERT_EQ(list.value().bots().size(), 2u);
  const AiBot& beta = list.value().bots()[1];
  EXPECT_EQ(beta.token, "Beta-User");
  EXPECT_EQ(beta.name, "Beta");
  EXPECT_EQ(beta.operator_name, "Beta Labs");
  EXPECT_EQ(beta.purpose, "assistant");
  EXPECT_EQ(list.value().match("x beta-user/2")->name, "Beta");
  EXPECT_EQ(list.value().match("AlphaBo"), nullptr);

  auto empty = AiBotList::parse("# nothing yet\n");
  ASSERT_TRUE(empty.isOk());
  EXPECT_TRUE(empty.value().bots().empty());
}

// The error of parsing `tsv`, which must fail with InvalidArgument.
std::string errorOf(std::string_view tsv) {
  auto list = AiBotList::parse(tsv);
  EXPECT_FALSE(list.isOk());
  EXPECT_EQ(list.status().code(), Code::InvalidArgument);
  return list.status().message();
}

TEST(AiBotListTest, ErrorsNameTheLine) {
  EXPECT_EQ(errorOf("# header\nA\tB\tC\n"),
            "AI bot list: line 2: expected 4 tab-separated fields (token, name, operator, "
            "purpose), found 3");
  EXPECT_EQ(errorOf("A\tB\tC\tsearch\tD\n"),
            "AI bot list: line 1: expected 4 tab-separated fields (token, name, operator, "
            "purpose), found 5");
  EXPECT_EQ(errorOf("A\tB\tC\tsearch\n\nB\t\tC\ttraining\n"), "AI bot list: line 3: empty field");
  EXPECT_EQ(errorOf("A\tB\tC\tscraping\n"),
            "AI bot list: line 1: purpose must be training, search, assistant or other, not "
            "'scraping'");
  EXPECT_EQ(errorOf("Applebot\tApplebot\tApple\tsearch\n"
                    "Applebot-Extended\tApplebot-Extended\tApple\ttraining\n"),
            "AI bot list: line 2: token 'Applebot-Extended' can never match: it contains the "
            "token of line 1 ('Applebot'), which wins first; put longer, more specific tokens "
            "first");
  EXPECT_EQ(errorOf("GPTBot\tGPTBot\tOpenAI\ttraining\n# again\ngptbot\tGPTBot\tOpenAI\tsearch\n"),
            "AI bot list: line 3: token 'gptbot' repeats line 1 ('GPTBot')");
}

}  // namespace
}  // namespace seo::plugins::analytics
