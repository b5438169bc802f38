// The roll log: every resolved action of every character and the dice tray, newest first, filterable.
import { h, replace, formatDate } from "./dom.js";
import * as store from "./store.js";

export function renderLog(app, view) {
  const characters = store.listCharacters();
  const filter = h("select", { id: "log-filter", "data-testid": "log-filter" }, h("option", { value: "" }, "Vše"),
    h("option", { value: "dice" }, "Kostky"), characters.map((c) => h("option", { value: c.id }, c.name)));
  const list = h("ol", { class: "history", "data-testid": "log-list" });
  const draw = () => {
    const chosen = filter.value;
    const entries = [];
    if (!chosen || chosen === "dice") entries.push(...store.readDiceHistory().map((e) => ({ ...e, who: "Kostky" })));
    for (const c of characters) if (!chosen || chosen === c.id) entries.push(...store.readLog(c.id).map((e) => ({ ...e, who: c.name })));
    entries.sort((a, b) => String(b.at).localeCompare(String(a.at)));
    replace(list, entries.slice(0, 200).map((e) => h("li", { "data-testid": "log-item" },
      h("strong", {}, e.title), " ", h("span", { class: "muted small" }, `${e.who} · ${formatDate(e.at)}`),
      e.text ? h("p", { class: "small" }, e.text) : null)));
    if (!entries.length) list.append(h("li", { class: "muted" }, "Zatím žádné hody."));
  };
  filter.addEventListener("change", draw);
  draw();
  view.append(h("section", { class: "panel" }, h("h2", {}, "Záznam hodů"), h("label", { for: "log-filter" }, "Zobrazit"), filter, list));
}
