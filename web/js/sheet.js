// A character's sheet: saved fields the player edits, derived values, and the actions that apply the
// game's rules. Every change goes through the engine and is saved as a new envelope; undo/redo replays
// earlier sheets of this session.
import { h, replace, morph, keep, announce, formatPercent } from "./dom.js";
import { renderField } from "./fields.js";
import { sectionOpen, rememberSection } from "./sections.js";
import * as store from "./store.js";
import { renderResult, parsePhysical } from "./result.js";
import { characterSwitcher, isBoard } from "./table.js";
import { logDetails, recentLog } from "./log.js";
import { rulesbook } from "./rulesbook.js";
import { track, saveSheet, remember } from "./sync.js";
import { showUnreadable, characterTransfer } from "./transfer.js";
import { historyPanel } from "./history.js";
import { linkedPayload, withLinks, relink, saveLinked, watchLinked } from "./linked.js";
import { quickRolls, attachRollButtons } from "./rolls.js";

/**
 * The sheet screen: the character or board `id`, opened from its save (or from `preload`, just created), with
 * `intent`'s action open.
 * @param {App} app
 * @param {HTMLElement} view
 * @param {string} id
 * @param {LoadedSheet} [preload]
 * @param {ActionIntent} [intent]
 */
export async function openCharacter(app, view, id, preload, intent) {
  const board = isBoard(app, (store.listCharacters().find((c) => c.id === id) || {}).system);
  const back = h("button", {
    type: "button", class: "link", "data-testid": "back-to-list",
    onclick: () => app.show(board ? "table" : "characters"),
  }, board ? "← Stůl" : "← Postavy");
  const screen = h("div", {
    class: "sheet-screen", "data-testid": "sheet-screen", "data-id": id, "data-state": "loading",
  }, h("p", { class: "muted" }, "Otevírám deník…"));
  view.append(back, screen);
  let loaded = preload;
  if (!loaded) {
    const raw = store.readCharacterRaw(id);
    const reply = await app.call({ op: "open", save: raw ?? "" });
    if (!reply.ok) return showUnreadable(app, screen, id, raw, reply.error);
    loaded = { envelope: reply.result.envelope, presented: reply.result };
    if (reply.result.migrated_from || reply.result.format_from) {
      // the upgraded save
      const saved = store.saveCharacter(reply.result.envelope, { expected: store.stamp(store.inspect(raw)) });
      if (!saved.ok && !saved.conflict) app.notify(saved.message, "warn");
    }
  }
  /** @type {SheetContext} */
  const ctx = { app, id, screen, ...loaded.presented, undo: [], redo: [], queue: Promise.resolve(), pending: 0 };
  if (ctx.links) { // a board linking other saves: its view with them (and the saves to choose from)
    const linkedView = await app.call(withLinks(ctx, { op: "view", sheet: ctx.sheet }));
    if (linkedView.ok) Object.assign(ctx, linkedView.result);
  }
  track(ctx, loaded.envelope);
  if (ctx.links) {
    watchLinked(ctx, (presented) => {
      Object.assign(ctx, { view: presented.view, links: presented.links });
      render(ctx);
    });
  }
  render(ctx);
  screen.after(characterTransfer(ctx), historyPanel(ctx));
  const wanted = intent && ctx.actions.find((a) => a.id === intent.action);
  if (wanted) openAction(ctx, wanted, intent); // "Přepočítat z mých kostek" from the log
}

/** The sheet's error line (render draws it in every sheet). @param {SheetContext} ctx */
const sheetError = (ctx) => /** @type {HTMLElement} */ (ctx.screen.querySelector("[data-testid=sheet-error]"));

/** Whether the <details> of the <summary> an event came to is open (a click is about to toggle it). */
const summaryOpen = (/** @type {Event} */ e) =>
  /** @type {HTMLDetailsElement} */ (/** @type {HTMLElement} */ (e.currentTarget).parentElement).open;

/**
 * Draw the sheet in `ctx`; `reset`: put the shown value back into a control the engine refused.
 * @param {SheetContext} ctx
 * @param {{reset?: boolean}} [options]
 */
