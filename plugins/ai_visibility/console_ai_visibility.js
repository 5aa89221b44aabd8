// The AI visibility module's page, over the same /api/v1 routes as any client: the website's
// visibility score with its components and its trend; Brand Radar campaigns (a prompt, the
// brands and competitors tracked) with share of voice and mention rate per brand, each drawn
// with the confidence interval the API computes, over time and now; Prompt Research campaigns
// with the brands and domains the answers name; every run with its answers, the tracked names
// highlighted where they are mentioned. The view (kind, campaign, run, period) lives in the
// address.
const kKinds = [["brand-radar", "Brand Radar"], ["prompt-research", "Prompt Research"]];
const kPeriods = [["7", "Last 7 days"], ["30", "Last 30 days"], ["90", "Last 90 days"]];
const kComponents = [["visibility", "Visibility"], ["share_of_voice", "Share of voice"],
                     ["position", "Position"], ["citations", "Citations"], ["sentiment", "Sentiment"]];
const kLineClasses = ["primary", "secondary", "tertiary"];
const kPollEveryMs = 2000;
const kRuns = 10;

const percent = (v) => v === null || v === undefined ? "—" : `${v}%`;
const interval = (m) => !m || m.value === null || m.value === undefined ? "—"
  : m.ci_low === null || m.ci_low === undefined ? percent(m.value) : `${m.value}% (${m.ci_low}–${m.ci_high})`;
