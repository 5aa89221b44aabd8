// The analytics module's console page "Tracking": the snippet that counts visits on the website
// chosen in the top bar, to copy into the site's pages (GET /api/v1/website/tracking, the same
// answer an API client gets).
export default async function render(root, shell) {
  const { api, h } = shell;
  const website = shell.chosenWebsite(root);
  if (!website) return;
  let tracking;
  try {
    tracking = (await api.get("/website/tracking", { website_id: website })).data;
  } catch (e) {
    shell.showError(root, e);
    return;
  }
  const snippet = h("textarea", { id: "tracking-snippet", readonly: true, rows: 3, cols: 80,
                                  spellcheck: "false" }, tracking.snippet);
  const copy = h("button", { type: "button", onclick: async () => {
    snippet.select();
    try {
      await navigator.clipboard.writeText(tracking.snippet);
      shell.announce("Snippet copied");
    } catch {
      shell.announce("Select the snippet and copy it");
    }
  } }, "Copy snippet");
  const site = shell.websites().find((w) => w.id === website);
  root.replaceChildren(
    h("p", {}, `Paste this into every page of ${site ? site.domain : "the website"}, before </head>. `,
      "It counts visits without cookies; automated clients are not counted as visitors."),
    h("label", {}, "Tracking snippet", snippet), copy,
    h("p", { class: "muted" }, "Site id ", h("code", {}, tracking.site_id), ", script ",
      h("code", {}, tracking.script_url), "."));
}
