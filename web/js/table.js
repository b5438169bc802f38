// The game master's table: the shared boards (a conflict, a combat round, a scene) listed apart from the
// players' characters, with who takes part in each, and a form to set up a new one; plus the quick
// character switcher shown in every sheet's header. Which systems are boards comes from the engine
// (`systems` op, kind "board"); the shell only lists and opens them.
import { h, replace, formatDate, plural } from "./dom.js";
import * as store from "./store.js";
import { gamePicker, onCreateSubmit, whenSystems } from "./create.js";
import { linkedPayload, withLinks } from "./linked.js";
import { receiveControl } from "./transfer.js";

/**
 * Whether a saved entry's system is a board (a shared table object) rather than a character.
 * @param {App} app
 * @param {string | undefined} systemId
 */
export function isBoard(app, systemId) {
  const system = app.systems.find((s) => s.id === systemId);
  return Boolean(system && system.kind === "board");
}

/** The saved boards (the game master's). @param {App} app */
export const listBoards = (app) => store.listCharacters().filter((c) => isBoard(app, c.system));
/** The saved characters (the players'). @param {App} app */
export const listPlayers = (app) => store.listCharacters().filter((c) => !isBoard(app, c.system));

/**
 * The tools at the top of a sheet: "Přepnout na …" jumps between saved characters and boards without going
 * back to the list (shown when there are two or more), and "Vytisknout" prints the sheet.
 * @param {App} app
 * @param {string} currentId
 */
export function characterSwitcher(app, currentId) {
  const players = listPlayers(app);
  const boards = listBoards(app);
  /** @param {import("./store.js").Listed} c */
  const option = (c) => h("option", { value: c.id, selected: c.id === currentId },
    `${c.name} – ${app.systemTitle(c.system)}`);
  const select = players.length + boards.length < 2 ? null : h("select", {
    id: `switch-${currentId}`, "data-testid": "character-switcher",
    onchange: (e) => {
      const chosen = /** @type {HTMLSelectElement} */ (e.target).value;
      if (chosen && chosen !== currentId) app.show("sheet", chosen);
    },
  },
  players.length ? h("optgroup", { label: "Postavy" }, players.map(option)) : null,
  boards.length ? h("optgroup", { label: "Stůl" }, boards.map(option)) : null);
  return h("div", { class: "sheet-tools" },
    select
      ? h("div", { class: "switcher" },
        h("label", { for: `switch-${currentId}`, class: "small" }, "Přepnout na"), select)
      : null,
    h("button", { type: "button", class: "secondary", "data-testid": "print-sheet", onclick: () => window.print() },
      "Vytisknout"));
}

/**
 * Who takes part in a board: the item titles of the list its view names in `participants` (a path).
 * @param {SheetView} view
 */
function participants(view) {
  const fields = view.participants ? view.sections.flatMap((section) => section.fields) : [];
  const list = fields.find((field) => field.kind === "list" && field.path === view.participants);
  return list ? { label: list.label, names: (list.items || []).map((item) => item.title).filter(Boolean) } : null;
}

/** @param {App} app @param {import("./store.js").Listed} entry */
function boardCard(app, entry) {
  const details = h("div", { class: "board-details", "data-testid": "board-details", "data-state": "loading" },
    h("span", { class: "muted small" }, "Načítám účastníky…"));
  const card = h("li", {}, h("article", {
    class: "panel board", "data-testid": "board-item", "data-id": entry.id, "data-system": entry.system,
  },
    h("h3", {}, entry.name),
    h("p", { class: "muted small" }, `${app.systemTitle(entry.system)} · ${formatDate(entry.saved_at)}`),
    details,
    h("button", {
      type: "button", class: "secondary", "data-testid": "board-open", onclick: () => app.show("sheet", entry.id),
    }, "Otevřít ", h("span", { class: "sr-only" }, entry.name))));
  const fill = async () => {
    /** @type {EngineAnswer<Presented>} */
    let reply = await app.call({ op: "open", save: store.readCharacterRaw(entry.id) ?? "" });
    if (reply.ok && reply.result.links) { // a board linking saves: its participants as those saves say
      const board = { links: reply.result.links };
      const cmd = withLinks(board, { op: "view", sheet: reply.result.sheet }, linkedPayload(board));
      const linked = await app.call(cmd);
      if (linked.ok) reply = linked;
    }
    if (!reply.ok) {
      details.dataset.state = "error";
      replace(details, h("p", { class: "error" }, reply.error.message));
      return;
    }
    const view = reply.result.view;
    const who = participants(view);
    details.dataset.state = "ready";
    replace(details,
      view.badges.length
        ? h("ul", { class: "badges" }, view.badges.map((b) =>
          h("li", { class: "badge", "data-tone": b.tone }, b.label, b.value ? ` ${b.value}` : "")))
        : null,
      who && who.names.length
        ? h("p", { "data-testid": "board-participants", "data-count": who.names.length },
          h("strong", {}, `${who.label}: `), who.names.join(", "))
        : h("p", { class: "muted small", "data-testid": "board-participants", "data-count": 0 },
          "Zatím bez účastníků."));
  };
  fill();
  return card;
}

/** The table screen (the game master's boards). @param {App} app @param {HTMLElement} view */
export function renderTable(app, view) {
  const list = h("ul", { class: "cards", "data-testid": "board-list" });
  const count = h("p", { class: "muted", "data-testid": "board-count" });
  const fill = async () => {
    const boards = listBoards(app);
    count.textContent = boards.length
      ? `${boards.length} ${plural(boards.length, "rozehraný stůl", "rozehrané stoly", "rozehraných stolů")}`
      : "Zatím tu není žádný konflikt, boj ani scéna.";
    replace(list, await Promise.all(boards.map((b) => boardCard(app, b))));
  };
  // Which saves are boards is known once the engine has listed the games: the list is filled again then;
  // the form only gets its games (nothing the player typed or chose is redrawn).
  whenSystems(list, fill);
  view.append(h("section", { class: "panel" }, h("h2", {}, "Stůl"),
    h("p", { class: "small muted" },
      "Sdílené přehledy pro vypravěče: konflikt, bojové kolo nebo scéna se všemi účastníky."),
    count, list, receiveControl(app, fill)),
  createBoardForm(app));
}

/** @param {App} app */
function createBoardForm(app) {
  const name = h("input", {
    id: "new-board-name", "data-testid": "new-board-name", maxlength: 80, autocomplete: "off",
    placeholder: "např. Přepadení u brodu",
  });
  const system = h("select", { id: "new-board-system", "data-testid": "new-board-system" });
  const error = h("p", { class: "error", role: "alert", "data-testid": "create-board-error" });
  const submit = h("button", { type: "submit", class: "primary", "data-testid": "create-board" }, "Založit");
  gamePicker(app, system, true);
  const form = h("form", { class: "panel", "data-testid": "create-board-form", novalidate: true },
    h("h2", {}, "Nový konflikt, boj nebo scéna"),
    h("label", { for: "new-board-name" }, "Název"), name,
    h("label", { for: "new-board-system" }, "Druh"), system, error, submit);
  onCreateSubmit(app, {
    form, name, system, error, submit, idle: "Založit", nameMissing: "Zadej název (např. kde se bojuje).",
    notReady: "Pravidla se ještě načítají; zkus to za chvíli.",
  });
  return form;
}
