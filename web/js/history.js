// The history of one character under its sheet: every edit (with what changed), roll and action, newest
// first, from the character's log. Old entries appear as one summary line once the log was compacted.
import { h, replace, formatDate } from "./dom.js";
import * as store from "./store.js";

const SHOWN = 100;

/**
 * The history panel of the sheet in `ctx`; `ctx.history` redraws it after each change.
 * @param {{id: string, history?: () => void}} ctx
 */
export function historyPanel(ctx) {
  const list = h("ol", { class: "history", "data-testid": "history-list" });
  const panel = h("details", { class: "panel", "data-testid": "history" },
    h("summary", {}, h("h3", {}, "Historie změn")), list);
  ctx.history = () => {
    const entries = store.readLog(ctx.id).slice().reverse();
    /** @param {LogEntry} e */
    const item = (e) => h("li", { "data-testid": "history-item", "data-kind": e.kind || "roll" },
      h("strong", {}, e.title), " ", h("span", { class: "muted small" }, formatDate(e.at)),
      e.text ? h("p", { class: "small" }, e.text) : null);
    replace(list, entries.slice(0, SHOWN).map(item));
    if (!entries.length) list.append(h("li", { class: "muted" }, "Zatím žádné změny."));
    const more = `… a dalších ${entries.length - SHOWN} starších záznamů v Záznamu.`;
    if (entries.length > SHOWN) list.append(h("li", { class: "muted" }, more));
  };
  ctx.history();
  return panel;
}
