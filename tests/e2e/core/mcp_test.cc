// POST /mcp (issue 38): the Model Context Protocol over Streamable HTTP, with the API key of
// /api/v1. Bad messages get JSON-RPC errors; every operation of the loaded plugins a key may call
// is a tool; a tool runs its route as HTTP does (scoping, credits, roles), and a hot swap changes
// the list. The official clients' side is tests/mcp (the TypeScript SDK and the Inspector CLI).
#include <csignal>
#include <regex>
#include <set>
#include <string>

#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {
namespace {

class McpTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "agents", "pro", &a_));
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "others", "pro", &b_));
    ASSERT_NO_FATAL_FAILURE(startServer());
  }

  HttpResponse post(const std::optional<std::string>& key, const std::string& body,
                    std::vector<std::pair<std::string, std::string>> headers = {}) {
    HttpRequest r;
    r.method = "POST";
    r.path = "/mcp";
    r.key = key;
    r.body = body;
    r.headers = std::move(headers);
    r.headers.emplace_back("Accept", "application/json, text/event-stream");
    return http().send(r);
  }
  // A request's result; fatal unless it is a JSON-RPC result.
  void rpc(const Tenant& who, const std::string& method, const std::string& params,
           rapidjson::Document* result) {
    HttpResponse r = post(who.key, R"({"jsonrpc":"2.0","id":1,"method":")" + method +
                                       R"(","params":)" + params + "}");
    ASSERT_EQ(r.status, 200) << describe(r);
    rapidjson::Document d = r.json();
    ASSERT_TRUE(d.IsObject() && d.HasMember("result")) << r.body.substr(0, 400);
    EXPECT_EQ(toJson(d["id"]), "1");
    result->CopyFrom(d["result"], result->GetAllocator());
  }
  // A tool's result.
  void callTool(const Tenant& who, const std::string& name, const std::string& arguments,
                rapidjson::Document* result) {
    rpc(who, "tools/call", R"({"name":")" + name + R"(","arguments":)" + arguments + "}", result);
  }
  static std::string textOf(const rapidjson::Value& result) {
    return result["content"][0]["text"].GetString();
  }
  // The JSON-RPC error code of an answer, 0 when it has none.
  static int errorCode(const HttpResponse& r) {
    rapidjson::Document d = r.json();
    if (!d.IsObject() || !d.HasMember("error")) return 0;
    return d["error"]["code"].GetInt();
  }

  Tenant a_, b_;
};

TEST_F(McpTest, InitializeNegotiatesAndBadMessagesAreJsonRpcErrors) {
  rapidjson::Document init;
  ASSERT_NO_FATAL_FAILURE(rpc(a_, "initialize",
                              R"({"protocolVersion":"2025-06-18","capabilities":{},
                                  "clientInfo":{"name":"t","version":"1"}})",
                              &init));
  EXPECT_EQ(stringField(init, "protocolVersion"), "2025-06-18");
  EXPECT_EQ(stringField(init["serverInfo"], "name"), "seo-server");
  EXPECT_TRUE(init["capabilities"].HasMember("tools"));
  // A version it does not know: the newest it speaks.
  ASSERT_NO_FATAL_FAILURE(rpc(a_, "initialize", R"({"protocolVersion":"1999-01-01"})", &init));
  EXPECT_EQ(stringField(init, "protocolVersion"), "2026-07-28");
  rapidjson::Document pong;
  ASSERT_NO_FATAL_FAILURE(rpc(a_, "ping", "{}", &pong));
  EXPECT_EQ(toJson(pong), "{}");

  // Notifications and a client's answers: 202, nothing to say.
  HttpResponse note = post(a_.key, R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
  EXPECT_EQ(note.status, 202);
  EXPECT_EQ(note.body, "");
  EXPECT_EQ(post(a_.key, R"({"jsonrpc":"2.0","id":9,"result":{}})").status, 202);

  const std::pair<std::string, int> bad[] = {
      {"{", -32700},
      {R"({"jsonrpc":"2.0","id":1,"method":"ping","x":"\u0000"})", -32700},
      {std::string(100, '[') + std::string(100, ']'), -32700},
      {R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])", -32600},
      {R"({"id":1,"method":"ping"})", -32600},
      {R"({"jsonrpc":"2.0","id":null,"method":"ping"})", -32600},
      {R"({"jsonrpc":"2.0","id":1,"method":"ping","params":[]})", -32600},
  };
  for (const auto& [body, code] : bad) {
    HttpResponse r = post(a_.key, body);
    EXPECT_EQ(r.status, 400) << body.substr(0, 60) << " " << describe(r);
    EXPECT_EQ(errorCode(r), code) << body.substr(0, 60) << " " << r.body;
  }
  const std::pair<std::string, int> refused[] = {
      {R"({"jsonrpc":"2.0","id":2,"method":"resources/subscribe","params":{}})", -32601},
      {R"({"jsonrpc":"2.0","id":2,"method":"initialize","params":{}})", -32602},
      {R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"nope"}})", -32602},
      {R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"getMe","arguments":[]}})",
       -32602},
      {R"({"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"cursor":"x"}})", -32602},
      {R"({"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"seo:///api/v1/nope"}})",
       -32002},
  };
  for (const auto& [body, code] : refused) {
    HttpResponse r = post(a_.key, body);
    EXPECT_EQ(r.status, 200) << body << " " << describe(r);
    EXPECT_EQ(errorCode(r), code) << body << " " << r.body;
    EXPECT_EQ(toJson(r.json()["id"]), "2") << body;
  }

  // The transport's own rules.
  HttpResponse get = http().get("/mcp", a_.key);
  EXPECT_EQ(get.status, 405);
  EXPECT_EQ(get.header("allow").value_or(""), "POST");
  const std::string ping = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
  EXPECT_EQ(post(a_.key, ping, {{"Origin", "https://evil.example"}}).status, 403);
  EXPECT_EQ(post(a_.key, ping, {{"Origin", "http://localhost:6274"}}).status, 200);
  EXPECT_EQ(post(a_.key, ping, {{"MCP-Protocol-Version", "2020-01-01"}}).status, 400);
  EXPECT_EQ(post(a_.key, ping, {{"MCP-Protocol-Version", "2025-06-18"}}).status, 200);
  HttpRequest untyped;
  untyped.method = "POST";
  untyped.path = "/mcp";
  untyped.key = a_.key;
  EXPECT_EQ(http().send(untyped).status, 415);
  // The server still answers.
  EXPECT_EQ(post(a_.key, ping).status, 200);
}

