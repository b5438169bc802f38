// The dice tray: any expression, quick dice, the exact chance of reaching a target before rolling,
// physical dice, and a history that survives reload.
import { h, replace, announce, formatPercent, formatDate } from "./dom.js";
import * as store from "./store.js";
import { diceChips } from "./result.js";

const QUICK = ["k4", "k6", "k8", "k10", "k12", "k20", "k100", "4dF", "2k6"];

export function renderDice(app, view) {
  const expression = h("input", { id: "dice-expr", type: "text", "data-testid": "dice-expression", value: "2k6", maxlength: 200,
    autocomplete: "off", autocapitalize: "off", spellcheck: "false", enterkeyhint: "go" });
  const target = h("input", { id: "dice-target", type: "number", inputmode: "numeric", "data-testid": "dice-target", placeholder: "např. 9" });
  const physical = h("input", { id: "dice-physical", type: "text", inputmode: "numeric", "data-testid": "dice-physical", autocomplete: "off", placeholder: "např. 4 6" });
  const odds = h("p", { class: "odds", "data-testid": "dice-odds", "aria-live": "polite" });
  const error = h("p", { class: "error", role: "alert", "data-testid": "dice-error" });
  const result = h("div", { "data-testid": "dice-result-slot" });
  const history = h("ol", { class: "history", "data-testid": "dice-history", reversed: true });
  const help = h("div", { class: "panel help", "data-testid": "dice-help", hidden: true });

  const drawHistory = () => replace(history, store.readDiceHistory().slice().reverse().slice(0, 30).map((e) =>
    h("li", { "data-testid": "dice-history-item" }, h("strong", {}, e.title), " ", h("span", { class: "muted small" }, `${(e.dice || []).join(", ")} · ${formatDate(e.at)}`))));

  const refreshOdds = async () => {
    replace(odds);
    if (!expression.value.trim() || target.value.trim() === "") return;
    const reply = await app.call({ op: "odds", expression: expression.value, target: Number(target.value) });
    if (!reply.ok) { error.textContent = reply.error.message; return; }
    error.textContent = "";
    odds.dataset.probability = reply.result.at_least.probability;
    replace(odds, `Šance hodit aspoň ${target.value}: `, h("strong", {}, formatPercent(reply.result.at_least.percent)),
      ` (${reply.result.at_least.probability}); průměr ${reply.result.mean.toLocaleString("cs-CZ", { maximumFractionDigits: 2 })}`);
  };

  const roll = async () => {
    error.textContent = "";
    const cmd = { op: "roll", expression: expression.value };
    if (target.value.trim() !== "") cmd.target = Number(target.value);
    if (physical.value.trim()) {
      cmd.dice = physical.value.trim().split(/[\s,;]+/).map(Number);
      if (cmd.dice.some((d) => !Number.isInteger(d))) { error.textContent = "Hodnoty kostek musí být celá čísla oddělená mezerou."; return; }
    }
    const reply = await app.call(cmd);
    if (!reply.ok) { error.textContent = reply.error.message; announce(reply.error.message); return; }
    const r = reply.result;
    const reached = r.target === null || r.target === undefined ? null : r.total >= r.target;
    replace(result, h("article", { class: "result", "data-testid": "dice-result", "data-total": r.total, "data-expression": r.expression },
      h("p", { class: "total" }, h("span", { class: "muted" }, r.expression, " = "), h("strong", {}, String(r.total))),
      diceChips([r]),
      reached === null ? null : h("p", { "data-testid": "dice-verdict" }, reached ? `Cíl ${r.target} dosažen.` : `Cíl ${r.target} nedosažen.`)));
    announce(`${r.expression}: ${r.total}`);
    store.writeDiceHistory([...store.readDiceHistory(), r.log]);
    drawHistory();
  };

  const toggleHelp = async () => {
    help.hidden = !help.hidden;
    if (help.hidden || help.childElementCount) return;
    const reply = await app.call({ op: "notation" });
    replace(help, h("h3", {}, "Zápis kostek"), h("dl", {}, (reply.ok ? reply.result.entries : []).flatMap((e) => [h("dt", {}, h("code", {}, e.syntax)), h("dd", {}, e.meaning)])));
  };

  expression.addEventListener("keydown", (e) => { if (e.key === "Enter") roll(); });
  expression.addEventListener("change", refreshOdds);
  target.addEventListener("input", refreshOdds);
  drawHistory();
  view.append(h("section", { class: "panel tray", "data-testid": "dice-tray" }, h("h2", {}, "Kostky"),
    h("div", { class: "chips", role: "group", "aria-label": "Rychlé kostky" }, QUICK.map((q) => h("button", { type: "button", class: "chip", "data-testid": `quick-${q}`,
      onclick: () => { expression.value = q; refreshOdds(); roll(); } }, q))),
    h("label", { for: "dice-expr" }, "Výraz"), h("div", { class: "row" }, expression,
      h("button", { type: "button", class: "secondary", "aria-expanded": "false", "data-testid": "dice-help-toggle", onclick: (e) => { toggleHelp(); e.currentTarget.setAttribute("aria-expanded", String(help.hidden === false)); } }, "Nápověda")),
    help,
    h("div", { class: "row wrap" }, h("div", {}, h("label", { for: "dice-target" }, "Cíl (aspoň)"), target),
      h("div", {}, h("label", { for: "dice-physical" }, "Vlastní kostky"), physical)),
    odds, error, h("button", { type: "button", class: "primary", "data-testid": "dice-roll", onclick: roll }, "Hodit"), result),
  h("section", { class: "panel" }, h("h2", {}, "Historie hodů"), history));
}
