// Rank tracking on the keywords page in a real browser, against the real server asking the fake
// DataForSEO peer (tests/peers/dataforseo_peer.py, its queue): keywords added tracked from the
// page, their positions and changes in the table, filtered by position, tracked in bulk, and a
// keyword's history drawn as a chart with its competitor as another line, by mouse and by
// keyboard, checked by axe-core light and dark.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { Server } from "./server.mjs";
import { startPeer } from "./peers.mjs";
import { kPassword, launchBrowser, newPage, photograph, signIn } from "./console_page.mjs";

let browser;
let server;
let dataforseo;
let alpha;
let key;

const kSerp = {
  queue_polls: 0,
  serp: {
    "trail shoes": [{ url: "https://rival.example/best", title: "Rival" },
                    { url: "https://www.alpha.example/trail", title: "Ours" }],
    "road shoes": [{ url: "https://rival.example/road", title: "Rival" }],
    "hiking boots": [{ url: "https://www.alpha.example/boots", title: "Ours" }],
  },
};

before(async () => {
  browser = await launchBrowser();
  dataforseo = await startPeer("dataforseo_peer.py", ["--login", "login@example.test", "--password", "dfs-secret"]);
  await control(kSerp);
  server = new Server({ env: {
    SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000",
    SEO_DATAFORSEO_BASE_URL: dataforseo.url, SEO_DATAFORSEO_LOGIN: "login@example.test",
    SEO_DATAFORSEO_PASSWORD: "dfs-secret",
    SEO_SETTINGS: JSON.stringify({ keywords: { rank_poll_seconds: 1 } }),
  } });
  alpha = server.tenant("alpha", kPassword);
  server.tenant("bravo", kPassword);
  key = server.ctl(["key", "create", "--org", alpha.org, "--user", alpha.user, "--website", alpha.website]).key;
  await server.start(["account", "keywords"]);
  await api("PUT", "/keywords/rank-settings", { competitors: ["rival.example"] });
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await dataforseo?.stop();
});

async function control(body) {
  const answer = await fetch(`${dataforseo.url}/_control`, { method: "POST", body: JSON.stringify(body) });
  assert.equal(answer.status, 200);
}

async function api(method, path, body) {
  const answer = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method, headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body) });
  assert.ok(answer.status < 300, `${method} ${path}: ${answer.status}`);
  return answer.json();
}

// Polls the list until every tracked keyword of it has been checked (20 s at most).
async function awaitChecked(count) {
  for (let i = 0; i < 200; i += 1) {
    const list = await api("GET", "/keywords?tracked=true&limit=100");
    if (list.data.filter((k) => k.position_checked_at).length >= count) return list.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`fewer than ${count} tracked keywords were checked`);
}

const drawn = (page) => page.locator(".plugin-page[data-ready]").waitFor();
const shownTerms = (page) => page.locator("#keywords-table tbody tr td:nth-child(3)").allInnerTexts();
const cellOf = (page, term, column) =>
  page.locator("#keywords-table tbody tr", { hasText: term }).locator(`td:nth-child(${column})`);
// The figure a cell shows (a position's button also names its history to screen readers).
const shown = async (cell) => (await cell.innerText()).split(",")[0].trim();

test("positions in the table, filtered, tracked in bulk, and a keyword's history with its competitor", async () => {
  const page = await newPage(browser, server.baseUrl);
  await signIn(page, alpha.email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Keywords" }).click();
  await drawn(page);

  // Added by paste, tracked: checked at once through the peer's queue.
  await page.getByLabel("Keywords, one per line").fill("trail shoes\nroad shoes");
  await page.getByLabel(/Track their positions/).check();
  await page.getByRole("button", { name: "Add keywords" }).click();
  await page.getByText("Added 2; 0 already there.").waitFor();
  await awaitChecked(2);
  await page.reload();
  await drawn(page);
  // Columns: pick, star, keyword, volume, difficulty, CPC, position, change.
  assert.equal(await shown(cellOf(page, "trail shoes", 7)), "2");
  assert.equal(await shown(cellOf(page, "road shoes", 7)), ">100");

  // Filtered to the top 3 by the server.
  await page.getByLabel("Position", { exact: true }).selectOption("3");
  await drawn(page);
  assert.deepEqual(await shownTerms(page), ["trail shoes"]);
  await page.getByRole("button", { name: "Clear" }).click();
  await drawn(page);

  // A keyword added untracked, then tracked from the bulk bar.
  await api("POST", "/keywords", { keywords: [{ term: "hiking boots" }] });
  await page.reload();
  await drawn(page);
  assert.equal(await shown(cellOf(page, "hiking boots", 7)), "—");
  await page.getByLabel("Select hiking boots").check();
  await page.getByRole("button", { name: "Track positions" }).click();
  await drawn(page);
  await awaitChecked(3);
  await page.reload();
  await drawn(page);
  assert.equal(await shown(cellOf(page, "hiking boots", 7)), "1");
  // Sorted by position from the header: best first, the unranked last.
  await page.getByRole("button", { name: "Position", exact: true }).click();
  await drawn(page);
  assert.deepEqual(await shownTerms(page), ["hiking boots", "trail shoes", "road shoes"]);

  // The history by keyboard: the position's button opens it, the competitor is a second line.
  await page.getByRole("button", { name: /^2\b.*position history of trail shoes$/ }).focus();
  await page.keyboard.press("Enter");
  const history = page.locator("#rank-history");
  await history.getByRole("heading", { name: "Positions of “trail shoes”" }).waitFor();
  assert.ok(await history.getByRole("heading", { name: "Positions of “trail shoes”" }).evaluate(
    (h) => h === document.activeElement), "the history's heading has the focus");
  await history.getByRole("img", { name: "Position of “trail shoes” by day" }).waitFor();
  assert.deepEqual(await history.locator(".legend li").allInnerTexts(), ["Your website", "rival.example"]);
  assert.equal(await history.locator("polyline.line.primary").count(), 1);
  assert.equal(await history.locator("polyline.line.secondary").count(), 1);
  assert.match(await history.getByRole("table", { name: /Checks of/ }).innerText(), /rival\.example 1/);
  assert.match(await history.innerText(), /Latest: position 2 with https:\/\/www\.alpha\.example\/trail/);
  await photograph(page, "keywords-rank-history");
  // Closed by keyboard; the focus goes back to the keyword's position.
  await history.getByRole("button", { name: "Close" }).focus();
  await page.keyboard.press("Enter");
  assert.equal(await page.locator("#rank-history").count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent),
               "2, position history of trail shoes");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("another organization's member sees none of alpha's positions", async () => {
  const page = await newPage(browser, server.baseUrl);
  await signIn(page, "owner@bravo.test");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Keywords" }).click();
  await drawn(page);
  assert.match(await page.locator("#keywords-table tbody").innerText(), /No keywords yet/);
  await page.getByLabel("Tracking", { exact: true }).selectOption("true");
  await drawn(page);
  assert.deepEqual(await shownTerms(page), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
