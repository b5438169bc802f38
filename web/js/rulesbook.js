// The game's rules as the app implements them (help sections with their sources and the choices made),
// and, where the game ships one, an offline search of its tables.
import { h, replace } from "./dom.js";

/**
 * The rules panel of the sheet in `ctx` (and the table search where the game has one).
 * @param {{app: App, sheet: Sheet, has_reference?: boolean}} ctx
 */
export function rulesbook(ctx) {
  const system = ctx.sheet.system;
  const body = h("div", { "data-testid": "rules-help" });
  const details = h("details", { class: "panel", "data-testid": "rules" },
    h("summary", {}, h("h3", {}, "Pravidla a volby aplikace")), body);
  let loaded = false;
  details.addEventListener("toggle", async () => {
    if (!details.open || loaded) return;
    loaded = true;
    replace(body, h("p", { class: "muted" }, "Načítám…"));
    const reply = await ctx.app.call({ op: "help", system });
    if (!reply.ok) {
      replace(body, h("p", { class: "error", role: "alert" }, reply.error.message));
      return;
    }
    replace(body, reply.result.sections.map((s) => h("section", { class: "help-section" },
      h("h4", {}, s.title), s.text.split("\n").filter(Boolean).map((line) => h("p", {}, line)),
      s.source ? h("p", { class: "muted small" }, `Zdroj: ${s.source}`) : null)));
  });
  return [details, ctx.has_reference ? referenceSearch(ctx) : null];
}

/** @param {{app: App, sheet: Sheet}} ctx */
function referenceSearch(ctx) {
  const input = h("input", { id: "reference-query", type: "search", "data-testid": "reference-query", maxlength: 100,
    placeholder: "např. jídlo, únava, slepý", autocomplete: "off" });
  const results = h("div", { "data-testid": "reference-results", "aria-live": "polite" });
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const search = async () => {
    const reply = await ctx.app.call({ op: "reference", system: ctx.sheet.system, query: input.value });
    if (!reply.ok) {
      replace(results, h("p", { class: "error", role: "alert" }, reply.error.message));
      return;
    }
    const tables = reply.result.tables;
    replace(results, tables.length ? tables.map(table) : h("p", { class: "muted" }, "Nic nenalezeno."));
  };
  input.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(search, 200); });
  return h("section", { class: "panel", "data-testid": "reference" }, h("h3", {}, "Příručka tabulek"),
    h("label", { for: "reference-query" }, "Hledat"), input, results);
}

/** @param {ReferenceTable} t */
function table(t) {
  return h("div", { class: "ref-table", "data-testid": "reference-table", "data-id": t.id },
    h("h4", {}, t.title),
    h("div", { class: "table-scroll" }, h("table", {},
      h("thead", {}, h("tr", {}, t.columns.map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, t.rows.map((row) => h("tr", {}, row.map((cell) => h("td", {}, String(cell)))))))),
    t.source ? h("p", { class: "muted small" }, `Zdroj: ${t.source}`) : null);
}
