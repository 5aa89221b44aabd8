// Runs plugins/analytics/tracker.js in a minimal fake browser (Node's vm) and checks what it
// sends: one pageview on load, one per history.pushState navigation and back/forward, none for
// the same address again, crawlers to /track-bot, fetch when sendBeacon refuses, nothing at all
// without data-site, and no cookie or storage access; custom events through seo(), queued before
// the script loaded or not; and the opt-in automatic events (outbound links, file downloads,
// form submissions, 404), the events tagged in markup, and hash-based routing. Pageviews carry the
// screen's width (the device class).
//   node tracker_test.js path/to/tracker.js
"use strict";
const assert = require("assert");
const fs = require("fs");
const vm = require("vm");

const source = fs.readFileSync(process.argv[2], "utf8");

function run({userAgent = "Mozilla/5.0 Chrome/131", site = "SITE", beacon = true,
              webdriver = false, attributes = {}, queue = null} = {}) {
  const sent = [];
  const listeners = {};
  const documentListeners = {};
  const location = {href: "https://alpha.example/start?x=1#top",
                    get host() { return new URL(this.href).host; },
                    get pathname() { return new URL(this.href).pathname; }};
  const history = {
    pushState(state, title, url) { location.href = new URL(url, location.href).href; },
  };
  const touched = [];
  const documentObject = {
    currentScript: {
      src: "https://seo.example.com/api/v1/analytics/tracker.js",
      getAttribute: (name) => (name === "data-site" ? site : name in attributes ? attributes[name] : null),
    },
    addEventListener: (type, fn) => { documentListeners[type] = fn; },
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
    screen: {width: 390},
    URL, JSON, String,
  };
  context.window = context;
  if (queue) {
    context.seo = function () { (context.seo.q = context.seo.q || []).push(arguments); };
    for (const call of queue) context.seo(...call);
  }
  vm.runInNewContext(source, context);
  return {sent, listeners, documentListeners, location, history, touched, window: context};
}

