// Saving an open sheet, and two tabs editing one character.
//
// Every save envelope carries a revision, counted by Python: `pack` makes the save that follows the one this
// tab holds (`ctx.envelope`). A tab remembers the stamp (format version and revision) of the save it last read
// or wrote (`ctx.base`) and saves only when localStorage still holds exactly that one (store.conflict). When
// another tab saved, deleted or rewrote the character meanwhile — noticed at once through the `storage`
// event, or at the latest when this tab tries to save — the player chooses: load the stored version,
// overwrite it with this tab's version, or keep this tab's version as a copy. Until then this tab's newest
// version is kept under `druzina:unsaved:<id>` (listed on the character screen), so closing the tab loses
// nothing either.
import { h, replace, announce, formatDate } from "./dom.js";
import * as store from "./store.js";
import { exportAction, copyName } from "./transfer.js";

const UNDO_LIMIT = 100;

/**
 * What saving needs of an open sheet (sheet.js makes it; this module fills in the save's state).
 * @typedef {object} SavingContext
 * @property {App} app
 * @property {string} id
 * @property {Sheet} sheet the sheet as the engine last presented it
 * @property {HTMLElement} screen
 * @property {HTMLElement} [notice] where a conflict between tabs is shown
 * @property {import("./store.js").Stamp} [base] the stored save this tab builds on
 * @property {Envelope | null} [envelope] the save this tab holds: the next one follows it
 * @property {boolean} [unsaved] this tab holds a version storage does not have
 * @property {import("./store.js").Seen | null} [conflict] what another tab stored, while the player decides
 * @property {UndoStep[]} undo
 * @property {UndoStep[]} redo
 */
/**
 * A sheet to go back (or forward) to, with what the change was; `linked`: the change also changed other saves.
 * @typedef {{sheet: Sheet, title: string, linked?: boolean}} UndoStep
 */

/**
 * Start watching an opened sheet: remembers the save it builds on and listens for other tabs.
 * @param {SavingContext} ctx
 * @param {Envelope | null | undefined} envelope the save it was opened from
 */
export function track(ctx, envelope) {
  ctx.base = store.baseStamp(ctx.id);
  ctx.envelope = envelope || null; // the save this tab holds: the next one follows it
  ctx.unsaved = store.isPending(ctx.id); // this tab holds a version storage does not have
  const notice = h("div", { class: "sheet-notice", "data-testid": "sheet-notice" });
  ctx.notice = notice;
  ctx.screen.before(notice);
  const onStorage = (/** @type {StorageEvent} */ event) => {
    if (!ctx.screen.isConnected) return window.removeEventListener("storage", onStorage);
    if (event.key !== null && event.key !== store.charKey(ctx.id)) return;
    const seen = store.conflict(ctx.id, ctx.base ?? null);
    if (seen) showConflict(ctx, seen);
  };
  window.addEventListener("storage", onStorage);
}

/**
 * Remember `previous` (the sheet before a change, with what the change was) for undo; `linked`: the change
 * also changed other saves (a linked hero's deník), so it cannot be undone on this sheet alone.
 * @param {SavingContext} ctx
 * @param {Sheet} previous
 * @param {string} title
 * @param {{linked?: boolean}} [options]
 */
export function remember(ctx, previous, title, { linked = false } = {}) {
  ctx.undo.push({ sheet: previous, title, linked });
  if (ctx.undo.length > UNDO_LIMIT) ctx.undo.shift();
  ctx.redo.length = 0;
}

/** Pack the sheet in `ctx` as the save after the one it holds and store it, unless another tab got there first. */
export async function saveSheet(/** @type {SavingContext} */ ctx) {
  const packed = await ctx.app.call({ op: "pack", id: ctx.id, sheet: ctx.sheet, previous: ctx.envelope });
  if (!packed.ok) {
    ctx.app.notify(packed.error.message, "warn");
    return;
  }
  const envelope = packed.result.envelope;
  ctx.envelope = envelope;
  ctx.unsaved = true;
  if (ctx.conflict) {
    store.keepUnsaved(envelope);
    return;
  }
  const saved = store.saveCharacter(envelope, { expected: ctx.base });
  if (saved.ok) {
    ctx.base = store.stamp(envelope);
    ctx.unsaved = false;
  } else if (saved.conflict) {
    store.keepUnsaved(envelope);
    showConflict(ctx, saved.conflict);
  } else {
    ctx.app.notify(saved.message ?? "", "warn", exportAction(ctx.app, [ctx.id]));
  }
}

/**
 * A save this app cannot read or that a newer format wrote: never overwritten from here.
 * @type {(ctx: SavingContext, seen: import("./store.js").Seen) => boolean}
 */
const unreadable = (ctx, seen) => !seen.readable
  || (ctx.envelope !== null && ctx.envelope !== undefined && seen.format_version !== null
    && seen.format_version > ctx.envelope.format_version);

