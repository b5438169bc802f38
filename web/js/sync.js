// Saving an open sheet, and two tabs editing one character.
//
// Every save envelope carries a revision (a counter made by Python's `pack`). A tab remembers the revision
// it last read or wrote (`ctx.base`) and saves only when localStorage still holds exactly that one. When
// another tab saved, deleted or rewrote the character meanwhile — noticed at once through the `storage`
// event, or at the latest when this tab tries to save — the player chooses: load the stored version,
// overwrite it with this tab's version, or keep this tab's version as a copy. Until then this tab's newest
// version is kept under `druzina:unsaved:<id>` (listed on the character screen), so closing the tab loses
// nothing either.
import { h, replace, announce, formatDate } from "./dom.js";
import * as store from "./store.js";
import { exportAction, copyName } from "./transfer.js";

const UNDO_LIMIT = 100;

/** Start watching an opened sheet: remembers its revisions and listens for other tabs. */
export function track(ctx, envelope) {
  ctx.base = store.baseRevision(ctx.id);
  ctx.revision = envelope ? envelope.revision : ctx.base ?? 0;
  ctx.notice = h("div", { class: "sheet-notice", "data-testid": "sheet-notice" });
  ctx.screen.before(ctx.notice);
  const onStorage = (event) => {
    if (!ctx.screen.isConnected) return window.removeEventListener("storage", onStorage);
    if (event.key !== null && event.key !== store.charKey(ctx.id)) return;
    const seen = store.inspect(event.key === null ? null : event.newValue);
    if (seen.exists && seen.readable && seen.revision === ctx.base) return;
    showConflict(ctx, seen);
  };
  window.addEventListener("storage", onStorage);
}

/** Remember `previous` (the sheet before a change, with what the change was) for undo; `linked`: the change
 * also changed other saves (a linked hero's deník), so it cannot be undone on this sheet alone. */
export function remember(ctx, previous, title, { linked = false } = {}) {
  ctx.undo.push({ sheet: previous, title, linked });
  if (ctx.undo.length > UNDO_LIMIT) ctx.undo.shift();
  ctx.redo.length = 0;
}

/** Pack the sheet in `ctx` with the next revision and save it, unless another tab got there first. */
export async function saveSheet(ctx) {
  const revision = Math.max(ctx.revision, ctx.base ?? 0) + 1;
  const packed = await ctx.app.call({ op: "pack", id: ctx.id, sheet: ctx.sheet, revision });
  if (!packed.ok) {
    ctx.app.notify(packed.error.message, "warn");
    return;
  }
  ctx.revision = revision;
  const envelope = packed.result.envelope;
  if (ctx.conflict) {
    store.keepUnsaved(envelope);
    return;
  }
  const saved = store.saveCharacter(envelope, { expected: ctx.base });
  if (saved.ok) {
    ctx.base = revision;
  } else if (saved.conflict) {
    store.keepUnsaved(envelope);
    showConflict(ctx, saved.conflict);
  } else {
    ctx.app.notify(saved.message, "warn", exportAction(ctx.app, [ctx.id]));
  }
}

function describe(seen) {
  if (!seen.exists) return "Tuto postavu mezitím smazala jiná záložka.";
  if (!seen.readable) return "Tuto postavu mezitím uložila jiná záložka ve verzi, kterou tato stránka neumí přečíst (novější aplikace?).";
  const when = formatDate(seen.saved_at);
  return `Tuto postavu mezitím uložila jiná záložka${when ? ` (${when})` : ""}.`;
}

/** Ask the player which version wins; nothing is written until they choose. */
export function showConflict(ctx, seen) {
  ctx.conflict = seen;
  const kind = !seen.exists ? "deleted" : seen.readable ? "changed" : "unreadable";
  const button = (testid, label, run, cls = "secondary") => h("button", { type: "button", class: cls, "data-testid": testid, onclick: run }, label);
  const unsaved = ctx.revision !== ctx.base;
  replace(ctx.notice, h("section", { class: "panel error-panel", role: "alertdialog", "aria-labelledby": "conflict-title", "data-testid": "conflict", "data-kind": kind },
    h("h2", { id: "conflict-title" }, "Postavu upravuje i jiná záložka"),
    h("p", {}, describe(seen)),
    h("p", {}, unsaved ? "Změny z této záložky jsou zatím uložené jen stranou. Vyber, co s nimi." : "Vyber, kterou verzi chceš mít."),
    h("div", { class: "row wrap" },
      kind === "deleted" ? null : button("conflict-load", "Načíst uloženou verzi (tuto zahodit)", () => loadStored(ctx)),
      kind === "unreadable" ? null : button("conflict-overwrite", kind === "deleted" ? "Uložit znovu tuto verzi" : "Přepsat uloženou verzi touto", () => overwrite(ctx), "primary"),
      button("conflict-copy", "Uložit tuto verzi jako kopii", () => saveCopy(ctx)),
      kind === "deleted" ? button("conflict-discard", "Zahodit tuto verzi", () => discard(ctx)) : null)));
  announce(describe(seen));
}

function resolved(ctx) {
  ctx.conflict = null;
  store.dropUnsaved(ctx.id);
  replace(ctx.notice);
}

function loadStored(ctx) {
  resolved(ctx);
  ctx.app.show("sheet", ctx.id);
}

function discard(ctx) {
  resolved(ctx);
  ctx.app.show("characters");
}

async function overwrite(ctx) {
  const stored = store.inspect(store.storedRaw(store.charKey(ctx.id)));
  const revision = Math.max(ctx.revision, stored.revision) + 1;
  const packed = await ctx.app.call({ op: "pack", id: ctx.id, sheet: ctx.sheet, revision });
  if (!packed.ok) return ctx.app.notify(packed.error.message, "warn");
  const saved = store.saveCharacter(packed.result.envelope);
  ctx.revision = revision;
  if (!saved.ok) return ctx.app.notify(saved.message, "warn", exportAction(ctx.app, [ctx.id]));
  ctx.base = revision;
  resolved(ctx);
  announce("Uloženo: tato verze přepsala tu z jiné záložky.");
}

async function saveCopy(ctx) {
  const id = store.newId();
  const packed = await ctx.app.call({ op: "pack", id, sheet: { ...ctx.sheet, name: copyName(ctx.sheet.name) }, revision: 1 });
  if (!packed.ok) return ctx.app.notify(packed.error.message, "warn");
  const saved = store.saveCharacter(packed.result.envelope, { expected: null });
  if (!saved.ok && !saved.conflict) ctx.app.notify(saved.message, "warn", exportAction(ctx.app, [id]));
  resolved(ctx);
  ctx.app.show("sheet", id);
}

/** Re-render the character list when another tab adds, renames or removes a character. */
export function watchList(element, refresh) {
  const onStorage = (event) => {
    if (!element.isConnected) return window.removeEventListener("storage", onStorage);
    if (event.key === null || event.key.startsWith(store.PREFIX)) refresh();
  };
  window.addEventListener("storage", onStorage);
}