function render(ctx, { reset = false } = {}) {
  const { view: sheetView, screen } = ctx;
  /** @param {RollLink} link a roll link of the view: its action, ready with the link's params */
  const rollFrom = (link) => {
    const action = ctx.actions.find((a) => a.id === link.action);
    if (action) openAction(ctx, action, { params: link.params });
  };
  screen.dataset.state = "ready";
  screen.dataset.pending = String(ctx.pending);
  screen.dataset.system = ctx.sheet.system;
  ctx.drawn = (ctx.drawn || 0) + 1;
  screen.dataset.drawn = String(ctx.drawn); // how many times the sheet was drawn (tests wait for a redraw)
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const focused = active && active.dataset ? active.dataset.testid : null;
  /** @type {import("./fields.js").FieldHooks} */
  const hooks = {
    set: (path, value) => serial(ctx, () => change(ctx, [{ path, op: "set", value }])),
    append: (path, value) => serial(ctx, () => change(ctx, [{ path, op: "append", value }])),
    remove: (path) => serial(ctx, () => change(ctx, [{ path, op: "remove" }])),
  };
  // the tools (switcher, print) and Zpět/Znovu share one row, so the sheet itself starts higher on a phone
  const header = h("header", { class: "sheet-head" },
    h("div", { class: "head-tools" },
      characterSwitcher(ctx.app, ctx.id),
      h("div", { class: "row" },
        h("button", {
          type: "button", class: "secondary", "data-testid": "undo", disabled: !ctx.undo.length,
          onclick: () => serial(ctx, () => stepHistory(ctx, ctx.undo, ctx.redo)),
        }, "Zpět"),
        h("button", {
          type: "button", class: "secondary", "data-testid": "redo", disabled: !ctx.redo.length,
          onclick: () => serial(ctx, () => stepHistory(ctx, ctx.redo, ctx.undo)),
        }, "Znovu"))),
    h("h2", { "data-testid": "sheet-title" }, sheetView.title),
    sheetView.subtitle ? h("p", { class: "muted" }, sheetView.subtitle) : null,
    h("ul", { class: "badges", "data-testid": "badges" }, sheetView.badges.map((b) =>
      h("li", { class: "badge", "data-tone": b.tone }, b.label, b.value ? ` ${b.value}` : ""))),
    quickRolls(sheetView, rollFrom),
    h("p", { class: "error", role: "alert", "data-testid": "sheet-error" }));
  // what changes in play first and open; creation-time and rarely used sections folded unless the player opened them
  const sections = sheetView.sections.map((section) => h("details", {
    class: "panel", "data-testid": `section-${section.id}`, "data-use": section.use || "play",
    open: sectionOpen(ctx.id, section),
  },
  h("summary", { onclick: (e) => rememberSection(ctx.id, section.id, !summaryOpen(e)) },
    h("h3", {}, section.title)),
  h("div", { class: loneList(section) ? "fields lone-list" : "fields" },
    section.fields.map((f) => renderField(f, hooks)))));
  ctx.rules = ctx.rules || rulesbook(ctx);
  // the open action comes first, so its form, odds and roll button are on the first screen
  const actions = h("div", { class: "actions-col" },
    h("div", { "data-testid": "action-area", class: "action-area" }, ctx.actionArea ? keep(ctx.actionArea) : null),
    actionsPanel(ctx), recentLog(ctx.app, ctx.id), [ctx.rules].flat().map(keep));
  const pane = ctx.pane || "sheet";
  const paneButton = (/** @type {string} */ id, /** @type {string} */ label) => h("button", {
    type: "button", "data-testid": `pane-${id}`, "aria-pressed": String(pane === id),
    onclick: (e) => {
      ctx.pane = id;
      /** @type {HTMLElement} */ (screen.querySelector(".sheet-layout")).dataset.pane = id;
      for (const b of screen.querySelectorAll(".panes button")) {
        b.setAttribute("aria-pressed", String(b === e.currentTarget));
      }
    },
  }, label);
  const sheetCol = h("div", { class: "sheet-col" }, sections);
  attachRollButtons(sheetCol, sheetView, rollFrom);
  // morph, not replace: a redraw (a result, a linked save changed in another tab) keeps what the player is typing
  const panes = h("div", { class: "panes", role: "group", "aria-label": "Část deníku" },
    paneButton("sheet", "Deník"), paneButton("actions", "Akce a hody"));
  morph(screen, [header, panes,
    h("div", { class: "sheet-layout", "data-pane": pane }, sheetCol, actions)], { reset });
  if (focused) {
    const again = /** @type {HTMLElement | null} */ (screen.querySelector(`[data-testid="${CSS.escape(focused)}"]`));
    if (again) again.focus();
  }
}

