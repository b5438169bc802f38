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

export const PREFIX = "druzina:";
const INDEX = PREFIX + "index";
const RECOVERY_INDEX = PREFIX + "recovery-index";
const PREFS = PREFIX + "prefs";
const FAULTS = PREFIX + "faults";
const FAULT_KEEP = 20;
export const charKey = (id) => `${PREFIX}char:${id}`;
const logKey = (id) => `${PREFIX}log:${id}`;
const unsavedKey = (id) => `${PREFIX}unsaved:${id}`;
export const LOG_KEEP = 200;
const LOG_SLACK = 50; // compact only once a log has grown this much past LOG_KEEP
export const QUOTA_CHARS = 5_000_000; // localStorage holds about 5 million UTF-16 characters per site
const LOG_BUDGET = 0.6; // of QUOTA_CHARS: above it, logs are cut to fit LOG_TARGET
const LOG_TARGET = 0.35;
const MIN_KEEP = 10;
const BUDGET_EVERY = 25; // appends between two checks of the total size
const ENVELOPE_VERSION = 2;

const MESSAGES = {
  disabled: "Prohlížeč nedovoluje ukládat data (soukromý režim nebo zakázané úložiště). Postavy držím jen v této záložce — exportuj je do souboru.",
  quota: "Úložiště prohlížeče je plné; změna se neuložila a předchozí uložení zůstalo. Změny držím v této záložce — exportuj postavu do souboru.",
  failed: (name) => `Uložení selhalo (${name}); předchozí uložení zůstalo. Změny držím v této záložce — exportuj postavu do souboru.`,
};

const memory = new Map(); // key → text the browser refused to store; read back first, retried on the next save
const pendingBase = new Map(); // character key in memory → the stored revision that copy builds on (null: none)
let appendsSinceCheck = BUDGET_EVERY;

function local() {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): the app keeps working in memory
  }
}

/** What localStorage itself holds under `key` (never this tab's unsaved copy). */
export function storedRaw(key) {
  const s = local();
  try {
    return s ? s.getItem(key) : null;
  } catch {
    return null;
  }
}

const get = (key) => (memory.has(key) ? memory.get(key) : storedRaw(key));

function readJSON(key, fallback) {
  const raw = get(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw);
  } catch {
    return fallback;
  }
}

function storageKeys() {
  const s = local();
  const keys = new Set(memory.keys());
  if (!s) return [...keys];
  try {
    for (let i = 0; i < s.length; i++) keys.add(s.key(i));
  } catch { /* a browser that refuses to enumerate: memory keys only */ }
  return [...keys].filter((key) => key && key.startsWith(PREFIX));
}

const isQuota = (error) => Boolean(error) && (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || error.code === 22);

function setItem(key, text) {
  const s = local();
  if (!s) return { ok: false, reason: "disabled", message: MESSAGES.disabled };
  try {
    s.setItem(key, text);
    return { ok: true };
  } catch (error) {
    if (isQuota(error)) return { ok: false, reason: "quota", message: MESSAGES.quota };
    return { ok: false, reason: "failed", message: MESSAGES.failed(error instanceof Error ? error.name : String(error)) };
  }
}

/**
 * Write a value; returns {ok: true} or {ok: false, reason, message}. On a quota error the logs are compacted
 * and the write tried once more. A refused value stays in this tab's memory, so nothing is lost.
 */
export function write(key, value) {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  let result = setItem(key, text);
  if (!result.ok && result.reason === "quota" && compactLogs(usage().logs / 2)) result = setItem(key, text);
  if (result.ok) memory.delete(key);
  else memory.set(key, text);
  return result;
}

function removeKey(key) {
  memory.delete(key);
  const s = local();
  try {
    if (s) s.removeItem(key);
  } catch { /* nothing more can be done; the key is gone from this tab at least */ }
}

/**
 * Try again the writes this tab holds in memory (after space was freed or storage came back). A character
 * is retried here only if localStorage has none under its id; otherwise its own sheet saves it, checking
 * that no other tab saved it meanwhile.
 */
export function retryPending() {
  for (const [key, text] of memory) {
    if (key.startsWith(PREFIX + "char:") && storedRaw(key) !== null) continue;
    if (setItem(key, text).ok) {
      memory.delete(key);
      pendingBase.delete(key);
    }
  }
}

// --- characters -------------------------------------------------------------------------------------

/** What a save text says about itself without the engine: {exists, readable, revision, saved_at, name, system}. */
export function inspect(raw) {
  if (raw === null || raw === undefined) return { exists: false, readable: false, revision: 0 };
  try {
    const env = JSON.parse(raw);
    const readable = env && typeof env === "object" && env.format === "druzina.character" && Number.isInteger(env.format_version)
      && env.format_version <= ENVELOPE_VERSION && env.sheet && typeof env.sheet === "object";
    return { exists: true, readable: Boolean(readable), revision: Number.isInteger(env.revision) ? env.revision : 0,
      saved_at: String(env.saved_at ?? ""), name: typeof env.sheet?.name === "string" ? env.sheet.name : "", system: String(env.system ?? "") };
  } catch {
    return { exists: true, readable: false, revision: 0, saved_at: "", name: "", system: "" };
  }
}

