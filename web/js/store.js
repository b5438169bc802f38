// localStorage: one envelope per character (JSON produced by Python), an index for fast listing, each
// character's log (rolls, actions and edits), the dice history, the player's preferences, untouched
// recovery copies of saves that could not be read, and the fault log (the engine's own bugs, by ref).
//
// Nothing is lost when the browser refuses a write (quota, private mode, storage disabled): the previous
// save stays as it was, the new value is kept in this tab's memory (read back from there and retried on the
// next save), and the caller gets a Czech message to show with an offer to export.
//
// Logs are bounded so the quota is never reached by surprise: each character keeps its newest LOG_KEEP
// entries in full and folds older ones into one summary entry (how many rolls, actions and edits, from when
// to when); when Družina's data pass LOG_BUDGET of the quota, every log is cut further, evenly, to fit.
// Characters themselves are never compacted.
//
// Nothing stored is ever read as something else: a value that is no valid JSON (a log, the index, the
// recovery index, the preferences…) is moved to a recovery copy, untouched, and the player is told; while
// that copy cannot be made, nothing writes over the value. Every failed write is reported (see setReporter).
// The envelope's format and revision belong to Python (py_rules/storage.py); this module only compares what a
// tab built on with what storage holds (`conflict`), the one check every save goes through.

/**
 * What localStorage says about a save without the engine (see inspect).
 * @typedef {{exists: boolean, readable: boolean, format_version: number | null, revision: number,
 *   saved_at: string, name: string, system: string}} Seen
 * A save as a tab last read or wrote it: its format version and revision (null: there was none).
 * @typedef {{format_version: number | null, revision: number} | null} Stamp
 * A write: ok, or why not (`reason` quota | disabled | failed | corrupt) with a Czech `message`.
 * @typedef {{ok: true, reason?: undefined, message?: undefined} | {ok: false, reason: string, message: string}}
 *   WriteResult
 * A save: a write, or refused as a `conflict` with what storage holds (nothing written).
 * @typedef {(WriteResult & {conflict?: undefined})
 *   | {ok: false, conflict: Seen, reason?: undefined, message?: undefined}} SaveResult
 * A character in the list: the index's entry; `pending`: this tab holds a version storage does not have.
 * @typedef {{id: string, name: string, system: string, saved_at: string}} IndexEntry
 * @typedef {IndexEntry & {pending: boolean}} Listed
 * A recovery copy (listRecovery).
 * @typedef {{key: string, id: string, name: string, reason: string, at: string}} RecoveryEntry
 * A fault the player met, by the ref they were shown (engine.js's "fault" event).
 * @typedef {{at: string, op?: string} & EngineFault} FaultEntry
 * The player's preferences (any key; these are the ones the shell uses).
 * @typedef {{sections?: Record<string, Record<string, boolean>>, lastExport?: string,
 *   exportReminderDismissed?: boolean, [key: string]: unknown}} Prefs
 */

export const PREFIX = "druzina:";
const INDEX = PREFIX + "index";
const RECOVERY_INDEX = PREFIX + "recovery-index";
const PREFS = PREFIX + "prefs";
const FAULTS = PREFIX + "faults";
const FAULT_KEEP = 20;
export const charKey = (/** @type {string} */ id) => `${PREFIX}char:${id}`;
const logKey = (/** @type {string} */ id) => `${PREFIX}log:${id}`;
const unsavedKey = (/** @type {string} */ id) => `${PREFIX}unsaved:${id}`;
export const LOG_KEEP = 200;
const LOG_SLACK = 50; // compact only once a log has grown this much past LOG_KEEP
export const QUOTA_CHARS = 5_000_000; // localStorage holds about 5 million UTF-16 characters per site
const LOG_BUDGET = 0.6; // of QUOTA_CHARS: above it, logs are cut to fit LOG_TARGET
const LOG_TARGET = 0.35;
const MIN_KEEP = 10;
const BUDGET_EVERY = 25; // appends between two checks of the total size
const RECOVERY_PREFIX = PREFIX + "recovery:";

