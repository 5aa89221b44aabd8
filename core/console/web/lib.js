// The console's client library: what the shell hands every page (a plugin's included) as its
// second argument. Pages build the DOM with h() (text is always text: nothing is parsed as
// HTML), call the API with api.* (the session's cookie rides along; every change carries the
// CSRF token), and use the widgets below so every page sorts, pages, charts and picks dates the
// same way, by keyboard too.

export class ApiError extends Error {
  constructor(status, message, body) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

let csrfToken = "";
export function setCsrfToken(token) { csrfToken = token || ""; }

// Calls METHOD /api/v1<path>; the answer's JSON, or an ApiError with the server's message.
export async function request(method, path, { query, body } = {}) {
  const url = new URL("/api/v1" + path, window.location.origin);
  for (const [name, value] of Object.entries(query || {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(name, value);
  }
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET" && method !== "HEAD") headers["X-CSRF-Token"] = csrfToken;
  let response;
  try {
    response = await fetch(url, {
      method, headers, credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError(0, "The server cannot be reached: " + e.message, null);
  }
  const text = await response.text();
  let data = null;
  if (text) {
    try { data = JSON.parse(text); } catch { data = null; }
  }
  if (response.status === 401 && path !== "/auth/sign-in") {
    // The session ended (signed out elsewhere, idle, revoked): the shell shows the sign-in.
    window.dispatchEvent(new CustomEvent("console:signed-out"));
  }
  if (!response.ok) {
    const message = (data && typeof data.error === "string") ? data.error : `HTTP ${response.status}`;
    throw new ApiError(response.status, message, data);
  }
  return data;
}

export const api = {
  get: (path, query) => request("GET", path, { query }),
  post: (path, body) => request("POST", path, { body: body ?? {} }),
  put: (path, body) => request("PUT", path, { body: body ?? {} }),
  patch: (path, body) => request("PATCH", path, { body: body ?? {} }),
  del: (path) => request("DELETE", path),
};

// An element: h("button", {type: "button", onclick: f}, "Save"). Attributes named on* become
// listeners; `class` and everything else become attributes; children are nodes or text.
export function h(tag, attributes = {}, ...children) {
  const svg = ["svg", "rect", "line", "polyline", "polygon", "circle", "text", "title", "desc", "g"].includes(tag);
  const element = svg ? document.createElementNS("http://www.w3.org/2000/svg", tag)
                      : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") {
      element.addEventListener(name.slice(2), value);
    } else {
      element.setAttribute(name, value === true ? "" : String(value));
    }
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

// Announces `text` to screen readers (the shell's live region).
export function announce(text) {
  const status = document.getElementById("status");
  if (status) status.textContent = text;
}

// An error shown where the user looks: an element with role=alert holding the server's message.
export function errorBox(error) {
  const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
  return h("div", { class: "alert", role: "alert" }, message);
}
export function showError(container, error) {
  container.querySelectorAll(":scope > .alert").forEach((old) => old.remove());
  container.prepend(errorBox(error));
}
export function notice(text) {
  return h("div", { class: "notice", role: "status" }, text);
}

// A table of `rows` (objects) by `columns` [{key, label, render?(row), sort?: false}]: headers
// are buttons that sort (aria-sort says how), and rows come `pageSize` at a time with Previous
// and Next. Returns the element; `update(rows)` replaces the rows.
export function table(columns, rows, { pageSize = 25, caption = "", empty = "Nothing yet." } = {}) {
  let data = rows.slice();
  let sortKey = null;
  let ascending = true;
  let page = 0;
  const wrap = h("div", { class: "table-wrap" });
  const render = () => {
    const sorted = data.slice();
    if (sortKey !== null) {
      sorted.sort((a, b) => {
        const x = a[sortKey], y = b[sortKey];
        const order = (typeof x === "number" && typeof y === "number") ? x - y
          : String(x ?? "").localeCompare(String(y ?? ""), undefined, { numeric: true });
        return ascending ? order : -order;
      });
    }
    const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
    page = Math.min(page, pages - 1);
    const shown = sorted.slice(page * pageSize, (page + 1) * pageSize);
    const head = h("tr", {}, columns.map((c) => {
      const state = sortKey === c.key ? (ascending ? "ascending" : "descending") : "none";
      const label = c.sort === false ? c.label
        : h("button", { type: "button", onclick: () => {
            ascending = sortKey === c.key ? !ascending : true;
            sortKey = c.key;
            render();
          } }, c.label);
      return h("th", { scope: "col", "aria-sort": c.sort === false ? null : state }, label);
    }));
    const body = shown.length === 0
      ? [h("tr", {}, h("td", { colspan: columns.length, class: "muted" }, empty))]
      : shown.map((row) => h("tr", {}, columns.map((c) =>
          h("td", {}, c.render ? c.render(row) : String(row[c.key] ?? "")))));
    const tableElement = h("table", {}, caption ? h("caption", { class: "visually-hidden" }, caption) : null,
                           h("thead", {}, head), h("tbody", {}, body));
    const pager = pages > 1 ? h("div", { class: "pager" },
      h("button", { type: "button", class: "secondary", disabled: page === 0,
                    onclick: () => { page -= 1; render(); } }, "Previous"),
      h("span", {}, `Page ${page + 1} of ${pages}`),
      h("button", { type: "button", class: "secondary", disabled: page >= pages - 1,
                    onclick: () => { page += 1; render(); } }, "Next")) : null;
    wrap.replaceChildren(tableElement, pager ?? "");
  };
  wrap.update = (next) => { data = next.slice(); render(); };
  render();
  return wrap;
}

// A bar chart of `points` [{label, value}] as SVG, titled for screen readers, with the figures
// also in a table for those who cannot see it.
export function chart(points, { title = "Chart", unit = "" } = {}) {
  const width = 600, height = 200, pad = 24;
  const max = Math.max(1, ...points.map((p) => p.value));
  const step = points.length ? (width - 2 * pad) / points.length : 0;
  const bars = points.map((p, i) => {
    const barHeight = ((height - 2 * pad) * p.value) / max;
    return h("rect", { class: "bar", x: pad + i * step + 1, y: height - pad - barHeight,
                       width: Math.max(1, step - 2), height: barHeight },
             h("title", {}, `${p.label}: ${p.value}${unit}`));
  });
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  const labels = points.map((p, i) => i % labelEvery ? null
    : h("text", { x: pad + i * step, y: height - 6 }, p.label));
  const svg = h("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": title },
    h("title", {}, title),
    h("line", { class: "axis", x1: pad, y1: height - pad, x2: width - pad, y2: height - pad }),
    h("text", { x: 2, y: pad - 6 }, `${max}${unit}`), bars, labels);
  const details = h("details", {}, h("summary", {}, "Figures"),
    table([{ key: "label", label: "When" }, { key: "value", label: "Value" }], points,
          { pageSize: 31, caption: title }));
  return h("figure", { class: "chart" }, h("figcaption", {}, title), svg, details);
}

// A line chart of `points` (objects) for each of `lines` [{key, label, class?, low?, high?}],
// drawn on one scale (`max`, or the largest figure); the x axis names points by `labelKey`. A
// line with `low` and `high` keys is drawn over a band between them (a confidence interval).
// Lines are told apart by their class (solid, dashed, ...) as well as their legend, and every
// figure is in a table for those who cannot see it. `ranks`: the figures are places (1 is best,
// drawn at the top) and a missing one (null) leaves a gap in its line instead of a zero.
export function lineChart(points, { title = "Chart", lines = [], labelKey = "label", max: top,
                                    ranks = false } = {}) {
  const width = 600, height = 200, pad = 28;
  const max = top ?? Math.max(1, ...points.flatMap((p) => lines.flatMap((l) =>
    [Number(p[l.key]) || 0, ...(l.high ? [Number(p[l.high]) || 0] : [])])));
  const step = points.length > 1 ? (width - 2 * pad) / (points.length - 1) : 0;
  const x = (i) => pad + i * step;
  const span = ranks ? Math.max(1, max - 1) : max;
  const y = ranks ? (v) => pad + ((height - 2 * pad) * ((Number(v) || 1) - 1)) / span
                  : (v) => height - pad - ((height - 2 * pad) * (Number(v) || 0)) / max;
  const missing = (v) => ranks && (v === null || v === undefined);
  // The runs of points a line is drawn through: one, or one per stretch without a gap.
  const runs = (l) => points.reduce((all, p, i) => {
    if (missing(p[l.key])) all.push([]);
    else all[all.length - 1].push(`${x(i)},${y(p[l.key])}`);
    return all;
  }, [[]]).filter((run) => run.length);
  const lineClass = (l, n) => l.class || (n ? "secondary" : "primary");
  const bands = lines.filter((l) => l.low && l.high).map((l) => h("polygon", {
    class: `band ${lineClass(l, lines.indexOf(l))}`,
    points: [...points.map((p, i) => `${x(i)},${y(p[l.high])}`),
             ...points.map((p, i) => `${x(i)},${y(p[l.low])}`).reverse()].join(" ") }));
  const drawn = lines.flatMap((l, n) => runs(l).map((run) => h("polyline", {
    class: `line ${lineClass(l, n)}`, fill: "none", points: run.join(" ") })));
  const dots = points.length <= 60 ? points.map((p, i) => missing(p[lines[0]?.key]) ? null : h("circle", {
    class: "dot", cx: x(i), cy: y(p[lines[0]?.key]), r: 3 },
    h("title", {}, `${p[labelKey]}: ${lines.map((l) => `${l.label} ${p[l.key] ?? (ranks ? "—" : 0)}`).join(", ")}`)))
    : [];
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  const labels = points.map((p, i) => i % labelEvery ? null
    : h("text", { x: x(i), y: height - 8, "text-anchor": i ? "middle" : "start" }, String(p[labelKey])));
  const svg = h("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": title },
    h("title", {}, title),
    h("line", { class: "axis", x1: pad, y1: height - pad, x2: width - pad, y2: height - pad }),
    h("text", { x: 2, y: ranks ? height - 8 : pad - 10 }, String(max)),
    ranks ? h("text", { x: 2, y: pad - 10 }, "1") : null, bands, drawn, dots, labels);
  const legend = h("ul", { class: "legend" }, lines.map((l, n) =>
    h("li", { class: lineClass(l, n) }, l.label)));
  const details = h("details", {}, h("summary", {}, "Figures"),
    table([{ key: labelKey, label: "When" }, ...lines.flatMap((l) => [{ key: l.key, label: l.label },
      ...(l.low && l.high ? [{ key: l.low, label: `${l.label}, low` }, { key: l.high, label: `${l.label}, high` }] : [])])],
          points, { pageSize: 31, caption: title }));
  return h("figure", { class: "chart" }, h("figcaption", {}, title), svg, legend, details);
}

// A figure with its change against a previous one: "1 234", "▲ 12%". `lowerIsBetter` colours a
// fall as good (bounce rate). `format` writes the values.
export function statCard(label, value, previous, { format = (v) => v.toLocaleString(), lowerIsBetter = false } = {}) {
  let change = null;
  if (previous !== undefined && previous !== null) {
    if (previous === 0) {
      change = value === 0 ? h("span", { class: "change" }, "no change")
                           : h("span", { class: "change up" }, "new");
    } else {
      const percent = Math.round(((value - previous) / previous) * 100);
      const good = lowerIsBetter ? percent < 0 : percent > 0;
      const arrow = percent > 0 ? "▲" : percent < 0 ? "▼" : "";
      change = h("span", { class: `change ${percent === 0 ? "" : good ? "good" : "bad"}`,
                           title: `previous period: ${format(previous)}` },
                 percent === 0 ? "no change" : `${arrow} ${Math.abs(percent)}%`,
                 h("span", { class: "visually-hidden" }, ` (previous period ${format(previous)})`));
    }
  }
  return h("div", { class: "stat" }, h("dt", {}, label), h("dd", {}, format(value), change ?? ""));
}

// Saves `rows` (objects) as a CSV file named `filename`, a column per [{key, label}]. Text that a
// spreadsheet would run as a formula (=, +, -, @ first) is written with a leading apostrophe.
export function downloadCsv(filename, columns, rows) {
  const cell = (value) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = "'" + text;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((c) => cell(c.label)).join(","),
                 ...rows.map((row) => columns.map((c) => cell(row[c.key])).join(","))];
  const blob = new Blob([lines.join("\r\n") + "\r\n"], { type: "text/csv;charset=utf-8" });
  const link = h("a", { href: URL.createObjectURL(blob), download: filename, hidden: true });
  document.body.append(link);
  link.click();
  setTimeout(() => { URL.revokeObjectURL(link.href); link.remove(); }, 0);
}

// Two labelled dates; onChange({from, to}) when either changes (YYYY-MM-DD).
export function dateRange({ from, to, onChange, label = "Dates" }) {
  const start = h("input", { type: "date", value: from, max: to });
  const end = h("input", { type: "date", value: to, min: from });
  const changed = () => {
    start.max = end.value;
    end.min = start.value;
    if (start.value && end.value && start.value <= end.value) onChange({ from: start.value, to: end.value });
  };
  start.addEventListener("change", changed);
  end.addEventListener("change", changed);
  return h("fieldset", { class: "range" }, h("legend", {}, label),
           h("label", {}, "From", start), h("label", {}, "To", end));
}

// YYYY-MM-DD of a Date, in UTC (the API's days).
export function isoDay(date) { return date.toISOString().slice(0, 10); }

// A date and time from the API, shown in the reader's locale.
export function when(iso) {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

// The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks),
// each an array of strings; a byte-order mark and a last empty line are dropped.
export function parseCsv(text) {
  const rows = [];
  let row = [], field = "", quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') { field += '"'; i += 1; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === ",") { row.push(field); field = ""; }
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i += 1;
      row.push(field); rows.push(row); row = []; field = "";
    } else field += c;
  }
  if (field !== "" || row.length) { row.push(field); rows.push(row); }
  return rows;
}

// --- What every page shares: its opening, its state in the address, its actions and polling.

// `id`, the website chosen in the top bar (a page's shell gives it: shell.chosenWebsite(root));
// without one, `root` shows the page's empty state (a link to add one) and the answer is "".
export function chosenWebsite(root, id) {
  if (!id) {
    root.replaceChildren(h("p", {}, "Add a website first: ", h("a", { href: "#/websites" }, "Websites"), "."));
  }
  return id;
}

// The page's own view in the address (#/<page>?name=value...), kept without a reload so a view
// can be bookmarked or sent to a colleague: params() reads it, setParams({...}) writes it (empty
// and false values left out).
export function viewState(pageId) {
  const query = () => (window.location.hash.split("?")[1] || "");
  return {
    params: () => new URLSearchParams(query()),
    setParams: (values) => {
      const kept = new URLSearchParams();
      for (const [name, value] of Object.entries(values)) {
        if (value !== undefined && value !== null && value !== "" && value !== false) kept.set(name, value);
      }
      const text = kept.toString();
      window.history.replaceState(null, "", `#/${pageId}${text ? "?" + text : ""}`);
    },
  };
}

// A button that runs `call`, says "<label>: done" (or `said`) and redraws with `redraw`; an
// error shows in `errors`, then `ready()` says the page is drawn again. With `confirm`, asks
// first. `root` loses data-ready meanwhile, so a test (or a reader) knows the page is busy.
export function actionButton(label, call, { danger = false, secondary = false, ...how } = {}) {
  return h("button", { type: "button", class: danger ? "danger" : (secondary ? "secondary" : ""),
                       onclick: () => runAction(label, call, how) }, label);
}

// What actionButton does on a click, for a control of another kind (a form, a select).
export async function runAction(label, call, { root, redraw, errors, ready, confirm = "", said = "" } = {}) {
  if (confirm && !window.confirm(confirm)) return;
  if (root) delete root.dataset.ready;
  try {
    await call();
    announce(said || `${label}: done`);
    if (redraw) await redraw();
  } catch (e) {
    showError(errors || root, e);
    if (ready) ready();
  }
}

// Work going on in the background (a job, a run): `redraw` again in `everyMs`, while the page is
// still shown and `still()` says the same thing is being followed.
export function pollAgain(root, still, redraw, everyMs) {
  setTimeout(() => { if (root.isConnected && still()) redraw(); }, everyMs);
}
