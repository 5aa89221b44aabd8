// POST /mcp with the clients agents use (issue 38): the official TypeScript SDK's client and the
// MCP Inspector CLI connect to the real server with an API key, list the tools, and every tool's
// schemas are valid JSON Schema (2020-12, the protocol's dialect) that the SDK's own validator
// compiles; then each client, with its own tenant's key, calls a read, a write, a job started and
// polled to its end, and tools the API answers 402 and 403 (tool errors). The protocol's details
// and the server's side are tests/e2e/core/mcp_test.cc.
import test from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { dirname } from "node:path";
import { createRequire } from "node:module";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { Server } from "../browser/server.mjs";

const require = createRequire(import.meta.url);
const Ajv2020 = require("ajv/dist/2020").default;
const addFormats = require("ajv-formats");
const inspector = require.resolve("@modelcontextprotocol/inspector-cli/build/index.js");
const run = promisify(execFile);

async function connect(baseUrl, key) {
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", baseUrl), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  const client = new Client({ name: "seo-server-tests", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

// The Inspector CLI against the server; its printed JSON.
async function inspect(baseUrl, key, ...args) {
  const { stdout } = await run(process.execPath,
    [inspector, `${baseUrl}/mcp`, "--transport", "http", "--header", `Authorization: Bearer ${key}`,
     ...args],
    // 1.0.3 finds its own package.json relative to the working folder: run it from its own.
    { timeout: 60000, cwd: dirname(inspector) });
  return JSON.parse(stdout);
}

const text = (result) => result.content.map((c) => c.text).join("\n");

test("the SDK client and the Inspector CLI list and call the tools", async () => {
  const server = new Server();
  let client;
  try {
    const baseUrl = await server.start(null);
    const a = server.tenant("agents", "correct horse battery 1");
    const b = server.tenant("others", "correct horse battery 2");
    const keyA = server.ctl(["key", "create", "--org", a.org, "--user", a.user, "--website", a.website]).key;
    const keyB = server.ctl(["key", "create", "--org", b.org, "--user", b.user, "--website", b.website]).key;

    client = await connect(baseUrl, keyA);
    assert.equal(client.getServerVersion().name, "seo-server");
    assert.ok(client.getServerCapabilities().tools);

    // Every tool's schemas: valid under the 2020-12 meta-schema, compiled by the SDK's validator
    // (listTools already compiled the output schemas; a bad one would have thrown).
    const { tools } = await client.listTools();
    assert.ok(tools.length > 50, `only ${tools.length} tools`);
    const meta = new Ajv2020({ strict: false, validateSchema: true });
    addFormats(meta);
    const sdk = new AjvJsonSchemaValidator();
    for (const tool of tools) {
      for (const schema of [tool.inputSchema, tool.outputSchema].filter(Boolean)) {
        assert.equal(schema.type, "object", tool.name);
        assert.ok(meta.validateSchema(schema), `${tool.name}: ${meta.errorsText(meta.errors)}`);
        sdk.getValidator(schema);
      }
      assert.equal(tool.inputSchema.additionalProperties, false, tool.name);
      assert.equal(typeof tool.annotations.readOnlyHint, "boolean", tool.name);
      assert.ok(tool.description.length > 0, tool.name);
    }
    const byName = new Map(tools.map((t) => [t.name, t]));

    // A read, checked by the client against the tool's outputSchema.
    const me = await client.callTool({ name: "getMe", arguments: {} });
    assert.equal(me.isError, false, text(me));
    assert.equal(me.structuredContent.data.organization.id, a.org);

    // A write, then read back.
    const added = await client.callTool({ name: "postKeywords", arguments: { keywords: [{ term: "green tea" }] } });
    assert.equal(added.isError, false, text(added));
    const listed = await client.callTool({ name: "getKeywords", arguments: { q: "green" } });
    assert.match(JSON.stringify(listed.structuredContent), /green tea/);

    // A job: started, then polled with the tool its description names until it completes.
    const research = byName.get("postKeywordsResearch");
    const poll = /call tool `([A-Za-z]+)`/.exec(research.description)?.[1];
    assert.equal(poll, "getKeywordsResearchByJobId");
    const started = await client.callTool({ name: research.name, arguments: { seed_keywords: ["oolong"] } });
    assert.equal(started.isError, false, text(started));
    const job = started.structuredContent.data.job_id;
    let status;
    for (let i = 0; i < 100 && status !== "completed"; i++) {
      const polled = await client.callTool({ name: poll, arguments: { jobId: job } });
      status = polled.structuredContent.data.status;
      if (status !== "completed") await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(status, "completed");

    // The API's refusals are tool errors with their status and message.
    const foreign = await client.callTool({ name: "getKeywords", arguments: { website_id: b.website } });
    assert.equal(foreign.isError, true);
    assert.match(text(foreign), /^HTTP 403: /);
    server.ctl(["credits", "set", "--org", a.org, "--resource", "keyword_research", "--quota", "0"]);
    const broke = await client.callTool({ name: research.name, arguments: { seed_keywords: ["matcha"] } });
    assert.equal(broke.isError, true);
    assert.match(text(broke), /^HTTP 402: Usage limit reached for keyword_research/);

    // A resource.
    const { resources } = await client.listResources();
    assert.ok(resources.some((r) => r.uri === "seo:///api/v1/me"));
    const read = await client.readResource({ uri: "seo:///api/v1/me" });
    assert.equal(JSON.parse(read.contents[0].text).data.organization.id, a.org);

    // The Inspector CLI, with B's key: the same list, a read, a write, a job and its poll, and
    // the 403 and 402 as tool errors; B sees nothing of A's.
    const call = (name, ...args) =>
      inspect(baseUrl, keyB, "--method", "tools/call", "--tool-name", name,
              ...args.flatMap((arg) => ["--tool-arg", arg]));
    const listedByCli = await inspect(baseUrl, keyB, "--method", "tools/list");
    assert.deepEqual(listedByCli.tools.map((t) => t.name).sort(), tools.map((t) => t.name).sort());
    const called = await call("getMe");
    assert.equal(called.isError, false);
    assert.equal(called.structuredContent.data.organization.id, b.org);
    const wrote = await call("postKeywords", 'keywords=[{"term": "jasmine tea"}]');
    assert.equal(wrote.isError, false, text(wrote));
    const keywordsOfB = await call("getKeywords");
    assert.match(JSON.stringify(keywordsOfB.structuredContent), /jasmine tea/);
    assert.doesNotMatch(JSON.stringify(keywordsOfB.structuredContent), /green tea/);
    const queued = await call("postKeywordsResearch", 'seed_keywords=["genmaicha"]');
    assert.equal(queued.isError, false, text(queued));
    let cliStatus;
    for (let i = 0; i < 50 && cliStatus !== "completed"; i++) {
      const polled = await call(poll, `jobId=${queued.structuredContent.data.job_id}`);
      cliStatus = polled.structuredContent.data.status;
    }
    assert.equal(cliStatus, "completed");
    const notTheirs = await call("getKeywords", `website_id=${a.website}`);
    assert.equal(notTheirs.isError, true);
    assert.match(text(notTheirs), /^HTTP 403: /);
    server.ctl(["credits", "set", "--org", b.org, "--resource", "keyword_research", "--quota", "0"]);
    const spent = await call("postKeywordsResearch", 'seed_keywords=["hojicha"]');
    assert.equal(spent.isError, true);
    assert.match(text(spent), /^HTTP 402: Usage limit reached for keyword_research/);
  } finally {
    await client?.close();
    await server.stop();
  }
});
