// The console's shell: signs the user in, draws the navigation from the pages the loaded plugins
// bring (GET /api/v1/console/pages, asked again on every visit so a hot swap shows at once), and
// shows one page at a time by the address's fragment (#/<page>). Its own pages are the sign-in,
// setting a password from a single-use link, the overview, websites, API keys and the profile and
// security; members, integrations and usage have a module each.
import * as lib from "./lib.js";
import { integrationsPage } from "./integrations.js";
import { membersPage } from "./members.js";
import { usagePage } from "./usage.js";

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
  const sections = new Map([["Console", [{ id: "", title: "Overview" }]],
                            ["Account", [{ id: "websites", title: "Websites" },
                                         { id: "api-keys", title: "API keys" },
                                         { id: "members", title: "Members" },
                                         { id: "integrations", title: "Integrations" },
                                         { id: "usage", title: "Usage and billing" },
                                         { id: "security", title: "Profile and security" }]]]);
  for (const page of state.pages) {
    if (!sections.has(page.section)) sections.set(page.section, []);
    sections.get(page.section).push(page);
  }
  const groups = [];
  for (const [section, pages] of sections) {
    groups.push(h("h2", {}, section),
                h("ul", {}, pages.map((p) => h("li", {}, h("a", { href: `#/${p.id}` }, p.title)))));
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

function overviewPage() {
  const list = state.pages.length === 0
    ? h("p", { class: "muted" }, "No plugin brings a page yet.")
    : h("ul", {}, state.pages.map((p) => h("li", {}, h("a", { href: `#/${p.id}` }, p.title),
                                               ` (${p.section})`)));
  showPage("Overview",
           h("p", {}, `Signed in as ${state.session.user.email}, ${state.session.role} of organization `,
             h("code", {}, state.session.organization_id), "."),
           h("h2", {}, "Pages"), list,
           h("p", {}, "Every page uses the public API; its description is at ",
             h("a", { href: "/api/v1/openapi.json" }, "/api/v1/openapi.json"), "."));
}

async function securityPage() {
  const current = h("input", { type: "password", autocomplete: "current-password", required: true });
  const next = h("input", { type: "password", autocomplete: "new-password", minlength: 8, required: true });
  const change = h("button", { type: "submit" }, "Change password");
  const form = h("form", { class: "stack card", novalidate: true },
                 h("h2", {}, "Password"),
                 h("label", {}, "Current password", current), h("label", {}, "New password", next),
                 h("p", { class: "muted" }, "Changing it signs out your other sessions."), change);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    change.disabled = true;
    try {
      await api.put("/auth/password", { current_password: current.value, new_password: next.value });
      current.value = "";
      next.value = "";
      form.querySelectorAll(".alert, .notice").forEach((n) => n.remove());
      form.append(lib.notice("Password changed; your other sessions have ended."));
      await drawSessions();
    } catch (e) {
      lib.showError(form, e);
    } finally {
      change.disabled = false;
    }
  });
  const twoFactor = h("section", { class: "card", "aria-labelledby": "two-factor-title" });
  const drawTwoFactor = async () => {
    const title = h("h2", { id: "two-factor-title" }, "Two-factor sign-in");
    let stateNow;
    try {
      stateNow = (await api.get("/auth/totp")).data;
    } catch (e) {
      twoFactor.replaceChildren(title, lib.errorBox(e));
      return;
    }
    const password = h("input", { type: "password", autocomplete: "current-password" });
    if (stateNow.enabled) {
      const off = h("form", { class: "stack" }, h("label", {}, "Password", password),
                    h("button", { type: "submit", class: "danger" }, "Turn off"));
      off.addEventListener("submit", async (event) => {
        event.preventDefault();
        try {
          await api.post("/auth/totp/disable", { password: password.value });
          await drawTwoFactor();
          lib.announce("Two-factor sign-in is off");
        } catch (e) { lib.showError(off, e); }
      });
      twoFactor.replaceChildren(title, h("p", {}, "On: signing in asks for your authenticator's code."),
        stateNow.required ? h("p", { class: "muted" }, "Your organization requires it.") : off);
      return;
    }
    const start = h("form", { class: "stack" },
      h("p", {}, stateNow.required ? "Your organization requires it: turn it on to use the console."
                                   : "Off. Turn it on to ask for an authenticator's code at sign-in."),
      h("label", {}, "Password", password), h("button", { type: "submit" }, "Set up"));
    start.addEventListener("submit", async (event) => {
      event.preventDefault();
      let setup;
      try {
        setup = (await api.post("/auth/totp/setup", { password: password.value })).data;
      } catch (e) { lib.showError(start, e); return; }
      const code = h("input", { autocomplete: "one-time-code", inputmode: "numeric" });
      const confirm = h("form", { class: "stack" },
        h("p", {}, "Add this key to your authenticator app, then enter the code it shows."),
        h("p", {}, h("code", { id: "totp-secret" }, setup.secret)),
        h("p", {}, h("a", { href: setup.otpauth_url }, "Open in an authenticator app")),
        h("label", {}, "Code from the app", code), h("button", { type: "submit" }, "Turn on"));
      confirm.addEventListener("submit", async (e2) => {
        e2.preventDefault();
        try {
          const codes = (await api.post("/auth/totp/enable", { code: code.value })).data.recovery_codes;
          twoFactor.replaceChildren(h("h2", { id: "two-factor-title" }, "Two-factor sign-in"),
            lib.notice("On. Keep these recovery codes somewhere safe: each signs in once in place of a code, and they are shown only now."),
            h("ul", { class: "recovery-codes", "aria-label": "Recovery codes" },
              codes.map((c) => h("li", {}, h("code", {}, c)))),
            h("button", { type: "button", onclick: () => drawTwoFactor() }, "Done"));
          lib.announce("Two-factor sign-in is on");
        } catch (err) { lib.showError(confirm, err); }
      });
      twoFactor.replaceChildren(title, confirm);
      code.focus();
    });
    twoFactor.replaceChildren(title, start);
  };
  const sessions = h("section", { class: "card", "aria-labelledby": "sessions-title" },
                     h("h2", { id: "sessions-title" }, "Sessions"));
  const drawSessions = async () => {
    try {
      const list = (await api.get("/auth/sessions")).data;
      const rows = list.map((s) => ({ ...s, where: `${s.user_agent || "unknown"} (${s.ip || "?"})` }));
      sessions.replaceChildren(h("h2", { id: "sessions-title" }, "Sessions"), lib.table([
        { key: "where", label: "Browser" },
        { key: "created_at", label: "Signed in", render: (s) => lib.when(s.created_at) },
        { key: "last_used_at", label: "Last used", render: (s) => lib.when(s.last_used_at) },
        { key: "id", label: "", sort: false, render: (s) => s.current ? h("span", {}, "This session")
            : h("button", { type: "button", class: "danger", "aria-label": `End the session of ${s.where}`,
                            onclick: async () => {
                              try {
                                await api.del(`/auth/sessions/${s.id}`);
                                lib.announce("Session ended");
                                await drawSessions();
                              } catch (e) { lib.showError(sessions, e); }
                            } }, "End") },
      ], rows, { caption: "Your sessions" }));
    } catch (e) {
      lib.showError(sessions, e);
    }
  };
  const profile = h("section", { class: "card", "aria-labelledby": "profile-title" });
  const drawProfile = async () => {
    const title = h("h2", { id: "profile-title" }, "Profile");
    let me;
    try {
      me = (await api.get("/auth/profile")).data;
    } catch (e) {
      profile.replaceChildren(title, lib.errorBox(e));
      return;
    }
    const name = h("input", { name: "name", maxlength: 200, value: me.name, autocomplete: "name" });
    const save = h("form", { class: "stack", novalidate: true },
                   h("p", {}, "Signed in as ", h("strong", {}, me.email), "."),
                   h("label", {}, "Your name", name), h("button", { type: "submit" }, "Save name"));
    save.addEventListener("submit", async (event) => {
      event.preventDefault();
      try {
        await api.patch("/auth/profile", { name: name.value });
        lib.announce("Name saved");
        save.querySelectorAll(":scope > .alert, :scope > .notice").forEach((n) => n.remove());
        save.append(lib.notice("Saved."));
      } catch (e) { lib.showError(save, e); }
    });
    profile.replaceChildren(title, save);
  };
  showPage("Profile and security", profile, twoFactor, form, sessions);
  await Promise.all([drawProfile(), drawTwoFactor(), drawSessions()]);
}

