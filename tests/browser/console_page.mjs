// What every browser test does with a page: open one in a fresh context that fails the test on a
// script error or a Content-Security-Policy violation, sign in, check it with axe-core, and
// photograph it light and dark (each checked).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";
import { Server, describeOnFailure, screenshotPath } from "./server.mjs";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const kPassword = "correct horse battery staple";

// `args`: more of Chromium's flags, e.g. a --host-resolver-rules that sends a website's domain to
// a page server on loopback.
export function launchBrowser(args = []) {
  return chromium.launch({
    executablePath: process.env.SEO_CHROMIUM || "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-dev-shm-usage", ...args],
  });
}

// A fresh browser context (its own cookies) on `baseUrl`, and a page in it whose `problems`
// collect script errors and console errors other than expected refusals.
export async function newPage(browser, baseUrl, options = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, ...options });
  const page = await context.newPage();
  page.problems = [];
  page.on("pageerror", (e) => page.problems.push(`script error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/status of 40[134]|status of 429/.test(m.text())) {
      page.problems.push(`console error: ${m.text()} (${m.location().url})`);
    }
  });
  // Every answer of the server's that is an error, by time, for a failed test's reader.
  const errors = [];
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${new Date().toISOString()} ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  describeOnFailure(() => `a page's problems: ${JSON.stringify(page.problems)}; its error answers: ${JSON.stringify(errors)}`);
  return page;
}

export async function signIn(page, email, password = kPassword) {
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Overview" }).waitFor();
}

// axe-core over the page as it is now: no serious or critical violation. Evaluated through the
// DevTools protocol, which the page's CSP does not govern (a <script> it would refuse).
export async function expectAccessible(page, name) {
  // Once per document (half a megabyte of script to parse; a page photographed light and dark
  // is checked twice).
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  assert.deepEqual(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`),
                   [], `${name}: accessibility violations`);
}

// Light and dark screenshots of the page, each checked with axe-core.
export async function photograph(page, name) {
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page, `${name} (${scheme})`);
    await page.screenshot({ path: screenshotPath(`${name}-${scheme}`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

// A module's pages follow hot swaps: on a server of its own with `plugin` loaded, a page of it is
// drawn; a SIGHUP with a configuration without the plugin takes its `links` out of the
// navigation (at the next page opened), and one with it brings them back, working.
export async function expectPagesFollowHotSwap(browser, plugin, links) {
  const swapped = new Server({ env: { SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  try {
    const t = swapped.tenant("kilo", kPassword);
    const config = swapped.configEnabling(["account", plugin]);
    await swapped.start(null, { config });
    const page = await newPage(browser, swapped.baseUrl);
    await signIn(page, t.email);
    const nav = page.getByRole("navigation", { name: "Console" });
    const drawn = () => page.locator(".plugin-page[data-ready]").waitFor();
    await nav.getByRole("link", { name: links[0] }).click();
    await drawn();
    // The plugin's pages the server lists (the console's own stay). Polled from here:
    // waitForFunction takes a promise its predicate returns as true at once.
    const listed = async (count) => {
      const deadline = Date.now() + 10000;
      for (;;) {
        const now = await page.evaluate(async (name) =>
          (await (await fetch("/api/v1/console/pages")).json()).data
            .filter((p) => p.plugin === name).length, plugin);
        if (now === count) return;
        assert.ok(Date.now() < deadline, `the server lists ${now} pages of ${plugin}, not ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    swapped.configEnabling(["account"]);
    swapped.process.kill("SIGHUP");
    await listed(0);
    await page.getByRole("link", { name: "Security" }).click();
    await page.getByRole("heading", { name: "Security" }).waitFor();
    for (const link of links) assert.equal(await nav.getByRole("link", { name: link }).count(), 0, link);

    swapped.configEnabling(["account", plugin]);
    swapped.process.kill("SIGHUP");
    await listed(links.length);
    // The next click, to any page, brings the links back.
    await nav.getByRole("link", { name: "API keys" }).click();
    await page.getByRole("heading", { name: "API keys", level: 1 }).waitFor();
    await nav.getByRole("link", { name: links[0] }).click();
    await drawn();
    await page.getByRole("heading", { name: links[0], level: 1 }).waitFor();
    assert.deepEqual(page.problems, []);
    await page.context().close();
  } finally {
    await swapped.stop();
  }
}
