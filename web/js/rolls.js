// Rolls started from the sheet (issue 25): the engine's view names which value opens which roll
// (`view.rolls`: action id, params, the field it sits on, whether it is a main roll). The shell only puts a
// button there; one tap opens the roll ready, the roll button of its form rolls.
import { h } from "./dom.js";

// A roll button's name is its visible text plus words only a screen reader needs («Hodit: Síla 2»), so what
// a player sees is what voice control hears (no aria-label that differs from the text).
const hidden = (/** @type {string} */ text) => h("span", { class: "sr-only" }, text);

/**
 * The game's main rolls, shown at the top of the sheet: one button each.
 * @param {SheetView} view
 * @param {(link: RollLink) => void} open
 */
export function quickRolls(view, open) {
  const links = (view.rolls || []).filter((link) => link.quick);
  if (!links.length) return null;
  return h("div", { class: "quick-rolls", role: "group", "aria-label": "Hody", "data-testid": "quick-rolls" },
    links.map((link) => h("button", { type: "button", class: "quick-roll", "data-testid": "quick-roll",
      "data-action": link.action, "data-at": link.at || "", onclick: () => open(link) },
    hidden("Hodit: "), h("span", { class: "quick-label" }, link.label), link.value ? " " : null,
    link.value ? h("strong", { class: "quick-value" }, link.value) : null)));
}

/**
 * A roll button next to each sheet field a roll link names (`link.at` is the field's path).
 * @param {Element} root
 * @param {SheetView} view
 * @param {(link: RollLink) => void} open
 */
export function attachRollButtons(root, view, open) {
  for (const link of view.rolls || []) {
    if (!link.at) continue;
    const control = root.querySelector(`[data-testid="${CSS.escape(`field-${link.at}`)}"]`);
    const field = control && control.closest(".field");
    if (!field) continue;
    field.append(h("button", { type: "button", class: "roll-here", "data-testid": `roll-at-${link.at}`,
      "data-action": link.action, onclick: () => open(link) },
    "Hodit", hidden(`: ${link.label}`), link.value ? ` ${link.value}` : ""));
  }
}
