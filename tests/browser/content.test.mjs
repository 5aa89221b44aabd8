// The content module's page in a real browser, against the real server and a fake WordPress site
// (tests/peers/wordpress_peer.py over HTTPS): the calendar shows the API's schedule and an
// article dragged (or moved by keyboard) to another day is rescheduled; an article is generated
// (by the offline writer), read rendered, edited, published to the WordPress site and deleted;
// the list filters; a new article is planned; the automation is saved; another organization
// sees none of it; the page leaves the navigation when the module is unloaded.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { Server } from "./server.mjs";
import { startPeer } from "./peers.mjs";
import { kPassword, launchBrowser, newPage, photograph, signIn, expectPagesFollowHotSwap } from "./console_page.mjs";

const kWpUser = "editor";
const kWpPassword = "abcd EFGH 1234 ijkl MNOP 5678";

let browser;
let server;
let wordpress;
let alpha;
let key;
const articles = {};

// YYYY-MM-DD of the `day`th of next month (UTC), so every date is in the future and on one page.
const nextMonth = (day) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day)).toISOString().slice(0, 10);
};

before(async () => {
  browser = await launchBrowser();
  server = new Server({ env: { SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  const cert = join(server.dir, "wp-cert.pem");
  wordpress = await startPeer("wordpress_peer.py", ["--user", kWpUser, "--password", kWpPassword,
    "--make-cert", cert, join(server.dir, "wp-key.pem")], { tls: true });
  // The server trusts the peer's throwaway certificate, and may call loopback.
  Object.assign(server.extraEnv, { SEO_OUTBOUND_CA_FILE: cert, SEO_ALLOW_PRIVATE_ADDRESSES: "1",
                                   SEO_JOB_RETRY_BASE_MS: "50" });
  alpha = server.tenant("alpha", kPassword);
  server.tenant("bravo", kPassword);
  key = server.ctl(["key", "create", "--org", alpha.org, "--user", alpha.user, "--website", alpha.website]).key;
  await server.start(["account", "keywords", "content", "cms_wordpress"]);
  await api("POST", "/connect", { type: "wordpress", url: wordpress.url, username: kWpUser, application_password: kWpPassword });
  for (const [name, day] of [["Trail running basics", 10], ["Choosing trail shoes", 17]]) {
    articles[name] = (await api("POST", "/articles", { title: name, date: nextMonth(day), outline: ["Why", "How"] })).id;
  }
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await wordpress?.stop();
});

async function api(method, path, body) {
  const answer = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method, headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await answer.text();
  assert.ok(answer.ok, `${method} ${path}: ${answer.status} ${text}`);
  return JSON.parse(text).data;
}

const drawn = (page) => page.locator(".plugin-page[data-ready]").waitFor();
const dayOf = async (id) => (await api("GET", `/articles/${id}`)).scheduled_publish_at.slice(0, 10);

async function openContent(page, email) {
  await signIn(page, email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Articles and calendar" }).click();
  await drawn(page);
}

test("the calendar shows the schedule, and an article moved by drag or by keyboard is rescheduled", async () => {
  const page = await newPage(browser, server.baseUrl);
  await openContent(page, alpha.email);
  await page.getByRole("heading", { name: "Articles and calendar", level: 1 }).waitFor();
  await page.getByRole("button", { name: "Next month" }).click();
  await drawn(page);
  const basics = page.locator(`td[data-day="${nextMonth(10)}"] button.event`, { hasText: "Trail running basics" });
  await basics.waitFor();
  await page.locator(`td[data-day="${nextMonth(17)}"] button.event`, { hasText: "Choosing trail shoes" }).waitFor();
  await photograph(page, "content-calendar");

  // Dragged from the 10th to the 12th.
  await basics.dragTo(page.locator(`td[data-day="${nextMonth(12)}"]`));
  await page.locator(`td[data-day="${nextMonth(12)}"] button.event`, { hasText: "Trail running basics" }).waitFor();
  await drawn(page);
  assert.equal(await dayOf(articles["Trail running basics"]), nextMonth(12));
  assert.match(page.url(), /#\/content\?day=\d{4}-\d{2}-01/);

  // By keyboard: Alt+ArrowRight a day later, Alt+ArrowDown a week later; focus stays on it.
  const moved = page.locator(`button.event[data-article="${articles["Trail running basics"]}"]`);
  await moved.focus();
  await page.keyboard.press("Alt+ArrowRight");
  await page.locator(`td[data-day="${nextMonth(13)}"] button.event`, { hasText: "Trail running basics" }).waitFor();
  await drawn(page);
  await page.keyboard.press("Alt+ArrowDown");
  await page.locator(`td[data-day="${nextMonth(20)}"] button.event`, { hasText: "Trail running basics" }).waitFor();
  assert.equal(await dayOf(articles["Trail running basics"]), nextMonth(20));
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Trail running basics");

  // The week of the 17th: seven days, both articles.
  await page.getByLabel("Show", { exact: true }).selectOption("week");
  await drawn(page);
  assert.equal(await page.locator("table.calendar tbody td").count(), 7 * (await page.locator("table.calendar tbody tr").count()));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("an article is generated, read, edited, scheduled, published to WordPress and deleted", async () => {
  const page = await newPage(browser, server.baseUrl);
  page.on("dialog", (dialog) => dialog.accept());
  await openContent(page, alpha.email);
  await page.getByRole("button", { name: "Articles", exact: true }).click();
  await drawn(page);
  await page.getByRole("link", { name: "Choosing trail shoes" }).click();
  await drawn(page);
  await page.getByRole("heading", { name: "Choosing trail shoes", level: 2 }).waitFor();
  assert.equal(await page.locator("#article-status").innerText(), "planned");

  // Generated by the offline writer; the page follows the job to its end.
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await page.locator("#article-status", { hasText: "completed" }).waitFor({ timeout: 60000 });
  const frame = page.frameLocator("iframe.article-frame");
  await frame.locator("h2").first().waitFor();
  // The frame runs nothing: it is sandboxed without scripts.
  assert.equal(await page.locator("iframe.article-frame").getAttribute("sandbox"), "");
  await photograph(page, "content-article");

  // Edited: a new title and text (a script in it is rendered inert, never run).
  await page.locator("details summary", { hasText: "Edit" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Choosing trail running shoes");
  await page.getByLabel("Text (Markdown)").fill("## Grip\n\nLugs matter.\n\n<script>window.parent.hacked = 1</script>");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("heading", { name: "Choosing trail running shoes", level: 2 }).waitFor();
  await frame.getByText("Lugs matter.").waitFor();
  assert.equal(await page.evaluate(() => window.hacked), undefined);
  const id = articles["Choosing trail shoes"];
  assert.equal((await api("GET", `/articles/${id}`)).title, "Choosing trail running shoes");

  // Rescheduled from its page, then published now through the WordPress connection.
  await page.getByLabel("Publish on").fill(nextMonth(24));
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  // The article drawn again with its new day (the heading carries it).
  await page.locator(`#article-heading[data-scheduled^="${nextMonth(24)}"]`).waitFor();
  await drawn(page);
  assert.equal(await dayOf(id), nextMonth(24));
  const sent = [];  // what the page sent, for the failure message
  page.on("request", (r) => { if (r.method() !== "GET") sent.push(`${r.method()} ${new URL(r.url()).pathname}`); });
  // Under a loaded suite a click on this button was seen to send nothing (not understood yet;
  // the closing note of issue 36 says so): the click is given again until the page sends it.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/publish") ||
                                               r.url().includes("/publish?"), { timeout: 5000 }).then(() => true, () => false);
    await page.getByRole("button", { name: "Publish now" }).click();
    if (await posted) break;
  }
  let state;
  for (let i = 0; i < 300; i += 1) {
    state = await api("GET", `/articles/${id}`);
    if (state.status === "published" || state.pipeline_status === "publish_failed") break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.equal(state.status, "published", JSON.stringify(state) + " | " + (await page.locator("main").innerText()) + " | " + page.problems.join(";") + " | " + sent.join(","));
  await page.locator("#article-status", { hasText: "published" }).waitFor({ timeout: 60000 });
  const article = await api("GET", `/articles/${id}`);
  assert.ok(article.cms_url.startsWith(wordpress.url), article.cms_url);
  await page.getByRole("link", { name: article.cms_url }).waitFor();

  // The list by status: published holds it, planned does not.
  await page.getByRole("button", { name: "Articles", exact: true }).click();
  await drawn(page);
  await page.getByLabel("Status", { exact: true }).selectOption("published");
  await drawn(page);
  await page.getByRole("link", { name: "Choosing trail running shoes" }).waitFor();
  assert.equal(await page.locator("tbody tr").count(), 1);
  await page.getByLabel("Pipeline stage").selectOption("generated");
  await drawn(page);
  assert.equal(await page.locator("tbody tr").innerText(), "No article here yet.");
  await photograph(page, "content-list");

  // Deleted after a confirmation (the post stays on the site).
  await page.getByLabel("Pipeline stage").selectOption("");
  await drawn(page);
  await page.getByRole("link", { name: "Choosing trail running shoes" }).click();
  await drawn(page);
  await page.getByRole("button", { name: "Delete" }).click();
  // Back on the list once deleted.
  await page.getByLabel("Pipeline stage").waitFor();
  await drawn(page);
  const left = await fetch(`${server.baseUrl}/api/v1/articles/${id}`, { headers: { Authorization: `Bearer ${key}` } });
  assert.equal(left.status, 404);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a new article is planned, and the automation is saved", async () => {
  const page = await newPage(browser, server.baseUrl);
  await openContent(page, alpha.email);
  await page.getByRole("button", { name: "Plan an article" }).click();
  await drawn(page);
  await page.getByLabel("Title", { exact: true }).fill("Hill repeats for runners");
  await page.getByLabel("Publish on (optional)").fill(nextMonth(26));
  await page.getByRole("button", { name: "Plan the article" }).click();
  await page.getByRole("heading", { name: "Hill repeats for runners", level: 2 }).waitFor();
  const made = (await api("GET", "/articles?limit=100")).find((a) => a.title === "Hill repeats for runners");
  assert.equal(made.scheduled_publish_at.slice(0, 10), nextMonth(26));

  await page.getByRole("button", { name: "Automation" }).click();
  await drawn(page);
  await page.getByLabel("Articles per week").fill("3");
  await page.getByLabel("Wednesday").check();
  await page.getByLabel("Time zone (IANA, e.g. Europe/Berlin)").fill("Europe/Berlin");
  await page.getByRole("button", { name: "Save the automation" }).click();
  await page.getByText("Saved.").waitFor();
  const settings = await api("GET", "/content/automation");
  assert.equal(settings.articles_per_week, 3);
  assert.ok(settings.publish_days.includes("wed"));
  assert.equal(settings.time_zone, "Europe/Berlin");
  // A time zone the server does not know: its message, nothing saved.
  await page.getByLabel("Time zone (IANA, e.g. Europe/Berlin)").fill("Mars/Olympus");
  await page.getByRole("button", { name: "Save the automation" }).click();
  await page.getByRole("alert").filter({ hasText: "time_zone" }).waitFor();
  assert.equal((await api("GET", "/content/automation")).time_zone, "Europe/Berlin");
  await photograph(page, "content-automation");
  // (The refused time zone's 400 is the one error the browser logs.)
  assert.deepEqual(page.problems.filter((p) => !/status of 400/.test(p)), []);
  await page.context().close();
});

test("another organization's member sees an empty calendar and cannot open alpha's article", async () => {
  const page = await newPage(browser, server.baseUrl);
  await openContent(page, "owner@bravo.test");
  await page.getByRole("button", { name: "Next month" }).click();
  await drawn(page);
  assert.equal(await page.locator("button.event").count(), 0);
  await page.goto(`${server.baseUrl}/console/#/content?article=${articles["Trail running basics"]}`);
  await drawn(page);
  await page.getByRole("alert").filter({ hasText: "Resource not found" }).waitFor();
  const foreign = await page.evaluate(async (id) => (await fetch(`/api/v1/articles/calendar?website_id=${id}&start=2026-01-01&end=2026-01-31`)).status, alpha.website);
  assert.equal(foreign, 403);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a hot swap takes the content page away and brings it back", async () => {
  await expectPagesFollowHotSwap(browser, "content", ["Articles and calendar"]);
});
