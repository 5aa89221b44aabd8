// The overview: who is signed in, and the pages the plugins bring.
export default async function render(root, shell) {
  const { h, session } = shell;
  const pages = shell.pages().filter((p) => p.plugin !== "console");
  const list = pages.length === 0
    ? h("p", { class: "muted" }, "No plugin brings a page yet.")
    : h("ul", {}, pages.map((p) => h("li", {}, h("a", { href: `#/${p.id}` }, p.title), ` (${p.section})`)));
  root.replaceChildren(
    h("p", {}, `Signed in as ${session.user.email}, ${session.role} of organization `,
      h("code", {}, session.organization_id), "."),
    h("h2", {}, "Pages"), list,
    h("p", {}, "Every page uses the public API; its description is at ",
      h("a", { href: "/api/v1/openapi.json" }, "/api/v1/openapi.json"), "."));
}
