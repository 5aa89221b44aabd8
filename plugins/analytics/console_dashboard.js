// The analytics module's dashboard, over the same /api/v1 reads as any client: summary cards
// with their change against the previous period, visitors over time, top and entry pages,
// sources, channels, campaigns (by UTM field), devices (device class, browser, OS and their
// versions), countries, goal conversions (the goals made and deleted here too), the events'
// properties by key, AI bots and Search Console pages, realtime visitors. Clicking a row of a
// traffic panel (a page, source, channel, campaign, device, country, goal or property value)
// filters every traffic panel, and the filters combine; every panel exports as CSV. The view (period,
// interval, comparison, filters) lives in the address, so it can be bookmarked and shared.
// The same module draws a share link's public page (share.js: `shell.shared`), over the
// shared reads and without the goals, AI bot and Search Console panels, which a link does not
// open.
const kRanges = [["24h", "Last 24 hours"], ["7d", "Last 7 days"], ["30d", "Last 30 days"],
                 ["90d", "Last 90 days"], ["12mo", "Last 12 months"], ["custom", "Custom range"]];
// The filters (GET /website/... parameters), each with its label; a property's takes
// property_value and property_match beside it.
const kFilters = [["path", "Page"], ["source", "Source"], ["country", "Country"], ["channel", "Channel"],
                  ["utm_source", "UTM source"], ["utm_medium", "UTM medium"], ["utm_campaign", "UTM campaign"],
                  ["utm_term", "UTM term"], ["utm_content", "UTM content"], ["browser", "Browser"],
                  ["browser_version", "Browser version"], ["os", "Operating system"], ["os_version", "OS version"],
                  ["device", "Device"], ["goal", "Goal"], ["property", "Property"]];
const kPropertyMatches = { is: "is", is_not: "is not", contains: "contains" };
// The breakdowns (GET /website/breakdown?by=) the campaigns and devices panels choose from.
const kCampaignFields = [["utm_source", "Source"], ["utm_medium", "Medium"], ["utm_campaign", "Campaign"],
                         ["utm_term", "Term"], ["utm_content", "Content"]];
const kDeviceFields = [["device", "Device"], ["browser", "Browser"], ["browser_version", "Browser version"],
                       ["os", "Operating system"], ["os_version", "OS version"]];
const kExportRows = 1000;  // the API's most rows for a panel
const kShownRows = 100;
const kRealtimeEveryMs = 30000;

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code) => {
  if (code === "ZZ") return "Unknown";
  try { return regionNames.of(code) || code; } catch { return code; }
};
const duration = (seconds) => {
  const m = Math.floor(seconds / 60), s = Math.round(seconds % 60);
  return m ? `${m}m ${s}s` : `${s}s`;
};
const percent = (value) => `${value}%`;
const money = (amount, currency) =>
  new Intl.NumberFormat("en", { style: "currency", currency }).format(amount);

// Days between two YYYY-MM-DD, inclusive.
const daysIn = (from, to) => Math.round((Date.parse(to) - Date.parse(from)) / 86400000) + 1;