const MESSAGES = {
  disabled: "Prohlížeč nedovoluje ukládat data (soukromý režim nebo zakázané úložiště). "
    + "Postavy držím jen v této záložce — exportuj je do souboru.",
  quota: "Úložiště prohlížeče je plné; změna se neuložila a předchozí uložení zůstalo. "
    + "Změny držím v této záložce — exportuj postavu do souboru.",
  failed: (/** @type {string} */ name) => `Uložení selhalo (${name}); předchozí uložení zůstalo. `
    + "Změny držím v této záložce — exportuj postavu do souboru.",
};

/** @type {Map<string, string>} */
const memory = new Map(); // key → text the browser refused to store; read back first, retried on the next save
/** @type {Map<string, Stamp>} character key in memory → the stored save that copy builds on */
const pendingBase = new Map();
/** @type {Map<string, string>} */
const held = new Map(); // key of a corrupt value not yet copied to recovery → why nothing may write over it
let appendsSinceCheck = BUDGET_EVERY;

/** @type {((text: string) => void) | null} */
let reporter = null;
/** @type {string[]} */
const untold = [];
/** Where the store tells the player about a problem (the app's banner); messages before it is set wait. */
export function setReporter(/** @type {(text: string) => void} */ report) {
  reporter = report;
  for (const text of untold.splice(0)) report(text);
}
function tell(/** @type {string} */ text) {
  if (reporter) reporter(text);
  else untold.push(text);
}

function local() {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): the app keeps working in memory
  }
}

/** What localStorage itself holds under `key` (never this tab's unsaved copy). @param {string} key */
export function storedRaw(key) {
  const s = local();
  try {
    return s ? s.getItem(key) : null;
  } catch (error) { // told: what this tab cannot read it treats as absent, and says so
    tell(`Prohlížeč odmítl přečíst uložená data (${error instanceof Error ? error.name : String(error)}).`);
    return null;
  }
}

/** @type {(key: string) => string | null} */
const get = (key) => memory.get(key) ?? storedRaw(key);

// What a corrupt value was, for the player: the key's kind (after "druzina:") → Czech name.
/** @type {Record<string, string>} */
const KIND_NAMES = { index: "seznam postav", "recovery-index": "seznam Záchrany dat", prefs: "nastavení",
  dice: "záznam hodů kostkami", systems: "seznam her", log: "záznam hodů a změn postavy",
  faults: "záznam chyb aplikace" };
/** "druzina:log:x" or a recovery copy's id "log-x" → what it is, in Czech. */
const kindName = (/** @type {string} */ key) => {
  const rest = key.startsWith(PREFIX) ? key.slice(PREFIX.length).replaceAll(":", "-") : key;
  const kind = Object.keys(KIND_NAMES).find((k) => rest === k || rest.startsWith(k + "-"));
  return kind ? KIND_NAMES[kind] : rest;
};

/**
 * The JSON value under `key`, or `fallback` when there is none. A value that is no valid JSON is moved to a
 * recovery copy (untouched) and the player told; `fallback` is returned once it is safe there. While the copy
 * cannot be made, the value stays where it is, `write` refuses to replace it, and `fallback` only stands in
 * for it in this tab. What it holds is whatever was stored: the caller checks its shape.
 * @template F
 * @param {string} key
 * @param {F} fallback
 * @returns {unknown}
 */
function readJSON(key, fallback) {
  const raw = get(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw);
  } catch {
    quarantine(key, raw);
    return fallback;
  }
}

/**
 * The value stored under `key` if it `fits` the shape this app writes there (`fallback` when there is none). A
 * value that is valid JSON of another shape is not what this app wrote, so it is corrupt like unreadable JSON:
 * moved to recovery, never overwritten by a new value.
 * @template T
 * @param {string} key
 * @param {T} fallback
 * @param {(value: unknown) => boolean} fits
 * @returns {T}
 */
function readShaped(key, fallback, fits) {
  const value = readJSON(key, fallback);
  if (fits(value)) return /** @type {T} */ (value);
  const raw = get(key);
  if (raw !== null) quarantine(key, raw);
  return fallback;
}