/**
 * A section that is one list labelled as the section itself (a board's «Účastníci»): the list's own label is
 * only for screen readers, the section's heading already says it.
 * @param {Section} section
 */
function loneList(section) {
  return section.fields.length === 1 && section.fields[0].kind === "list" && section.fields[0].label === section.title;
}

/**
 * Run `task` once every earlier change of this sheet has been accepted, so that each change is computed from
 * the sheet the one before it produced. Two changes made before the engine answers the first (a hero linked
 * and a participant added on a slow phone) would otherwise both start from the same sheet, and the second
 * answer would overwrite the first. The returned promise settles as `task` does; the queue goes on either way.
 * @template T
 * @param {SheetContext} ctx
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
function serial(ctx, task) {
  const count = (/** @type {number} */ delta) => {
    ctx.pending += delta;
    ctx.screen.dataset.pending = String(ctx.pending); // 0: every change is saved and shown (tests wait for it)
  };
  count(1);
  const run = ctx.queue.then(task);
  ctx.queue = run.then(() => count(-1), () => count(-1));
  return run;
}

/**
 * Send the player's `changes` to the engine and take the edited sheet (or show why not).
 * @param {SheetContext} ctx
 * @param {{path: FieldView["path"], op: "set" | "append" | "remove", value?: unknown}[]} changes
 */
async function change(ctx, changes) {
  const sent = ctx.links ? [...ctx.links.ids] : [];
  const payload = linkedPayload(ctx);
  const reply = await ctx.app.call(withLinks(ctx, { op: "edit", sheet: ctx.sheet, changes }, payload));
  // an edit of a board may change a linked save too (a link removed mid-conflict releases the deník from the
  // board's round): saved first, all or none, checked against other tabs, like an action's
  /** @type {{ok: true} | {ok: false, message: string}} */
  const saved = reply.ok ? await saveLinked(ctx, reply.result.linked, payload) : { ok: true };
  if (!reply.ok || !saved.ok) {
    const message = !reply.ok ? reply.error.message : saved.ok ? "" : saved.message;
    render(ctx, { reset: true }); // puts the last valid value back into the control (not into one being typed in)
    sheetError(ctx).textContent = message;
    announce(message);
    return;
  }
  const linked = Object.keys(reply.result.linked || {}).length > 0;
  await accept(ctx, await relink(ctx, reply.result, sent), reply.result.log, { linked });
}

/**
 * Undo (from = ctx.undo) or redo one change: the earlier sheet is shown, saved and noted in the history.
 * @param {SheetContext} ctx
 * @param {import("./sync.js").UndoStep[]} from
 * @param {import("./sync.js").UndoStep[]} to
 */
async function stepHistory(ctx, from, to) {
  const step = from.pop();
  if (!step) return;
  if (step.linked) { // the action also changed other saves (a hero's deník): undoing the board alone would split them
    from.push(step);
    const message = `Akci „${step.title}“ nelze vrátit zpět: změnila i deník propojené postavy. Oprav ji ručně.`;
    sheetError(ctx).textContent = message;
    announce(message);
    return;
  }
  const sent = ctx.links ? [...ctx.links.ids] : [];
  const viewed = await ctx.app.call(withLinks(ctx, { op: "view", sheet: step.sheet }));
  /** @type {EngineAnswer<Presented>} */
  const reply = viewed.ok ? { ok: true, result: await relink(ctx, viewed.result, sent) } : viewed;
  if (!reply.ok) { // the step stays where it was; the player is told why it did not happen
    from.push(step);
    const message = `${from === ctx.undo ? "Zpět" : "Znovu"} se nepodařilo: ${reply.error.message}`;
    sheetError(ctx).textContent = message;
    announce(message);
    return;
  }
  to.push({ sheet: ctx.sheet, title: step.title });
  const title = `${from === ctx.undo ? "Zpět" : "Znovu"}: ${step.title}`;
  await accept(ctx, reply.result, { at: new Date().toISOString(), kind: "edit", title }, { replay: true });
}

