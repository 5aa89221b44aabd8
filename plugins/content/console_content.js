// The content module's page, over the same /api/v1 routes as any client: the calendar of
// scheduled and published articles (a month or a week; an article dragged to another day, or
// moved by keyboard, is rescheduled), the article list by status and pipeline stage, an
// article's own view (its text rendered in a sandboxed frame, edit, generate, schedule, publish
// through a connected CMS, delete), planning a new article, and the automation settings. The
// view (tab, month or week, the day shown, the article open) lives in the address.
const kStatuses = ["planned", "queued", "in-progress", "completed", "published"];
const kStages = ["not_started", "queued", "outlining", "writing", "rendering", "generated",
                 "generation_failed", "publishing", "publish_failed", "published"];
const kTypes = ["standard", "listicle", "how-to", "guide", "comparison", "review", "news"];
const kWeekdays = [["mon", "Monday"], ["tue", "Tuesday"], ["wed", "Wednesday"], ["thu", "Thursday"],
                   ["fri", "Friday"], ["sat", "Saturday"], ["sun", "Sunday"]];
const kListPage = 100;   // the API's largest page of articles
const kPollEveryMs = 1500;
const kDayMs = 86400000;

const dayOf = (iso) => iso.slice(0, 10);
const addDays = (day, n) => new Date(Date.parse(day + "T00:00:00Z") + n * kDayMs).toISOString().slice(0, 10);
// Monday of the week `day` is in (UTC).
const mondayOf = (day) => addDays(day, -((new Date(day + "T00:00:00Z").getUTCDay() + 6) % 7));
const monthName = (day) => new Date(day + "T00:00:00Z").toLocaleDateString(undefined, { month: "long", year: "numeric", timeZone: "UTC" });
const longDay = (day) => new Date(day + "T00:00:00Z").toLocaleDateString(undefined, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
// Being worked on now: generated, or published (a publish waiting for its day is not).
const busy = (article) => ["queued", "outlining", "writing", "rendering"].includes(article.pipeline_status) ||
  (article.pipeline_status === "publishing" &&
   !(article.scheduled_publish_at && Date.parse(article.scheduled_publish_at) > Date.now()));

export default async function render(root, shell) {
  const { api, h } = shell;
  const website = shell.chosenWebsite(root);
  if (!website) return;
  const started = performance.now();
  const given = shell.params();
  const today = shell.isoDay(new Date());
  const view = {
    tab: given.get("tab") || "calendar", span: given.get("span") === "week" ? "week" : "month",
    day: /^\d{4}-\d{2}-\d{2}$/.test(given.get("day") || "") ? given.get("day") : today,
    status: given.get("status") || "", stage: given.get("stage") || "", article: given.get("article") || "",
  };
  if (view.article) view.tab = "article";
  const keep = () => shell.setParams({ tab: view.tab === "calendar" ? "" : view.tab,
    span: view.span === "month" ? "" : view.span, day: view.day === today ? "" : view.day,
    status: view.status, stage: view.stage, article: view.tab === "article" ? view.article : "" });
  const inWebsite = (path) => `${path}?website_id=${encodeURIComponent(website)}`;
  const ready = () => { root.dataset.ready = String(Math.round(performance.now() - started)); };
  let publishing = "";  // the article "Publish now" was pressed for

  const tabs = h("nav", { class: "tabs", "aria-label": "Content views" });
  const body = h("div", {});
  root.replaceChildren(tabs, body);
  const drawTabs = () => tabs.replaceChildren(...[["calendar", "Calendar"], ["articles", "Articles"],
    ["new", "Plan an article"], ["automation", "Automation"]].map(([id, label]) =>
    h("button", { type: "button", class: view.tab === id ? "" : "secondary", "aria-current": view.tab === id ? "page" : null,
                  onclick: () => { view.tab = id; view.article = ""; show(); } }, label)));

  // Each show() draws only if no later one started meanwhile: a poll's answer that comes back
  // after a newer one never draws an older state over it.
  let drawing = 0;
  const stale = (mine) => mine !== drawing;
  async function show() {
    const mine = ++drawing;
    delete root.dataset.ready;
    keep();
    drawTabs();
    try {
      if (view.tab === "article") await drawArticle(mine);
      else if (view.tab === "articles") await drawList();
      else if (view.tab === "new") drawNew();
      else if (view.tab === "automation") await drawAutomation();
      else await drawCalendar();
    } catch (e) {
      if (stale(mine)) return;
      body.replaceChildren(shell.errorBox(e));
    }
    if (!stale(mine)) ready();
  }
  const openArticle = (id) => { view.tab = "article"; view.article = id; show(); };
  const articleLink = (a, text = a.title) => h("a", { href: "#", onclick: (e) => { e.preventDefault(); openArticle(a.id); } }, text);

  // --- The calendar: days from Monday; each article a draggable chip. Alt+arrow keys move the
  // focused article a day (left, right) or a week (up, down).
  async function drawCalendar() {
    const first = view.span === "week" ? mondayOf(view.day) : mondayOf(view.day.slice(0, 8) + "01");
    const last = view.span === "week" ? addDays(first, 6)
      : (() => { const end = addDays(addDays(view.day.slice(0, 8) + "01", 32).slice(0, 8) + "01", -1); return addDays(mondayOf(end), 6); })();
    const events = (await api.get("/articles/calendar", { website_id: website, start: first, end: last })).data;
    const byDay = new Map();
    for (const e of events) byDay.set(dayOf(e.date), [...(byDay.get(dayOf(e.date)) || []), e]);
    const move = async (event, day) => {
      if (dayOf(event.date) === day) return;
      try {
        await api.post(inWebsite(`/articles/${event.id}/schedule`), { date: day });
        shell.announce(`${event.title} moved to ${longDay(day)}`);
        await show();
        body.querySelector(`[data-article="${event.id}"]`)?.focus();
      } catch (e) { shell.showError(body, e); }
    };
    const chip = (e) => h("button", { type: "button", class: `event ${e.status}`, draggable: e.status !== "published" ? "true" : null,
      "data-article": e.id, "aria-label": `${e.title}, ${e.status}${e.status === "published" ? "" : "; Alt and an arrow key move it"}`,
      ondragstart: (ev) => { ev.dataTransfer.setData("text/plain", e.id); ev.dataTransfer.effectAllowed = "move"; },
      onkeydown: (ev) => {
        const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[ev.key];
        if (!ev.altKey || !step || e.status === "published") return;
        ev.preventDefault();
        move(e, addDays(dayOf(e.date), step));
      },
      onclick: () => openArticle(e.id) }, e.title);
    const cell = (day) => h("td", { "data-day": day, class: [day === today ? "today" : "", day.slice(0, 7) !== view.day.slice(0, 7) && view.span === "month" ? "muted" : ""].join(" "),
        ondragover: (ev) => { ev.preventDefault(); ev.dataTransfer.dropEffect = "move"; },
        ondrop: (ev) => {
          ev.preventDefault();
          const event = events.find((x) => x.id === ev.dataTransfer.getData("text/plain"));
          if (event) move(event, day);
        } },
      h("span", { class: "day-number" }, String(Number(day.slice(8)))), ...(byDay.get(day) || []).map(chip));
    const weeks = [];
    for (let d = first; d <= last; d = addDays(d, 7)) weeks.push(h("tr", {}, [0, 1, 2, 3, 4, 5, 6].map((i) => cell(addDays(d, i)))));
    const step = (n) => () => {
      view.day = view.span === "week" ? addDays(view.day, 7 * n) : addDays(view.day.slice(0, 8) + "01", n > 0 ? 32 : -1).slice(0, 8) + "01";
      show();
    };
    const title = view.span === "week" ? `Week of ${longDay(first)}` : monthName(view.day.slice(0, 8) + "01");
    body.replaceChildren(
      h("div", { class: "toolbar" },
        h("button", { type: "button", class: "secondary", onclick: step(-1) }, view.span === "week" ? "Previous week" : "Previous month"),
        h("h2", { id: "calendar-title" }, title),
        h("button", { type: "button", class: "secondary", onclick: step(1) }, view.span === "week" ? "Next week" : "Next month"),
        h("button", { type: "button", class: "secondary", onclick: () => { view.day = today; show(); } }, "Today"),
        h("div", { class: "field" }, h("label", { for: "calendar-span" }, "Show"),
          h("select", { id: "calendar-span", onchange: (e) => { view.span = e.target.value; show(); } },
            h("option", { value: "month", selected: view.span === "month" }, "Month"),
            h("option", { value: "week", selected: view.span === "week" }, "Week")))),
      h("div", { class: "table-wrap" }, h("table", { class: `calendar ${view.span}`, "aria-labelledby": "calendar-title" },
        h("thead", {}, h("tr", {}, kWeekdays.map(([, name]) => h("th", { scope: "col" }, name)))),
        h("tbody", {}, weeks))),
      h("p", { class: "muted" }, "Drag an article to another day to reschedule it, or focus it and press Alt with an arrow key. Published articles stay where they are."));
  }

  // --- The article list, by status (the API's filter) and pipeline stage.
  async function drawList() {
    const rows = [];
    let cursor = "";
    do {
      const answer = await api.get("/articles", { website_id: website, status: view.status, limit: kListPage, cursor });
      rows.push(...answer.data);
      cursor = answer.meta.next_cursor || "";
    } while (cursor && rows.length < 2000);
    const shown = view.stage ? rows.filter((a) => a.pipeline_status === view.stage) : rows;
    const statusPick = h("select", { id: "articles-status", onchange: (e) => { view.status = e.target.value; show(); } },
      h("option", { value: "" }, "Any status"), kStatuses.map((s) => h("option", { value: s, selected: s === view.status }, s)));
    const stagePick = h("select", { id: "articles-stage", onchange: (e) => { view.stage = e.target.value; show(); } },
      h("option", { value: "" }, "Any stage"), kStages.map((s) => h("option", { value: s, selected: s === view.stage }, s.replace("_", " "))));
    body.replaceChildren(
      h("div", { class: "toolbar" },
        h("div", { class: "field" }, h("label", { for: "articles-status" }, "Status"), statusPick),
        h("div", { class: "field" }, h("label", { for: "articles-stage" }, "Pipeline stage"), stagePick)),
      shell.table([
        { key: "title", label: "Title", render: (a) => articleLink(a) },
        { key: "status", label: "Status" },
        { key: "pipeline_status", label: "Pipeline", render: (a) => a.pipeline_status.replace("_", " ") },
        { key: "keyword", label: "Keyword", render: (a) => a.keywords?.term ?? "" },
        { key: "when", label: "Publishes", render: (a) => shell.when(a.published_at || a.scheduled_publish_at) },
        { key: "updated_at", label: "Changed", render: (a) => shell.when(a.updated_at) }],
        shown.map((a) => ({ ...a, keyword: a.keywords?.term ?? "", when: a.published_at || a.scheduled_publish_at || "" })),
        { caption: "Articles", empty: "No article here yet.", pageSize: 25 }));
  }

  // --- An article: its facts, its text rendered in a frame that runs nothing, and what can be
  // done with it. While it is being generated or published, it is read again until done.
  async function drawArticle(mine) {
    const a = (await api.get(`/articles/${encodeURIComponent(view.article)}`, { website_id: website })).data;
    if (stale(mine)) return;
    const followed = publishing === a.id && a.pipeline_status === "publishing";
    if (!followed && publishing === a.id) publishing = "";
    const act = (label, call, options = {}) =>
      shell.actionButton(label, call, { ...options, root, redraw: show, errors: body, ready });
    const title = h("input", { id: "article-title", value: a.title, maxlength: 200, required: true });
    const slug = h("input", { id: "article-slug", value: a.slug || "", maxlength: 200 });
    const meta = h("textarea", { id: "article-meta", rows: 2, maxlength: 300 }, a.meta_description || "");
    const text = h("textarea", { id: "article-markdown", rows: 16 }, a.content_markdown || "");
    const date = h("input", { id: "article-date", type: "date", value: a.scheduled_publish_at ? dayOf(a.scheduled_publish_at) : "" });
    const rendered = a.content_html
      ? h("iframe", { class: "article-frame", title: `${a.title}, as it will read`, sandbox: "", srcdoc: a.content_html })
      : h("p", { class: "muted" }, "No text yet: generate it, or write it under Edit.");
    body.replaceChildren(
      h("p", {}, h("a", { href: "#", onclick: (e) => { e.preventDefault(); view.tab = "articles"; view.article = ""; show(); } }, "All articles")),
      h("h2", { id: "article-heading", "data-scheduled": a.scheduled_publish_at || "", "data-stage": a.pipeline_status }, a.title),
      h("dl", { class: "facts" },
        h("dt", {}, "Status"), h("dd", { id: "article-status" }, a.status),
        h("dt", {}, "Pipeline"), h("dd", { id: "article-stage" }, a.pipeline_status.replace("_", " ")),
        h("dt", {}, "Keyword"), h("dd", {}, a.keywords ? `${a.keywords.term} (volume ${a.keywords.volume ?? "—"})` : "none"),
        h("dt", {}, "Publishes"), h("dd", {}, a.published_at ? `published ${shell.when(a.published_at)}` : a.scheduled_publish_at ? shell.when(a.scheduled_publish_at) : "not scheduled"),
        ...(a.cms_url ? [h("dt", {}, "On the site"), h("dd", {}, h("a", { href: a.cms_url, rel: "noopener noreferrer", target: "_blank" }, a.cms_url))] : []),
        ...(a.error ? [h("dt", {}, "Last error"), h("dd", { class: "alert", role: "alert" }, a.error)] : [])),
      busy(a) || followed ? h("p", { role: "status" }, `Working: ${a.pipeline_status}…`) : "",
      h("div", { class: "actions" },
        act(a.content_markdown ? "Generate again" : "Generate", () => api.post(inWebsite(`/articles/${a.id}/generate`), {})),
        a.content_html ? act(a.cms_url ? "Publish again" : "Publish now", () => {
          publishing = a.id;  // followed until it is published or fails, whatever its schedule
          return api.post(inWebsite(`/articles/${a.id}/publish`), {});
        }) : "",
        act("Delete", () => api.del(inWebsite(`/articles/${a.id}`)).then(() => { view.tab = "articles"; view.article = ""; }),
            { danger: true, confirm: `Delete "${a.title}"? A published post stays on the CMS.` })),
      h("section", { "aria-labelledby": "schedule-title", class: "card" }, h("h3", { id: "schedule-title" }, "Schedule"),
        h("form", { class: "toolbar", onsubmit: async (e) => {
          e.preventDefault();
          if (!date.value) return;
          delete root.dataset.ready;
          try {
            await api.post(inWebsite(`/articles/${a.id}/schedule`), { date: date.value });
            shell.announce(`Scheduled for ${longDay(date.value)}`);
            await show();
          } catch (error) { shell.showError(body, error); ready(); }
        } }, h("div", { class: "field" }, h("label", { for: "article-date" }, "Publish on"), date),
          h("button", { type: "submit" }, "Schedule"),
          a.scheduled_publish_at && a.status !== "published" ? act("Unschedule", () => api.del(inWebsite(`/articles/${a.id}/schedule`))) : "")),
      h("section", { "aria-labelledby": "text-title", class: "card" }, h("h3", { id: "text-title" }, "Text"), rendered),
      h("details", { class: "card" }, h("summary", {}, "Edit"),
        h("form", { class: "stack", onsubmit: async (e) => {
          e.preventDefault();
          const change = { title: title.value.trim(), meta_description: meta.value.trim() || null };
          if (slug.value.trim() && slug.value.trim() !== a.slug) change.slug = slug.value.trim();
          if (text.value.trim() && text.value !== (a.content_markdown || "")) change.content_markdown = text.value;
          delete root.dataset.ready;
          try {
            await api.patch(inWebsite(`/articles/${a.id}`), change);
            shell.announce("Saved");
            await show();
          } catch (error) { shell.showError(body, error); ready(); }
        } },
          h("div", { class: "field" }, h("label", { for: "article-title" }, "Title"), title),
          h("div", { class: "field" }, h("label", { for: "article-slug" }, "Slug"), slug),
          h("div", { class: "field" }, h("label", { for: "article-meta" }, "Meta description"), meta),
          h("div", { class: "field" }, h("label", { for: "article-markdown" }, "Text (Markdown)"), text),
          h("button", { type: "submit" }, "Save"))));
    if (busy(a) || followed) {
      shell.pollAgain(root, () => view.tab === "article" && view.article === a.id, show, kPollEveryMs);
    }
  }

  // --- Planning an article: a title (the language model outlines it) or a keyword of the
  // website, and an optional day.
  function drawNew() {
    const title = h("input", { id: "new-title", maxlength: 200 });
    const keyword = h("input", { id: "new-keyword", maxlength: 200, list: "new-keyword-terms", autocomplete: "off" });
    const terms = h("datalist", { id: "new-keyword-terms" });
    const type = h("select", { id: "new-type" }, kTypes.map((t) => h("option", { value: t }, t)));
    const date = h("input", { id: "new-date", type: "date" });
    let found = [];
    keyword.addEventListener("input", async () => {
      const q = keyword.value.trim();
      if (q.length < 2) return;
      try {
        found = (await api.get("/keywords", { website_id: website, q, limit: 20, sort: "volume" })).data;
        terms.replaceChildren(...found.map((k) => h("option", { value: k.term })));
      } catch { /* without the keywords module, plan by title */ }
    });
    body.replaceChildren(h("h2", {}, "Plan an article"), h("form", { class: "stack", onsubmit: async (e) => {
      e.preventDefault();
      const chosen = found.find((k) => k.term === keyword.value.trim());
      const plan = { website_id: website, article_type: type.value };
      if (title.value.trim()) plan.title = title.value.trim();
      if (chosen) plan.keyword_id = chosen.id;
      if (date.value) plan.date = date.value;
      if (!plan.title && !plan.keyword_id) {
        shell.showError(body, new Error("Give a title, or pick one of the website's keywords."));
        return;
      }
      delete root.dataset.ready;
      try {
        const made = (await api.post("/articles", plan)).data;
        shell.announce(`${made.title} planned`);
        openArticle(made.id);
      } catch (error) { shell.showError(body, error); ready(); }
    } },
      h("div", { class: "field" }, h("label", { for: "new-title" }, "Title"), title),
      h("div", { class: "field" }, h("label", { for: "new-keyword" }, "Or a keyword of the website"), keyword, terms),
      h("div", { class: "field" }, h("label", { for: "new-type" }, "Type"), type),
      h("div", { class: "field" }, h("label", { for: "new-date" }, "Publish on (optional)"), date),
      h("button", { type: "submit" }, "Plan the article")));
  }

  // --- The automation settings.
  async function drawAutomation(saved = false) {
    const s = (await api.get("/content/automation", { website_id: website })).data;
    const check = (id, label, on) => h("label", { class: "check" }, h("input", { type: "checkbox", id, checked: on }), label);
    const perWeek = h("input", { id: "auto-per-week", type: "number", min: 1, max: 21, value: s.articles_per_week });
    const time = h("input", { id: "auto-time", type: "time", value: s.publish_time });
    const zone = h("input", { id: "auto-zone", value: s.time_zone, maxlength: 64 });
    const type = h("select", { id: "auto-type" }, kTypes.map((t) => h("option", { value: t, selected: t === s.default_article_type }, t)));
    const last = s.last_run_at ? `Last run ${shell.when(s.last_run_at)}: ${s.last_run?.planned?.length ?? 0} planned, ${s.last_run?.generating?.length ?? 0} generating.` : "The planner has not run yet.";
    body.replaceChildren(h("h2", {}, "Automation"), saved ? shell.notice("Saved.") : "",
      h("p", { class: "muted" }, last, s.planner_active ? " The planner is on." : " The planner is off."),
      h("form", { class: "stack", onsubmit: async (e) => {
        e.preventDefault();
        const days = kWeekdays.map(([d]) => d).filter((d) => body.querySelector(`#auto-day-${d}`).checked);
        delete root.dataset.ready;
        try {
          await api.patch(inWebsite("/content/automation"), {
            auto_plan: body.querySelector("#auto-plan").checked, auto_generate: body.querySelector("#auto-generate").checked,
            auto_publish: body.querySelector("#auto-publish").checked, articles_per_week: Number(perWeek.value),
            publish_days: days, publish_time: time.value, time_zone: zone.value.trim(), default_article_type: type.value });
          shell.announce("Automation saved");
          await drawAutomation(true);
        } catch (error) { shell.showError(body, error); }
        ready();
      } },
        check("auto-plan", "Plan articles from the website's best keywords", s.auto_plan),
        check("auto-generate", "Generate planned articles", s.auto_generate),
        check("auto-publish", "Schedule them on the next free publishing day", s.auto_publish),
        h("div", { class: "field" }, h("label", { for: "auto-per-week" }, "Articles per week"), perWeek),
        h("fieldset", { class: "checks" }, h("legend", {}, "Publishing days"),
          kWeekdays.map(([d, name]) => check(`auto-day-${d}`, name, s.publish_days.includes(d)))),
        h("div", { class: "field" }, h("label", { for: "auto-time" }, "Publishing time"), time),
        h("div", { class: "field" }, h("label", { for: "auto-zone" }, "Time zone (IANA, e.g. Europe/Berlin)"), zone),
        h("div", { class: "field" }, h("label", { for: "auto-type" }, "Type of planned articles"), type),
        h("button", { type: "submit" }, "Save the automation")));
  }

  await show();
}