TEST_F(McpTest, TheApiKeyIsTheCredential) {
  const std::string list = R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})";
  HttpResponse none = post(std::nullopt, list);
  EXPECT_TRUE(isError(none, 401, "Invalid or missing API key")) << describe(none);
  EXPECT_EQ(none.header("www-authenticate").value_or(""), "Bearer");
  EXPECT_EQ(post(std::string("sk_wrong"), list).status, 401);
  // A plan without API access has no agent access either.
  Tenant free;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "freeorg", "free", &free));
  HttpResponse refused = post(free.key, list);
  EXPECT_EQ(refused.status, 403) << describe(refused);

  // A viewer's key lists the reads only, and a write it names anyway is its route's 403.
  rapidjson::Document viewer;
  ASSERT_NO_FATAL_FAILURE(runCliOk(
      cli(),
      {"user", "create", "--org", a_.org_id, "--email", "viewer@agents.test", "--role", "viewer"},
      &viewer));
  Tenant reader = a_;
  ASSERT_NO_FATAL_FAILURE(createKey(cli(), a_.org_id, stringField(viewer, "id"), a_.website_id,
                                    &reader.key_id, &reader.key));
  rapidjson::Document reads;
  ASSERT_NO_FATAL_FAILURE(rpc(reader, "tools/list", "{}", &reads));
  ASSERT_GT(reads["tools"].Size(), 10u);
  for (const auto& tool : reads["tools"].GetArray()) {
    EXPECT_TRUE(tool["annotations"]["readOnlyHint"].GetBool()) << tool["name"].GetString();
  }
  rapidjson::Document write;
  ASSERT_NO_FATAL_FAILURE(
      callTool(reader, "postKeywords", R"({"keywords":[{"term":"white tea"}]})", &write));
  EXPECT_TRUE(write["isError"].GetBool());
  EXPECT_EQ(textOf(write).rfind("HTTP 403: ", 0), 0u) << textOf(write);
}

