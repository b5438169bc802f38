// Which sections of a sheet are open. The engine marks each section's use (issue 25 item 5): "play" — what
// changes at the table and the values rolled on — starts open; "creation" and "rare" start folded. Each
// character remembers the sections the player opened or folded (in the prefs, by character id).
import * as store from "./store.js";

/**
 * The sections the player opened (true) or folded (false) on the character `id`.
 * @param {string} id
 * @returns {Record<string, boolean>}
 */
function remembered(id) {
  const all = store.readPrefs().sections;
  const own = all && typeof all === "object" ? all[id] : null;
  return own && typeof own === "object" ? own : {};
}

/** Whether `section` of the character `id` is shown open. */
export function sectionOpen(/** @type {string} */ id, /** @type {Section} */ section) {
  const choice = remembered(id)[section.id];
  return typeof choice === "boolean" ? choice : (section.use || "play") === "play";
}

/**
 * Remember that the player opened (`open`) or folded a section of the character `id`.
 * @param {string} id
 * @param {string} sectionId
 * @param {boolean} open
 */
export function rememberSection(id, sectionId, open) {
  const all = store.readPrefs().sections;
  const sections = all && typeof all === "object" ? all : {};
  store.writePrefs({ sections: { ...sections, [id]: { ...remembered(id), [sectionId]: open } } });
}