/**
 * Take a new presented sheet from the engine, save it (see sync.js) and show it; a change is remembered
 * for undo unless it is itself an undo or redo (`replay`).
 * @param {SheetContext} ctx
 * @param {Presented} presented
 * @param {LogEntry | null | undefined} logEntry
 * @param {{replay?: boolean, linked?: boolean}} [options]
 */
export async function accept(ctx, presented, logEntry, { replay = false, linked = false } = {}) {
  const changed = linked || JSON.stringify(presented.sheet) !== JSON.stringify(ctx.sheet);
  if (changed && !replay) remember(ctx, ctx.sheet, logEntry ? logEntry.title : "Změna deníku", { linked });
  Object.assign(ctx, {
    sheet: presented.sheet, view: presented.view, actions: presented.actions, links: presented.links,
  });
  if (changed) await saveSheet(ctx);
  if (logEntry) store.appendLog(ctx.id, { ...logEntry, character: ctx.sheet.name });
  render(ctx);
  if (ctx.history) ctx.history();
}

/** @param {SheetContext} ctx */
function actionsPanel(ctx) {
  /** @type {Map<string, ActionForm[]>} */
  const groups = new Map();
  for (const action of ctx.actions) {
    if (!groups.has(action.group)) groups.set(action.group, []);
    groups.get(action.group)?.push(action);
  }
  return h("section", { class: "panel", "data-testid": "actions" }, h("h3", {}, "Akce a hody"),
    [...groups].map(([group, actions]) => h("div", { class: "action-group" }, h("h4", {}, group),
      h("div", { class: "chips" }, actions.map((a) => h("button", {
        type: "button", class: "chip", "data-testid": `open-action-${a.id}`,
        "aria-pressed": String(ctx.openAction === a.id), onclick: () => openAction(ctx, a),
      }, a.label))))));
}

/**
 * Open `action`'s form in `ctx` (with `intent`'s params).
 * @param {SheetContext} ctx
 * @param {ActionForm} action
 * @param {ActionIntent} [intent]
 */
