// A custom event's name, properties, revenue and interactive flag as the collect endpoints read
// them (custom_event.h), hostile bodies included, and the ISO 4217 currencies they accept.
#include "plugins/analytics/custom_event.h"

#include <gtest/gtest.h>

#include <string>

#include "plugins/analytics/currencies.h"
#include "plugins/analytics/stored_text.h"
#include "seo/sdk/util/json_parse.h"

namespace seo::plugins::analytics {
namespace {

seo::sdk::Result<EventDetails> read(const std::string& json) {
  rapidjson::Document body;
  seo::sdk::Status parsed = seo::sdk::json::parse(json, body);
  if (!parsed.isOk()) return parsed;
  return readEventDetails(body);
}

// The 400's message, or "ok".
std::string refusal(const std::string& json) {
  seo::sdk::Result<EventDetails> details = read(json);
  return details.isOk() ? "ok" : details.status().message();
}

std::string repeat(const std::string& text, std::size_t times) {
  std::string out;
  for (std::size_t i = 0; i < times; ++i) out += text;
  return out;
}

TEST(CustomEventTest, ABodyWithoutANameIsAPageview) {
  seo::sdk::Result<EventDetails> details = read(R"({"site":"s","url":"https://a.test/"})");
  ASSERT_TRUE(details.isOk()) << details.status().message();
  EXPECT_TRUE(details.value().isPageview());
  EXPECT_TRUE(details.value().props.empty());
  EXPECT_FALSE(details.value().revenue.has_value());
  EXPECT_TRUE(details.value().interactive);
  ASSERT_TRUE(read(R"({"name":"pageview"})").isOk());
  EXPECT_TRUE(read(R"({"name":"pageview"})").value().isPageview());
}

TEST(CustomEventTest, NamesPropertiesAndRevenueAreRead) {
  seo::sdk::Result<EventDetails> details =
      read(R"({"name":"Signup","props":{"plan":"pro","seats":3,"ratio":0.25,"trial":false},)"
           R"("revenue":{"currency":"EUR","amount":29.99},"interactive":false})");
  ASSERT_TRUE(details.isOk()) << details.status().message();
  EXPECT_EQ(details.value().name, "Signup");
  EXPECT_FALSE(details.value().isPageview());
  using Props = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(details.value().props,
            (Props{{"plan", "pro"}, {"seats", "3"}, {"ratio", "0.25"}, {"trial", "false"}}));
  ASSERT_TRUE(details.value().revenue.has_value());
  EXPECT_EQ(details.value().revenue->micros, 29990000);
  EXPECT_EQ(details.value().revenue->currency, "EUR");
  EXPECT_FALSE(details.value().interactive);
  // A pageview may carry properties (Plausible's pageview props), never a revenue.
  EXPECT_EQ(refusal(R"({"props":{"author":"Ada"}})"), "ok");
  EXPECT_NE(refusal(R"({"revenue":{"currency":"EUR","amount":1}})").find("revenue"),
            std::string::npos);
}

TEST(CustomEventTest, AmountsAreExactMillionths) {
  auto micros = [](const std::string& json) {
    rapidjson::Document amount;
    amount.Parse(json.c_str());
    return revenueMicros(amount);
  };
  EXPECT_EQ(micros(R"("29.99")"), 29990000);
  EXPECT_EQ(micros(R"("0.000001")"), 1);
  EXPECT_EQ(micros(R"("-5")"), -5000000);
  EXPECT_EQ(micros("29.99"), 29990000);
  EXPECT_EQ(micros("0.1"), 100000);
  EXPECT_EQ(micros("1000000000"), 1000000000LL * 1000000);
  EXPECT_EQ(micros(R"("1000000000.000000")"), 1000000000LL * 1000000);
  for (const char* bad : {R"("1.2345678")", R"("1.")", R"(".5")", R"("1e3")", R"("")", R"("-")",
                          R"("12a")", R"(" 1")", R"("1000000000.000001")", "1000000000.5", "1e300",
                          "true", "null", "[]", R"("99999999999999999999")"}) {
    EXPECT_EQ(micros(bad), std::nullopt) << bad;
  }
}

TEST(CustomEventTest, EachRefusalNamesItsField) {
  const std::string name_121 = "\"" + repeat("n", 121) + "\"";
  const std::string name_120_wide = "\"" + repeat("\xC3\xA9", 120) + "\"";  // 240 bytes
  EXPECT_EQ(refusal(R"({"name":)" + name_120_wide + "}"), "ok");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"name":)" + name_121 + "}", "name"},
      {R"({"name":""})", "name"},
      {R"({"name":7})", "name"},
      {R"({"name":"x","props":[1]})", "props"},
      {R"({"name":"x","props":"plan=pro"})", "props"},
      {R"({"name":"x","props":{"plan":{"nested":1}}})", "props.plan"},
      {R"({"name":"x","props":{"plan":[1]}})", "props.plan"},
      {R"({"name":"x","props":{"plan":null}})", "props.plan"},
      {R"({"name":"x","props":{"plan":""}})", "props.plan"},
      {R"({"name":"x","props":{"":"v"}})", "props"},
      {R"({"name":"x","props":{")" + repeat("k", 301) + R"(":"v"}})", "props"},
      {R"({"name":"x","props":{"k":")" + repeat("v", 2001) + R"("}})", "props.k"},
      {R"({"name":"x","props":{"k":"v","k":"w"}})", "props.k"},
      {R"({"name":"x","revenue":"29"})", "revenue"},
      {R"({"name":"x","revenue":{"amount":29}})", "revenue.currency"},
      {R"({"name":"x","revenue":{"currency":"EUR"}})", "revenue.amount"},
      {R"({"name":"x","revenue":{"currency":"eur","amount":1}})", "revenue.currency"},
      {R"({"name":"x","revenue":{"currency":"XXQ","amount":1}})", "revenue.currency"},
      {R"({"name":"x","revenue":{"currency":"EURO","amount":1}})", "revenue.currency"},
      {R"({"name":"x","revenue":{"currency":"EUR","amount":"lots"}})", "revenue.amount"},
      {R"({"name":"x","interactive":"no"})", "interactive"},
  };
  for (const auto& [json, field] : cases) {
    std::string message = refusal(json);
    EXPECT_NE(message.find(field), std::string::npos) << json << " -> " << message;
    EXPECT_NE(message, "ok") << json;
  }
  // Values at the limits pass: 30 properties, a 300-character key, a 2000-character value.
  std::string thirty;
  for (int i = 0; i < 30; ++i) thirty += (i ? "," : "") + ("\"k" + std::to_string(i) + "\":1");
  EXPECT_EQ(refusal(R"({"name":"x","props":{)" + thirty + "}}"), "ok");
  EXPECT_EQ(refusal(R"({"name":"x","props":{")" + repeat("k", 300) + R"(":")" + repeat("v", 2000) +
                    R"("}})"),
            "ok");
}