/** The list stored under `key` ([] when there is none). @param {string} key @returns {any[]} */
const readList = (key) => readShaped(key, /** @type {any[]} */ ([]), Array.isArray);

/** The object stored under `key` ({} when there is none). @param {string} key @returns {Record<string, unknown>} */
const readObject = (key) => readShaped(key, /** @type {Record<string, unknown>} */ ({}),
  (value) => Boolean(value) && typeof value === "object" && !Array.isArray(value));

/** @param {string} key @param {string} raw */
function quarantine(key, raw) {
  if (held.has(key)) return;
  const what = kindName(key);
  // the sentence agrees with the name: «Uložené nastavení bylo poškozené», «Uložený záznam … byl poškozený»
  const [stored, was, damaged] = what === KIND_NAMES.prefs ? ["Uložené", "bylo", "poškozené"]
    : ["Uložený", "byl", "poškozený"];
  const copy = setItem(`${RECOVERY_PREFIX}${key.slice(PREFIX.length).replaceAll(":", "-")}:${Date.now()}`, raw);
  if (copy.ok && removeKey(key)) {
    tell(`${stored} ${what} ${was} ${damaged}; jeho původní obsah je beze změny v Záchraně dat `
      + "(obrazovka Postavy).");
    return;
  }
  held.set(key, `${stored} ${what} je ${damaged} a jeho kopii se nepodařilo uschovat, proto ho nepřepisuji.`);
  tell(`${held.get(key)} ${copy.ok ? "" : copy.message}`.trim());
}

function storageKeys() {
  const s = local();
  const keys = new Set(memory.keys());
  if (!s) return [...keys];
  try {
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key !== null) keys.add(key);
    }
  } catch (error) { // a browser that refuses to enumerate: memory keys only, and the player is told
    tell(`Prohlížeč odmítl vypsat uložená data (${error instanceof Error ? error.name : String(error)}).`);
  }
  return [...keys].filter((key) => key.startsWith(PREFIX));
}

/** Whether a refused write was for want of space (each browser's way of saying so). @param {unknown} error */
const isQuota = (error) => {
  const { name, code } = /** @type {{name?: unknown, code?: unknown}} */ (Object(error));
  return Boolean(error) && (name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22);
};

/** @param {string} key @param {string} text @returns {WriteResult} */
function setItem(key, text) {
  const s = local();
  if (!s) return { ok: false, reason: "disabled", message: MESSAGES.disabled };
  try {
    s.setItem(key, text);
    return { ok: true };
  } catch (error) {
    if (isQuota(error)) return { ok: false, reason: "quota", message: MESSAGES.quota };
    return { ok: false, reason: "failed",
      message: MESSAGES.failed(error instanceof Error ? error.name : String(error)) };
  }
}

/**
 * Write a value; returns {ok: true} or {ok: false, reason, message}. On a quota error the logs are compacted
 * and the write tried once more. A refused value stays in this tab's memory, so nothing is lost. A corrupt
 * value that could not be copied to recovery is never written over.
 * @returns {WriteResult}
 */
export function write(/** @type {string} */ key, /** @type {unknown} */ value) {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const corrupt = held.get(key);
  if (corrupt !== undefined) { // kept in this tab only; the corrupt value stays as it is
    memory.set(key, text);
    return { ok: false, reason: "corrupt", message: corrupt };
  }
  let result = setItem(key, text);
  if (!result.ok && result.reason === "quota" && compactLogs(usage().logs / 2)) result = setItem(key, text);
  if (result.ok) memory.delete(key);
  else memory.set(key, text);
  return result;
}

/** Write a value the player does not wait for (index, preferences, logs); a failure is told, not thrown. */
function writeTold(/** @type {string} */ key, /** @type {unknown} */ value) {
  const result = write(key, value);
  if (!result.ok) tell(result.message ?? "");
  return result;
}

/** Remove a key; false (and the player told) when the browser refused. */
function removeKey(/** @type {string} */ key) {
  memory.delete(key);
  const s = local();
  try {
    if (s) s.removeItem(key);
    return true;
  } catch (error) {
    tell(`Prohlížeč odmítl smazat uložená data (${error instanceof Error ? error.name : String(error)}).`);
    return false;
  }
}

