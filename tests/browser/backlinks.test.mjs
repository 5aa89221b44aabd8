// The backlinks module's page in a real browser, against the real server and a real SMTP server
// (tests/peers/smtp_peer.py, aiosmtpd with STARTTLS): the board of `seoctl backlinks
// demo-campaign`'s opportunities by status is the API's, filters and bulk moves change exactly
// what was picked, an opportunity's e-mail is written, edited and sent through the mail server
// set on the settings tab (never to an address on the do-not-contact list), the public share
// link turns on and off, a new campaign's research is followed to its end, another
// organization sees none of it, and the page leaves the navigation when the module is unloaded.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Server } from "./server.mjs";
import { startPeer } from "./peers.mjs";
import { kPassword, launchBrowser, newPage, photograph, signIn, expectPagesFollowHotSwap } from "./console_page.mjs";

let browser;
let server;
let smtp;
let alpha;
let bravo;
let key;
let campaign;
let mailDir;

before(async () => {
  browser = await launchBrowser();
  server = new Server({ env: { SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  const cert = join(server.dir, "smtp-cert.pem");
  mailDir = join(server.dir, "mail");
  mkdirSync(mailDir);
  smtp = await startPeer("smtp_peer.py", ["--out", mailDir, "--make-cert", cert, join(server.dir, "smtp-key.pem"),
                                          "--starttls", cert, join(server.dir, "smtp-key.pem")]);
  Object.assign(server.extraEnv, { SEO_SMTP_CA_FILE: cert, SEO_ALLOW_PRIVATE_ADDRESSES: "1", SEO_JOB_RETRY_BASE_MS: "50" });
  alpha = server.tenant("alpha", kPassword);
  bravo = server.tenant("bravo", kPassword);
  for (const resource of ["crawl_credits", "ai_credits"]) {
    server.ctl(["credits", "set", "--org", alpha.org, "--resource", resource, "--quota", "100000"]);
  }
  campaign = server.ctl(["backlinks", "demo-campaign", "--website", alpha.website, "--opportunities", "40"]).campaign_id;
  key = server.ctl(["key", "create", "--org", alpha.org, "--user", alpha.user, "--website", alpha.website]).key;
  await server.start(["account", "backlinks"]);
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

async function apiGet(path) {
  const answer = await fetch(`${server.baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${key}` } });
  assert.equal(answer.status, 200, path);
  return answer.json();
}
const opportunities = (query = "") => apiGet(`/campaigns/${campaign}/opportunities?limit=500${query}`);
const drawn = (page) => page.locator(".plugin-page[data-ready]").waitFor();
const column = (page, status) => page.locator("section.column", { has: page.locator(`#column-${status}`) });

async function openOutreach(page, email) {
  await signIn(page, email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Outreach" }).click();
  await drawn(page);
}

test("the board is the API's opportunities by status; filters and bulk moves change what was picked", async () => {
  const page = await newPage(browser, server.baseUrl);
  await openOutreach(page, alpha.email);
  await page.getByRole("heading", { name: "self-hosted seo tools", level: 2 }).waitFor();
  const all = (await opportunities()).data;
  assert.equal(all.length, 40);
  for (const status of ["new", "contacted", "outreach_sent", "replied", "won", "lost", "ignored"]) {
    const count = all.filter((o) => o.status === status).length;
    assert.match(await page.locator(`#column-${status}`).innerText(), new RegExp(`\\(${count}\\)$`), status);
    assert.equal(await column(page, status).locator("li").count(), count, status);
  }
  await photograph(page, "backlinks-board");

  // At least 80 relevance: every column narrows to the API's figures.
  await page.getByLabel("Relevance at least").fill("80");
  await page.getByLabel("Relevance at least").press("Enter");
  await drawn(page);
  const relevant = all.filter((o) => o.relevance_score >= 80);
  assert.equal(await page.locator("li.opportunity").count(), relevant.length);
  assert.match(page.url(), /min=80/);
  await page.getByLabel("Relevance at least").fill("");
  await page.getByLabel("Relevance at least").press("Enter");
  await drawn(page);

  // Two new ones picked and moved to Contacted.
  const fresh = column(page, "new").locator("li");
  const picked = [await fresh.nth(0).getAttribute("data-id"), await fresh.nth(1).getAttribute("data-id")];
  await fresh.nth(0).getByRole("checkbox").check();
  await fresh.nth(1).getByRole("checkbox").check();
  await page.getByText("2 selected").waitFor();
  await page.locator("#bulk-status").selectOption("contacted");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await drawn(page);
  const after = (await opportunities()).data;
  for (const id of picked) assert.equal(after.find((o) => o.id === id).status, "contacted");
  assert.equal(after.filter((o) => o.status === "contacted").length, all.filter((o) => o.status === "contacted").length + 2);
  for (const id of picked) await column(page, "contacted").locator(`li[data-id="${id}"]`).waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("an opportunity's e-mail is written, edited and sent through the mail server, never to a blocked address", async () => {
  const page = await newPage(browser, server.baseUrl);
  page.on("dialog", (dialog) => dialog.accept());
  await openOutreach(page, alpha.email);
  const target = (await opportunities("&status=new")).data[0];
  const blocked = (await opportunities("&status=new")).data[1];

  // The mail server and a blocked address, on the settings tab.
  await page.getByRole("button", { name: "Outreach settings" }).click();
  await drawn(page);
  await page.getByLabel("Host").fill("127.0.0.1");
  await page.getByLabel("Port").fill(String(smtp.port));
  await page.getByLabel("Security").selectOption("starttls");
  await page.getByLabel("From address").fill("ann@alpha.example");
  await page.getByLabel("From name").fill("Ann");
  await page.getByRole("button", { name: "Save the mail server" }).click();
  await page.getByText("Saved.").waitFor();
  await page.locator("#dnc-email").fill(blocked.contact_email);
  await page.locator("#dnc-reason").fill("asked us not to write");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("cell", { name: blocked.contact_email, exact: true }).waitFor();
  await photograph(page, "backlinks-settings");

  // The opportunity: its facts and reasoning, then its e-mail.
  await page.getByRole("button", { name: "Campaigns" }).click();
  await drawn(page);
  await column(page, "new").getByRole("button", { name: target.title }).click();
  await drawn(page);
  await page.locator("#opportunity-reasoning", { hasText: target.reasoning }).waitFor();
  await page.getByRole("button", { name: "Write the e-mail" }).click();
  await drawn(page);
  const subject = await page.getByLabel("Subject").inputValue();
  assert.ok(subject.length > 0, "a subject was written");
  await page.getByLabel("Subject").fill("A guide for your readers");
  await page.getByLabel("Text", { exact: true }).fill("Hello,\n\nWe wrote a guide your readers may like.\n\nAnn");
  await photograph(page, "backlinks-opportunity");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await drawn(page);
  // The real SMTP server received it, as edited.
  let mail = [];
  for (let i = 0; i < 100 && mail.length === 0; i += 1) {
    mail = readdirSync(mailDir).filter((f) => f.endsWith(".json"));
    if (mail.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(mail.length, 1);
  const message = JSON.parse(readFileSync(join(mailDir, mail[0]), "utf8"));
  assert.deepEqual(message.rcpt_tos, [target.contact_email]);
  assert.match(message.data, /Subject: A guide for your readers/);
  assert.ok(message.tls, "sent over STARTTLS");

  // The blocked address: refused with the server's reason, nothing sent.
  await page.getByRole("button", { name: "Close" }).click();
  await drawn(page);
  await column(page, "new").getByRole("button", { name: blocked.title }).click();
  await drawn(page);
  await page.getByLabel("Subject").fill("Hello");
  await page.getByLabel("Text", { exact: true }).fill("Hello");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await page.getByRole("alert").filter({ hasText: /do-not-contact/i }).waitFor();
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(readdirSync(mailDir).filter((f) => f.endsWith(".json")).length, 1);
  assert.deepEqual(page.problems.filter((p) => !/status of 409|status of 422/.test(p)), []);
  await page.context().close();
});

test("the public share link turns on and off, and a new campaign's research is followed to its end", async () => {
  const page = await newPage(browser, server.baseUrl);
  await openOutreach(page, alpha.email);
  await page.getByLabel(/^Public share link/).check();
  await drawn(page);
  const address = await page.locator("#campaign-share-url").innerText();
  assert.match(address, /\/api\/v1\/public\/campaigns\/[0-9a-f]{64}$/);
  const shared = await fetch(address);
  assert.equal(shared.status, 200);
  assert.equal((await shared.json()).data.keyword, "self-hosted seo tools");
  await page.getByLabel(/^Public share link/).uncheck();
  await drawn(page);
  assert.equal((await fetch(address)).status, 404);

  // Without a search provider, the research ends at once and says why it found nothing.
  await page.locator("summary", { hasText: "New campaign" }).click();
  await page.getByLabel("Keyword", { exact: true }).fill("trail running");
  await page.getByRole("button", { name: /^Start the research/ }).click();
  await page.getByRole("heading", { name: "trail running", level: 2 }).waitFor();
  await page.locator("#campaign-progress", { hasText: /completed|failed/ }).waitFor({ timeout: 60000 });
  const listed = (await apiGet("/campaigns")).data.find((c) => c.keyword === "trail running");
  assert.ok(["completed", "failed"].includes(listed.progress.stage));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("another organization's member sees no campaign and cannot reach alpha's", async () => {
  const page = await newPage(browser, server.baseUrl);
  await openOutreach(page, "owner@bravo.test");
  await page.getByText("No campaign yet.").waitFor();
  const status = (website) => page.evaluate(async ([id, w]) =>
    (await fetch(`/api/v1/campaigns/${id}/opportunities?website_id=${w}`)).status, [campaign, website]);
  assert.equal(await status(bravo.website), 404);  // not a campaign of bravo's website
  assert.equal(await status(alpha.website), 403);  // not bravo's website
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a hot swap takes the backlinks page away and brings it back", async () => {
  await expectPagesFollowHotSwap(browser, "backlinks", ["Outreach"]);
});
