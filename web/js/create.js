// Creating a character or a board: the engine makes the sheet and its save envelope; the shell stores the
// envelope and opens the new sheet.
import * as store from "./store.js";
import { h, morph } from "./dom.js";
import { exportAction } from "./transfer.js";

/**
 * Call `fill` now and again each time the engine lists its games, while `node` is in the page.
 * @param {Element} node
 * @param {() => unknown} fill
 */
export function whenSystems(node, fill) {
  fill();
  const onSystems = () => {
    if (node.isConnected) fill();
    else document.removeEventListener("druzina:systems", onSystems);
  };
  document.addEventListener("druzina:systems", onSystems);
}

/**
 * Fill a game picker with the engine's boards (or its characters' games) once it lists them; morphed, so a
 * game the player already chose stays chosen.
 * @param {App} app
 * @param {HTMLSelectElement} select
 * @param {boolean} boards
 */
export function gamePicker(app, select, boards) {
  whenSystems(select, () => {
    const games = app.systems.filter((s) => (s.kind === "board") === boards);
    morph(select, games.length
      ? games.map((s) => h("option", { value: s.id }, s.title))
      : h("option", { value: "" }, "Načítám hry…"));
  });
}

/**
 * Create a sheet of `system` named `name`, save it and open it; returns a Czech error message, or null.
 * @param {App} app
 * @param {string} system
 * @param {string} name
 */
async function createAndOpen(app, system, name) {
  const created = await app.call({ op: "new_sheet", system, name });
  if (!created.ok) return created.error.message;
  const id = store.newId();
  const packed = await app.call({ op: "pack", id, sheet: created.result.sheet });
  if (!packed.ok) return packed.error.message;
  const saved = store.saveCharacter(packed.result.envelope);
  if (!saved.ok && !saved.conflict) app.notify(saved.message, "warn", exportAction(app, [id]));
  app.show("sheet", id, { envelope: packed.result.envelope, presented: created.result });
  return null;
}

/**
 * Wire a form that creates a sheet: check the name (and, with `notReady`, that a game is chosen), say the
 * button waits for the engine, then create and open the sheet or show the engine's Czech error.
 * @param {App} app
 * @param {{form: HTMLFormElement, name: HTMLInputElement, system: HTMLSelectElement, error: HTMLElement,
 *   submit: HTMLButtonElement, idle: string, nameMissing: string, notReady?: string}} parts
 */
export function onCreateSubmit(app, { form, name, system, error, submit, idle, nameMissing, notReady }) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    if (!name.value.trim()) { error.textContent = nameMissing; name.focus(); return; }
    if (notReady && !system.value) { error.textContent = notReady; return; }
    submit.disabled = true;
    submit.textContent = app.engine.state === "ready" ? "Zakládám…" : "Čekám na pravidla…";
    try {
      error.textContent = (await createAndOpen(app, system.value, name.value)) || "";
    } finally {
      submit.disabled = false;
      submit.textContent = idle;
    }
  });
}
