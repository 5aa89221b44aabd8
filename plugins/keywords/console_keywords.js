// The keywords module's page, over the same /api/v1 routes as any client: the website's
// keywords as a table sorted, filtered and paged by the server (so 100 000 keywords read as fast
// as 100), bulk status, group, star and delete over the rows picked, adding by paste (one per
// line) with enrichment, groups, AI keyword research followed to its end with its results added
// in one click, CSV export and import, and rank tracking: position and change columns, filters by
// them, bulk tracking, and each tracked keyword's history (console_rank_history.js). The view
// (filters, order, page, the keyword whose history is open) lives in the address.
const kPageSize = 50;
const kExportPage = 500;      // the API's largest page
const kAddChunk = 1000;       // the most keywords one POST /keywords takes
const kPollEveryMs = 1500;
const kStatuses = ["active", "planned", "ignored"];
const kSorts = [["created_at", "Added"], ["term", "Keyword"], ["volume", "Volume"],
                ["difficulty", "Difficulty"], ["cpc", "CPC"], ["position", "Position"],
                ["position_change", "Change"]];
// The position filter: the API's position_max.
const kTops = [["3", "Top 3"], ["10", "Top 10"], ["100", "Top 100"]];
const kChanges = [["improved", "Moved up"], ["declined", "Moved down"], ["unchanged", "Unchanged"]];
const kCsvColumns = [
  { key: "term", label: "keyword" }, { key: "volume", label: "volume" },
  { key: "difficulty", label: "difficulty" }, { key: "cpc", label: "cpc" },
  { key: "intent", label: "intent" }, { key: "status", label: "status" },
  { key: "starred", label: "starred" }, { key: "group", label: "group" },
  { key: "article", label: "article" }, { key: "created_at", label: "created_at" },
  { key: "position", label: "position" }, { key: "position_change", label: "position_change" },
  { key: "ranking_url", label: "ranking_url" }];

const number = (value) => value === null || value === undefined ? "—" : value.toLocaleString();
// A change of places as read: up is good.
const changeText = (change) => change === null || change === undefined ? ""
  : change > 0 ? `▲ ${change}` : change < 0 ? `▼ ${-change}` : "=";

