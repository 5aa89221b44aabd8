// util/choices.h: one constant gives the check, the 400's rule and the schema's enum.
#include "seo/sdk/util/choices.h"

#include <gtest/gtest.h>
#include <rapidjson/document.h>

namespace seo::sdk {
namespace {

inline constexpr Choices kStatuses{"active", "planned", "ignored"};

RequestContext withQuery(Params query) {
  RequestContext ctx;
  ctx.query = std::move(query);
  return ctx;
}

TEST(ChoicesTest, ContainsOnlyItsValuesExactly) {
  static_assert(kStatuses.contains("planned"));
  EXPECT_TRUE(kStatuses.contains("active"));
  for (const char* other : {"", "Active", "active ", "plan", "ignored\n"}) {
    EXPECT_FALSE(kStatuses.contains(other)) << other;
  }
  EXPECT_EQ(kStatuses.values().size(), 3u);
}

TEST(ChoicesTest, RuleAndSchemaListTheValuesInOrder) {
  EXPECT_EQ(kStatuses.rule(), "must be one of active, planned, ignored");
  EXPECT_EQ(kStatuses.schema(), R"({"type": "string", "enum": ["active", "planned", "ignored"]})");
  rapidjson::Document schema;
  schema.Parse(kStatuses.schema().c_str());
  ASSERT_FALSE(schema.HasParseError());
  EXPECT_EQ(schema["enum"].Size(), 3u);
}

TEST(ChoicesTest, NullableSchemaTakesTheValuesAndNullInOneTypedEnum) {
  EXPECT_EQ(kStatuses.nullableSchema(),
            R"({"type": ["string", "null"], "enum": ["active", "planned", "ignored", null]})");
  rapidjson::Document schema;
  schema.Parse(kStatuses.nullableSchema().c_str());
  ASSERT_FALSE(schema.HasParseError());
  EXPECT_TRUE(schema["enum"][3].IsNull());
}

TEST(ChoicesTest, WithMembersAddsADefaultToTheSchema) {
  std::string schema = doc::withMembers(kStatuses.schema(), R"("default": "active")");
  rapidjson::Document d;
  d.Parse(schema.c_str());
  ASSERT_FALSE(d.HasParseError()) << schema;
  EXPECT_STREQ(d["default"].GetString(), "active");
  EXPECT_EQ(d["enum"].Size(), 3u);
}

TEST(ChoicesTest, RefusesInTheWordsOfTheInitializerListReaders) {
  // One rule for both spellings of a closed set: a client reads the same 400 either way.
  RequestContext ctx = withQuery({{"status", "done"}});
  EXPECT_EQ(queryChoice(ctx, "status", kStatuses, "").status().message(),
            queryOneOf(ctx, "status", {"active", "planned", "ignored"}, "").status().message());
  EXPECT_EQ(kStatuses.schema(), doc::oneOf({"active", "planned", "ignored"}));
}

TEST(ChoicesTest, QueryChoiceNamesTheParameterWhenRefused) {
  EXPECT_EQ(queryChoice(withQuery({}), "status", kStatuses, "active").value(), "active");
  EXPECT_EQ(queryChoice(withQuery({{"status", "ignored"}}), "status", kStatuses, "").value(),
            "ignored");
  Result<std::string> bad = queryChoice(withQuery({{"status", "done"}}), "status", kStatuses, "");
  ASSERT_FALSE(bad.isOk());
  EXPECT_EQ(bad.status().message(),
            "Invalid field: status: must be one of active, planned, ignored");
}

TEST(ChoicesTest, BodyChoiceTreatsNullAsAbsentAndRefusesOtherTypes) {
  rapidjson::Document d;
  d.Parse(R"({"a": "planned", "b": null, "c": 3, "d": "PLANNED"})");
  EXPECT_EQ(bodyChoice(d, "a", kStatuses, "").value(), "planned");
  EXPECT_EQ(bodyChoice(d, "b", kStatuses, "active").value(), "active");
  EXPECT_EQ(bodyChoice(d, "missing", kStatuses, "active").value(), "active");
  for (const char* bad : {"c", "d"}) {
    Result<std::string> r = bodyChoice(d, bad, kStatuses, "");
    ASSERT_FALSE(r.isOk()) << bad;
    EXPECT_EQ(r.status().message(),
              std::string("Invalid field: ") + bad + ": must be one of active, planned, ignored");
  }
}

}  // namespace
}  // namespace seo::sdk