function summaryOf(id, raw) {
  const seen = inspect(raw);
  return { id, name: seen.name || id, system: seen.system, saved_at: seen.saved_at };
}

function rebuildIndex() {
  const prefix = PREFIX + "char:";
  return storageKeys().filter((key) => key.startsWith(prefix)).map((key) => summaryOf(key.slice(prefix.length), get(key)));
}

/** Summaries {id, name, system, saved_at, pending} of every saved character, newest first. */
export function listCharacters() {
  let index = readJSON(INDEX, null);
  if (!Array.isArray(index)) index = rebuildIndex();
  return index
    .filter((entry) => entry && typeof entry.id === "string" && get(charKey(entry.id)) !== null)
    .map((entry) => ({ ...entry, name: String(entry.name ?? entry.id), pending: memory.has(charKey(entry.id)) }))
    .sort((a, b) => String(b.saved_at).localeCompare(String(a.saved_at)));
}

/** The save text of a character: this tab's unsaved copy if it has one, else what localStorage holds. */
export const readCharacterRaw = (id) => get(charKey(id));

function writeIndex(envelope) {
  const index = listCharacters().filter((entry) => entry.id !== envelope.id).map(({ pending, ...entry }) => entry);
  index.unshift({ id: envelope.id, name: envelope.sheet.name, system: envelope.system, saved_at: envelope.saved_at });
  if (!write(INDEX, index).ok) removeKey(INDEX); // rebuilt from the saves next time
}

/**
 * Save an envelope (from Python's `pack`) and update the index. With `expected` (the revision this tab last
 * read or wrote; null when it never reached storage) the save is refused as a conflict when localStorage
 * holds anything else: another tab saved, deleted or (with a newer app) rewrote the character meanwhile.
 * Returns {ok: true} | {ok: false, conflict: what is stored (see inspect)} | {ok: false, reason, message}.
 * @param {{expected?: number | null}} [options]
 */
export function saveCharacter(envelope, options = {}) {
  const { expected } = options;
  const key = charKey(envelope.id);
  const stored = inspect(storedRaw(key));
  if (expected !== undefined) {
    const storage = local() !== null;
    const clash = expected === null ? stored.exists : storage && (!stored.exists || !stored.readable || stored.revision !== expected);
    if (clash) return { ok: false, conflict: stored };
  }
  const result = write(key, envelope);
  writeIndex(envelope);
  if (result.ok) {
    pendingBase.delete(key);
    retryPending();
  } else {
    pendingBase.set(key, expected !== undefined ? expected : stored.exists ? stored.revision : null);
  }
  return result;
}

/**
 * The revision a tab opening this character builds on: what localStorage holds, or, when this tab keeps
 * an unsaved copy in memory, the stored revision that copy was made from (null when none was stored).
 */
export function baseRevision(id) {
  const key = charKey(id);
  if (memory.has(key) && pendingBase.has(key)) return pendingBase.get(key);
  const stored = inspect(storedRaw(key));
  return stored.exists ? stored.revision : null;
}

export function removeCharacter(id) {
  pendingBase.delete(charKey(id));
  removeKey(charKey(id));
  removeKey(logKey(id));
  write(INDEX, listCharacters().filter((entry) => entry.id !== id).map(({ pending, ...entry }) => entry));
}

// --- recovery copies of unreadable saves --------------------------------------------------------------

export function listRecovery() {
  const index = readJSON(RECOVERY_INDEX, []);
  return (Array.isArray(index) ? index : []).filter((entry) => entry && typeof entry.key === "string" && get(entry.key) !== null);
}

/**
 * Keep an unreadable save untouched under a recovery key, once: the same text already kept is not copied
 * again, and a kept copy is never overwritten. Returns {key, ok, message?}.
 */
export function keepForRecovery(id, raw, { name = "", reason = "" } = {}) {
  const text = raw ?? "";
  const known = listRecovery();
  const same = known.find((entry) => entry.id === id && get(entry.key) === text);
  if (same) return { ok: true, key: same.key };
  let key = `${PREFIX}recovery:${id}:${Date.now()}`;
  while (get(key) !== null) key += "-";
  const result = write(key, text);
  known.push({ key, id, name: String(name || id).slice(0, 80), reason: String(reason).slice(0, 500), at: new Date().toISOString() });
  write(RECOVERY_INDEX, known);
  return { ...result, key };
}

/** The text kept under a recovery key (or a version kept aside, see listUnsaved). */
export const readRecovery = (key) => get(key);

export function discardRecovery(key) {
  removeKey(key);
  write(RECOVERY_INDEX, listRecovery().filter((entry) => entry.key !== key));
}

// --- a tab's own version that another tab's save kept from being written (see sync.js) ---------------

export const keepUnsaved = (envelope) => write(unsavedKey(envelope.id), envelope);
/** Forget this tab's unsaved versions of a character: the one kept aside and any copy held in memory. */
export function dropUnsaved(id) {
  removeKey(unsavedKey(id));
  memory.delete(charKey(id));
  pendingBase.delete(charKey(id));
}

