// The analytics module's console page "Funnels": the website's funnels over its goals, each with
// its steps' visitors as a chart and a table (conversion and drop-off), for a period; a funnel
// made from the goals in order, or deleted. Over the same /api/v1 routes as any client. The goals
// themselves are made on the dashboard (its Goals card).
const kRanges = [["7d", "Last 7 days"], ["30d", "Last 30 days"], ["90d", "Last 90 days"],
                 ["12mo", "Last 12 months"], ["24h", "Last 24 hours"]];
const kMinSteps = 2, kMaxSteps = 8;

export default async function render(root, shell) {
  const { api, h } = shell;
  const website = shell.chosenWebsite(root);
  if (!website) return;
  const started = performance.now();
  const given = shell.params();
  let range = kRanges.some(([value]) => value === given.get("range")) ? given.get("range") : "30d";
  const scoped = (path) => `${path}?website_id=${encodeURIComponent(website)}`;

  const rangePicker = h("select", { id: "funnels-range", onchange: () => {
    range = rangePicker.value;
    shell.setParams({ range: range === "30d" ? "" : range });
    draw();
  } }, kRanges.map(([value, label]) => h("option", { value, selected: value === range }, label)));
  const list = h("div", { class: "stack" });
  const maker = h("section", { class: "card", "aria-labelledby": "funnel-new-title" });
  root.replaceChildren(
    h("div", { class: "toolbar" }, h("div", { class: "field" },
      h("label", { for: "funnels-range" }, "Period"), rangePicker)),
    list, maker);

  // One funnel's figures: a chart of each step's visitors, and the table with conversion and
  // drop-off.
  const drawFunnel = (funnel) => {
    const percent = (v) => `${v}%`;
    const remove = h("button", { type: "button", class: "danger", "aria-label": `Delete the funnel ${funnel.name}`,
      onclick: async () => {
        try {
          await api.del(scoped(`/website/funnels/${funnel.id}`));
          shell.announce(`${funnel.name} deleted`);
          draw();
        } catch (e) { shell.showError(section, e); }
      } }, "Delete");
    const section = h("section", { class: "card", "aria-labelledby": `funnel-${funnel.id}-title` },
      h("div", { class: "panel-head" }, h("h2", { id: `funnel-${funnel.id}-title` }, funnel.name),
        h("div", { class: "panel-tools" }, remove)),
      h("p", { class: "muted" }, `${funnel.entering_visitors.toLocaleString("en-US")} of `,
        `${funnel.visitors.toLocaleString("en-US")} visitors entered; `,
        `${funnel.conversion_rate}% of them reached the last step.`),
      shell.chart(funnel.steps.map((s, i) => ({ label: `${i + 1}. ${s.name}`, value: s.visitors })),
                  { title: `${funnel.name}: visitors at each step` }),
      shell.table([
        { key: "name", label: "Step", sort: false, render: (s) => `${funnel.steps.indexOf(s) + 1}. ${s.name}` },
        { key: "visitors", label: "Visitors", sort: false },
        { key: "conversion_rate", label: "Conversion", sort: false, render: (s) => percent(s.conversion_rate) },
        { key: "dropoff", label: "Drop-off", sort: false,
          render: (s) => `${s.dropoff.toLocaleString("en-US")} (${percent(s.dropoff_rate)})` }],
        funnel.steps, { caption: `${funnel.name}: steps`, pageSize: kMaxSteps }));
    return section;
  };

  // The form that makes a funnel from the goals, steps in order.
  const drawMaker = (goals) => {
    if (goals.length < kMinSteps) {
      maker.replaceChildren(h("h2", { id: "funnel-new-title" }, "Add a funnel"),
        h("p", {}, "A funnel's steps are goals: add at least two on the ",
          h("a", { href: "#/analytics" }, "dashboard"),
          " (its Goals card): a custom event your pages send, such as seo('Signup'), or a page path."));
      return;
    }
    const name = h("input", { id: "funnel-name", required: true, maxlength: 120 });
    const steps = h("div", { class: "stack" });
    const stepPicker = (index, chosen) => h("div", { class: "field" },
      h("label", { for: `funnel-step-${index}` }, `Step ${index + 1}`),
      h("select", { id: `funnel-step-${index}`, class: "funnel-step" },
        goals.map((g) => h("option", { value: g.id, selected: g.id === chosen }, g.name))));
    const redrawSteps = (count) => {
      const kept = [...steps.querySelectorAll("select")].map((s) => s.value);
      steps.replaceChildren(...Array.from({ length: count },
        (_, i) => stepPicker(i, kept[i] || goals[Math.min(i, goals.length - 1)].id)));
      more.disabled = count >= Math.min(kMaxSteps, goals.length);
      fewer.disabled = count <= kMinSteps;
    };
    const more = h("button", { type: "button", class: "secondary",
      onclick: () => { redrawSteps(steps.children.length + 1); shell.announce("Step added"); } }, "Add a step");
    const fewer = h("button", { type: "button", class: "secondary",
      onclick: () => { redrawSteps(steps.children.length - 1); shell.announce("Last step removed"); } }, "Remove the last step");
    const form = h("form", { class: "stack", onsubmit: async (event) => {
      event.preventDefault();
      try {
        const made = (await api.post(scoped("/website/funnels"), {
          name: name.value.trim(), steps: [...steps.querySelectorAll("select")].map((s) => s.value) })).data;
        shell.announce(`Funnel ${made.name} added`);
        draw();
      } catch (e) { shell.showError(maker, e); }
    } }, h("div", { class: "field" }, h("label", { for: "funnel-name" }, "Name"), name), steps,
      h("div", { class: "toolbar" }, more, fewer), h("button", { type: "submit" }, "Add funnel"));
    maker.replaceChildren(h("h2", { id: "funnel-new-title" }, "Add a funnel"),
      h("p", { class: "muted" }, "A visitor reaches a step when one of their visits has it after the steps before, in order."),
      form);
    redrawSteps(kMinSteps);
  };

  async function draw() {
    delete root.dataset.ready;
    let funnels, goals;
    try {
      [funnels, goals] = await Promise.all([
        api.get("/website/funnels", { website_id: website }).then((a) => a.data),
        api.get("/website/goals", { website_id: website, range }).then((a) => a.data)]);
      funnels = await Promise.all(funnels.map((f) =>
        api.get(`/website/funnels/${f.id}`, { website_id: website, range }).then((a) => a.data)));
    } catch (e) {
      shell.showError(root, e);
      root.dataset.ready = String(Math.round(performance.now() - started));
      return;
    }
    list.replaceChildren(...(funnels.length ? funnels.map(drawFunnel)
      : [h("p", { class: "muted" }, "No funnels yet: add one below from the website's goals.")]));
    drawMaker(goals);
    root.dataset.ready = String(Math.round(performance.now() - started));
  }
  await draw();
}
