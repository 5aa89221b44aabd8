// The hello plugin's console page: the website's greetings in a sortable, paged table and a form
// to add one. The shell imports this module when the page is opened and calls its default export
// with the element to draw in and its client library (core/console/web/lib.js): api.* calls
// /api/v1 with the session (and the CSRF token on changes), h() builds elements from text.
export default async function render(root, shell) {
  const { api, h } = shell;
  const website = shell.websiteId();
  if (!website) {
    root.replaceChildren(h("p", {}, "Add a website first."));
    return;
  }
  const name = h("input", { name: "name", required: true, maxlength: 100 });
  const form = h("form", { class: "stack" }, h("label", {}, "Whom to greet", name),
                 h("button", { type: "submit" }, "Greet"));
  const list = shell.table([{ key: "message", label: "Greeting" },
                            { key: "created_at", label: "When", render: (g) => shell.when(g.created_at) }],
                           [], { caption: "Greetings", empty: "No greeting yet." });
  const load = async () => {
    const answer = await api.get("/hello/greetings", { website_id: website, limit: 100 });
    list.update(answer.data);
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      await api.post("/hello/greetings", { website_id: website, name: name.value });
      name.value = "";
      shell.announce("Greeting added");
      await load();
    } catch (e) {
      shell.showError(form, e);
    }
  });
  root.replaceChildren(form, h("h2", {}, "Greetings"), list);
  try {
    await load();
  } catch (e) {
    shell.showError(root, e);
  }
}