/**
 * Try again the writes this tab holds in memory (after space was freed or storage came back). A character
 * is retried here only if localStorage has none under its id; otherwise its own sheet saves it, checking
 * that no other tab saved it meanwhile.
 */
export function retryPending() {
  for (const [key, text] of memory) {
    if (held.has(key) || (key.startsWith(PREFIX + "char:") && storedRaw(key) !== null)) continue;
    if (setItem(key, text).ok) {
      memory.delete(key);
      pendingBase.delete(key);
    }
  }
}

// --- characters -------------------------------------------------------------------------------------

/**
 * What a save text says about itself without the engine. `readable`: it looks like a save of Družina (whether
 * this app can read its format version only Python says); `revision` 0 when it has none (a version 1 save).
 * @param {string | null | undefined} raw
 * @returns {Seen}
 */
export function inspect(raw) {
  const none = { exists: raw !== null && raw !== undefined, readable: false, format_version: null, revision: 0,
    saved_at: "", name: "", system: "" };
  if (raw === null || raw === undefined) return none;
  let env;
  try {
    env = JSON.parse(raw);
  } catch {
    return none;
  }
  if (!env || typeof env !== "object") return none;
  const readable = env.format === "druzina.character" && Number.isInteger(env.format_version)
    && Boolean(env.sheet) && typeof env.sheet === "object";
  return { exists: true, readable, format_version: Number.isInteger(env.format_version) ? env.format_version : null,
    revision: Number.isInteger(env.revision) ? env.revision : 0, saved_at: String(env.saved_at ?? ""),
    name: typeof env.sheet?.name === "string" ? env.sheet.name : "", system: String(env.system ?? "") };
}

/** The stamp of a save (inspected, or an envelope from Python): what a tab compares to know storage is unchanged. */
export const stamp = (/** @type {Seen | Envelope} */ save) => ({ format_version: save.format_version,
  revision: save.revision });

/**
 * The one conflict check of every save (the sheet's and a board's linked saves): what localStorage holds
 * under `id` when it is not the save `expected` (the stamp this tab built on; null: nothing stored), else
 * null. Without storage (disabled) a tab works alone in memory: no conflict.
 * @param {string} id
 * @param {Stamp} expected
 * @returns {Seen | null}
 */
export function conflict(id, expected) {
  const stored = inspect(storedRaw(charKey(id)));
  if (expected === null) return stored.exists ? stored : null;
  if (local() === null) return null;
  const same = stored.exists && stored.readable && stored.format_version === expected.format_version
    && stored.revision === expected.revision;
  return same ? null : stored;
}

/** @param {string} id @param {string | null} raw @returns {IndexEntry} */
function summaryOf(id, raw) {
  const seen = inspect(raw);
  return { id, name: seen.name || id, system: seen.system, saved_at: seen.saved_at };
}

function rebuildIndex() {
  const prefix = PREFIX + "char:";
  return storageKeys().filter((key) => key.startsWith(prefix)).map((key) => summaryOf(key.slice(prefix.length),
    get(key)));
}

/**
 * Summaries {id, name, system, saved_at, pending} of every saved character, newest first.
 * @returns {Listed[]}
 */
export function listCharacters() {
  const stored = readJSON(INDEX, null);
  /** @type {Partial<IndexEntry>[]} entries of a stored index may lack anything */
  const index = Array.isArray(stored) ? stored : rebuildIndex();
  return /** @type {IndexEntry[]} */ (index)
    .filter((entry) => entry && typeof entry.id === "string" && get(charKey(entry.id)) !== null)
    .map((entry) => ({ ...entry, name: String(entry.name ?? entry.id), pending: memory.has(charKey(entry.id)) }))
    .sort((a, b) => String(b.saved_at).localeCompare(String(a.saved_at)));
}

/** Whether this tab holds a version of the character that the browser refused to store. */
export const isPending = (/** @type {string} */ id) => memory.has(charKey(id));

/** The save text of a character: this tab's unsaved copy if it has one, else what localStorage holds. */
export const readCharacterRaw = (/** @type {string} */ id) => get(charKey(id));