// Every operation of GET /api/v1/openapi.json that a key may call has a tool of its operationId,
// with an input schema; public routes and a person's own sign-in have none.
TEST_F(McpTest, EveryOperationOfTheLoadedPluginsIsATool) {
  rapidjson::Document tools;
  ASSERT_NO_FATAL_FAILURE(rpc(a_, "tools/list", "{}", &tools));
  std::map<std::string, const rapidjson::Value*> by_name;
  for (const auto& tool : tools["tools"].GetArray()) {
    by_name[tool["name"].GetString()] = &tool;
    SCOPED_TRACE(tool["name"].GetString());
    ASSERT_TRUE(tool["inputSchema"].IsObject());
    EXPECT_EQ(stringField(tool["inputSchema"], "type"), "object");
    EXPECT_FALSE(tool["inputSchema"]["additionalProperties"].GetBool());
    EXPECT_EQ(toJson(tool).find("#/components/"), std::string::npos);
  }
  HttpResponse api = http().get("/api/v1/openapi.json");
  ASSERT_EQ(api.status, 200);
  rapidjson::Document doc = api.json();
  std::set<std::string> expected;
  for (const auto& path : doc["paths"].GetObject()) {
    for (const auto& op : path.value.GetObject()) {
      const std::string id = op.value["operationId"].GetString();
      const bool open = op.value.HasMember("security") && op.value["security"].Empty();
      const bool sign_in = std::string(path.name.GetString()).rfind("/auth/", 0) == 0;
      if (open || sign_in) {
        EXPECT_EQ(by_name.count(id), 0u) << id;
        continue;
      }
      expected.insert(id);
      ASSERT_EQ(by_name.count(id), 1u) << "no tool for " << id;
      const rapidjson::Value& hints = (*by_name[id])["annotations"];
      const std::string method = op.name.GetString();
      EXPECT_EQ(hints["readOnlyHint"].GetBool(), method == "get") << id;
      if (method == "delete" || op.value.HasMember("x-irreversible")) {
        EXPECT_TRUE(hints["destructiveHint"].GetBool()) << id;
      }
      if (op.value.HasMember("x-irreversible") || op.value.HasMember("x-credit-resource")) {
        EXPECT_TRUE(hints["openWorldHint"].GetBool()) << id;
      }
      // A tool that spends credits says which and how many (a number, or by the tokens used);
      // the test plugin documents nothing.
      const bool documented = std::string(op.value["tags"][0].GetString()) != "probe";
      if (op.value.HasMember("x-credit-resource") && documented) {
        const std::string text = stringField(*by_name[id], "description");
        const std::string resource = op.value["x-credit-resource"].GetString();
        EXPECT_NE(text.find("Spends `" + resource + "` credits"), std::string::npos) << id;
        EXPECT_TRUE(std::regex_search(text, std::regex("[0-9]+ `?" + resource + "`? credits")) ||
                    text.find("tokens") != std::string::npos)
            << id << ": " << text;
      }
      // Work answered with 202 names its poll tool, which exists.
      if (op.value["responses"].HasMember("202")) {
        const std::string text = stringField(*by_name[id], "description");
        std::size_t at = text.find("call tool `");
        ASSERT_NE(at, std::string::npos) << id;
        std::string poll = text.substr(at + 11, text.find('`', at + 11) - at - 11);
        EXPECT_EQ(by_name.count(poll), 1u) << id << " polls " << poll;
      }
    }
  }
  EXPECT_EQ(by_name.size(), expected.size());
  for (const char* sent : {"postOpportunitiesByIdSendEmail", "postArticlesByIdPublish"}) {
    ASSERT_EQ(by_name.count(sent), 1u) << sent;
    EXPECT_TRUE((*by_name[sent])["annotations"]["destructiveHint"].GetBool()) << sent;
  }
}

