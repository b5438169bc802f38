// The dice tray: any expression, quick dice, the exact chance of reaching a target before rolling,
// physical dice, re-resolving the last roll from the player's own dice, and a history that survives reload.
import { h, replace, announce, formatPercent, formatDate } from "./dom.js";
import * as store from "./store.js";
import { diceChips, parsePhysical, reresolveControl } from "./result.js";

const QUICK = ["k4", "k6", "k8", "k10", "k12", "k20", "k100", "4dF", "2k6"];

/**
 * While the engine starts, a note saying what waits for it (rolling, creating) and what it is doing;
 * it hides itself once the engine is ready, and reports a failed start.
 * @param {App} app
 * @param {string} text
 */
export function engineWaitNote(app, text) {
  const note = h("p", { class: "waiting small", "data-testid": "engine-wait", role: "status" });
  const update = () => {
    if (note.dataset.state && !note.isConnected) { // screen left
      app.engine.removeEventListener("state", update);
      return;
    }
    const state = app.engine.state;
    note.dataset.state = state;
    note.hidden = state === "ready";
    if (state === "error") {
      note.textContent = "Pravidla se nepodařilo spustit; zkus stránku načíst znovu. Uložené postavy zůstávají.";
    }
    else note.textContent = `${text} ${state === "idle" ? "Připravuji pravidla…" : "Pravidla se načítají…"}`;
  };
  update();
  app.engine.addEventListener("state", update);
  return note;
}

/** @typedef {LogEntry & {expression: string}} TrayEntry a roll of the tray, in its history */
/**
 * A log entry of the tray kept with enough to show it fully and to repeat it.
 * @type {(r: EngineResults["roll"]) => TrayEntry}
 */
const historyEntry = (r) => ({
  ...r.log, expression: r.expression, rolls: [{ expression: r.expression, dice: r.dice, breakdown: r.breakdown }],
});