/** @param {Envelope} envelope */
function writeIndex(envelope) {
  const index = listCharacters().filter((entry) => entry.id !== envelope.id).map(({ pending, ...entry }) => entry);
  index.unshift({ id: envelope.id, name: envelope.sheet.name, system: envelope.system, saved_at: envelope.saved_at });
  // the index only speeds up listing: one that cannot be written is removed and rebuilt from the saves
  if (!write(INDEX, index).ok && !held.has(INDEX)) removeKey(INDEX);
}

/**
 * Save an envelope (from Python's `pack`) and update the index. With `expected` (the stamp of the save this
 * tab last read or wrote; null when it never reached storage) the save is refused as a conflict when
 * localStorage holds anything else (see `conflict`): another tab saved, deleted or rewrote it meanwhile.
 * @param {Envelope} envelope
 * @param {{expected?: Stamp}} [options] without `expected`, whatever is stored is replaced
 * @returns {SaveResult}
 */
export function saveCharacter(envelope, options = {}) {
  const { expected } = options;
  const key = charKey(envelope.id);
  const stored = inspect(storedRaw(key));
  if (expected !== undefined) {
    const clash = conflict(envelope.id, expected);
    if (clash) return { ok: false, conflict: clash };
  }
  const result = write(key, envelope);
  writeIndex(envelope);
  if (result.ok) {
    pendingBase.delete(key);
    retryPending();
  } else {
    pendingBase.set(key, expected !== undefined ? expected : stored.exists ? stamp(stored) : null);
  }
  return result;
}

/**
 * The save a tab opening this character builds on: the stamp of what localStorage holds, or, when this tab
 * keeps an unsaved copy in memory, of the stored save that copy was made from (null when none was stored).
 * @returns {Stamp}
 */
export function baseStamp(/** @type {string} */ id) {
  const key = charKey(id);
  if (memory.has(key) && pendingBase.has(key)) return pendingBase.get(key) ?? null;
  const stored = inspect(storedRaw(key));
  return stored.exists ? stamp(stored) : null;
}

export function removeCharacter(/** @type {string} */ id) {
  pendingBase.delete(charKey(id));
  removeKey(charKey(id));
  removeKey(logKey(id));
  writeTold(INDEX, listCharacters().filter((entry) => entry.id !== id).map(({ pending, ...entry }) => entry));
}

// --- recovery copies of unreadable saves --------------------------------------------------------------

/**
 * Every recovery copy: each key under "druzina:recovery:", described by the recovery index where it has an
 * entry (a copy the index does not know, e.g. of a corrupt value, is listed by its key).
 * @returns {{key: string, id: string, name: string, reason: string, at: string}[]}
 */
export function listRecovery() {
  /** @type {Map<string, Partial<RecoveryEntry>>} */
  const known = new Map(readList(RECOVERY_INDEX).filter((e) => e && typeof e.key === "string")
    .map((e) => [e.key, e]));
  return storageKeys().filter((key) => key.startsWith(RECOVERY_PREFIX)).sort().map((key) => {
    const id = key.slice(RECOVERY_PREFIX.length).split(":")[0];
    const stamped = Number(key.slice(key.lastIndexOf(":") + 1).replace(/-+$/, ""));
    const at = Number.isFinite(stamped) ? new Date(stamped).toISOString() : "";
    return { key, id, name: id, reason: `Poškozená data (${kindName(id)}).`, at,
      ...known.get(key) };
  });
}

/**
 * Keep an unreadable save untouched under a recovery key, once: the same text already kept is not copied
 * again, and a kept copy is never overwritten. `ok` only when the copy is stored (not just in this tab).
 * @param {string} id
 * @param {string | null | undefined} raw
 * @param {{name?: string, reason?: string}} [about]
 * @returns {{ok: boolean, key: string, message?: string}}
 */
