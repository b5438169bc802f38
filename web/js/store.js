// localStorage: one envelope per character (JSON produced by Python), an index for fast listing, logs,
// the dice history and recovery copies of saves that could not be read. Every write reports failure
// instead of throwing, and never removes what was there before it succeeded.

const PREFIX = "druzina:";
const INDEX = PREFIX + "index";
const charKey = (id) => `${PREFIX}char:${id}`;
const logKey = (id) => `${PREFIX}log:${id}`;
export const LOG_LIMIT = 500;

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): the app keeps working in memory
  }
}

function readJSON(key, fallback) {
  const s = storage();
  if (!s) return fallback;
  try {
    const raw = s.getItem(key);
    return raw === null ? fallback : JSON.parse(raw);
  } catch {
    return fallback;
  }
}

/** Write a value; returns {ok: true} or {ok: false, message} (quota, disabled storage). */
export function write(key, value) {
  const s = storage();
  if (!s) return { ok: false, message: "Prohlížeč nedovoluje ukládat data; postava zůstává jen v této záložce. Exportuj ji." };
  try {
    s.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
    return { ok: true };
  } catch (error) {
    const quota = error && (error.name === "QuotaExceededError" || error.code === 22);
    return { ok: false, message: quota
      ? "Úložiště prohlížeče je plné; změna se neuložila, předchozí uložení zůstalo. Exportuj postavu nebo smaž starý záznam hodů."
      : `Uložení selhalo (${error && error.name}); předchozí uložení zůstalo.` };
  }
}

function rebuildIndex() {
  const s = storage();
  if (!s) return [];
  const entries = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key || !key.startsWith(PREFIX + "char:")) continue;
    const id = key.slice((PREFIX + "char:").length);
    let summary = { id, name: id, system: "", saved_at: "" };
    try {
      const env = JSON.parse(s.getItem(key));
      summary = { id, name: String(env.sheet.name), system: String(env.system), saved_at: String(env.saved_at) };
    } catch { /* listed by id; opening it reports the problem */ }
    entries.push(summary);
  }
  return entries;
}

/** Summaries {id, name, system, saved_at} of every saved character, newest first. */
export function listCharacters() {
  let index = readJSON(INDEX, null);
  if (!Array.isArray(index)) index = rebuildIndex();
  const s = storage();
  return index
    .filter((entry) => entry && typeof entry.id === "string" && (!s || s.getItem(charKey(entry.id)) !== null))
    .sort((a, b) => String(b.saved_at).localeCompare(String(a.saved_at)));
}

export function readCharacterRaw(id) {
  const s = storage();
  return s ? s.getItem(charKey(id)) : null;
}

/** Save an envelope (from Python's `pack`) and update the index; the index is written second. */
export function saveCharacter(envelope) {
  const result = write(charKey(envelope.id), envelope);
  if (!result.ok) return result;
  const index = listCharacters().filter((entry) => entry.id !== envelope.id);
  index.unshift({ id: envelope.id, name: envelope.sheet.name, system: envelope.system, saved_at: envelope.saved_at });
  write(INDEX, index);
  return result;
}

export function removeCharacter(id) {
  const s = storage();
  if (!s) return;
  s.removeItem(charKey(id));
  s.removeItem(logKey(id));
  write(INDEX, listCharacters().filter((entry) => entry.id !== id));
}

/** Keep an unreadable save untouched under a recovery key (never overwritten) and return that key. */
export function keepForRecovery(id, raw) {
  const key = `${PREFIX}recovery:${id}:${Date.now()}`;
  write(key, raw === null ? "" : raw);
  return key;
}

export function readLog(id) {
  const log = readJSON(logKey(id), []);
  return Array.isArray(log) ? log : [];
}

export function appendLog(id, entry) {
  const log = readLog(id);
  log.push(entry);
  return write(logKey(id), log.slice(-LOG_LIMIT));
}

export const readDiceHistory = () => {
  const history = readJSON(PREFIX + "dice", []);
  return Array.isArray(history) ? history : [];
};
export const writeDiceHistory = (history) => write(PREFIX + "dice", history.slice(-100));
export const readSystems = () => readJSON(PREFIX + "systems", []);
export const writeSystems = (systems) => write(PREFIX + "systems", systems);
export const newId = () => (crypto.randomUUID ? crypto.randomUUID() : `c${Date.now()}${Math.random().toString(16).slice(2)}`);