export default async function render(root, shell) {
  const { api, h } = shell;
  const website = shell.chosenWebsite(root);
  if (!website) return;
  const started = performance.now();
  const given = shell.params();
  const view = {
    q: given.get("q") || "", status: given.get("status") || "", group: given.get("group") || "",
    starred: given.get("starred") === "1", sort: given.get("sort") || "created_at",
    order: given.get("order") || "", page: Math.max(1, parseInt(given.get("page") || "1", 10) || 1),
    job: given.get("job") || "", tracked: given.get("tracked") || "", top: given.get("top") || "",
    change: given.get("change") || "", history: given.get("history") || "",
  };
  const selected = new Set();
  let groups = [];
  let rows = [];
  let total = 0;

  const defaultOrder = (sort) => sort === "term" || sort === "position" ? "asc" : "desc";
  const order = () => view.order || defaultOrder(view.sort);
  const filters = () => ({ website_id: website, q: view.q, status: view.status, group_id: view.group,
                           starred: view.starred ? "true" : "", sort: view.sort,
                           tracked: view.tracked, position_max: view.top, change: view.change,
                           order: view.order && view.order !== defaultOrder(view.sort) ? view.order : "" });
  const keep = () => shell.setParams({ q: view.q, status: view.status, group: view.group,
    starred: view.starred ? "1" : "", sort: view.sort === "created_at" ? "" : view.sort,
    order: view.order, page: view.page > 1 ? String(view.page) : "", job: view.job,
    tracked: view.tracked, top: view.top, change: view.change, history: view.history });
  const withWebsite = (path) => `${path}?website_id=${encodeURIComponent(website)}`;

  // --- The layout: filters, the bulk bar, the table and its pager, then the tools.
  const toolbar = h("form", { class: "toolbar", role: "search", "aria-label": "Filter keywords",
                              onsubmit: (e) => { e.preventDefault(); applyFilters(); } });
  const bulkBar = h("div", { class: "bulk", "aria-live": "polite" });
  const tableBox = h("div", { class: "table-wrap" });
  const pager = h("nav", { class: "pager", "aria-label": "Keyword pages" });
  const historyBox = h("div", {});
  const addBox = h("section", { class: "card", "aria-labelledby": "add-title" });
  const groupBox = h("section", { class: "card", "aria-labelledby": "groups-title" });
  const researchBox = h("section", { class: "card", "aria-labelledby": "research-title" });
  const csvBox = h("section", { class: "card", "aria-labelledby": "csv-title" });
  root.replaceChildren(toolbar, bulkBar, tableBox, pager, historyBox,
                       h("div", { class: "panels" }, addBox, groupBox, researchBox, csvBox));

  const search = h("input", { id: "keywords-q", type: "search", value: view.q, maxlength: 200 });
  const statusPick = h("select", { id: "keywords-status" }, h("option", { value: "" }, "Any status"),
    kStatuses.map((s) => h("option", { value: s, selected: s === view.status }, s)));
  const groupPick = h("select", { id: "keywords-group" });
  const starredPick = h("input", { type: "checkbox", id: "keywords-starred", checked: view.starred });
  const choices = (id, any, options, current) => h("select", { id }, h("option", { value: "" }, any),
    options.map(([value, label]) => h("option", { value, selected: value === current }, label)));
  const trackedPick = choices("keywords-tracked", "Tracked or not", [["true", "Tracked"], ["false", "Not tracked"]], view.tracked);
  const topPick = choices("keywords-top", "Any position", kTops, view.top);
  const changePick = choices("keywords-change", "Any change", kChanges, view.change);
  const applyFilters = () => {
    view.q = search.value.trim();
    view.status = statusPick.value;
    view.group = groupPick.value;
    view.starred = starredPick.checked;
    view.tracked = trackedPick.value;
    view.top = topPick.value;
    view.change = changePick.value;
    view.page = 1;
    refresh();
  };
  statusPick.addEventListener("change", applyFilters);
  groupPick.addEventListener("change", applyFilters);
  starredPick.addEventListener("change", applyFilters);
  [trackedPick, topPick, changePick].forEach((pick) => pick.addEventListener("change", applyFilters));
  toolbar.replaceChildren(
    h("div", { class: "field" }, h("label", { for: "keywords-q" }, "Search"), search),
    h("div", { class: "field" }, h("label", { for: "keywords-status" }, "Status"), statusPick),
    h("div", { class: "field" }, h("label", { for: "keywords-group" }, "Group"), groupPick),
    h("div", { class: "field" }, h("label", { for: "keywords-tracked" }, "Tracking"), trackedPick),
    h("div", { class: "field" }, h("label", { for: "keywords-top" }, "Position"), topPick),
    h("div", { class: "field" }, h("label", { for: "keywords-change" }, "Change (7 days)"), changePick),
    h("label", { class: "check" }, starredPick, "Starred only"),
    h("button", { type: "submit" }, "Search"),
    h("button", { type: "button", class: "secondary", onclick: () => {
      search.value = ""; statusPick.value = ""; groupPick.value = ""; starredPick.checked = false;
      trackedPick.value = ""; topPick.value = ""; changePick.value = "";
      applyFilters();
    } }, "Clear"));

  const drawGroupPicks = () => {
    groupPick.replaceChildren(h("option", { value: "" }, "Any group"),
      ...groups.map((g) => h("option", { value: g.id, selected: g.id === view.group }, g.name)));
  };

  // --- The table.
  const sortHeader = (key, label) => {
    const active = view.sort === key;
    return h("th", { scope: "col", "aria-sort": active ? (order() === "asc" ? "ascending" : "descending") : "none" },
      h("button", { type: "button", onclick: () => {
        view.order = active ? (order() === "asc" ? "desc" : "asc") : "";
        view.sort = key;
        view.page = 1;
        refresh();
      } }, label));
  };
  const starButton = (k) => h("button", { type: "button", class: "link star", "aria-pressed": k.is_starred ? "true" : "false",
    "aria-label": `Star ${k.term}`, onclick: async () => {
      try {
        await api.patch("/keywords/starred", { website_id: website, ids: [k.id], starred: !k.is_starred });
        k.is_starred = !k.is_starred;
        drawTable();
      } catch (e) { shell.showError(root, e); }
    } }, h("span", { "aria-hidden": "true" }, k.is_starred ? "★" : "☆"));
  // The position: a button that opens its history ("2, position history of trail shoes" to a
  // screen reader); "—" untracked, "…" before the first check.
  const positionCell = (k) => !k.is_tracked ? h("span", { class: "muted" }, "—")
    : h("button", { type: "button", class: "link", "data-history": k.id,
                    onclick: () => { view.history = k.id; keep(); drawHistory(k); } },
        !k.position_checked_at ? "…" : k.position === null ? ">100" : String(k.position),
        h("span", { class: "visually-hidden" }, `, position history of ${k.term}`));
  const articleCell = (k) => !k.blog_posts ? "" : h("a", { href: `#/content?article=${encodeURIComponent(k.blog_posts.id)}` },
    k.blog_posts.title || "Untitled", h("span", { class: "muted" }, ` (${k.blog_posts.status})`));

  function drawTable() {
    const all = rows.length > 0 && rows.every((k) => selected.has(k.id));
    const pickAll = h("input", { type: "checkbox", "aria-label": "Select every keyword on this page", checked: all,
      onchange: () => {
        rows.forEach((k) => (pickAll.checked ? selected.add(k.id) : selected.delete(k.id)));
        drawTable();
      } });
    const head = h("tr", {}, h("th", { scope: "col" }, pickAll), h("th", { scope: "col" }, h("span", { class: "visually-hidden" }, "Starred")),
      ...kSorts.filter(([key]) => key !== "created_at").map(([key, label]) => sortHeader(key, label)),
      h("th", { scope: "col" }, "Intent"), h("th", { scope: "col" }, "Status"), h("th", { scope: "col" }, "Group"),
      h("th", { scope: "col" }, "Article"), sortHeader("created_at", "Added"));
    const body = rows.length === 0
      ? [h("tr", {}, h("td", { colspan: 13, class: "muted" }, total === 0 && !view.q && !view.status && !view.group && !view.starred &&
          !view.tracked && !view.top && !view.change
          ? "No keywords yet: add some below." : "No keyword matches these filters."))]
      : rows.map((k) => h("tr", { "data-id": k.id },
          h("td", {}, h("input", { type: "checkbox", "aria-label": `Select ${k.term}`, checked: selected.has(k.id),
            onchange: (e) => { e.target.checked ? selected.add(k.id) : selected.delete(k.id); drawBulk(); } })),
          h("td", {}, starButton(k)), h("td", {}, k.term), h("td", { class: "num" }, number(k.volume)),
          h("td", { class: "num" }, number(k.difficulty)), h("td", { class: "num" }, k.cpc === null ? "—" : k.cpc.toFixed(2)),
          h("td", { class: "num" }, positionCell(k)),
          h("td", { class: `num${k.position_change > 0 ? " good" : k.position_change < 0 ? " bad" : ""}` }, changeText(k.position_change)),
          h("td", {}, k.intent ?? ""), h("td", {}, k.status), h("td", {}, k.keyword_groups?.name ?? ""),
          h("td", {}, articleCell(k)), h("td", {}, new Date(k.created_at).toLocaleDateString())));
    tableBox.replaceChildren(h("table", { id: "keywords-table" },
      h("caption", { class: "visually-hidden" }, "Keywords"), h("thead", {}, head), h("tbody", {}, body)));
    const pages = Math.max(1, Math.ceil(total / kPageSize));
    pager.replaceChildren(
      h("button", { type: "button", class: "secondary", disabled: view.page <= 1,
                    onclick: () => { view.page -= 1; refresh(); } }, "Previous"),
      h("span", {}, `Page ${view.page} of ${pages} · ${total.toLocaleString()} ${total === 1 ? "keyword" : "keywords"}`),
      h("button", { type: "button", class: "secondary", disabled: view.page >= pages,
                    onclick: () => { view.page += 1; refresh(); } }, "Next"));
    drawBulk();
  }

  // --- Bulk changes to the keywords picked (on any page).
  const bulk = async (what, call) => {
    const ids = [...selected];
    delete root.dataset.ready;  // set again once the table is read back
    try {
      const answer = await call(ids);
      shell.announce(`${what}: ${answer.updated ?? answer.deleted ?? ids.length} of ${ids.length} keywords`);
      selected.clear();
      await loadGroups();
      await refresh();
    } catch (e) {
      shell.showError(root, e);
      root.dataset.ready = String(Math.round(performance.now() - started));
    }
  };
  function drawBulk() {
    if (selected.size === 0) {
      bulkBar.replaceChildren();
      return;
    }
    const statusTo = h("select", { id: "bulk-status" }, kStatuses.map((s) => h("option", { value: s }, s)));
    const groupTo = h("select", { id: "bulk-group" }, groups.map((g) => h("option", { value: g.id }, g.name)),
                      h("option", { value: "" }, "No group"));
    bulkBar.replaceChildren(
      h("span", { role: "status" }, `${selected.size} selected`),
      h("label", { for: "bulk-status" }, "Status"), statusTo,
      h("button", { type: "button", onclick: () => bulk("Status set", (ids) =>
        api.patch("/keywords/status", { website_id: website, ids, status: statusTo.value })) }, "Set status"),
      h("label", { for: "bulk-group" }, "Group"), groupTo,
      h("button", { type: "button", onclick: () => bulk("Group set", async (ids) => {
        if (groupTo.value) return api.put(withWebsite(`/keywords/groups/${groupTo.value}/keywords`), { ids });
        // No group: each keyword leaves the group it is in (the rows shown say which).
        const byGroup = new Map();
        for (const k of rows) if (selected.has(k.id) && k.group_id) byGroup.set(k.group_id, [...(byGroup.get(k.group_id) || []), k.id]);
        let updated = 0;
        for (const [group, members] of byGroup) {
          updated += (await shell.request("DELETE", withWebsite(`/keywords/groups/${group}/keywords`), { body: { ids: members } })).updated;
        }
        return { updated };
      }) }, "Set group"),
      h("button", { type: "button", class: "secondary", onclick: () => bulk("Starred", (ids) =>
        api.patch("/keywords/starred", { website_id: website, ids, starred: true })) }, "Star"),
      h("button", { type: "button", class: "secondary", onclick: () => bulk("Unstarred", (ids) =>
        api.patch("/keywords/starred", { website_id: website, ids, starred: false })) }, "Unstar"),
      h("button", { type: "button", class: "secondary", onclick: () => bulk("Tracked", (ids) =>
        api.patch("/keywords/tracked", { website_id: website, ids, tracked: true })) }, "Track positions"),
      h("button", { type: "button", class: "secondary", onclick: () => bulk("Untracked", (ids) =>
        api.patch("/keywords/tracked", { website_id: website, ids, tracked: false })) }, "Stop tracking"),
      h("button", { type: "button", class: "danger", onclick: () => {
        if (!window.confirm(`Delete ${selected.size} keywords? This cannot be undone.`)) return;
        bulk("Deleted", (ids) => shell.request("DELETE", "/keywords", { body: { website_id: website, ids } }));
      } }, "Delete"),
      h("button", { type: "button", class: "link", onclick: () => { selected.clear(); drawTable(); } }, "Clear selection"));
  }

  // Reads the page the view names; data-ready (milliseconds since the page opened) says it is drawn.
  async function refresh() {
    delete root.dataset.ready;
    keep();
    try {
      const answer = await api.get("/keywords", { ...filters(), limit: kPageSize, page: view.page });
      rows = answer.data;
      total = answer.meta.total;
      const pages = Math.max(1, Math.ceil(total / kPageSize));
      if (view.page > pages) {
        view.page = pages;
        return refresh();
      }
      root.querySelectorAll(":scope > .alert").forEach((old) => old.remove());
    } catch (e) {
      rows = [];
      total = 0;
      shell.showError(root, e);
    }
    drawTable();
    root.dataset.ready = String(Math.round(performance.now() - started));
  }

  // --- Adding by paste.
  function drawAdd(outcome) {
    const terms = h("textarea", { id: "add-terms", rows: 6, required: true, placeholder: "running shoes\ntrail shoes" });
    const group = h("input", { id: "add-group", maxlength: 100, list: "keyword-group-names" });
    const enrich = h("input", { type: "checkbox", id: "add-enrich" });
    const track = h("input", { type: "checkbox", id: "add-track" });
    const form = h("form", { class: "stack", onsubmit: async (e) => {
      e.preventDefault();
      const lines = [...new Set(terms.value.split(/\r?\n/).map((t) => t.trim()).filter(Boolean))];
      if (lines.length === 0) return;
      const keywords = lines.map((term) => ({ term, ...(group.value.trim() ? { keyword_group: group.value.trim() } : {}) }));
      try {
        const added = await addAll(keywords, enrich.checked, track.checked);
        drawAdd(`Added ${added.count}; ${added.skipped} already there.`);
        await loadGroups();
        await refresh();
      } catch (error) { shell.showError(addBox, error); }
    } },
      h("div", { class: "field" }, h("label", { for: "add-terms" }, "Keywords, one per line"), terms),
      h("div", { class: "field" }, h("label", { for: "add-group" }, "Group (made if new; optional)"), group),
      h("label", { class: "check" }, enrich, "Fill volume, difficulty, CPC and intent (spends keyword research credits)"),
      h("label", { class: "check" }, track, "Track their positions in search every day (spends a crawl credit per check)"),
      h("button", { type: "submit" }, "Add keywords"));
    addBox.replaceChildren(h("h2", { id: "add-title" }, "Add keywords"), outcome ? shell.notice(outcome) : "",
      h("datalist", { id: "keyword-group-names" }, groups.map((g) => h("option", { value: g.name }))), form);
  }
  // POSTs `keywords` a chunk at a time: {count, skipped}.
  async function addAll(keywords, enrich = false, track = false) {
    let count = 0, skipped = 0;
    for (let i = 0; i < keywords.length; i += kAddChunk) {
      const answer = await api.post("/keywords", { website_id: website, keywords: keywords.slice(i, i + kAddChunk), enrich, track });
      count += answer.count;
      skipped += (answer.skipped || []).length;
    }
    shell.announce(`Added ${count} keywords`);
    return { count, skipped };
  }

  // --- A tracked keyword's history, under the table (its module loaded when first opened).
  async function drawHistory(k) {
    if (!k) {
      historyBox.replaceChildren();
      return;
    }
    const { rankHistory } = await import(new URL("rank-history.js", import.meta.url));
    historyBox.replaceChildren(await rankHistory(shell, website, k, { onClose: () => {
      view.history = "";
      keep();
      historyBox.replaceChildren();
      tableBox.querySelector(`button[data-history="${k.id}"]`)?.focus();
    } }));
    historyBox.querySelector("h2")?.setAttribute("tabindex", "-1");
    historyBox.querySelector("h2")?.focus();
  }

  // --- Groups.
  async function loadGroups() {
    try {
      groups = (await api.get("/keywords/groups", { website_id: website })).data;
    } catch (e) {
      groups = [];
      shell.showError(groupBox, e);
    }
    drawGroupPicks();
    drawGroups();
  }
  function drawGroups() {
    const name = h("input", { id: "group-name", maxlength: 100, required: true });
    groupBox.replaceChildren(h("h2", { id: "groups-title" }, "Groups"),
      shell.table([
        { key: "name", label: "Group", render: (g) => h("button", { type: "button", class: "link",
            onclick: () => { groupPick.value = g.id; applyFilters(); } }, g.name) },
        { key: "keyword_count", label: "Keywords" },
        { key: "id", label: "Actions", sort: false, render: (g) => h("button", { type: "button", class: "danger",
            "aria-label": `Delete the group ${g.name}`, onclick: async () => {
              if (!window.confirm(`Delete the group ${g.name}? Its keywords stay, in no group.`)) return;
              try {
                await api.del(withWebsite(`/keywords/groups/${g.id}`));
                if (view.group === g.id) view.group = "";
                shell.announce(`${g.name} deleted`);
                await loadGroups();
                await refresh();
              } catch (e) { shell.showError(groupBox, e); }
            } }, "Delete") }],
        groups, { pageSize: 10, caption: "Keyword groups", empty: "No groups yet." }),
      h("form", { class: "stack", onsubmit: async (e) => {
        e.preventDefault();
        try {
          await api.post("/keywords/groups", { website_id: website, name: name.value.trim() });
          shell.announce(`${name.value.trim()} made`);
          await loadGroups();
        } catch (error) { shell.showError(groupBox, error); }
      } }, h("div", { class: "field" }, h("label", { for: "group-name" }, "New group"), name),
        h("button", { type: "submit" }, "Make the group")));
  }

  // --- AI keyword research: started here, followed to its end (the job stays in the address,
  // so a reload follows it on), its suggestions added in one click.
  function drawResearchForm(message) {
    const seeds = h("textarea", { id: "research-seeds", rows: 3, required: true, placeholder: "running shoes" });
    const language = h("input", { id: "research-language", maxlength: 8, size: 4, placeholder: "en" });
    const country = h("input", { id: "research-country", maxlength: 2, size: 3, placeholder: "US" });
    researchBox.replaceChildren(h("h2", { id: "research-title" }, "Keyword research"), message ?? "",
      h("form", { class: "stack", onsubmit: async (e) => {
        e.preventDefault();
        const seed_keywords = seeds.value.split(/[\r\n,]+/).map((t) => t.trim()).filter(Boolean);
        try {
          const job = (await api.post("/keywords/research", { website_id: website, seed_keywords,
            language: language.value.trim() || undefined, country: country.value.trim() || undefined })).data;
          view.job = job.job_id;
          keep();
          follow();
        } catch (error) { shell.showError(researchBox, error); }
      } },
        h("div", { class: "field" }, h("label", { for: "research-seeds" }, "Seed keywords (one per line or comma separated)"), seeds),
        h("div", { class: "field" }, h("label", { for: "research-language" }, "Language (optional)"), language),
        h("div", { class: "field" }, h("label", { for: "research-country" }, "Country (optional)"), country),
        h("button", { type: "submit" }, "Start research (spends keyword research credits)")));
  }
  async function follow() {
    if (!view.job || !root.isConnected) return;
    let job;
    try {
      job = (await api.get(`/keywords/research/${encodeURIComponent(view.job)}`, { website_id: website })).data;
    } catch (e) {
      view.job = "";
      keep();
      drawResearchForm(shell.errorBox(e));
      return;
    }
    if (job.status === "pending" || job.status === "processing") {
      researchBox.replaceChildren(h("h2", { id: "research-title" }, "Keyword research"),
        h("p", { role: "status", id: "research-progress" }, `Research ${job.status}…`),
        h("progress", { "aria-labelledby": "research-progress" }));
      const following = view.job;
      shell.pollAgain(root, () => view.job === following, follow, kPollEveryMs);
      return;
    }
    if (job.status === "failed") {
      view.job = "";
      keep();
      drawResearchForm(h("div", { class: "alert", role: "alert" }, `The research failed: ${job.error || "no reason given"}`));
      return;
    }
    drawResults(job.result);
  }
  function drawResults(result) {
    const found = result.keywords || [];
    const picked = new Set(found.map((_, i) => i));
    const done = () => { view.job = ""; keep(); drawResearchForm(); };
    const add = h("button", { type: "button", onclick: async () => {
      const keywords = found.filter((_, i) => picked.has(i)).map((k) => ({
        term: k.term, volume: k.volume ?? undefined, difficulty: k.difficulty ?? undefined,
        cpc: k.cpc ?? undefined, intent: k.intent ?? undefined }));
      try {
        const added = await addAll(keywords);
        done();
        researchBox.prepend(shell.notice(`Added ${added.count} keywords from the research; ${added.skipped} already there.`));
        await refresh();
      } catch (e) { shell.showError(researchBox, e); }
    } }, "Add the selected keywords");
    researchBox.replaceChildren(h("h2", { id: "research-title" }, "Keyword research"),
      h("p", {}, `${found.length} keywords from ${(result.seed_keywords || []).join(", ")}`,
        result.estimate ? h("span", { class: "muted" }, " (figures are estimates)") : ""),
      h("div", { class: "table-wrap" }, h("table", { id: "research-results" },
        h("caption", { class: "visually-hidden" }, "Research results"),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Add"), h("th", { scope: "col" }, "Keyword"),
          h("th", { scope: "col" }, "Volume"), h("th", { scope: "col" }, "Difficulty"), h("th", { scope: "col" }, "Intent"))),
        h("tbody", {}, found.map((k, i) => h("tr", {},
          h("td", {}, h("input", { type: "checkbox", checked: true, "aria-label": `Add ${k.term}`,
            onchange: (e) => (e.target.checked ? picked.add(i) : picked.delete(i)) })),
          h("td", {}, k.term), h("td", { class: "num" }, number(k.volume)),
          h("td", { class: "num" }, number(k.difficulty)), h("td", {}, k.intent ?? "")))))),
      h("div", { class: "actions" }, add, h("button", { type: "button", class: "secondary", onclick: done }, "Dismiss")));
  }

  // --- CSV: every keyword the filters pass, out; a file of keywords, in.
  function drawCsv(message) {
    const file = h("input", { id: "csv-file", type: "file", accept: ".csv,text/csv" });
    csvBox.replaceChildren(h("h2", { id: "csv-title" }, "CSV"), message ? shell.notice(message) : "",
      h("button", { type: "button", class: "secondary", onclick: exportCsv }, "Export the keywords shown as CSV"),
      h("form", { class: "stack", onsubmit: async (e) => {
        e.preventDefault();
        if (!file.files[0]) return;
        try {
          const keywords = keywordsOfCsv(shell.parseCsv(await file.files[0].text()));
          const added = await addAll(keywords);
          drawCsv(`Imported ${added.count} keywords; ${added.skipped} already there.`);
          await loadGroups();
          await refresh();
        } catch (error) { shell.showError(csvBox, error); }
      } }, h("div", { class: "field" }, h("label", { for: "csv-file" },
          "Import a CSV file (a header row with keyword or term; volume, difficulty, cpc, intent and group are read when present)"), file),
        h("button", { type: "submit" }, "Import")));
  }
  async function exportCsv() {
    const all = [];
    try {
      for (let page = 1; ; page += 1) {
        const answer = await api.get("/keywords", { ...filters(), limit: kExportPage, page });
        all.push(...answer.data.map((k) => ({ ...k, starred: k.is_starred ? "yes" : "no",
          group: k.keyword_groups?.name ?? "", article: k.blog_posts?.title ?? "" })));
        if (page * kExportPage >= answer.meta.total || answer.data.length === 0) break;
      }
      shell.downloadCsv(`keywords-${shell.isoDay(new Date())}.csv`, kCsvColumns, all);
      shell.announce(`${all.length} keywords exported`);
    } catch (e) { shell.showError(csvBox, e); }
  }
  // Rows of a CSV (a header first) as keyword inputs; an error names what is missing.
  function keywordsOfCsv(table) {
    if (table.length < 2) throw new Error("The file has no rows under its header.");
    const header = table[0].map((name) => name.trim().toLowerCase());
    const column = (...names) => header.findIndex((name) => names.includes(name));
    const term = column("keyword", "term");
    if (term < 0) throw new Error("The file's header has no keyword (or term) column.");
    const [volume, difficulty, cpc, intent, group] = [column("volume"), column("difficulty"), column("cpc"),
                                                      column("intent"), column("group", "keyword_group")];
    const whole = (row, i) => i >= 0 && /^\d+$/.test((row[i] || "").trim()) ? parseInt(row[i], 10) : undefined;
    const text = (row, i) => i >= 0 && (row[i] || "").trim() ? row[i].trim() : undefined;
    return table.slice(1).filter((row) => text(row, term)).map((row) => ({
      term: text(row, term), volume: whole(row, volume), difficulty: whole(row, difficulty),
      cpc: cpc >= 0 && (row[cpc] || "").trim() !== "" && Number.isFinite(Number(row[cpc])) ? Number(row[cpc]) : undefined,
      intent: text(row, intent), keyword_group: text(row, group) }));
  }

  drawAdd();
  drawResearchForm();
  drawCsv();
  await loadGroups();
  await refresh();
  // A history left open in the address opens again when its keyword is on the page.
  const open = rows.find((k) => k.id === view.history);
  if (open) await drawHistory(open);
  follow();
}
