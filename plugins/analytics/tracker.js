/* seo-server analytics tracker: a pageview per page load and per single-page-app navigation,
   sent to the server this file came from. No cookies, no storage, no other requests.
   <script defer src="https://SERVER/api/v1/analytics/tracker.js" data-site="SITE_ID"></script> */
(function () {
  var me = document.currentScript, site = me && me.getAttribute("data-site");
  if (!site) return;
  var api = me.src.replace(/\/analytics\/tracker\.js([?#].*)?$/, ""), last = null, first = true;
  // Crawlers that run scripts go to /track-bot; the server checks the user agent either way.
  var bot = /bot|crawl|spider|gpt|claude|perplexity|anthropic/i.test(navigator.userAgent);
  function send() {
    var url = location.href.split("#")[0];
    if (url === last) return;
    last = url;
    var body = JSON.stringify({
      site: site, url: url, referrer: first ? document.referrer || null : null,
      webdriver: !!navigator.webdriver
    });
    first = false;
    var to = api + (bot ? "/track-bot" : "/analytics/collect");
    // text/plain (sendBeacon's default for a string) needs no CORS preflight.
    if (!(navigator.sendBeacon && navigator.sendBeacon(to, body))) {
      fetch(to, {method: "POST", body: body, keepalive: true, credentials: "omit"});
    }
  }
  var push = history.pushState;
  history.pushState = function () { push.apply(this, arguments); send(); };
  addEventListener("popstate", send);
  send();
})();
