// The console's shell: signs the user in, draws the navigation from the pages registered (GET
// /api/v1/console/pages: the host's own and those the loaded plugins bring, asked again on every
// visit so a hot swap shows at once), and shows one page at a time by the address's fragment
// (#/<page>). Every page is a module registered the same way, whose default export draws it:
// render(root, shell). The shell's own screens are the sign-in and setting a password from a
// single-use link, which come before a session.
import * as lib from "./lib.js";

const { api, h, ApiError } = lib;

const state = { session: null, pages: [], websites: [], websiteId: "" };
const kWebsiteKey = "seo.console.website";

const main = () => document.getElementById("main");

// The path after "#", e.g. "/security" or "/set-password/abc".
function route() {
  const fragment = window.location.hash.replace(/^#/, "");
  return fragment.startsWith("/") ? fragment : "/";
}
export function navigate(path) {
  if (route() === path) render();
  else window.location.hash = "#" + path;
}

// Shows `title` and `content` as the page, and moves focus there for keyboard and reader users.
function showPage(title, ...content) {
  document.title = `${title} · SEO Server`;
  const heading = h("h1", { id: "page-title", tabindex: "-1" }, title);
  main().replaceChildren(heading, ...content);
  heading.focus();
  markCurrent();
}

// The route without the page's own state (#/<page>?name=value...).
function routePath() { return route().split("?")[0]; }

function markCurrent() {
  const here = "#" + routePath();
  document.querySelectorAll("#sidebar a").forEach((a) => {
    if (a.getAttribute("href") === here) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  });
}

async function loadSession() {
  try {
    const answer = await api.get("/auth/session");
    state.session = answer.data;
    lib.setCsrfToken(state.session.csrf_token);
  } catch (e) {
    if (!(e instanceof ApiError) || (e.status !== 401 && e.status !== 404)) throw e;
    state.session = null;
    lib.setCsrfToken("");
  }
}

// The organization's websites and the one pages act on (kept per browser; ids are no secret).
async function loadWebsites() {
  try {
    state.websites = (await api.get("/websites")).data;
  } catch {
    state.websites = [];
  }
  const kept = window.localStorage.getItem(kWebsiteKey);
  const known = state.websites.find((w) => w.id === kept);
  state.websiteId = known ? known.id : (state.websites[0]?.id ?? "");
}

// A failed read (the server busy, a swap under way) keeps the pages known, so the navigation
// never loses its links to a passing error.
async function loadPages() {
  try {
    state.pages = (await api.get("/console/pages")).data;
  } catch {
    // state.pages stays as it was
  }
}

// The host's pages (plugin "console") lead, their sections in the order of their pages; the
// plugins' follow as the server lists them (by section, then order).
function navigationOrder(pages) {
  const host = pages.filter((p) => p.plugin === "console").sort((x, y) => x.order - y.order);
  return [...host, ...pages.filter((p) => p.plugin !== "console")];
}

const kHomePage = "overview";
const hrefOf = (page) => (page.id === kHomePage ? "#/" : `#/${page.id}`);

function drawFrame() {
  const app = document.getElementById("app");
  const topbar = document.getElementById("topbar");
  const sidebar = document.getElementById("sidebar");
  if (!state.session) {
    app.classList.add("signed-out");
    topbar.hidden = false;
    topbar.replaceChildren(h("span", { class: "brand" }, "SEO Server"));
    sidebar.hidden = true;
    return;
  }
  app.classList.remove("signed-out");
  topbar.hidden = false;
  const picker = h("select", { id: "website-picker", onchange: (event) => {
    state.websiteId = event.target.value;
    window.localStorage.setItem(kWebsiteKey, state.websiteId);
    render();
  } }, state.websites.map((w) => h("option", { value: w.id, selected: w.id === state.websiteId },
                                   w.name ? `${w.name} (${w.domain})` : w.domain)));
  topbar.replaceChildren(
    h("span", { class: "brand" }, "SEO Server"),
    state.websites.length ? h("label", { class: "inline" }, "Website ", picker) : "",
    h("span", { class: "who" }, `${state.session.user.email} · ${state.session.role}`),
    h("a", { href: "/api/docs" }, "API reference"),
    h("button", { type: "button", class: "secondary", onclick: signOut }, "Sign out"));
  const sections = new Map();
  for (const page of navigationOrder(state.pages)) {
    if (!sections.has(page.section)) sections.set(page.section, []);
    sections.get(page.section).push(page);
  }
  const groups = [];
  for (const [section, pages] of sections) {
    groups.push(h("h2", {}, section),
                h("ul", {}, pages.map((p) => h("li", {}, h("a", { href: hrefOf(p) }, p.title)))));
  }
  sidebar.hidden = false;
  sidebar.replaceChildren(...groups);
  markCurrent();
}

async function signOut() {
  try {
    await api.post("/auth/sign-out");
  } catch (e) {
    lib.announce(e.message);
  }
  state.session = null;
  lib.setCsrfToken("");
  drawFrame();
  navigate("/sign-in");
}

const kTwoFactorRequired = "Two-factor code required";

function signInPage() {
  const email = h("input", { type: "email", name: "email", autocomplete: "username", required: true });
  const password = h("input", { type: "password", name: "password",
                                autocomplete: "current-password", required: true });
  // Asked for only when the account has two-factor sign-in on (the server says so).
  const code = h("input", { name: "code", autocomplete: "one-time-code", inputmode: "text" });
  const codeLabel = h("label", { hidden: true }, "Two-factor or recovery code", code);
  const submit = h("button", { type: "submit" }, "Sign in");
  const form = h("form", { class: "stack", novalidate: true },
                 h("label", {}, "Email", email), h("label", {}, "Password", password), codeLabel,
                 submit);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    submit.disabled = true;
    const body = { email: email.value, password: password.value };
    const typed = code.value.trim();
    // Six digits are the authenticator's; anything else is a recovery code.
    if (typed) body[/^[0-9 ]{6,7}$/.test(typed) ? "totp_code" : "recovery_code"] = typed;
    try {
      const answer = await api.post("/auth/sign-in", body);
      state.session = answer.data;
      lib.setCsrfToken(state.session.csrf_token);
      await Promise.all([loadPages(), loadWebsites()]);
      drawFrame();
      navigate("/");
    } catch (e) {
      if (e.message.startsWith(kTwoFactorRequired)) {
        codeLabel.hidden = false;
        lib.showError(form, "Enter the code of your authenticator app, or a recovery code.");
        code.focus();
        return;
      }
      lib.showError(form, e);
      if (codeLabel.hidden) {
        password.value = "";
        password.focus();
      } else {
        code.value = "";
        code.focus();
      }
    } finally {
      submit.disabled = false;
    }
  });
  const box = h("div", { class: "card sign-in" }, form);
  showPage("Sign in", box);
  email.focus();
}

