// How long the console's analytics dashboard takes to be drawn in Chromium (Playwright driving
// Debian's chromium) against a running server: scripts/bench runs it over the website it seeded
// with millions of events. Prints one JSON object of milliseconds, each the median of `runs`,
// from the click (or the change) to the page's data-ready mark.
//
//   node scripts/bench-dashboard.mjs BASE_URL EMAIL PASSWORD WEBSITE_ID [RUNS]
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "tests/browser/package.json"));
const { chromium } = require("playwright-core");

const [baseUrl, email, password, website, runsText] = process.argv.slice(2);
const runs = Number(runsText || 5);
const browser = await chromium.launch({ executablePath: process.env.SEO_CHROMIUM || "/usr/bin/chromium",
                                        args: ["--no-sandbox", "--disable-dev-shm-usage"] });
const timings = {};
try {
  const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Overview" }).waitFor();
  await page.getByLabel("Website").selectOption(website);
  const drawn = () => page.locator(".plugin-page[data-ready]").waitFor({ timeout: 60000 });
  const time = async (name, action) => {
    const each = [];
    for (let i = 0; i < runs; i += 1) {
      await page.goto(`${baseUrl}/console/#/`);
      await page.getByRole("heading", { name: "Overview" }).waitFor();
      const started = Date.now();
      await action();
      await drawn();
      each.push(Date.now() - started);
    }
    each.sort((a, b) => a - b);
    timings[name] = each[Math.floor(each.length / 2)];
  };
  const open = (query = "") => async () => {
    if (query) await page.evaluate((q) => { window.location.hash = `#/analytics?${q}`; }, query);
    else await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  };
  await time("open_30d", open());
  await time("open_90d", open("range=90d"));
  await time("open_12mo", open("range=12mo"));
  await time("open_30d_page_filter", open("path=%2Fpage-7"));
  await time("open_30d_source_filter", open("source=ref-3.example"));
  await time("open_24h", open("range=24h"));
  console.log(JSON.stringify(timings));
} finally {
  await browser.close();
}
