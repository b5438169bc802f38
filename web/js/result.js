// One resolved roll or action: each die (kept or dropped), the total, the outcome and why; and the
// "Přepočítat z mých kostek" control that re-resolves it from the dice the player actually rolled.
import { h, formatPercent } from "./dom.js";

let uid = 0;

/**
 * Physical dice typed by the player: "4 6", "4,6", "-1 0 1" → [4, 6]; "" → null; anything else → false.
 * @param {string | null | undefined} text
 * @returns {number[] | null | false}
 */
export function parsePhysical(text) {
  const values = String(text || "").trim();
  if (!values) return null;
  const dice = values.split(/[\s,;]+/).map(Number);
  return dice.some((d) => !Number.isInteger(d)) ? false : dice;
}

const face = (/** @type {Die} */ d) => (d.sides === "F" ? ["−", "0", "+"][d.value + 1] : String(d.value));

/**
 * A die as a screen reader says it: "k6: 5, zahozeno".
 * @param {Die} d
 */
const dieLabel = (d) => `${d.sides === "F" ? "kostka Fate" : `k${d.sides}`}: ${face(d)}${d.kept ? "" : ", zahozeno"}`;

/** Every die of `rolls` as a chip. @param {Pick<Roll, "dice">[]} rolls */
export function diceChips(rolls) {
  return h("ul", { class: "dice", "data-testid": "dice-faces", "aria-label": "Kostky" },
    rolls.flatMap((roll) => roll.dice.map((d) =>
      h("li", { class: `die${d.kept ? "" : " dropped"}`, "data-value": d.value, "data-kept": String(d.kept),
        "aria-label": dieLabel(d) }, h("span", { "aria-hidden": "true" }, face(d))))));
}

/**
 * A small form under a result: type the dice you rolled, the same roll is resolved again from them.
 * onSubmit(dice) may return a promise; an empty or malformed entry gets a Czech message and sends nothing.
 * @param {(dice: number[]) => unknown} onSubmit
 * @param {string} [hint]
 */
export function reresolveControl(onSubmit, hint = "") {
  const id = `reresolve-${++uid}`;
  const input = h("input", {
    id, type: "text", inputmode: "numeric", autocomplete: "off", "data-testid": "reresolve-dice",
    placeholder: hint ? `např. ${hint}` : "např. 4 6",
  });
  const error = h("p", { class: "error", role: "alert", "data-testid": "reresolve-error" });
  const submit = async () => {
    const dice = parsePhysical(input.value);
    if (!dice) { error.textContent = "Zadej hodnoty kostek: celá čísla oddělená mezerou."; input.focus(); return; }
    error.textContent = "";
    await onSubmit(dice);
  };
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); submit(); } });
  const summary = h("summary", { "data-testid": "reresolve-toggle" }, "Přepočítat z mých kostek");
  const details = h("details", { class: "reresolve", "data-testid": "reresolve" }, summary,
    h("label", { for: id }, "Padlo na mých kostkách"), h("div", { class: "row" }, input,
      h("button", { type: "button", class: "secondary", "data-testid": "reresolve-go", onclick: submit },
        "Přepočítat")), error);
  details.addEventListener("toggle", () => { if (details.open) input.focus(); });
  details.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && details.open) { details.open = false; summary.focus(); }
  });
  return details;
}

/**
 * result: the `result` of an `act` reply; options.onReresolve(dice) re-sends the action with those dice.
 * @param {ActionResult} result
 * @param {{onReresolve?: (dice: number[]) => unknown}} [options]
 */
export function renderResult(result, options = {}) {
  const rolled = result.rolls.length > 0;
  const hasTotal = result.total !== null && result.total !== undefined;
  return h("article", {
    class: "result", "data-testid": "action-result", "data-outcome": result.outcome, "data-total": result.total ?? "",
    "data-physical": String(Boolean(result.physical)),
  },
    h("p", { class: "outcome" }, h("strong", {}, result.label), hasTotal ? ` (celkem ${result.total})` : ""),
    rolled ? diceChips(result.rolls) : null,
    rolled
      ? h("p", { class: "muted small breakdown" }, result.rolls.map((r) => r.breakdown).filter(Boolean).join(" · "))
      : null,
    h("p", { class: "explanation" }, result.explanation),
    result.changes.length ? h("ul", { class: "changes" }, result.changes.map((c) => h("li", {}, c))) : null,
    result.percent !== undefined
      ? h("p", { class: "muted small" },
        `Šance na tento výsledek: ${formatPercent(result.percent)} (${result.probability})`)
      : null,
    result.physical ? h("p", { class: "muted small" }, "Vyhodnoceno z tvých kostek.") : null,
    rolled && options.onReresolve ? reresolveControl(options.onReresolve) : null);
}