/** @param {SavingContext} ctx @param {import("./store.js").Seen} seen */
function describe(ctx, seen) {
  if (!seen.exists) return "Tuto postavu mezitím smazala jiná záložka.";
  if (unreadable(ctx, seen)) {
    return "Tuto postavu mezitím uložila jiná záložka ve verzi, kterou tato stránka neumí přečíst "
      + "(novější aplikace?).";
  }
  const when = formatDate(seen.saved_at);
  return `Tuto postavu mezitím uložila jiná záložka${when ? ` (${when})` : ""}.`;
}

/** Ask the player which version wins; nothing is written until they choose. */
export function showConflict(/** @type {SavingContext} */ ctx, /** @type {import("./store.js").Seen} */ seen) {
  ctx.conflict = seen;
  const kind = !seen.exists ? "deleted" : unreadable(ctx, seen) ? "unreadable" : "changed";
  /** @type {(testid: string, label: string, run: () => unknown, cls?: string) => HTMLButtonElement} */
  const button = (testid, label, run, cls = "secondary") => h("button",
    { type: "button", class: cls, "data-testid": testid, onclick: run }, label);
  const unsaved = ctx.unsaved;
  const panel = { class: "panel error-panel", role: "alertdialog", "aria-labelledby": "conflict-title",
    "data-testid": "conflict", "data-kind": kind };
  replace(/** @type {HTMLElement} */ (ctx.notice), h("section", panel, // track() made it
    h("h2", { id: "conflict-title" }, "Postavu upravuje i jiná záložka"),
    h("p", {}, describe(ctx, seen)),
    h("p", {},
      unsaved ? "Změny z této záložky jsou zatím uložené jen stranou. Vyber, co s nimi."
        : "Vyber, kterou verzi chceš mít."),
    h("div", { class: "row wrap" },
      kind === "deleted" ? null : button("conflict-load", "Načíst uloženou verzi (tuto zahodit)",
        () => loadStored(ctx)),
      kind === "unreadable" ? null : button("conflict-overwrite",
        kind === "deleted" ? "Uložit znovu tuto verzi" : "Přepsat uloženou verzi touto", () => overwrite(ctx),
        "primary"),
      button("conflict-copy", "Uložit tuto verzi jako kopii", () => saveCopy(ctx)),
      kind === "deleted" ? button("conflict-discard", "Zahodit tuto verzi", () => discard(ctx)) : null)));
  announce(describe(ctx, seen));
}

/** @param {SavingContext} ctx */
function resolved(ctx) {
  ctx.conflict = null;
  store.dropUnsaved(ctx.id);
  replace(/** @type {HTMLElement} */ (ctx.notice)); // track() made it
}

/** @param {SavingContext} ctx */
function loadStored(ctx) {
  resolved(ctx);
  ctx.app.show("sheet", ctx.id);
}

/** @param {SavingContext} ctx */
function discard(ctx) {
  resolved(ctx);
  ctx.app.show("characters");
}

/** @param {SavingContext} ctx */
async function overwrite(ctx) {
  const raw = store.storedRaw(store.charKey(ctx.id));
  const packed = await ctx.app.call({ op: "pack", id: ctx.id, sheet: ctx.sheet, previous: ctx.envelope,
    replaces: raw });
  if (!packed.ok) return ctx.app.notify(packed.error.message, "warn");
  const { envelope, replaced } = packed.result;
  if (replaced && !replaced.readable) { // the stored save is kept, untouched, before anything replaces it
    const kept = store.keepForRecovery(ctx.id, raw, { name: ctx.sheet.name, reason: replaced.message });
    const refused = `Uloženou verzi se nepodařilo uschovat, proto ji nepřepisuji. ${kept.message}`;
    if (!kept.ok) return ctx.app.notify(refused, "warn");
  }
  ctx.envelope = envelope;
  const seen = store.inspect(raw);
  const saved = store.saveCharacter(envelope, { expected: seen.exists ? store.stamp(seen) : null });
  if (saved.conflict) return showConflict(ctx, saved.conflict); // yet another save came in meanwhile
  if (!saved.ok) return ctx.app.notify(saved.message, "warn", exportAction(ctx.app, [ctx.id]));
  ctx.base = store.stamp(envelope);
  ctx.unsaved = false;
  resolved(ctx);
  announce("Uloženo: tato verze přepsala tu z jiné záložky.");
}

/** @param {SavingContext} ctx */
async function saveCopy(ctx) {
  const id = store.newId();
  const packed = await ctx.app.call({ op: "pack", id, sheet: { ...ctx.sheet, name: copyName(ctx.sheet.name) } });
  if (!packed.ok) return ctx.app.notify(packed.error.message, "warn");
  const saved = store.saveCharacter(packed.result.envelope, { expected: null });
  if (!saved.ok && !saved.conflict) ctx.app.notify(saved.message, "warn", exportAction(ctx.app, [id]));
  resolved(ctx);
  ctx.app.show("sheet", id);
}

/**
 * Re-render the character list when another tab adds, renames or removes a character.
 * @param {Element} element
 * @param {() => void} refresh
 */
export function watchList(element, refresh) {
  const onStorage = (/** @type {StorageEvent} */ event) => {
    if (!element.isConnected) return window.removeEventListener("storage", onStorage);
    if (event.key === null || event.key.startsWith(store.PREFIX)) refresh();
  };
  window.addEventListener("storage", onStorage);
}
