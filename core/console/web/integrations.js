// Integrations: the organization's outbound webhook endpoints over the /webhooks routes (add one,
// its signing secret shown once; send a test event, read the delivery log and deliver again,
// rotate the secret, turn it off and on, delete it), and the chosen website's CMS connections.

function deliveriesOf(shell, endpoint, panel) {
  const { api, h, announce, showError, table, when } = shell;
  const draw = async () => {
    try {
      const log = (await api.get(`/webhooks/endpoints/${endpoint.id}/deliveries`, { limit: 20 })).data;
      panel.replaceChildren(h("h3", {}, `Deliveries to ${endpoint.url}`), table([
        { key: "event_type", label: "Event" },
        { key: "status", label: "Status" },
        { key: "attempts", label: "Attempts" },
        { key: "last", label: "Last answer", sort: false, render: (d) => {
            const last = d.attempt_log[d.attempt_log.length - 1];
            if (!last) return "";
            return last.http_status ? `HTTP ${last.http_status}` : (last.error ?? "");
          } },
        { key: "created_at", label: "Queued", render: (d) => when(d.created_at) },
        { key: "id", label: "", sort: false, render: (d) => h("button", {
            type: "button", class: "secondary", "aria-label": `Deliver again: ${d.event_type}`,
            onclick: async () => {
              try {
                await api.post(`/webhooks/endpoints/${endpoint.id}/deliveries/${d.id}/redeliver`);
                announce("Delivery queued again");
                await draw();
              } catch (e) { showError(panel, e); }
            } }, "Deliver again") },
      ], log, { caption: `Deliveries to ${endpoint.url}`, empty: "No delivery yet." }),
      h("button", { type: "button", class: "secondary", onclick: draw }, "Refresh"));
    } catch (e) {
      showError(panel, e);
    }
  };
  return draw;
}

// The website's CMS connections: which connector types the loaded plugins bring, which the
// website is connected to (never their settings), connect one (POST /connect: the connector
// checks the settings and the connection first) and disconnect.
function cmsConnections(shell, websiteId) {
  const { api, h, announce, notice, showError, table } = shell;
  const card = h("section", { class: "card", "aria-labelledby": "cms-title" });
  const draw = async () => {
    const title = h("h2", { id: "cms-title" }, "CMS connections");
    if (!websiteId) {
      card.replaceChildren(title, h("p", { class: "muted" }, "Add a website first."));
      return;
    }
    let list;
    try {
      list = (await api.get("/connections", { website_id: websiteId })).data;
    } catch (e) {
      card.replaceChildren(title);
      showError(card, e);
      return;
    }
    const table_ = table([
      { key: "type", label: "Connector" },
      { key: "connected", label: "State", render: (c) => c.connected
          ? `Connected, updated ${when(c.updated_at)}${c.available ? "" : " (its plugin is not loaded)"}`
          : "Not connected" },
      { key: "action", label: "", sort: false, render: (c) => !c.connected ? ""
          : h("button", { type: "button", class: "danger", "aria-label": `Disconnect ${c.type}`,
                          onclick: async () => {
                            try {
                              await api.del(`/connections/${encodeURIComponent(c.type)}?website_id=${websiteId}`);
                              announce(`${c.type} disconnected`);
                              await draw();
                            } catch (e) { showError(card, e); }
                          } }, "Disconnect") },
    ], list, { caption: "CMS connections", empty: "No connector is loaded." });
    const type = h("select", { name: "type" },
      list.filter((c) => c.available).map((c) => h("option", { value: c.type }, c.type)));
    const settings = h("textarea", { name: "settings", rows: 4, spellcheck: "false",
                                      placeholder: '{"url": "https://blog.example.com", ...}' });
    const form = h("form", { class: "stack", novalidate: true }, h("h3", {}, "Connect"),
      h("label", {}, "Connector", type),
      h("label", {}, "Settings (JSON, as the connector's documentation gives them)", settings),
      h("button", { type: "submit" }, "Connect"));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      let parsed;
      try {
        parsed = JSON.parse(settings.value || "{}");
      } catch {
        showError(form, "Settings: not JSON.");
        settings.focus();
        return;
      }
      try {
        await api.post("/connect", { website_id: websiteId, type: type.value, settings: parsed });
        announce(`${type.value} connected`);
        await draw();
      } catch (e) {
        showError(form, e);
      }
    });
    card.replaceChildren(title, table_, form);
  };
  draw();
  return card;
}