// The organization's websites; owners and admins add one (the server says who may).
async function websitesPage() {
  const domain = h("input", { name: "domain", required: true, maxlength: 253, placeholder: "example.com" });
  const name = h("input", { name: "name", maxlength: 200 });
  const language = h("input", { name: "language", maxlength: 5, value: "en" });
  const add = h("form", { class: "stack card" }, h("h2", {}, "Add a website"),
                h("label", {}, "Domain", domain), h("label", {}, "Name", name),
                h("label", {}, "Language", language), h("button", { type: "submit" }, "Add website"));
  const list = h("section", { class: "card", "aria-labelledby": "websites-title" });
  const draw = () => list.replaceChildren(h("h2", { id: "websites-title" }, "Websites"), lib.table([
    { key: "domain", label: "Domain" }, { key: "name", label: "Name" },
    { key: "language", label: "Language" },
    { key: "created_at", label: "Added", render: (w) => lib.when(w.created_at) },
  ], state.websites, { caption: "Websites", empty: "No website yet." }));
  add.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const body = { domain: domain.value, language: language.value };
      if (name.value) body.name = name.value;
      await api.post("/websites", body);
      domain.value = "";
      name.value = "";
      await loadWebsites();
      drawFrame();
      draw();
      lib.announce("Website added");
    } catch (e) {
      lib.showError(add, e);
    }
  });
  showPage("Websites", list, add);
  draw();
}

