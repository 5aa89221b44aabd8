// The spec's "API Keys" section of the account area: make a key (shown once), bind it to a
// website, turn it off and on.
export default async function render(root, shell) {
  const { api, h } = shell;
  const websites = shell.websites();
  const siteName = (id) => {
    const site = websites.find((w) => w.id === id);
    return site ? site.domain : "none";
  };
  const name = h("input", { name: "name", maxlength: 200 });
  const website = h("select", { name: "website" }, h("option", { value: "" }, "None"),
    websites.map((w) => h("option", { value: w.id }, w.domain)));
  const create = h("form", { class: "stack card" }, h("h2", {}, "New key"),
                   h("label", {}, "Name", name), h("label", {}, "Bound to website", website),
                   h("button", { type: "submit" }, "Create key"));
  const shown = h("div", {});
  const list = h("section", { class: "card", "aria-labelledby": "keys-title" });
  const draw = async () => {
    try {
      const keys = (await api.get("/api-keys")).data;
      list.replaceChildren(h("h2", { id: "keys-title" }, "Keys"), shell.table([
        { key: "name", label: "Name" },
        { key: "prefix", label: "Starts with", render: (k) => h("code", {}, k.prefix + "…") },
        { key: "website_id", label: "Website", render: (k) => siteName(k.website_id) },
        { key: "active", label: "State", render: (k) => (k.active ? "On" : "Off") },
        { key: "last_used_at", label: "Last used",
          render: (k) => (k.last_used_at ? shell.when(k.last_used_at) : "Never") },
        { key: "id", label: "", sort: false, render: (k) => h("button", {
            type: "button", class: k.active ? "danger" : "secondary",
            "aria-label": `${k.active ? "Turn off" : "Turn on"} the key ${k.name}`,
            onclick: () => shell.runAction(k.active ? "Turn off" : "Turn on",
              () => api.patch(`/api-keys/${k.id}`, { active: !k.active }),
              { redraw: draw, errors: list, said: k.active ? "Key turned off" : "Key turned on" }) },
            k.active ? "Turn off" : "Turn on") },
      ], keys, { caption: "API keys", empty: "No key yet." }));
    } catch (e) {
      shell.showError(list, e);
    }
  };
  create.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const body = { name: name.value || undefined };
      if (website.value) body.website_id = website.value;
      const key = (await api.post("/api-keys", body)).data;
      name.value = "";
      shown.replaceChildren(shell.notice("Copy the key now: it is shown only this once."),
                            h("p", {}, h("code", { id: "new-key" }, key.key)));
      await draw();
    } catch (e) {
      shell.showError(create, e);
    }
  });
  root.replaceChildren(shown, create, list);
  await draw();
}
