// Plausible's Events API body (plausible_event.h): its script's one-letter keys and the
// documented names read as the collect body, the older script's meta text, null properties left
// out, and each refusal naming the field as it was sent.
#include "plugins/analytics/plausible_event.h"

#include <gtest/gtest.h>

#include <string>

#include "plugins/analytics/custom_event.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/json_text.h"

namespace seo::plugins::analytics {
namespace {

seo::sdk::Result<PlausibleEvent> read(const std::string& json) {
  rapidjson::Document sent;
  seo::sdk::Status parsed = seo::sdk::json::parse(json, sent);
  if (!parsed.isOk()) return parsed;
  return readPlausibleEvent(sent);
}

std::string bodyOf(const std::string& json) {
  seo::sdk::Result<PlausibleEvent> event = read(json);
  if (!event.isOk()) return "refused: " + event.status().message();
  return seo::sdk::json::text(event.value().body);
}

std::string refusal(const std::string& json) {
  seo::sdk::Result<PlausibleEvent> event = read(json);
  return event.isOk() ? "ok" : event.status().message();
}

TEST(PlausibleEventTest, TheScriptsLettersAreReadAsTheCollectBody) {
  seo::sdk::Result<PlausibleEvent> event =
      read(R"({"n":"Signup","u":"https://alpha.example/p#x","d":"alpha.example",)"
           R"("r":"https://www.google.com/","p":{"plan":"pro","seats":3},)"
           R"("$":{"currency":"EUR","amount":29},"i":false,"h":1,"v":36})");
  ASSERT_TRUE(event.isOk()) << event.status().message();
  EXPECT_EQ(event.value().domain, "alpha.example");
  EXPECT_EQ(seo::sdk::json::text(event.value().body),
            R"({"url":"https://alpha.example/p#x","name":"Signup",)"
            R"("referrer":"https://www.google.com/","revenue":{"currency":"EUR","amount":29},)"
            R"("interactive":false,"props":{"plan":"pro","seats":3},"hash":true})");
  // The same event in the documented names reads the same; the collect rules apply after.
  seo::sdk::Result<EventDetails> details = readEventDetails(event.value().body);
  ASSERT_TRUE(details.isOk()) << details.status().message();
  EXPECT_EQ(details.value().name, "Signup");
  EXPECT_EQ(details.value().revenue->micros, 29000000);
  EXPECT_FALSE(details.value().interactive);
}

TEST(PlausibleEventTest, TheDocumentedNamesWinAndNullPropertiesAreLeftOut) {
  EXPECT_EQ(bodyOf(R"({"domain":"a.example","d":"b.example","name":"pageview",)"
                   R"("url":"https://a.example/","props":{"a":"1","b":null}})"),
            R"({"url":"https://a.example/","name":"pageview","props":{"a":"1"}})");
  EXPECT_EQ(read(R"({"domain":"a.example","d":"b.example","name":"x","url":"u"})").value().domain,
            "a.example");
  // An older script's meta: the JSON text of the properties.
  EXPECT_EQ(bodyOf(R"({"d":"a.example","n":"x","u":"https://a.example/","m":"{\"k\":\"v\"}"})"),
            R"({"url":"https://a.example/","name":"x","props":{"k":"v"}})");
  EXPECT_EQ(bodyOf(R"({"d":"a.example","n":"x","u":"https://a.example/","h":0})"),
            R"({"url":"https://a.example/","name":"x","hash":false})");
}

TEST(PlausibleEventTest, EachRefusalNamesItsField) {
  EXPECT_EQ(refusal(R"({"n":"x","u":"https://a.example/"})"), "Missing required field: domain");
  EXPECT_EQ(refusal(R"({"d":"a.example","u":"https://a.example/"})"),
            "Missing required field: name");
  EXPECT_EQ(refusal(R"({"d":"a.example","n":"x"})"), "Missing required field: url");
  EXPECT_NE(refusal(R"({"d":7,"n":"x","u":"u"})").find("Invalid field: d:"), std::string::npos);
  EXPECT_NE(refusal(R"({"d":"a.example,b.example","n":"x","u":"u"})").find("domain"),
            std::string::npos);
  EXPECT_NE(refusal(R"({"d":"","n":"x","u":"u"})").find("domain"), std::string::npos);
  EXPECT_NE(refusal(R"({"d":")" + std::string(254, 'a') + R"(","n":"x","u":"u"})").find("domain"),
            std::string::npos);
  EXPECT_NE(refusal(R"({"d":"a.example","n":"x","u":"u","p":[1]})").find("Invalid field: p:"),
            std::string::npos);
  EXPECT_NE(
      refusal(R"({"d":"a.example","n":"x","u":"u","m":"not json"})").find("Invalid field: m:"),
      std::string::npos);
  EXPECT_NE(refusal(R"({"d":"a.example","n":"x","u":"u","h":"yes"})").find("Invalid field: h:"),
            std::string::npos);
}

}  // namespace
}  // namespace seo::plugins::analytics