// A page load, then single-page-app navigations.
{
  const t = run();
  assert.strictEqual(t.sent.length, 1);
  assert.deepStrictEqual(t.sent[0], {
    via: "beacon", url: "https://seo.example.com/api/v1/analytics/collect",
    body: {site: "SITE", url: "https://alpha.example/start?x=1", referrer: "https://www.google.com/",
           screen_width: 390, webdriver: false}});
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
// A fake element: its tag, classes, href and parent.
function element(tagName, {cls = null, href = null, parent = null} = {}) {
  return {tagName, href, parentNode: parent,
          getAttribute: (name) => (name === "class" ? cls : null)};
}
function click(t, target) { t.documentListeners.click({target}); }

// Custom events: seo(name, options) with properties, revenue and a callback; pageview by name.
{
  const t = run();
  let called = false;
  t.window.seo("Signup", {props: {plan: "pro"}, revenue: {amount: 29, currency: "EUR"},
                          callback: () => { called = true; }});
  assert.strictEqual(t.sent.length, 2);
  assert.deepStrictEqual(t.sent[1].body, {
    name: "Signup", props: {plan: "pro"}, revenue: {amount: 29, currency: "EUR"},
    site: "SITE", url: "https://alpha.example/start?x=1", webdriver: false});
  assert.ok(called);
  t.window.seo("Bookmark", {interactive: false});
  assert.deepStrictEqual(t.sent[2].body, {name: "Bookmark", interactive: false, site: "SITE",
                                          url: "https://alpha.example/start?x=1", webdriver: false});
  assert.strictEqual(t.sent[2].url, "https://seo.example.com/api/v1/analytics/collect");
}
// Calls made before the script loaded are sent after its pageview, in order.
{
  const t = run({queue: [["Signup", {props: {plan: "pro"}}], ["Trial"]]});
  assert.deepStrictEqual(t.sent.map((s) => s.body.name), [undefined, "Signup", "Trial"]);
  assert.deepStrictEqual(t.sent[1].body.props, {plan: "pro"});
  t.window.seo("Later");
  assert.strictEqual(t.sent[3].body.name, "Later");
}
// Events tagged in markup: a click inside the element sends its name and properties.
{
  const t = run();
  const button = element("BUTTON", {cls: "big seo-event-name=Sign+up seo-event-plan=pro"});
  click(t, element("SPAN", {parent: button}));
  assert.deepStrictEqual(t.sent[1].body.name, "Sign up");
  assert.deepStrictEqual(t.sent[1].body.props, {plan: "pro"});
  click(t, element("BUTTON", {cls: "seo-event-plan=pro"}));  // no name: nothing
  const form = element("FORM", {cls: "seo-event-name=Contact"});
  click(t, element("BUTTON", {parent: form}));  // a form's event goes with its submission
  assert.strictEqual(t.sent.length, 2);
  t.documentListeners.submit({target: form});
  assert.strictEqual(t.sent[2].body.name, "Contact");
  assert.strictEqual(t.sent.length, 3, "form submissions are not sent unless asked");
}
// Automatic events, each only when its attribute is on the script tag.
{
  const off = run();
  click(off, element("A", {href: "https://other.example/x"}));
  click(off, element("A", {href: "https://alpha.example/report.pdf"}));
  assert.strictEqual(off.sent.length, 1);

  const t = run({attributes: {"data-outbound-links": "", "data-file-downloads": "",
                              "data-form-submissions": ""}});
  click(t, element("SPAN", {parent: element("A", {href: "https://other.example/x?y=1"})}));
  assert.strictEqual(t.sent[1].body.name, "Outbound Link: Click");
  assert.deepStrictEqual(t.sent[1].body.props, {url: "https://other.example/x?y=1"});
  click(t, element("A", {href: "https://alpha.example/inside"}));  // same host: nothing
  click(t, element("A", {href: "mailto:a@b.example"}));  // not http(s): nothing
  assert.strictEqual(t.sent.length, 2);
  click(t, element("A", {href: "https://alpha.example/files/Report.PDF"}));
  assert.strictEqual(t.sent[2].body.name, "File Download");
  assert.deepStrictEqual(t.sent[2].body.props, {url: "https://alpha.example/files/Report.PDF"});
  t.documentListeners.submit({target: element("FORM")});
  assert.strictEqual(t.sent[3].body.name, "Form: Submission");
  assert.deepStrictEqual(t.sent[3].body.props, {path: "/start"});

  // Extensions of one's own replace the list.
  const own = run({attributes: {"data-file-downloads": "epub,mobi"}});
  click(own, element("A", {href: "https://alpha.example/book.epub"}));
  click(own, element("A", {href: "https://alpha.example/report.pdf"}));
  assert.deepStrictEqual(own.sent.map((s) => s.body.name), [undefined, "File Download"]);

  const missing = run({attributes: {"data-404": ""}});
  assert.deepStrictEqual(missing.sent[1].body, {name: "404", props: {path: "/start"}, site: "SITE",
                                                url: "https://alpha.example/start?x=1",
                                                webdriver: false});
}
// Hash-based routing: the fragment tells pages apart, and each change is a pageview.
{
  const t = run({attributes: {"data-hash": ""}});
  assert.strictEqual(t.sent[0].body.url, "https://alpha.example/start?x=1#top");
  t.location.href = "https://alpha.example/start?x=1#/settings";
  t.listeners.hashchange();
  assert.strictEqual(t.sent[1].body.url, "https://alpha.example/start?x=1#/settings");
  assert.strictEqual(t.sent[1].body.hash, true, "the server keeps the fragment as the page's");
  assert.strictEqual(run().listeners.hashchange, undefined, "off unless asked");
  assert.strictEqual(run().sent[0].body.hash, undefined);
}
assert.ok(Buffer.byteLength(source) < 4608, "the script stays under 4.5 KB");
console.log("tracker.js: all checks passed");