export default async function render(root, shell) {
  const { api, h } = shell;
  const website = shell.chosenWebsite(root);
  if (!website) return;
  const started = performance.now();
  const given = shell.params();
  const view = {
    range: given.get("range") || "30d", from: given.get("from") || "", to: given.get("to") || "",
    interval: given.get("interval") || "", compare: given.get("compare") === "1",
    campaign_by: given.get("campaign_by") || "utm_source", device_by: given.get("device_by") || "device",
    props_by: given.get("props_by") || "",
    property_value: given.get("property_value") || "", property_match: given.get("property_match") || "",
  };
  for (const [name] of kFilters) view[name] = given.get(name) || "";
  if (!view.property || !view.property_value) view.property = view.property_value = "";
  if (!kPropertyMatches[view.property_match] || view.property_match === "is") view.property_match = "";
  if (!kCampaignFields.some(([value]) => value === view.campaign_by)) view.campaign_by = "utm_source";
  if (!kDeviceFields.some(([value]) => value === view.device_by)) view.device_by = "device";
  if (view.from && view.to) view.range = "custom";
  if (!kRanges.some(([value]) => value === view.range)) view.range = "30d";

  const today = shell.isoDay(new Date());
  const dayBefore = (days) => shell.isoDay(new Date(Date.now() - days * 86400000));
  // The days a period covers, for the reads that take days only (AI bots, Search Console).
  const days = () => {
    if (view.range === "custom") return { from: view.from, to: view.to };
    if (view.range === "24h") return { from: dayBefore(1), to: today };
    if (view.range === "12mo") return { from: dayBefore(364), to: today };
    return { from: dayBefore(parseInt(view.range, 10) - 1), to: today };
  };
  const intervals = () => {
    if (view.range === "24h") return ["hour"];
    const span = view.range === "custom" ? daysIn(view.from, view.to) : { "7d": 7, "30d": 30, "90d": 90, "12mo": 365 }[view.range];
    return [...(span <= 7 ? ["hour"] : []), ...(span <= 366 ? ["day"] : []), "week", "month"];
  };
  const interval = () => {
    const allowed = intervals();
    if (allowed.includes(view.interval)) return view.interval;
    return view.range === "12mo" ? "month" : allowed.includes("day") ? "day" : allowed[0];
  };
  const period = () => view.range === "custom" ? { from: view.from, to: view.to } : { range: view.range };
  const filters = () => {
    const set = Object.fromEntries(kFilters.map(([name]) => [name, view[name]]));
    if (view.property) Object.assign(set, { property_value: view.property_value, property_match: view.property_match });
    return set;
  };
  const query = (more = {}) => ({ website_id: website, ...period(), ...filters(), ...more });
  const keep = () => shell.setParams({
    range: view.range === "custom" ? "" : view.range, from: view.range === "custom" ? view.from : "",
    to: view.range === "custom" ? view.to : "", interval: view.interval, compare: view.compare ? "1" : "",
    ...filters(), props_by: view.props_by,
    campaign_by: view.campaign_by === "utm_source" ? "" : view.campaign_by,
    device_by: view.device_by === "device" ? "" : view.device_by });

  // --- The controls.
  const rangePicker = h("select", { id: "dashboard-range", onchange: () => {
    if (rangePicker.value === "custom" && !(view.from && view.to)) {
      ({ from: view.from, to: view.to } = days());  // the custom range starts as the one shown
    }
    view.range = rangePicker.value;
    refresh();
  } }, kRanges.map(([value, label]) => h("option", { value, selected: value === view.range }, label)));
  const controls = h("div", { class: "toolbar" });
  const filterBar = h("div", { class: "filters", "aria-live": "polite" });
  const realtime = h("p", { class: "realtime" });
  const stats = h("dl", { class: "stats", "aria-label": "Summary" });
  const chartBox = h("div", {});
  const panels = h("div", { class: "panels" });
  const goalsBox = h("section", { "aria-labelledby": "goal-settings-title", class: "card" });
  const sharing = h("section", { "aria-labelledby": "share-title", class: "card" });
  root.replaceChildren(controls, filterBar, realtime, stats, chartBox, panels,
                       ...(shell.shared ? [] : [goalsBox, sharing]));

  const drawControls = () => {
    const intervalPicker = h("select", { id: "dashboard-interval", onchange: () => {
      view.interval = intervalPicker.value;
      refresh();
    } }, intervals().map((value) => h("option", { value, selected: value === interval() }, `By ${value}`)));
    const compare = h("input", { type: "checkbox", id: "dashboard-compare", checked: view.compare,
                                 onchange: () => { view.compare = compare.checked; refresh(); } });
    controls.replaceChildren(
      h("div", { class: "field" }, h("label", { for: "dashboard-range" }, "Period"), rangePicker),
      view.range === "custom" ? shell.dateRange({ from: view.from, to: view.to, label: "Custom range",
        onChange: ({ from, to }) => { view.from = from; view.to = to; refresh(); } }) : "",
      h("div", { class: "field" }, h("label", { for: "dashboard-interval" }, "Chart"), intervalPicker),
      h("label", { class: "check" }, compare, "Compare with the previous period"));
    drawFilters();
  };
  // The goals' names by id, from the last read of them (a goal filter's chip names its goal).
  const goalNames = new Map();
  const filterText = (name) => {
    if (name === "goal") return goalNames.get(view.goal) || "a deleted goal";
    if (name === "property") {
      return `${view.property} ${kPropertyMatches[view.property_match || "is"]} ${view.property_value}`;
    }
    if (name === "country") return countryName(view.country);
    return view[name];
  };
  const drawFilters = () => {
    const active = kFilters.filter(([name]) => view[name]);
    filterBar.replaceChildren(...(active.length ? [h("span", { class: "muted" }, "Filtered by"),
      ...active.map(([name, label]) => h("button", { type: "button", class: "secondary",
        "aria-label": `Remove the filter ${label}: ${filterText(name)}`,
        onclick: () => {
          view[name] = "";
          if (name === "property") view.property_value = view.property_match = "";
          refresh();
        } }, `${label}: ${filterText(name)} `,
        h("span", { "aria-hidden": "true" }, "✕")))] : []));
  };

  const addFilter = (name, value, more = {}) => {
    view[name] = value;
    Object.assign(view, more);
    shell.announce(`Filtered by ${name} ${filterText(name)}`);
    refresh();
  };
  const filterButton = (name, value, text = value, more = {}) => h("button", { type: "button", class: "link",
    title: `Filter by this ${kFilters.find(([n]) => n === name)[1].toLowerCase()}`,
    onclick: () => addFilter(name, value, more) }, text);

  // A picker of what a breakdown panel shows: `choices` [value, label], `view[key]` the chosen.
  const breakdownPicker = (id, label, choices, key) => {
    const picker = h("select", { id: `${id}-by`, "aria-label": label, onchange: async () => {
      view[key] = picker.value;
      await refresh();
      document.getElementById(`${id}-by`)?.focus();  // the redraw made a new one
    } }, choices.map(([value, text]) => h("option", { value, selected: value === view[key] }, text)));
    return picker;
  };

  // A panel: its table, and an export of up to the API's most rows; `control` beside its title.
  const panel = (id, title, columns, rows, exportRows, note, control = "") => {
    const exportButton = h("button", { type: "button", class: "secondary", "aria-label": `Export CSV of ${title}`,
      onclick: async () => {
        try {
          const all = await exportRows();
          shell.downloadCsv(`${id}-${days().from}-${days().to}.csv`,
                            columns.map((c) => ({ key: c.key, label: c.label })), all);
          shell.announce(`${title} exported`);
        } catch (e) { shell.showError(section, e); }
      } }, "Export CSV");
    const section = h("section", { "aria-labelledby": `${id}-title`, id },
      h("div", { class: "panel-head" }, h("h2", { id: `${id}-title` }, title),
        h("div", { class: "panel-tools" }, control, exportButton)),
      note ? h("p", { class: "muted" }, note) : "",
      shell.table(columns, rows, { pageSize: 10, caption: title, empty: "Nothing in this period." }));
    return section;
  };

  // A read the server refused for its cost (400 naming the range): an empty answer saying why.
  const refused = (e) => {
    if (e.status === 400 && /range/.test(e.message)) {
      return { data: [], refused: "Too many events to count under these filters: choose fewer days, or fewer filters." };
    }
    throw e;
  };

  const realtimeTick = async () => {
    if (!root.isConnected) return;
    try {
      const now = (await api.get("/website/realtime", { website_id: website })).data;
      realtime.textContent = `${now.visitors} ${now.visitors === 1 ? "visitor" : "visitors"} in the last 5 minutes`;
    } catch { /* the next tick tries again */ }
    setTimeout(realtimeTick, kRealtimeEveryMs);
  };

  // Draws the view; data-ready (the milliseconds since the page opened) says it is drawn.
  async function refresh() {
    delete root.dataset.ready;
    keep();
    drawControls();
    const span = days();
    const rows = { limit: kShownRows };
    let answers;
    const none = Promise.resolve({ data: [] });
    try {
      answers = await Promise.all([
        api.get("/website/summary", query({ compare: "previous" })),
        api.get("/website/timeseries", query({ interval: interval(), compare: view.compare ? "previous" : "" })),
        api.get("/website/pages", query(rows)),
        api.get("/website/entry-pages", query(rows)),
        api.get("/website/sources", query(rows)),
        api.get("/website/geo", query()),
        api.get("/website/breakdown", query({ ...rows, by: "channel" })),
        api.get("/website/breakdown", query({ ...rows, by: view.campaign_by })),
        api.get("/website/breakdown", query({ ...rows, by: view.device_by })),
        shell.shared ? none : api.get("/bot-traffic/bots", { website_id: website, ...span }),
        shell.shared ? none : api.get("/bot-traffic/pages", { website_id: website, ...span, limit: kShownRows }),
        shell.shared ? none : api.get("/search-console/pages", { website_id: website, ...span, limit: kShownRows }),
        // Under filters, goals and properties count raw events, refused past the server's budget
        // (400 naming the range): their panels say so, the others are drawn.
        shell.shared ? none : api.get("/website/goals", query()).catch(refused),
        api.get("/website/properties", query(rows)).catch(refused),
      ]);
    } catch (e) {
      shell.showError(root, e);
      root.dataset.ready = String(Math.round(performance.now() - started));
      return;
    }
    const [summary, series, pages, entries, sources, geo, channels, campaigns, devices, bots, botPages, console, goals,
           propertyKeys] = answers.map((a) => a.data);
    const [goalsRefused, propertiesRefused] = answers.slice(-2).map((a) => a.refused || "");
    // The goals themselves (their card, the goal filter's name) whatever the filters.
    let goalList = goals;
    if (goalsRefused) {
      try {
        goalList = (await api.get("/website/goals", { website_id: website, ...period() })).data;
      } catch (e) {
        shell.showError(root, e);
        root.dataset.ready = String(Math.round(performance.now() - started));
        return;
      }
    }
    goalNames.clear();
    for (const g of goalList) goalNames.set(g.id, g.name);
    drawFilters();
    // The values of the key chosen (the first one by events when none is).
    const propsBy = propertyKeys.some((k) => k.key === view.props_by) ? view.props_by
      : (propertyKeys[0] ? propertyKeys[0].key : "");
    let propertyValues = [];
    if (propsBy) {
      try {
        propertyValues = (await api.get("/website/properties", query({ ...rows, key: propsBy }))).data;
      } catch (e) {
        shell.showError(root, e);
        root.dataset.ready = String(Math.round(performance.now() - started));
        return;
      }
    }
    const before = summary.previous;
    stats.replaceChildren(
      shell.statCard("Unique visitors", summary.unique_visitors, before.unique_visitors),
      shell.statCard("Visits", summary.total_visits, before.total_visits),
      shell.statCard("Pageviews", summary.pageviews, before.pageviews),
      shell.statCard("Views per visit", summary.views_per_visit, before.views_per_visit),
      shell.statCard("Bounce rate", summary.bounce_rate, before.bounce_rate, { format: percent, lowerIsBetter: true }),
      shell.statCard("Visit duration", summary.avg_visit_duration, before.avg_visit_duration, { format: duration }));
    const points = series.map((p) => ({
      when: interval() === "hour" ? p.date.slice(11, 16) : p.date, visitors: p.visitors,
      pageviews: p.pageviews, previous: p.previous ? p.previous.visitors : undefined }));
    const lines = view.compare
      ? [{ key: "visitors", label: "Visitors" }, { key: "previous", label: "Visitors, previous period" }]
      : [{ key: "visitors", label: "Visitors" }, { key: "pageviews", label: "Pageviews" }];
    chartBox.replaceChildren(shell.lineChart(points, { title: `Visitors by ${interval()}`, lines, labelKey: "when" }));

    const traffic = (path) => async () => (await api.get(path, query({ limit: kExportRows }))).data;
    // A breakdown's panel: visits by `by` (GET /website/breakdown).
    const breakdownPanel = (id, title, label, by, rows, note = "", control = "") => panel(id, title, [
      { key: "value", label, render: (r) => filterButton(by, r.value) },
      { key: "visits", label: "Visits" },
      { key: "bounce_rate", label: "Bounce rate", render: (r) => percent(r.bounce_rate) },
      { key: "avg_visit_duration", label: "Duration", render: (r) => duration(r.avg_visit_duration) }],
      rows, async () => (await api.get("/website/breakdown", query({ limit: kExportRows, by }))).data, note, control);
    const byDays = (path) => async () => (await api.get(path, { website_id: website, ...span, limit: kExportRows })).data;
    const filtered = kFilters.some(([name]) => view[name]);
    const unfiltered = filtered ? "Not filtered: these come from other data." : "";
    const trafficPanels = [
      panel("top-pages", "Top pages", [
        { key: "page", label: "Page", render: (r) => filterButton("path", r.page) },
        { key: "pageviews", label: "Pageviews" }], pages, traffic("/website/pages")),
      panel("entry-pages", "Entry pages", [
        { key: "page", label: "Page", render: (r) => filterButton("path", r.page) },
        { key: "entries", label: "Entries" },
        { key: "bounce_rate", label: "Bounce rate", render: (r) => percent(r.bounce_rate) }],
        entries, traffic("/website/entry-pages")),
      panel("sources", "Sources", [
        { key: "source", label: "Source", render: (r) => filterButton("source", r.source) },
        { key: "visits", label: "Visits" },
        { key: "bounce_rate", label: "Bounce rate", render: (r) => percent(r.bounce_rate) },
        { key: "avg_visit_duration", label: "Duration", render: (r) => duration(r.avg_visit_duration) }],
        sources, traffic("/website/sources")),
      breakdownPanel("channels", "Channels", "Channel", "channel", channels,
        channels.length || filtered ? "" : "No visits with a channel in this period: the tracker's pageviews give each visit one."),
      breakdownPanel("campaigns", "Campaigns", kCampaignFields.find(([v]) => v === view.campaign_by)[1],
        view.campaign_by, campaigns,
        campaigns.length ? "" : "No campaigns in this period: add utm_source, utm_medium and utm_campaign to the links you share.",
        breakdownPicker("campaigns", "Campaign field", kCampaignFields, "campaign_by")),
      breakdownPanel("devices", "Devices", kDeviceFields.find(([v]) => v === view.device_by)[1],
        view.device_by, devices, "",
        breakdownPicker("devices", "Device field", kDeviceFields, "device_by")),
      panel("countries", "Countries", [
        { key: "country", label: "Country", render: (r) => filterButton("country", r.country, countryName(r.country)) },
        { key: "views", label: "Pageviews" }, { key: "visits", label: "Visits" }],
        geo, async () => (await api.get("/website/geo", query())).data),
      panel("properties", "Properties", [
        { key: "value", label: propsBy ? `Value of ${propsBy}` : "Value",
          render: (r) => filterButton("property", propsBy, r.value,
                                      { property_value: r.value, property_match: "" }) },
        { key: "events", label: "Events" }, { key: "visitors", label: "Visitors" }],
        propertyValues,
        async () => (await api.get("/website/properties", query({ limit: kExportRows, key: propsBy }))).data,
        propertiesRefused || (propertyKeys.length ? "" : "No properties in this period: send them with your events, as seo('Signup', {props: {plan: 'pro'}}), or the class seo-event-plan=pro on a tagged element."),
        propertyKeys.length ? breakdownPicker("properties", "Property key",
          propertyKeys.map((k) => [k.key, k.key]), "props_by") : "")];
    const otherPanels = shell.shared ? [] : [
      panel("goals", "Goal conversions", [
        { key: "name", label: "Goal", render: (g) => filterButton("goal", g.id, g.name) },
        { key: "unique_conversions", label: "Uniques" },
        { key: "total_conversions", label: "Total" },
        { key: "conversion_rate", label: "Conversion rate", render: (g) => percent(g.conversion_rate) },
        { key: "revenue", label: "Revenue", sort: false, render: (g) => g.revenue
          ? `${money(g.revenue.total, g.revenue.currency)} (average ${money(g.revenue.average, g.revenue.currency)})`
          : "—" }],
        goals, async () => (await api.get("/website/goals", query())).data,
        goalsRefused || (goals.length ? "" : "No goals yet: add a custom event your pages send (seo('Signup') in the tracker) or a page path below.")),
      panel("ai-bots", "AI bots", [
        { key: "bot", label: "Crawler" }, { key: "operator", label: "Operator" },
        { key: "hits", label: "Hits" }, { key: "pages", label: "Pages" }],
        bots, async () => (await api.get("/bot-traffic/bots", { website_id: website, ...span })).data, unfiltered),
      panel("ai-bot-pages", "Pages AI bots crawled", [
        { key: "page", label: "Page" }, { key: "hits", label: "Hits" }, { key: "bots", label: "Crawlers" }],
        botPages, byDays("/bot-traffic/pages"), unfiltered),
      panel("search-console", "Search Console pages", [
        { key: "page", label: "Page" }, { key: "clicks", label: "Clicks" },
        { key: "impressions", label: "Impressions" },
        { key: "ctr", label: "CTR", render: (r) => percent(Math.round(r.ctr * 10000) / 100) },
        { key: "position", label: "Position" }],
        console, byDays("/search-console/pages"),
        console.length ? unfiltered : "No Search Console data in this period: link a property or import a Pages.csv (seoctl analytics).")];
    panels.replaceChildren(...trafficPanels, ...otherPanels);
    if (!shell.shared) drawGoals(goalList);
    root.dataset.ready = String(Math.round(performance.now() - started));
  }

  // Read-only links to this dashboard: made with a name and an optional password, shown once,
  // revoked here.
  async function drawSharing(made) {
    let links;
    try {
      links = (await api.get("/website/share-links", { website_id: website })).data;
    } catch (e) {
      sharing.replaceChildren(shell.errorBox(e));
      return;
    }
    const name = h("input", { id: "share-name", maxlength: 100, placeholder: "Shared dashboard" });
    const password = h("input", { id: "share-password", type: "password", autocomplete: "new-password",
                                  minlength: 8, maxlength: 200 });
    const form = h("form", { class: "stack", onsubmit: async (event) => {
      event.preventDefault();
      try {
        const link = (await api.post(`/website/share-links?website_id=${encodeURIComponent(website)}`,
          { name: name.value.trim() || undefined, password: password.value || undefined })).data;
        shell.announce("Share link made");
        drawSharing(link);
      } catch (e) { shell.showError(sharing, e); }
    } }, h("div", { class: "field" }, h("label", { for: "share-name" }, "Name"), name),
      h("div", { class: "field" }, h("label", { for: "share-password" }, "Password (optional, 8 characters or more)"), password),
      h("button", { type: "submit" }, "Make a share link"));
    const shown = made ? (() => {
      const address = new URL(made.url, window.location.href).href;
      const field = h("input", { id: "share-url", readonly: true, value: address });
      return shell.notice([h("p", {}, "Anyone with this address can read this dashboard",
                                made.password_protected ? " with its password" : "",
                                ". It is shown only now: copy it."),
                           h("label", { for: "share-url" }, "Share link"), field]);
    })() : "";
    sharing.replaceChildren(h("h2", { id: "share-title" }, "Share this dashboard"), shown,
      shell.table([
        { key: "name", label: "Name" },
        { key: "password_protected", label: "Password", render: (l) => l.password_protected ? "yes" : "no" },
        { key: "created_at", label: "Made", render: (l) => shell.when(l.created_at) },
        { key: "last_used_at", label: "Last opened", render: (l) => l.last_used_at ? shell.when(l.last_used_at) : "never" },
        { key: "id", label: "Actions", sort: false, render: (l) => h("button", { type: "button", class: "danger",
            "aria-label": `Revoke ${l.name}`, onclick: async () => {
              try {
                await api.del(`/website/share-links/${l.id}?website_id=${encodeURIComponent(website)}`);
                shell.announce(`${l.name} revoked`);
                drawSharing();
              } catch (e) { shell.showError(sharing, e); }
            } }, "Revoke") }], links, { caption: "Share links", empty: "No share links." }),
      form);
  }

  // The website's goals: what counts as a conversion. Made and deleted here; their figures are
  // the panel's above.
  const ready = () => { root.dataset.ready = String(Math.round(performance.now() - started)); };
  // `goals`: the panel's read, which lists every goal whatever the period.
  function drawGoals(goals) {
    const kind = h("select", { id: "goal-kind", onchange: () => drawFields() },
      h("option", { value: "event" }, "A custom event"), h("option", { value: "page" }, "A page visit"));
    const fields = h("div", { class: "stack" });
    const what = h("input", { id: "goal-what", required: true, maxlength: 2048 });
    const currency = h("input", { id: "goal-currency", maxlength: 3, pattern: "[A-Z]{3}",
                                  placeholder: "EUR", autocomplete: "off" });
    const drawFields = () => {
      const event = kind.value === "event";
      what.placeholder = event ? "Signup" : "/thanks or /blog/**";
      fields.replaceChildren(
        h("div", { class: "field" }, h("label", { for: "goal-what" }, event ? "Event name" : "Page path"), what),
        event ? h("div", { class: "field" }, h("label", { for: "goal-currency" }, "Revenue currency (optional)"), currency) : "");
    };
    drawFields();
    const form = h("form", { class: "stack", onsubmit: async (event) => {
      event.preventDefault();
      const body = kind.value === "event"
        ? { event_name: what.value.trim(), currency: currency.value.trim() || undefined }
        : { page_path: what.value.trim() };
      await shell.runAction("Add goal", () => api.post(`/website/goals?website_id=${encodeURIComponent(website)}`, body),
        { root, ready, errors: goalsBox, said: "Goal added", redraw: refresh });
    } }, h("div", { class: "field" }, h("label", { for: "goal-kind" }, "A conversion is"), kind), fields,
      h("button", { type: "submit" }, "Add goal"));
    goalsBox.replaceChildren(h("h2", { id: "goal-settings-title" }, "Goals"),
      h("p", { class: "muted" }, "A page path takes * for any characters within a segment and ** across segments."),
      shell.table([
        { key: "name", label: "Goal" },
        { key: "currency", label: "Revenue in", render: (g) => g.currency || "—" },
        { key: "created_at", label: "Added", render: (g) => shell.when(g.created_at) },
        { key: "id", label: "Actions", sort: false, render: (g) => h("button", { type: "button", class: "danger",
            "aria-label": `Delete goal ${g.name}`, onclick: () => shell.runAction(`Delete goal ${g.name}`,
              () => api.del(`/website/goals/${g.id}?website_id=${encodeURIComponent(website)}`),
              { root, ready, errors: goalsBox, said: `Goal ${g.name} deleted`, redraw: refresh }) },
            "Delete") }], goals, { caption: "Goals", empty: "No goals yet." }),
      form);
  }

  await refresh();
  realtimeTick();
  if (!shell.shared) await drawSharing();
}