/** The dice tray screen. @param {App} app @param {HTMLElement} view @param {DiceIntent} [intent] */
export function renderDice(app, view, intent) {
  const expression = h("input", {
    id: "dice-expr", type: "text", "data-testid": "dice-expression", value: (intent && intent.expression) || "2k6",
    maxlength: 200, autocomplete: "off", autocapitalize: "off", spellcheck: "false", enterkeyhint: "go",
  });
  const target = h("input", {
    id: "dice-target", type: "number", inputmode: "numeric", "data-testid": "dice-target", placeholder: "např. 9",
  });
  const physical = h("input", {
    id: "dice-physical", type: "text", inputmode: "numeric", "data-testid": "dice-physical", autocomplete: "off",
    placeholder: "např. 4 6",
  });
  const odds = h("p", { class: "odds", "data-testid": "dice-odds", "aria-live": "polite" });
  const error = h("p", { class: "error", role: "alert", "data-testid": "dice-error" });
  const result = h("div", { "data-testid": "dice-result-slot" });
  const history = h("ol", { class: "history", "data-testid": "dice-history", reversed: true });
  const help = h("div", { class: "panel help", "data-testid": "dice-help", id: "dice-help", hidden: true });
  const rollButton = h("button", {
    type: "button", class: "primary", "data-testid": "dice-roll", onclick: () => roll(),
  }, "Hodit");

  const drawHistory = () => replace(history, store.readDiceHistory().slice().reverse().slice(0, 30).map((e) =>
    h("li", { "data-testid": "dice-history-item" }, h("strong", {}, e.title), " ",
      h("span", { class: "muted small" }, `${(e.dice || []).join(", ")} · ${formatDate(e.at)}`))));

  const refreshOdds = async () => {
    replace(odds);
    delete odds.dataset.probability;
    if (!expression.value.trim() || target.value.trim() === "") return;
    const reply = await app.call({ op: "odds", expression: expression.value, target: Number(target.value) });
    if (!reply.ok) { error.textContent = reply.error.message; return; }
    error.textContent = "";
    const atLeast = /** @type {Probability} */ (reply.result.at_least); // asked with a target
    odds.dataset.probability = atLeast.probability;
    const mean = reply.result.mean.toLocaleString("cs-CZ", { maximumFractionDigits: 2 });
    replace(odds, `Šance hodit aspoň ${target.value}: `, h("strong", {}, formatPercent(atLeast.percent)),
      ` (${atLeast.probability}); průměr ${mean}`);
  };

  /** Roll (or resolve `dice`); `replacing` re-resolves the last roll, which the new one replaces in the history. */
  const roll = async (/** @type {number[] | null | false | undefined} */ dice = undefined,
    /** @type {TrayEntry | null} */ replacing = null) => {
    error.textContent = "";
    /** @type {Command<"roll">} */
    const cmd = { op: "roll", expression: replacing ? replacing.expression : expression.value };
    if (target.value.trim() !== "") cmd.target = Number(target.value);
    const typed = dice === undefined ? parsePhysical(physical.value) : dice;
    if (typed === false) { error.textContent = "Hodnoty kostek musí být celá čísla oddělená mezerou."; return; }
    if (typed) cmd.dice = typed;
    rollButton.disabled = true;
    rollButton.textContent = app.engine.state === "ready" ? "Házím…" : "Čekám na pravidla…";
    let reply;
    try {
      reply = await app.call(cmd);
    } finally {
      rollButton.disabled = false;
      rollButton.textContent = "Hodit";
    }
    if (!reply.ok) { error.textContent = reply.error.message; announce(reply.error.message); return; }
    const r = reply.result;
    const entry = historyEntry(r);
    replace(result, h("article", {
      class: "result", "data-testid": "dice-result", "data-total": r.total, "data-expression": r.expression,
      "data-physical": String(Boolean(r.supplied)),
    },
    h("p", { class: "total" }, h("span", { class: "muted" }, r.expression, " = "), h("strong", {}, String(r.total))),
    diceChips([r]),
    r.breakdown ? h("p", { class: "muted small breakdown" }, r.breakdown) : null,
    // the verdict is decided by the engine
    r.verdict ? h("p", { "data-testid": "dice-verdict", "data-reached": String(r.reached) }, r.verdict) : null,
    r.supplied ? h("p", { class: "muted small" }, "Vyhodnoceno z tvých kostek.") : null,
    reresolveControl((values) => roll(values, entry))));
    announce(`${r.expression}: ${r.total}${r.verdict ? `. ${r.verdict}` : ""}`);
    const kept = store.readDiceHistory();
    if (replacing && kept.length && kept[kept.length - 1].at === replacing.at) kept.pop();
    store.writeDiceHistory([...kept, replacing ? { ...entry, replaces: replacing.at } : entry]);
    drawHistory();
  };

  const helpToggle = h("button", {
    type: "button", class: "secondary", "aria-expanded": "false", "aria-controls": "dice-help",
    "data-testid": "dice-help-toggle", onclick: () => toggleHelp(Boolean(help.hidden)),
  }, "Nápověda");
  const toggleHelp = async (/** @type {boolean} */ show) => {
    help.hidden = !show;
    helpToggle.setAttribute("aria-expanded", String(show));
    if (!show || help.childElementCount) return;
    replace(help, h("p", { class: "muted small" }, "Načítám nápovědu…"));
    const reply = await app.call({ op: "notation" });
    const entries = reply.ok ? reply.result.entries : [];
    replace(help, h("h3", {}, "Zápis kostek"),
      h("dl", {}, entries.flatMap((e) => [h("dt", {}, h("code", {}, e.syntax)), h("dd", {}, e.meaning)])),
      h("button", {
        type: "button", class: "link", "data-testid": "dice-help-close",
        onclick: () => { toggleHelp(false); helpToggle.focus(); },
      }, "Zavřít nápovědu"));
  };
  help.addEventListener("keydown", (e) => { if (e.key === "Escape") { toggleHelp(false); helpToggle.focus(); } });
  helpToggle.addEventListener("keydown", (e) => { if (e.key === "Escape" && !help.hidden) toggleHelp(false); });

  expression.addEventListener("keydown", (e) => {
    if (e.key === "Enter") roll();
    if (e.key === "Escape" && !help.hidden) toggleHelp(false);
  });
  expression.addEventListener("change", refreshOdds);
  target.addEventListener("input", refreshOdds);
  drawHistory();
  view.append(h("section", { class: "panel tray", "data-testid": "dice-tray" }, h("h2", {}, "Kostky"),
    h("div", { class: "chips", role: "group", "aria-label": "Rychlé kostky" }, QUICK.map((q) => h("button", {
      type: "button", class: "chip", "data-testid": `quick-${q}`,
      onclick: () => { expression.value = q; refreshOdds(); roll(); },
    }, q))),
    h("label", { for: "dice-expr" }, "Výraz"), h("div", { class: "row" }, expression, helpToggle),
    help,
    h("div", { class: "row wrap" }, h("div", {}, h("label", { for: "dice-target" }, "Cíl (aspoň)"), target),
      h("div", {}, h("label", { for: "dice-physical" }, "Vlastní kostky"), physical)),
    odds, error, engineWaitNote(app, "Hodit půjde, jakmile budou pravidla připravená."), rollButton, result),
  h("section", { class: "panel" }, h("h2", {}, "Historie hodů"), history));
  if (intent && intent.physical) physical.focus();
}
