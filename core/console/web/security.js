// Profile and security: the user's name, two-factor sign-in (set up with a key and a code,
// recovery codes shown once, turned off with the password unless the organization requires it),
// the password, and the sessions signed in (each ended from here).
export default async function render(root, shell) {
  const { api, h } = shell;
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
      form.append(shell.notice("Password changed; your other sessions have ended."));
      await drawSessions();
    } catch (e) {
      shell.showError(form, e);
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
      twoFactor.replaceChildren(title, shell.errorBox(e));
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
          shell.announce("Two-factor sign-in is off");
        } catch (e) { shell.showError(off, e); }
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
      } catch (e) { shell.showError(start, e); return; }
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
            shell.notice("On. Keep these recovery codes somewhere safe: each signs in once in place of a code, and they are shown only now."),
            h("ul", { class: "recovery-codes", "aria-label": "Recovery codes" },
              codes.map((c) => h("li", {}, h("code", {}, c)))),
            h("button", { type: "button", onclick: () => drawTwoFactor() }, "Done"));
          shell.announce("Two-factor sign-in is on");
        } catch (err) { shell.showError(confirm, err); }
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
      sessions.replaceChildren(h("h2", { id: "sessions-title" }, "Sessions"), shell.table([
        { key: "where", label: "Browser" },
        { key: "created_at", label: "Signed in", render: (s) => shell.when(s.created_at) },
        { key: "last_used_at", label: "Last used", render: (s) => shell.when(s.last_used_at) },
        { key: "id", label: "", sort: false, render: (s) => s.current ? h("span", {}, "This session")
            : h("button", { type: "button", class: "danger", "aria-label": `End the session of ${s.where}`,
                            onclick: async () => {
                              try {
                                await api.del(`/auth/sessions/${s.id}`);
                                shell.announce("Session ended");
                                await drawSessions();
                              } catch (e) { shell.showError(sessions, e); }
                            } }, "End") },
      ], rows, { caption: "Your sessions" }));
    } catch (e) {
      shell.showError(sessions, e);
    }
  };
  const profile = h("section", { class: "card", "aria-labelledby": "profile-title" });
  const drawProfile = async () => {
    const title = h("h2", { id: "profile-title" }, "Profile");
    let me;
    try {
      me = (await api.get("/auth/profile")).data;
    } catch (e) {
      profile.replaceChildren(title, shell.errorBox(e));
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
        shell.announce("Name saved");
        save.querySelectorAll(":scope > .alert, :scope > .notice").forEach((n) => n.remove());
        save.append(shell.notice("Saved."));
      } catch (e) { shell.showError(save, e); }
    });
    profile.replaceChildren(title, save);
  };
  root.replaceChildren(profile, twoFactor, form, sessions);
  await Promise.all([drawProfile(), drawTwoFactor(), drawSessions()]);
}
