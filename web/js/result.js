// One resolved roll or action: each die (kept or dropped), the total, the outcome and why.
import { h, formatPercent } from "./dom.js";

export function diceChips(rolls) {
  return h("ul", { class: "dice", "data-testid": "dice-faces" }, rolls.flatMap((roll) => roll.dice.map((d) =>
    h("li", { class: `die${d.kept ? "" : " dropped"}`, "data-value": d.value, "data-kept": String(d.kept),
      title: [`k${d.sides}`, ...d.marks].join(", ") }, d.sides === "F" ? ["−", "0", "+"][d.value + 1] : String(d.value)))));
}

export function renderResult(result) {
  return h("article", { class: "result", "data-testid": "action-result", "data-outcome": result.outcome, "data-total": result.total ?? "" },
    h("p", { class: "outcome" }, h("strong", {}, result.label), result.total !== null && result.total !== undefined ? ` (celkem ${result.total})` : ""),
    result.rolls.length ? diceChips(result.rolls) : null,
    h("p", { class: "explanation" }, result.explanation),
    result.changes.length ? h("ul", { class: "changes" }, result.changes.map((c) => h("li", {}, c))) : null,
    result.percent !== undefined ? h("p", { class: "muted small" }, `Šance na tento výsledek: ${formatPercent(result.percent)} (${result.probability})`) : null,
    result.physical ? h("p", { class: "muted small" }, "Vyhodnoceno z tvých kostek.") : null);
}
