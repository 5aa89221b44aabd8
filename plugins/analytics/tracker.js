/* seo-server analytics tracker: pageviews and custom events, sent to the server this file came
   from; no cookies, no storage, no other requests. Its calls and data-* options: docs/analytics.md
   <script defer src="https://SERVER/api/v1/analytics/tracker.js" data-site="SITE_ID"></script> */
(function () {
  var me = document.currentScript, site = me && me.getAttribute("data-site");
  if (!site) return;
  var api = me.src.replace(/\/analytics\/tracker\.js([?#].*)?$/, ""), last = null, first = true;
  function opt(name) { return me.getAttribute("data-" + name); }
  var hash = opt("hash") !== null, files = opt("file-downloads");
  var extensions = (files || "pdf,xlsx,docx,txt,rtf,csv,exe,key,pps,ppt,pptx,7z,pkg,rar,gz,zip," +
                    "avi,mov,mp4,mpeg,wmv,midi,mp3,wav,wma,dmg").split(",");
  // Crawlers that run scripts go to /track-bot; the server checks the user agent either way.
  var bot = /bot|crawl|spider|gpt|claude|perplexity|anthropic/i.test(navigator.userAgent);
  function page() { return hash ? location.href : location.href.split("#")[0]; }
  function post(body, callback) {
    body.site = site;
    body.url = body.url || page();
    body.webdriver = !!navigator.webdriver;
    if (hash) body.hash = true;
    var to = api + (bot ? "/track-bot" : "/analytics/collect"), text = JSON.stringify(body);
    // text/plain needs no CORS preflight; both ways survive leaving the page: no delay on links.
    if (!(navigator.sendBeacon && navigator.sendBeacon(to, text))) {
      fetch(to, {method: "POST", body: text, keepalive: true, credentials: "omit"});
    }
    if (callback) callback();
  }
  function pageview() {
    var url = page();
    if (url === last) return;
    last = url;
    // The screen's width sets the device class; the user agent the browser and system.
    post({url: url, referrer: first ? document.referrer || null : null,
          screen_width: screen.width});
    first = false;
  }
  function seo(name, options) {
    options = options || {};
    if (name === "pageview") return pageview();
    var body = {name: String(name), props: options.props, revenue: options.revenue};
    if (options.interactive === false) body.interactive = false;
    post(body, options.callback);
  }
  // An element's seo-event-* classes as an event, or null.
  function tagged(el) {
    var name = null, props = {}, classes = (el.getAttribute && el.getAttribute("class")) || "";
    classes.split(/\s+/).forEach(function (c) {
      var m = /^seo-event-([^=]+)=(.+)$/.exec(c);
      if (!m) return;
      var value = m[2].replace(/\+/g, " ");
      if (m[1] === "name") name = value; else props[m[1]] = value;
    });
    return name && {name: name, props: props};
  }
  function closest(el, test) {
    for (; el && el.getAttribute; el = el.parentNode) if (test(el)) return el;
    return null;
  }
  document.addEventListener("click", function (e) {
    var t = closest(e.target, tagged);
    if (t && t.tagName !== "FORM") { var ev = tagged(t); seo(ev.name, {props: ev.props}); }
    var a = closest(e.target, function (el) { return el.tagName === "A" && el.href; });
    if (!a) return;
    var to = new URL(a.href, location.href);
    if (!/^https?:$/.test(to.protocol)) return;
    var ext = to.pathname.split(".").pop().toLowerCase();
    if (files !== null && to.pathname.indexOf(".") > 0 && extensions.indexOf(ext) >= 0) {
      seo("File Download", {props: {url: to.href}});
    } else if (opt("outbound-links") !== null && to.host !== location.host) {
      seo("Outbound Link: Click", {props: {url: to.href}});
    }
  }, true);
  document.addEventListener("submit", function (e) {
    var ev = tagged(e.target);
    if (ev) seo(ev.name, {props: ev.props});
    if (opt("form-submissions") !== null) {
      seo("Form: Submission", {props: {path: location.pathname}});
    }
  }, true);
  // The calls queued before this file loaded.
  var queued = (window.seo && window.seo.q) || [];
  window.seo = seo;
  var push = history.pushState;
  history.pushState = function () { push.apply(this, arguments); pageview(); };
  addEventListener("popstate", pageview);
  if (hash) addEventListener("hashchange", pageview);
  pageview();
  if (opt("404") !== null) seo("404", {props: {path: location.pathname}});
  for (var i = 0; i < queued.length; i++) seo.apply(null, queued[i]);
})();
