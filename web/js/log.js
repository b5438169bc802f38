// The roll log: every roll of the dice tray and every resolved action of every character and table board,
// newest first, with its dice (kept and dropped), the outcome and the rule it applied; filterable by who
// and by text; and a way to resolve the same roll again from the dice the player actually rolled.
import { h, replace, formatDate, plural } from "./dom.js";
import * as store from "./store.js";
import { diceChips } from "./result.js";
import { listBoards, listPlayers } from "./table.js";

const LIMIT = 200;

/**
 * What a log entry keeps of a resolved action to show its dice and to repeat it: the options that differ
 * from the form's defaults (kept small; localStorage is shared by every character) and each die.
 * @param {ActionForm} action
 * @param {Record<string, unknown>} params
 * @param {ActionResult} result
 * @returns {Partial<LogEntry>}
 */
export function logDetails(action, params, result) {
  const defaults = Object.fromEntries(action.params.filter((p) => p.path).map((p) => [p.path, p.value]));
  const differs = (/** @type {[string, unknown]} */ [k, v]) => JSON.stringify(v) !== JSON.stringify(defaults[k]);
  const changed = Object.fromEntries(Object.entries(params).filter(differs));
  const rolls = result.rolls.map((roll) => ({ expression: roll.expression, breakdown: roll.breakdown,
    dice: roll.dice.map((d) => ({ sides: d.sides, value: d.value, kept: d.kept })) }));
  return { action: action.id, params: changed, outcome: result.outcome, rolls };
}

/**
 * A log entry as the log screen shows it: whose it is (`who`, `owner`: a character's id or "dice") and whether
 * a later re-resolving replaced it.
 * @typedef {LogEntry & {who: string, owner: string, replaced?: boolean}} Shown
 */

/** The entries of `chosen` (a character's id, "dice", or "" for all), newest first. @param {string} [chosen] */
function collect(chosen) {
  /** @type {Shown[]} */
  const entries = [];
  if (!chosen || chosen === "dice") {
    entries.push(...store.readDiceHistory().map((e) => ({ ...e, who: "Kostky", owner: "dice" })));
  }
  for (const c of store.listCharacters()) {
    if (chosen && chosen !== c.id) continue;
    entries.push(...store.readLog(c.id).map((e) => ({ ...e, who: c.name, owner: c.id })));
  }
  const replaced = new Set(entries.map((e) => e.replaces).filter(Boolean));
  entries.sort((a, b) => String(b.at).localeCompare(String(a.at)));
  return entries.map((e) => ({ ...e, replaced: replaced.has(e.at) }));
}

/** @param {Shown} entry @param {string} text */
function matches(entry, text) {
  if (!text) return true;
  const haystack = `${entry.title} ${entry.text || ""} ${entry.who}`.toLocaleLowerCase("cs-CZ");
  return haystack.includes(text.toLocaleLowerCase("cs-CZ"));
}

/** @param {App} app @param {Shown} e */
function again(app, e) {
  if (e.owner === "dice" && e.expression) {
    return h("button", { type: "button", class: "link", "data-testid": "log-reresolve",
      onclick: () => app.show("dice", { expression: e.expression, physical: true }) }, "Přepočítat z mých kostek");
  }
  if (e.owner !== "dice" && e.action && (e.dice || []).length) {
    const intent = { action: e.action, params: e.params || {}, physical: true };
    return h("button", { type: "button", class: "link", "data-testid": "log-reresolve",
      onclick: () => app.show("sheet", e.owner, undefined, intent) }, "Přepočítat z mých kostek");
  }
  return null;
}

