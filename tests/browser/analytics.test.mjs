// The analytics module's pages in a real browser, against the real server with a website filled
// by `seoctl analytics demo-traffic`: the dashboard's figures are the API's (channels, campaigns
// and devices among them, their field chosen by keyboard), a click on a row filters every panel, a panel exports as CSV, the view is kept in the address, goals and properties
// refused under filters for their cost say so while the rest draws, and the module's pages leave
// the navigation when it is unloaded by a hot swap.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Server, screenshotPath } from "./server.mjs";
import { kPassword, launchBrowser, newPage, photograph, signIn, expectPagesFollowHotSwap } from "./console_page.mjs";

let browser;
let server;
let alpha;
let key;

before(async () => {
  browser = await launchBrowser();
  server = new Server({ env: { SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  alpha = server.tenant("alpha", kPassword);
  server.tenant("bravo", kPassword);
  server.ctl(["analytics", "demo-traffic", "--website", alpha.website, "--days", "60"]);
  key = server.ctl(["key", "create", "--org", alpha.org, "--user", alpha.user, "--website", alpha.website]).key;
  await server.start(["account", "analytics"]);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function apiGet(path) {
  const answer = await fetch(`${server.baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${key}` } });
  assert.equal(answer.status, 200, path);
  return (await answer.json()).data;
}

// The value shown on the summary card `label`.
async function card(page, label) {
  const stat = page.locator(".stat").filter({ has: page.getByText(label, { exact: true }) });
  return (await stat.locator("dd").innerText()).split("\n")[0].trim();
}

// Waits for the dashboard to have drawn what its last change asked for.
const drawn = (page) => page.locator(".plugin-page[data-ready]").waitFor();

test("the dashboard shows the API's figures, filters by a click, exports CSV and keeps its view", async () => {
  const page = await newPage(browser, server.baseUrl, { acceptDownloads: true });
  await signIn(page, alpha.email);
  const nav = page.getByRole("navigation", { name: "Console" });
  const clicked = Date.now();
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await drawn(page);
  const interactiveMs = Date.now() - clicked;
  writeFileSync(join(process.env.SEO_SCREENSHOT_DIR, "dashboard-timing.json"),
                JSON.stringify({ interactive_ms: interactiveMs, page_ms: Number(await page.locator(".plugin-page").getAttribute("data-ready")) }));
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();

  // The cards are the summary's, with its change against the 30 days before.
  const summary = await apiGet("/website/summary?range=30d&compare=previous");
  assert.ok(summary.pageviews > 1000, "demo traffic was seeded");
  assert.equal(await card(page, "Unique visitors"), summary.unique_visitors.toLocaleString("en-US"));
  assert.equal(await card(page, "Pageviews"), summary.pageviews.toLocaleString("en-US"));
  assert.equal(await card(page, "Bounce rate"), `${summary.bounce_rate}%`);
  // The period before has traffic too (60 days were seeded): each card shows a change.
  assert.equal(await page.locator(".stat .change").count(), 6);

  // Panels in the API's order; the chart has a point per day.
  const pages = await apiGet("/website/pages?range=30d&limit=100");
  const topPages = page.locator("#top-pages");
  assert.equal(await topPages.locator("tbody tr").first().locator("td").first().innerText(), pages[0].page);
  await page.locator("#sources").getByRole("button", { name: "www.google.com", exact: true }).waitFor();
  await page.locator("#countries").getByRole("button", { name: "United States", exact: true }).waitFor();
  assert.ok(await page.locator("#ai-bots tbody tr").count() >= 3);
  assert.equal(await page.locator(".chart circle.dot").count(), 30);
  // Channels, campaigns and devices are the API's breakdowns, most visits first.
  const firstRow = async (id) => (await page.locator(`#${id} tbody tr`).first().locator("td").allInnerTexts()).slice(0, 2);
  const channels = await apiGet("/website/breakdown?range=30d&by=channel&limit=100");
  assert.ok(channels.length >= 5, "the demo traffic's referrers make several channels");
  assert.deepEqual(await firstRow("channels"), [channels[0].value, String(channels[0].visits)]);
  await page.locator("#channels").getByRole("cell", { name: "AI Assistants", exact: true }).waitFor();
  const campaigns = await apiGet("/website/breakdown?range=30d&by=utm_source&limit=100");
  assert.deepEqual(await firstRow("campaigns"), [campaigns[0].value, String(campaigns[0].visits)]);
  const devices = await apiGet("/website/breakdown?range=30d&by=device&limit=100");
  assert.deepEqual(await firstRow("devices"), [devices[0].value, String(devices[0].visits)]);
  // Another field, by keyboard: the choice is kept in the address.
  await page.getByLabel("Device field").focus();
  await page.getByLabel("Device field").selectOption("browser");
  await drawn(page);
  // The picker keeps the focus through the redraw.
  assert.equal(await page.evaluate(() => document.activeElement.id), "devices-by");
  const browsers = await apiGet("/website/breakdown?range=30d&by=browser&limit=100");
  assert.deepEqual(await firstRow("devices"), [browsers[0].value, String(browsers[0].visits)]);
  assert.equal(await page.locator("#devices thead th").first().innerText(), "Browser");
  assert.match(page.url(), /device_by=browser/);
  await page.getByLabel("Campaign field").selectOption("utm_campaign");
  await drawn(page);
  await page.locator("#campaigns").getByRole("cell", { name: "december", exact: true }).waitFor();
  await photograph(page, "analytics-dashboard");
  // The README's picture (docs/images/analytics-dashboard.png is a copy): the first screenful.
  await page.screenshot({ path: screenshotPath("readme-analytics-dashboard") });

  // A click on a page filters every panel; the filter is in the address.
  await topPages.getByRole("button", { name: "/pricing", exact: true }).click();
  await page.getByRole("button", { name: "Remove the filter Page: /pricing" }).waitFor();
  await drawn(page);
  const pricing = await apiGet("/website/summary?range=30d&path=%2Fpricing");
  assert.equal(await card(page, "Pageviews"), pricing.pageviews.toLocaleString("en-US"));
  assert.equal(await topPages.locator("tbody tr").count(), 1);
  assert.match(page.url(), /#\/analytics\?.*path=%2Fpricing/);
  // Then a source, on top of it.
  await page.locator("#sources").getByRole("button", { name: "www.google.com", exact: true }).click();
  await page.getByRole("button", { name: "Remove the filter Source: www.google.com" }).waitFor();
  await drawn(page);
  const both = await apiGet("/website/summary?range=30d&path=%2Fpricing&source=www.google.com");
  assert.equal(await card(page, "Visits"), both.total_visits.toLocaleString("en-US"));
  await photograph(page, "analytics-dashboard-filtered");

  // A reload keeps the view; the filters come off by keyboard.
  await page.reload();
  await drawn(page);
  const chip = page.getByRole("button", { name: "Remove the filter Source: www.google.com" });
  await chip.focus();
  await page.keyboard.press("Enter");
  await drawn(page);
  await page.getByRole("button", { name: "Remove the filter Page: /pricing" }).press("Enter");
  await drawn(page);
  assert.equal(await page.locator(".filters button").count(), 0);
  assert.equal(await card(page, "Pageviews"), summary.pageviews.toLocaleString("en-US"));
  // A channel's row filters too, and a device's on top of it: the figures are the API's with both.
  await page.locator("#channels").getByRole("button", { name: "AI Assistants", exact: true }).click();
  await page.getByRole("button", { name: "Remove the filter Channel: AI Assistants" }).waitFor();
  await drawn(page);
  const ai = await apiGet("/website/summary?range=30d&channel=AI%20Assistants");
  assert.equal(await card(page, "Visits"), ai.total_visits.toLocaleString("en-US"));
  assert.match(page.url(), /channel=AI\+Assistants/);
  const aiBrowsers = await apiGet("/website/breakdown?range=30d&by=browser&channel=AI%20Assistants");
  await page.locator("#devices").getByRole("button", { name: aiBrowsers[0].value, exact: true }).click();
  await page.getByRole("button", { name: `Remove the filter Browser: ${aiBrowsers[0].value}` }).waitFor();
  await drawn(page);
  const aiBrowser = await apiGet(`/website/summary?range=30d&channel=AI%20Assistants&browser=${encodeURIComponent(aiBrowsers[0].value)}`);
  assert.equal(await card(page, "Visits"), aiBrowser.total_visits.toLocaleString("en-US"));
  for (const label of [`Browser: ${aiBrowsers[0].value}`, "Channel: AI Assistants"]) {
    await page.getByRole("button", { name: `Remove the filter ${label}` }).press("Enter");
    await drawn(page);
  }
  assert.equal(await page.locator(".filters button").count(), 0);

  // CSV of a whole panel (up to the API's most rows), not only the rows shown.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV of Top pages" }).click(),
  ]);
  const csv = readFileSync(await download.path(), "utf8").trim().split("\r\n");
  assert.equal(csv[0], "Page,Pageviews");
  assert.deepEqual(csv.slice(1), pages.map((p) => `${p.page},${p.pageviews}`));
  assert.match(download.suggestedFilename(), /^top-pages-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

  // The last 24 hours, by hour, compared with the 24 before.
  await page.getByLabel("Period", { exact: true }).selectOption("24h");
  await drawn(page);
  assert.deepEqual(await page.getByLabel("Chart", { exact: true }).locator("option").allInnerTexts(), ["By hour"]);
  await page.getByLabel("Compare with the previous period").check();
  await drawn(page);
  await page.locator(".legend").getByText("Visitors, previous period").waitFor();
  assert.equal(await page.locator(".chart circle.dot").count(), 24);
  const day = await apiGet("/website/summary?range=24h&compare=previous");
  assert.equal(await card(page, "Pageviews"), day.pageviews.toLocaleString("en-US"));
  // A custom range, by week.
  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await drawn(page);
  await page.getByLabel("Chart", { exact: true }).selectOption("week");
  await drawn(page);
  assert.match(page.url(), /interval=week/);
  assert.match(page.url(), /from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);

  // Realtime: a pageview now is counted within the 5 minutes (sample visits of the last minutes
  // may leave the window meanwhile: the page shows what the API answers around it).
  const site = (await apiGet("/website/tracking")).site_id;
  const beacon = await fetch(`${server.baseUrl}/api/v1/analytics/collect`, {
    method: "POST", body: JSON.stringify({ site, url: "https://alpha.example/now" }),
    headers: { "Content-Type": "application/json", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 realtime" } });
  assert.equal(beacon.status, 200);
  const around = [(await apiGet("/website/realtime")).visitors];
  await page.reload();
  await drawn(page);
  const realtime = page.getByText(/^\d+ visitors? in the last 5 minutes$/);
  await realtime.waitFor();
  around.push((await apiGet("/website/realtime")).visitors);
  assert.ok(around[0] >= 1);
  assert.ok(around.includes(parseInt(await realtime.innerText(), 10)), `${await realtime.innerText()} / ${around}`);

  // On a phone-sized screen, in the dark.
  await page.setViewportSize({ width: 390, height: 844 });
  await photograph(page, "analytics-dashboard-phone");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("goals are added on the dashboard, counted as the API counts them, and deleted by keyboard", async () => {
  const page = await newPage(browser, server.baseUrl);
  await signIn(page, alpha.email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await drawn(page);
  const goalsBox = page.locator("section[aria-labelledby=goal-settings-title]");
  const panel = page.locator("#goals");
  await goalsBox.getByRole("button", { name: "Add goal" }).waitFor();
  await panel.getByText(/^No goals yet: add a custom event/).waitFor();

  // An event goal with revenue, by the form; a signup in euros from a browser.
  await goalsBox.getByLabel("Event name").fill("Signup");
  await goalsBox.getByLabel("Revenue currency (optional)").fill("EUR");
  await goalsBox.getByRole("button", { name: "Add goal" }).click();
  await goalsBox.getByRole("cell", { name: "Signup", exact: true }).waitFor();
  await drawn(page);
  const site = (await apiGet("/website/tracking")).site_id;
  // Its visit's pageview first: a goal filter keeps the visits that converted.
  const visit = await fetch(`${server.baseUrl}/api/v1/analytics/collect`, {
    method: "POST", headers: { "Content-Type": "application/json",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 goals" },
    body: JSON.stringify({ site, url: "https://alpha.example/pricing" }) });
  assert.equal(visit.status, 200);
  const signup = await fetch(`${server.baseUrl}/api/v1/analytics/collect`, {
    method: "POST", headers: { "Content-Type": "application/json",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 goals" },
    body: JSON.stringify({ site, url: "https://alpha.example/pricing", name: "Signup", props: { plan: "pro" },
                           revenue: { currency: "EUR", amount: 29 } }) });
  assert.equal(signup.status, 200);
  // A page goal, chosen by keyboard: the demo traffic's /pricing pageviews convert.
  await goalsBox.getByLabel("A conversion is").selectOption("page");
  await goalsBox.getByLabel("Page path").fill("/pricing");
  await goalsBox.getByLabel("Page path").press("Enter");
  await goalsBox.getByRole("cell", { name: "Visit /pricing", exact: true }).waitFor();
  await drawn(page);

  // The panel shows the API's figures, revenue in euros.
  const goals = await apiGet("/website/goals?range=30d");
  assert.equal(goals.length, 2);
  for (const goal of goals) {
    const row = panel.locator("tbody tr").filter({ has: page.getByRole("cell", { name: goal.name, exact: true }) });
    const cells = await row.locator("td").allInnerTexts();
    assert.deepEqual(cells.slice(1, 4), [String(goal.unique_conversions),
      String(goal.total_conversions), `${goal.conversion_rate}%`], goal.name);
  }
  const [signups, visits] = goals;
  assert.equal(signups.total_conversions, 1);
  assert.ok(visits.total_conversions > 0, "the demo traffic viewed /pricing");
  await panel.getByRole("cell", { name: "€29.00 (average €29.00)" }).waitFor();
  // The README's picture of goals (docs/images/analytics-goals.png is a copy).
  await panel.screenshot({ path: screenshotPath("readme-analytics-goals") });
  await photograph(page, "analytics-goals");
  await page.setViewportSize({ width: 390, height: 844 });
  await photograph(page, "analytics-goals-phone");
  // Nothing of the goals reaches past the page's column (a table scrolls in its own box), nor
  // widens it: the page is as wide as the dashboard was before them (the shell lays every page
  // out wider than a phone: issue 59).
  const wide = await page.evaluate(() => {
    const column = document.querySelector("main").getBoundingClientRect().right;
    return [...document.querySelectorAll("#goals *, section[aria-labelledby=goal-settings-title] *")]
      .filter((e) => !e.parentElement.closest(".table-wrap"))
      .filter((e) => e.getBoundingClientRect().right > column + 1).map((e) => e.tagName);
  });
  assert.deepEqual(wide, []);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 484);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A goal's row filters the dashboard to the visits that converted; the properties panel lists
  // the signup's plan, and its row filters by it.
  await panel.getByRole("button", { name: "Signup", exact: true }).click();
  await page.getByRole("button", { name: "Remove the filter Goal: Signup" }).waitFor();
  await drawn(page);
  const converted = await apiGet(`/website/summary?range=30d&goal=${signups.id}`);
  assert.equal(converted.total_visits, 1);
  assert.equal(await card(page, "Visits"), "1");
  const properties = page.locator("#properties");
  await properties.getByRole("button", { name: "pro", exact: true }).click();
  await page.getByRole("button", { name: "Remove the filter Property: plan is pro" }).waitFor();
  await drawn(page);
  assert.equal(await card(page, "Visits"), "1");
  for (const label of ["Property: plan is pro", "Goal: Signup"]) {
    await page.getByRole("button", { name: `Remove the filter ${label}` }).press("Enter");
    await drawn(page);
  }

  // Deleted by keyboard: the goal leaves the list and the panel.
  await goalsBox.getByRole("button", { name: "Delete goal Visit /pricing" }).press("Enter");
  await goalsBox.getByRole("cell", { name: "Visit /pricing", exact: true }).waitFor({ state: "detached" });
  await drawn(page);
  assert.equal(await panel.getByRole("cell", { name: "Visit /pricing", exact: true }).count(), 0);
  assert.deepEqual((await apiGet("/website/goals")).map((g) => g.name), ["Signup"]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("funnels are made from goals on their page, drawn as the API counts them, and deleted by keyboard", async () => {
  for (const path of ["/", "/pricing"]) {
    const made = await fetch(`${server.baseUrl}/api/v1/website/goals`, { method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ page_path: path }) });
    assert.ok([201, 409].includes(made.status), path);
  }
  const page = await newPage(browser, server.baseUrl);
  await signIn(page, alpha.email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Funnels" }).click();
  await drawn(page);
  await page.getByText("No funnels yet: add one below from the website's goals.").waitFor();

  // Three steps, the third added by keyboard.
  await page.getByLabel("Name", { exact: true }).fill("Home to signup");
  await page.getByLabel("Step 1", { exact: true }).selectOption({ label: "Visit /" });
  await page.getByLabel("Step 2", { exact: true }).selectOption({ label: "Visit /pricing" });
  await page.getByRole("button", { name: "Add a step" }).press("Enter");
  await page.getByLabel("Step 3", { exact: true }).selectOption({ label: "Signup" });
  await page.getByRole("button", { name: "Add funnel" }).click();
  await page.getByRole("heading", { name: "Home to signup", level: 2 }).waitFor();
  await drawn(page);

  // The table is the API's figures.
  const id = (await apiGet("/website/funnels")).find((f) => f.name === "Home to signup").id;
  const funnel = await apiGet(`/website/funnels/${id}?range=30d`);
  assert.ok(funnel.steps[0].visitors > funnel.steps[1].visitors && funnel.steps[1].visitors > 0,
            "the demo traffic's visits go from / to /pricing");
  const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Home to signup" }) });
  const rows = card.locator("table").last().locator("tbody tr");
  for (let i = 0; i < 3; ++i) {
    const cells = await rows.nth(i).locator("td").allInnerTexts();
    assert.deepEqual(cells.slice(0, 3), [`${i + 1}. ${funnel.steps[i].name}`, String(funnel.steps[i].visitors),
                                         `${funnel.steps[i].conversion_rate}%`]);
  }
  await card.getByText(`${funnel.conversion_rate}% of them reached the last step.`, { exact: false }).waitFor();
  // The README's picture of a funnel (docs/images/analytics-funnel.png is a copy).
  await card.screenshot({ path: screenshotPath("readme-analytics-funnel") });
  await photograph(page, "analytics-funnels");
  await page.setViewportSize({ width: 390, height: 844 });
  await photograph(page, "analytics-funnels-phone");
  // Nothing reaches past the page's column (a table scrolls in its own box).
  const wide = await page.evaluate(() => {
    const column = document.querySelector("main").getBoundingClientRect().right;
    return [...document.querySelectorAll(".plugin-page *")]
      .filter((e) => !e.parentElement.closest(".table-wrap"))
      .filter((e) => e.getBoundingClientRect().right > column + 1).map((e) => e.tagName);
  });
  assert.deepEqual(wide, []);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Deleted by keyboard.
  await page.getByRole("button", { name: "Delete the funnel Home to signup" }).press("Enter");
  await page.getByText("No funnels yet: add one below from the website's goals.").waitFor();
  assert.deepEqual(await apiGet("/website/funnels"), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// Under filters, goals and properties count raw events, refused past the server's budget
// (settings.analytics.raw_read_max_pageviews, 2 on this server): their panels say why and what
// to do, and every other panel is drawn with the filter's figures.
test("goals and properties refused under filters say why, and the rest of the dashboard draws", async () => {
  const small = new Server({ env: { SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  try {
    const budget = /"raw_read_max_pageviews":\s*250000/;
    const text = readFileSync(process.env.SEO_CONFIG_FILE, "utf8");
    assert.match(text, budget);
    const config = join(small.dir, "small-budget.jsonc");
    writeFileSync(config, text.replace(budget, '"raw_read_max_pageviews": 2'));
    const charlie = small.tenant("charlie", kPassword);
    const charlieKey = small.ctl(["key", "create", "--org", charlie.org, "--user", charlie.user,
                                  "--website", charlie.website]).key;
    await small.start(["account", "analytics"], { config });
    const get = async (path) => {
      const answer = await fetch(`${small.baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${charlieKey}` } });
      return { status: answer.status, body: await answer.json() };
    };
    const site = (await get("/website/tracking")).body.data.site_id;
    const goal = await fetch(`${small.baseUrl}/api/v1/website/goals`, {
      method: "POST", headers: { Authorization: `Bearer ${charlieKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ event_name: "Signup" }) });
    assert.equal(goal.status, 201);
    const send = async (body) => {
      const answer = await fetch(`${small.baseUrl}/api/v1/analytics/collect`, {
        method: "POST", headers: { "Content-Type": "application/json",
          "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 budget" },
        body: JSON.stringify({ site, ...body }) });
      assert.equal(answer.status, 200);
    };
    await send({ url: "https://charlie.example/pricing" });
    for (const plan of ["free", "pro", "team"]) {
      await send({ url: "https://charlie.example/pricing", name: "Signup", props: { plan } });
    }
    assert.equal((await get("/website/goals?range=30d&path=%2Fpricing")).status, 400);

    const page = await newPage(browser, small.baseUrl);
    await signIn(page, charlie.email);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
    await drawn(page);
    // Unfiltered, the properties are read from their rollup and the raw rows of today: shown.
    await page.locator("#properties").getByRole("button", { name: "pro", exact: true }).waitFor();
    await page.locator("#top-pages").getByRole("button", { name: "/pricing", exact: true }).click();
    await page.getByRole("button", { name: "Remove the filter Page: /pricing" }).waitFor();
    await drawn(page);
    const why = /^Too many events to count under these filters: choose fewer days, or fewer filters\.$/;
    await page.locator("#goals").getByText(why).waitFor();
    await page.locator("#properties").getByText(why).waitFor();
    assert.equal(await page.locator("#properties tbody tr").filter({ hasText: "pro" }).count(), 0);
    const filtered = (await get("/website/summary?range=30d&path=%2Fpricing")).body.data;
    assert.equal(filtered.pageviews, 1);
    assert.equal(await card(page, "Pageviews"), "1");
    assert.equal(await page.locator("#top-pages tbody tr").count(), 1);
    // The refusals are answers the page expects: Chromium logs their status, nothing else.
    assert.deepEqual(page.problems.filter((p) => !/status of 400/.test(p)), []);
  } finally {
    await small.stop();
  }
});

test("another organization's member sees only an empty dashboard of their own website", async () => {
  const page = await newPage(browser, server.baseUrl);
  await signIn(page, "owner@bravo.test");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await drawn(page);
  assert.equal(await card(page, "Pageviews"), "0");
  assert.equal(await page.locator("#top-pages tbody tr").first().innerText(), "Nothing in this period.");
  // Alpha's goals are not bravo's.
  await page.locator("#goals").getByText(/^No goals yet/).waitFor();
  await page.locator("section[aria-labelledby=goal-settings-title]").getByText("No goals yet.").waitFor();
  // Alpha's website is not bravo's to read, even by hand.
  const foreign = await page.evaluate(async (id) => (await fetch(`/api/v1/website/pages?website_id=${id}`)).status, alpha.website);
  assert.equal(foreign, 403);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a share link opens a read-only dashboard to anyone with it and its password, until revoked", async () => {
  const page = await newPage(browser, server.baseUrl);
  await signIn(page, alpha.email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  const sharing = page.locator("section[aria-labelledby=share-title]");
  await sharing.getByRole("button", { name: "Make a share link" }).waitFor();
  await sharing.getByLabel("Name", { exact: true }).fill("For the board");
  await sharing.getByLabel(/^Password/).fill("board pass 2026");
  await sharing.getByRole("button", { name: "Make a share link" }).click();
  const address = await sharing.getByLabel("Share link", { exact: true }).inputValue();
  assert.match(address, /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/analytics\/share#[0-9a-f]{64}$/);
  await sharing.getByRole("cell", { name: "For the board", exact: true }).waitFor();

  // Someone without an account: asked for the password, refused a wrong one.
  const visitor = await newPage(browser, server.baseUrl);
  await visitor.goto(address);
  await visitor.getByLabel("Password").fill("not the password");
  await visitor.getByRole("button", { name: "Open the dashboard" }).click();
  await visitor.getByText("That password does not open this dashboard.").waitFor();
  await visitor.getByLabel("Password").fill("board pass 2026");
  await visitor.getByRole("button", { name: "Open the dashboard" }).click();
  await drawn(visitor);
  await visitor.getByRole("heading", { name: "alpha (alpha.example)", level: 1 }).waitFor();
  const summary = await apiGet("/website/summary?range=30d");
  assert.equal(await card(visitor, "Pageviews"), summary.pageviews.toLocaleString("en-US"));
  // Traffic only: no AI bots, no Search Console, no sharing of its own.
  assert.equal(await visitor.locator("#ai-bots, #search-console, #share-title").count(), 0);
  await visitor.locator("#top-pages").getByRole("button", { name: "/pricing", exact: true }).click();
  await visitor.getByRole("button", { name: "Remove the filter Page: /pricing" }).waitFor();
  await drawn(visitor);
  assert.match(visitor.url(), /\/share\?.*path=%2Fpricing.*#[0-9a-f]{64}$/);
  const pricing = await apiGet("/website/summary?range=30d&path=%2Fpricing");
  assert.equal(await card(visitor, "Pageviews"), pricing.pageviews.toLocaleString("en-US"));
  await photograph(visitor, "analytics-shared");

  // Revoked in the console: the page opens nothing more.
  await sharing.getByRole("button", { name: "Revoke For the board" }).click();
  await sharing.getByText("No share links.").waitFor();
  await visitor.reload();
  await visitor.getByText(/^Not a share link/).waitFor();
  assert.deepEqual(page.problems, []);
  assert.deepEqual(visitor.problems, []);
  await visitor.context().close();
  await page.context().close();
});

test("a hot swap takes the analytics pages away and brings them back", async () => {
  await expectPagesFollowHotSwap(browser, "analytics", ["Dashboard", "Funnels", "Tracking snippet"]);
});