export function keepForRecovery(id, raw, { name = "", reason = "" } = {}) {
  const text = raw ?? "";
  const known = listRecovery();
  const same = known.find((entry) => entry.id === id && storedRaw(entry.key) === text);
  if (same) return { ok: true, key: same.key };
  let key = `${RECOVERY_PREFIX}${id}:${Date.now()}`;
  while (get(key) !== null) key += "-";
  const result = write(key, text);
  const entry = { key, id, name: String(name || id).slice(0, 80), reason: String(reason).slice(0, 500),
    at: new Date().toISOString() };
  // the copy itself is what matters; without its index entry it is still listed (by its id)
  writeTold(RECOVERY_INDEX, [...known, entry]);
  return { ...result, key };
}

/** The text kept under a recovery key (or a version kept aside, see listUnsaved). */
export const readRecovery = (/** @type {string} */ key) => get(key);

export function discardRecovery(/** @type {string} */ key) {
  if (removeKey(key)) writeTold(RECOVERY_INDEX, listRecovery().filter((entry) => entry.key !== key));
}

// --- a tab's own version that another tab's save kept from being written (see sync.js) ---------------

/** Keep this tab's version aside during a conflict; a refusal is told (the version stays in this tab). */
export const keepUnsaved = (/** @type {Envelope} */ envelope) => writeTold(unsavedKey(envelope.id), envelope);
/** Forget this tab's unsaved versions of a character: the one kept aside and any copy held in memory. */
export function dropUnsaved(/** @type {string} */ id) {
  removeKey(unsavedKey(id));
  memory.delete(charKey(id));
  pendingBase.delete(charKey(id));
}

/** Versions kept aside during a conflict between tabs: [{key, id, name, saved_at}]. */
export function listUnsaved() {
  const prefix = PREFIX + "unsaved:";
  return storageKeys().filter((key) => key.startsWith(prefix)).map((key) => ({ key,
    ...summaryOf(key.slice(prefix.length), get(key)) }));
}

// --- logs -------------------------------------------------------------------------------------------

const czCount = new Intl.NumberFormat("cs-CZ");
const czDay = new Intl.DateTimeFormat("cs-CZ", { dateStyle: "medium" });
const day = (/** @type {string | null | undefined} */ iso) => {
  const date = new Date(/** @type {string} */ (iso));
  return Number.isNaN(date.getTime()) ? "?" : czDay.format(date);
};

/**
 * Fold `entries` (oldest first) into `summary` (or a new one): counts per kind and the dates covered.
 * @param {LogEntry | null} summary
 * @param {LogEntry[]} entries
 * @returns {LogEntry}
 */
function summarize(summary, entries) {
  /** @type {Record<string, number>} */
  const kinds = { ...(summary ? summary.kinds : {}) };
  /** @type {string | null | undefined} */
  let from = summary ? summary.from : null;
  /** @type {string | null | undefined} */
  let to = summary ? summary.to : null;
  let archived = summary ? /** @type {number} */ (summary.archived) : 0;
  for (const entry of entries) {
    const kind = entry.kind === "edit" ? "edit" : "roll";
    kinds[kind] = (kinds[kind] || 0) + 1;
    archived += 1;
    if (entry.at && (!from || entry.at < from)) from = entry.at;
    if (entry.at && (!to || entry.at > to)) to = entry.at;
  }
  const parts = [kinds.roll ? `${czCount.format(kinds.roll)}× hod nebo akce` : "",
    kinds.edit ? `${czCount.format(kinds.edit)}× úprava deníku` : ""].filter(Boolean);
  return { kind: "summary", at: to || new Date().toISOString(), archived, from, to, kinds,
    title: `Starší záznamy shrnuty (${czCount.format(archived)})`,
      text: `${day(from)} – ${day(to)}: ${parts.join(", ")}.` };
}

/**
 * Keep the newest `keep` entries of a log and fold the rest into its summary entry.
 * @param {LogEntry[]} log
 * @param {number} keep
 */
function compactEntries(log, keep) {
  const summary = log.length && log[0] && log[0].kind === "summary" ? log[0] : null;
  const entries = summary ? log.slice(1) : log;
  if (entries.length <= keep) return log;
  const cut = entries.length - keep;
  return [summarize(summary, entries.slice(0, cut)), ...entries.slice(cut)];
}

/** A character's log, oldest first. @param {string} id @returns {LogEntry[]} */
export function readLog(id) {
  return readList(logKey(id));
}