/** Versions kept aside during a conflict between tabs: [{key, id, name, saved_at}]. */
export function listUnsaved() {
  const prefix = PREFIX + "unsaved:";
  return storageKeys().filter((key) => key.startsWith(prefix)).map((key) => ({ key, ...summaryOf(key.slice(prefix.length), get(key)) }));
}

// --- logs -------------------------------------------------------------------------------------------

const czCount = new Intl.NumberFormat("cs-CZ");
const czDay = new Intl.DateTimeFormat("cs-CZ", { dateStyle: "medium" });
const day = (iso) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "?" : czDay.format(date);
};

/** Fold `entries` (oldest first) into `summary` (or a new one): counts per kind and the dates covered. */
function summarize(summary, entries) {
  const kinds = { ...(summary ? summary.kinds : {}) };
  let from = summary ? summary.from : null;
  let to = summary ? summary.to : null;
  let archived = summary ? summary.archived : 0;
  for (const entry of entries) {
    const kind = entry.kind === "edit" ? "edit" : "roll";
    kinds[kind] = (kinds[kind] || 0) + 1;
    archived += 1;
    if (entry.at && (!from || entry.at < from)) from = entry.at;
    if (entry.at && (!to || entry.at > to)) to = entry.at;
  }
  const parts = [kinds.roll ? `${czCount.format(kinds.roll)}× hod nebo akce` : "", kinds.edit ? `${czCount.format(kinds.edit)}× úprava deníku` : ""].filter(Boolean);
  return { kind: "summary", at: to || new Date().toISOString(), archived, from, to, kinds,
    title: `Starší záznamy shrnuty (${czCount.format(archived)})`, text: `${day(from)} – ${day(to)}: ${parts.join(", ")}.` };
}

/** Keep the newest `keep` entries of a log and fold the rest into its summary entry. */
function compactEntries(log, keep) {
  const summary = log.length && log[0] && log[0].kind === "summary" ? log[0] : null;
  const entries = summary ? log.slice(1) : log;
  if (entries.length <= keep) return log;
  const cut = entries.length - keep;
  return [summarize(summary, entries.slice(0, cut)), ...entries.slice(cut)];
}

export function readLog(id) {
  const log = readJSON(logKey(id), []);
  return Array.isArray(log) ? log : [];
}

/** Append an entry to a character's log; compacts it past LOG_KEEP and checks the budget now and then. */
export function appendLog(id, entry) {
  const log = readLog(id);
  log.push(entry);
  const result = write(logKey(id), log.length > LOG_KEEP + LOG_SLACK ? compactEntries(log, LOG_KEEP) : log);
  if (++appendsSinceCheck >= BUDGET_EVERY) {
    appendsSinceCheck = 0;
    if (usage().total > LOG_BUDGET * QUOTA_CHARS) compactLogs(LOG_TARGET * QUOTA_CHARS);
  }
  return result;
}

/**
 * Cut every character's log evenly so that all logs together take about `target` characters (never fewer
 * than MIN_KEEP entries each; older entries fold into each log's summary). Returns whether anything was freed.
 */
export function compactLogs(target) {
  const keys = storageKeys().filter((key) => key.startsWith(PREFIX + "log:"));
  const logs = keys.map((key) => [key, readJSON(key, [])]).filter(([, log]) => Array.isArray(log) && log.length);
  const entries = logs.reduce((n, [, log]) => n + log.length, 0);
  const chars = keys.reduce((n, key) => n + (get(key) || "").length, 0);
  if (!entries) return false;
  const perEntry = chars / entries;
  const keep = Math.max(MIN_KEEP, Math.floor(target / (logs.length * perEntry)) - 1);
  let freed = false;
  for (const [key, log] of logs) {
    const compacted = compactEntries(log, keep);
    if (compacted !== log) freed = setItem(key, JSON.stringify(compacted)).ok || freed;
  }
  return freed;
}

/** How many characters Družina's keys take, in total and by kind: {total, quota, characters, logs, recovery, other}. */
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

export const readDiceHistory = () => {
  const history = readJSON(PREFIX + "dice", []);
  return Array.isArray(history) ? history : [];
};
export const writeDiceHistory = (history) => write(PREFIX + "dice", history.slice(-100));
/** The fault log: the newest FAULT_KEEP of our own bugs the player met ({at, op, ref, trace}), by the ref they were shown. */
export const readFaults = () => {
  const faults = readJSON(FAULTS, []);
  return Array.isArray(faults) ? faults : [];
};
export const appendFault = (fault) => write(FAULTS, [...readFaults(), fault].slice(-FAULT_KEEP));
export const readSystems = () => readJSON(PREFIX + "systems", []);
export const writeSystems = (systems) => write(PREFIX + "systems", systems);
export const readPrefs = () => {
  const prefs = readJSON(PREFS, {});
  return prefs && typeof prefs === "object" && !Array.isArray(prefs) ? prefs : {};
};
export const writePrefs = (patch) => write(PREFS, { ...readPrefs(), ...patch });
export const newId = () => (crypto.randomUUID ? crypto.randomUUID() : `c${Date.now()}${Math.random().toString(16).slice(2)}`);