// The spec's "API Keys" section of the account area: make a key (shown once), bind it to a
// website, turn it off and on.
async function apiKeysPage() {
  const siteName = (id) => {
    const site = state.websites.find((w) => w.id === id);
    return site ? site.domain : "none";
  };
  const name = h("input", { name: "name", maxlength: 200 });
  const website = h("select", { name: "website" }, h("option", { value: "" }, "None"),
    state.websites.map((w) => h("option", { value: w.id }, w.domain)));
  const create = h("form", { class: "stack card" }, h("h2", {}, "New key"),
                   h("label", {}, "Name", name), h("label", {}, "Bound to website", website),
                   h("button", { type: "submit" }, "Create key"));
  const shown = h("div", {});
  const list = h("section", { class: "card", "aria-labelledby": "keys-title" });
  const draw = async () => {
    try {
      const keys = (await api.get("/api-keys")).data;
      list.replaceChildren(h("h2", { id: "keys-title" }, "Keys"), lib.table([
        { key: "name", label: "Name" },
        { key: "prefix", label: "Starts with", render: (k) => h("code", {}, k.prefix + "…") },
        { key: "website_id", label: "Website", render: (k) => siteName(k.website_id) },
        { key: "active", label: "State", render: (k) => (k.active ? "On" : "Off") },
        { key: "last_used_at", label: "Last used",
          render: (k) => (k.last_used_at ? lib.when(k.last_used_at) : "Never") },
        { key: "id", label: "", sort: false, render: (k) => h("button", {
            type: "button", class: k.active ? "danger" : "secondary",
            "aria-label": `${k.active ? "Turn off" : "Turn on"} the key ${k.name}`,
            onclick: async () => {
              try {
                await api.patch(`/api-keys/${k.id}`, { active: !k.active });
                lib.announce(k.active ? "Key turned off" : "Key turned on");
                await draw();
              } catch (e) { lib.showError(list, e); }
            } }, k.active ? "Turn off" : "Turn on") },
      ], keys, { caption: "API keys", empty: "No key yet." }));
    } catch (e) {
      lib.showError(list, e);
    }
  };
  create.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const body = { name: name.value || undefined };
      if (website.value) body.website_id = website.value;
      const key = (await api.post("/api-keys", body)).data;
      name.value = "";
      shown.replaceChildren(lib.notice("Copy the key now: it is shown only this once."),
                            h("p", {}, h("code", { id: "new-key" }, key.key)));
      await draw();
    } catch (e) {
      lib.showError(create, e);
    }
  });
  showPage("API keys", shown, create, list);
  await draw();
}

async function pluginPage(page) {
  const root = h("div", { class: "plugin-page", "data-page": page.id });
  showPage(page.title, root);
  try {
    const module = await import(page.module_url);
    await module.default(root, shellFor(page));
  } catch (e) {
    lib.showError(main(), e);
  }
}

// What a page gets: the library, the session, the website chosen in the top bar, a way to move
// to another page, and its own state in the address (#/<page>?name=value...), kept without a
// reload so a view can be bookmarked or sent to a colleague.
function shellFor(page) {
  const params = () => new URLSearchParams(route().split("?")[1] || "");
  const setParams = (values) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined && value !== null && value !== "" && value !== false) query.set(name, value);
    }
    const text = query.toString();
    window.history.replaceState(null, "", `#/${page.id}${text ? "?" + text : ""}`);
  };
  return Object.freeze({ ...lib, page, session: state.session, navigate, params, setParams,
                         websiteId: () => state.websiteId, websites: () => state.websites.slice() });
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
  if (path === "/sign-in") {
    window.history.replaceState(null, "", "#/");
    return overviewPage();
  }
  if (path !== "/security" && await twoFactorMissing()) {
    window.history.replaceState(null, "", "#/security");
    await securityPage();
    main().prepend(lib.errorBox("Your organization requires two-factor sign-in: set it up below."));
    return;
  }
  // The plugins' pages are asked for on every visit, so a hot swap shows in the navigation at
  // the next click, whatever the page.
  await loadPages();
  drawFrame();
  if (path === "/") return overviewPage();
  if (path === "/security") return securityPage();
  if (path === "/api-keys") return apiKeysPage();
  if (path === "/websites") return websitesPage();
  if (path === "/members") return membersPage(showPage, state.session);
  if (path === "/integrations") return integrationsPage(showPage, state.websiteId);
  if (path === "/usage") return usagePage(showPage, state.session);
  const page = state.pages.find((p) => `/${p.id}` === path.split("?")[0]);
  if (page) return pluginPage(page);
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
