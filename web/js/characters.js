// The character list (rendered from localStorage before the engine is ready) and creating a character.
import { h, replace, formatDate, plural } from "./dom.js";
import { gamePicker, onCreateSubmit, whenSystems } from "./create.js";
import { exportReminder, receiveControl, savesPanel } from "./transfer.js";
import { watchList } from "./sync.js";
import { listPlayers } from "./table.js";
import { engineWaitNote } from "./dice.js";

/** The characters screen. @param {App} app @param {HTMLElement} view */
export function renderCharacters(app, view) {
  const list = h("ul", { class: "cards", "data-testid": "character-list" });
  const count = h("p", { class: "muted", "data-testid": "character-count" });
  const fill = () => {
    const characters = listPlayers(app);
    count.textContent = characters.length
      ? `${characters.length} ${plural(characters.length, "postava", "postavy", "postav")}`
      : "Zatím tu není žádná postava. Založ první.";
    replace(list, characters.map((c) => h("li", {},
      h("button", {
        type: "button", class: "card", "data-testid": "character-item", "data-id": c.id,
        onclick: () => app.show("sheet", c.id),
      },
        h("strong", { class: "card-title" }, c.name),
        h("span", { class: "muted" }, app.systemTitle(c.system)),
        h("span", { class: "muted small" }, formatDate(c.saved_at)),
        c.pending
          ? h("span", { class: "badge", "data-tone": "warn", "data-testid": "character-unsaved" },
            "Neuloženo, jen v této záložce")
          : null))));
  };
  whenSystems(list, fill);
  watchList(list, fill);
  // The export reminder comes last: it appears only once the browser has answered about persistence (after the
  // rules are ready), and anything above the list that appears late moves the list under the player's finger.
  view.append(
    h("section", { class: "panel" }, h("h2", {}, "Postavy"), count, list, receiveControl(app, fill)),
    createForm(app), savesPanel(app, fill), exportReminder(app));
}

/** @param {App} app */
function createForm(app) {
  const name = h("input", {
    id: "new-name", "data-testid": "new-character-name", maxlength: 80, required: true, autocomplete: "off",
    placeholder: "Jméno postavy",
  });
  const system = h("select", { id: "new-system", "data-testid": "new-character-system", required: true });
  const error = h("p", { class: "error", role: "alert", "data-testid": "create-error" });
  const submit = h("button", { type: "submit", class: "primary", "data-testid": "create-character" },
    "Založit postavu");
  gamePicker(app, system, false);
  const form = h("form", { class: "panel", "data-testid": "create-form", novalidate: true },
    h("h2", {}, "Nová postava"),
    h("label", { for: "new-name" }, "Jméno"), name,
    h("label", { for: "new-system" }, "Hra"), system, error, submit,
    engineWaitNote(app, "Postavu založím, jakmile budou pravidla připravená."));
  onCreateSubmit(app, {
    form, name, system, error, submit, idle: "Založit postavu", nameMissing: "Zadej jméno postavy.",
  });
  return form;
}
