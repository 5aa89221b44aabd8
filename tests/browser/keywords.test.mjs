// The keywords module's page in a real browser, against the real server with a website filled by
// `seoctl keywords demo-keywords`: the table is the API's (sorted, filtered and paged by the
// server), bulk changes, adding by paste with enrichment, groups, research followed to its end
// and its results added, CSV out and in, another organization's member seeing none of it, a
// website of 100 000 keywords paged, sorted and searched (timings written for
// docs/benchmarks.md), and the page leaving the navigation when the module is unloaded.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Server, screenshotPath } from "./server.mjs";
import { expectAccessible, kPassword, launchBrowser, newPage, photograph, signIn, expectPagesFollowHotSwap } from "./console_page.mjs";

let browser;
let server;
let alpha;
let big;
let key;

before(async () => {
  browser = await launchBrowser();
  server = new Server({ env: { SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  alpha = server.tenant("alpha", kPassword);
  server.tenant("bravo", kPassword);
  big = server.tenant("charlie", kPassword);
  server.ctl(["keywords", "demo-keywords", "--website", alpha.website, "--count", "400"]);
  server.ctl(["keywords", "demo-keywords", "--website", big.website, "--count", "100000"]);
  // Sample keywords never mix with real ones: a website that has keywords is refused.
  assert.throws(() => server.ctl(["keywords", "demo-keywords", "--website", alpha.website]), /already has keywords/);
  server.ctl(["credits", "set", "--org", alpha.org, "--resource", "keyword_research", "--quota", "1000"]);
  key = server.ctl(["key", "create", "--org", alpha.org, "--user", alpha.user, "--website", alpha.website]).key;
  await server.start(["account", "keywords"]);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function apiGet(path) {
  const answer = await fetch(`${server.baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${key}` } });
  assert.equal(answer.status, 200, path);
  return answer.json();
}

// Waits for the table to have drawn what its last change asked for.
const drawn = (page) => page.locator(".plugin-page[data-ready]").waitFor();
const shownTerms = (page) => page.locator("#keywords-table tbody tr td:nth-child(3)").allInnerTexts();
const pagerText = (page) => page.locator("nav.pager span").innerText();

async function openKeywords(page, email) {
  await signIn(page, email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Keywords" }).click();
  await drawn(page);
}

test("the table is the API's list, sorted, filtered and paged by the server, by mouse and keyboard", async () => {
  const page = await newPage(browser, server.baseUrl);
  await openKeywords(page, alpha.email);
  await page.getByRole("heading", { name: "Keywords", level: 1 }).waitFor();
  const newest = await apiGet("/keywords?limit=50");
  assert.equal(newest.meta.total, 400);
  assert.deepEqual(await shownTerms(page), newest.data.map((k) => k.term));
  assert.equal(await pagerText(page), "Page 1 of 8 · 400 keywords");
  await photograph(page, "keywords");
  // The README's picture (docs/images/keywords.png is a copy): the first screenful.
  await page.screenshot({ path: screenshotPath("readme-keywords") });

  // Sorted by volume, highest first, then lowest first: a header's button, by keyboard too.
  await page.getByRole("button", { name: "Volume", exact: true }).click();
  await drawn(page);
  const byVolume = await apiGet("/keywords?limit=50&sort=volume");
  assert.deepEqual(await shownTerms(page), byVolume.data.map((k) => k.term));
  assert.equal(await page.locator("th[aria-sort=descending]").innerText(), "Volume");
  await page.getByRole("button", { name: "Volume", exact: true }).press("Enter");
  await drawn(page);
  const lowest = await apiGet("/keywords?limit=50&sort=volume&order=asc");
  assert.deepEqual(await shownTerms(page), lowest.data.map((k) => k.term));
  assert.match(page.url(), /sort=volume&order=asc/);
  // The next page of that order.
  await page.getByRole("button", { name: "Next" }).click();
  await drawn(page);
  const second = await apiGet("/keywords?limit=50&sort=volume&order=asc&page=2");
  assert.deepEqual(await shownTerms(page), second.data.map((k) => k.term));

  // Searched, with a status: the total is the API's; the view survives a reload.
  await page.getByLabel("Search", { exact: true }).fill("rank");
  await page.getByLabel("Search", { exact: true }).press("Enter");
  await drawn(page);
  await page.getByLabel("Status", { exact: true }).selectOption("planned");
  await drawn(page);
  const searched = await apiGet("/keywords?limit=50&q=rank&status=planned&sort=volume&order=asc");
  assert.ok(searched.meta.total > 0);
  assert.deepEqual(await shownTerms(page), searched.data.map((k) => k.term));
  assert.ok((await shownTerms(page)).every((t) => t.includes("rank")));
  await page.reload();
  await drawn(page);
  assert.deepEqual(await shownTerms(page), searched.data.map((k) => k.term));
  assert.equal(await page.getByLabel("Search", { exact: true }).inputValue(), "rank");
  // Starred only, in a group.
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await drawn(page);
  const group = (await apiGet("/keywords/groups")).data.find((g) => g.name === "Rank tracking");
  await page.getByLabel("Group", { exact: true }).selectOption(group.id);
  await drawn(page);
  await page.getByLabel("Starred only").check();
  await drawn(page);
  // (The order chosen before stays: filters and order are apart.)
  const starred = await apiGet(`/keywords?limit=50&group_id=${group.id}&starred=true&sort=volume&order=asc`);
  assert.deepEqual(await shownTerms(page), starred.data.map((k) => k.term));
  assert.equal(await pagerText(page), `Page 1 of 1 · ${starred.meta.total} keyword${starred.meta.total === 1 ? "" : "s"}`);
  await photograph(page, "keywords-filtered");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("bulk status, group, star and delete change exactly the keywords picked", async () => {
  const page = await newPage(browser, server.baseUrl);
  page.on("dialog", (dialog) => dialog.accept());
  await openKeywords(page, alpha.email);
  const rows = page.locator("#keywords-table tbody tr");
  const picked = [];
  for (let i = 0; i < 3; i += 1) {
    picked.push(await rows.nth(i).getAttribute("data-id"));
    await rows.nth(i).getByRole("checkbox").check();
  }
  await page.getByText("3 selected").waitFor();
  await page.locator("#bulk-status").selectOption("ignored");
  await page.getByRole("button", { name: "Set status" }).click();
  await drawn(page);
  await page.getByText("3 selected").waitFor({ state: "detached" });
  const ignored = await apiGet("/keywords?status=ignored&limit=500");
  for (const id of picked) assert.ok(ignored.data.some((k) => k.id === id), id);

  // Star two by the bulk bar, then unstar one by its own button.
  for (let i = 0; i < 2; i += 1) await rows.nth(i).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Star", exact: true }).click();
  await drawn(page);
  const term0 = (await shownTerms(page))[0];
  assert.equal(await rows.nth(0).getByRole("button", { name: `Star ${term0}` }).getAttribute("aria-pressed"), "true");
  await rows.nth(0).getByRole("button", { name: `Star ${term0}` }).click();
  await page.locator(`#keywords-table tbody tr[data-id="${picked[0]}"] button[aria-pressed=false]`).waitFor();
  const starred = (await apiGet("/keywords?starred=true&limit=500")).data.map((k) => k.id);
  assert.ok(!starred.includes(picked[0]));
  assert.ok(starred.includes(picked[1]));

  // Into a group, then out of any.
  const groups = (await apiGet("/keywords/groups")).data;
  const content = groups.find((g) => g.name === "Content");
  for (let i = 0; i < 3; i += 1) await rows.nth(i).getByRole("checkbox").check();
  await page.locator("#bulk-group").selectOption(content.id);
  await page.getByRole("button", { name: "Set group" }).click();
  await drawn(page);
  const inContent = (await apiGet(`/keywords?group_id=${content.id}&limit=500`)).data.map((k) => k.id);
  for (const id of picked) assert.ok(inContent.includes(id));
  for (let i = 0; i < 3; i += 1) await rows.nth(i).getByRole("checkbox").check();
  await page.locator("#bulk-group").selectOption({ label: "No group" });
  await page.getByRole("button", { name: "Set group" }).click();
  await drawn(page);
  const listed = (await apiGet("/keywords?limit=3")).data;
  assert.deepEqual(listed.map((k) => k.group_id), [null, null, null]);

  // Deleted, after a confirmation.
  for (let i = 0; i < 3; i += 1) await rows.nth(i).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await drawn(page);
  const after = await apiGet("/keywords?limit=500");
  assert.equal(after.meta.total, 397);
  for (const id of picked) assert.ok(!after.data.some((k) => k.id === id));
  assert.equal(await pagerText(page), "Page 1 of 8 · 397 keywords");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("keywords are added by paste with enrichment, by research and by CSV, and exported as CSV", async () => {
  const page = await newPage(browser, server.baseUrl, { acceptDownloads: true });
  await openKeywords(page, alpha.email);
  const before = (await apiGet("/keywords?limit=1")).meta.total;

  // A paste: one per line, a repeat skipped, into a new group, enriched.
  const add = page.locator("section[aria-labelledby=add-title]");
  await add.getByLabel("Keywords, one per line").fill("purple widget\nteal widget\npurple widget\n\n");
  await add.getByLabel(/^Group/).fill("Widgets");
  await add.getByLabel(/^Fill volume/).check();
  await add.getByRole("button", { name: "Add keywords" }).click();
  await add.getByText("Added 2; 0 already there.").waitFor();
  await drawn(page);
  const widgets = (await apiGet("/keywords?q=widget")).data;
  assert.deepEqual(widgets.map((k) => k.term).sort(), ["purple widget", "teal widget"]);
  assert.ok(widgets.every((k) => k.keyword_groups?.name === "Widgets" && Number.isInteger(k.volume)));
  await page.locator("section[aria-labelledby=groups-title]").getByRole("button", { name: "Widgets", exact: true }).waitFor();

  // Research, followed to its end; its suggestions added in one click.
  const research = page.locator("section[aria-labelledby=research-title]");
  await research.getByLabel(/^Seed keywords/).fill("compost bin");
  await research.getByRole("button", { name: /^Start research/ }).click();
  await page.waitForURL(/job=[0-9a-f-]{36}/);
  await research.locator("#research-results").waitFor({ timeout: 60000 });
  const suggested = await research.locator("#research-results tbody tr").count();
  assert.ok(suggested > 0);
  await expectAccessible(page, "keywords research results");
  await research.getByRole("button", { name: "Add the selected keywords" }).click();
  await research.getByText(/^Added \d+ keywords from the research/).waitFor();
  assert.doesNotMatch(page.url(), /job=/);
  const afterResearch = (await apiGet("/keywords?limit=1")).meta.total;
  assert.ok(afterResearch > before + 2, `${afterResearch} after ${before}`);

  // A CSV in: quoted commas, a group column, an empty volume.
  const csv = "Keyword,Volume,Group\r\nimported one,120,Imports\r\n\"imported, two\",,Imports\r\n=cmd injection,5,\r\n";
  await page.setInputFiles("#csv-file", { name: "keywords.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByText("Imported 3 keywords; 0 already there.").waitFor();
  const imported = (await apiGet("/keywords?q=imported&sort=term")).data;
  assert.deepEqual(imported.map((k) => [k.term, k.volume, k.keyword_groups?.name]),
                   [["imported one", 120, "Imports"], ["imported, two", null, "Imports"]]);

  // A CSV out: every keyword the filters pass (here, a search), not only the page shown.
  await page.getByLabel("Search", { exact: true }).fill("i");
  await page.getByLabel("Search", { exact: true }).press("Enter");
  await drawn(page);
  const total = (await apiGet("/keywords?q=i&limit=1")).meta.total;
  assert.ok(total > 50, "more than one page is exported");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export the keywords shown as CSV" }).click(),
  ]);
  const lines = readFileSync(await download.path(), "utf8").trim().split("\r\n");
  assert.equal(lines[0], "keyword,volume,difficulty,cpc,intent,status,starred,group,article,created_at," +
                         "position,position_change,ranking_url");
  assert.equal(lines.length - 1, total);
  assert.ok(lines.some((l) => l.startsWith('"imported, two",,')));
  // A term a spreadsheet would run as a formula is written as text.
  assert.ok(lines.some((l) => l.startsWith("'=cmd injection,5,")));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("another organization's member sees an empty table, and cannot reach alpha's keywords", async () => {
  const page = await newPage(browser, server.baseUrl);
  await openKeywords(page, "owner@bravo.test");
  assert.equal(await page.locator("#keywords-table tbody tr").innerText(), "No keywords yet: add some below.");
  const foreign = await page.evaluate(async (id) => (await fetch(`/api/v1/keywords?website_id=${id}`)).status, alpha.website);
  assert.equal(foreign, 403);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a website of 100 000 keywords pages, sorts and searches through the server", async () => {
  const page = await newPage(browser, server.baseUrl);
  await signIn(page, big.email);
  const timings = {};
  const timed = async (name, action) => {
    const started = Date.now();
    await action();
    await drawn(page);
    timings[name] = Date.now() - started;
  };
  await timed("open", () => page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Keywords" }).click());
  assert.equal(await pagerText(page), "Page 1 of 2000 · 100,000 keywords");
  await timed("next_page", () => page.getByRole("button", { name: "Next" }).click());
  await timed("sort_by_volume", () => page.getByRole("button", { name: "Volume", exact: true }).click());
  await timed("sort_by_keyword", () => page.getByRole("button", { name: "Keyword", exact: true }).click());
  await timed("search", async () => {
    await page.getByLabel("Search", { exact: true }).fill("for dentists");
    await page.getByLabel("Search", { exact: true }).press("Enter");
  });
  assert.ok((await shownTerms(page)).every((t) => t.includes("for dentists")));
  await timed("status_filter", async () => {
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await drawn(page);
    await page.getByLabel("Status", { exact: true }).selectOption("planned");
  });
  // The last page, from the address (a hash change within the page keeps the view drawn: reload).
  await page.goto(`${server.baseUrl}/console/#/keywords?page=2000`);
  await timed("last_page", () => page.reload());
  assert.match(await pagerText(page), /^Page 2000 of 2000 · 100,000 keywords$/);
  assert.equal((await shownTerms(page)).length, 50);
  writeFileSync(join(process.env.SEO_SCREENSHOT_DIR, "keywords-timing.json"), JSON.stringify(timings));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a hot swap takes the keywords page away and brings it back", async () => {
  await expectPagesFollowHotSwap(browser, "keywords", ["Keywords"]);
});
