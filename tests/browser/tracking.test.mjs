// Tracking in a real browser, on the websites' pages served on loopback (Chromium resolves
// alpha.example, bravo.example and elsewhere.example to a page server of this test's):
// - this server's tracker on alpha's pages: the pageview, a call queued before it loaded, an
//   event tagged in markup, an outbound link, a file download, a form submission, the 404 page
//   and hash routing;
// - moving from Plausible is a one-line change: Plausible's official tracker package
//   (@plausible-analytics/tracker, pinned in package-lock.json) on bravo's page, pointed at this
//   server's /api/event, records a pageview and a custom event with properties and revenue here,
//   unchanged.
// Each website's figures are exactly its own pages' events.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { Server } from "./server.mjs";
import { kPassword, launchBrowser, newPage } from "./console_page.mjs";

const require = createRequire(import.meta.url);
const plausibleJs = readFileSync(require.resolve("@plausible-analytics/tracker"), "utf8");
// A desktop Chrome's: the server (as Plausible) does not count a headless browser's visits.
const kChrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) " +
                "Chrome/140.0.0.0 Safari/537.36";

let browser;
let server;
let pages;  // the websites' page server, on loopback
let alpha, bravo;
const keys = {};
let tracker;  // alpha's GET /website/tracking: its site id and the script's address

// bravo's page: the package initialised as its README says, with this server's endpoint.
function plausiblePage(endpoint) {
  return `<!doctype html><html lang="en"><head><title>Pricing</title></head><body>
<h1>Pricing</h1><button id="buy">Buy</button>
<script type="module">
  import { init, track } from "/plausible.js";
  window.__plausible = true;  // the package's own switch for automated browsers (its tests')
  init({ domain: "bravo.example", endpoint: ${JSON.stringify(endpoint)} });
  document.getElementById("buy").addEventListener("click", () =>
    track("Signup", { props: { plan: "pro", seats: 3 }, revenue: { currency: "EUR", amount: 29 },
                      callback: (result) => { document.body.dataset.sent = String(result.status); } }));
</script></body></html>`;
}

// alpha's page with this server's tracker, every option on; `notFound` adds data-404.
function trackedPage(title, { notFound = false } = {}) {
  return `<!doctype html><html lang="en"><head><title>${title}</title>
<script>window.seo=window.seo||function(){(seo.q=seo.q||[]).push(arguments)};
seo("Purchase", {props: {plan: "pro"}, revenue: {currency: "EUR", amount: 29}});</script>
<script defer src="${tracker.script_url}" data-site="${tracker.site_id}" data-outbound-links
  data-file-downloads data-form-submissions data-hash${notFound ? " data-404" : ""}></script>
</head><body><h1>${title}</h1>
<button class="seo-event-name=Sign+up seo-event-plan=team">Sign up</button>
<a href="/files/report.pdf">Report</a>
<a href="http://elsewhere.example:${pages.address().port}/">Elsewhere</a>
<form method="post" action="/thanks"><button>Send</button></form>
<a href="#/settings">Settings</a>
</body></html>`;
}

async function api(tenant, method, path, body) {
  const answer = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method, headers: { Authorization: `Bearer ${keys[tenant]}`, "Content-Type": "application/json" },
    body: body && JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}