/**
 * Append an entry to a character's log; compacts it past LOG_KEEP and checks the budget now and then. A
 * refused write is told to the player (the log stays as it was; the entry waits in this tab's memory).
 * @param {string} id
 * @param {LogEntry} entry
 */
export function appendLog(id, entry) {
  const log = readLog(id);
  log.push(entry);
  const result = writeTold(logKey(id), log.length > LOG_KEEP + LOG_SLACK ? compactEntries(log, LOG_KEEP) : log);
  if (++appendsSinceCheck >= BUDGET_EVERY) {
    appendsSinceCheck = 0;
    if (usage().total > LOG_BUDGET * QUOTA_CHARS) compactLogs(LOG_TARGET * QUOTA_CHARS);
  }
  return result;
}

/**
 * Cut every character's log evenly so that all logs together take about `target` characters (never fewer
 * than MIN_KEEP entries each; older entries fold into each log's summary). Returns whether anything was freed.
 * @param {number} target
 */
export function compactLogs(target) {
  const keys = storageKeys().filter((key) => key.startsWith(PREFIX + "log:"));
  /** @type {[string, LogEntry[]][]} */
  const logs = [];
  for (const key of keys) {
    const log = readList(key);
    if (log.length) logs.push([key, log]);
  }
  const entries = logs.reduce((n, [, log]) => n + log.length, 0);
  const chars = keys.reduce((n, key) => n + (get(key) || "").length, 0);
  if (!entries) return false;
  const perEntry = chars / entries;
  const keep = Math.max(MIN_KEEP, Math.floor(target / (logs.length * perEntry)) - 1);
  let freed = false;
  for (const [key, log] of logs) {
    const compacted = compactEntries(log, keep);
    if (compacted !== log && !held.has(key)) freed = setItem(key, JSON.stringify(compacted)).ok || freed;
  }
  return freed;
}

/** How many characters Družina's keys take, in total and by kind:
 * {total, quota, characters, logs, recovery, other}. */
export function usage() {
  const parts = { characters: 0, logs: 0, recovery: 0, other: 0 };
  for (const key of storageKeys()) {
    const size = key.length + (storedRaw(key) || "").length;
    const rest = key.slice(PREFIX.length);
    const kind = rest.startsWith("char:") ? "characters" : rest.startsWith("log:") || rest === "dice" ? "logs"
      : rest.startsWith("recovery") || rest.startsWith("unsaved:") ? "recovery" : "other";
    parts[kind] += size;
  }
  return { total: parts.characters + parts.logs + parts.recovery + parts.other, quota: QUOTA_CHARS, ...parts };
}

// --- small things -----------------------------------------------------------------------------------

/** The dice tray's rolls, oldest first. @returns {LogEntry[]} */
export const readDiceHistory = () => {
  return readList(PREFIX + "dice");
};
export const writeDiceHistory = (/** @type {LogEntry[]} */ history) => writeTold(PREFIX + "dice", history.slice(-100));
/**
 * The fault log: the newest FAULT_KEEP of our own bugs the player met ({at, op, ref, trace}), by the ref they
 * were shown.
 * @returns {FaultEntry[]}
 */
export const readFaults = () => {
  return readList(FAULTS);
};
/** @param {FaultEntry} fault */
export const appendFault = (fault) => writeTold(FAULTS, [...readFaults(), fault].slice(-FAULT_KEEP));
/** The games the engine listed last (shown before it has started again). @returns {SystemInfo[]} */
export const readSystems = () => {
  return readList(PREFIX + "systems");
};
export const writeSystems = (/** @type {SystemInfo[]} */ systems) => writeTold(PREFIX + "systems", systems);
/** @returns {Prefs} */
export const readPrefs = () => /** @type {Prefs} */ (readObject(PREFS));
export const writePrefs = (/** @type {Prefs} */ patch) => writeTold(PREFS, { ...readPrefs(), ...patch });
export const newId = () => (crypto.randomUUID ? crypto.randomUUID()
  : `c${Date.now()}${Math.random().toString(16).slice(2)}`);
