// The shared dashboard (GET /api/v1/analytics/share#<token>): the console's dashboard module,
// drawn with the console's library over the public shared reads. The token rides in the
// address's fragment, which browsers never send, and goes to the server in a header only; a
// protected link asks for its password first (kept for this tab only). The view (period,
// filters) lives in the address's query.
import * as lib from "/console/assets/shared/lib.js";
import renderDashboard from "/api/v1/analytics/console-dashboard.js";

const { h, ApiError } = lib;
const main = document.getElementById("main");
const token = window.location.hash.replace(/^#/, "");
const kPasswordKey = "seo.shared.password";
let password = window.sessionStorage.getItem(kPasswordKey) || "";

// GET /api/v1/analytics/shared/<what> for a console read of /website/<what>.
async function get(path, query = {}) {
  const url = new URL("/api/v1/analytics/shared/" + path.replace(/^\/website\//, ""), window.location.origin);
  for (const [name, value] of Object.entries(query)) {
    if (name !== "website_id" && value !== undefined && value !== null && value !== "") url.searchParams.set(name, value);
  }
  const headers = { Accept: "application/json", "X-Share-Token": token };
  if (password) headers["X-Share-Password"] = password;
  const response = await fetch(url, { headers, credentials: "omit" });
  let data = null;
  try { data = await response.json(); } catch { data = null; }
  if (!response.ok) {
    throw new ApiError(response.status, data && typeof data.error === "string" ? data.error : `HTTP ${response.status}`, data);
  }
  return data;
}

function askPassword(message) {
  const input = h("input", { type: "password", id: "share-password", autocomplete: "current-password", required: true });
  const form = h("form", { class: "stack", onsubmit: (event) => {
    event.preventDefault();
    password = input.value;
    window.sessionStorage.setItem(kPasswordKey, password);
    start();
  } }, h("label", { for: "share-password" }, "Password"), input, h("button", { type: "submit" }, "Open the dashboard"));
  main.replaceChildren(h("h1", {}, "Shared dashboard"),
    message ? lib.errorBox(message) : h("p", {}, "This dashboard is protected by a password."), form);
  input.focus();
}

async function start() {
  if (!token) {
    main.replaceChildren(h("h1", {}, "Shared dashboard"), lib.errorBox("This address has no share token."));
    return;
  }
  let site;
  try {
    site = (await get("/website/website")).data;
  } catch (e) {
    // The server's first words say which: no such link, a password needed, a wrong one.
    if (e.status === 401 && e.message.startsWith("Password needed")) return askPassword("");
    if (e.status === 401 && e.message.startsWith("Wrong password")) return askPassword("That password does not open this dashboard.");
    main.replaceChildren(h("h1", {}, "Shared dashboard"), lib.errorBox(e));
    return;
  }
  document.title = `${site.domain} · Shared dashboard`;
  const root = h("div", { class: "plugin-page", "data-page": "shared" });
  const heading = h("h1", { tabindex: "-1" }, site.name ? `${site.name} (${site.domain})` : site.domain);
  main.replaceChildren(heading, h("p", { class: "muted" }, "A read-only view of this website's traffic."), root);
  const params = () => new URLSearchParams(window.location.search);
  const setParams = (values) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
    const text = query.toString();
    window.history.replaceState(null, "", `${window.location.pathname}${text ? "?" + text : ""}${window.location.hash}`);
  };
  const shell = Object.freeze({ ...lib, api: { get }, shared: true, params, setParams,
                                websiteId: () => "shared", chosenWebsite: () => "shared",
                                websites: () => [], navigate: () => {} });
  try {
    await renderDashboard(root, shell);
  } catch (e) {
    lib.showError(main, e);
  }
}

start();
