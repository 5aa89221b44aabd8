// seo/sdk/util/json_parse.h and utf8.h: what untrusted text may be, and how a refusal names the field.
#include "seo/sdk/util/json_parse.h"

#include <gtest/gtest.h>

#include "seo/sdk/util/utf8.h"

namespace seo::sdk {
namespace {

std::string parseError(const std::string& text, int depth = json::kDefaultMaxDepth) {
  rapidjson::Document doc;
  Status s = json::parse(text, doc, depth);
  return s.isOk() ? "" : s.message();
}

TEST(JsonParseTest, AcceptsValidDocuments) {
  rapidjson::Document doc;
  ASSERT_TRUE(json::parse(R"({"a":[1,2,{"b":"café"}],"c":null,"d":1.5e3})", doc).isOk());
  EXPECT_EQ(std::string(doc["a"][2]["b"].GetString()), "café");
  EXPECT_DOUBLE_EQ(doc["d"].GetDouble(), 1500.0);
}

TEST(JsonParseTest, DepthIsLimitedWithoutRecursion) {
  EXPECT_EQ(parseError(std::string(3, '[') + std::string(3, ']'), 3), "");
  EXPECT_NE(parseError(std::string(4, '[') + std::string(4, ']'), 3).find("nested deeper than 3"),
            std::string::npos);
  // Far deeper than any stack would survive recursively.
  EXPECT_NE(parseError(std::string(10 * 1000 * 1000, '[')).find("nested deeper than 32"),
            std::string::npos);
}

TEST(JsonParseTest, NamesTheFieldOfBadText) {
  EXPECT_EQ(parseError("{\"a\":{\"b\":[\"x\",\"\xFF\"]}}"), "Invalid field: a.b[1]: not valid UTF-8");
  EXPECT_EQ(parseError("[\"\xC3\"]"), "Invalid field: [0]: not valid UTF-8");
  EXPECT_EQ(parseError("{\"t\":\"a\\u0000\"}"), "Invalid field: t: contains a NUL character");
  EXPECT_EQ(parseError("{\"x\":1,\"\xFF\":2}"),
            "Invalid field: a member name in (top level): not valid UTF-8");
  EXPECT_EQ(parseError("{\"o\":{\"\\u0000\":2}}"),
            "Invalid field: a member name in o: contains a NUL character");
}

// Found by json_body_fuzz: RapidJSON decodes a lone low-surrogate escape into bytes that are not
// UTF-8.
TEST(JsonParseTest, LoneSurrogateEscapesAreNotText) {
  EXPECT_EQ(parseError(R"({"t":"d%\ude00"})"), "Invalid field: t: not valid UTF-8");
  EXPECT_EQ(parseError(R"({"\udc00":1})"),
            "Invalid field: a member name in (top level): not valid UTF-8");
  EXPECT_EQ(parseError(R"({"t":"\ud83d\ude00"})"), "");  // a pair is one character
}

// Found by json_body_fuzz: RapidJSON took a NUL byte for the end of the text and ignored the rest.
TEST(JsonParseTest, ARawNulByteIsRefusedWhereverItIs) {
  EXPECT_EQ(parseError(std::string("{}\0{\"x\":1}", 10)), "Malformed JSON body: a NUL byte (at byte 2)");
  EXPECT_EQ(parseError(std::string("12\0", 3)), "Malformed JSON body: a NUL byte (at byte 2)");
}

// Found by json_body_fuzz: a literal RapidJSON reads as infinity, which cannot be written back.
TEST(JsonParseTest, NumbersMustBeFinite) {
  EXPECT_EQ(parseError(R"({"n":[1,51411e304]})"), "Invalid field: n[1]: number out of range");
  EXPECT_EQ(parseError(R"({"n":1e308})"), "");
}

TEST(JsonParseTest, SyntaxErrorsSayWhere) {
  EXPECT_EQ(parseError("{\"a\":}"), "Malformed JSON body: Invalid value. (at byte 5)");
  EXPECT_NE(parseError("{} x").find("Malformed JSON body"), std::string::npos);
  rapidjson::Document doc;
  EXPECT_FALSE(json::parse("", doc).isOk());
}

TEST(Utf8Test, ValidatesStrictly) {
  EXPECT_TRUE(utf8::isValid(""));
  EXPECT_TRUE(utf8::isValid("plain ascii"));
  EXPECT_TRUE(utf8::isValid("caf\xC3\xA9 \xE6\x9D\xB1 \xF0\x9F\x98\x80"));
  EXPECT_FALSE(utf8::isValid("\xC3"));              // cut short
  EXPECT_FALSE(utf8::isValid("\xC0\xAF"));          // overlong '/'
  EXPECT_FALSE(utf8::isValid("\xED\xA0\x80"));      // surrogate
  EXPECT_FALSE(utf8::isValid("\xF4\x90\x80\x80"));  // past U+10FFFF
  EXPECT_FALSE(utf8::isValid("\xFF"));
  EXPECT_TRUE(utf8::isValid(std::string("a\0b", 3)));
  EXPECT_FALSE(utf8::isCleanText(std::string("a\0b", 3)));
}

TEST(Utf8Test, TruncatedNeverCutsACharacter) {
  EXPECT_EQ(utf8::truncated("abc", 5), "abc");
  EXPECT_EQ(utf8::truncated("ab\xC3\xA9", 3), "ab");
  EXPECT_EQ(utf8::truncated("ab\xC3\xA9", 4), "ab\xC3\xA9");
  EXPECT_EQ(utf8::truncated("\xF0\x9F\x98\x80x", 2), "");
}

TEST(Utf8Test, SanitizedReplacesWhatIsBad) {
  EXPECT_EQ(utf8::sanitized("ok"), "ok");
  EXPECT_EQ(utf8::sanitized("a\xFF" "b"), "a\xEF\xBF\xBD" "b");
  EXPECT_EQ(utf8::sanitized(std::string("a\0b", 3)), "a\xEF\xBF\xBD" "b");
  EXPECT_TRUE(utf8::isCleanText(utf8::sanitized("\xC3\xC3\xC3")));
}

}  // namespace
}  // namespace seo::sdk