async function read(tenant, path) {
  const answer = await api(tenant, "GET", path);
  assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

// Polls `check` until it is true: the events are written by the server's batch writer.
async function eventually(check, what) {
  const deadline = Date.now() + 15000;
  for (;;) {
    if (await check()) return;
    assert.ok(Date.now() < deadline, `not seen in 15 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Each goal's total conversions today, by its event name or page path.
async function conversions(tenant) {
  const out = {};
  for (const g of await read(tenant, "/website/goals?range=7d")) {
    out[g.event_name ?? g.page_path] = g.total_conversions;
  }
  return out;
}

before(async () => {
  server = new Server();
  alpha = server.tenant("alpha", kPassword);
  bravo = server.tenant("bravo", kPassword);
  for (const [name, t] of [["alpha", alpha], ["bravo", bravo]]) {
    keys[name] = server.ctl(["key", "create", "--org", t.org, "--user", t.user, "--website", t.website]).key;
  }
  await server.start(["account", "analytics"]);
  tracker = await read("alpha", "/website/tracking");
  pages = createServer((request, response) => {
    const html = { "Content-Type": "text/html; charset=utf-8" };
    request.resume();  // a form's body
    if (request.url === "/plausible.js") {
      response.writeHead(200, { "Content-Type": "text/javascript" }).end(plausibleJs);
    } else if (request.headers.host.startsWith("elsewhere.example")) {
      response.writeHead(200, html).end("<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>");
    } else if (request.headers.host.startsWith("bravo.example")) {
      response.writeHead(200, html).end(plausiblePage(`${server.baseUrl}/api/event`));
    } else if (request.url === "/files/report.pdf") {
      response.writeHead(200, { "Content-Type": "application/pdf",
                                "Content-Disposition": "attachment; filename=report.pdf" }).end("%PDF-1.4\n");
    } else if (request.url === "/missing") {
      response.writeHead(404, html).end(trackedPage("Not found", { notFound: true }));
    } else {
      response.writeHead(200, html).end(trackedPage(request.url));
    }
  });
  await new Promise((resolve) => pages.listen(0, "127.0.0.1", resolve));
  // navigator.webdriver false, as in a visitor's browser (the tracker sends it; true is ignored).
  browser = await launchBrowser([
    "--host-resolver-rules=MAP alpha.example 127.0.0.1, MAP bravo.example 127.0.0.1, " +
      "MAP elsewhere.example 127.0.0.1",
    "--disable-blink-features=AutomationControlled"]);
});

after(async () => {
  await browser?.close();
  pages?.close();
  await server?.stop();
});

test("the tracker sends every automatic and tagged event from a real page", async () => {
  for (const name of ["Purchase", "Sign up", "Outbound Link: Click", "File Download",
                      "Form: Submission", "404"]) {
    const made = await api("alpha", "POST", "/website/goals",
                           name === "Purchase" ? { event_name: name, currency: "EUR" } : { event_name: name });
    assert.equal(made.status, 201, JSON.stringify(made.body));
  }
  const page = await newPage(browser, server.baseUrl, { userAgent: kChrome, acceptDownloads: true });
  const port = pages.address().port;
  const origin = `http://alpha.example:${port}`;
  const sent = () => page.evaluate(() => typeof window.seo === "function" && !window.seo.q);
  await page.goto(`${origin}/pricing`, { referer: "https://www.google.com/" });
  await eventually(sent, "the tracker loaded");
  assert.equal(await page.evaluate(() => navigator.webdriver), false);

  await page.getByRole("button", { name: "Sign up" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Report" }).click();
  await download;
  await page.getByRole("link", { name: "Settings" }).click();  // hash routing: a pageview
  await page.waitForURL(`${origin}/pricing#/settings`);
  await Promise.all([page.waitForURL(`${origin}/thanks`), page.getByRole("button", { name: "Send" }).click()]);
  await eventually(sent, "the tracker loaded on /thanks");
  await Promise.all([page.waitForURL(/elsewhere\.example/), page.getByRole("link", { name: "Elsewhere" }).click()]);
  await page.goto(`${origin}/missing`);
  await eventually(sent, "the tracker loaded on the 404 page");
  assert.deepEqual(page.problems, []);

  // Each event once, the queued Purchase once per page of alpha's loaded: /pricing, /thanks and
  // /missing.
  const expected = { "Purchase": 3, "Sign up": 1, "Outbound Link: Click": 1, "File Download": 1,
                     "Form: Submission": 1, "404": 1 };
  const sorted = (counts) => JSON.stringify(Object.entries(counts).sort());
  let seen;
  await eventually(async () => (seen = sorted(await conversions("alpha"))) === sorted(expected),
                   "every event")
    .catch((e) => assert.fail(`${e.message}: ${seen} against ${sorted(expected)}`));
  const goals = await read("alpha", "/website/goals?range=7d");
  const purchase = goals.find((g) => g.event_name === "Purchase");
  assert.deepEqual(purchase.revenue, { total: 87, average: 29, currency: "EUR" });
  // Pageviews: /pricing, its #/settings (hash routing), /thanks, /missing.
  const viewed = (await read("alpha", "/website/pages?range=7d&limit=100")).map((p) => `${p.page} ${p.pageviews}`).sort();
  assert.deepEqual(viewed, ["/missing 1", "/pricing 1", "/pricing#/settings 1", "/thanks 1"]);
  const sources = await read("alpha", "/website/sources?range=7d");
  assert.deepEqual(sources.map((s) => s.source), ["www.google.com"]);
});

test("Plausible's tracker package records a pageview and a conversion with revenue here", async () => {
  const goal = await api("bravo", "POST", "/website/goals", { event_name: "Signup", currency: "EUR" });
  assert.equal(goal.status, 201, JSON.stringify(goal.body));
  const page = await newPage(browser, server.baseUrl, { userAgent: kChrome });
  const answers = [];
  page.on("response", (r) => {
    if (r.url() === `${server.baseUrl}/api/event`) answers.push(r.status());
  });
  await page.goto(`http://bravo.example:${pages.address().port}/pricing`, { referer: "https://www.google.com/" });
  await page.getByRole("button", { name: "Buy" }).click();
  await page.locator("body[data-sent]").waitFor();
  assert.equal(await page.locator("body").getAttribute("data-sent"), "202", "the package's callback saw 202");
  assert.deepEqual(page.problems, []);

  await eventually(async () => (await conversions("bravo")).Signup === 1, "the Signup conversion");
  const [signup] = await read("bravo", "/website/goals?range=7d");
  assert.equal(signup.unique_conversions, 1);
  assert.equal(signup.conversion_rate, 100, "the one visitor converted");
  assert.deepEqual(signup.revenue, { total: 29, average: 29, currency: "EUR" });
  const summary = await read("bravo", "/website/summary?range=7d");
  assert.equal(summary.pageviews, 1);
  assert.equal(summary.unique_visitors, 1);
  const sources = await read("bravo", "/website/sources?range=7d");
  assert.deepEqual(sources.map((s) => s.source), ["www.google.com"]);
  assert.deepEqual(answers, [202, 202], "the pageview and the event, each answered 202");
});