/** @param {App} app @param {Shown} e @param {{repeat?: boolean}} [options] */
function item(app, e, { repeat = true } = {}) {
  const dice = e.rolls && e.rolls.length ? diceChips(e.rolls)
    : (e.dice || []).length ? h("p", { class: "small" }, `Kostky: ${(e.dice || []).join(", ")}`) : null;
  return h("li", { class: "log-entry", "data-testid": "log-item", "data-kind": e.kind || "roll",
    "data-outcome": e.outcome || "",
    "data-owner": e.owner, "data-physical": String(Boolean(e.physical)), "data-replaced": String(e.replaced) },
  h("p", { class: "log-title" }, h("strong", {}, e.title),
    e.replaced ? h("span", { class: "badge", "data-tone": "warn" }, "nahrazeno přepočtem") : null),
  h("p", { class: "muted small" }, [e.who, formatDate(e.at), e.physical ? "tvé kostky" : "kostky aplikace",
    e.replaces ? "přepočteno" : ""].filter(Boolean).join(" · ")),
  dice,
  e.text ? h("p", { class: "small rule" }, e.text) : null,
  repeat ? again(app, e) : null);
}

/**
 * The last few rolls of one character or board, shown beside its sheet, with a link to its whole log.
 * @param {App} app
 * @param {string} id
 */
export function recentLog(app, id, limit = 3) {
  const entries = collect(id).filter((e) => e.kind !== "edit" && e.kind !== "summary").slice(0, limit);
  if (!entries.length) return null;
  return h("section", { class: "panel recent-log", "data-testid": "recent-log" }, h("h3", {}, "Poslední hody"),
    h("ol", { class: "history log" }, entries.map((e) => item(app, e, { repeat: false }))),
    h("button", { type: "button", class: "link", "data-testid": "recent-log-all",
      onclick: () => app.show("log", { filter: id }) }, "Celý záznam"));
}

/** The log screen. @param {App} app @param {HTMLElement} view @param {{filter?: string}} [intent] */
export function renderLog(app, view, intent) {
  const players = listPlayers(app);
  const boards = listBoards(app);
  const filter = h("select", { id: "log-filter", "data-testid": "log-filter" }, h("option", { value: "" }, "Vše"),
    h("option", { value: "dice" }, "Kostky"),
    players.length
      ? h("optgroup", { label: "Postavy" }, players.map((c) => h("option", { value: c.id }, c.name))) : null,
    boards.length ? h("optgroup", { label: "Stůl" }, boards.map((c) => h("option", { value: c.id }, c.name))) : null);
  const search = h("input", { id: "log-search", type: "search", "data-testid": "log-search", autocomplete: "off",
    placeholder: "např. úspěch" });
  const edits = h("input", { type: "checkbox", id: "log-edits", "data-testid": "log-edits" });
  const count = h("p", { class: "muted small", "data-testid": "log-count", "aria-live": "polite" });
  const list = h("ol", { class: "history log", "data-testid": "log-list" });
  const draw = () => {
    const shown = (/** @type {Shown} */ e) => (edits.checked || e.kind !== "edit") && matches(e, search.value.trim());
    const entries = collect(filter.value).filter(shown);
    count.dataset.count = String(entries.length);
    count.textContent = `${entries.length} ${plural(entries.length, "záznam", "záznamy", "záznamů")}`;
    replace(list, entries.slice(0, LIMIT).map((e) => item(app, e)));
    if (!entries.length) list.append(h("li", { class: "muted", "data-testid": "log-empty" }, "Zatím žádné hody."));
  };
  const wanted = intent && intent.filter;
  if (wanted && [...filter.options].some((o) => o.value === wanted)) filter.value = wanted;
  filter.addEventListener("change", draw);
  search.addEventListener("input", draw);
  edits.addEventListener("change", draw);
  draw();
  view.append(h("section", { class: "panel" }, h("h2", {}, "Záznam hodů"),
    h("div", { class: "row wrap log-filters" },
      h("div", {}, h("label", { for: "log-filter" }, "Čí hody"), filter),
      h("div", {}, h("label", { for: "log-search" }, "Hledat"), search)),
    h("label", { for: "log-edits", class: "toggle" }, edits, " Ukázat i úpravy deníku"),
    count, list));
}
