// Runs plugins/analytics/tracker.js in a minimal fake browser (Node's vm) and checks what it
// sends: one pageview on load, one per history.pushState navigation and back/forward, none for
// the same address again, crawlers to /track-bot, fetch when sendBeacon refuses, nothing at all
// without data-site, and no cookie or storage access.
//   node tracker_test.js path/to/tracker.js
"use strict";
const assert = require("assert");
const fs = require("fs");
const vm = require("vm");

const source = fs.readFileSync(process.argv[2], "utf8");

function run({userAgent = "Mozilla/5.0 Chrome/131", site = "SITE", beacon = true,
              webdriver = false} = {}) {
  const sent = [];
  const listeners = {};
  const location = {href: "https://alpha.example/start?x=1#top"};
  const history = {
    pushState(state, title, url) { location.href = new URL(url, location.href).href; },
  };
  const touched = [];
  const documentObject = {
    currentScript: {
      src: "https://seo.example.com/api/v1/analytics/tracker.js",
      getAttribute: (name) => (name === "data-site" ? site : null),
    },
    referrer: "https://www.google.com/",
  };
  Object.defineProperty(documentObject, "cookie", {
    get() { touched.push("cookie"); return ""; },
    set() { touched.push("cookie"); },
  });
  const navigator = {
    userAgent,
    webdriver,
    sendBeacon: (url, body) => { if (!beacon) return false; sent.push({via: "beacon", url, body: JSON.parse(body)}); return true; },
  };
  const context = {
    document: documentObject, location, history, navigator,
    fetch: (url, options) => { sent.push({via: "fetch", url, body: JSON.parse(options.body), options}); },
    addEventListener: (type, fn) => { listeners[type] = fn; },
    get localStorage() { touched.push("localStorage"); return {}; },
    get sessionStorage() { touched.push("sessionStorage"); return {}; },
    URL, JSON,
  };
  vm.runInNewContext(source, context);
  return {sent, listeners, location, history, touched};
}

// A page load, then single-page-app navigations.
{
  const t = run();
  assert.strictEqual(t.sent.length, 1);
  assert.deepStrictEqual(t.sent[0], {
    via: "beacon", url: "https://seo.example.com/api/v1/analytics/collect",
    body: {site: "SITE", url: "https://alpha.example/start?x=1", referrer: "https://www.google.com/",
           webdriver: false}});
  t.history.pushState({}, "", "/next");
  assert.strictEqual(t.sent.length, 2);
  assert.strictEqual(t.sent[1].body.url, "https://alpha.example/next");
  assert.strictEqual(t.sent[1].body.referrer, null);  // the referrer belongs to the first view
  t.history.pushState({}, "", "/next#section");  // same page, another anchor: no pageview
  assert.strictEqual(t.sent.length, 2);
  t.location.href = "https://alpha.example/start?x=1";
  t.listeners.popstate();  // back
  assert.strictEqual(t.sent.length, 3);
  assert.strictEqual(t.sent[2].body.url, "https://alpha.example/start?x=1");
  assert.deepStrictEqual(t.touched, []);
}
// Crawlers that run scripts go to /track-bot.
{
  const t = run({userAgent: "Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)"});
  assert.strictEqual(t.sent[0].url, "https://seo.example.com/api/v1/track-bot");
}
// Automated browsers say so; the server drops them.
{
  const t = run({webdriver: true});
  assert.strictEqual(t.sent[0].body.webdriver, true);
}
// Without sendBeacon's consent: fetch with keepalive and no credentials.
{
  const t = run({beacon: false});
  assert.strictEqual(t.sent[0].via, "fetch");
  assert.strictEqual(t.sent[0].options.keepalive, true);
  assert.strictEqual(t.sent[0].options.credentials, "omit");
}
// No data-site: nothing is sent.
{
  const t = run({site: null});
  assert.strictEqual(t.sent.length, 0);
}
assert.ok(Buffer.byteLength(source) < 2048, "the script stays under 2 KB");
console.log("tracker.js: all checks passed");