function openAction(ctx, action, intent) {
  ctx.openAction = action.id;
  ctx.pane = "actions";
  /** @type {Record<string, unknown>} the form's values, by path */
  const params = {
    ...Object.fromEntries(action.params.filter((p) => p.path).map((p) => [p.path, p.value])),
    ...(intent && intent.params),
  };
  const odds = h("div", {
    class: "odds", "data-testid": "action-odds", "data-state": "loading", "aria-live": "polite",
  });
  const error = h("p", { class: "error", role: "alert", "data-testid": "action-error" });
  const result = h("div", { class: "result-slot", "data-testid": "action-result-slot" });
  const physical = h("input", { type: "text", inputmode: "numeric", "data-testid": "action-dice", autocomplete: "off",
    placeholder: action.dice ? `např. hodnoty pro ${action.dice}` : "hodnoty kostek oddělené mezerou" });
  // Two layers (the engine says which parameters come first): what nearly every use needs, then the rest
  // under one collapsed «Další okolnosti» whose summary names what is not at its default.
  /** @type {Set<FieldView["path"]>} */
  const first = new Set(action.first || []);
  const layers = {
    first: action.params.filter((p) => first.has(p.path)),
    more: action.params.filter((p) => !first.has(p.path)),
  };
  const fieldsBox = h("div", { class: "fields", "data-testid": "action-first" });
  const moreBox = h("div", { class: "fields" });
  const moreChanged = h("span", { class: "more-changed", "data-testid": "action-more-changed" });
  const more = layers.more.length ? h("details", { class: "more", "data-testid": "action-more" },
    // one text run, so a long list wraps after the colon (as flex items, the list went to a line of its own)
    h("summary", { "data-testid": "action-more-summary" },
      h("span", { class: "more-label" }, "Další okolnosti", moreChanged)),
    moreBox) : null;
  const paramsBox = h("div", { class: "params", "data-testid": "action-params" }, fieldsBox, more);
  /** @type {import("./fields.js").FieldHooks} */
  const paramHooks = {
    // A typed value arrives in the field's `change` event, which fires as focus leaves it: the fields are
    // redrawn after that event, never inside it (Chrome refuses to remove a node mid-blur), and the control
    // that has focus by then (the next field, or a stepper button) has it again after the redraw.
    set: (path, value) => { params[paramKey(path)] = value; setTimeout(drawParams); refreshOdds(); },
    append: () => {}, remove: () => {},
  };
  const drawParams = () => {
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    const focused = active && paramsBox.contains(active) ? active.dataset.testid : null;
    const draw = (/** @type {FieldView} */ p) => renderField(
      { ...p, value: /** @type {FieldView["value"]} */ (params[paramKey(p.path)] ?? p.value) }, paramHooks, "param");
    morph(fieldsBox, layers.first.map(draw));
    morph(moreBox, layers.more.map(draw));
    const changed = layers.more.filter((p) => String(params[paramKey(p.path)]) !== String(p.value))
      .map((p) => changedLabel(p, params[paramKey(p.path)]));
    moreChanged.textContent = changed.length ? `: ${changed.join(", ")}` : "";
    if (more) more.dataset.changed = String(changed.length);
    paramsBox.dataset.drawn = String(Number(paramsBox.dataset.drawn || 0) + 1);
    const again = focused && /** @type {HTMLElement | null} */ (
      paramsBox.querySelector(`[data-testid="${CSS.escape(focused)}"]`));
    if (again && again !== document.activeElement) again.focus();
  };
  const refreshOdds = async () => {
    odds.dataset.state = "loading";
    /** @type {Command<"action_odds">} */
    const cmd = { op: "action_odds", sheet: ctx.sheet, action: action.id, params };
    const reply = await ctx.app.call(withLinks(ctx, cmd, linkedPayload(ctx)));
    if (!reply.ok) { replace(odds); odds.dataset.state = "error"; error.textContent = reply.error.message; return; }
    error.textContent = "";
    odds.dataset.state = reply.result.outcomes.length ? "ready" : "none";
    replace(odds, reply.result.summary ? h("p", { class: "odds-summary small muted" }, reply.result.summary) : null,
      h("ul", { class: "odds-list" }, reply.result.outcomes.map((o) =>
        h("li", { "data-outcome": o.outcome, "data-probability": o.probability },
          h("span", {}, o.label), h("strong", {}, formatPercent(o.percent))))));
  };
  // Resolve the action on `sheet`; `replacing` (the log entry of the last result) re-resolves it from the
  // player's physical dice on the sheet as it was before that roll ("Přepočítat z mých kostek").
  /**
   * @param {Sheet} sheet
   * @param {number[] | null} dice
   * @param {LogEntry | null} replacing
   * @returns {Promise<void>}
   */
  const resolve = async (sheet, dice, replacing) => {
    error.textContent = "";
    const payload = linkedPayload(ctx);
    const sent = { ...params };
    /** @type {Command<"act">} */
    const cmd = withLinks(ctx, { op: "act", sheet, action: action.id, params: sent }, payload);
    if (dice) cmd.dice = dice;
    go.disabled = true;
    /** @type {EngineAnswer<EngineResults["act"]>} */
    let reply;
    /** @type {{ok: true} | {ok: false, message: string}} */
    let saved;
    try {
      reply = await ctx.app.call(cmd);
      // the linked saves it changed (a hero's deník) are saved first, all or none, checked against other tabs
      saved = reply.ok ? await saveLinked(ctx, reply.result.linked, payload) : { ok: true };
    } finally {
      go.disabled = false;
    }
    if (!reply.ok) { error.textContent = reply.error.message; announce(reply.error.message); return; }
    if (!saved.ok) { error.textContent = saved.message; announce(saved.message); return; }
    const linked = Object.keys(reply.result.linked || {}).length > 0;
    const r = reply.result.result;
    const entry = {
      ...reply.result.log, ...logDetails(action, sent, r), system: sheet.system,
      replaces: replacing ? replacing.at : undefined,
    };
    const produced = reply.result.sheet;
    ctx.actionArea = panel;
    replace(result, renderResult(r, { onReresolve: (values) => {
      if (linked) {
        error.textContent = "Akce změnila i deník propojené postavy, přepočet by platil podruhé; zadej kostky předem.";
        return;
      }
      return serial(ctx, () => {
        if (ctx.sheet !== produced) {
          error.textContent = "Deník se od hodu změnil; hoď znovu s vlastními kostkami.";
          return Promise.resolve();
        }
        return resolve(sheet, values, entry);
      });
    } }));
    // the outcome first, then the total and why
    const total = r.total !== null && r.total !== undefined ? `, celkem ${r.total}` : "";
    announce(`${r.label}${total}. ${r.action_label}: ${r.explanation}`);
    await accept(ctx, reply.result, entry, { linked });
    refreshOdds();
    showTop(result);
  };
  const go = h("button", { type: "button", class: "primary roll-button", "data-testid": "action-roll", onclick: () => {
    const dice = parsePhysical(physical.value);
    if (dice === false) { error.textContent = "Hodnoty kostek musí být celá čísla oddělená mezerou."; return; }
    return serial(ctx, () => resolve(ctx.sheet, dice, null)); // on the sheet every earlier change produced
  } }, action.rolls ? "Hodit" : "Provést");
  // The odds and the roll button stay under the thumb (a footer that sticks to the bottom of the screen),
  // whatever the form's length; the player's own dice are one tap away there.
  const footer = h("div", { class: "action-footer", "data-testid": "action-footer" }, odds,
    action.rolls ? h("details", { class: "physical", open: Boolean(intent && intent.physical) },
      h("summary", { "data-testid": "action-physical-toggle" }, "Házím vlastními kostkami"),
      h("label", {}, "Padlo: ", physical)) : null,
    error, go);
  const panel = h("section", { class: "panel action-panel", "data-testid": "action-form", "data-action": action.id },
    h("h3", {}, action.label), result, paramsBox,
    action.hint ? h("p", { class: "muted small" }, action.hint) : null, footer);
  drawParams();
  ctx.actionArea = panel;
  render(ctx);
  refreshOdds();
  showTop(panel);
  if (intent && intent.physical) physical.focus();
}