function setPasswordPage(token) {
  const password = h("input", { type: "password", autocomplete: "new-password", minlength: 8,
                                required: true });
  const again = h("input", { type: "password", autocomplete: "new-password", required: true });
  const submit = h("button", { type: "submit" }, "Set password");
  const form = h("form", { class: "stack", novalidate: true },
                 h("p", { class: "muted" }, "At least 8 characters. This link works once."),
                 h("label", {}, "New password", password), h("label", {}, "Repeat it", again), submit);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (password.value !== again.value) {
      lib.showError(form, "The two passwords differ.");
      again.focus();
      return;
    }
    submit.disabled = true;
    try {
      await api.post("/auth/password/set", { token, new_password: password.value });
      // The token is spent: take it out of the address and the history.
      window.history.replaceState(null, "", "#/sign-in");
      render();
      main().prepend(lib.notice("Password set. Sign in with it."));
    } catch (e) {
      lib.showError(form, e);
    } finally {
      submit.disabled = false;
    }
  });
  showPage("Set your password", h("div", { class: "card sign-in" }, form));
}

async function showRegistered(page) {
  const root = h("div", { class: "plugin-page", "data-page": page.id });
  showPage(page.title, root);
  try {
    const module = await import(page.module_url);
    await module.default(root, shellFor(page));
  } catch (e) {
    lib.showError(main(), e);
  }
}

// What a page gets: the library, the session, the website chosen in the top bar (and a way to
// say the websites changed), the pages registered, a way to move to another page, and its own
// state in the address (lib.viewState).
function shellFor(page) {
  const websitesChanged = async () => {
    await loadWebsites();
    drawFrame();
  };
  return Object.freeze({ ...lib, ...lib.viewState(page.id), page, session: state.session, navigate,
                         websiteId: () => state.websiteId, websites: () => state.websites.slice(),
                         chosenWebsite: (root) => lib.chosenWebsite(root, state.websiteId),
                         websitesChanged, pages: () => state.pages.slice() });
}

// The organization requires two-factor sign-in and this user has not turned it on: the
// server lets the session reach the sign-in routes only.
async function twoFactorMissing() {
  try {
    const state2 = (await api.get("/auth/totp")).data;
    return state2.required && !state2.enabled;
  } catch {
    return false;
  }
}

async function render() {
  const path = route();
  if (path.startsWith("/set-password/")) return setPasswordPage(decodeURIComponent(path.slice(14)));
  if (!state.session) {
    drawFrame();
    if (path !== "/sign-in") {
      window.history.replaceState(null, "", "#/sign-in");
    }
    return signInPage();
  }
  if (path === "/sign-in") window.history.replaceState(null, "", "#/");
  const here = routePath() === "/" || routePath() === "/sign-in" ? kHomePage : routePath().slice(1);
  if (here !== "security" && await twoFactorMissing()) {
    window.history.replaceState(null, "", "#/security");
    await showPageNamed("security");
    main().prepend(lib.errorBox("Your organization requires two-factor sign-in: set it up below."));
    return;
  }
  // The pages are asked for on every visit, so a hot swap shows in the navigation at the next
  // click, whatever the page.
  await loadPages();
  drawFrame();
  await showPageNamed(here);
}

async function showPageNamed(id) {
  const page = state.pages.find((p) => p.id === id);
  if (page) return showRegistered(page);
  if (state.pages.length === 0) {
    // Not one page known yet: the list could not be read (the server busy, a swap under way).
    showPage("The console's pages could not be read",
             h("p", {}, "The server did not answer with them; try again in a moment."),
             h("button", { type: "button", onclick: () => render() }, "Try again"));
    return;
  }
  showPage("Not found", h("p", {}, "No page here. ", h("a", { href: "#/" }, "Back to the overview"), "."));
}

async function start() {
  try {
    await loadSession();
    if (state.session) await Promise.all([loadPages(), loadWebsites()]);
  } catch (e) {
    main().replaceChildren(lib.errorBox(e));
    return;
  }
  drawFrame();
  window.addEventListener("console:signed-out", () => {
    if (!state.session) return;
    state.session = null;
    lib.setCsrfToken("");
    drawFrame();
    navigate("/sign-in");
  });
  window.addEventListener("hashchange", () => {
    render().catch((e) => main().replaceChildren(lib.errorBox(e)));
  });
  await render();
}

start();
