// A tracked keyword's positions over time for the keywords page (console_keywords.js), over GET
// /keywords/{id}/rankings: the website's position day by day with each competitor's as another
// line (places: 1 at the top, a gap where one was not in the top 100), Search Console's own
// average position for the URL that ranked where the analytics module has it, and every check in
// a table with its URL and SERP features.
const kDays = { "30": "30 days", "90": "90 days", "365": "12 months" };

const place = (p) => p === null || p === undefined ? "—" : String(p);

// The chart's points, one per check: the website's position, then each competitor's under its
// own key, and Search Console's average position of the URL that ranked.
export function historyPoints(rows, competitors) {
  return rows.map((r) => {
    const point = { when: r.checked_at.slice(0, 10), website: r.position,
                    search_console: r.search_console?.position ?? null };
    competitors.forEach((domain, i) => {
      point[`c${i}`] = r.competitors.find((c) => c.domain === domain)?.position ?? null;
    });
    return point;
  });
}

export async function rankHistory(shell, website, keyword, { days = "90", onClose } = {}) {
  const { api, h } = shell;
  const box = h("section", { class: "card", id: "rank-history", "aria-labelledby": "rank-history-title" });
  const to = new Date();
  const from = new Date(to.getTime() - (Number(days) - 1) * 86400000);
  const range = h("select", { id: "rank-history-days" },
    Object.entries(kDays).map(([value, label]) => h("option", { value, selected: value === days }, label)));
  const close = h("button", { type: "button", class: "secondary", onclick: () => onClose?.() }, "Close");
  const heading = h("h2", { id: "rank-history-title" }, `Positions of “${keyword.term}”`);
  let rows = [];
  try {
    rows = (await api.get(`/keywords/${encodeURIComponent(keyword.id)}/rankings`, {
      website_id: website, from: shell.isoDay(from), to: shell.isoDay(to) })).data;
  } catch (e) {
    box.replaceChildren(heading, close);
    shell.showError(box, e);
    return box;
  }
  range.addEventListener("change", async () => {
    box.replaceWith(await rankHistory(shell, website, keyword, { days: range.value, onClose }));
    document.getElementById("rank-history-days")?.focus();
  });
  const controls = h("div", { class: "toolbar" },
    h("div", { class: "field" }, h("label", { for: "rank-history-days" }, "Period"), range), close);
  if (rows.length === 0) {
    box.replaceChildren(heading, controls, h("p", { class: "muted" }, keyword.is_tracked
      ? "No check in this period yet: the first one comes as the SERP provider finishes it."
      : "Not tracked: track the keyword to record its position every day."));
    return box;
  }
  const competitors = [...new Set(rows.flatMap((r) => r.competitors.map((c) => c.domain)))];
  const classes = ["secondary", "tertiary", "quaternary", "quinary"];
  const lines = [{ key: "website", label: "Your website", class: "primary" },
    ...competitors.map((domain, i) => ({ key: `c${i}`, label: domain, class: classes[i % classes.length] }))];
  const points = historyPoints(rows, competitors);
  if (points.some((p) => p.search_console !== null)) {
    lines.push({ key: "search_console", label: "Search Console (average)", class: "secondary" });
  }
  const worst = Math.max(10, ...points.flatMap((p) => lines.map((l) => p[l.key] ?? 0)));
  const last = rows[rows.length - 1];
  box.replaceChildren(heading, controls,
    h("p", {}, `Latest: ${last.position === null ? "not in the top 100" : `position ${last.position}`}`,
      last.ranking_url ? [" with ", h("a", { href: last.ranking_url, rel: "noreferrer" }, last.ranking_url)] : "",
      ` (${last.device}, ${last.country}, ${new Date(last.checked_at).toLocaleString()}).`),
    shell.lineChart(points, { title: `Position of “${keyword.term}” by day`, lines, labelKey: "when",
                              max: worst, ranks: true }),
    shell.table([
      { key: "checked_at", label: "Checked", render: (r) => new Date(r.checked_at).toLocaleString() },
      { key: "position", label: "Position", render: (r) => place(r.position) },
      { key: "ranking_url", label: "URL", render: (r) => r.ranking_url ?? "" },
      { key: "search_console", label: "Search Console", sort: false,
        render: (r) => r.search_console ? `${place(r.search_console.position)} (${r.search_console.clicks} clicks)` : "" },
      { key: "serp_features", label: "SERP features", sort: false,
        render: (r) => r.serp_features.join(", ") + (r.ai_overview_cited ? " (cited in the AI Overview)" : "") },
      { key: "competitors", label: "Competitors", sort: false,
        render: (r) => r.competitors.map((c) => `${c.domain} ${place(c.position)}`).join(", ") }],
      [...rows].reverse(), { pageSize: 10, caption: `Checks of “${keyword.term}”, newest first` }));
  return box;
}
