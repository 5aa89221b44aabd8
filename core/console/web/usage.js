// Usage and billing: each credit bucket with what is used of its quota and when it resets, a chart
// of daily use from the usage ledger, and metered billing, which only an owner turns on or off.

const kDays = 30;

// `daily` rows of one resource as one point per day of the window, days without use at 0
// (`isoDay`: the library's).
function pointsOf(daily, resource, since, isoDay) {
  const byDay = new Map(daily.filter((d) => d.resource === resource).map((d) => [d.date, d.credits]));
  const points = [];
  const day = new Date(since + "T00:00:00Z");
  for (let i = 0; i < kDays; i += 1) {
    const label = isoDay(day);
    points.push({ label, value: byDay.get(label) ?? 0 });
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return points;
}

export default async function render(root, shell) {
  const { api, h, announce, chart, notice, showError, table, when, session } = shell;
  const credits = h("section", { class: "card", "aria-labelledby": "credits-title" });
  const history = h("section", { class: "card", "aria-labelledby": "history-title" });
  const billing = h("section", { class: "card", "aria-labelledby": "billing-title" });

  const drawUsage = async () => {
    let usage;
    try {
      usage = (await api.get("/usage", { days: kDays })).data;
    } catch (e) {
      showError(credits, e);
      return;
    }
    credits.replaceChildren(h("h2", { id: "credits-title" }, "Credits this period"), table([
      { key: "resource", label: "Resource" },
      { key: "used", label: "Used", render: (b) => `${b.used} of ${b.quota}` },
      { key: "share", label: "Share", sort: false, render: (b) =>
          h("meter", { min: 0, max: Math.max(1, b.quota), value: Math.min(b.used, Math.max(1, b.quota)),
                       "aria-label": `${b.resource}: ${b.used} of ${b.quota} used` }) },
      { key: "remaining", label: "Left", render: (b) => b.remaining.toLocaleString() },
      { key: "resets_at", label: "Resets", render: (b) => when(b.resets_at) },
    ], usage.credits, { caption: "Credit buckets", empty: "No credit bucket." }));

    const resources = usage.credits.map((b) => b.resource);
    for (const d of usage.daily) if (!resources.includes(d.resource)) resources.push(d.resource);
    // The chart opens on the resource used most in the window.
    const totals = new Map();
    for (const d of usage.daily) totals.set(d.resource, (totals.get(d.resource) ?? 0) + d.credits);
    const busiest = resources.reduce((best, r) => ((totals.get(r) ?? 0) > (totals.get(best) ?? 0) ? r : best),
                                     resources[0]);
    const picker = h("select", { id: "usage-resource" },
                     resources.map((r) => h("option", { value: r, selected: r === busiest }, r)));
    const figure = h("div", {});
    const drawChart = () => figure.replaceChildren(resources.length === 0
      ? h("p", { class: "muted" }, "No use recorded.")
      : chart(pointsOf(usage.daily, picker.value, usage.since, shell.isoDay),
              { title: `Daily use of ${picker.value}, last ${kDays} days (UTC)` }));
    picker.addEventListener("change", drawChart);
    history.replaceChildren(h("h2", { id: "history-title" }, "Daily use"),
                            resources.length ? h("label", {}, "Resource", picker) : "", figure);
    drawChart();
  };

  const drawBilling = async () => {
    let org;
    try {
      org = (await api.get("/organization")).data;
    } catch (e) {
      showError(billing, e);
      return;
    }
    const title = h("h2", { id: "billing-title" }, "Metered billing");
    const state = h("p", { id: "metered-state" }, org.metered_billing
      ? "On: when a bucket is empty, use goes on and is billed as overage."
      : "Off: when a bucket is empty, calls that need it answer 402 until it resets.");
    const parts = [title, h("p", {}, `Organization ${org.name}, plan ${org.plan}.`), state];
    if (session.role === "owner") {
      parts.push(h("button", { type: "button", class: org.metered_billing ? "danger" : "",
        onclick: async () => {
          try {
            await api.patch("/organization", { metered_billing: !org.metered_billing });
            announce(org.metered_billing ? "Metered billing is off" : "Metered billing is on");
            await drawBilling();
          } catch (e) { showError(billing, e); }
        } }, org.metered_billing ? "Turn metered billing off" : "Turn metered billing on"));
    } else {
      parts.push(notice("Only an owner of the organization turns it on or off."));
    }
    billing.replaceChildren(...parts);
  };

  root.replaceChildren(credits, history, billing);
  await Promise.all([drawUsage(), drawBilling()]);
}