// "Name, domain" per line into [{name, domain}].
const brandsOf = (text) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean).map((line) => {
  const [name, domain] = line.split(",").map((part) => part.trim());
  return domain ? { name, domain } : { name };
});
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export default async function render(root, shell) {
  const { api, h } = shell;
  const website = shell.chosenWebsite(root);
  if (!website) return;
  const started = performance.now();
  const given = shell.params();
  const view = {
    kind: given.get("kind") === "prompt-research" ? "prompt-research" : "brand-radar",
    campaign: given.get("campaign") || "", run: given.get("run") || "",
    days: kPeriods.some(([d]) => d === given.get("days")) ? given.get("days") : "30",
  };
  const keep = () => shell.setParams({ kind: view.kind === "brand-radar" ? "" : view.kind, campaign: view.campaign,
    run: view.run, days: view.days === "30" ? "" : view.days });
  const ready = () => { root.dataset.ready = String(Math.round(performance.now() - started)); };
  const inWebsite = (path) => `${path}?website_id=${encodeURIComponent(website)}`;
  const period = () => ({ from: shell.isoDay(new Date(Date.now() - (Number(view.days) - 1) * 86400000)), to: shell.isoDay(new Date()) });

  const scoreBox = h("section", { class: "card", "aria-labelledby": "score-title" });
  const tabs = h("nav", { class: "tabs", "aria-label": "Campaign kinds" });
  const body = h("div", {});
  root.replaceChildren(scoreBox, tabs, body);

  async function show() {
    delete root.dataset.ready;
    keep();
    tabs.replaceChildren(...kKinds.map(([id, label]) => h("button", { type: "button", class: view.kind === id ? "" : "secondary",
      "aria-current": view.kind === id ? "page" : null, onclick: () => { view.kind = id; view.campaign = ""; view.run = ""; show(); } }, label)));
    try {
      // The campaign first, then the score: the draw that finds a run ended (and stops
      // following it) reads a score that already holds the run's answers.
      await drawKind();
      await drawScore();
    } catch (e) {
      body.replaceChildren(shell.errorBox(e));
    }
    ready();
  }

  // --- The website's visibility score: the figure, its components, by model, over time.
  async function drawScore() {
    const s = (await api.get("/ai-visibility/score", { website_id: website, ...period() })).data;
    const pick = h("select", { id: "visibility-period", onchange: (e) => { view.days = e.target.value; show(); } },
      kPeriods.map(([d, label]) => h("option", { value: d, selected: d === view.days }, label)));
    const trend = s.trend.map((t) => ({ date: t.date, score: t.score, ...t.components }));
    scoreBox.replaceChildren(
      h("div", { class: "panel-head" }, h("h2", { id: "score-title" }, "Visibility score"),
        h("div", { class: "field" }, h("label", { for: "visibility-period" }, "Period"), pick)),
      s.answers === 0 ? h("p", { class: "muted" }, "No answers in this period yet: run a campaign.") : "",
      h("dl", { class: "stats", "aria-label": "Visibility score" },
        shell.statCard("Score", s.score ?? 0, undefined, { format: (v) => `${v} / 100` }),
        kComponents.map(([key, label]) => shell.statCard(label, s.components?.[key] ?? 0, undefined, { format: percent })),
        shell.statCard("Answers", s.answers, undefined)),
      trend.length > 1 ? shell.lineChart(trend, { title: "Visibility score by day", labelKey: "date", max: 100,
        lines: [{ key: "score", label: "Score" }, { key: "share_of_voice", label: "Share of voice" }] }) : "",
      s.by_model.length ? shell.table([{ key: "model", label: "Model" }, { key: "score", label: "Score" },
        { key: "visibility", label: "Visibility", render: (m) => percent(m.components.visibility) },
        { key: "answers", label: "Answers" }], s.by_model.map((m) => ({ ...m, visibility: m.components.visibility })),
        { caption: "Score by model", pageSize: 10 }) : "");
  }

  // --- Campaigns of the kind shown.
  async function drawKind() {
    const campaigns = (await api.get(`/${view.kind}/campaigns`, { website_id: website })).data;
    if (!campaigns.some((c) => c.id === view.campaign)) view.campaign = campaigns[campaigns.length - 1]?.id || "";
    keep();
    const campaign = campaigns.find((c) => c.id === view.campaign);
    const promptOf = (c) => c.prompt ?? c.custom_prompt;
    const picker = h("select", { id: "campaign-pick", onchange: (e) => { view.campaign = e.target.value; view.run = ""; show(); } },
      campaigns.map((c) => h("option", { value: c.id, selected: c.id === view.campaign }, promptOf(c))));
    const detail = h("div", {});
    body.replaceChildren(h("div", { class: "toolbar" },
      campaigns.length ? h("div", { class: "field" }, h("label", { for: "campaign-pick" }, "Campaign"), picker)
        : h("p", {}, `No ${view.kind === "brand-radar" ? "Brand Radar" : "Prompt Research"} campaign yet.`),
      h("details", {}, h("summary", {}, "New campaign"), newCampaignForm())), detail);
    if (campaign) await drawCampaign(campaign, detail);
  }

  function newCampaignForm() {
    const radar = view.kind === "brand-radar";
    const prompt = h("textarea", { id: "new-prompt", rows: 2, required: true, maxlength: 2000 });
    const brands = h("textarea", { id: "new-brands", rows: 3, placeholder: "Acme, acme.com" });
    const competitors = h("textarea", { id: "new-competitors", rows: 3, placeholder: "Globex, globex.com" });
    const samples = h("input", { id: "new-samples", type: "number", min: 1, max: 10, value: 3 });
    const frequency = h("input", { id: "new-frequency", type: "number", min: 1, max: 365, value: 7 });
    return h("form", { class: "stack", onsubmit: async (e) => {
      e.preventDefault();
      const made = { website_id: website, samples: Number(samples.value), frequency: Number(frequency.value) };
      if (radar) Object.assign(made, { prompt: prompt.value.trim(), brands: brandsOf(brands.value), competitors: brandsOf(competitors.value) });
      else made.custom_prompt = prompt.value.trim();
      delete root.dataset.ready;
      try {
        const c = (await api.post(`/${view.kind}/campaigns`, made)).data;
        view.campaign = c.id;
        shell.announce("Campaign made; its first run has started");
        await show();
      } catch (error) { shell.showError(body, error); ready(); }
    } },
      h("div", { class: "field" }, h("label", { for: "new-prompt" }, "Prompt, as a person would ask it"), prompt),
      radar ? h("div", { class: "field" }, h("label", { for: "new-brands" }, "Your brands: name, domain (one per line)"), brands) : "",
      radar ? h("div", { class: "field" }, h("label", { for: "new-competitors" }, "Competitors: name, domain (one per line)"), competitors) : "",
      h("div", { class: "field" }, h("label", { for: "new-samples" }, "Answers per model and language"), samples),
      h("div", { class: "field" }, h("label", { for: "new-frequency" }, "Run every (days)"), frequency),
      h("button", { type: "submit" }, "Make the campaign (its runs spend AI credits)"));
  }

  async function drawCampaign(c, box) {
    const base = `/${view.kind}/campaigns/${c.id}`;
    // The runs first, then the figures: read together, the figures could be read while a run
    // was still answering and the runs just after it ended, and the page would stop following
    // the run with figures that lack its last answers.
    const runs = await api.get(`${base}/runs`, { website_id: website, limit: kRuns });
    const figures = await api.get(view.kind === "brand-radar" ? `${base}/metrics` : `${base}/results`, { website_id: website, ...period() });
    const running = runs.data.some((r) => r.status === "queued" || r.status === "running");
    // A new active campaign's first run is queued by the scheduler a moment after it is made.
    const due = c.status === "active" && runs.data.length === 0;
    const act = (label, call, options = {}) =>
      shell.actionButton(label, call, { secondary: true, ...options, root, redraw: show, errors: box, ready });
    box.replaceChildren(
      h("section", { class: "card", "aria-labelledby": "campaign-title" },
        h("h2", { id: "campaign-title" }, c.prompt ?? c.custom_prompt),
        h("p", { class: "muted" }, `${c.status}; every ${c.frequency} days; ${c.models.join(", ") || "every model"}; `,
          `${c.samples} answers per model and language`, c.next_run_at ? `; next run ${shell.when(c.next_run_at)}` : ""),
        h("div", { class: "actions" },
          running ? h("span", { role: "status" }, "A run is in progress…")
            : act("Run now", () => api.post(inWebsite(`${base}/runs`), {})),
          act(c.status === "paused" ? "Resume" : "Pause", () => api.patch(inWebsite(base), { status: c.status === "paused" ? "active" : "paused" })),
          act("Delete campaign", () => api.del(inWebsite(base)).then(() => { view.campaign = ""; }),
              { danger: true, confirm: "Delete this campaign with its runs and figures?" }))),
      view.kind === "brand-radar" ? brandFigures(figures.data) : researchFigures(figures.data),
      runList(runs.data, base));
    if (view.run) await drawRun(base, box);
    if (running || due) shell.pollAgain(root, () => view.campaign === c.id, show, kPollEveryMs);
  }

  // Share of voice and mention rate per tracked name, now (bars with their interval) and by day
  // (lines over their interval's band); the brand first, then competitors.
  function brandFigures(m) {
    if (m.answers === 0) return h("p", { class: "muted" }, "No answers in this period yet.");
    const rows = m.brands.map((b) => ({ name: b.name, role: b.role, sov: b.share_of_voice, rate: b.mention_rate,
      position: b.average_position?.value, sentiment: b.sentiment?.value }));
    const bars = h("svg", { viewBox: `0 0 600 ${24 * rows.length + 24}`, role: "img", "aria-label": "Share of voice with 95% intervals", class: "intervals" },
      h("title", {}, "Share of voice with 95% intervals"),
      rows.map((r, i) => {
        const y = 12 + i * 24, x = (v) => 160 + 4 * (v ?? 0);
        return h("g", {}, h("text", { x: 0, y: y + 5 }, r.name),
          h("rect", { class: `bar ${r.role === "brand" ? "brand" : "competitor"}`, x: 160, y: y - 7, width: 4 * (r.sov.value ?? 0), height: 14 }),
          r.sov.ci_low === null ? null : h("line", { class: "whisker", x1: x(r.sov.ci_low), x2: x(r.sov.ci_high), y1: y, y2: y }),
          h("title", {}, `${r.name}: ${interval(r.sov)}`));
      }));
    // By day: each tracked name's share of voice and its interval, on one scale of 0-100%.
    const days = [...new Set(m.brands.flatMap((b) => b.trend.map((t) => t.date)))].sort();
    const shown = m.brands.slice(0, kLineClasses.length);
    const points = days.map((date) => {
      const p = { date };
      shown.forEach((b, i) => {
        const t = b.trend.find((x) => x.date === date)?.share_of_voice;
        p[`v${i}`] = t?.value ?? 0; p[`l${i}`] = t?.ci_low ?? 0; p[`h${i}`] = t?.ci_high ?? 0;
      });
      return p;
    });
    return h("section", { class: "card", "aria-labelledby": "voice-title", id: "share-of-voice" },
      h("h2", { id: "voice-title" }, "Share of voice"),
      h("p", { class: "muted" }, `${m.answers} answers from ${m.from} to ${m.to}. Ranges are 95% intervals: with few answers they are wide.`),
      h("figure", { class: "chart" }, bars),
      points.length > 1 ? shell.lineChart(points, { title: "Share of voice by day", labelKey: "date", max: 100,
        lines: shown.map((b, i) => ({ key: `v${i}`, low: `l${i}`, high: `h${i}`, label: b.name, class: kLineClasses[i] })) }) : "",
      shell.table([
        { key: "name", label: "Name" }, { key: "role", label: "Tracked as" },
        { key: "sov", label: "Share of voice", render: (r) => interval(r.sov) },
        { key: "rate", label: "Mentioned in", render: (r) => interval(r.rate) },
        { key: "position", label: "Average position", render: (r) => r.position ?? "—" },
        { key: "sentiment", label: "Sentiment", render: (r) => r.sentiment ?? "—" }], rows, { caption: "Tracked names", pageSize: 30 }),
      m.other_brands.length ? shell.table([{ key: "name", label: "Other names in the answers" },
        { key: "answers", label: "Answers" }, { key: "share", label: "Share", render: (o) => interval(o.share) }],
        m.other_brands, { caption: "Other names", pageSize: 10 }) : "");
  }
  function researchFigures(r) {
    if (r.answers === 0) return h("p", { class: "muted" }, "No answers in this period yet.");
    return h("section", { class: "card", "aria-labelledby": "names-title" }, h("h2", { id: "names-title" }, "What the answers name"),
      r.website ? h("p", {}, `Your website: ${interval(r.website.share)} of ${r.answers} answers.`) : "",
      shell.table([{ key: "rank", label: "Rank" }, { key: "name", label: "Brand" }, { key: "answers", label: "Answers" },
        { key: "share", label: "Share", render: (o) => interval(o.share) }], r.brands, { caption: "Brands named", pageSize: 10 }),
      shell.table([{ key: "rank", label: "Rank" }, { key: "domain", label: "Domain" }, { key: "answers", label: "Answers" },
        { key: "share", label: "Share", render: (o) => interval(o.share) }], r.domains, { caption: "Domains cited", pageSize: 10 }));
  }

  function runList(runs, base) {
    return h("section", { class: "card", "aria-labelledby": "runs-title" }, h("h2", { id: "runs-title" }, "Runs"),
      shell.table([
        { key: "day", label: "Day", render: (r) => h("button", { type: "button", class: "link", onclick: () => { view.run = r.id; show(); } }, `${r.day} (${r.trigger})`) },
        { key: "status", label: "Status" },
        { key: "checks", label: "Answers", render: (r) => `${r.checks_answered} of ${r.checks_planned}${r.checks_failed ? `, ${r.checks_failed} failed` : ""}` },
        { key: "tokens", label: "Tokens" }], runs, { caption: "Runs", empty: "No run yet.", pageSize: kRuns }));
  }

  // A run's answers, each tracked name highlighted where the answer mentions it.
  async function drawRun(base, box) {
    let run;
    try {
      run = (await api.get(`${base}/runs/${encodeURIComponent(view.run)}`, { website_id: website })).data;
    } catch (e) {
      view.run = "";
      keep();
      box.append(shell.errorBox(e));
      return;
    }
    const names = run.tracked.map((t) => t.name).filter(Boolean);
    const pattern = names.length ? new RegExp(`(${names.map(escapeRegExp).join("|")})`, "gi") : null;
    const highlighted = (text) => !pattern ? [text] : text.split(pattern).map((part, i) => i % 2 ? h("mark", {}, part) : part);
    box.append(h("section", { class: "card", "aria-labelledby": "run-title", id: "run-answers" },
      h("div", { class: "panel-head" }, h("h2", { id: "run-title" }, `Answers of ${run.day}`),
        h("button", { type: "button", class: "secondary", onclick: () => { view.run = ""; show(); } }, "Close")),
      run.answers.length === 0 ? h("p", { class: "muted" }, run.status === "failed" ? `The run failed: ${run.error}` : "No answer yet.") : "",
      run.answers.map((a) => h("article", { class: "answer" },
        h("h3", {}, `${a.model}, ${a.language}, answer ${a.sample}`),
        a.status !== "answered" && a.error ? h("p", { class: "alert", role: "alert" }, a.error) : "",
        h("p", { class: "answer-text" }, highlighted(a.content || "")),
        h("ul", { class: "detections" }, a.detections.map((d) => h("li", {},
          `${d.name}: ${d.mentioned ? `mentioned${d.position ? `, position ${d.position}` : ""}, ${d.sentiment}` : "not mentioned"}${d.cited ? ", cited" : ""}`))),
        a.citations.length ? h("p", { class: "muted" }, "Sources: ", a.citations.join(", ")) : ""))));
  }

  await show();
}
