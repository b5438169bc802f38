// Boards that work with other saves (issue 4): a DrD2 conflict whose heroes pay from their own deník. The
// engine says which saves a board links (`links: {system, ids}` in every presented sheet); the shell loads
// those saves, sends their sheets with view, edit and act (`linked`, plus a `roster` of the saves of that
// game to choose from), and after an act saves the changed ones — revision-checked like any save — and
// notes the change in each character's own log. Nothing here knows a game's rules or fields.
import * as store from "./store.js";
import { exportAction } from "./transfer.js";

/**
 * The saves a board links, as sent with a command, and what each act builds on.
 * @typedef {{linked: Record<string, Sheet>, roster: Record<string, string>,
 *   revisions: Record<string, {expected: import("./store.js").Stamp, previous: string, name: string}>}} LinkedPayload
 */

/**
 * What to send for the board in `ctx`: {linked: {id: sheet}, roster: {id: name}} and, per loaded save, what
 * the act builds on (`revisions`: the save text, the stored save's stamp, the name). A save that is missing or
 * unreadable is simply not sent: the engine shows that participant as unlinked and refuses to pay from it.
 * @param {{links: LinkSpec | null}} ctx
 * @param {LinkSpec | null} [links]
 * @returns {LinkedPayload | null}
 */
export function linkedPayload(ctx, links = ctx.links) {
  if (!links) return null;
  /** @type {LinkedPayload["roster"]} */
  const roster = {};
  const saves = store.listCharacters().filter((c) => c.system === links.system).slice(0, 1000);
  for (const save of saves) roster[save.id] = String(save.name).slice(0, 80);
  /** @type {LinkedPayload["linked"]} */
  const linked = {};
  /** @type {LinkedPayload["revisions"]} */
  const revisions = {};
  for (const id of links.ids) {
    const raw = store.readCharacterRaw(id);
    const seen = store.inspect(raw);
    if (raw === null || !seen.readable || seen.system !== links.system) continue;
    linked[id] = JSON.parse(raw).sheet;
    revisions[id] = { expected: store.baseStamp(id), previous: raw, name: seen.name };
  }
  return { linked, roster, revisions };
}

/**
 * `cmd` with the linked saves of the board in `ctx` (unchanged for a sheet that links none).
 * @template {Command} C
 * @param {{links: LinkSpec | null}} ctx
 * @param {C} cmd
 * @param {LinkedPayload | null} [payload]
 * @returns {C}
 */
export function withLinks(ctx, cmd, payload = linkedPayload(ctx)) {
  return payload ? { ...cmd, linked: payload.linked, roster: payload.roster } : cmd;
}

/**
 * The presented sheet with its linked saves: when the reply names other saves than the command sent (a
 * participant was linked or unlinked), the view is asked for again with those saves loaded.
 * @template {Presented} P
 * @param {{app: App, links: LinkSpec | null}} ctx
 * @param {P} presented
 * @param {string[]} [sentIds]
 * @returns {Promise<P | Presented>}
 */
export async function relink(ctx, presented, sentIds = []) {
  if (!presented.links) return presented;
  const wanted = presented.links.ids;
  if (wanted.length === sentIds.length && wanted.every((id) => sentIds.includes(id))) return presented;
  const reply = await ctx.app.call(withLinks(ctx, { op: "view", sheet: presented.sheet },
    linkedPayload(ctx, presented.links)));
  return reply.ok ? reply.result : presented;
}

/**
 * Save the linked sheets an act changed (`reply.linked`), all or none: each is packed as the save after the
 * one the act was computed from, then — in one synchronous step — every stored save (and the board) is
 * checked to be the one the act was computed from (store.conflict, as for any save), and only then written.
 * Returns {ok: true} or {ok: false, message} (nothing saved).
 * @param {import("./sync.js").SavingContext} ctx the board
 * @param {Record<string, LinkedChange> | undefined} changed
 * @param {LinkedPayload | null} payload what the act was sent (null: the board links no saves)
 * @returns {Promise<{ok: true} | {ok: false, message: string}>}
 */
export async function saveLinked(ctx, changed, payload) {
  const entries = Object.entries(changed || {});
  if (!entries.length) return { ok: true };
  const packed = [];
  for (const [id, change] of entries) {
    const info = payload && payload.revisions[id];
    if (!info) return { ok: false, message: "Akce změnila deník, který aplikace neposlala; nic se neuložilo." };
    const reply = await ctx.app.call({ op: "pack", id, sheet: change.sheet, previous: info.previous });
    if (!reply.ok) return { ok: false, message: reply.error.message };
    packed.push({ id, envelope: reply.result.envelope, info, change });
  }
  // From here on nothing awaits: no other tab can save in between the checks and the writes.
  if (ctx.conflict || (ctx.base !== null && ctx.base !== undefined && store.conflict(ctx.id, ctx.base))) {
    return { ok: false,
      message: "Tuto tabuli mezitím změnila jiná záložka; akce se neprovedla a nic se neuložilo. "
        + "Načti tabuli znovu." };
  }
  for (const { id, info } of packed) {
    const stored = store.conflict(id, info.expected);
    if (!stored) continue;
    const name = info.name || id;
    const message = stored.exists
      ? `Deník postavy „${name}“ mezitím změnila jiná záložka; akce se neprovedla a nic se neuložilo. Proveď ji znovu.`
      : `Postavu „${name}“ mezitím smazala jiná záložka; akce se neprovedla a nic se neuložilo.`;
    return { ok: false, message };
  }
  for (const { id, envelope, info, change } of packed) {
    const saved = store.saveCharacter(envelope, { expected: info.expected });
    const failed = `${info.name || id}: ${saved.message}`;
    if (!saved.ok && saved.message) ctx.app.notify(failed, "warn", exportAction(ctx.app, [id]));
    store.appendLog(id, { ...change.log, character: envelope.sheet.name, system: envelope.system });
  }
  return { ok: true };
}

/**
 * Redraw the board in `ctx` (through `redraw(presented)`) when another tab saves one of its linked saves.
 * @param {SheetContext} ctx
 * @param {(presented: Presented) => void} redraw
 */
export function watchLinked(ctx, redraw) {
  const onStorage = async (/** @type {StorageEvent} */ event) => {
    if (!ctx.screen.isConnected) return window.removeEventListener("storage", onStorage);
    if (!ctx.links || (event.key !== null && !ctx.links.ids.some((id) => event.key === store.charKey(id)))) return;
    const reply = await ctx.app.call(withLinks(ctx, { op: "view", sheet: ctx.sheet }));
    if (reply.ok) redraw(reply.result);
  };
  window.addEventListener("storage", onStorage);
}