/** An action param's key in the form's values: its path (every param of an action form has one). */
const paramKey = (/** @type {FieldView["path"]} */ path) => /** @type {string} */ (path);

/**
 * «SO: 20», «Výhoda podle PJ»: a «Další okolnosti» option that is not at its default, as its summary names it.
 * @param {FieldView} field
 * @param {unknown} value
 */
function changedLabel(field, value) {
  // the field's own label cites the book where the rule is («Cíl uhýbá (Pravidla › Boj › …)»); the summary names
  // the option only
  const label = field.label.replace(/\s*\([^()]*›[^()]*\)$/, "");
  if (field.kind === "toggle") return value ? label : `${label}: ne`;
  const option = (field.options || []).find((o) => String(o.value) === String(value));
  return `${label}: ${option ? option.label : value}`;
}

const STICKY_TOP = 110; // the brand bar and the pane switch that stay on top of a phone's screen

/** Bring `el`'s top into view (below the sticky bars) unless it already is in the upper part of the screen. */
function showTop(/** @type {HTMLElement} */ el) {
  const top = el.getBoundingClientRect().top;
  const column = el.closest(".actions-col");
  if (column && column.scrollHeight > column.clientHeight) { // the tablet's own scrolling column
    const within = top - column.getBoundingClientRect().top;
    if (within < 0 || within > column.clientHeight / 2) column.scrollTop += within;
  }
  const now = el.getBoundingClientRect().top;
  // scroll-margin in style.css
  if (now < STICKY_TOP || now > window.innerHeight / 2) el.scrollIntoView({ block: "start" });
}