TEST(CustomEventTest, HostileBodiesAreRefusedWhole) {
  // 10 000 keys: refused by count, whatever they hold.
  std::string many = R"({"name":"x","props":{)";
  for (int i = 0; i < 10000; ++i) many += (i ? "," : "") + ("\"k" + std::to_string(i) + "\":\"v\"");
  many += "}}";
  EXPECT_NE(refusal(many).find("at most 30"), std::string::npos) << refusal(many);
  // Deep nesting, NUL and invalid UTF-8 stop at the parser, naming where.
  std::string deep = R"({"name":"x","props":{"k":)" + repeat("[", 5000) + repeat("]", 5000) + "}}";
  EXPECT_NE(refusal(deep).find("deeper"), std::string::npos) << refusal(deep);
  EXPECT_NE(refusal(R"({"name":"x","props":{"k":"a\u0000b"}})").find("props.k"), std::string::npos);
  EXPECT_NE(refusal("{\"name\":\"x\",\"props\":{\"k\":\"\xFF\"}}").find("UTF-8"),
            std::string::npos);
}

// Within Plausible's limits in characters, a key past 300 bytes and a value past 800 are kept
// shortened (stored_text.h): their start in whole characters, an ellipsis, 16 hex digits of the
// whole text's SHA-256; two long texts that start alike stay apart.
TEST(CustomEventTest, KeysAndValuesPastTheirBytesAreKeptShortened) {
  const std::string key = repeat("\xC3\xA9", 200);  // 200 characters, 400 bytes
  const std::string value = repeat("v", 2000);
  seo::sdk::Result<EventDetails> details =
      read(R"({"name":"x","props":{")" + key + R"(":")" + value + R"(","short":")" +
           repeat("w", 800) + R"("}})");
  ASSERT_TRUE(details.isOk()) << details.status().message();
  const auto& props = details.value().props;
  ASSERT_EQ(props.size(), 2u);
  EXPECT_EQ(props[0].first, storedText(key, kMaxStoredPropKeyBytes));
  EXPECT_LE(props[0].first.size(), 300u);
  EXPECT_EQ(props[0].first.substr(0, 280), key.substr(0, 280)) << "no character cut in two";
  EXPECT_EQ(props[0].first.substr(props[0].first.size() - 19, 3), "\xE2\x80\xA6");
  EXPECT_EQ(props[0].second.size(), 800u);
  EXPECT_EQ(props[1].second, repeat("w", 800)) << "at the bound, kept whole";

  EXPECT_NE(storedText(value, 800), storedText(value + "x", 800));
  EXPECT_EQ(storedText(value, 800), storedText(value, 800));
  EXPECT_EQ(storedText(storedText(value, 800), 800), storedText(value, 800)) << "kept as it is";
  // A three-byte character across the cut stays whole.
  const std::string three = "a" + repeat("\xE2\x82\xAC", 400);
  const std::string kept = storedText(three, 800);
  EXPECT_EQ(kept.size(), 1 + 3 * ((800 - 19 - 1) / 3) + 19u);
  EXPECT_EQ(kept.substr(0, kept.size() - 19), three.substr(0, kept.size() - 19));
}

TEST(CurrenciesTest, IsoCodesFromTheDataSet) {
  for (const char* code : {"EUR", "USD", "JPY", "GBP", "CHF", "SEK", "BRL"}) {
    EXPECT_TRUE(isCurrencyCode(code)) << code;
  }
  for (const char* code : {"eur", "Eur", "EURO", "", "XYZ", "E", "ZZZ"}) {
    EXPECT_FALSE(isCurrencyCode(code)) << code;
  }
}

}  // namespace
}  // namespace seo::plugins::analytics
