// The account area's members: everyone sees who belongs to the organization; owners and admins
// invite (someone new gets a single-use link, shown once to pass on, and mailed when the
// organization has a mail server), change roles and remove.
// The server decides who may: an answer it refuses is shown as its message.

const kRoles = ["owner", "admin", "member", "viewer"];

export default async function render(root, shell) {
  const { api, h, announce, notice, showError, table, when, session } = shell;
  const manages = session.role === "owner" || session.role === "admin";
  const list = h("section", { class: "card", "aria-labelledby": "members-title" });
  const invited = h("div", {});

  const roleControl = (m) => {
    if (!manages || m.user_id === session.user.id) return m.role;
    const select = h("select", { "aria-label": `Role of ${m.email}` },
      kRoles.map((r) => h("option", { value: r, selected: r === m.role }, r)));
    select.addEventListener("change", async () => {
      try {
        await api.patch(`/members/${m.user_id}`, { role: select.value });
        announce(`${m.email} is now ${select.value}`);
        await draw();
      } catch (e) {
        showError(list, e);
        select.value = m.role;
      }
    });
    return select;
  };
  // Someone invited who has not come in yet gets a new link (the earlier one stops working).
  const showLink = (answer) => {
    if (answer.invite_url) {
      invited.replaceChildren(
        notice(`Invited ${answer.member.email}. ${answer.mailed ? "The link is on its way by mail; here it is too" : "Send them this link"}: it works once, until ${when(answer.expires_at)}, and is shown only now.`),
        h("p", {}, h("code", { id: "invite-link" }, answer.invite_url)));
    } else {
      invited.replaceChildren(
        notice(`${answer.member.email} already has an account: they are a member now and sign in with it.`));
    }
  };
  const removeControl = (m) => (!manages || m.user_id === session.user.id) ? ""
    : h("div", { class: "actions" },
        m.password_set ? "" : h("button", { type: "button", class: "secondary",
          "aria-label": `New link for ${m.email}`, onclick: async () => {
            try {
              showLink((await api.post("/members", { email: m.email, role: m.role })).data);
              announce(`A new link for ${m.email}`);
            } catch (e) { showError(list, e); }
          } }, "New link"),
        h("button", { type: "button", class: "danger", "aria-label": `Remove ${m.email}`,
                      onclick: async () => {
                        try {
                          await api.del(`/members/${m.user_id}`);
                          announce(`${m.email} removed`);
                          await draw();
                        } catch (e) { showError(list, e); }
                      } }, "Remove"));

  const draw = async () => {
    try {
      const members = (await api.get("/members")).data;
      list.replaceChildren(h("h2", { id: "members-title" }, "Members"), table([
        { key: "email", label: "Email" },
        { key: "name", label: "Name" },
        { key: "role", label: "Role", render: roleControl },
        { key: "password_set", label: "State",
          render: (m) => (m.password_set ? "Active" : "Invited") + (m.two_factor ? ", two-factor" : "") },
        { key: "joined_at", label: "Joined", render: (m) => when(m.joined_at) },
        { key: "user_id", label: "", sort: false, render: removeControl },
      ], members, { caption: "Members of the organization" }));
    } catch (e) {
      showError(list, e);
    }
  };

  const content = [invited, list];
  if (manages) {
    const email = h("input", { type: "email", name: "email", required: true, maxlength: 254,
                               autocomplete: "off" });
    const name = h("input", { name: "name", maxlength: 200, autocomplete: "off" });
    const role = h("select", { name: "role" },
      kRoles.filter((r) => r !== "owner" || session.role === "owner")
        .map((r) => h("option", { value: r, selected: r === "member" }, r)));
    const form = h("form", { class: "stack card", novalidate: true }, h("h2", {}, "Invite someone"),
      h("label", {}, "Email", email), h("label", {}, "Name", name), h("label", {}, "Role", role),
      h("button", { type: "submit" }, "Invite"));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      try {
        const body = { email: email.value, role: role.value };
        if (name.value) body.name = name.value;
        const answer = (await api.post("/members", body)).data;
        email.value = "";
        name.value = "";
        form.querySelectorAll(":scope > .alert").forEach((n) => n.remove());
        showLink(answer);
        await draw();
      } catch (e) {
        showError(form, e);
      }
    });
    content.push(form);
  }
  root.replaceChildren(...content);
  await draw();
}
