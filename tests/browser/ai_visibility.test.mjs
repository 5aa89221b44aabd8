// The AI visibility module's page in a real browser, against the real server and a fake
// OpenAI-compatible model server (tests/peers/llm_peer.py, answers scripted per model): a Brand
// Radar campaign made in the page runs, its share of voice is the API's with its intervals (as
// bars, and as bands over the days of earlier runs made at an earlier server clock), a run's
// answers show the tracked names highlighted, the visibility score is the API's; a Prompt
// Research campaign lists the names its answers give; another organization sees none of it; the
// page leaves the navigation when the module is unloaded.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Server } from "./server.mjs";
import { startPeer } from "./peers.mjs";
import { kPassword, launchBrowser, newPage, photograph, signIn, expectPagesFollowHotSwap } from "./console_page.mjs";

const kDaySeconds = 86400;
let browser;
let server;
let llm;
let alpha;
let key;
let clock;

before(async () => {
  browser = await launchBrowser();
  server = new Server({ env: { SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  llm = await startPeer("llm_peer.py", ["--key", "llm-secret"]);
  clock = join(server.dir, "clock");
  writeFileSync(clock, "0");
  Object.assign(server.extraEnv, {
    SEO_LLM_ENDPOINTS: JSON.stringify([{ name: "lab", base_url: llm.url, api_key: "llm-secret", models: ["model-a", "model-b"] }]),
    SEO_LLM_BASE_URL: llm.url, SEO_LLM_API_KEY: "llm-secret", SEO_LLM_MODEL: "judge-model",
    SEO_ALLOW_PRIVATE_ADDRESSES: "1", SEO_JOB_RETRY_BASE_MS: "50", SEO_CLOCK_FILE: clock,
  });
  alpha = server.tenant("alpha", kPassword);
  server.tenant("bravo", kPassword);
  server.ctl(["credits", "set", "--org", alpha.org, "--resource", "ai_credits", "--quota", "1000000"]);
  key = server.ctl(["key", "create", "--org", alpha.org, "--user", alpha.user, "--website", alpha.website]).key;
  await server.start(["account", "ai_visibility"]);
  // Acme named first by model a, second by model b; Globex by both; Initech by neither.
  await fetch(`${llm.url}/_control`, { method: "POST", body: JSON.stringify({ script: {
    "model-a": ["For a small agency, **Acme** is the best pick; Globex is fine too.", "Acme, then Globex."],
    "model-b": ["Globex is popular. Acme also works.", "Most agencies use Globex."],
  } }) });
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await llm?.stop();
});

async function api(method, path, body) {
  const answer = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method, headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await answer.text();
  assert.ok(answer.ok, `${method} ${path}: ${answer.status} ${text}`);
  return JSON.parse(text);
}
async function runToEnd(base, id) {
  const run = (await api("POST", `${base}/${id}/runs`, {})).data;
  for (let i = 0; i < 300; i += 1) {
    const now = (await api("GET", `${base}/${id}/runs/${run.id}`)).data;
    if (now.status !== "queued" && now.status !== "running") return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the run did not end");
}
const drawn = (page) => page.locator(".plugin-page[data-ready]").waitFor();
const runsDone = (page) => page.locator("#runs-title").locator("xpath=..").locator("tbody tr", { hasText: "completed" }).first().waitFor({ timeout: 60000 });

async function openVisibility(page, email) {
  await signIn(page, email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Brand Radar and prompts" }).click();
  await drawn(page);
}

test("a Brand Radar campaign made in the page runs; its share of voice, intervals, answers and score are the API's", async () => {
  // Two earlier days of runs, at an earlier server clock, so the figures have a trend.
  const base = "/brand-radar/campaigns";
  const made = (await api("POST", base, { prompt: "Which CRM should a small agency use?", status: "paused", samples: 2,
    models: ["lab/model-a", "lab/model-b"],
    brands: [{ name: "Acme", domain: "acme.example" }], competitors: [{ name: "Globex" }, { name: "Initech" }] })).data;
  for (const days of [2, 1]) {
    writeFileSync(clock, String(-days * kDaySeconds));
    assert.equal((await runToEnd(base, made.id)).status, "completed");
  }
  writeFileSync(clock, "0");

  const page = await newPage(browser, server.baseUrl);
  await openVisibility(page, alpha.email);
  await page.getByRole("heading", { name: "Which CRM should a small agency use?", level: 2 }).waitFor();
  // Today's run, from the page.
  await page.getByRole("button", { name: "Run now" }).click();
  // The page follows the run while it runs (it may be over before the page reads it again).
  for (let i = 0; i < 600; i += 1) {
    const runs = (await api("GET", `${base}/${made.id}/runs`)).data;
    if (runs.length === 3 && runs.every((r) => r.status === "completed")) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.locator("#runs-title").locator("xpath=..").locator("tbody tr", { hasText: "completed" }).nth(2).waitFor({ timeout: 60000 });
  await page.getByText("A run is in progress…").waitFor({ state: "detached", timeout: 60000 });
  await drawn(page);

  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86400000).toISOString().slice(0, 10);
  const metrics = (await api("GET", `${base}/${made.id}/metrics?from=${from}&to=${today}`)).data;
  assert.equal(metrics.answers, 12);
  const acme = metrics.brands.find((b) => b.name === "Acme");
  const row = page.locator("#share-of-voice tbody tr", { hasText: "Acme" });
  assert.equal(await row.locator("td").nth(2).innerText(),
               `${acme.share_of_voice.value}% (${acme.share_of_voice.ci_low}–${acme.share_of_voice.ci_high})`);
  // Bars with whiskers now; lines over bands by day (three days, three names).
  assert.equal(await page.locator("#share-of-voice svg.intervals line.whisker").count(), 3);
  assert.equal(await page.locator("#share-of-voice polygon.band").count(), 3);
  assert.equal(await page.locator("#share-of-voice .chart circle.dot").count(), 3);
  // The score card is the API's.
  const score = (await api("GET", `/ai-visibility/score?from=${from}&to=${today}`)).data;
  assert.equal((await page.locator(".stat", { hasText: "Score" }).locator("dd").innerText()).trim(), `${score.score} / 100`);
  await photograph(page, "ai-visibility-brand-radar");

  // A run's answers, the tracked names marked where they are mentioned.
  await page.getByRole("button", { name: new RegExp(`^${today}`) }).click();
  await drawn(page);
  const answers = page.locator("#run-answers article.answer");
  assert.equal(await answers.count(), 4);
  const marked = await page.locator("#run-answers mark").allInnerTexts();
  assert.ok(marked.includes("Acme") && marked.includes("Globex"), marked.join(","));
  assert.ok(!marked.includes("Initech"));
  await photograph(page, "ai-visibility-answers");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a Prompt Research campaign made in the page lists the names its answers give", async () => {
  const page = await newPage(browser, server.baseUrl);
  await openVisibility(page, alpha.email);
  await page.getByRole("button", { name: "Prompt Research" }).click();
  await drawn(page);
  await page.locator("summary", { hasText: "New campaign" }).click();
  await page.getByLabel("Prompt, as a person would ask it").fill("Which CRM do agencies use?");
  await page.getByLabel("Answers per model and language").fill("1");
  await page.getByRole("button", { name: /^Make the campaign/ }).click();
  await page.getByRole("heading", { name: "Which CRM do agencies use?", level: 2 }).waitFor();
  await runsDone(page);
  await page.getByText("A run is in progress…").waitFor({ state: "detached", timeout: 60000 });
  await drawn(page);
  await page.getByRole("heading", { name: "What the answers name" }).waitFor();
  // The judge names the brands an answer sets in bold: model a's **Acme**.
  await page.getByRole("cell", { name: "Acme", exact: true }).first().waitFor();
  await photograph(page, "ai-visibility-prompt-research");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("another organization's member sees no campaign and cannot read alpha's", async () => {
  const page = await newPage(browser, server.baseUrl);
  await openVisibility(page, "owner@bravo.test");
  await page.getByText("No Brand Radar campaign yet.").waitFor();
  const foreign = await page.evaluate(async (id) => (await fetch(`/api/v1/brand-radar/campaigns?website_id=${id}`)).status, alpha.website);
  assert.equal(foreign, 403);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a hot swap takes the AI visibility page away and brings it back", async () => {
  await expectPagesFollowHotSwap(browser, "ai_visibility", ["Brand Radar and prompts"]);
});
