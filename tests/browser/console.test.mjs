// The console in a real browser: Playwright drives Debian's Chromium against the real server.
// Each page is checked with axe-core (no serious or critical violation), used by keyboard, and
// photographed in light and dark (the build folder's screenshots/).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import { Server, screenshotPath } from "./server.mjs";
import * as consolePage from "./console_page.mjs";
import { kPassword, photograph } from "./console_page.mjs";

const kPlugins = ["account", "cms_webhook", "cms_wordpress", "cms_ghost", "keywords", "analytics",
                  "backlinks", "content", "ai_visibility", "billing_stripe", "hello"];

let browser;
let server;
let alpha;

before(async () => {
  browser = await consolePage.launchBrowser();
  // Every test signs in from 127.0.0.1: the per-address limit is the lockout test's own.
  // Webhooks go to a receiver on this machine over plain http (the integrations test).
  server = new Server({ env: { SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000",
                               SEO_ALLOW_PRIVATE_ADDRESSES: "1",
                               SEO_SETTINGS: JSON.stringify({ webhooks: { allow_http: true } }) } });
  alpha = server.tenant("alpha", kPassword);
  server.tenant("bravo", kPassword);
  await server.start(kPlugins);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

// The RFC 6238 code (SHA-1, 6 digits, 30 s) of a base32 secret at `when` (ms): what an
// authenticator app shows, computed here apart from the server's liboath.
function totp(base32, when = Date.now()) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of base32.replace(/=+$/, "")) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(when / 1000 / 30)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 15;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1000000;
  return String(value).padStart(6, "0");
}

const newPage = (options = {}) => consolePage.newPage(browser, server.baseUrl, options);
const signIn = (page, email = alpha.email, password = kPassword) =>
  consolePage.signIn(page, email, password);

test("/ leads to the console, served with a strict policy", async () => {
  const root = await fetch(server.baseUrl + "/", { redirect: "manual" });
  assert.equal(root.status, 302);
  assert.equal(root.headers.get("location"), "/console/");
  const shell = await fetch(server.baseUrl + "/console/");
  assert.equal(shell.status, 200);
  const policy = shell.headers.get("content-security-policy");
  assert.match(policy, /default-src 'self'/);
  assert.match(policy, /frame-ancestors 'none'/);
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
  assert.equal(shell.headers.get("x-frame-options"), "DENY");
  assert.equal(shell.headers.get("referrer-policy"), "no-referrer");
  assert.equal(shell.headers.get("cache-control"), "no-cache");
  const html = await shell.text();
  assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)[^>]*>/, "no inline script");
  assert.doesNotMatch(html, /https?:\/\//, "nothing from another host");
  const script = html.match(/src="(\/console\/assets\/[0-9a-f]+\/shell\.js)"/);
  assert.ok(script, html);
  const asset = await fetch(server.baseUrl + script[1]);
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get("cache-control"), "public, max-age=31536000, immutable");
  assert.match(asset.headers.get("content-type"), /^text\/javascript/);
});

