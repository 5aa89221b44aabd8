#include "core/mcp/json_rpc.h"

#include <gtest/gtest.h>

#include <string>

namespace seo::core::rpc {
namespace {

Message readText(const std::string& text, rapidjson::Document* doc) {
  doc->Parse(text.c_str());
  EXPECT_FALSE(doc->HasParseError()) << text;
  return read(*doc);
}

TEST(JsonRpcTest, RequestsNotificationsAndAnswersAreTold) {
  rapidjson::Document d;
  Message m = readText(R"({"jsonrpc": "2.0", "id": 7, "method": "tools/list", "params": {}})", &d);
  EXPECT_EQ(m.kind, Message::Kind::kRequest);
  EXPECT_EQ(m.method, "tools/list");
  EXPECT_EQ(m.id, "7");
  ASSERT_NE(m.params, nullptr);
  m = readText(R"({"jsonrpc": "2.0", "id": "a\"b", "method": "ping"})", &d);
  EXPECT_EQ(m.kind, Message::Kind::kRequest);
  EXPECT_EQ(m.id, R"("a\"b")");
  EXPECT_EQ(m.params, nullptr);
  m = readText(R"({"jsonrpc": "2.0", "method": "notifications/initialized"})", &d);
  EXPECT_EQ(m.kind, Message::Kind::kNotification);
  m = readText(R"({"jsonrpc": "2.0", "id": 3, "result": {}})", &d);
  EXPECT_EQ(m.kind, Message::Kind::kResponse);
}

TEST(JsonRpcTest, WhatIsNotAMessageSaysWhy) {
  const std::pair<const char*, const char*> bad[] = {
      {R"([{"jsonrpc": "2.0", "id": 1, "method": "ping"}])", "batch"},
      {R"("ping")", "JSON object"},
      {R"({"id": 1, "method": "ping"})", "`jsonrpc`"},
      {R"({"jsonrpc": "1.0", "id": 1, "method": "ping"})", "`jsonrpc`"},
      {R"({"jsonrpc": "2.0", "id": null, "method": "ping"})", "`id`"},
      {R"({"jsonrpc": "2.0", "id": 1.5, "method": "ping"})", "`id`"},
      {R"({"jsonrpc": "2.0", "id": {}, "method": "ping"})", "`id`"},
      {R"({"jsonrpc": "2.0", "id": 1})", "`method` is missing"},
      {R"({"jsonrpc": "2.0", "id": 1, "method": 5})", "`method`"},
      {R"({"jsonrpc": "2.0", "id": 1, "method": ""})", "`method`"},
      {R"({"jsonrpc": "2.0", "id": 1, "method": "ping", "params": [1]})", "`params`"},
  };
  for (const auto& [text, problem] : bad) {
    rapidjson::Document d;
    Message m = readText(text, &d);
    EXPECT_EQ(m.kind, Message::Kind::kInvalid) << text;
    EXPECT_NE(m.problem.find(problem), std::string::npos) << text << ": " << m.problem;
  }
  // The id of an invalid request is answered when it could be read.
  rapidjson::Document d;
  EXPECT_EQ(readText(R"({"jsonrpc": "2.0", "id": 4, "method": 5})", &d).id, "4");
}

TEST(JsonRpcTest, AnswersAreJsonRpc) {
  EXPECT_EQ(result("1", "{}"), R"({"jsonrpc":"2.0","id":1,"result":{}})");
  EXPECT_EQ(error("null", kParseError, "Parse \"error\""),
            R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse \"error\""}})");
}

}  // namespace
}  // namespace seo::core::rpc
