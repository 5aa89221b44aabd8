// The backlinks module's page, over the same /api/v1 routes as any client: a website's campaigns
// with their research's progress (followed while it runs), the opportunities of one as a board by
// status with filters and bulk status changes, an opportunity's facts and reasoning, an outreach
// e-mail generated, edited and sent, the public share link switched on and off, and the outreach
// settings: the organization's mail server and its do-not-contact list. The view (tab, campaign,
// filters, the opportunity open) lives in the address.
const kStatuses = [["new", "New"], ["contacted", "Contacted"], ["outreach_sent", "Outreach sent"],
                   ["replied", "Replied"], ["won", "Won"], ["lost", "Lost"], ["ignored", "Ignored"]];
const kPerColumn = 50;
const kPollEveryMs = 2000;
const kParallel = 4;  // bulk changes in flight at once

const running = (campaign) => !["completed", "failed"].includes(campaign.progress?.stage);

export default async function render(root, shell) {
  const { api, h } = shell;
  const website = shell.chosenWebsite(root);
  if (!website) return;
  const started = performance.now();
  const given = shell.params();
  const view = {
    tab: given.get("tab") === "settings" ? "settings" : "campaigns", campaign: given.get("campaign") || "",
    strategy: given.get("strategy") || "", min: given.get("min") || "", sort: given.get("sort") || "",
    opportunity: given.get("opportunity") || "",
  };
  const keep = () => shell.setParams({ tab: view.tab === "campaigns" ? "" : view.tab, campaign: view.campaign,
    strategy: view.strategy, min: view.min, sort: view.sort, opportunity: view.opportunity });
  const ready = () => { root.dataset.ready = String(Math.round(performance.now() - started)); };
  const inWebsite = (path) => `${path}?website_id=${encodeURIComponent(website)}`;
  const selected = new Set();
  let campaigns = [];
  let shown = [];  // the opportunities on the board now
  let justOpened = false;  // an opportunity was opened by a click: its heading takes the focus

  const tabs = h("nav", { class: "tabs", "aria-label": "Backlinks views" });
  const body = h("div", {});
  root.replaceChildren(tabs, body);
  const drawTabs = () => tabs.replaceChildren(...[["campaigns", "Campaigns"], ["settings", "Outreach settings"]].map(([id, label]) =>
    h("button", { type: "button", class: view.tab === id ? "" : "secondary", "aria-current": view.tab === id ? "page" : null,
                  onclick: () => { view.tab = id; show(); } }, label)));

  async function show() {
    delete root.dataset.ready;
    keep();
    drawTabs();
    try {
      if (view.tab === "settings") await drawSettings();
      else await drawCampaigns();
    } catch (e) {
      body.replaceChildren(shell.errorBox(e));
    }
    ready();
  }

  // --- Campaigns: the picker, a new one, the one picked with its progress and its board.
  async function drawCampaigns() {
    campaigns = (await api.get("/campaigns", { website_id: website })).data;
    if (!campaigns.some((c) => c.id === view.campaign)) view.campaign = campaigns[0]?.id || "";
    keep();
    const campaign = campaigns.find((c) => c.id === view.campaign);
    const picker = h("select", { id: "campaign-pick", onchange: (e) => { view.campaign = e.target.value; view.opportunity = ""; selected.clear(); show(); } },
      campaigns.map((c) => h("option", { value: c.id, selected: c.id === view.campaign }, `${c.keyword} (${c.status})`)));
    const board = h("div", {});
    body.replaceChildren(
      h("div", { class: "toolbar" },
        campaigns.length ? h("div", { class: "field" }, h("label", { for: "campaign-pick" }, "Campaign"), picker) : h("p", {}, "No campaign yet."),
        h("details", {}, h("summary", {}, "New campaign"), newCampaignForm())),
      campaign ? campaignHead(campaign) : "", board);
    if (campaign) await drawBoard(campaign, board);
    if (campaign && running(campaign)) {
      shell.pollAgain(root, () => view.tab === "campaigns" && view.campaign === campaign.id, show, kPollEveryMs);
    }
  }

  function newCampaignForm() {
    const keyword = h("input", { id: "campaign-keyword", required: true, maxlength: 200 });
    const niche = h("input", { id: "campaign-niche", maxlength: 200 });
    const target = h("input", { id: "campaign-target", maxlength: 253, placeholder: "the website's domain" });
    return h("form", { class: "stack", onsubmit: async (e) => {
      e.preventDefault();
      delete root.dataset.ready;
      try {
        const made = (await api.post("/campaigns", { website_id: website, keyword: keyword.value.trim(),
          niche: niche.value.trim() || undefined, target_domain: target.value.trim() || undefined })).data;
        view.campaign = made.id;
        shell.announce(`Campaign ${made.keyword} started`);
        await show();
      } catch (error) { shell.showError(body, error); ready(); }
    } },
      h("div", { class: "field" }, h("label", { for: "campaign-keyword" }, "Keyword"), keyword),
      h("div", { class: "field" }, h("label", { for: "campaign-niche" }, "Niche (optional)"), niche),
      h("div", { class: "field" }, h("label", { for: "campaign-target" }, "Site to win links for (optional)"), target),
      h("button", { type: "submit" }, "Start the research (spends crawl credits)"));
  }

  function campaignHead(c) {
    const p = c.progress || {};
    const share = h("input", { type: "checkbox", id: "campaign-public", checked: c.is_public, onchange: async () => {
      delete root.dataset.ready;
      try {
        await api.patch(inWebsite(`/campaigns/${c.id}`), { is_public: share.checked });
        shell.announce(share.checked ? "Share link on" : "Share link off");
        await show();
      } catch (e) { shell.showError(body, e); ready(); }
    } });
    const shareUrl = c.is_public && c.public_share_token
      ? new URL(`/api/v1/public/campaigns/${c.public_share_token}`, window.location.href).href : "";
    return h("section", { class: "card", "aria-labelledby": "campaign-title" },
      h("h2", { id: "campaign-title" }, c.keyword),
      h("dl", { class: "facts" },
        h("dt", {}, "Status"), h("dd", {}, c.status),
        h("dt", {}, "Winning links for"), h("dd", {}, c.target_domain),
        ...(c.niche ? [h("dt", {}, "Niche"), h("dd", {}, c.niche)] : []),
        h("dt", {}, "Research"), h("dd", { id: "campaign-progress" },
          h("meter", { min: 0, max: 100, value: p.percent ?? 0, "aria-label": "Research progress" }),
          ` ${p.stage ?? "queued"}, ${p.percent ?? 0}% · ${p.opportunities_found ?? 0} found`,
          p.estimate ? h("span", { class: "muted" }, " (estimates)") : ""),
        ...(p.note ? [h("dt", {}, "Note"), h("dd", {}, p.note)] : []),
        ...(p.error ? [h("dt", {}, "Error"), h("dd", { class: "alert", role: "alert" }, p.error)] : [])),
      h("div", { class: "actions" },
        h("label", { class: "check" }, share, "Public share link (read-only, without contact details)"),
        shareUrl ? h("a", { id: "campaign-share-url", href: shareUrl, target: "_blank", rel: "noopener noreferrer" }, shareUrl) : "",
        h("button", { type: "button", class: "secondary", onclick: () => setCampaign(c, { status: c.status === "paused" ? "active" : "paused" }) },
          c.status === "paused" ? "Resume" : "Pause"),
        h("button", { type: "button", class: "danger", onclick: async () => {
          if (!window.confirm(`Delete the campaign ${c.keyword} and its opportunities?`)) return;
          delete root.dataset.ready;
          try {
            await api.del(inWebsite(`/campaigns/${c.id}`));
            view.campaign = "";
            await show();
          } catch (e) { shell.showError(body, e); ready(); }
        } }, "Delete campaign")));
  }
  async function setCampaign(c, change) {
    delete root.dataset.ready;
    try {
      await api.patch(inWebsite(`/campaigns/${c.id}`), change);
      await show();
    } catch (e) { shell.showError(body, e); ready(); }
  }

  // --- The board: a column per status, the filters above, bulk status changes over the cards
  // picked, and the opportunity open beside it.
  async function drawBoard(c, board) {
    const query = { website_id: website, strategy: view.strategy, min_relevance: view.min, sort: view.sort, limit: kPerColumn };
    const read = () => Promise.all(kStatuses.map(([status]) => api.get(`/campaigns/${c.id}/opportunities`, { ...query, status })));
    let columns = await read();
    // The open opportunity can move to another column while the columns are read (a mail job
    // marks it sent), so that no column holds it: one read more finds where it went.
    if (view.opportunity && !columns.some((answer) => answer.data.some((o) => o.id === view.opportunity))) columns = await read();
    shown = columns.flatMap((answer) => answer.data);
    const strategies = [...new Set(shown.map((o) => o.strategy))].sort();
    const strategy = h("select", { id: "board-strategy", onchange: (e) => { view.strategy = e.target.value; show(); } },
      h("option", { value: "" }, "Any strategy"),
      [...new Set([...strategies, view.strategy].filter(Boolean))].map((s) => h("option", { value: s, selected: s === view.strategy }, s.replace(/_/g, " "))));
    const min = h("input", { id: "board-min", type: "number", min: 0, max: 100, value: view.min, onchange: (e) => { view.min = e.target.value; show(); } });
    const sort = h("select", { id: "board-sort", onchange: (e) => { view.sort = e.target.value; show(); } },
      h("option", { value: "", selected: !view.sort }, "Most relevant first"), h("option", { value: "newest", selected: view.sort === "newest" }, "Newest first"));
    const card = (o) => h("li", { class: "opportunity", "data-id": o.id },
      h("input", { type: "checkbox", "aria-label": `Select ${o.title || o.url}`, checked: selected.has(o.id),
        onchange: (e) => { e.target.checked ? selected.add(o.id) : selected.delete(o.id); drawBulk(c); } }),
      h("button", { type: "button", class: "link", onclick: () => { view.opportunity = o.id; justOpened = true; show(); } }, o.title || o.url),
      h("span", { class: "muted" }, ` ${o.relevance_score} · ${o.strategy.replace(/_/g, " ")}`));
    board.replaceChildren(
      h("div", { class: "toolbar" },
        h("div", { class: "field" }, h("label", { for: "board-strategy" }, "Strategy"), strategy),
        h("div", { class: "field" }, h("label", { for: "board-min" }, "Relevance at least"), min),
        h("div", { class: "field" }, h("label", { for: "board-sort" }, "Order"), sort)),
      h("div", { class: "bulk", id: "board-bulk", "aria-live": "polite" }),
      // The opportunity open, above the board, where the click that opened it can see it.
      view.opportunity ? h("div", { id: "opportunity-box" }) : "",
      h("div", { class: "board" }, kStatuses.map(([status, label], i) => h("section", { class: "column", "aria-labelledby": `column-${status}` },
        h("h3", { id: `column-${status}` }, `${label} (${columns[i].meta.total ?? columns[i].data.length})`),
        h("ul", {}, columns[i].data.map(card)),
        columns[i].meta.next_cursor ? h("p", { class: "muted" }, `The ${kPerColumn} first shown: narrow the filters for the rest.`) : ""))));
    drawBulk(c);
    if (view.opportunity) await drawOpportunity(board.querySelector("#opportunity-box"));
  }
  function drawBulk(c) {
    const bar = body.querySelector("#board-bulk");
    if (!bar) return;
    if (selected.size === 0) { bar.replaceChildren(); return; }
    const to = h("select", { id: "bulk-status" }, kStatuses.map(([status, label]) => h("option", { value: status }, label)));
    bar.replaceChildren(h("span", { role: "status" }, `${selected.size} selected`),
      h("label", { for: "bulk-status" }, "Move to"), to,
      h("button", { type: "button", onclick: async () => {
        const ids = [...selected];
        delete root.dataset.ready;
        let moved = 0;
        const failures = [];
        for (let i = 0; i < ids.length; i += kParallel) {
          await Promise.all(ids.slice(i, i + kParallel).map((id) => api.patch(inWebsite(`/opportunities/${id}`), { status: to.value })
            .then(() => { moved += 1; }, (e) => failures.push(e.message))));
        }
        selected.clear();
        shell.announce(`${moved} moved`);
        await show();
        if (failures.length) shell.showError(body, new Error(`${failures.length} not moved: ${failures[0]}`));
      } }, "Move"),
      h("button", { type: "button", class: "link", onclick: () => { selected.clear(); show(); } }, "Clear selection"));
  }

  // --- An opportunity: its facts and reasoning, its status and contact, and its e-mail.
  async function drawOpportunity(box) {
    const o = shown.find((x) => x.id === view.opportunity);
    if (!o) {
      view.opportunity = "";
      keep();
      return;
    }
    const close = h("button", { type: "button", class: "secondary", onclick: () => { view.opportunity = ""; show(); } }, "Close");
    const status = h("select", { id: "opportunity-status" }, kStatuses.map(([s, label]) => h("option", { value: s, selected: s === o.status }, label)));
    const email = h("input", { id: "opportunity-email", type: "email", value: o.contact_email || "", maxlength: 254 });
    const name = h("input", { id: "opportunity-name", value: o.contact_name || "", maxlength: 200 });
    const notes = h("textarea", { id: "opportunity-notes", rows: 3, maxlength: 5000 }, o.notes || "");
    const draft = o.email_draft || {};
    const subject = h("input", { id: "email-subject", value: draft.subject || "", maxlength: 300 });
    const text = h("textarea", { id: "email-body", rows: 10 }, draft.body_text || "");
    const tone = h("select", { id: "email-tone" }, ["friendly", "formal", "concise"].map((t) => h("option", { value: t }, t)));
    const sender = h("input", { id: "email-sender", maxlength: 100 });
    const act = (what, call) => shell.runAction(what, call, { root, redraw: show, errors: box, ready, said: what });
    box.replaceChildren(h("section", { class: "card", "aria-labelledby": "opportunity-title" },
      h("div", { class: "panel-head" }, h("h2", { id: "opportunity-title", tabindex: "-1" }, o.title || o.url), close),
      h("dl", { class: "facts" },
        h("dt", {}, "Page"), h("dd", {}, h("a", { href: o.url, target: "_blank", rel: "noopener noreferrer" }, o.url)),
        h("dt", {}, "Strategy"), h("dd", {}, o.strategy.replace(/_/g, " ")),
        h("dt", {}, "Relevance"), h("dd", {}, `${o.relevance_score} of 100${o.niche_relevance ? ` (${o.niche_relevance})` : ""}`),
        h("dt", {}, "Domain authority"), h("dd", {}, o.domain_authority ?? "unknown"),
        h("dt", {}, "Links"), h("dd", {}, o.link_type ?? "unknown"),
        h("dt", {}, "Why"), h("dd", { id: "opportunity-reasoning" }, o.reasoning),
        h("dt", {}, "Outreach"), h("dd", {}, `${(o.outreach_status || "not contacted").replace(/_/g, " ")}${o.emailed_at ? `, e-mailed ${shell.when(o.emailed_at)}` : ""}`),
        ...(o.outreach_error ? [h("dt", {}, "Mail error"), h("dd", { class: "alert", role: "alert" }, o.outreach_error)] : [])),
      h("form", { class: "stack", onsubmit: (e) => {
        e.preventDefault();
        act("Saved", () => api.patch(inWebsite(`/opportunities/${o.id}`), { status: status.value,
          contact_email: email.value.trim() || null, contact_name: name.value.trim() || null, notes: notes.value.trim() || null }));
      } },
        h("div", { class: "field" }, h("label", { for: "opportunity-status" }, "Status"), status),
        h("div", { class: "field" }, h("label", { for: "opportunity-email" }, "Contact e-mail"), email),
        h("div", { class: "field" }, h("label", { for: "opportunity-name" }, "Contact name"), name),
        h("div", { class: "field" }, h("label", { for: "opportunity-notes" }, "Notes"), notes),
        h("button", { type: "submit" }, "Save")),
      h("h3", {}, "Outreach e-mail"),
      h("form", { class: "toolbar", onsubmit: (e) => {
        e.preventDefault();
        act("E-mail drafted", () => api.post(inWebsite(`/opportunities/${o.id}/generate-email`),
          { tone: tone.value, sender_name: sender.value.trim() || undefined }));
      } },
        h("div", { class: "field" }, h("label", { for: "email-tone" }, "Tone"), tone),
        h("div", { class: "field" }, h("label", { for: "email-sender" }, "Signed by (optional)"), sender),
        h("button", { type: "submit", class: "secondary" }, draft.subject ? "Write it again" : "Write the e-mail")),
      h("form", { class: "stack", onsubmit: (e) => {
        e.preventDefault();
        if (!window.confirm(`Send this e-mail to ${email.value.trim() || o.contact_email}?`)) return;
        act("E-mail queued for sending", () => api.post(inWebsite(`/opportunities/${o.id}/send-email`),
          { to_email: email.value.trim() || o.contact_email, subject: subject.value.trim(), body_text: text.value }));
      } },
        h("div", { class: "field" }, h("label", { for: "email-subject" }, "Subject"), subject),
        h("div", { class: "field" }, h("label", { for: "email-body" }, "Text"), text),
        h("button", { type: "submit" }, "Send"))));
    if (justOpened) box.querySelector("#opportunity-title").focus();
    justOpened = false;
  }

  // --- Outreach settings: the organization's mail server, and addresses never to write to.
  async function drawSettings(saved = "") {
    const [smtp, blocked] = await Promise.all([api.get("/outreach/smtp-settings"), api.get("/outreach/do-not-contact")]);
    const s = smtp.data || {};
    const field = (id, label, attributes) => h("div", { class: "field" }, h("label", { for: id }, label), h("input", { id, ...attributes }));
    const security = h("select", { id: "smtp-security" }, [["starttls", "STARTTLS (port 587)"], ["tls", "TLS from the start (port 465)"]].map(([v, label]) =>
      h("option", { value: v, selected: v === (s.security || "starttls") }, label)));
    const read = (id) => body.querySelector(`#${id}`).value.trim();
    const address = h("input", { id: "dnc-email", type: "email", required: true, maxlength: 254 });
    const reason = h("input", { id: "dnc-reason", maxlength: 200 });
    body.replaceChildren(
      h("section", { class: "card", "aria-labelledby": "smtp-title" }, h("h2", { id: "smtp-title" }, "Mail server"),
        saved ? shell.notice(saved) : "",
        h("p", { class: "muted" }, smtp.data ? `Outreach e-mail goes out through ${s.host}.` : "No mail server yet: outreach e-mail cannot be sent until one is set."),
        h("form", { class: "stack", onsubmit: async (e) => {
          e.preventDefault();
          delete root.dataset.ready;
          try {
            const port = read("smtp-port");
            await api.put("/outreach/smtp-settings", { host: read("smtp-host"), port: port ? Number(port) : undefined,
              security: security.value, username: read("smtp-username") || undefined,
              password: body.querySelector("#smtp-password").value || undefined,
              from_address: read("smtp-from"), from_name: read("smtp-from-name") || undefined });
            shell.announce("Mail server saved");
            await drawSettings("Saved.");
          } catch (error) { shell.showError(body, error); }
          ready();
        } },
          field("smtp-host", "Host", { value: s.host || "", required: true, maxlength: 253 }),
          field("smtp-port", "Port", { type: "number", min: 1, max: 65535, value: s.port || "" }),
          h("div", { class: "field" }, h("label", { for: "smtp-security" }, "Security"), security),
          field("smtp-username", "User name", { value: s.username || "", autocomplete: "off", maxlength: 254 }),
          field("smtp-password", s.has_password ? "Password (kept unless you type a new one)" : "Password", { type: "password", autocomplete: "new-password", maxlength: 1000 }),
          field("smtp-from", "From address", { type: "email", value: s.from_address || "", required: true, maxlength: 254 }),
          field("smtp-from-name", "From name", { value: s.from_name || "", maxlength: 100 }),
          h("div", { class: "actions" }, h("button", { type: "submit" }, "Save the mail server"),
            smtp.data ? h("button", { type: "button", class: "danger", onclick: async () => {
              if (!window.confirm("Remove the mail server? Outreach e-mail stops until another is set.")) return;
              try {
                await api.del("/outreach/smtp-settings");
                await drawSettings("Removed.");
              } catch (error) { shell.showError(body, error); }
            } }, "Remove") : ""))),
      h("section", { class: "card", "aria-labelledby": "dnc-title" }, h("h2", { id: "dnc-title" }, "Do not contact"),
        h("p", { class: "muted" }, "No outreach e-mail is ever sent to these addresses."),
        shell.table([
          { key: "email", label: "Address" }, { key: "reason", label: "Why", render: (d) => d.reason ?? "" },
          { key: "created_at", label: "Added", render: (d) => shell.when(d.created_at) },
          { key: "actions", label: "Actions", sort: false, render: (d) => h("button", { type: "button", class: "danger",
              "aria-label": `Remove ${d.email}`, onclick: async () => {
                try {
                  await api.del(`/outreach/do-not-contact/${encodeURIComponent(d.email)}`);
                  await drawSettings(`${d.email} removed.`);
                } catch (error) { shell.showError(body, error); }
              } }, "Remove") }],
          blocked.data, { caption: "Do-not-contact addresses", empty: "No address yet." }),
        h("form", { class: "toolbar", onsubmit: async (e) => {
          e.preventDefault();
          try {
            await api.post("/outreach/do-not-contact", { email: address.value.trim(), reason: reason.value.trim() || undefined });
            await drawSettings(`${address.value.trim()} added.`);
          } catch (error) { shell.showError(body, error); }
        } }, h("div", { class: "field" }, h("label", { for: "dnc-email" }, "Address"), address),
          h("div", { class: "field" }, h("label", { for: "dnc-reason" }, "Why (optional)"), reason),
          h("button", { type: "submit" }, "Add"))));
  }

  await show();
}