test("sign in: a wrong password is refused, the right one opens the console", async () => {
  const page = await newPage();
  await page.goto("/");
  await page.getByRole("heading", { name: "Sign in" }).waitFor();
  await photograph(page, "sign-in");
  await page.getByLabel("Email").fill(alpha.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
  await photograph(page, "sign-in-refused");
  await page.getByLabel("Password").fill(kPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Overview" }).waitFor();
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "seo_session");
  assert.ok(session, JSON.stringify(cookies));
  assert.equal(session.httpOnly, true);
  assert.equal(session.sameSite, "Strict");
  assert.equal(await page.evaluate(() => document.cookie), "", "no script reads the session");
  assert.equal(await page.evaluate(() => JSON.stringify(window.localStorage).includes("csrf")), false);
  await photograph(page, "overview");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("sign in by keyboard alone, on a phone-sized screen", async () => {
  const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto("/");
  await page.getByRole("heading", { name: "Sign in" }).waitFor();
  // The page puts the cursor in the first field; Tab moves on, Enter sends.
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute("autocomplete")),
               "username");
  await page.keyboard.type(alpha.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(kPassword);
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: "Overview" }).waitFor();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  assert.equal(wide, false, "nothing wider than the screen");
  await photograph(page, "overview-phone");
  // The navigation is reachable by keyboard: Tab to the Security link and follow it.
  await page.getByRole("link", { name: "Security" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: "Security" }).waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("security: sessions are listed and ended, the password changed", async () => {
  const charlie = server.tenant("charlie", kPassword);  // sessions of its own to count
  const other = await newPage();
  await signIn(other, charlie.email);
  const page = await newPage();
  await signIn(page, charlie.email);
  await page.getByRole("link", { name: "Security" }).click();
  await page.getByRole("heading", { name: "Security" }).waitFor();
  // The profile: a name of one's own, kept.
  await page.getByLabel("Your name").fill("Charlie Chaplin");
  await page.getByRole("button", { name: "Save name" }).click();
  await page.getByText("Saved.").waitFor();
  await page.reload();
  assert.equal(await page.getByLabel("Your name").inputValue(), "Charlie Chaplin");
  const rows = page.getByRole("table", { name: "Your sessions" }).locator("tbody tr");
  await rows.nth(1).waitFor();
  assert.equal(await rows.count(), 2);
  await photograph(page, "security");
  await page.getByRole("button", { name: /End the session/ }).click();
  await page.waitForFunction(() => document.querySelectorAll("tbody tr").length === 1);
  // The other browser is signed out: its next call shows the sign-in.
  await other.getByRole("link", { name: "Security" }).click();
  await other.getByRole("heading", { name: "Sign in" }).waitFor();

  await page.getByLabel("Current password").fill(kPassword);
  await page.getByLabel("New password").fill("a brand new pass phrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await page.getByText("Password changed").waitFor();
  await signIn(await newPage(), charlie.email, "a brand new pass phrase");
  assert.deepEqual(page.problems, []);
  await page.context().close();
  await other.context().close();
});

test("two-factor sign-in: set up on the security page, then asked for at sign-in", async () => {
  const delta = server.tenant("delta", kPassword);
  const page = await newPage();
  await signIn(page, delta.email);
  await page.getByRole("link", { name: "Security" }).click();
  const card = page.getByRole("region", { name: "Two-factor sign-in" });
  await card.getByLabel("Password").fill(kPassword);
  await card.getByRole("button", { name: "Set up" }).click();
  const secret = (await card.locator("#totp-secret").textContent()).trim();
  await photograph(page, "two-factor-setup");
  await card.getByLabel("Code from the app").fill(totp(secret));
  await card.getByRole("button", { name: "Turn on" }).click();
  const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await codes.first().waitFor();
  assert.equal(await codes.count(), 10);
  const recovery = (await codes.first().textContent()).trim();
  await photograph(page, "two-factor-recovery-codes");
  await page.getByRole("button", { name: "Sign out" }).click();

  // The sign-in asks for the code once the password is right; the next step's code is good.
  await page.getByLabel("Email").fill(delta.email);
  await page.getByLabel("Password").fill(kPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Two-factor or recovery code").waitFor();
  await photograph(page, "sign-in-two-factor");
  await page.getByLabel("Two-factor or recovery code").fill(totp(secret, Date.now() + 30000));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Overview" }).waitFor();
  await page.getByRole("button", { name: "Sign out" }).click();
  // A recovery code in its place.
  await page.getByLabel("Email").fill(delta.email);
  await page.getByLabel("Password").fill(kPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Two-factor or recovery code").fill(recovery);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Overview" }).waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("an organization requiring two-factor sign-in leads a member without it to set it up first", async () => {
  const india = server.tenant("india", kPassword);
  server.ctl(["org", "set-two-factor", "--org", india.org, "--required", "on"]);
  const page = await newPage();
  await page.goto("/");
  await page.getByLabel("Email").fill(india.email);
  await page.getByLabel("Password").fill(kPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  const required = page.getByText("Your organization requires two-factor sign-in: set it up below.");
  await page.getByRole("heading", { name: "Profile and security", level: 1 }).waitFor();
  await required.waitFor();
  // The navigation is drawn from the pages' registrations, which such a session may read; any
  // other page leads back here until two-factor sign-in is on.
  const nav = page.getByRole("navigation", { name: "Console" });
  await nav.getByRole("link", { name: "API keys" }).click();
  await page.waitForURL(/#\/security$/);
  await required.waitFor();
  await photograph(page, "two-factor-required");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("API keys: made in the console, used with the API, turned off and refused", async () => {
  const echo = server.tenant("echo", kPassword);
  const page = await newPage();
  await signIn(page, echo.email);
  // An owner adds a website; the top bar's picker offers it at once.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Websites" }).click();
  await page.getByLabel("Domain").fill("blog.echo.example");
  await page.getByRole("button", { name: "Add website" }).click();
  await page.getByRole("cell", { name: "blog.echo.example" }).first().waitFor();
  assert.equal(await page.locator("#website-picker option", { hasText: "blog.echo.example" }).count(), 1);
  await photograph(page, "websites");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "API keys" }).click();
  await page.getByRole("heading", { name: "API keys", level: 1 }).waitFor();
  await page.getByLabel("Name").fill("Reporting");
  await page.getByLabel("Bound to website").selectOption({ label: "echo.example" });
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.locator("#new-key").textContent()).trim();
  assert.match(key, /^seo_[A-Za-z0-9]{40}$/);
  await page.getByRole("cell", { name: "Reporting", exact: true }).waitFor();
  await photograph(page, "api-keys");
  // The key works with the API, as curl would use it.
  const groups = `${server.baseUrl}/api/v1/keywords/groups`;
  const withKey = () => fetch(groups, { headers: { Authorization: `Bearer ${key}` } });
  assert.equal((await withKey()).status, 200);
  await page.getByRole("button", { name: "Turn off the key Reporting" }).click();
  await page.getByRole("button", { name: "Turn on the key Reporting" }).waitFor();
  // Refused within the auth cache's staleness (half a second; two here).
  let status = 0;
  for (let i = 0; i < 40 && status !== 403; ++i) {
    status = (await withKey()).status;
    if (status !== 403) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.equal(status, 403);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a plugin's page: the example plugin's greetings, through the same API", async () => {
  const page = await newPage();
  await signIn(page);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Greetings" }).click();
  await page.getByRole("heading", { name: "Greetings", level: 1 }).waitFor();
  await page.getByLabel("Whom to greet").fill("Ada");
  await page.getByRole("button", { name: "Greet", exact: true }).click();
  await page.getByRole("cell", { name: "Hello, Ada!" }).waitFor();
  await photograph(page, "plugin-greetings");
  // What the page wrote is the website's, read back with the API.
  const key = server.ctl(["key", "create", "--org", alpha.org, "--user", alpha.user,
                          "--website", alpha.website]).key;
  const listed = await (await fetch(server.baseUrl + "/api/v1/hello/greetings",
                                    { headers: { Authorization: `Bearer ${key}` } })).json();
  assert.equal(listed.data[0].message, "Hello, Ada!");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("another origin's page can neither read with the session nor change anything", async () => {
  const page = await newPage();
  await signIn(page);
  // A page served from another origin (another port) tries its luck with the user's browser.
  const evil = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><title>evil</title>
      <form id="f" method="POST" action="${server.baseUrl}/api/v1/auth/sign-out"></form>`);
  });
  await new Promise((resolve) => evil.listen(0, "127.0.0.1", resolve));
  const evilUrl = `http://localhost:${evil.address().port}/`;
  const attacker = await page.context().newPage();
  await attacker.goto(evilUrl);
  const read = await attacker.evaluate(async (base) => {
    try {
      const r = await fetch(base + "/api/v1/me", { credentials: "include" });
      return `read ${r.status}`;
    } catch (e) {
      return "blocked";
    }
  }, server.baseUrl);
  assert.equal(read, "blocked", "a credentialed read from another origin is refused by CORS");
  const write = await attacker.evaluate(async (base) => {
    try {
      await fetch(base + "/api/v1/auth/sign-out", { method: "POST", credentials: "include",
                                                    mode: "no-cors" });
      return "sent";
    } catch (e) {
      return "blocked";
    }
  }, server.baseUrl);
  assert.ok(write === "sent" || write === "blocked");
  await Promise.all([attacker.waitForNavigation(), attacker.evaluate(() => document.getElementById("f").submit())]);
  // SameSite=Strict kept the cookie home, so the post came in without a credential.
  assert.match(await attacker.content(), /Invalid or missing API key|X-CSRF-Token|Not signed in/);
  // The session still stands.
  await page.reload();
  await page.getByRole("heading", { name: "Overview" }).waitFor();
  evil.close();
  await page.context().close();
});

test("a set-password link works once and leads to sign-in", async () => {
  const link = server.ctl(["user", "reset-link", "--email", "owner@bravo.test"]).link;
  const path = link.slice(link.indexOf("/console/"));
  const page = await newPage();
  await page.goto(path);
  await page.getByRole("heading", { name: "Set your password" }).waitFor();
  await photograph(page, "set-password");
  await page.getByLabel("New password").fill("bravo's new pass phrase");
  await page.getByLabel("Repeat it").fill("bravo's new pass phrase");
  await page.getByRole("button", { name: "Set password" }).click();
  await page.getByText("Password set. Sign in with it.").waitFor();
  assert.doesNotMatch(page.url(), /set-password/, "the spent token leaves the address");
  await page.getByLabel("Email").fill("owner@bravo.test");
  await page.getByLabel("Password").fill("bravo's new pass phrase");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Overview" }).waitFor();
  // The link is spent.
  const again = await newPage();
  await again.goto(path);
  await again.getByLabel("New password").fill("another pass phrase");
  await again.getByLabel("Repeat it").fill("another pass phrase");
  await again.getByRole("button", { name: "Set password" }).click();
  await again.getByRole("alert").filter({ hasText: "not valid" }).waitFor();
  await page.context().close();
  await again.context().close();
});

test("too many attempts lock the sign-in for a while", async () => {
  const strict = new Server({ env: { SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "3" } });
  try {
    const t = strict.tenant("locked", kPassword);
    await strict.start(["account"]);
    const context = await browser.newContext({ baseURL: strict.baseUrl });
    const page = await context.newPage();
    await page.goto("/");
    for (let i = 0; i < 3; ++i) {
      await page.getByLabel("Email").fill(t.email);
      await page.getByLabel("Password").fill("wrong " + i);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    }
    await page.getByLabel("Password").fill(kPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "Too many sign-in attempts" }).waitFor();
    await context.close();
  } finally {
    await strict.stop();
  }
});

test("members: an owner invites a viewer by link, who signs in and only reads", async () => {
  const foxtrot = server.tenant("foxtrot", kPassword);
  const page = await newPage();
  await signIn(page, foxtrot.email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Members" }).click();
  await page.getByRole("heading", { name: "Members", level: 1 }).waitFor();
  await page.getByLabel("Email", { exact: true }).fill("vic@foxtrot.test");
  await page.getByLabel("Name", { exact: true }).fill("Vic Viewer");
  // The role's select is named by its label and its value ("Role member"): found by its name.
  await page.locator('form select[name="role"]').selectOption("viewer");
  await page.getByRole("button", { name: "Invite" }).click();
  const link = (await page.locator("#invite-link").textContent()).trim();
  assert.match(link, /\/console\/#\/set-password\/[A-Za-z0-9_-]+$/);
  await page.getByRole("cell", { name: "vic@foxtrot.test", exact: true }).waitFor();
  await page.getByRole("cell", { name: "Invited" }).waitFor();
  await photograph(page, "members");
  // A new link replaces the first, which then no longer opens.
  const first = link;
  await page.getByRole("button", { name: "New link for vic@foxtrot.test" }).click();
  await page.waitForFunction((old) => document.getElementById("invite-link")?.textContent !== old, first);
  const link2 = (await page.locator("#invite-link").textContent()).trim();
  const refused = await fetch(`${server.baseUrl}/api/v1/auth/password/set`, {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: first.slice(first.lastIndexOf("/") + 1), new_password: "never used 1" }),
  });
  assert.equal(refused.status, 404);

  // The invited person opens the link in a browser of their own, sets a password, signs in.
  const vic = await newPage();
  await vic.goto(link2.slice(link2.indexOf("/console/")));
  await vic.getByLabel("New password").fill("vic's own pass phrase");
  await vic.getByLabel("Repeat it").fill("vic's own pass phrase");
  await vic.getByRole("button", { name: "Set password" }).click();
  await vic.getByText("Password set. Sign in with it.").waitFor();
  await signIn(vic, "vic@foxtrot.test", "vic's own pass phrase");
  assert.match(await vic.locator(".who").textContent(), /viewer/);
  await vic.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Members" }).click();
  await vic.getByRole("cell", { name: foxtrot.email, exact: true }).waitFor();
  // A viewer reads: no invitation form, no role to change.
  assert.equal(await vic.getByRole("button", { name: "Invite" }).count(), 0);
  assert.equal(await vic.getByRole("combobox", { name: /Role of/ }).count(), 0);
  await photograph(vic, "members-viewer");
  // The server refuses a viewer's change even when the page offers one.
  await vic.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "API keys" }).click();
  await vic.getByRole("button", { name: "Create key" }).click();
  await vic.getByRole("alert").filter({ hasText: "only reads" }).waitFor();

  // Back as the owner: the member is active now; make them a member, by keyboard.
  await page.reload();
  await page.getByRole("cell", { name: "Active" }).nth(1).waitFor();
  const role = page.getByRole("combobox", { name: "Role of vic@foxtrot.test" });
  await role.focus();
  await role.selectOption("member");
  await page.getByText("vic@foxtrot.test is now member").waitFor({ state: "attached" });
  assert.equal(await role.inputValue(), "member");
  // Removed: their row goes, and their session with it.
  await page.getByRole("button", { name: "Remove vic@foxtrot.test" }).click();
  await page.getByRole("cell", { name: "vic@foxtrot.test", exact: true }).waitFor({ state: "detached" });
  await vic.reload();
  await vic.getByRole("heading", { name: "Sign in" }).waitFor();
  assert.deepEqual(page.problems, []);
  assert.deepEqual(vic.problems.filter((p) => !/status of 403/.test(p)), []);
  await page.context().close();
  await vic.context().close();
});

test("integrations: a webhook endpoint added, its test delivery seen in the log", async () => {
  const golf = server.tenant("golf", kPassword);
  const received = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => { body += chunk; });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
  });
  await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  try {
    const page = await newPage();
    await signIn(page, golf.email);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Integrations" }).click();
    await page.getByRole("heading", { name: "Integrations", level: 1 }).waitFor();
    const url = `http://127.0.0.1:${receiver.address().port}/hooks`;
    await page.getByLabel("URL").fill(url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await page.locator("#endpoint-secret").textContent()).trim();
    assert.match(secret, /^whsec_/);
    await page.getByRole("cell", { name: url, exact: true }).waitFor();
    await photograph(page, "integrations");
    await page.getByRole("button", { name: `Send test to ${url}` }).click();
    // The delivery runs as a job: refresh the log until it says it succeeded.
    const log = page.getByRole("table", { name: `Deliveries to ${url}` });
    await log.waitFor();
    for (let i = 0; i < 100; ++i) {
      if (await log.getByRole("cell", { name: "succeeded" }).count()) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await page.getByRole("button", { name: "Refresh" }).click();
    }
    await log.getByRole("cell", { name: "succeeded" }).waitFor();
    await log.getByRole("cell", { name: "HTTP 200" }).waitFor();
    assert.equal(received.length, 1);
    assert.equal(JSON.parse(received[0].body).type, "webhooks.test");
    assert.ok(received[0].headers["webhook-signature"], "signed");
    await photograph(page, "integrations-deliveries");
    // Delivered again from the log: the receiver hears the same event id twice.
    await log.getByRole("button", { name: "Deliver again: webhooks.test" }).click();
    for (let i = 0; i < 100 && received.length < 2; ++i) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(received.length, 2);
    assert.equal(received[1].headers["webhook-id"], received[0].headers["webhook-id"]);
    await page.getByRole("button", { name: `Rotate secret of ${url}` }).click();
    await page.waitForFunction((old) => document.getElementById("endpoint-secret")?.textContent !== old, secret);

    // The website's CMS, connected through the webhook connector to the same receiver (its check
    // reaches it), then disconnected.
    const cms = page.getByRole("region", { name: "CMS connections" });
    await cms.getByRole("cell", { name: "webhook", exact: true }).waitFor();
    await cms.locator('select[name="type"]').selectOption("webhook");
    await cms.getByLabel(/^Settings/).fill(JSON.stringify({ url: `http://127.0.0.1:${receiver.address().port}/cms` }));
    const before = received.length;
    await cms.getByRole("button", { name: "Connect", exact: true }).click();
    await cms.getByRole("button", { name: "Disconnect webhook" }).waitFor();
    assert.ok(received.length > before, "the connector checked the connection");
    await photograph(page, "integrations-cms");
    await cms.getByRole("button", { name: "Disconnect webhook" }).click();
    await cms.getByRole("button", { name: "Disconnect webhook" }).waitFor({ state: "detached" });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  } finally {
    receiver.close();
  }
});

test("usage and billing: a bucket falls after an API call; the owner turns metered billing on", async () => {
  const hotel = server.tenant("hotel", kPassword);
  server.ctl(["credits", "set", "--org", hotel.org, "--resource", "keyword_research", "--quota", "50"]);
  const key = server.ctl(["key", "create", "--org", hotel.org, "--user", hotel.user,
                          "--website", hotel.website]).key;
  const page = await newPage();
  await signIn(page, hotel.email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Usage and billing" }).click();
  await page.getByRole("heading", { name: "Usage and billing", level: 1 }).waitFor();
  const credits = page.getByRole("table", { name: "Credit buckets" });
  await credits.getByRole("cell", { name: "0 of 50" }).waitFor();
  // An API call with the key, as curl would make it: enriching a keyword spends research credits.
  const added = await fetch(`${server.baseUrl}/api/v1/keywords`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ keywords: [{ term: "running shoes" }], enrich: true }),
  });
  assert.equal(added.status, 201, await added.text());
  await page.reload();
  const used = credits.getByRole("cell", { name: /^[1-9][0-9]* of 50$/ });
  await used.waitFor();
  const spent = Number((await used.textContent()).trim().split(" ")[0]);
  assert.ok(spent > 0 && spent <= 50);
  await page.getByRole("img", { name: /Daily use of/ }).first().waitFor();
  await photograph(page, "usage");
  await page.getByRole("button", { name: "Turn metered billing on" }).click();
  await page.getByRole("button", { name: "Turn metered billing off" }).waitFor();
  assert.match(await page.locator("#metered-state").textContent(), /^On/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the analytics module's page gives the website's tracking snippet to copy", async () => {
  const page = await newPage();
  await signIn(page);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Tracking snippet" }).click();
  await page.getByRole("heading", { name: "Tracking snippet", level: 1 }).waitFor();
  const snippet = await page.getByLabel("Tracking snippet").inputValue();
  assert.match(snippet, /^<script defer src="\/\/127\.0\.0\.1:\d+\/api\/v1\/analytics\/tracker\.js" data-site="[^"]+"><\/script>$/);
  // The same snippet an API client gets for the website.
  const key = server.ctl(["key", "create", "--org", alpha.org, "--user", alpha.user,
                          "--website", alpha.website]).key;
  const byKey = await (await fetch(`${server.baseUrl}/api/v1/website/tracking`,
                                   { headers: { Authorization: `Bearer ${key}` } })).json();
  assert.equal(snippet, byKey.data.snippet);
  await photograph(page, "tracking-snippet");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a hot swap takes a plugin's page away and brings it back while the console is open", async () => {
  const swapped = new Server({ env: { SEO_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  try {
    const t = swapped.tenant("juliet", kPassword);
    const config = swapped.configEnabling(["account", "hello"]);
    await swapped.start(null, { config });
    const context = await browser.newContext({ baseURL: swapped.baseUrl });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByLabel("Email").fill(t.email);
    await page.getByLabel("Password").fill(kPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    const nav = page.getByRole("navigation", { name: "Console" });
    await nav.getByRole("link", { name: "Greetings" }).click();
    await page.getByLabel("Whom to greet").waitFor();

    // The operator unlists the plugin and sends SIGHUP: its page leaves the open console.
    swapped.configEnabling(["account"]);
    swapped.process.kill("SIGHUP");
    for (let i = 0; i < 100; ++i) {
      const pages = await page.evaluate(async () => (await (await fetch("/api/v1/console/pages")).json()).data.length);
      if (pages === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.getByRole("link", { name: "Security" }).click();
    await page.getByRole("heading", { name: "Security" }).waitFor();
    await page.evaluate(() => { window.location.hash = "#/hello"; });
    await page.getByRole("heading", { name: "Not found" }).waitFor();
    assert.equal(await nav.getByRole("link", { name: "Greetings" }).count(), 0);

    // Listed again: the page is back, without a reload of the console.
    swapped.configEnabling(["account", "hello"]);
    swapped.process.kill("SIGHUP");
    for (let i = 0; i < 100; ++i) {
      const pages = await page.evaluate(async () => (await (await fetch("/api/v1/console/pages")).json()).data.length);
      if (pages === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.getByRole("link", { name: "Security" }).click();
    await page.getByRole("heading", { name: "Security" }).waitFor();
    await page.evaluate(() => { window.location.hash = "#/hello"; });
    await page.getByLabel("Whom to greet").waitFor();
    await nav.getByRole("link", { name: "Greetings" }).waitFor();
    await context.close();
  } finally {
    await swapped.stop();
  }
});

test("the API reference: linked from the console, it renders the live document, filters, works by keyboard, light and dark", async () => {
  const doc = await (await fetch(server.baseUrl + "/api/v1/openapi.json")).json();
  const methods = ["get", "post", "put", "patch", "delete"];
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((m) => ({ method: m, path, op: item[m] })));
  assert.ok(operations.length > 50, `${operations.length} operations`);

  const raw = await fetch(server.baseUrl + "/api/docs");
  assert.equal(raw.status, 200);
  assert.match(raw.headers.get("content-security-policy"), /default-src 'self'/);
  assert.doesNotMatch(await raw.text(), /https?:\/\//, "nothing from another host");

  const page = await newPage();
  await signIn(page);
  await page.getByRole("link", { name: "API reference" }).click();
  await page.waitForURL("**/api/docs");
  await page.getByRole("heading", { level: 1, name: doc.info.title }).waitFor();
  await page.locator(".docs-op").first().waitFor();
  assert.deepEqual(page.problems, []);
  assert.equal(await page.locator(".docs-op").count(), operations.length);

  // One operation in full: its method and path, its body's fields, its answers.
  const create = operations.find((o) => o.method === "post" && o.path === "/keywords");
  const section = page.locator(`#op-${create.op.operationId}`);
  await section.getByRole("heading", { name: "POST /api/v1/keywords" }).waitFor();
  await section.getByRole("heading", { name: "Request body" }).waitFor();
  const body = create.op.requestBody.content["application/json"].schema;
  const schema = body.$ref ? doc.components.schemas[body.$ref.split("/").pop()] : body;
  const field = Object.keys(schema.properties)[0];
  assert.ok(await section.locator("code", { hasText: field }).count() > 0, field);

  // By keyboard: Tab reaches the filter; typing narrows the list and says how many are left.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < 60; ++i) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.id === "docs-filter")) break;
  }
  assert.equal(await page.evaluate(() => document.activeElement?.id), "docs-filter");
  await page.keyboard.type("post keywords");
  const expected = operations.filter((o) => o.method === "post" &&
    `${o.method} /api/v1${o.path} ${o.op.summary ?? ""} ${o.op.operationId ?? ""}`.toLowerCase().includes("keywords")).length;
  assert.ok(expected > 0 && expected < operations.length, `${expected}`);
  await page.getByText(`${expected} of ${operations.length} operations`, { exact: true }).first().waitFor();
  assert.equal(await page.locator(".docs-op:visible").count(), expected);
  // A response opened from the keyboard.
  const answer = section.locator("details summary").first();
  await answer.focus();
  await page.keyboard.press("Enter");
  assert.equal(await section.locator("details").first().getAttribute("open"), "");
  await page.keyboard.press("Escape");
  await page.locator("#docs-filter").fill("");

  // Light and dark, each checked by axe-core; dark really is dark.
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    await consolePage.expectAccessible(page, `API reference (${scheme})`);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g).map(Number);
    assert.ok(scheme === "dark" ? r + g + b < 150 : r + g + b > 600, `${scheme}: ${background}`);
    await page.screenshot({ path: screenshotPath(`api-docs-${scheme}`) });
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
