// The organization's websites; owners and admins add one (the server says who may).
export default async function render(root, shell) {
  const { api, h } = shell;
  const domain = h("input", { name: "domain", required: true, maxlength: 253, placeholder: "example.com" });
  const name = h("input", { name: "name", maxlength: 200 });
  const language = h("input", { name: "language", maxlength: 5, value: "en" });
  const add = h("form", { class: "stack card" }, h("h2", {}, "Add a website"),
                h("label", {}, "Domain", domain), h("label", {}, "Name", name),
                h("label", {}, "Language", language), h("button", { type: "submit" }, "Add website"));
  const list = h("section", { class: "card", "aria-labelledby": "websites-title" });
  const draw = () => list.replaceChildren(h("h2", { id: "websites-title" }, "Websites"), shell.table([
    { key: "domain", label: "Domain" }, { key: "name", label: "Name" },
    { key: "language", label: "Language" },
    { key: "created_at", label: "Added", render: (w) => shell.when(w.created_at) },
  ], shell.websites(), { caption: "Websites", empty: "No website yet." }));
  add.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const body = { domain: domain.value, language: language.value };
      if (name.value) body.name = name.value;
      await api.post("/websites", body);
      domain.value = "";
      name.value = "";
      await shell.websitesChanged();
      draw();
      shell.announce("Website added");
    } catch (e) {
      shell.showError(add, e);
    }
  });
  root.replaceChildren(list, add);
  draw();
}