export default async function render(root, shell) {
  const { api, h, announce, notice, showError, table, when } = shell;
  const websiteId = shell.websiteId();
  const shown = h("div", {});
  const list = h("section", { class: "card", "aria-labelledby": "endpoints-title" });
  const log = h("section", { class: "card", "aria-live": "polite" });
  let types = [];
  try {
    types = (await api.get("/webhooks/event-types")).data.map((t) => t.type);
  } catch {
    types = [];
  }

  // Each action says what it did and redraws the list.
  const act = (said, fn) => shell.runAction(said, fn, { redraw: draw, errors: list, said });
  const draw = async () => {
    try {
      const endpoints = (await api.get("/webhooks/endpoints")).data;
      list.replaceChildren(h("h2", { id: "endpoints-title" }, "Webhook endpoints"), table([
        { key: "url", label: "URL", render: (e) => h("code", {}, e.url) },
        { key: "event_types", label: "Events", render: (e) => e.event_types.join(", ") },
        { key: "active", label: "State",
          render: (e) => e.active ? "On" : `Off${e.disabled_reason ? ` (${e.disabled_reason})` : ""}` },
        { key: "id", label: "", sort: false, render: (e) => h("div", { class: "actions" },
            h("button", { type: "button", "aria-label": `Send test to ${e.url}`,
              onclick: () => act("Test event queued", async () => {
                await api.post(`/webhooks/endpoints/${e.id}/test`);
                await deliveriesOf(shell, e, log)();
              }) }, "Send test"),
            h("button", { type: "button", class: "secondary", "aria-label": `Deliveries to ${e.url}`,
              onclick: () => deliveriesOf(shell, e, log)() }, "Deliveries"),
            h("button", { type: "button", class: "secondary", "aria-label": `Rotate secret of ${e.url}`,
              onclick: () => act("Secret rotated", async () => {
                const rotated = (await api.post(`/webhooks/endpoints/${e.id}/rotate-secret`)).data;
                shown.replaceChildren(notice("The new signing secret, shown only now (the old one signs for 24 hours more):"),
                                      h("p", {}, h("code", { id: "endpoint-secret" }, rotated.secret)));
              }) }, "Rotate secret"),
            h("button", { type: "button", class: "secondary", "aria-label": `${e.active ? "Turn off" : "Turn on"} ${e.url}`,
              onclick: () => act(e.active ? "Endpoint turned off" : "Endpoint turned on",
                                 () => api.patch(`/webhooks/endpoints/${e.id}`, { active: !e.active })) },
              e.active ? "Turn off" : "Turn on"),
            h("button", { type: "button", class: "danger", "aria-label": `Delete ${e.url}`,
              onclick: () => act("Endpoint deleted", () => api.del(`/webhooks/endpoints/${e.id}`)) },
              "Delete")) },
      ], endpoints, { caption: "Webhook endpoints", empty: "No endpoint yet." }));
    } catch (e) {
      showError(list, e);
    }
  };

  const url = h("input", { type: "url", name: "url", required: true, maxlength: 2000,
                           placeholder: "https://example.com/hooks/seo" });
  const description = h("input", { name: "description", maxlength: 500 });
  const boxes = types.map((t) => h("label", { class: "check" },
    h("input", { type: "checkbox", name: "event_types", value: t }), t));
  const form = h("form", { class: "stack card", novalidate: true }, h("h2", {}, "Add an endpoint"),
    h("label", {}, "URL", url), h("label", {}, "Description", description),
    h("fieldset", { class: "checks" }, h("legend", {}, "Events (none ticked: every event)"), boxes),
    h("button", { type: "submit" }, "Add endpoint"));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const chosen = boxes.map((b) => b.querySelector("input")).filter((i) => i.checked).map((i) => i.value);
    try {
      const body = { url: url.value, event_types: chosen.length ? chosen : ["*"] };
      if (description.value) body.description = description.value;
      const made = (await api.post("/webhooks/endpoints", body)).data;
      url.value = "";
      description.value = "";
      form.querySelectorAll(":scope > .alert").forEach((n) => n.remove());
      shown.replaceChildren(notice("Endpoint added. Its signing secret, shown only now:"),
                            h("p", {}, h("code", { id: "endpoint-secret" }, made.secret)));
      await draw();
    } catch (e) {
      showError(form, e);
    }
  });
  root.replaceChildren(shown, list, log, form, cmsConnections(shell, websiteId));
  await draw();
}
