// The API reference at /api/docs: renders the server's live OpenAPI document
// (/api/v1/openapi.json, which follows the plugins loaded now) with nothing from another host.
// Every text from the document is set as text, never as markup.

const kMethods = ["get", "post", "put", "patch", "delete"];
const kMaxDepth = 6;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") node.className = value;
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// Text with `code` spans, split into paragraphs at blank lines.
function prose(text) {
  if (!text) return [];
  return String(text).split(/\n\s*\n/).map((paragraph) => {
    const p = el("p");
    paragraph.split("`").forEach((part, i) => p.append(i % 2 ? el("code", {}, part) : part));
    return p;
  });
}

function resolve(doc, schema) {
  if (!schema || !schema.$ref) return { schema, name: null };
  const path = schema.$ref.replace(/^#\//, "").split("/");
  let target = doc;
  for (const part of path) target = target?.[part];
  return { schema: target || {}, name: path[path.length - 1] };
}

function typeOf(doc, schema) {
  const { schema: s, name } = resolve(doc, schema);
  if (!s) return "any";
  let type = Array.isArray(s.type) ? s.type.join(" | ") : s.type || "";
  if (type === "array" || (Array.isArray(s.type) && s.type.includes("array"))) {
    type = type.replace("array", "array of " + typeOf(doc, s.items));
  }
  if (!type && (s.oneOf || s.anyOf)) type = "one of";
  if (s.format) type += " (" + s.format + ")";
  return name ? `${name}${type ? " · " + type : ""}` : type || "any";
}

// What a schema allows beyond its type: enum, bounds, pattern, default.
function constraints(s) {
  const out = [];
  if (s.enum) out.push("one of: " + s.enum.map((v) => JSON.stringify(v)).join(", "));
  for (const [key, label] of [["minimum", "≥"], ["maximum", "≤"], ["minLength", "length ≥"],
                              ["maxLength", "length ≤"], ["minItems", "items ≥"],
                              ["maxItems", "items ≤"]]) {
    if (s[key] !== undefined) out.push(`${label} ${s[key]}`);
  }
  if (s.pattern) out.push("pattern " + s.pattern);
  if (s.default !== undefined) out.push("default " + JSON.stringify(s.default));
  return out.join("; ");
}

// A schema's fields as a nested list; `seen` stops at a named schema already being shown.
function schemaTree(doc, schema, depth = 0, seen = new Set()) {
  const { schema: s, name } = resolve(doc, schema);
  if (!s || depth > kMaxDepth) return null;
  if (name && seen.has(name)) return el("p", { class: "docs-type" }, `(${name}, as above)`);
  const inner = new Set(seen);
  if (name) inner.add(name);
  if (s.type === "array" || (Array.isArray(s.type) && s.type.includes("array"))) {
    return schemaTree(doc, s.items, depth + 1, inner);
  }
  const alternatives = s.oneOf || s.anyOf;
  if (alternatives) {
    return el("ul", { class: "docs-schema" }, alternatives.map((alt, i) =>
      el("li", {}, el("span", { class: "docs-type" }, `option ${i + 1}: ${typeOf(doc, alt)}`),
         schemaTree(doc, alt, depth + 1, inner))));
  }
  const properties = Object.assign({}, ...(s.allOf || []).map((part) =>
    resolve(doc, part).schema?.properties || {}), s.properties || {});
  const required = new Set([...(s.required || []),
                            ...(s.allOf || []).flatMap((p) => resolve(doc, p).schema?.required || [])]);
  const names = Object.keys(properties);
  if (!names.length) return null;
  return el("ul", { class: "docs-schema" }, names.map((field) => {
    const { schema: fs } = resolve(doc, properties[field]);
    const limits = constraints(fs || {});
    return el("li", {},
      el("code", {}, field), " ",
      el("span", { class: "docs-type" }, typeOf(doc, properties[field])),
      required.has(field) ? el("span", { class: "docs-required" }, " required") : null,
      fs?.description ? " — " + fs.description : null,
      limits ? el("span", { class: "docs-type" }, ` (${limits})`) : null,
      schemaTree(doc, properties[field], depth + 1, inner));
  }));
}

function example(media) {
  if (!media) return null;
  let value = media.example;
  if (value === undefined && media.examples) value = Object.values(media.examples)[0]?.value;
  if (value === undefined) return null;
  return el("details", {}, el("summary", {}, "Example"),
            el("pre", {}, typeof value === "string" ? value : JSON.stringify(value, null, 2)));
}

function parametersTable(doc, parameters) {
  if (!parameters?.length) return null;
  return [el("h4", {}, "Parameters"),
    el("table", { class: "docs-params" },
      el("thead", {}, el("tr", {}, ["Name", "In", "Type", "Description"].map((h) =>
        el("th", { scope: "col" }, h)))),
      el("tbody", {}, parameters.map((raw) => {
        const p = resolve(doc, raw).schema;
        const limits = constraints(resolve(doc, p.schema).schema || {});
        return el("tr", {},
          el("td", {}, el("code", {}, p.name), p.required ? el("span", { class: "docs-required" }, " required") : null),
          el("td", {}, p.in),
          el("td", {}, typeOf(doc, p.schema)),
          el("td", {}, p.description || "", limits ? ` (${limits})` : ""));
      })))];
}

function requestBody(doc, body) {
  const { schema: b } = resolve(doc, body);
  if (!b?.content) return null;
  return [el("h4", {}, "Request body"), Object.entries(b.content).map(([type, media]) => [
    el("p", {}, el("code", {}, type), " ", el("span", { class: "docs-type" }, typeOf(doc, media.schema)),
       b.required ? el("span", { class: "docs-required" }, " required") : null),
    schemaTree(doc, media.schema), example(media)])];
}

function responses(doc, answers) {
  if (!answers) return null;
  return [el("h4", {}, "Responses"), Object.entries(answers).map(([status, raw]) => {
    const { schema: r } = resolve(doc, raw);
    const media = r?.content ? Object.entries(r.content)[0] : null;
    return el("details", {}, el("summary", {}, el("strong", {}, status), " ", r?.description || ""),
      media ? [el("p", {}, el("code", {}, media[0]), " ",
                  el("span", { class: "docs-type" }, typeOf(doc, media[1].schema))),
               schemaTree(doc, media[1].schema), example(media[1])] : null);
  })];
}

function operationSection(doc, op) {
  const o = op.operation;
  const badges = [];
  if (Array.isArray(o.security) && o.security.length === 0) badges.push(el("span", { class: "docs-badge" }, "no API key"));
  if (o["x-credit-resource"]) badges.push(el("span", { class: "docs-badge" }, "spends " + o["x-credit-resource"]));
  if (o.deprecated) {
    badges.push(el("span", { class: "docs-badge warn" }, "deprecated" +
      (o["x-sunset"] ? ", removed on " + o["x-sunset"] : "") +
      (o["x-successor"] ? "; use " + o["x-successor"] : "")));
  }
  return el("section", { class: "docs-op", id: "op-" + (o.operationId || op.method + op.path),
                         "aria-labelledby": "h-" + (o.operationId || op.method + op.path),
                         "data-search": `${op.method} ${op.fullPath} ${o.summary || ""} ${o.operationId || ""}`.toLowerCase() },
    el("h3", { id: "h-" + (o.operationId || op.method + op.path) },
       el("span", { class: "docs-method" }, op.method.toUpperCase()), el("code", {}, op.fullPath)),
    el("p", {}, el("strong", {}, o.summary || "")),
    badges.length ? el("p", {}, badges) : null,
    prose(o.description),
    parametersTable(doc, [...(op.shared || []), ...(o.parameters || [])]),
    requestBody(doc, o.requestBody),
    responses(doc, o.responses));
}

function render(doc) {
  const base = (doc.servers?.[0]?.url || "/api/v1").replace(/^https?:\/\/[^/]+/, "");
  const operations = [];
  for (const [path, item] of Object.entries(doc.paths || {})) {
    for (const method of kMethods) {
      if (!item[method]) continue;
      operations.push({ method, path, fullPath: base + path, operation: item[method],
                        shared: item.parameters, tag: item[method].tags?.[0] || "other" });
    }
  }
  const tags = [...(doc.tags || []).map((t) => t.name)];
  for (const op of operations) if (!tags.includes(op.tag)) tags.push(op.tag);
  const describe = Object.fromEntries((doc.tags || []).map((t) => [t.name, t.description]));

  document.title = `${doc.info?.title || "API"} · API reference`;
  document.getElementById("docs-title").textContent = doc.info?.title || "API reference";
  document.getElementById("docs-version").textContent =
    `Version ${doc.info?.version || "?"} · ${operations.length} operations · OpenAPI ${doc.openapi || ""}`;

  const used = tags.filter((tag) => operations.some((op) => op.tag === tag));
  const nav = document.getElementById("docs-nav");
  nav.replaceChildren(el("h2", { class: "visually-hidden" }, "Sections"),
    el("ul", {}, used.map((tag) => el("li", {}, el("a", { href: "#tag-" + tag }, tag,
      ` (${operations.filter((op) => op.tag === tag).length})`)))));

  const filter = el("input", { type: "search", id: "docs-filter", autocomplete: "off",
                               placeholder: "e.g. keywords, POST, credits" });
  const count = el("p", { class: "muted", id: "docs-count" });
  const main = document.getElementById("main");
  main.replaceChildren(...[
    prose(doc.info?.description),
    el("div", { class: "docs-filter" }, el("label", { for: "docs-filter" }, "Filter operations "), filter),
    count,
    used.map((tag) => el("section", { class: "docs-tag", id: "tag-" + tag, "aria-labelledby": "tag-h-" + tag },
      el("h2", { id: "tag-h-" + tag }, tag), prose(describe[tag]),
      operations.filter((op) => op.tag === tag).map((op) => operationSection(doc, op))))].flat(Infinity));

  const status = document.getElementById("status");
  const apply = () => {
    const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const section of main.querySelectorAll(".docs-op")) {
      const hit = words.every((w) => section.dataset.search.includes(w));
      section.hidden = !hit;
      if (hit) shown++;
    }
    for (const tag of main.querySelectorAll(".docs-tag")) {
      tag.hidden = !tag.querySelector(".docs-op:not([hidden])");
    }
    count.textContent = words.length ? `${shown} of ${operations.length} operations` :
                                       `${operations.length} operations`;
    status.textContent = count.textContent;
  };
  filter.addEventListener("input", apply);
  apply();
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

async function start() {
  const main = document.getElementById("main");
  try {
    const answer = await fetch("/api/v1/openapi.json", { headers: { Accept: "application/json" } });
    if (!answer.ok) throw new Error(`the document answered ${answer.status}`);
    render(await answer.json());
  } catch (error) {
    main.replaceChildren(el("p", { role: "alert" }, "The API description could not be read: " + error.message));
  }
}

start();