TEST_F(McpTest, ToolsRunTheirRoutesWithTheKeysScopeAndCredits) {
  // A read.
  rapidjson::Document me;
  ASSERT_NO_FATAL_FAILURE(callTool(a_, "getMe", "{}", &me));
  EXPECT_FALSE(me["isError"].GetBool()) << textOf(me);
  EXPECT_EQ(stringField(me["structuredContent"]["data"]["organization"], "id"), a_.org_id)
      << toJson(me);
  // A write, its body members given as the tool's arguments, then read back.
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(
      callTool(a_, "postKeywords", R"({"keywords":[{"term":"green tea"}]})", &added));
  ASSERT_FALSE(added["isError"].GetBool()) << textOf(added);
  rapidjson::Document listed;
  ASSERT_NO_FATAL_FAILURE(callTool(a_, "getKeywords", R"({"q":"green"})", &listed));
  EXPECT_NE(toJson(listed["structuredContent"]).find("green tea"), std::string::npos)
      << toJson(listed);
  // Another organization's website: the route's 403, as a tool error; and nothing of A's shows
  // in B's reads.
  rapidjson::Document foreign;
  ASSERT_NO_FATAL_FAILURE(
      callTool(b_, "getKeywords", R"({"website_id":")" + a_.website_id + R"("})", &foreign));
  EXPECT_TRUE(foreign["isError"].GetBool());
  EXPECT_EQ(textOf(foreign).rfind("HTTP 403: ", 0), 0u) << textOf(foreign);
  EXPECT_FALSE(foreign.HasMember("structuredContent"));
  rapidjson::Document theirs;
  ASSERT_NO_FATAL_FAILURE(callTool(b_, "getKeywords", "{}", &theirs));
  EXPECT_EQ(toJson(theirs["structuredContent"]).find("green tea"), std::string::npos);
  // Arguments that are not the tool's: a tool error naming them, the route not run.
  rapidjson::Document unknown;
  ASSERT_NO_FATAL_FAILURE(callTool(a_, "getKeywords", R"({"colour":"red"})", &unknown));
  EXPECT_TRUE(unknown["isError"].GetBool());
  EXPECT_NE(textOf(unknown).find("Unknown argument: colour"), std::string::npos);
  rapidjson::Document missing;
  ASSERT_NO_FATAL_FAILURE(callTool(a_, "getKeywordsResearchByJobId", "{}", &missing));
  EXPECT_NE(textOf(missing).find("Missing argument: jobId"), std::string::npos);
  // The route's own 400 names the field.
  rapidjson::Document invalid;
  ASSERT_NO_FATAL_FAILURE(callTool(a_, "getKeywords", R"({"limit":0})", &invalid));
  EXPECT_TRUE(invalid["isError"].GetBool());
  EXPECT_NE(textOf(invalid).find("limit"), std::string::npos) << textOf(invalid);

  // A job: started, then polled with the tool its description names until it completes.
  rapidjson::Document started;
  ASSERT_NO_FATAL_FAILURE(
      callTool(a_, "postKeywordsResearch", R"({"seed_keywords":["oolong"]})", &started));
  ASSERT_FALSE(started["isError"].GetBool()) << textOf(started);
  const std::string job = stringField(started["structuredContent"]["data"], "job_id");
  std::string status;
  EXPECT_TRUE(eventuallyTrue([&] {
    rapidjson::Document polled;
    callTool(a_, "getKeywordsResearchByJobId", R"({"jobId":")" + job + R"("})", &polled);
    status = stringField(polled["structuredContent"]["data"], "status");
    return status == "completed";
  })) << status;
  // Credits spent: 402 once the bucket is empty, as a tool error.
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "keyword_research", 0));
  rapidjson::Document broke;
  ASSERT_NO_FATAL_FAILURE(
      callTool(a_, "postKeywordsResearch", R"({"seed_keywords":["matcha"]})", &broke));
  EXPECT_TRUE(broke["isError"].GetBool());
  EXPECT_EQ(textOf(broke).rfind("HTTP 402: Usage limit reached for keyword_research", 0), 0u)
      << textOf(broke);

  // A resource: a read without input, with query parameters after its URI.
  rapidjson::Document read;
  ASSERT_NO_FATAL_FAILURE(rpc(a_, "resources/read", R"({"uri":"seo:///api/v1/me"})", &read));
  EXPECT_NE(stringField(read["contents"][0], "text").find(a_.org_id), std::string::npos);
  rapidjson::Document resources;
  ASSERT_NO_FATAL_FAILURE(rpc(a_, "resources/list", "{}", &resources));
  EXPECT_NE(toJson(resources).find(R"("uri":"seo:///api/v1/website/summary")"), std::string::npos);
  HttpResponse scoped =
      post(b_.key, R"({"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":)"
                   R"("seo:///api/v1/website/summary?website_id=)" +
                       a_.website_id + R"("}})");
  EXPECT_EQ(errorCode(scoped), -32603) << scoped.body;
  EXPECT_NE(scoped.body.find("HTTP 403"), std::string::npos) << scoped.body;
}

TEST_F(McpTest, AHotSwapChangesTheTools) {
  ServerOptions o = options();
  o.plugins.clear();  // the configuration's list, so that SIGHUP re-reads it
  o.config_file = configEnabling({"account", "keywords"});
  ASSERT_NO_FATAL_FAILURE(restartServer(o));
  auto has = [&](const std::string& name) {
    rapidjson::Document tools;
    rpc(a_, "tools/list", "{}", &tools);
    return toJson(tools).find(R"("name":")" + name + "\"") != std::string::npos;
  };
  EXPECT_TRUE(has("getKeywords"));
  EXPECT_FALSE(has("getCampaigns"));
  configEnabling({"account", "backlinks"});
  ASSERT_EQ(::kill(server().pid(), SIGHUP), 0);
  EXPECT_TRUE(eventuallyTrue([&] { return has("getCampaigns") && !has("getKeywords"); }));
  rapidjson::Document gone;
  HttpResponse r = post(a_.key, R"({"jsonrpc":"2.0","id":4,"method":"tools/call",)"
                                R"("params":{"name":"getKeywords","arguments":{}}})");
  EXPECT_EQ(errorCode(r), -32602) << r.body;
}

}  // namespace
}  // namespace seo::tests
